"""Run 69's tables from the bench JSONs of this folder (run from it):
  python3 run69_tables.py variants > variants.txt  # c1: the staged kernel chosen by items share, same process
  python3 run69_tables.py record > record.txt      # c1, c2: automatic against cuSPARSE
"""
import sys

sys.path.insert(0, '../../tools')
from run_tables import ratio_line, record_lines  # noqa: E402

P = 'csr_load_balance'
R68 = '../2026-11-29-run68/'


def variants():
    print('Time of the variant / time of the base, median ms, one process each line. Binaries built on the')
    print('development machine from 4ab265c + ../2026-11-29-run68/diffs/r68_items_kernel_choice.diff:')
    print('  tree: staged kernel with items (under LaunchBounds<128, 8>) where >= 20% of chunks take them, else the')
    print('  plain kernel (no items, no bounds); always: items kernel everywhere (= 95c99ab); never: plain kernel')
    print('  everywhere; s27: threshold 0.27; fill4: y zeroed first from 4 vectors (tree: from 8).')
    print('csr_load_balance, staged forced, five staged matrices (all held out of the rule fits):')
    for k in (8, 4):
        for v, b in (('tree', 'always'), ('never', 'always'), ('s27', 'tree')):
            ratio_line(f'K = {k} {v} / {b}', f'c1/k{k}_{v}.json', f'c1/k{k}_{b}.json', P)
    ratio_line('K = 4 fill4 / tree', 'c1/k4_fill4.json', 'c1/k4_tree.json', P)
    print('automatic, no cuSPARSE:')
    ratio_line('K = 8 census graphs tree / always', 'c1/ord_k8_tree.json', 'c1/ord_k8_always.json', 'automatic')
    ratio_line('K = 8 denserows, rmat tree / always', 'c1/dense_k8_tree.json', 'c1/dense_k8_always.json',
               'automatic')
    print('c3, binaries from d4f8f1c (commands/r69_c3_prebuild.sh): tree (the choice at 0.27, the items kernel')
    print('as before the diff: 20 B spilled), always / never (0.0 / 2.0), fill8 (y zeroed first from 8 vectors);')
    print('lb8: run 68 c3\'s binary (718083a under LaunchBounds<128, 8> = 95c99ab\'s kernel); always24: c1\'s always.')
    for k in (8, 4):
        for v, b in (('tree', 'lb8'), ('always', 'lb8'), ('always24', 'lb8'), ('never', 'tree')):
            ratio_line(f'K = {k} {v} / {b}', f'c3/k{k}_{v}.json', f'c3/k{k}_{b}.json', P)
    ratio_line('K = 4 fill8 / tree', 'c3/k4_fill8.json', 'c3/k4_tree.json', P)
    ratio_line('K = 8 census graphs tree / lb8', 'c3/ord_k8_tree.json', 'c3/ord_k8_lb8.json', 'automatic')


def record():
    print("automatic against cuSPARSE's best (format or SpMM algorithm), same process. c3: d4f8f1c; c1, c2: run\n"
          "68's diff (items kernel at 24 B spilled, threshold 0.2, fill from 8).")
    rows = [('c3/score_auto8', R68 + 'c3/score_auto8', 'K = 8 held out (c3)'),
            ('c3/score_auto4', R68 + 'c3/score_auto4', 'K = 4 held out (c3)'),
            ('c3/large_auto8', R68 + 'c3/large_auto8', 'K = 8 large (c3)'),
            ('c3/score_auto16', R68 + 'c2/score_auto16', 'K = 16 held out (c3)'),
            ('c3/large_auto4', R68 + 'c2/large_auto4', 'K = 4 large (c3)'),
            ('c1/score_auto8', R68 + 'c3/score_auto8', 'K = 8 held out'),
            ('c1/score_auto4', R68 + 'c3/score_auto4', 'K = 4 held out'),
            ('c1/large_auto8', R68 + 'c3/large_auto8', 'K = 8 large'),
            ('c1/score_auto16', R68 + 'c2/score_auto16', 'K = 16 held out (c1)'),
            ('c2/score_auto16', R68 + 'c2/score_auto16', 'K = 16 held out (c2)'),
            ('c2/score_auto32', '../2026-11-29-run65/c3/score_auto32', 'K = 32 held out'),
            ('c2/large_auto16', '../2026-11-29-run62/c2/large_auto16', 'K = 16 large'),
            ('c2/large_auto4', R68 + 'c2/large_auto4', 'K = 4 large')]
    record_lines(rows)

if __name__ == '__main__':
    {'variants': variants, 'record': record}[sys.argv[1]]()
