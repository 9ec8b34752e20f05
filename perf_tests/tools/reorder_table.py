#!/usr/bin/env python3
"""Run 50's renumbering tables (SpmvOptions::reorder) from kspmv-bench JSON files
run with --algorithms automatic --reorder-variants: per matrix, A's scattered_rows
and mean row length, automatic on A, on P·A·Pᵀ with x gathered and y put back
(automatic_reordered, "R") and with x and y in the new numbering
(automatic_reordered_vectors, "RV"), cuSPARSE's best, the ratios, the renumbering's
setup and the plan RV chose; then geometric means of automatic / cuSPARSE and of the
faster of automatic and RV / cuSPARSE (RV is reported apart: its vectors are renumbered).

    reorder_table.py RUN.json...
"""
import json, math, sys

nan = float('nan')
for path in sys.argv[1:]:
    data = json.load(open(path))
    print('==', path)
    print(f"{'matrix':26s} {'scat':>5s} {'mean':>5s} {'auto':>7s} {'R':>7s} {'RV':>7s} {'cusp':>7s} "
          f"{'a/cu':>5s} {'R/a':>5s} {'RV/a':>5s} {'RV/cu':>5s} {'reo ms':>7s} {'RV plan':>16s}")
    base, best = [], []
    for m in data['matrices']:
        v = {x['name']: x for x in m['variants'] if x.get('ran')}
        cu = min([x['median_ms'] for x in m['variants']
                  if x.get('ran') and x.get('family', '').startswith('cusparse')] or [nan])
        t = lambda n: v.get(n, {}).get('median_ms', nan)
        a, r, rv = t('automatic'), t('automatic_reordered'), t('automatic_reordered_vectors')
        setup = v.get('automatic_reordered', {}).get('reorder_setup_ms', nan)
        plan = v.get('automatic_reordered_vectors', {}).get('chosen', '-')
        print(f"{m['name'][:26]:26s} {m['scattered_rows']:5.2f} {m['nnz'] / m['rows']:5.1f} {a:7.4f} "
              f"{r:7.4f} {rv:7.4f} {cu:7.4f} {cu / a:5.2f} {a / r:5.2f} {a / rv:5.2f} {cu / rv:5.2f} "
              f"{setup:7.1f} {plan:>16s}")
        if rv == rv and cu == cu:
            base.append(math.log(cu / a))
            best.append(math.log(cu / min(a, rv)))
    if base:
        print('geomean automatic / cuSPARSE %.3f; faster of (automatic, RV) / cuSPARSE %.3f (n=%d)'
              % (math.exp(sum(base) / len(base)), math.exp(sum(best) / len(best)), len(base)))
