#!/usr/bin/env python3
"""Issue 9's DIA bar: per banded matrix and stencil of kspmv-bench JSON files, DIA's time
against kspmv's fastest other kernel (values as given; automatic left out).

    dia_bar.py RUN.json...
"""
import json, sys

BANDED = ('Trefethen_2000', 'cryg10000', 'dw4096', 'stencil5', 'stencil7', 'stencil27')
for path in sys.argv[1:]:
    for m in json.load(open(path))['matrices']:
        times = {v['name']: v['median_ms'] for v in m['variants']
                 if v.get('ran') and v.get('family') == 'kspmv'}
        kind = m['name'].split(' ')[0].split(':')[0]
        if 'dia' not in times or kind not in BANDED:
            continue
        others = {k: t for k, t in times.items() if k not in ('dia', 'automatic')}
        if not others:
            continue
        best = min(others, key=others.get)
        print('%-22s dia %.4f  best other %-16s %.4f  ratio %.3f'
              % (m['name'][:22], times['dia'], best, others[best], others[best] / times['dia']))
