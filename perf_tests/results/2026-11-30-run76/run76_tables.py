"""Run 76's tables from the bench outputs of this folder (run from it):
  python3 run76_tables.py > variants.txt
Timed-out benches wrote no JSON, so the text tables are read: automatic's median ms per matrix.
"""
import sys

sys.path.insert(0, '../../tools')
from run_tables import gm, summary  # noqa: E402

FIT = ['soc-Epinions1', 'astro-ph', 'ca-CondMat', 'PGPgiantcompo', 'bcsstk33', 'cage11', 'wing', 'usroads-48',
       'circuit204']
# Distinct columns a tile of 1024 consecutive entries holds, over its entries: host count over the
# unreplicated files (run 76's README, section 1); permuted copies: not counted (rows in random order).
DISTINCT = {'soc-Epinions1': 0.743, 'ca-CondMat': 0.927, 'bcsstk33': 0.176, 'wing': 0.991, 'circuit204': 0.482,
            'astro-ph': None, 'PGPgiantcompo': None, 'cage11': None, 'usroads-48': None}


def auto_ms(path):
    """{matrix: (chosen, ms)} of automatic in a kspmv-bench text table."""
    out, name = {}, None
    for line in open(path):
        if line.startswith('== ') and not line.startswith('== summary'):
            name = line.split()[1]
        elif line.startswith('automatic') and name:
            p = line.split()
            try:
                out[name] = (p[1], float(p[2]))
            except ValueError:
                pass
    return out


def presum_over_staged(label, staged, presum):
    a, b = auto_ms(staged), auto_ms(presum)
    r = {n: b[n][1] / a[n][1] for n in FIT if n in a and n in b}
    print(f'{label}: presummed / staged, time ({presum} / {staged}); gm {gm(list(r.values())):.3f}')
    for n, x in r.items():
        d = DISTINCT.get(n)
        print(f'  {n:16s} {a[n][0]:17s} distinct {("%.3f" % d) if d else "perm ":5s}  staged {a[n][1]:7.3f} ms  '
              f'presummed {b[n][1]:7.3f} ms  {x:.3f}')


print('Y = A^T X, fit suite, automatic\'s algorithm with --transpose-vectors staged / presummed, no cuSPARSE.')
print('Design 1 (scratch floating-point atomics, diffs/r76_presum_scratch_atomics.diff), call 2:')
presum_over_staged('  K = 8', 'c2/fit_t8_staged.txt', 'c2/fit_t8_presum.txt')
presum_over_staged('  K = 32 (both cut at 90 s)', 'c2/fit_t32_staged.txt', 'c2/fit_t32_presum.txt')
print('Design 2 (counting sort, a thread a (column, vector), diffs/r76_presum_sorted.diff), call 4 (staged at K = 8')
print('and 32 from call 2: the staged code is the same in both builds):')
presum_over_staged('  K = 4', 'c4/fit_t4_staged.txt', 'c4/fit_t4_presum.txt')
presum_over_staged('  K = 8', 'c2/fit_t8_staged.txt', 'c4/fit_t8_presum.txt')
presum_over_staged('  K = 32 (presummed --reps 10)', 'c2/fit_t32_staged.txt', 'c4/fit_t32_presum.txt')
print()
print('Held out, K = 16, forced presummed against cuSPARSE\'s best SpMM (run 75 automatic: gm 2.550, web-NotreDame')
print('0.93, rajat01 0.88, Chem97Zt 1.00):')
print('  design 1 (c2):', summary('c2/score_t16_presum.json'))
print('  design 2 (c4):', summary('c4/score_t16_presum.json'))
print()
print('Ordered staging branch, K = 8 (c6): staged / automatic, time')
a, b = auto_ms('c6/dense_t8_auto.txt'), auto_ms('c6/dense_t8_staged.txt')
for n in a:
    print(f'  {n:22s} automatic {a[n][1]:.4f} ms  staged {b[n][1]:.4f} ms  {b[n][1] / a[n][1]:.3f}')
print()
print('op = A, K = 4, held out (c6):', summary('c6/score_auto4.json'))
r73 = auto_ms('../2026-11-30-run73/c4/score_auto4.txt')
now = auto_ms('c6/score_auto4.txt')
print('  automatic time now / run 73 c4: ' + ', '.join(f'{n} {now[n][1] / r73[n][1]:.3f}' for n in now if n in r73))
