#!/usr/bin/env python3
"""Issue 9's compressed-index bar: per matrix, kspmv's best kernel with 16-bit
column deltas (ell, sellp where they took them, csr_load_balance_narrow_columns)
against its best kernel with 32-bit columns (every other kspmv variant, ell and
sellp as *_full_columns; evc_hyb_permuted_y left out: it leaves y permuted).
    compressed_bar.py FILE.json...
"""
import json, math, sys
narrow = {'ell', 'sellp', 'csr_load_balance_narrow_columns'}
skip = {'automatic', 'evc_hyb_permuted_y'}
logs = []
for path in sys.argv[1:]:
    d = json.load(open(path))
    for m in d['matrices'] if isinstance(d, dict) else d:
        t = {v['name']: v['median_ms'] for v in m['variants']
             if v.get('ran') and v.get('family', '').startswith('kspmv') and v['name'] not in skip}
        comp = {k: v for k, v in t.items() if k in narrow}
        full = {k: v for k, v in t.items() if k not in narrow}
        if not comp or not full: continue
        bc, bf = min(comp, key=comp.get), min(full, key=full.get)
        r = full[bf] / comp[bc]
        logs.append(math.log(r))
        print(f"{m['name'][:24]:24} narrow {bc:32} {comp[bc]:.4f}  32-bit {bf:20} {full[bf]:.4f}  speedup {r:.3f}")
if logs: print(f"geometric mean {math.exp(sum(logs)/len(logs)):.3f} over {len(logs)}")
