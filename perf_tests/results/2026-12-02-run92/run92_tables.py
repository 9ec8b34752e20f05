# Run 92's tables (tables.txt), from perf_tests/results/2026-12-02-run92/: single values on the H200, late
# conversion (n1), launch bounds and DIA blocks (n2, n3), the final commit's record (n4, n5).
import sys

sys.path.insert(0, '../../tools')
from run_tables import gm, ms, summary  # noqa: E402

FE = ['bcsstk16', 'bcsstk29', 'bcsstk33', 'wave', 'cage11', 'wing']
ST = ['stencil7:160', 'stencil27:100', 'stencil5:4096']


def mean_ratio(new, old, a, names):
    """Each matrix's mean time over the `new` JSON files / the same over `old` for variant a."""
    out = {}
    for m in names:
        n = [ms(p, a).get(m) for p in new]
        o = [ms(p, a).get(m) for p in old]
        if None not in n and None not in o:
            out[m] = (sum(n) / len(n)) / (sum(o) / len(o))
    return out


def ratio_table(title, runs, base, names, algorithms):
    print(f'\n{title}')
    print(f'  {"matrix":14s} {"kernel":18s} ' + ' '.join(f'{lab:>7s}' for lab, _ in runs))
    for m in names:
        for a in algorithms:
            cells = [mean_ratio(files, base, a, [m]).get(m) for _, files in runs]
            print(f'  {m:14s} {a:18s} ' + ' '.join(f'{c:7.3f}' if c else f'{"-":>7s}' for c in cells))


print('# Time over the base binary\'s, same call, mean of two alternated passes (< 1: faster)')
ratio_table('n1: late conversion (run 91 diffs/r91_late_conversion.diff) over main at 5a83ac4',
            [('late', ['n1/fe_late_1.json', 'n1/fe_late_2.json'])], ['n1/fe_main_1.json', 'n1/fe_main_2.json'],
            FE, ['ell', 'ell_single', 'sellp', 'sellp_single'])
ratio_table('n2: variants of the rank-1 double core over main at 47139ed (a: 12 blocks/SM on the single gathers, '
            'b: 16)', [(v, [f'n2/fe_{v}_1.json', f'n2/fe_{v}_2.json']) for v in 'ab'],
            ['n2/fe_main_1.json', 'n2/fe_main_2.json'], FE, ['ell', 'ell_single', 'sellp', 'sellp_single'])
ratio_table('n3: DIA in blocks of diagonals over main at 47139ed (one a block; a: 4, b: 2)',
            [(v, [f'n3/st_{v}_1.json', f'n3/st_{v}_2.json']) for v in 'ab'],
            ['n3/st_main_1.json', 'n3/st_main_2.json'], ST, ['dia', 'dia_single', 'ell_single'])
print('\nDIA with one diagonal a block (47139ed, n2 large_single) over run 91 n4 (170e8c6, its loop):')
for a in ('dia', 'dia_single'):
    r = mean_ratio(['n2/large_single.json'], ['../2026-12-02-run91/n4/large_single.json'], a, ST)
    print(f'  {a:11s} ' + ', '.join(f'{m} {v:.3f}' for m, v in r.items()))

print('\n# n4, the final commit: automatic with single values over automatic as given (same process)')
for suite in ('fit_single', 'score_single'):
    a, s = ms(f'n4/{suite}.json', 'automatic'), ms(f'n4/{suite}.json', 'automatic_single')
    r = {m: a[m] / s[m] for m in a if m in s}
    low = min(r, key=r.get)
    print(f'  {suite:13s} gm {gm(list(r.values())):.3f} min {r[low]:.3f} ({low}) n {len(r)}')

print('\n# n4 / n5, automatic over cuSPARSE\'s best format on the held-out suite (values as given)')
for label, path in (('N', 'n4/score_N.json'), ('T', 'n5/score_T.json'), ('K = 4', 'n5/score4.json')):
    print(f'  {label:6s} {summary(path)}')
