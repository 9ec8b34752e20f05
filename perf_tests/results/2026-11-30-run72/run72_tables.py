"""Run 72's tables from the bench JSONs of this folder (run from it):
  python3 run72_tables.py variants > variants.txt  # c2-c3: the staged kernel as a walk, against main's
  python3 run72_tables.py record > record.txt      # c4: the record at the final commit
"""
import sys

sys.path.insert(0, '../../tools')
from run_tables import ratio_line, record_lines  # noqa: E402

P = 'csr_load_balance'


def variants():
    print('Time of the variant / time of the base, median ms, one process each line. base = main\'s kernel (1f6f0d6,')
    print('run 71 c4\'s binary); walk = 1f6f0d6 + diffs/r72_walk.diff, the rank-2 double int unit recompiled with')
    print('-DKSPMV_STAGED_WALK (commands/r72_c2_prebuild.sh). csr_load_balance, staged products forced, five staged')
    print('matrices (c2):')
    for k in (8, 4, 16):
        ratio_line(f'K = {k} walk / base', f'c2/k{k}_walk.json', f'c2/k{k}_base.json', P)
    print('automatic, no cuSPARSE, census graphs (c2):')
    ratio_line('K = 8 walk / base', 'c2/ord_k8_walk.json', 'c2/ord_k8_base.json', 'automatic')
    for k in (8, 4):
        ratio_line(f'K = {k} held out walk / base', f'c2/score_auto{k}_walk.json', f'c2/score_auto{k}_base.json',
                   'automatic')
    print('c2, automatic against cuSPARSE\'s best SpMM, held out (same process each K):')
    record_lines([('c2/score_auto8_walk', 'c2/score_auto8_base', 'K = 8 walk (base before)'),
                  ('c2/score_auto4_walk', 'c2/score_auto4_base', 'K = 4 walk (base before)')])
    print('c3, the walk\'s vectors a block (VB; walk = 3), K = 8 only (vb8 refused: too much scratch a team, and its')
    print('bench then hung until the call\'s limit, so nothing after it ran):')
    for v in ('vb2', 'vb4', 'vb6'):
        ratio_line(f'K = 8 {v} / walk', f'c3/k8_{v}.json', f'c3/k8_walk.json', P)


def record():
    print("automatic against cuSPARSE's best SpMM algorithm, same process, at the final commit (c4); before: run 71 c4")
    print("at 1f6f0d6 (the slot kernel; every other kernel the same). Rank 1 and mode T: no kernel of theirs changed.")
    R71 = '../2026-11-30-run71/c4/'
    record_lines([('c4/score_auto8', R71 + 'score_auto8', 'K = 8 held out'),
                  ('c4/score_auto4', R71 + 'score_auto4', 'K = 4 held out'),
                  ('c4/score_auto16', R71 + 'score_auto16', 'K = 16 held out'),
                  ('c4/large_auto8', R71 + 'large_auto8', 'K = 8 large')])


if __name__ == '__main__':
    {'variants': variants, 'record': record}[sys.argv[1]]()
