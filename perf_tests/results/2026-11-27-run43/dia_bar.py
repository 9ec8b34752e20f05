#!/usr/bin/env python3
"""Issue 9: DIA against kspmv's fastest other kernel (values as given), per banded
matrix and stencil of the given bench JSON files.   dia_bar.py RUN.json..."""
import json, sys
for f in sys.argv[1:]:
    for m in json.load(open(f))['matrices']:
        vs = {v['name']: v['median_ms'] for v in m['variants'] if v.get('ran') and v.get('family') == 'kspmv'}
        kind = m['name'].split(' ')[0].split(':')[0]
        if 'dia' not in vs or kind not in ('Trefethen_2000', 'cryg10000', 'dw4096', 'stencil5', 'stencil7', 'stencil27'):
            continue
        others = {k: v for k, v in vs.items() if k not in ('dia', 'automatic')}
        b = min(others, key=others.get)
        print('%-22s dia %.4f  best other %-16s %.4f  ratio %.3f' % (m['name'][:22], vs['dia'], b, others[b], others[b] / vs['dia']))
