"""Run 71's tables from the bench JSONs of this folder (run from it):
  python3 run71_tables.py variants > variants.txt  # c1-c3: the staged kernel's step 2 changed, against main's
  python3 run71_tables.py record > record.txt      # c4: the record at the final commit
"""
import sys

sys.path.insert(0, '../../tools')
from run_tables import ratio_line, record_lines  # noqa: E402

P = 'csr_load_balance'


def variants():
    print('Time of the variant / time of the base, median ms, one process each line. base = main\'s kernel (5987f2d,')
    print('run 70 c2\'s binary). The rest: 5987f2d + ../2026-11-30-run70/diffs/r70_row_bounds_long_rows.diff, the rank-2')
    print('double unit recompiled per variant (../2026-11-30-run70/commands/next_r71_prebuild.sh): off = bounds and')
    print('long rows off; b = bounds once; blLp8 = bounds, rows of more than L entries a warp each, the kernel without')
    print('items under LaunchBounds<128, 8>; bl32p8i / bl32p8n = bl32p8 with the items build everywhere / nowhere.')
    print('"bl32" (the prebuild\'s own kspmv-bench) is main\'s kernel: its rank-2 double object was not rebuilt')
    print('after the diff (object 02:33, diff 03:07-03:11), so bl32 / base is 1.000 and says nothing of the diff.')
    print('csr_load_balance, staged products forced, five staged matrices (c1):')
    for k in (8, 4, 16):
        for v in ('off', 'b', 'bl32', 'bl32p8', 'bl16p8', 'bl64p8'):
            ratio_line(f'K = {k} {v} / base', f'c1/k{k}_{v}.json', f'c1/k{k}_base.json', P)
        if k != 16:
            for v in ('bl32p8', 'bl64p8', 'bl16p8'):
                ratio_line(f'K = {k} {v} / b', f'c1/k{k}_{v}.json', f'c1/k{k}_b.json', P)
            ratio_line(f'K = {k} bl32p8i / bl32p8n', f'c1/k{k}_bl32p8i.json', f'c1/k{k}_bl32p8n.json', P)
    print('automatic, no cuSPARSE, census graphs (c1):')
    ratio_line('K = 8 bl32p8 / base', 'c1/ord_k8_bl32p8.json', 'c1/ord_k8_base.json', 'automatic')
    print('c2, step 2 by warp segmented scans (diffs/r71_segscan.diff on 5987f2d): seg = the kernel without items')
    print('unbounded (96 registers), the items build under LaunchBounds<128, 8> (64, 74 B spilled); seg8, seg6 = both')
    print('builds under LaunchBounds<128, 8> / <128, 6>; base = main\'s kernel:')
    for k in (8, 4, 16):
        for v in ('seg', 'seg8', 'seg6'):
            ratio_line(f'K = {k} {v} / base', f'c2/k{k}_{v}.json', f'c2/k{k}_base.json', P)
    ratio_line('K = 8 census seg8 / base', 'c2/ord_k8_seg8.json', 'c2/ord_k8_base.json', 'automatic')
    print('c3, run 70\'s row bounds once a chunk, no long-row pass (L = 0): b = the kernel without items unbounded')
    print('(72 registers), bp8 = under LaunchBounds<128, 8> as the items build (64 / 64, no spills; the final commit\'s')
    print('kernel); base = main\'s kernel:')
    for k in (8, 4, 16):
        for v in ('b', 'bp8'):
            ratio_line(f'K = {k} {v} / base', f'c3/k{k}_{v}.json', f'c3/k{k}_base.json', P)
        ratio_line(f'K = {k} b / bp8', f'c3/k{k}_b.json', f'c3/k{k}_bp8.json', P)
    ratio_line('K = 8 census bp8 / base', 'c3/ord_k8_bp8.json', 'c3/ord_k8_base.json', 'automatic')
    for k in (8, 4):
        ratio_line(f'K = {k} held out bp8 / base', f'c3/score_auto{k}_bp8.json', f'c3/score_auto{k}_base.json',
                   'automatic')
    print('c3, automatic against cuSPARSE\'s best SpMM, held out (same process each K):')
    record_lines([('c3/score_auto8_bp8', 'c3/score_auto8_base', 'K = 8 bp8 (base before)'),
                  ('c3/score_auto4_bp8', 'c3/score_auto4_base', 'K = 4 bp8 (base before)')])


def record():
    print("automatic against cuSPARSE's best SpMM algorithm, same process, at the final commit (c4); before: run 70 c3")
    print("at 5987f2d (main's staged kernel; every other kernel the same). K = 32 held out did not finish in c4's time")
    print('(c4/score_auto32.txt: cut at the call\'s limit). Rank 1 and mode T: no kernel of theirs changed (run 70).')
    R70 = '../2026-11-30-run70/c3/'
    record_lines([('c4/score_auto8', R70 + 'score_auto8', 'K = 8 held out'),
                  ('c4/score_auto4', R70 + 'score_auto4', 'K = 4 held out'),
                  ('c4/score_auto16', R70 + 'score_auto16', 'K = 16 held out'),
                  ('c4/large_auto8', R70 + 'large_auto8', 'K = 8 large')])


if __name__ == '__main__':
    {'variants': variants, 'record': record}[sys.argv[1]]()
