#!/usr/bin/env python3
"""Fits the rank-2 branch of kspmv's automatic choice and scores it on other
matrices, never on the data it was fitted on.

    fit_multivector.py --fit FIT.json... --score SCORE.json...

Each JSON is a `kspmv-bench --vectors K --json` file in which the handle's
rank-1 rule is the variant `automatic` (a binary built before the rank-2
branch, or the rank-1 rule's algorithm run by name) and `csr_scalar` ran too.
The branch mirrors choose_algorithm() in src/spmv/automatic.hpp for rank-2
views: where the rank-1 rule would take a kernel with no register tile
(csr_load_balance, csr_vector: their vectors run in neighbouring warps, each
reading the row again), take a kernel with a register tile of vectors per row
(spmv/vector_access.hpp): ELL when its padding max_row * rows / nnz <= F
(padding weighs less against K vectors' x and y than in rank-1), else
csr_scalar when the rows are short and even enough: max_row <= L and std/mean
<= C. Prints the fitted (F, L, C), then per matrix the choice and its time
against the best kspmv kernel and cuSPARSE's best SpMM.
"""
import argparse, itertools, json, math

TILED = {'csr_scalar', 'dia', 'ell', 'sellp'}


def load(paths):
    out = []
    for p in paths:
        for m in json.load(open(p))['matrices']:
            times = {v['name']: v['median_ms'] for v in m['variants']
                     if v['ran'] and v['error_ok'] and v['family'] == 'kspmv'}
            chosen = {v['name']: v['chosen'] for v in m['variants'] if v['family'] == 'kspmv'}
            if 'automatic' not in times or 'csr_scalar' not in times:
                continue
            rows = max(1, m['rows'])
            mean = m['nnz'] / rows
            out.append(dict(name=m['name'], max_row=m['max_row'],
                            fill=m['max_row'] * m['rows'] / max(1, m['nnz']),
                            cv=m.get('row_std', 0) / mean if mean else 0, times=times,
                            rank1=chosen['automatic'], cusparse=m.get('cusparse_best_ms')))
    return out


def choose(m, F, L, C):
    if m['rank1'] in TILED:
        return m['rank1']
    if m['fill'] <= F and 'ell' in m['times']:
        return 'ell'
    return 'csr_scalar' if m['max_row'] <= L and m['cv'] <= C else m['rank1']


def time_of(m, F, L, C):
    c = choose(m, F, L, C)
    return m['times']['automatic'] if c == m['rank1'] else m['times'][c]


def slowdown(ms, F, L, C):
    logs = [math.log(time_of(m, F, L, C) / min(m['times'].values())) for m in ms]
    return math.exp(sum(logs) / len(logs)), math.exp(max(logs))


def table(ms, F, L, C, title):
    print(f'\n{title}')
    print('| matrix | fill | max_row | cv | rank-1 rule | rank-2 rule | ms | vs best kspmv | vs cuSPARSE |')
    print('|---|---:|---:|---:|---|---|---:|---:|---:|')
    r_best, r_cus = [], []
    for m in ms:
        t = time_of(m, F, L, C)
        best = min(m['times'].values())
        cus = m['cusparse'] / t if m['cusparse'] else float('nan')
        r_best.append(best / t)
        if m['cusparse']:
            r_cus.append(cus)
        print(f"| {m['name']} | {m['fill']:.2f} | {m['max_row']} | {m['cv']:.2f} | {m['rank1']} "
              f"| {choose(m, F, L, C)} "
              f"| {t:.4f} | {best / t:.3f} | {cus:.3f} |")
    g = lambda v: math.exp(sum(map(math.log, v)) / len(v)) if v else float('nan')
    print(f'| geometric mean | | | | | | | {g(r_best):.3f} (min {min(r_best):.3f}) '
          f'| {g(r_cus):.3f} (min {min(r_cus) if r_cus else float("nan"):.3f}) |')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--fit', nargs='+', required=True)
    ap.add_argument('--score', nargs='+', required=True)
    a = ap.parse_args()
    fit, score = load(a.fit), load(a.score)
    fills = [0, 1.5, 2, 2.5, 3, 3.5, 4, 6, 8]
    limits = sorted({0} | {m['max_row'] for m in fit})
    spreads = [0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 1e9]
    F, L, C = min(itertools.product(fills, limits, spreads),
                  key=lambda p: (round(slowdown(fit, *p)[0], 4), p))
    mean, worst = slowdown(fit, F, L, C)
    print(f'fitted on {len(fit)} matrices: F (multivector_ell_max_fill) = {F}, '
          f'L (multivector_scalar_max_row) = {L}, C (multivector_scalar_max_cv) = {C}; '
          f'fit slowdown vs best kspmv {mean:.3f} (worst {worst:.3f}), rank-1 rule '
          f'{slowdown(fit, -1, -1, -1)[0]:.3f}')
    table(fit, F, L, C, 'fit set')
    table(score, F, L, C, 'score set (not seen by the fit)')

if __name__ == '__main__':
    main()
