#!/usr/bin/env python3
"""Fits the rank-2 branch of kspmv's automatic choice and scores it on other
matrices, never on the data it was fitted on.

    fit_multivector.py --fit FIT.json... --score SCORE.json...
        [--rank1 OLD.json... --fit-always FIT.json... --score-always SCORE.json...]

Each JSON is a `kspmv-bench --vectors K --json` file in which every kernel
ran by name, csr_scalar included; a matrix met again in a later file of the
same set takes that file's times for the kernels it ran (a retimed kernel). The handle's rank-1 rule is the variant
`automatic` of these files, or, with --rank1, of older files from a binary
built before the rank-2 branch (matched by matrix name). With --fit-always and
--score-always (the same matrices run with --row-major-x always, the others
with never), the fit also sets S (row_major_x_min_scattered): op = A reads X
through its row-major copy (spmv/row_major_x.hpp) where scattered_rows >= S,
except for DIA.
The branch mirrors choose_algorithm() in src/spmv/automatic.hpp for rank-2
views: where the rank-1 rule would take a kernel with no register tile
(csr_load_balance, csr_vector: their vectors run in neighbouring warps, each
reading the row again), take a kernel with a register tile of vectors per row
(spmv/vector_access.hpp): ELL when its padding max_row * rows / nnz <= F
(padding weighs less against K vectors' x and y than in rank-1), else
csr_scalar when the rows are short and even enough: max_row <= L and std/mean
<= C. ELL, from either clause, needs rows for ELL_MIN_ROW_SHARE of the
device's resident threads (multivector_ell_min_row_share, run 34); a
short-and-wide matrix falls through to csr_scalar's clause, else
csr_load_balance. Prints the fitted (F, L, C), then per matrix the choice and
its time against the best kspmv kernel and cuSPARSE's best SpMM.
Not modelled: csr_load_balance's own split between the merge-path walkers
(always with the copy, where it pays: merge_walk_taken) and CSRI; here it
takes the copy by S like every other kernel, so walkers on ordered rows
(bundle1, soc-Slashdot0902) show their time without the copy.
"""
import argparse, itertools, json, math

TILED = {'csr_scalar', 'dia', 'ell', 'sellp'}
RESIDENT_THREADS = 132 * 2048  # an H100 or H200: 132 SMs of 2048 threads
ELL_MIN_ROW_SHARE = 0.1        # TuningTable::multivector_ell_min_row_share (NVIDIA)


def kernel_times(m):
    return {v['name']: v['median_ms'] for v in m['variants']
            if v['ran'] and v['error_ok'] and v['family'] == 'kspmv'}


def load(paths, rank1_paths=(), always_paths=()):
    rank1 = {m['name']: {v['name']: v['chosen'] for v in m['variants']}['automatic']
             for p in rank1_paths for m in json.load(open(p))['matrices']}
    always = {}
    for p in always_paths:
        for m in json.load(open(p))['matrices']:
            always.setdefault(m['name'], {}).update(kernel_times(m))
    out, seen = [], {}
    for p in paths:
        for m in json.load(open(p))['matrices']:
            times = kernel_times(m)
            if m['name'] in seen:  # a later file retimes some kernels of this matrix
                seen[m['name']]['times'].update(times)
                continue
            chosen = {v['name']: v['chosen'] for v in m['variants'] if v['family'] == 'kspmv'}
            if 'automatic' not in times or 'csr_scalar' not in times:
                continue
            rows = max(1, m['rows'])
            mean = m['nnz'] / rows
            r1 = rank1.get(m['name'], chosen['automatic'])
            if rank1:  # `automatic` here is the rank-2 rule: the rank-1 pick by name
                times.pop('automatic')
            out.append(dict(name=m['name'], max_row=m['max_row'], rows=m['rows'],
                            fill=m['max_row'] * m['rows'] / max(1, m['nnz']),
                            cv=m.get('row_std', 0) / mean if mean else 0, times=times,
                            copied=always.get(m['name'], {}),
                            scattered=m.get('scattered_rows', 0),
                            rank1=r1, cusparse=m.get('cusparse_best_ms')))
            seen[m['name']] = out[-1]
    return out


def choose(m, F, L, C):
    ell_fills_device = m['rows'] >= ELL_MIN_ROW_SHARE * RESIDENT_THREADS
    if m['rank1'] in TILED and (m['rank1'] != 'ell' or ell_fills_device):
        return m['rank1']
    if m['fill'] <= F and 'ell' in m['times'] and ell_fills_device:
        return 'ell'
    if m['max_row'] <= L and m['cv'] <= C:
        return 'csr_scalar'
    return 'csr_load_balance' if m['rank1'] == 'ell' else m['rank1']


def time_of(m, F, L, C, S=2.0):
    c = choose(m, F, L, C)
    name = c if c in m['times'] else 'automatic'  # the rank-1 rule's pick, by name with --rank1
    if c != 'dia' and m['scattered'] >= S and name in m['copied']:
        return m['copied'][name]
    return m['times'][name]


def best_of(m):
    return min(list(m['times'].values()) + list(m['copied'].values()))


def slowdown(ms, F, L, C, S=2.0):
    logs = [math.log(time_of(m, F, L, C, S) / best_of(m)) for m in ms]
    return math.exp(sum(logs) / len(logs)), math.exp(max(logs))


def table(ms, F, L, C, S, title):
    print(f'\n{title}')
    print('| matrix | fill | max_row | cv | scattered | rank-1 rule | rank-2 rule | X copy | ms '
          '| vs best kspmv | vs cuSPARSE |')
    print('|---|---:|---:|---:|---:|---|---|---|---:|---:|---:|')
    r_best, r_cus = [], []
    for m in ms:
        t = time_of(m, F, L, C, S)
        best = best_of(m)
        c = choose(m, F, L, C)
        copy = 'yes' if c != 'dia' and m['scattered'] >= S and m['copied'] else 'no'
        cus = m['cusparse'] / t if m['cusparse'] else float('nan')
        r_best.append(best / t)
        if m['cusparse']:
            r_cus.append(cus)
        print(f"| {m['name']} | {m['fill']:.2f} | {m['max_row']} | {m['cv']:.2f} "
              f"| {m['scattered']:.3f} | {m['rank1']} | {c} | {copy} "
              f"| {t:.4f} | {best / t:.3f} | {cus:.3f} |")
    g = lambda v: math.exp(sum(map(math.log, v)) / len(v)) if v else float('nan')
    print(f'| geometric mean | | | | | | | | | {g(r_best):.3f} (min {min(r_best):.3f}) '
          f'| {g(r_cus):.3f} (min {min(r_cus) if r_cus else float("nan"):.3f}) |')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--fit', nargs='+', required=True)
    ap.add_argument('--score', nargs='+', required=True)
    ap.add_argument('--rank1', nargs='*', default=[])
    ap.add_argument('--fit-always', nargs='*', default=[])
    ap.add_argument('--score-always', nargs='*', default=[])
    a = ap.parse_args()
    fit = load(a.fit, a.rank1, a.fit_always)
    score = load(a.score, a.rank1, a.score_always)
    fills = [0, 1.5, 2, 2.5, 3, 3.5, 4, 6, 8]
    limits = sorted({0} | {m['max_row'] for m in fit})
    spreads = [0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 1e9]
    # S: the midpoints between the scattered_rows of the fit matrices (2: never)
    seen = sorted({round(m['scattered'], 3) for m in fit})
    cuts = [2.0] if not a.fit_always else \
        [2.0, 0.0] + [round((p + q) / 2, 3) for p, q in zip(seen, seen[1:])]
    F, L, C, S = min(itertools.product(fills, limits, spreads, cuts),
                     key=lambda p: (round(slowdown(fit, *p)[0], 4), p))
    mean, worst = slowdown(fit, F, L, C, S)
    print(f'fitted on {len(fit)} matrices: F (multivector_ell_max_fill) = {F}, '
          f'L (multivector_scalar_max_row) = {L}, C (multivector_scalar_max_cv) = {C}, '
          f'S (row_major_x_min_scattered) = {S}; '
          f'fit slowdown vs best kspmv {mean:.3f} (worst {worst:.3f}), rank-1 rule '
          f'{slowdown(fit, -1, -1, -1)[0]:.3f}')
    for s_cut in sorted(set(cuts)):
        print(f'  with S = {s_cut}: fit {slowdown(fit, F, L, C, s_cut)[0]:.3f}, '
              f'score {slowdown(score, F, L, C, s_cut)[0]:.3f}')
    table(fit, F, L, C, S, 'fit set')
    table(score, F, L, C, S, 'score set (not seen by the fit)')


if __name__ == '__main__':
    main()
