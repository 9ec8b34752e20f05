"""Run 67's tables from the bench JSONs and ncu exports of this folder (run from it):
  python3 run67_tables.py record > record.txt      # c1, c2: automatic against cuSPARSE at 85dd244
  python3 run67_tables.py variants > variants.txt  # c1, c3, c4: staged-kernel variants, same process
  python3 run67_tables.py rule > rule.txt          # c1, c2: X as given on ordered, scattered rows
  python3 run67_tables.py ncu > ncu.txt            # c3: the staged kernel's counters and stalls
"""
import csv
import collections
import gzip
import json
import re
import sys

sys.path.insert(0, '../2026-11-29-run62')
sys.path.insert(0, '../2026-11-29-run65')
from run62_tables import ms, summary  # noqa: E402
from run65_tables import ratio_line  # noqa: E402

P = 'csr_load_balance'
R60, R61, R63 = '../2026-11-29-run60/', '../2026-11-29-run61/', '../2026-11-29-run63/'
R65, R66 = '../2026-11-29-run65/', '../2026-11-29-run66/'


def record():
    print('automatic at 85dd244 against cuSPARSE\'s best (format or SpMM algorithm), same process.')
    for f, old, what in [('c1/score_auto8', R65 + 'c5/score_auto8', 'K = 8 held out'),
                         ('c1/large_auto8', R65 + 'c5/large_auto8', 'K = 8 large'),
                         ('c2/score_auto4', R65 + 'c5/score_auto4', 'K = 4 held out'),
                         ('c2/scoreT', R63 + 'c2/scoreT', 'T held out'),
                         ('c2/largeT', R61 + 'c2/largeT', 'T large'),
                         ('c2/large', R60 + 'c1/large', 'N large')]:
        print(f'  {what:15s} now   : {summary(f + ".json")}')
        if old:
            print(f'  {"":15s} before: {summary(old + ".json")}')
            now, was = ms(f + '.json', 'automatic'), ms(old + '.json', 'automatic')
            print(f'  {"":15s} automatic time now / before: ' +
                  ', '.join(f'{n} {now[n] / was[n]:.3f}' for n in now if n in was))
    print('Before: run 65 (K = 8, K = 4; staged products two vectors a block), run 63 (T held out),')
    print('run 61 (T large), run 60 (N large): the README table\'s sources.')


def variants():
    print('Time of the variant / time of the base, csr_load_balance with staged products forced, median ms,')
    print('one process each line; five staged matrices (all held out of the rule fits).')
    print('c1, VB = 3 (the tree) against a VB = 2 variant (tuning_variant vb2):')
    for k in (2, 4, 8, 16, 32):
        ratio_line(f'K = {k:<2d} VB 3 / VB 2', f'c1/k{k}_vb3.json', f'c1/k{k}_vb2.json', P)
    print('c1, ../2026-11-29-run66/diffs/r66_even_blocks_from_host.diff: blocks made even / plain split:')
    ratio_line('K = 4  even / plain', 'c1/k4_even.json', 'c1/k4_vb3.json', P)
    ratio_line('K = 7  even / plain', 'c1/k7_even.json', 'c1/k7_vb3.json', P)
    print('c3, row sums a thread per (row, vector) (diffs/r67_staged_items.diff), with LaunchBounds<128, 8>')
    print('(items: 64 registers, 24 B spilled) and without (items72: 72 registers):')
    for k in (8, 16, 4):
        ratio_line(f'K = {k:<2d} items / base', f'c3/k{k}_items.json', f'c3/k{k}_base.json', P)
        ratio_line(f'K = {k:<2d} items72 / base', f'c3/k{k}_items72.json', f'c3/k{k}_base.json', P)
    ratio_line('K = 8  base again / base', 'c3/k8_base2.json', 'c3/k8_base.json', P)
    print('c4, T / span groups of span threads where span <= T (diffs/r67_staged_groups.diff, 64 registers,')
    print('28 B spilled), staged forced; ordered: automatic on the census graphs the rule sends there:')
    for k in (8, 4):
        ratio_line(f'K = {k:<2d} groups / base', f'c4/k{k}_groups.json', f'c4/k{k}_base.json', P)
    ratio_line('K = 8  ordered groups / base', 'c4/ord_k8_groups.json', 'c4/ord_k8_base.json', 'automatic')


def picks(path):
    return {m['name']: {v['name']: (v.get('median_ms'), v.get('chosen')) for v in m['variants']}
            for m in json.load(open(path))['matrices']}


def rule():
    print('automatic with the ordered-rows rule (X as given, csr_load_balance staged) against automatic\'s')
    print('old pick through the row-major copy (csr_scalar or ELL, as run 66 c2 chose), at 85dd244.')
    old = {n: t['automatic'][1] for f in (R66 + 'c2/k8_fit_auto.json', R66 + 'c2/k8_score_auto.json')
           for n, t in picks(f).items()}
    for k, auto, copy in [(8, 'c1/ord_k8_auto', 'c1/ord_k8_copy'), (4, 'c1/ord_k4_auto', 'c1/ord_k4_copy'),
                          (32, 'c2/ord_k32_auto', R66 + 'c4/ord_k32_copy')]:
        a, c = picks(auto + '.json'), picks(copy + '.json')
        where = 'same process' if copy.startswith('c') else 'copy from run 66 c4, another machine'
        print(f'  K = {k:<2d} new / old ({where}): ' +
              ', '.join(f'{n.split()[0]} {t["automatic"][0] / c[n][old[n]][0]:.3f}'
                        for n, t in a.items() if n in c and old[n] in c[n] and t['automatic'][1] != old[n]))
    print('  (ca-CondMat, memplus: the rule does not apply, pick unchanged; wing: ELL either way.)')


def sass_histogram(path, top=14):
    rows = list(csv.reader(gzip.open(path, 'rt')))
    head, data = rows[1], rows[2:]
    src, ex = head.index('Source'), head.index('Instructions Executed')
    smp = head.index('Warp Stall Sampling (All Samples)') if 'Warp Stall Sampling (All Samples)' in head else None
    count, stall = collections.Counter(), collections.Counter()
    for r in data:
        words = r[src].split()
        op = (words[1] if words and words[0].startswith('@') else (words[0] if words else '')).split('.')[0]
        count[op] += int(r[ex])
        if smp is not None:
            stall[op] += int(r[smp])
    total, samples = sum(count.values()), sum(stall.values()) or 1
    print(f'  {path}: {total} warp instructions; opcode share of instructions / of stall samples')
    for op, c in count.most_common(top):
        print(f'    {op:8s} {100 * c / total:5.1f}%  {100 * stall[op] / samples:5.1f}%')
    if smp is not None:
        for i, r in enumerate(data):
            if 'BAR.SYNC' in r[src] and int(r[ex]) > 0:
                after = sum(int(data[j][smp]) for j in (i + 1, i + 2))
                print(f'    barrier at SASS line {i}: {100 * after / samples:.1f}% of stall samples on the two '
                      f'instructions after it (warps waiting there)')


def ncu():
    keys = ['Duration', 'Executed Instructions', 'Registers Per Thread', 'Achieved Occupancy',
            'DRAM Throughput', 'Issued Warp Per Scheduler', 'No Eligible', 'Avg. Active Threads Per Warp',
            'Grid Size', 'Dynamic Shared Memory Per Block', 'Static Shared Memory Per Block']
    print('ncu, one launch each, web-NotreDame x16, K = 8 (c3; clocks not locked):')
    print(f'  {"metric":34s} {"staged (tree)":>16s} {"items":>16s} {"coomm_alg3":>16s}')
    vals = {}
    for f in ('staged', 'items', 'coomm3'):
        text = open(f'c3/{f}_details.txt').read()
        for k in keys:
            m = re.search(r'^\s+' + re.escape(k) + r'\s+(\S+)?\s+([\d.,]+)\s*$', text, re.M)
            vals[(f, k)] = (m.group(2) + ' ' + (m.group(1) or '')).strip() if m else '-'
    for k in keys:
        print(f'  {k:34s} ' + ' '.join(f'{vals[(f, k)]:>16s}' for f in ('staged', 'items', 'coomm3')))
    sass_histogram('c3/staged_sass.csv.gz')
    sass_histogram('c3/items_sass.csv.gz', top=8)


if __name__ == '__main__':
    {'record': record, 'variants': variants, 'rule': rule, 'ncu': ncu}[sys.argv[1]]()
