#!/usr/bin/env python3
"""Run 55's tables of BSR's block lanes at b = 2, 3 (run from this folder):
  lanes   per pattern: the table's BSR kernel, the best non-block kernel, block
          lanes at 2-32 lanes; fit (call1-3) and held out (call2)
  rule    the lane rule: lanes = the power of two nearest mean blocks x b² / c,
          its loss against the best lanes measured, by c (fit and held out)
  auto    automatic before (call2 N, call3 T: the table of 8a536f3's parent) and
          after (call4, 8a536f3), with cuSPARSE's best
  block_lanes_tables.py lanes|rule|auto"""
import json, math, os, sys

LANES = [2, 4, 8, 16, 32]
OTHER = ('ell', 'sellp', 'csr_load_balance', 'csr_vector', 'hybrid')


def variants(path, only=None):
    """{matrix: (stats, {variant: ms})} of one run, results within tolerance."""
    out = {}
    if not os.path.exists(path):
        return out
    for m in json.load(open(path))['matrices']:
        V = {v['name']: v['median_ms'] for v in m['variants']
             if v.get('ran') and v['error_ok'] and (only is None or v['name'] == only)}
        out[m['name']] = (m, V)
    return out


def sweep(b, which):
    """{matrix: {'mean', 'bsr', 'other', 'lanes': {g: ms}}} from the table and lane runs."""
    rows = {}
    if which == 'fit':
        tables = [f'call2/fit_b{b}_table.json', f'call3/fit_b{b}_table2.json']
        lane_files = {g: [f'call1/fit_b{b}_bl{g}.json', f'call2/fit_b{b}_bl{g}.json',
                          f'call3/fit_b{b}_bl{g}s.json'] for g in LANES}
        tables = [f'call1/fit_b{b}_table.json'] + tables[1:]
    else:
        tables = [f'call2/held_b{b}_table.json']
        lane_files = {g: [f'call2/held_b{b}_bl{g}.json'] for g in LANES}
    for t in tables:
        for name, (m, V) in variants(t).items():
            rows[name] = {'mean': m['nnz'] / m['rows'] / b, 'fill': m['max_row'] * m['rows'] / m['nnz'],
                          'bsr': V.get('bsr'), 'other': min(V[k] for k in OTHER if k in V),
                          'other_name': min((k for k in OTHER if k in V), key=lambda k: V[k]),
                          'lanes': {}}
    for g, files in lane_files.items():
        for f in files:
            for name, (m, V) in variants(f, 'bsr').items():
                if name in rows and 'bsr' in V:
                    rows[name]['lanes'][g] = V['bsr']
    return rows


def rule_lanes(mean, b, c):
    want, lanes = mean * b * b / c, 2
    while lanes < 32 and lanes * math.sqrt(2) < want:
        lanes *= 2
    return lanes


def lanes_table():
    for which in ('fit', 'held'):
        for b in (2, 3):
            print(f'\n{which}, b = {b}: ms; "other" = the fastest of {", ".join(OTHER)} run')
            print('%-24s %6s %5s %8s %8s %-16s' % ('pattern', 'blocks', 'fill', 'bsr', 'other', '') +
                  ''.join('%8s' % f'bl{g}' for g in LANES) + '  rule  other/rule')
            for name, r in sweep(b, which).items():
                L = r['lanes']
                g = rule_lanes(r['mean'], b, 16)
                ratio = r['other'] / L[g] if g in L else float('nan')
                print('%-24s %6.1f %5.2f %8.4f %8.4f %-16s' % (name[:24], r['mean'], r['fill'], r['bsr'],
                                                               r['other'], r['other_name']) +
                      ''.join('%8.4f' % L[g2] if g2 in L else '%8s' % '-' for g2 in LANES) +
                      '  %4d  %6.3f' % (g, ratio))


def rule_table():
    for which in ('fit', 'held'):
        for b in (2, 3):
            rows = {n: r for n, r in sweep(b, which).items() if len(r['lanes']) == len(LANES)}
            out = []
            for c in (4, 8, 12, 16, 20, 24, 32):
                loss = [r['lanes'][rule_lanes(r['mean'], b, c)] / min(r['lanes'].values()) for r in rows.values()]
                out.append('c=%d %.3f' % (c, math.exp(sum(map(math.log, loss)) / len(loss))))
            print(f'{which} b = {b} ({len(rows)} patterns with all of 2-32 lanes), gm time over the best lanes: ' +
                  ', '.join(out))


def auto_table():
    def load(path):
        R = {}
        for name, (m, V) in variants(path).items():
            chosen = [v['chosen'] for v in m['variants'] if v['name'] == 'automatic'][0]
            cu = [ms for k, ms in V.items() if k.startswith('cusparse')]
            R[name] = (chosen, V['automatic'], min(cu))
        return R
    for mode, before, after in (('N', 'call2/held_b{b}_table.json', 'call4/held_b{b}.json'),
                                ('T', 'call3/heldT_b{b}_table.json', 'call4/heldT_b{b}.json')):
        for b in (2, 3):
            x, y = load(before.format(b=b)), load(after.format(b=b))
            print(f'\nmode {mode}, b = {b}: automatic before (parent of 8a536f3) and after (8a536f3), ms')
            lb = la = 0
            for n in y:
                (c0, t0, u0), (c1, t1, u1) = x[n], y[n]
                lb += math.log(u0 / t0); la += math.log(u1 / t1)
                print('%-24s %-16s %.4f -> %-16s %.4f  %.3fx  vs cuSPARSE best %.2f -> %.2f' %
                      (n[:24], c0, t0, c1, t1, t0 / t1, u0 / t0, u1 / t1))
            print('geometric mean vs cuSPARSE best: %.3f -> %.3f' % (math.exp(lb / len(y)), math.exp(la / len(y))))


{'lanes': lanes_table, 'rule': rule_table, 'auto': auto_table}[sys.argv[1]]()
