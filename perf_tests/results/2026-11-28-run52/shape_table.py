#!/usr/bin/env python3
"""% of the copy bandwidth (CSR bytes) of kspmv bsr at b = 13, run 52 call 3: row lanes with
U loads in flight per lane (u2/u4/u6/u8; u4 = committed, run twice), Nta warps a team (w2/w8),
Nbrows 2 (r2). usage: shape_table.py (in this folder)"""
import json, math
V = ['u4', 'u4b', 'u2', 'u6', 'u8', 'w2', 'w8', 'r2', 'u8w8']
F = ['bcsstk16', 'EX5', 'nh2010', 'cage10']
res = {}
for v in V:
    for m in json.load(open(f'call3/{v}.json'))['matrices']:
        for x in m['variants']:
            if x['name'] == 'bsr' and x.get('ran') and x.get('error_ok', True):
                res.setdefault(m['name'], {})[v] = x['pct_copy_bandwidth']
print('matrix'.ljust(26) + ''.join(v.rjust(8) for v in V))
for m, r in res.items():
    tag = 'F' if any(m.startswith(f) for f in F) else 'P'
    print((tag + ' ' + m).ljust(26) + ''.join(f'{r[v]:8.1f}' if v in r else '       -' for v in V))
for grp in ('F', 'P'):
    ms = [m for m in res if any(m.startswith(f) for f in F) == (grp == 'F')]
    print((grp + ' geomean').ljust(26) + ''.join(
        f'{math.exp(sum(math.log(res[m][v]) for m in ms) / len(ms)):8.1f}' for v in V))
