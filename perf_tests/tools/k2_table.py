#!/usr/bin/env python3
"""The K2 or K3 sweep (perf_tests/tools/k2_sweep.sh, k3_sweep.sh) as one table per block size:
kspmv's BSR in % of the copy bandwidth (CSR bytes) for each configuration
(rows) and fit pattern (columns), with the geometric mean; the best
configuration of each b last (rows '=NAME': the non-block kernels and
cuSPARSE of tools/mid_sweep.sh, never 'best'). '!' marks a result above the error tolerance.
  k2_table.py DIR        (DIR holds the sweep's NAME.json files)
  k2_table.py DIR --csv  one line per run and matrix instead (b, config,
                         matrix, median ms, % of copy, error within tolerance)"""
import glob, json, math, os, re, sys
runs = {}
for path in sorted(glob.glob(os.path.join(sys.argv[1], 'b*_*.json'))):
    name = os.path.basename(path)[:-5]
    b = int(re.match(r'b(\d+)_', name).group(1))
    d = json.load(open(path)); cb = d['copy_bandwidth_gbs']
    config = name[len(f'b{b}_'):]
    # A job named b*_others (tools/mid_sweep.sh) holds the non-block kernels
    # and cuSPARSE: each variant, and cuSPARSE's best, becomes a row '=NAME'.
    others = config == 'others'
    for m in d['matrices']:
        pct_of = lambda ms: 100 * m['roofline_bytes'] / (ms * 1e-3) / 1e9 / cb
        cusparse = [v for v in m['variants'] if v.get('ran') and v['name'].startswith('cusparse_')]
        for v in m['variants'] + ([dict(name='cusparse_best', ran=True, error_ok=True,
                                        median_ms=min(c['median_ms'] for c in cusparse))] if others and cusparse else []):
            if not v.get('ran') or (v['name'] != 'bsr') == (not others): continue
            key = '=' + v['name'] if others else config
            runs.setdefault(b, {}).setdefault(key, {})[m['name']] = (pct_of(v['median_ms']), v['error_ok'])
            if '--csv' in sys.argv:
                print(f"{b},{key},{m['name']},{v['median_ms']:.5f},{pct_of(v['median_ms']):.1f},{int(v['error_ok'])}")
if '--csv' in sys.argv: sys.exit(0)
for b in sorted(runs):
    cfgs = runs[b]
    mats = sorted({m for r in cfgs.values() for m in r})
    print(f"b = {b}   (% of copy bandwidth, CSR bytes)")
    print(f"  {'config':16s}" + ''.join(f"{m[:18]:>20s}" for m in mats) + f"{'geomean':>10s}")
    best = None
    for c, r in sorted(cfgs.items()):
        vals = [r[m][0] for m in mats if m in r]
        gm = math.exp(sum(map(math.log, vals)) / len(vals)) if len(vals) == len(mats) else float('nan')
        cells = ''.join(f"{r[m][0]:19.1f}{'' if r[m][1] else '!'}{' ' if r[m][1] else ''}" if m in r else f"{'-':>20s}" for m in mats)
        print(f"  {c:16s}{cells}{gm:10.1f}")
        if c not in ("portable", "k2") and not c.startswith('=') and gm == gm and (best is None or gm > best[1]): best = (c, gm)
    if best: print(f"  best: {best[0]} ({best[1]:.1f}%)")
    print()
