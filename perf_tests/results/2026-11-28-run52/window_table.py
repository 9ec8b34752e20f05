#!/usr/bin/env python3
"""Run 52 call 4: automatic's time and cuSPARSE's best with the L2 window off and on
(KSPMV_L2_WINDOW), per matrix. usage: window_table.py OFF.json ON.json [OFF2.json ON2.json]"""
import json, math, sys
def load(p):
    d = {}
    for m in json.load(open(p))['matrices']:
        ran = [v for v in m['variants'] if v.get('ran')]
        a = [v for v in ran if v['name'] == 'automatic']
        c = [v['median_ms'] for v in ran if v.get('family', '').startswith('cusparse')]
        if a: d[m['name']] = (a[0]['median_ms'], min(c) if c else float('nan'), a[0].get('chosen', ''), m.get('num_cols', 0))
    return d
runs = [load(p) for p in sys.argv[1:]]
print('matrix'.ljust(28) + 'auto off'.rjust(9) + 'auto on'.rjust(9) + ' off/on' + '  cusp off' + '  cusp on' + '  cu/on' + '  chosen')
gm = []
for k in runs[0]:
    off = [r[k][0] for r in runs[0::2]]; on = [r[k][0] for r in runs[1::2]]
    coff = [r[k][1] for r in runs[0::2]]; con = [r[k][1] for r in runs[1::2]]
    o, n, co, cn = min(off), min(on), min(coff), min(con)
    gm.append(o / n)
    print(f'{k:28s}{o:9.4f}{n:9.4f}{o / n:7.3f}{co:10.4f}{cn:9.4f}{cn / n:7.3f}  {runs[1][k][2]}')
print('geomean off/on %.3f' % math.exp(sum(map(math.log, gm)) / len(gm)))
