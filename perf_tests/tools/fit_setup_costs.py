#!/usr/bin/env python3
"""Setup cost of every kspmv algorithm in CSR-SpMV units, and the payoff of the
conversions Algorithm::automatic weighs (src/spmv/automatic.hpp), from
kspmv-bench JSON files.

    fit_setup_costs.py FILE.json... [--permuted FILE.json...]

Unit: one kk_native apply of the same matrix (the bench's "CSR SpMV").
Setup cost of an algorithm = its setup minus csr_vector's (which is only the
validation and row statistics every handle pays), per matrix; the medians go
to SetupCosts in src/core/tuning.hpp.
Payoff of a conversion, on the matrices where automatic's rule considers it
(ELL: little padding or even rows; DIA: few diagonals; EVC-HYB: scattered rows,
permuted y):
median extra setup and median CSR SpMVs saved per apply against the best
kernel that converts nothing (csr_scalar, csr_vector, csr_load_balance); the
medians go to ConversionPayoff in src/core/tuning.hpp. --permuted: files of
`--permuted-y --algorithms automatic,evc_hyb` runs over the same matrices.
"""
import argparse, json, statistics

NO_CONVERSION = ['csr_scalar', 'csr_vector', 'csr_load_balance']
ALGORITHMS = ['csr_scalar', 'csr_load_balance', 'coo_load_balance', 'ell', 'sellp', 'hybrid',
              'csc', 'evc_hyb', 'evc_hyb_permuted_y', 'dia', 'kk_native']
# Mirrors of automatic's conditions (TuningTable values for NVIDIA).
ELL_MAX_FILL, ELL_MAX_SPREAD, ELL_MIN_MEAN, EVC_MIN_SCATTERED = 1.1, 0.25, 8.0, 0.98


def variant(m, name):
    for v in m['variants']:
        if v['name'] == name and v.get('ran') and v.get('error_ok'):
            return v
    return None


def ell_considered(m):
    mean = m['nnz'] / max(1, m['rows'])
    spread = m.get('row_std', 0) / mean if mean else 0
    return m['max_row'] * m['rows'] <= ELL_MAX_FILL * m['nnz'] or (
        spread <= ELL_MAX_SPREAD and mean >= ELL_MIN_MEAN)


def evc_considered(m):
    return m.get('scattered_rows', 0) >= EVC_MIN_SCATTERED


def dia_considered(m):
    # The rule's DIA condition needs the diagonal count, which the JSON does not
    # hold; automatic's reason names DIA exactly where it weighed it.
    a = variant(m, 'automatic')
    return a is not None and 'DIA' in a.get('reason', '') or (a or {}).get('chosen') == 'dia'


def med(xs):
    return statistics.median(xs) if xs else float('nan')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('files', nargs='+')
    ap.add_argument('--permuted', nargs='*', default=[])
    a = ap.parse_args()
    ms = [m for f in a.files for m in json.load(open(f))['matrices']
          if m['nnz'] > 0 and variant(m, 'kk_native') and variant(m, 'csr_vector')]
    permuted = {m['name']: m for f in a.permuted for m in json.load(open(f))['matrices']}
    print(f'{len(ms)} matrices; unit: one kk_native apply')
    base = [variant(m, 'csr_vector')['setup_ms'] / variant(m, 'kk_native')['median_ms'] for m in ms]
    print(f'validation + row statistics (csr_vector setup): median {med(base):.2f}')
    print('setup beyond that, median [quartiles]:')
    for name in ALGORITHMS:
        c = sorted((variant(m, name)['setup_ms'] - variant(m, 'csr_vector')['setup_ms']) /
                   variant(m, 'kk_native')['median_ms'] for m in ms if variant(m, name))
        if c:
            print(f'  {name:20s} {med(c):6.2f} [{c[len(c) // 4]:6.2f} {c[3 * len(c) // 4]:6.2f}]'
                  f'  n={len(c)}')

    def payoff(label, considered, timed):
        costs, savings = [], []
        for m in ms:
            v = timed(m)
            if not considered(m) or v is None:
                continue
            kk = variant(m, 'kk_native')['median_ms']
            best = min((variant(m, k) for k in NO_CONVERSION if variant(m, k)),
                       key=lambda x: x['median_ms'])
            costs.append((v['setup_ms'] - best['setup_ms']) / kk)
            savings.append((best['median_ms'] - v['median_ms']) / kk)
            print(f'    {m["name"]:32s} cost {costs[-1]:6.2f} saving {savings[-1]:7.3f}')
        c, s = med(costs), med(savings)
        print(f'  {label}: n={len(costs)} cost {c:.2f} saving {s:.3f} per apply'
              f' -> pays after {c / s if s > 0 else float("inf"):.0f} applies')

    print('payoff where automatic considers the conversion:')
    payoff('ell', ell_considered, lambda m: variant(m, 'ell'))
    payoff('dia', dia_considered, lambda m: variant(m, 'dia'))
    payoff('evc_hyb (permuted y)', evc_considered,
           lambda m: variant(permuted.get(m['name'], m), 'evc_hyb_permuted_y')
           or variant(m, 'evc_hyb_permuted_y'))


if __name__ == '__main__':
    main()
