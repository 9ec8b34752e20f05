# Tables of run 95 (python3 run95_tables.py > tables.txt, in this folder).
import json, math


def load(f):
    d = json.load(open(f))
    return {m['name']: m for m in d['matrices']}


def ms(m, name):
    return {v['name']: v['median_ms'] for v in m['variants'] if v.get('median_ms')}.get(name)


print('# n1: EVC-HYB single values (FE files, two passes)')
for f in ['n1/fe_single.json', 'n1/fe_single_2.json']:
    for name, m in load(f).items():
        print(f'{f:22} {name:16} evc_hyb {ms(m, "evc_hyb"):.4f} single {ms(m, "evc_hyb_single"):.4f} '
              f'ratio {ms(m, "evc_hyb_single") / ms(m, "evc_hyb"):.3f} ell_single {ms(m, "ell_single"):.4f}')

for call in ['n3', 'n4']:
    print(f'\n# {call}: through the row-major copy, variant / base (two passes)')
    for tag in ['fe_k4', 'fe_k8'] + (['st_k8'] if call == 'n3' else []):
        for p in (1, 2):
            b, t = load(f'{call}/base_{tag}_{p}.json'), load(f'{call}/tiles_{tag}_{p}.json')
            for name in b:
                algs = [v['name'] for v in b[name]['variants'] if not v['name'].startswith('kk')]
                print(f'{call} {tag} pass {p} {name:16} ' +
                      ' '.join(f'{a} {ms(t[name], a) / ms(b[name], a):.3f}' for a in algs))

print('\n# n5: held-out score suite, automatic against cuSPARSE best (131a9c11)')
for f in ['n5/score_k4.json', 'n5/score_k8.json']:
    rs = []
    for name, m in load(f).items():
        r = m['cusparse_best_ms'] / ms(m, 'automatic')
        rs.append(r)
        print(f'{f:18} {name:28} {r:.3f}')
    print(f'{f:18} gm {math.exp(sum(map(math.log, rs)) / len(rs)):.3f} min {min(rs):.3f}')

print('\n# n5: fit suites, time through the copy / as given (row_major_x always / never)')
for k in (8, 4):
    n, a = load(f'n5/fit_k{k}_never.json'), load(f'n5/fit_k{k}_always.json')
    for name, m in n.items():
        pick = [v['chosen'] for v in m['variants'] if v['name'] == 'automatic'][0]
        print(f'K={k} {name:26} scattered {m["scattered_rows"]:.2f} pick {pick:16} ' +
              ' '.join(f'{x} {ms(a[name], x) / ms(m, x):.2f}'
                       for x in ['automatic', 'ell', 'sellp', 'csr_scalar'] if ms(m, x) and ms(a[name], x)))
