# Tables of run 97 (python3 run97_tables.py > tables.txt, in this folder).
import json, math

R96 = '../2026-12-03-run96/'


def load(f):
    d = json.load(open(f))
    return {m['name']: m for m in d['matrices']}


def var(m, name):
    return {v['name']: v for v in m['variants']}.get(name, {})


def gm(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float('nan')


print('# n1: staged products forced (csr_load_balance, no walk, no warp rows), time / base in the same pass')
print('# base: run 96 (ordered build VB 3, 10 teams); v3: this tree at VB 3; v4: VB 4, 10 teams; v4t9: VB 4,')
print('# 9 teams; v4t8: VB 4, 8 teams; new: the whole tree at VB 4, 10 teams. Fit: circuit204, bcsstk33;')
print('# held out: web-NotreDame, rajat01, Chem97Zt. Passes 1 / 2 (v3 one pass).')
variants = ['v3', 'v4', 'v4t9', 'v4t8', 'new']
for k in (4, 8):
    t = {}
    for v in ['base'] + variants:
        for p in ('1', '2'):
            try:
                t[v, p] = load(f'n1/k{k}_{v}_{p}.json')
            except FileNotFoundError:
                pass
    fit = {v: [] for v in variants}
    for name in t['base', '1']:
        row = f'K={k:<2} {name:18} base {var(t["base", "1"][name], "csr_load_balance")["median_ms"]:.4f} ms'
        for v in variants:
            rs = [var(t[v, p][name], 'csr_load_balance')['median_ms'] /
                  var(t['base', p][name], 'csr_load_balance')['median_ms'] for p in ('1', '2') if (v, p) in t]
            if name.startswith(('circuit204', 'bcsstk33')):
                fit[v] += rs
            row += f'  {v} ' + '/'.join(f'{r:.3f}' for r in rs)
        print(row)
    print(f'K={k:<2} fit gm: ' + '  '.join(f'{v} {gm(fit[v]):.3f}' for v in variants))

print('\n# The record at the new tree (n1: K = 4, 8; n2: rank 1 N and the nine test programs; n3: T, K = 16, 32),')
print('# automatic against cuSPARSE best, and run 96 at 8afef51 (its n2, n3) on the same files')
for f, old in [('n2/score_N.json', 'n2/score_N.json'), ('n3/score_T.json', 'n2/score_T.json'),
               ('n1/score_k4.json', 'n3/score_k4.json'), ('n1/score_k8.json', 'n3/score_k8.json'),
               ('n3/score_k16.json', 'n3/score_k16.json'), ('n3/score_k32.json', 'n3/score_k32.json')]:
    s, o = load(f), load(R96 + old)
    xs = [(var(m, 'automatic')['speedup_vs_cusparse_best'], name) for name, m in s.items()]
    ys = [var(m, 'automatic')['speedup_vs_cusparse_best'] for m in o.values()]
    own = [var(s[n], 'automatic')['median_ms'] / var(o[n], 'automatic')['median_ms'] for n in s]
    lo = min(xs)
    print(f'{f:18} gm {gm([x for x, _ in xs]):.3f} min {lo[0]:.3f} ({lo[1]})   run 96 gm {gm(ys):.3f}'
          f'   kspmv time / run 96: {min(own):.3f}-{max(own):.3f}')

print('\n# Held-out suite per matrix, x cuSPARSE best (K = 4 / 8 / 16 / 32), and kspmv time / run 96 at K = 4 / 8')
ks = {4: load('n1/score_k4.json'), 8: load('n1/score_k8.json'), 16: load('n3/score_k16.json'),
      32: load('n3/score_k32.json')}
old = {4: load(R96 + 'n3/score_k4.json'), 8: load(R96 + 'n3/score_k8.json')}
for name in ks[4]:
    cells = ' '.join(f'{var(ks[k][name], "automatic")["speedup_vs_cusparse_best"]:6.3f}' for k in ks)
    own = ' '.join(f'{var(ks[k][name], "automatic")["median_ms"] / var(old[k][name], "automatic")["median_ms"]:.3f}'
                   for k in (4, 8))
    print(f'{name:28} {var(ks[8][name], "automatic")["chosen"]:17} {cells}   own {own}')
