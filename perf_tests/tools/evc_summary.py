#!/usr/bin/env python3
"""EVC-HYB against kspmv's other kernels and cuSPARSE, from kspmv-bench JSON.

  evc_summary.py RUN.json...

Per matrix: the row shape, RowStatistics::scattered_rows, evc_hyb (y in A's
order) and evc_hyb_permuted_y times, the best other kspmv kernel and the best
cuSPARSE format, the speed ratios (> 1: EVC-HYB faster), EVC-HYB's setup in
units of the best CSR-SpMV time of the run, and whether the automatic rule
(spmv/automatic.hpp: permuted-y allowed and scattered_rows >= 0.98) picks it.
"""
import json
import math
import sys

MIN_SCATTERED = 0.98


def ok(v):
    return v and v['ran'] and v['error_ok']


def gmean(xs):
    xs = [x for x in xs if x > 0 and math.isfinite(x)]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float('nan')


def main(paths):
    print('| matrix | rows | mean | scattered | evc ms | perm-y ms | best other kspmv | ms | '
          'best cuSPARSE ms | evc / other | perm-y / other | perm-y / cuSPARSE | setup (CSR SpMVs) | picked |')
    print('|' + '---|' * 14)
    picked, rest = [], []
    for path in paths:
        for m in json.load(open(path))['matrices']:
            v = {x['name']: x for x in m['variants']}
            e, p = v.get('evc_hyb'), v.get('evc_hyb_permuted_y')
            if not ok(e) or not ok(p):
                continue
            others = [x for x in m['variants'] if x['family'] == 'kspmv' and ok(x)
                      and x['name'] not in ('evc_hyb', 'automatic')]
            best = min(others, key=lambda x: x['median_ms'])
            cus = [x for x in m['variants'] if x['family'] == 'cusparse' and ok(x)]
            cu = min(x['median_ms'] for x in cus) if cus else float('nan')
            csr = [x['median_ms'] for x in m['variants'] if ok(x) and 'csr' in x['name']
                   and x['family'] in ('kspmv', 'cusparse')]
            units = e['setup_ms'] / min(csr) if csr else float('nan')
            pick = m.get('scattered_rows', 0) >= MIN_SCATTERED
            r_e, r_p, r_c = best['median_ms'] / e['median_ms'], best['median_ms'] / p['median_ms'], cu / p['median_ms']
            (picked if pick else rest).append((r_p, r_c))
            print(f"| {m['name']} | {m['rows']} | {m['nnz'] / max(1, m['rows']):.1f} | "
                  f"{m.get('scattered_rows', float('nan')):.3f} | {e['median_ms']:.4f} | {p['median_ms']:.4f} | "
                  f"{best['name']} | {best['median_ms']:.4f} | {cu:.4f} | {r_e:.2f} | {r_p:.2f} | {r_c:.2f} | "
                  f"{units:.0f} | {'yes' if pick else ''} |")
    for label, rows in (('picked', picked), ('not picked', rest)):
        if rows:
            print(f"\n{label}: {len(rows)} matrices, permuted-y vs best other kspmv geomean "
                  f"{gmean([a for a, _ in rows]):.2f} (min {min(a for a, _ in rows):.2f}), "
                  f"vs cuSPARSE {gmean([b for _, b in rows]):.2f} (min {min(b for _, b in rows):.2f})")


if __name__ == '__main__':
    main(sys.argv[1:])
