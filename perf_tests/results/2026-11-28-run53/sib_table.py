# Sibling order (KSPMV_SIBLING_ORDER) against the committed (cluster, level, row) order: per matrix, the
# automatic handle on A, in place (x gathered) and with renumbered vectors; saving per apply in units of
# csr_load_balance on A (as tuning.hpp's payoffs), scattered_rows after, reorder setup.
import json, sys, statistics as st
def load(f):
    out = {}
    for m in json.load(open(f))['matrices']:
        v = {x['name']: x for x in m['variants']}
        out[m['name']] = (m, v)
    return out
pairs = [a.split(':') for a in sys.argv[1:]]   # off.json:on.json ...
runs = [(load(a), load(b)) for a, b in pairs]
print(f"{'matrix':26} {'scat':>5} | {'R off':>6} {'R on':>6} | {'sav off':>7} {'sav on':>7} | {'RV off':>6} {'RV on':>6} | {'after off':>9} {'after on':>8} | {'set off':>7} {'set on':>6} ms")
for name in runs[0][0]:
    rows = []
    if 'automatic_reordered' not in runs[0][0][name][1]: print(name, 'no reordered variant'); continue
    for off, on in runs:
        mo, vo = off[name]; mn, vn = on[name]
        base = vo.get('csr_load_balance', vo['automatic'])['median_ms']
        auto = vo['automatic']['median_ms']
        def g(v, k): return v[k]['median_ms'] if k in v else float('nan')
        rows.append((mo['scattered_rows'], auto / g(vo, 'automatic_reordered'), auto / g(vn, 'automatic_reordered'),
                     (auto - g(vo, 'automatic_reordered')) / base, (auto - g(vn, 'automatic_reordered')) / base,
                     auto / g(vo, 'automatic_reordered_vectors'), auto / g(vn, 'automatic_reordered_vectors'),
                     vo['automatic_reordered']['reorder_scattered_rows'] or float('nan'), vn['automatic_reordered']['reorder_scattered_rows'] or float('nan'),
                     vo['automatic_reordered']['reorder_setup_ms'] or float('nan'), vn['automatic_reordered']['reorder_setup_ms'] or float('nan')))
    r = [st.mean(c) for c in zip(*rows)]
    print(f"{name:26} {r[0]:5.2f} | {r[1]:6.3f} {r[2]:6.3f} | {r[3]:7.3f} {r[4]:7.3f} | {r[5]:6.3f} {r[6]:6.3f} | {r[7]:9.3f} {r[8]:8.3f} | {r[9]:7.1f} {r[10]:6.1f}")
