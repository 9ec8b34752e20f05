#!/usr/bin/env python3
"""Run 52 call 1: automatic as given (default expected_applies 100) against automatic in place
at expected_applies 1000 (R) and with renumbered vectors at the default (RV), per matrix;
renumbering setup from the JSON. usage: renumber_table.py (in this folder)"""
import json
def load(p):
    d = {}
    for m in json.load(open(f'call1/rec/{p}.json'))['matrices']:
        ran = [v for v in m['variants'] if v.get('ran')]
        a = [v for v in ran if v['name'] == 'automatic'][0]
        c = min(v['median_ms'] for v in ran if v.get('family', '').startswith('cusparse'))
        d[m['name']] = (a['median_ms'], c, a.get('reorder_setup_ms') or 0.0, a.get('reorder_scattered_rows'))
    return d
for base, runs in (('score', ('scoreR', 'scoreRV')), ('large', ('largeR',))):
    A = load(base)
    R = {r: load(r) for r in runs}
    print(f'== {base} against ' + ', '.join(runs) + ' (ms; x = as given / renumbered; cu = cuSPARSE best / renumbered; reo = renumbering setup ms)')
    print('matrix'.ljust(28) + 'given'.rjust(8) + ''.join(f'{r:>8s}{"x":>7s}{"cu":>7s}{"reo":>7s}' for r in runs))
    for k, (t, c, _, _) in A.items():
        line = f'{k:28s}{t:8.4f}'
        for r in runs:
            rt, rc, ro, _ = R[r][k]
            line += f'{rt:8.4f}{t / rt:7.3f}{rc / rt:7.3f}{ro:7.2f}'
        print(line)
