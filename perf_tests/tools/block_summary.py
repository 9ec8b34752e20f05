#!/usr/bin/env python3
"""Issue 8's bars per block size over kspmv-bench JSON runs of promoted block
matrices: for each b, the matrices, kspmv's BSR in % of the copy bandwidth
(CSR bytes), on how many BSR is ahead of cuSPARSE's best format, cuSPARSE's
BSR, Kokkos Kernels' V42, cuSPARSE's sliced ELL and kspmv's best non-block
kernel, the geometric mean of BSR's time ratio to each (> 1: BSR faster), and
automatic against cuSPARSE's best. Results above the error tolerance are left
out. Mode N and T runs are kept apart (the JSON's mode).
  block_summary.py RUN.json ..."""
import json, math, sys
from collections import defaultdict

rows = defaultdict(list)  # (mode, b) -> [dict of ms by role]
for path in sys.argv[1:]:
    d = json.load(open(path))
    cb = d['copy_bandwidth_gbs']
    for m in d['matrices']:
        if not m.get('block_size'):
            continue
        V = {v['name']: v for v in m['variants'] if v.get('ran') and v['error_ok']}
        if 'bsr' not in V:
            continue
        ms = lambda n: V[n]['median_ms'] if n in V else None
        cu = [v['median_ms'] for v in V.values() if v['family'] == 'cusparse']
        ks = [v['median_ms'] for n, v in V.items()
              if v['family'] == 'kspmv' and n not in ('bsr', 'automatic')]
        rows[(m.get('mode', d.get('mode', 'N')), m['block_size'])].append({
            'name': m['name'], 'bsr': ms('bsr'),
            'pct': 100 * m['roofline_bytes'] / (ms('bsr') * 1e-3) / 1e9 / cb,
            'cu_best': min(cu) if cu else None, 'cu_bsr': ms('cusparse_bsr_alg1'),
            'v42': ms('kk_bsr_v42'), 'cu_sell': ms('cusparse_sell_alg1'),
            'ksp': min(ks) if ks else None, 'auto': ms('automatic')})

def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float('nan')

cols = [('cu_best', 'cuSPARSE best'), ('cu_bsr', 'cuSPARSE BSR'), ('v42', 'KK V42'),
        ('cu_sell', 'cuSPARSE SELL'), ('ksp', 'kspmv non-block')]
print('| mode | b | matrices | BSR % of copy | ' +
      ' | '.join(f'ahead of {t} (gm ratio)' for _, t in cols) + ' | automatic / cuSPARSE best |')
print('|' + '---|' * (5 + len(cols)))
for (mode, b) in sorted(rows):
    r = rows[(mode, b)]
    cells = []
    for key, _ in cols:
        have = [x for x in r if x[key]]
        ratios = [x[key] / x['bsr'] for x in have]
        ahead = sum(q > 1 for q in ratios)
        cells.append(f'{ahead}/{len(have)} ({gm(ratios):.2f})' if have else '-')
    auto = [x['cu_best'] / x['auto'] for x in r if x['auto'] and x['cu_best']]
    auto_cell = f'{min(auto):.2f}-{max(auto):.2f} (gm {gm(auto):.2f})' if auto else '-'
    pct = [x['pct'] for x in r]
    print(f'| {mode} | {b} | {len(r)} | {min(pct):.0f}-{max(pct):.0f} | ' + ' | '.join(cells) +
          f' | {auto_cell} |')
