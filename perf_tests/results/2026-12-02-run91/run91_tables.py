# Run 91's tables (tables.txt), from perf_tests/results/2026-12-02-run91/: value_precision = single on the H200.
import sys

sys.path.insert(0, '../../tools')
from run_tables import gm, ms  # noqa: E402

FE = ['bcsstk16', 'bcsstk29', 'bcsstk33', 'wave', 'cage11', 'wing']


def slots_table(title, runs, algorithms=('ell', 'sellp')):
    """Each kernel's single-values time over its as-given time, per FE file, one column per (label, file)."""
    print(f'\n{title}')
    cols = [(f'{lab} {a}', path, a) for lab, path in runs for a in algorithms]
    print(f'  {"matrix":10s} ' + ' '.join(f'{c[0]:>22s}' for c in cols))
    for m in FE:
        cells = []
        for _, path, a in cols:
            t = ms(path, a)
            s = ms(path, a + '_single')
            cells.append(f'{s[m] / t[m]:22.3f}' if m in t and m in s else f'{"-":>22s}')
        print(f'  {m:10s} ' + ' '.join(cells))


print('# Time of a kernel with single values over the same kernel with values as given (same process; < 1: single pays)')
slots_table('n1 (U = 8 slots a block for 4-byte values) against run 90 n4 (U = 4); columns: automatic (deltas '
            'with values as given, 32-bit beside single values)',
            [('run90', '../2026-12-02-run90/n4/fe_single.json'), ('n1', 'n1/fe_single.json')])
slots_table('n3 variants of the rank-1 double core: U for 4-byte values 8 (main) or 16 (u16), and 8 for every '
            'value size (u8all); automatic columns',
            [('main', 'n3/fe_main.json'), ('u16', 'n3/fe_u16.json'), ('u8all', 'n3/fe_u8all.json')])
slots_table('n3, 16-bit deltas asked for both (--column-indices narrow)',
            [('main', 'n3/fe_narrow_main.json'), ('u16', 'n3/fe_narrow_u16.json'), ('u8all', 'n3/fe_narrow_u8all.json')])

print('\n# u8all: ELL and SELL-P with values as given, 8 slots a block over 4 (time ratio; > 1: U = 8 slower)')
for a in ('ell', 'sellp'):
    t8, t4 = ms('n3/fe_u8all.json', a), ms('n3/fe_main.json', a)
    print(f'  {a:6s} ' + ', '.join(f'{m} {t8[m] / t4[m]:.3f}' for m in FE))

print('\n# automatic with single values: automatic as given / automatic_single (same process; > 1: single pays)')
for suite in ('fit', 'score'):
    for label, path in (('n3 (5e55790: 32-bit columns beside single values)', f'n3/{suite}.json'),
                        ('n4 (170e8c6: deltas beside single values)', f'n4/{suite}.json')):
        a, s = ms(path, 'automatic'), ms(path, 'automatic_single')
        r = {m: a[m] / s[m] for m in a if m in s}
        low = min(r, key=r.get)
        print(f'  {suite:5s} {label:52s} gm {gm(list(r.values())):.3f} min {r[low]:.3f} ({low}) n {len(r)}')
        print('        ' + ', '.join(f'{m} {v:.3f}' for m, v in r.items()))
