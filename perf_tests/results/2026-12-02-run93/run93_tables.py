# Run 93's tables (tables.txt), run from perf_tests/results/2026-12-02-run93/: DIA rows a thread (n1 variants,
# n2), which rank-1 op = A^T scatter wins per matrix (n1, n2), the final commit's record (n3, n4), and the
# scoring of the op = A^T rule on 26 unseen replicated files (n4). Then, for the single-values record:
#   python3 ../../tools/single_summary.py n4/st_single.json n4/banded_single.json n4/fe_single.json
import collections
import json
import sys

sys.path.insert(0, '../../tools')
from run_tables import gm, summary  # noqa: E402


def matrices(path):
    return {m['name']: m for m in json.load(open(path))['matrices']}


def t(m, name):
    for v in m['variants']:
        if v['name'] == name and v.get('median_ms'):
            return v['median_ms']
    return None


def stats(m):
    mean = m['nnz'] / m['rows']
    return mean, m['row_std'] / mean, m['scattered_rows'], m['shifted_rows']


print('# n1: DIA rows a thread; time of each binary, mean of two alternated passes, and over base (1 row)')
print('#   base: 1 / 1 (run 92), main: single 2 / double 1, r4: 4 / 4, d2: 2 / 2 (single / double values)')
cells = collections.defaultdict(lambda: collections.defaultdict(list))
for b in ['base', 'main', 'r4', 'd2']:
    for p in '12':
        for name, m in matrices(f'n1/dia_{b}_{p}.json').items():
            for v in ['dia', 'dia_single']:
                cells[(name, v)][b].append(t(m, v))
print(f'  {"matrix":22s} {"kernel":11s}' + ''.join(f'{b:>8s}' for b in ['base', 'main', 'r4', 'd2']) +
      '   main/base r4/base d2/base')
for (name, v), c in cells.items():
    mean = {b: sum(x) / len(x) for b, x in c.items()}
    print(f'  {name:22s} {v:11s}' + ''.join(f'{mean[b]:8.4f}' for b in ['base', 'main', 'r4', 'd2']) +
          '   ' + '  '.join(f'{mean[b] / mean["base"]:.3f}' for b in ['main', 'r4', 'd2']))

print('\n# n2: DIA at 2 rows a thread without live ranges (ms, % of the copy rate in CSR bytes)')
for mode in 'NT':
    for name, m in matrices(f'n2/dia_{mode}.json').items():
        cols = [(v['name'], v['median_ms'], v['pct_copy_bandwidth']) for v in m['variants'] if v.get('median_ms')]
        print(f'  {mode} {name:22s} ' + '  '.join(f'{n} {x:.4f} ({p:.0f}%)' for n, x, p in cols))

print('\n# n1 (FE files) and n2 (fit and score suites): rank-1 op = A^T, each scatter forced (ms)')
print('#   row: the row order (csr_load_balance); v2/v4/v8: csr_vector at 2/4/8 lanes a row; plan: ELL\'s own')
print('#   thread per row (--transpose-scatter plan); kk: Kokkos Kernels\' own T (kk_native)')
rows = collections.OrderedDict()
for src, names in [('n1/fe_T_plan.json', {'ell': 'plan'}), ('n1/fe_T_v4.json', {'csr_vector': 'v4'}),
                   ('n1/fe_T_v8.json', {'csr_vector': 'v8'})] + \
        [(f'n2/{s}_T_{j}.json', n) for s in ['fit', 'score'] for j, n in
         [('v4', {'csr_load_balance': 'row', 'csr_vector': 'v4', 'kk_native': 'kk'}), ('plan', {'ell': 'plan'}),
          ('v2', {'csr_vector': 'v2'}), ('v8', {'csr_vector': 'v8'})]]:
    for name, m in matrices(src).items():
        r = rows.setdefault(name, {'stats': stats(m)})
        for v, key in names.items():
            if t(m, v):
                r[key] = t(m, v)
# the FE files' row order: n3's csr_load_balance (same kernel, final commit)
for name, m in matrices('n3/fe_T.json').items():
    rows[name]['row'] = t(m, 'csr_load_balance')
cols = ['row', 'v2', 'v4', 'v8', 'plan', 'kk']
print(f'  {"matrix":26s} {"mean":>5s} {"cv":>5s} {"scat":>5s} {"shift":>5s} ' + ''.join(f'{c:>8s}' for c in cols) +
      '  plan/row')
for name, r in rows.items():
    mean, cv, sc, sh = r['stats']
    print(f'  {name:26s} {mean:5.1f} {cv:5.2f} {sc:5.2f} {sh:5.2f} ' +
          ''.join(f'{r[c]:8.4f}' if c in r else f'{"-":>8s}' for c in cols) +
          (f'  {r["plan"] / r["row"]:.3f}' if 'plan' in r else '  -'))

print('\n# n4: the op = A^T rule scored on 26 replicated files it never saw (ms; own/row: ELL\'s own scatter over')
print('#   the row order, both forced; rule: with the scored shifted bound 0.2 / the final 0.25)')
a, row, own = (matrices(f'n4/unseen_T{s}.json') for s in ['', '_row', '_plan'])
x = []
for name, m in a.items():
    mean, cv, sc, sh = stats(m)
    au = [v for v in m['variants'] if v['name'] == 'automatic'][0]
    rule = [sc <= 0.1 and sh >= b and mean < 32 and cv <= 0.5 for b in (0.2, 0.25)]
    path = 'own' if 'in the plan' in au['transpose_path'] else 'row order'
    r = t(own[name], 'ell') / t(row[name], 'ell')
    x.append(m['cusparse_best_ms'] / au['median_ms'])
    print(f'  {name:22s} mean {mean:5.1f} cv {cv:4.2f} scat {sc:4.2f} shift {sh:4.2f} rule {int(rule[0])}/{int(rule[1])}'
          f'  automatic {au["chosen"]:16s} {path:9s} {au["median_ms"]:.4f} ms  own/row {r:.3f}  '
          f'x cuSPARSE {x[-1]:.3f}')
print(f'  automatic over cuSPARSE\'s best T: gm {gm(x):.3f} min {min(x):.3f}')

print('\n# The record at the final library commit (n3, n4): automatic over cuSPARSE\'s best format')
for label, path in [('FE files T (n3)', 'n3/fe_T.json'), ('held-out N', 'n4/score_N.json'),
                    ('held-out T', 'n4/score_T.json'), ('fit T', 'n4/fit_T.json'),
                    ('large N', 'n4/large_N.json'), ('large T', 'n4/large_T.json'),
                    ('held-out K = 4', 'n4/score4.json'), ('unseen 26 T', 'n4/unseen_T.json')]:
    print(f'  {label:16s} {summary(path)}')
