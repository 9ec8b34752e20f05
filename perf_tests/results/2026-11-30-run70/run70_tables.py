"""Run 70's tables from the bench JSONs of this folder (run from it):
  python3 run70_tables.py variants > variants.txt  # c1: CSRI with a block of vectors a warp against the staged kernel
  python3 run70_tables.py record > record.txt      # c3 (and c2's mode T): automatic against cuSPARSE at 5987f2d
"""
import os
import sys

sys.path.insert(0, '../../tools')
from run_tables import ratio_line, record_lines  # noqa: E402

P = 'csr_load_balance'
R69 = '../2026-11-30-run69/'


def variants():
    print('Time of the variant / time of the base, median ms, one process each line. Binaries built on the')
    print('development machine from d15968b + ../2026-11-30-run69/diffs/r69_csri_vector_blocks.diff')
    print('(../2026-11-30-run69/commands/next_r70_prebuild.sh): staged = csri_block_vectors 0 (main\'s staged kernel);')
    print('nv2, nv3, nv4 = CSRI with a block of 2, 3, 4 vectors a warp in the staged kernel\'s place; nv3w = nv3 also')
    print('in place of the merge-path walk and rank-2 CSRI.')
    print('csr_load_balance, staged products forced, five staged matrices:')
    for k in (8, 4, 16):
        for v in ('nv2', 'nv3', 'nv4'):
            ratio_line(f'K = {k} {v} / staged', f'c1/k{k}_{v}.json', f'c1/k{k}_staged.json', P)
    ratio_line('K = 32 nv4 / staged', 'c1/k32_nv4.json', 'c1/k32_staged.json', P)
    print('automatic, no cuSPARSE:')
    ratio_line('K = 8 census graphs nv3 / staged', 'c1/ord_k8_nv3.json', 'c1/ord_k8_staged.json', 'automatic')
    for k in (8, 4):
        ratio_line(f'K = {k} score set nv3w / nv3', f'c1/walk_k{k}_nv3w.json', f'c1/walk_k{k}_nv3.json', 'automatic')
    print('c4, where the staged kernel\'s time goes (diffs/r70_staged_ablation.diff on 5987f2d\'s rank-2 double unit):')
    print('nosum = products staged, no row sums and no y stores; nogather = the products without x (results wrong')
    print('by design); base = the same unit without a define (main\'s kernel).')
    for k in (8, 4, 16):
        for v in ('nosum', 'nogather'):
            if os.path.exists(f'c4/k{k}_{v}.json'):
                ratio_line(f'K = {k} {v} / base', f'c4/k{k}_{v}.json', f'c4/k{k}_base.json', P)
    ratio_line('K = 8 base (c4) / staged (c1)', 'c4/k8_base.json', 'c1/k8_staged.json', P)


def record():
    print("automatic against cuSPARSE's best (format, transpose or SpMM algorithm), same process, at 5987f2d (c2, c3);")
    print('before: the last record of the same kernels (run 69 at d4f8f1c; rank 1 held out: run 68 c2;')
    print('rank 1 large, mode T: run 67 at 85dd244; K = 32: run 69 c2, whose items kernel spilled 4 B more).')
    R67 = '../2026-11-29-run67/'
    rows = [('c3/score1', '../2026-11-29-run68/c2/score', 'rank 1 held out'),
            ('c3/large1', R67 + 'c2/large', 'rank 1 large'),
            ('c2/scoreT', R67 + 'c2/scoreT', 'T held out'),
            ('c2/largeT', R67 + 'c2/largeT', 'T large'),
            ('c3/score_auto8', R69 + 'c3/score_auto8', 'K = 8 held out'),
            ('c3/score_auto4', R69 + 'c3/score_auto4', 'K = 4 held out'),
            ('c3/score_auto16', R69 + 'c3/score_auto16', 'K = 16 held out'),
            ('c3/large_auto8', R69 + 'c3/large_auto8', 'K = 8 large'),
            ('c3/score_auto32', R69 + 'c2/score_auto32', 'K = 32 held out'),
            ('c1/score_auto8', None, 'K = 8 held out (c1, nv3 binary: not main)')]
    record_lines(rows)

if __name__ == '__main__':
    {'variants': variants, 'record': record}[sys.argv[1]]()
