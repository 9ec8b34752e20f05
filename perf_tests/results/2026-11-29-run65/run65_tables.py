"""Run 65's tables from the bench JSONs of this folder (run from it):
  python3 run65_tables.py variants > variants.txt  # c1, c3, c4, c5: the three run-64 diffs and VB = 1 / 2
  python3 run65_tables.py record > record.txt      # c5: automatic with VB = 2 against cuSPARSE, run 63-64's files
"""
import sys

sys.path.insert(0, '../../tools')
from run_tables import FIT, STAGED, gm, ms, ratio_line, summary  # noqa: E402,F401 (runs 66-69 import ratio_line from here)


def variants():
    print('Time of the variant / time of the base, csr_load_balance forced (--staged-products yes for the')
    print('staged kernel; CSRI with staged products and the merge walk off), median ms, one process each line.')
    print('Fit matrices: soc-Epinions1 x47, circuit204 x4080; held out: the others.')
    print('c1, staged products, VB vectors a block (r64_vector_block.diff; base = VB 1, the committed loop):')
    for v in ['vb2', 'vb4', 'vb8']:
        ratio_line(f'K = 8  VB = {v[2:]}', f'c1/k8_{v}.json', 'c1/k8_base.json', 'csr_load_balance')
    for k in [4, 16]:
        ratio_line(f'K = {k:<2d} VB = 4', f'c1/k{k}_vb4.json', f'c1/k{k}_base.json', 'csr_load_balance')
    print('c5, VB = 2 committed (tuning table) against a VB = 1 variant of the same tree:')
    for k in [2, 4, 16]:
        ratio_line(f'K = {k:<2d} VB = 2', f'c5/k{k}_vb2.json', f'c5/k{k}_vb1.json', 'csr_load_balance')
    print('c3, staged products storing the empty rows beside their neighbours (r64_fold_empty_rows.diff):')
    ratio_line('K = 8  fold / base', 'c3/k8_fold.json', 'c3/k8_base.json', 'csr_load_balance')
    ratio_line('K = 8  base2 / base (noise)', 'c3/k8_base2.json', 'c3/k8_base.json', 'csr_load_balance')
    print('c4, CSRI storing the empty rows beside their neighbours (r64_csri_fold_empty_rows.diff):')
    ratio_line('rank 1 held out, fold / base', 'c4/n_score_r1.json', 'c4/n_score_base.json', 'csr_load_balance')
    ratio_line('rank 1 held out, base2 / base', 'c4/n_score_base2.json', 'c4/n_score_base.json',
               'csr_load_balance')
    ratio_line('rank 1 large, fold / base', 'c4/n_large_r1.json', 'c4/n_large_base.json', 'csr_load_balance')
    ratio_line('K = 8 CSRI, fold / base', 'c4/k8_csri_r2.json', 'c4/k8_csri_base.json', 'csr_load_balance')
    print('  rank 1 automatic against cuSPARSE, held out: base ' + summary('c4/n_score_base.json') +
          '\n                                            fold ' + summary('c4/n_score_r1.json'))


def record():
    print('automatic with VB = 2 (c5; library code of 9323f0d plus the vector block), the many-unit build of')
    print('dev_build.sh, same process as cuSPARSE; ratio = cuSPARSE best / kspmv. Before: run 64 c6 (K = 8,')
    print('default build), run 63 c2 (K = 4, 32; many units).')
    for f, old, what in [('score_auto4', '../2026-11-29-run63/c2/score_auto4', 'K = 4 held out'),
                         ('score_auto8', '../2026-11-29-run64/c6/score_auto8', 'K = 8 held out'),
                         ('score_auto32', '../2026-11-29-run63/c2/score_auto32', 'K = 32 held out'),
                         ('large_auto8', '../2026-11-29-run64/c6/large_auto8', 'K = 8 large')]:
        print(f'  {what:16s} now   : {summary("c5/" + f + ".json")}')
        print(f'  {"":16s} before: {summary(old + ".json")}')
        now, was = ms(f'c5/{f}.json', 'automatic'), ms(old + '.json', 'automatic')
        print(f'  {"":16s} automatic time now / before: gm {gm([now[n] / was[n] for n in now]):.3f}; ' +
              ', '.join(f'{n.split()[0]} {now[n] / was[n]:.2f}' for n in now))


if __name__ == '__main__':
    {'variants': variants, 'record': record}[sys.argv[1]]()
