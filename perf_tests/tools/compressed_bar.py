#!/usr/bin/env python3
"""Issue 9's compressed-index bar: per matrix, kspmv's best kernel with 16-bit
column deltas against its best kernel with 32-bit columns (evc_hyb_permuted_y
and automatic left out).

    compressed_bar.py FILE.json...
        one run with --full-columns --narrow-columns: deltas are ell, sellp
        (where they took them) and csr_load_balance_narrow_columns; 32-bit are
        every other variant, ell and sellp as *_full_columns. Only for binaries
        whose default csr_load_balance keeps 32-bit columns (before 9cd1eea).
    compressed_bar.py --full FULL.json FILE.json...
        FILE from a default run (--narrow-columns optional): deltas are ell,
        sellp, csr_load_balance and csr_load_balance_narrow_columns, which take
        them by default where they fit; 32-bit are every variant of FULL, a run
        of the same matrices with --column-indices full.
"""
import json, math, sys

skip = {'automatic', 'evc_hyb_permuted_y'}


def times(m):
    return {v['name']: v['median_ms'] for v in m['variants']
            if v.get('ran') and v.get('family', '').startswith('kspmv') and v['name'] not in skip}


def matrices(path):
    d = json.load(open(path))
    return d['matrices'] if isinstance(d, dict) else d


args = sys.argv[1:]
full_runs = {}
if args[:1] == ['--full']:
    full_runs = {m['name']: times(m) for m in matrices(args[1])}
    args = args[2:]
narrow = ({'ell', 'sellp', 'csr_load_balance', 'csr_load_balance_narrow_columns'} if full_runs
          else {'ell', 'sellp', 'csr_load_balance_narrow_columns'})
logs = []
for path in args:
    for m in matrices(path):
        t = times(m)
        comp = {k: v for k, v in t.items() if k in narrow}
        full = full_runs.get(m['name']) if full_runs else {k: v for k, v in t.items() if k not in narrow}
        if not comp or not full: continue
        bc, bf = min(comp, key=comp.get), min(full, key=full.get)
        r = full[bf] / comp[bc]
        logs.append(math.log(r))
        print(f"{m['name'][:24]:24} narrow {bc:32} {comp[bc]:.4f}  32-bit {bf:20} {full[bf]:.4f}  speedup {r:.3f}")
if logs: print(f"geometric mean {math.exp(sum(logs)/len(logs)):.3f} over {len(logs)}")
