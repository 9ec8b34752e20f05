# Simulates automatic's BSR rule change on measured runs: BSR needs b >= MINB, and at the block sizes in
# UNEVEN_B rows of cv < CV. Where automatic picked BSR and the new rule declines, its time becomes
# csr_load_balance's (what the rule picks for uneven rows; confirmed on the device afterwards).
import json, sys, math
MINB = int(sys.argv[1]); CV = float(sys.argv[2]); UNEVEN_B = {int(x) for x in sys.argv[3].split(',') if x}
def gm(x): return math.exp(sum(map(math.log, x)) / len(x)) if x else float('nan')
old_r, new_r, changed = [], [], []
for f in sys.argv[4:]:
    for m in json.load(open(f))['matrices']:
        V = {v['name']: v for v in m['variants'] if v.get('ran') and v['error_ok']}
        if 'bsr' not in V: continue
        b = m['block_size']; a = V['automatic']; cv = m['row_std'] / (m['nnz'] / m['rows'])
        best = min(v['median_ms'] for n, v in V.items() if v['family'] == 'kspmv' and n != 'automatic')
        t = a['median_ms']
        if a['chosen'] == 'bsr' and (b < MINB or (b in UNEVEN_B and cv >= CV)):
            t = V['csr_load_balance']['median_ms']; changed.append((m['name'], a['median_ms'] / t))
        old_r.append(best / a['median_ms']); new_r.append(best / t)
print(f"minb {MINB} cv {CV} b {sorted(UNEVEN_B)}: auto/best-kspmv gm {gm(old_r):.3f} -> {gm(new_r):.3f}, worst {min(old_r):.2f} -> {min(new_r):.2f}, within 3%: {sum(r>=0.97 for r in old_r)} -> {sum(r>=0.97 for r in new_r)} of {len(old_r)}")
for n, r in changed: print(f"   {n:26} {r:.2f}x")
