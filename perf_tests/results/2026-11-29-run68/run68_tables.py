"""Run 68's tables from the bench JSONs and ncu outputs of this folder (run from it):
  python3 run68_tables.py variants > variants.txt  # c1, c2, c3: staged-kernel variants, same process
  python3 run68_tables.py record > record.txt      # c2, c3: automatic against cuSPARSE
  python3 run68_tables.py ncu > ncu.txt            # c1, c2: DRAM bytes of the second pass; db's residency
"""
import os
import re
import sys

sys.path.insert(0, '../2026-11-29-run62')
sys.path.insert(0, '../2026-11-29-run65')
from run62_tables import ms, summary  # noqa: E402
from run65_tables import ratio_line  # noqa: E402

P = 'csr_load_balance'
R67 = '../2026-11-29-run67/'


def variants():
    print('Time of the variant / time of the base, csr_load_balance with staged products forced, median ms,')
    print('one process each line; five staged matrices (all held out of the rule fits).')
    print('c1, ../2026-11-29-run67/diffs/r67_prepared_switches.diff against the tree (85dd244\'s kernels):')
    print('  lb: LaunchBounds<128, 8>; g8, g16: a thread per (row, vector) in chunks whose rows average 8 / 16')
    print('  entries or more, with lb; db: two slot sets, one barrier a block, with lb; dbg8: both, with lb')
    for k in (8, 4, 16):
        for v in ('lb', 'g8', 'g16', 'db', 'dbg8'):
            ratio_line(f'K = {k:<2d} {v} / base', f'c1/k{k}_{v}.json', f'c1/k{k}_base.json', P)
    print('c1, automatic on the census graphs (ordered-rows rule), no cuSPARSE:')
    for v in ('lb', 'dbg8'):
        ratio_line(f'K = 8  ordered {v} / base', f'c1/ord_k8_{v}.json', 'c1/ord_k8_base.json', 'automatic')
    print('c2, KSPMV_FILL_Y_FIRST (CSRI and the staged kernel zero y first where beta = 0 and A has empty rows),')
    print('a whole second build against the first:')
    ratio_line('rank 1 automatic fill / base', 'c2/r1_fill.json', 'c2/r1_base.json', 'automatic')
    ratio_line('K = 8  staged fill / base', 'c2/k8_fill.json', 'c2/k8_base.json', P)
    print('c3, binaries from 718083a built on the development machine: tree (items from 8 entries, fill from 8')
    print('vectors; 80 registers), lb8 / lb7 (the same under LaunchBounds<128, 8> / <128, 7>: 64 / 72 registers),')
    print('against old (both off: 85dd244\'s kernel, 64 registers) in one process; fill4: the tree with the fill')
    print('from 4 vectors, against the tree:')
    for k in (8, 4, 16):
        for v in ('tree', 'lb8', 'lb7'):
            ratio_line(f'K = {k:<2d} {v} / old', f'c3/k{k}_{v}.json', f'c3/k{k}_old.json', P)
    ratio_line('K = 4  fill4 / tree', 'c3/k4_fill4.json', 'c3/k4_tree.json', P)
    for v in ('tree', 'lb8', 'lb7'):
        ratio_line(f'K = 8  ordered {v} / old', f'c3/ord_k8_{v}.json', 'c3/ord_k8_old.json', 'automatic')
    print('c3/pick.txt (geometric mean of time / old over the 18 lines above; the record below ran the pick):')
    for line in open('c3/pick.txt'):
        print('  ' + line.rstrip())


def record():
    print("automatic against cuSPARSE's best (format or SpMM algorithm), same process.")
    rows = [('c2/score', '../2026-11-29-run66/c5/score', 'rank 1 held out', '85dd244'),
            ('c2/score_auto16', None, 'K = 16 held out', '85dd244'),
            ('c2/large_auto4', None, 'K = 4 large', '85dd244'),
            ('c1/score_dbg8', R67 + 'c1/score_auto8', 'K = 8 held out, dbg8 variant', 'c1 variant'),
            ('c3/score_auto8', R67 + 'c1/score_auto8', 'K = 8 held out', 'c3 lb8 = 95c99ab'),
            ('c3/score_auto4', R67 + 'c2/score_auto4', 'K = 4 held out', 'c3 lb8 = 95c99ab'),
            ('c3/large_auto8', R67 + 'c1/large_auto8', 'K = 8 large', 'c3 lb8 = 95c99ab')]
    for f, old, what, at in rows:
        if not os.path.exists(f + '.json'):
            continue
        print(f'  {what:29s} ({at}) now: {summary(f + ".json")}')
        if old and os.path.exists(old + '.json'):
            print(f'  {"":29s} before: {summary(old + ".json")}')
            now, was = ms(f + '.json', 'automatic'), ms(old + '.json', 'automatic')
            print(f'  {"":29s} automatic time now / before: ' +
                  ', '.join(f'{n.split()[0]} {now[n] / was[n]:.3f}' for n in now if n in was))
    a, c = ms('c2/ord_k32_auto.json', 'automatic'), ms('c2/ord_k32_copy.json', 'csr_scalar')
    print('  K = 32 census graphs, automatic (csr_load_balance as given) / the copy\'s pick (csr_scalar), c2: ' +
          ', '.join(f'{n.split()[0]} {a[n] / c[n]:.3f}' for n in a))


def ncu():
    print('c2, ncu --metrics on web-NotreDame x16 (launch 4 of each kernel; beta = 0): DRAM bytes against L2 requests')
    for f in sorted(os.listdir('c2')):
        if not f.startswith('ncu_bytes_'):
            continue
        text = open('c2/' + f).read()
        val = {m: float(v.replace(',', '')) for m, v in
               re.findall(r'(\S+)\s+(?:Mbyte|sector|usecond|msecond|nsecond)\s+([\d.,]+)', text)}
        rd, wr = val.get('dram__bytes_read.sum', 0), val.get('dram__bytes_write.sum', 0)
        lr = val.get('lts__t_sectors_srcunit_tex_op_read.sum', 0) * 32e-6
        lw = val.get('lts__t_sectors_srcunit_tex_op_write.sum', 0) * 32e-6
        print(f'  {f[10:-4]:24s} DRAM read {rd:7.1f} MB write {wr:7.1f} MB | L2 requests read {lr:7.1f} MB '
              f'write {lw:7.1f} MB')
    print('c1, ncu of the db variant (staged kernel, K = 8, web-NotreDame x16):')
    for line in open('c1/ncu_db.txt'):
        if re.search(r'Duration|Registers Per|Dynamic Shared|Block Limit (Reg|Shared)|Occupancy', line):
            print('  ' + ' '.join(line.split()))


if __name__ == '__main__':
    {'variants': variants, 'record': record, 'ncu': ncu}[sys.argv[1]]()
