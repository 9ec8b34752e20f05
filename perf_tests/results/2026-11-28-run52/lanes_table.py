#!/usr/bin/env python3
"""% of the copy bandwidth (CSR bytes) of kspmv bsr, run 52 call 2: the committed row lanes
(off) against every lane of the warp reading (on, KSPMV_BSR_WARP_LANES=1), per block size,
fit patterns (F) and held-out ones (P). usage: lanes_table.py (in this folder)"""
import json, math, os
F = ['bcsstk16', 'EX5', 'nh2010', 'cage10']
def load(name):
    res = {}
    for m in json.load(open(f'call2/{name}.json'))['matrices']:
        for x in m['variants']:
            if x['name'] == 'bsr' and x.get('ran') and x.get('error_ok', True):
                res[m['name']] = (x['pct_copy_bandwidth'], x.get('chosen', ''))
    return res
gm = lambda v: math.exp(sum(map(math.log, v)) / len(v)) if v else float('nan')
for tag in ['b13', 'b13_', 'b11', 'b12', 'b9', 'b10', 'b5', 'b6', 'b7']:
    for suffix in ([''] if tag != 'b13_' else ['2']):
        base = tag.rstrip('_')
        off_n, on_n = f'{base}_off{suffix}', f'{base}_on{suffix}'
        if not os.path.exists(f'call2/{off_n}.json'): continue
        off, on = load(off_n), load(on_n)
        print(f'== {off_n} / {on_n}')
        print('matrix'.ljust(28) + 'off'.rjust(8) + 'on'.rjust(8) + 'on/off'.rjust(8))
        ratios = {'F': [], 'P': []}
        for m in off:
            if m not in on: continue
            g = 'F' if any(m.startswith(f) for f in F) else 'P'
            ratios[g].append(on[m][0] / off[m][0])
            print((g + ' ' + m).ljust(28) + f'{off[m][0]:8.1f}{on[m][0]:8.1f}{on[m][0] / off[m][0]:8.3f}')
        print('geomean on/off: ' + ', '.join(f'{g} {gm(r):.3f} (n={len(r)})' for g, r in ratios.items() if r))
