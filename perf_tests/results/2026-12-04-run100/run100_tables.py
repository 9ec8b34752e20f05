# python3 run100_tables.py > tables.txt: every A-B ratio of run 100 (variant median / base median in the same
# call, per pass) from the bench JSON, and the SASS instruction counts of n1 / n3's ncu source pages.
import subprocess, sys
def ab(d, pre, a, b):
    out = subprocess.run([sys.executable, 'ab_ratios.py', d, pre, a, b], capture_output=True, text=True).stdout
    print(f'# {d} {pre}: {b} / {a}'); print(out)
print('# n2: trim = the three parts of n3 together; automatic on the held-out suite (sk), staged forced on fit files (fk)')
for p in ('sk4', 'sk8', 'fk4', 'fk8'): ab('n2', p, 'base', 'trim')
print('# n3: the parts apart, staged forced on the six files it runs in order')
for p in ('p4', 'p8'):
    for v in ('trim', 'scratch', 'x', 'scan'): ab('n3', p, 'base', v)
print('# n4: xscan = x + scan (kept); tilex = VectorTile row pointer (ELL, SELL-P, csr_scalar); all2 = both')
for p in ('p4', 'p8'):
    for v in ('xscan', 'trim'): ab('n4', p, 'base', v)
for p in ('sk4', 'sk8'):
    for v in ('tilex', 'all2'): ab('n4', p, 'base', v)
import json
print('# n4 g: csr_scalar and ell forced on six files, tilex / base (one pass)')
for K in (4, 8):
    A = json.load(open(f'n4/g{K}_1_base.json')); B = json.load(open(f'n4/g{K}_1_tilex.json'))
    for ma, mb in zip(A['matrices'], B['matrices']):
        for va, vb in zip(ma['variants'], mb['variants']):
            if va['name'] != 'kk_rank2':
                print(f"K={K} {ma['name']:24s} {va['name']:12s} base {va['median_ms']:.4f} ms  tilex/base {vb['median_ms'] / va['median_ms']:.3f}")
print()
print('# ncu source counters (warp instructions executed, stall samples) of one launch')
for f in ('n1/wnd_k4_sass.csv.gz', 'n1/chem_k4_sass.csv.gz', 'n1/wnd_n_sass.csv.gz', 'n3/trim_wnd_k4_sass.csv.gz',
          'n3/scalar_wave_k8_sass.csv.gz', 'n3/ell_bc29_k8_sass.csv.gz'):
    out = subprocess.run([sys.executable, 'sass_counts.py', f], capture_output=True, text=True).stdout.split('\n')
    seen = set()
    for l in out:
        if l.startswith('==') and l not in seen:
            seen.add(l); print(f, l)

print()
print('# The record at af4cf251 (n5-n7): automatic against cuSPARSE best on the held-out suite, and run 97 (65a55bc)')
import math
def record(f, of, per_matrix=False):
    n = json.load(open(f)); o = json.load(open(of)); om = {m['name']: m for m in o['matrices']}
    g = lambda x: math.exp(sum(map(math.log, x)) / len(x))
    rs, ro, own, rows = [], [], [], []
    for m in n['matrices']:
        a = [v for v in m['variants'] if v['name'] == 'automatic'][0]
        mo = om[m['name']]; ao = [v for v in mo['variants'] if v['name'] == 'automatic'][0]
        rs.append(m['cusparse_best_ms'] / a['median_ms']); ro.append(mo['cusparse_best_ms'] / ao['median_ms'])
        own.append(a['median_ms'] / ao['median_ms'])
        rows.append(f"  {m['name']:28s} {a['chosen']:18s} {rs[-1]:6.3f}  run 97 {ro[-1]:6.3f}  kspmv time / run 97 {own[-1]:.3f}"
                    f"  cuSPARSE time / run 97 {m['cusparse_best_ms'] / mo['cusparse_best_ms']:.3f}")
    i = rs.index(min(rs))
    print(f"{f:22s} gm {g(rs):.3f} min {min(rs):.3f} ({n['matrices'][i]['name']})   run 97 gm {g(ro):.3f}   "
          f"kspmv time / run 97: {min(own):.3f}-{max(own):.3f}")
    if per_matrix: print('\n'.join(rows))
record('n5/score_k8.json', '../2026-12-03-run97/n1/score_k8.json', True)
record('n5/score_k4.json', '../2026-12-03-run97/n1/score_k4.json', True)
record('n6/score_k16.json', '../2026-12-03-run97/n3/score_k16.json')
record('n6/score_N.json', '../2026-12-03-run97/n2/score_N.json')
record('n7/score_T.json', '../2026-12-03-run97/n3/score_T.json')
print(open('n5/tests_summary.txt').read())
