"""Run 73's tables from the bench JSONs of this folder (run from it):
  python3 run73_tables.py variants > variants.txt  # c1-c3: short scan, fold, VB = 4, the merge walk by K
  python3 run73_tables.py record > record.txt      # c4-c6: the record at the final commit
"""
import sys

sys.path.insert(0, '../../tools')
from run_tables import gm, ms, ratio_line, record_lines  # noqa: E402

P = 'csr_load_balance'
# The real suites' matrices the merge-walk rule walks (automatic, K > 1).
WALK_FIT = ['astro-ph', 'ca-CondMat']
WALK_SCORE = ['bundle1', 'soc-Slashdot0902', 'wiki-Vote']


def walk_line(label, new, old, names):
    a, b = ms(new, 'automatic'), ms(old, 'automatic')
    r = {n: a[n] / b[n] for n in a if n in b}
    rest = [v for n, v in r.items() if n not in names]
    print(f'  {label:30s} ' + ', '.join(f'{n} {r[n]:.3f}' for n in names) +
          f'; the other {len(rest)}: {min(rest):.3f}-{max(rest):.3f}, gm of all {gm(list(r.values())):.3f}')


def variants():
    print('Time of the variant / time of final (main at 24fb4d5, c1\'s kspmv-bench-final), median ms, one process each')
    print('line. csr_load_balance, staged products forced, the five staged matrices (c1; fit = soc-Epinions1, circuit204):')
    for k in (8, 4):
        for v in ('short', 'fold', 'shortfold'):
            ratio_line(f'K = {k} {v} / final', f'c1/short_k{k}_{v}.json', f'c1/short_k{k}_final.json', P)
    ratio_line('denserows K = 8 shortfold / final', 'c1/dense_k8_shortfold.json', 'c1/dense_k8_final.json', P)
    for k in (4, 16, 32):
        ratio_line(f'K = {k} vb4 / final', f'c1/k{k}_vb4.json', f'c1/k{k}_final.json', P)
    print('automatic, no cuSPARSE (census graphs c1; suites c2):')
    ratio_line('census K = 8 vb4 / final', 'c1/ord_k8_vb4.json', 'c1/ord_k8_final.json', 'automatic')
    for s in ('fit', 'score'):
        for k in ((4, 8, 16) if s == 'fit' else (4, 8)):
            walk_line(f'{s} K = {k} vb4 / final', f'c2/{s}_k{k}_vb4.json', f'c2/{s}_k{k}_final.json',
                      ['soc-Epinions1'] if s == 'fit' else ['web-NotreDame', 'rajat01', 'Chem97Zt', 'ct2010'])
    print('The merge walk: automatic with SpmvOptions::merge_walk = false / automatic (c1 bundle1: staged forced / walk;')
    print('c2: both on the vb4 binary; c3: final):')
    for k in (4, 8):
        a, b = ms(f'c1/bundle1_k{k}_staged.json', P), ms(f'c1/bundle1_k{k}_walk.json', 'automatic')
        print(f'  bundle1 K = {k} staged / walk       {a["bundle1"] / b["bundle1"]:.3f}')
    for k, f in ((2, 'c3/fit_k2'), (4, 'c2/fit_k4_vb4'), (6, 'c3/fit_k6'), (8, 'c2/fit_k8_vb4'), (16, 'c2/fit_k16_vb4')):
        walk_line(f'fit K = {k} no walk / walk', f + ('_nomw.json' if 'c3' in f else '_nomw.json'),
                  f + ('_final.json' if 'c3' in f else '.json'), WALK_FIT)
    for k, f in ((4, 'c2/score_k4_vb4'), (6, 'c3/score_k6'), (8, 'c2/score_k8_vb4')):
        walk_line(f'score K = {k} no walk / walk', f + '_nomw.json', f + ('_final.json' if 'c3' in f else '.json'),
                  WALK_SCORE)


def record():
    print("automatic against cuSPARSE's best (format, transpose or SpMM algorithm), same process, at the final commit")
    print('(c4 tests and K = 4, 8, 16; c5 K = 6, rank 1 N and T; c6 rank 2 T at K = 8). Before: run 72 c4 (K = 4, 8,')
    print('16, large); run 70 c3/c2 (rank 1 held out, T held out); no earlier K = 6 or rank-2 T held-out record.')
    R72, R70 = '../2026-11-30-run72/', '../2026-11-30-run70/'
    record_lines([('c4/score_auto4', R72 + 'c4/score_auto4', 'K = 4 held out'),
                  ('c4/score_auto8', R72 + 'c4/score_auto8', 'K = 8 held out'),
                  ('c4/score_auto16', R72 + 'c4/score_auto16', 'K = 16 held out'),
                  ('c4/large_auto8', R72 + 'c4/large_auto8', 'K = 8 large'),
                  ('c5/score_auto6', None, 'K = 6 held out'),
                  ('c5/score_n', R70 + 'c3/score1', 'rank 1 held out'),
                  ('c5/score_t', R70 + 'c2/scoreT', 'T held out'),
                  ('c6/score_t8', None, 'K = 8 T held out')])
    print('fit suite K = 4 at the final commit (c6) / main with the walk (c2 fit_k4_final), automatic:')
    walk_line('fit K = 4 final commit / main', 'c6/fit_auto4.json', 'c2/fit_k4_final.json', WALK_FIT)


if __name__ == '__main__':
    {'variants': variants, 'record': record}[sys.argv[1]]()
