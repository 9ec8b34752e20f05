#!/usr/bin/env python3
"""% of the copy bandwidth (CSR bytes) of kspmv bsr at b = 13 per kernel variant of call 3,
fit patterns (F) and held-out ones (P), geometric means. usage: b13_table.py (in this folder)"""
import json, math
V = ['table', 'rows075', 'rows1', 'k3', 'k3_nb13', 'k3_g8', 'k2']
F = ['bcsstk16', 'EX5', 'nh2010', 'cage10']
res = {}
for v in V:
    for m in json.load(open(f'call3/b13_{v}.json'))['matrices']:
        for x in m['variants']:
            if x['name'] == 'bsr' and x.get('ran') and x.get('error_ok', True):
                res.setdefault(m['name'], {})[v] = x['pct_copy_bandwidth']
print('matrix'.ljust(26) + ''.join(v.rjust(9) for v in V))
for m, r in res.items():
    tag = 'F' if any(m.startswith(f) for f in F) else 'P'
    print((tag + ' ' + m).ljust(26) + ''.join(f'{r[v]:9.1f}' if v in r else '        -' for v in V))
for grp in ('F', 'P'):
    ms = [m for m in res if any(m.startswith(f) for f in F) == (grp == 'F')]
    print((grp + ' geomean').ljust(26) + ''.join(
        f'{math.exp(sum(math.log(res[m][v]) for m in ms) / len(ms)):9.1f}' for v in V))
