#!/usr/bin/env python3
"""b = 8: BSR under the table's kernel against row lanes (--bsr-kernel lanes), per pattern, with the
blocks per block row on average; for runs that hold them, automatic and the best non-block kspmv kernel.
  b8_lanes.py TABLE.json LANES.json"""
import json, sys
def variants(m):
    return {v['name']: v for v in m['variants'] if v['ran'] and v['error_ok']}
lanes = {m['name']: variants(m)['bsr']['median_ms'] for m in json.load(open(sys.argv[2]))['matrices']}
print(f"{'matrix':22} {'blocks/brow':>11} {'table ms':>9} {'lanes ms':>9} {'table/lanes':>11} {'auto':>5} {'best non-block':>15} {'non-block/lanes':>15}")
for m in json.load(open(sys.argv[1]))['matrices']:
    V = variants(m); b = m['block_size']
    mean_blocks = m['nnz'] / b / m['rows']
    nb = [V[n]['median_ms'] for n in ('ell', 'sellp', 'csr_load_balance', 'csr_vector', 'hybrid') if n in V]
    auto = V['automatic']['chosen'] if 'automatic' in V else '-'
    t, l = V['bsr']['median_ms'], lanes[m['name']]
    print(f"{m['name']:22} {mean_blocks:11.1f} {t:9.4f} {l:9.4f} {t/l:11.3f} {auto:>5} "
          + (f"{min(nb):15.4f} {min(nb)/l:15.3f}" if nb else f"{'-':>15} {'-':>15}"))
