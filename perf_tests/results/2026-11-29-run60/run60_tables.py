"""Run 60's tables from the bench JSONs of this folder (run from it):
  python3 run60_tables.py multivector > multivector.txt
  python3 run60_tables.py rank1 > rank1.txt
  python3 run60_tables.py tiles > tiles.txt
"""
import json, math, sys

def load(path):
    return json.load(open(path))

def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float('nan')

def variants(m):
    return {v['name']: v for v in m['variants']}

def errors_ok(d):
    # kk_bsr_v41 reports no error (rel_error null): only measured errors count
    return all(v.get('error_ok', True) for m in d['matrices'] for v in m['variants']
               if v.get('ran', True) and v.get('rel_error') is not None)

def multivector():
    # automatic against cuSPARSE's best SpMM in the same process, at 85bf3a0.
    print('automatic / cuSPARSE best SpMM (CSR ALG1-3, COO ALG1-4), same process, X and Y LayoutLeft, 85bf3a0')
    for f, what in [('c3/score_auto4.json', 'held out K=4'), ('c1/score_auto8.json', 'held out K=8'),
                    ('c1/large_auto8.json', 'large K=8'), ('c3/large_auto32.json', 'large K=32')]:
        d = load(f)
        rs = [(m['name'], variants(m)['automatic']) for m in d['matrices']]
        x = [a['speedup_vs_cusparse_best'] for _, a in rs if a.get('speedup_vs_cusparse_best')]
        low = ', '.join(f"{n} {a['speedup_vs_cusparse_best']:.2f}" for n, a in rs
                        if a.get('speedup_vs_cusparse_best') and a['speedup_vs_cusparse_best'] < 1)
        print(f'  {what:14s} gm {gm(x):.3f}  min {min(x):.3f}  n {len(x)}  errors ok {errors_ok(d)}  below 1: {low}')
    print()
    print('run 59 (9a66722, before 9d9f295) against run 60 (85bf3a0), automatic ms, K = 8')
    old = {m['name']: variants(m)['automatic'] for f in ['../2026-11-28-run59/c4/score_auto8.json',
                                                         '../2026-11-28-run59/c4/large_auto8.json']
           for m in load(f)['matrices']}
    for f in ['c1/score_auto8.json', 'c1/large_auto8.json']:
        for m in load(f)['matrices']:
            a = variants(m)['automatic']
            o = old.get(m['name'])
            if o:
                print(f"  {m['name']:28s} {a['chosen']:18s} {o['median_ms']:8.4f} -> {a['median_ms']:8.4f}  "
                      f"x{o['median_ms'] / a['median_ms']:.3f}")

def rank1():
    print('rank 1, mode N, automatic / cuSPARSE best SpMV, 85bf3a0 (c1)')
    for f in ['c1/score.json', 'c1/large.json']:
        d = load(f)
        x = [variants(m)['automatic']['speedup_vs_cusparse_best'] for m in d['matrices']]
        print(f'  {f:18s} gm {gm(x):.3f}  min {min(x):.3f}  n {len(x)}  errors ok {errors_ok(d)}')

def tiles():
    # c4: csr_vector with register tiles (CsrVectorTileGather) and csr_load_balance, forced, same process.
    old = {}
    for f in ['../2026-11-22-run17/fit_data/k8_score_always.json', '../2026-11-22-run17/fit_data/k8_large_never.json']:
        try:
            for m in load(f)['matrices']:
                v = variants(m).get('csr_vector')
                if v: old[m['name']] = v['median_ms']
        except FileNotFoundError:
            pass
    for f in ['c4/k8_rfit.json', 'c4/k8_gfit.json', 'c4/k8_score.json', 'c4/k8_large.json',
              'c4/k4_score.json', 'c4/k32_score.json']:
        d = load(f)
        print(f"== {f}  K = {d['vectors']}  errors ok {errors_ok(d)}")
        print(f"  {'matrix':28s} {'csr_vector':>10s} {'load_bal':>9s} {'vec/lb':>6s}" +
              ('  run 17: csr_vector before (one vector per lane group)' if d['vectors'] == 8 else ''))
        r = []
        for m in d['matrices']:
            v = variants(m)
            a, b = v['csr_vector']['median_ms'], v['csr_load_balance']['median_ms']
            r.append(a / b)
            extra = ''
            if d['vectors'] == 8 and m['name'] in old:
                extra = f"  {old[m['name']]:8.4f} (old/new {old[m['name']] / a:.2f})"
            print(f"  {m['name']:28s} {a:10.4f} {b:9.4f} {a / b:6.2f}{extra}")
        print(f'  gm vec/lb {gm(r):.3f}, csr_vector ahead on {sum(x < 1 for x in r)} of {len(r)}')

{'multivector': multivector, 'rank1': rank1, 'tiles': tiles}[sys.argv[1]]()
