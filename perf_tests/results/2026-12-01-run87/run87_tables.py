"""Tables of run 87 from the call folders (python3 run87_tables.py > tables.txt)."""
import json, math, os

HERE = os.path.dirname(os.path.abspath(__file__))


def matrices(call, name):
    path = os.path.join(HERE, call, name + '.json')
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)['matrices']


def gm(values):
    values = list(values)
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float('nan')


def times(call, name):
    """{matrix: ({variant: ms}, cuSPARSE's best ms, automatic's pick, statistics)} of one bench run."""
    ms = matrices(call, name)
    if ms is None:
        return None
    out = {}
    for m in ms:
        v = {x['name']: x for x in m['variants'] if x.get('median_ms')}
        mean = m['nnz'] / m['rows'] if m['rows'] else 0
        stats = (m['rows'], m['nnz'], m['max_row'], m['row_std'] / mean if mean else 0, m['scattered_rows'])
        out[m['name']] = ({k: x['median_ms'] for k, x in v.items()}, m.get('cusparse_best_ms'),
                          v['automatic']['chosen'] if 'automatic' in v else '-', stats)
    return out


def candidates(call, names, cols, title):
    """Mean over passes of each candidate's time / cuSPARSE's best (same process), automatic's pick."""
    runs = [r for r in (times(call, n) for n in names) if r]
    if not runs:
        return
    print(f'\n## {call}: {title}: time / cuSPARSE\'s best, mean of {len(runs)} pass(es)')
    print(f'{"matrix":24s} {"nnz":>9s} {"max":>5s} {"nnz/res":>7s} ' +
          ' '.join(f'{c[:9]:>9s}' for c in cols) + '  automatic picks / best')
    picked, best_cand, lb_ratio = [], [], []
    for n in runs[0]:
        if not all(n in r and r[n][1] for r in runs):
            continue
        rel = {c: sum(r[n][0][c] / r[n][1] for r in runs if c in r[n][0]) / len(runs)
               for c in cols if all(c in r[n][0] for r in runs)}
        rows, nnz, max_row, cv, scattered = runs[0][n][3]
        best = min((rel[c], c) for c in rel if c != 'automatic')
        print(f'{n:24s} {nnz:9d} {max_row:5d} {nnz / (132 * 2048):7.2f} ' +
              ' '.join(f'{rel[c]:9.2f}' if c in rel else f'{"-":>9s}' for c in cols) +
              f'  {runs[0][n][2]} / {best[1]}')
        if 'automatic' in rel:
            picked.append(1 / rel['automatic'])
        best_cand.append(1 / best[0])
        if 'coo_load_balance' in rel and 'csr_load_balance' in rel:
            lb_ratio.append(rel['coo_load_balance'] / rel['csr_load_balance'])
    print(f'x cuSPARSE: automatic gm {gm(picked):.3f} (min {min(picked):.2f}); best candidate gm '
          f'{gm(best_cand):.3f}; COO / CSR load balance time gm {gm(lb_ratio):.3f} '
          f'({min(lb_ratio):.2f}-{max(lb_ratio):.2f})')


def latency(call, names):
    """automatic against cuSPARSE's best in the same process, per file and pass."""
    runs = [r for r in (times(call, n) for n in names) if r]
    if not runs:
        return
    common = sorted(set.intersection(*[set(n for n in r if r[n][1] and 'automatic' in r[n][0]) for r in runs]))
    print(f'\n## {call}: latency regime, automatic x cuSPARSE\'s best (same process), {" / ".join(names)}')
    ratios = [{n: r[n][1] / r[n][0]['automatic'] for n in common} for r in runs]
    for n in common:
        print(f'{n:18s} {runs[0][n][2]:18s} ' + '  '.join(
            f'{q[n]:.3f} ({r[n][0]["automatic"] * 1e3:.1f} / {r[n][1] * 1e3:.1f} us)' for q, r in zip(ratios, runs)))
    print('gm            ' + '  '.join(f'{gm(q.values()):.3f}' for q in ratios) +
          '   files below 0.8: ' + ' '.join(str(sum(v < 0.8 for v in q.values())) for q in ratios))


def lanes_against_scalar(call, names, files):
    """automatic / csr_scalar in the same process on the files whose pick moved to capped lanes."""
    runs = [r for r in (times(call, n) for n in names) if r]
    print(f'\n## {call}: automatic (capped lanes) / csr_scalar, same process, {" / ".join(names)}')
    for f in files:
        if all(f in r for r in runs):
            print(f'{f:16s} ' + ' '.join(f'{r[f][0]["automatic"] / r[f][0]["csr_scalar"]:.2f}' for r in runs))


def vector_lengths(call, widths=(2, 4, 8), passes=None):
    """csr_vector at the given lanes (--vector-length sets them whatever the rows) against csr_scalar in
    the same process, rows up to 128; with passes, the median of those passes' ratios."""
    R = 132 * 2048
    for half in ['fit', 'score']:
        base = [times('n1', f'lat_{half}_{p}') for p in (1, 2)]
        if passes:
            runs = {vl: [times(call, f'lat_{half}_vl{vl}_{p}') for p in passes] for vl in widths}
        else:
            runs = {vl: [times(call, f'lat_{half}_vl{vl}')] for vl in widths}
        print(f'\n## {call}: {half} half, csr_vector / csr_scalar in the same process: the [ISC20] lanes '
              f'(n1 lat_{half}_1, _2), then at {", ".join(map(str, widths))} lanes '
              f'(lanes:ratio(waves){", median of passes " + str(passes) if passes else ""}); rows up to 128')
        for n in base[0]:
            rows, nnz, max_row, cv, _ = base[0][n][3]
            if max_row > 128 or 'csr_vector' not in base[0][n][0]:
                continue
            full = 1
            while full < 32 and full * 2 <= max_row:
                full *= 2
            out = f'{n:16s} rows {rows:6d} mean {nnz / rows:5.1f} max {max_row:4d} {full:2d} lanes {full * rows / R:5.2f} waves |'
            out += ''.join(f' {b[n][0]["csr_vector"] / b[n][0]["csr_scalar"]:.2f}' for b in base) + ' |'
            for vl in widths:
                q = sorted(r[n][0]['csr_vector'] / r[n][0]['csr_scalar'] for r in runs[vl])
                out += f' {vl}:{q[len(q) // 2]:.2f}({vl * rows / R:.2f})'
            print(out)


def record(call, jobs, old_call):
    print(f'\n## {call}: the record against {old_call} (automatic x cuSPARSE\'s best; kspmv time new / old)')
    for job in jobs:
        new, old = times(call, job), times(old_call, job)
        if not new or not old:
            continue
        q = {n: new[n][1] / new[n][0]['automatic'] for n in new if new[n][1] and 'automatic' in new[n][0]}
        qo = [old[n][1] / old[n][0]['automatic'] for n in old if old[n][1] and 'automatic' in old[n][0]]
        k = [new[n][0]['automatic'] / old[n][0]['automatic'] for n in q if n in old and 'automatic' in old[n][0]]
        worst = min(q, key=q.get)
        print(f'{job:8s} gm {gm(q.values()):.3f} (min {q[worst]:.3f} {worst}); old {gm(qo):.3f}; '
              f'kspmv new / old gm {gm(k):.3f} ({min(k):.3f}-{max(k):.3f})')


def mode_t(call, half):
    """Mode T: automatic x cuSPARSE's best per file, new binary against old, where the pick moved."""
    print(f'\n## {call}: mode T, {half} half, automatic x cuSPARSE\'s best, new / old binary (two passes each)')
    new = [times(call, f'latT_{half}_new_{p}') for p in (1, 2)]
    old = [times(call, f'latT_{half}_old_{p}') for p in (1, 2)]
    moved, all_new, all_old = [], [], []
    for n in new[0]:
        if not all(n in r and r[n][1] and 'automatic' in r[n][0] for r in new + old):
            continue
        qn = [r[n][1] / r[n][0]['automatic'] for r in new]
        qo = [r[n][1] / r[n][0]['automatic'] for r in old]
        all_new += qn
        all_old += qo
        if new[0][n][2] != old[0][n][2]:
            moved.append(gm(qn) / gm(qo))
            print(f'{n:18s} {old[0][n][2]:18s} -> {new[0][n][2]:18s} new ' + ' '.join(f'{q:.3f}' for q in qn) +
                  '  old ' + ' '.join(f'{q:.3f}' for q in qo))
    print(f'gm new {gm(all_new):.3f}, old {gm(all_old):.3f}; moved picks new / old gm {gm(moved):.3f}')


if __name__ == '__main__':
    cols = ['csr_load_balance', 'coo_load_balance', 'automatic']
    for size in ['15', '22', '30']:
        for half, label in [('f', 'fit'), ('s', 'score')]:
            candidates('n1', [f'mid_{half}{size}_1', f'mid_{half}{size}_2'], cols,
                       f'mid sizes, {label} files at ~{int(size) / 10}M entries, mode N')
    candidates('n1', ['mid_f15_t'], cols, 'mid sizes, fit files at ~1.5M entries, mode T')
    candidates('n1', ['mid_s15_t'], cols, 'mid sizes, score files at ~1.5M entries, mode T')
    for half in ['score', 'fit']:
        latency('n1', [f'lat_{half}_1', f'lat_{half}_2'])
    vector_lengths('n1')
    vector_lengths('n4', (8, 16, 32), (1, 2, 3))
    for size in ['15', '22']:
        candidates('n2', [f'mid_s{size}_{p}' for p in (1, 2, 3)], cols,
                   f'mid sizes at the commit, score files at ~{int(size) / 10}M entries, mode N')
    for half in ['score', 'fit']:
        latency('n2', [f'lat_{half}_{p}' for p in (1, 2, 3)])
    capped = ['cage11', 'de2010', 'delaunay_n16', 'nh2010', 'rgg_n_2_15_s0', 'vt2010', 'ct2010', 'delaunay_n15']
    for half in ['score', 'fit']:
        lanes_against_scalar('n2', [f'lat_{half}_{p}' for p in (1, 2, 3)], capped)
    record('n2', ['score_n', 'large_n', 'score_t', 'score4'], '../2026-12-01-run86/n5')
    for half in ['score', 'fit']:
        latency('n5', [f'lat_{half}_{p}' for p in (1, 2, 3)])
    for half in ['score', 'fit']:
        lanes_against_scalar('n5', [f'lat_{half}_{p}' for p in (1, 2, 3)], capped + ['bcsstk18', 'bcsstk25', 'bcsstk29'])
    record('n5', ['score_n', 'large_n'], '../2026-12-01-run86/n5')
    for half in ['score', 'fit']:
        mode_t('n6', half)
