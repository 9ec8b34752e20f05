#!/usr/bin/env python3
"""Issue 5's score of kspmv-bench JSON files: per matrix, cuSPARSE's best time over
automatic's (> 1: kspmv faster); prints the geometric mean and the matrices below 1.

    automatic_score.py RUN.json...
"""
import json, math, sys

for path in sys.argv[1:]:
    ratios, low = [], []
    for m in json.load(open(path))['matrices']:
        ran = [v for v in m['variants'] if v.get('ran')]
        auto = [v['median_ms'] for v in ran if v['name'] == 'automatic']
        cusparse = [v['median_ms'] for v in ran if v.get('family', '').startswith('cusparse')]
        if not auto or not cusparse:
            continue
        q = min(cusparse) / auto[0]
        ratios.append(q)
        if q < 1:
            low.append('%s %.2f' % (m['name'].split(' ')[0], q))
    geo = math.exp(sum(map(math.log, ratios)) / len(ratios)) if ratios else 0.0
    print('%-28s n=%2d geomean %.3f  below 1: %s' % (path.split('/')[-1], len(ratios), geo, ', '.join(low)))
