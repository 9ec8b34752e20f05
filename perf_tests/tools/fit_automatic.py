#!/usr/bin/env python3
"""Fits the thresholds of kspmv's automatic choice on kspmv-bench JSON files
and scores the fitted rule on other files, never on the data it was fitted on.

    fit_automatic.py --fit FIT.json... --score SCORE.json... [--stats STATS.json...]

Each JSON is a `kspmv-bench --json` file (every algorithm run on each matrix).
--stats: JSON files of the same matrices with row statistics (row_std,
empty_rows; kspmv-bench writes them) when the timed files predate them.
The rule below mirrors choose_algorithm() in src/spmv/automatic.hpp: change
both together (the evc_hyb branch needs SpmvOptions::evc_hyb_permuted_y, which
these runs leave off, so it is fitted apart: tools/evc_summary.py; the dia branch
needs the diagonal count and the narrow_sellp branch the count of row groups whose
columns fit 16-bit deltas, which JSON files before run 31 lack (kspmv-bench now
writes them for every matrix: diagonals, dense_diagonals, offband_entries,
narrow_groups; this mirror does not read them yet), and every conversion's payoff
against expected_applies is fitted by tools/fit_setup_costs.py: here each
conversion is assumed to pay, as it does at the default 100 applies). Prints the fitted thresholds, then per matrix the choice and
its time against the best kspmv kernel and the best cuSPARSE format.
"""
import argparse, itertools, json, math

H200_RESIDENT_THREADS = 132 * 2048
KERNELS = ['csr_scalar', 'csr_vector', 'csr_load_balance', 'coo_load_balance', 'ell', 'sellp',
           'hybrid']


def load(paths, stats):
    out = []
    for p in paths:
        for m in json.load(open(p))['matrices']:
            st = stats.get(m['name'], m)
            times = {v['name']: v['median_ms'] for v in m['variants']
                     if v['ran'] and v['error_ok'] and v['family'] == 'kspmv'}
            if not any(k in times for k in KERNELS):
                continue
            rows = max(1, m['rows'])
            mean = m['nnz'] / rows
            out.append(dict(name=m['name'], nnz=m['nnz'], rows=m['rows'], max_row=m['max_row'],
                            mean=mean, cv=(st.get('row_std', 0) / mean) if mean else 0,
                            scattered=st.get('scattered_rows', 0.0),
                            times=times, cusparse=m.get('cusparse_best_ms'),
                            automatic=times.get('automatic')))
    return out


def choose(m, p, resident=H200_RESIDENT_THREADS):
    """Mirror of choose_algorithm() (src/spmv/automatic.hpp)."""
    if m['nnz'] == 0:
        return 'csr_scalar'
    load_balance = m['nnz'] > p['csr_nnz_limit'] or m['max_row'] > p['csr_row_len_limit']
    if m['nnz'] < p['latency_nnz_per_resident_thread'] * resident:
        if load_balance:
            return 'csr_load_balance'
        if m['mean'] <= p['scalar_max_mean'] and m['cv'] <= p['scalar_max_cv']:
            return 'csr_scalar'
        return 'csr_vector'
    if m['max_row'] * m['rows'] <= p['ell_max_fill'] * m['nnz'] or (
            m['cv'] <= p['ell_max_cv'] and m['mean'] >= p['ell_min_mean']) or (
            m['scattered'] < p['hybrid_min_scattered'] and
            m['max_row'] * m['rows'] <= p['ell_local_max_fill'] * m['nnz']):
        return 'ell'
    if load_balance:
        return 'csr_load_balance'
    return 'csr_vector'


GRID = dict(csr_nnz_limit=[1e6], csr_row_len_limit=[256, 512, 1024, 2048],
            latency_nnz_per_resident_thread=[1, 2, 4, 8, 16],
            scalar_max_mean=[5, 7, 10], scalar_max_cv=[0.3, 0.45, 0.6, 0.75],
            ell_max_fill=[1.1, 1.3, 1.6, 2.2, 3.3], ell_max_cv=[0, 0.25, 0.35],
            ell_min_mean=[8], ell_local_max_fill=[1.1, 1.6, 2.2, 2.6, 3.3],
            hybrid_min_scattered=[0.86])


def slowdown(m, choice):
    best = min(t for k, t in m['times'].items() if k in KERNELS)
    return m['times'].get(choice, float('inf')) / best


def score(ms, p):
    s = [slowdown(m, choose(m, p)) for m in ms]
    return math.exp(sum(math.log(x) for x in s) / len(s)), max(s)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--fit', nargs='+', required=True)
    ap.add_argument('--score', nargs='*', default=[])
    ap.add_argument('--stats', nargs='*', default=[])
    a = ap.parse_args()
    stats = {}
    for f in a.stats:
        for m in json.load(open(f))['matrices']:
            stats[m['name']] = m
    fit, held_out = load(a.fit, stats), load(a.score, stats)
    fit_names = {m['name'] for m in fit}
    held_out = [m for m in held_out if m['name'] not in fit_names]
    keys = list(GRID)
    best = None
    for values in itertools.product(*(GRID[k] for k in keys)):
        p = dict(zip(keys, values))
        g, worst = score(fit, p)
        if best is None or (g, worst) < best[0]:
            best = ((g, worst), p)
    (g, worst), p = best
    print('fitted on %d matrices: geometric-mean slowdown vs best kspmv kernel %.3f, worst %.2f'
          % (len(fit), g, worst))
    for k in keys:
        print('  %s = %g' % (k, p[k]))
    for title, ms in (('fit', fit), ('score (never fitted on)', held_out)):
        if not ms:
            continue
        print('\n%s: %d matrices' % (title, len(ms)))
        vs_best, vs_cusp = [], []
        for m in ms:
            c = choose(m, p)
            sd = slowdown(m, c)
            t = m['times'].get(c)
            ratio = m['cusparse'] / t if m['cusparse'] and t else float('nan')
            vs_best.append(sd)
            if ratio == ratio:
                vs_cusp.append(ratio)
            print('  %-28s %-18s %6.3fx best kspmv  %5.2fx cuSPARSE' % (m['name'][:28], c, sd, ratio))
        gm = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs))
        print('  geometric mean: %.3f x best kspmv, %.3f x cuSPARSE (worst %.2f)'
              % (gm(vs_best), gm(vs_cusp) if vs_cusp else float('nan'),
                 min(vs_cusp) if vs_cusp else float('nan')))


if __name__ == '__main__':
    main()
