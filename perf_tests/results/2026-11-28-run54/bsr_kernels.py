# table: per pattern and b, ms of bsr (table kernel), row lanes, K2, ell and KK V42; ratios ell/bsr
import json, sys, os
d = sys.argv[1] if len(sys.argv) > 1 else '.'
def get(f, name):
    out = {}
    for m in json.load(open(os.path.join(d, f)))['matrices']:
        key = (m['name'].split()[0], m['block_size'])
        for v in m['variants']:
            if v['name'] == name and v['ran'] and v['error_ok']:
                out[key] = v['median_ms']
    return out
t, l, k2, e, v42 = get('bsr_table.json','bsr'), get('bsr_lanes.json','bsr'), get('bsr_k2.json','bsr'), get('bsr_table.json','ell'), get('bsr_table.json','kk_bsr_v42')
print(f"{'pattern':8} {'b':>3} {'table':>7} {'lanes':>7} {'k2':>7} {'ell':>7} {'v42':>7}  ell/table  ell/best_bsr")
for key in sorted(t, key=lambda k: (k[1], k[0])):
    best = min(x for x in (t[key], l.get(key, 9), k2.get(key, 9)))
    print(f"{key[0]:8} {key[1]:3} {t[key]:7.4f} {l.get(key,0):7.4f} {k2.get(key,0):7.4f} {e[key]:7.4f} {v42.get(key,0):7.4f}  {e[key]/t[key]:9.3f} {e[key]/best:9.3f}")
