# Per matrix and b: BSR against the best kspmv non-block kernel (ratio > 1: BSR faster) with the statistics the rule can see
import json, glob, re, sys
files = sys.argv[1:]
for f in sorted(files, key=lambda f: int(re.sub(r'\D', '', f.split('/')[-1]) or 0)):
    d = json.load(open(f))
    for m in d['matrices']:
        V = {v['name']: v for v in m['variants'] if v.get('ran') and v['error_ok']}
        if 'bsr' not in V: continue
        b = m['block_size']; a = V['automatic']
        ks = min((v['median_ms'], n) for n, v in V.items() if v['family'] == 'kspmv' and n not in ('bsr', 'automatic'))
        mean = m['nnz'] / m['rows']; cv = m['row_std'] / mean
        print(f"b{b:<3} {m['name'][:22]:22} bsr/nonblock {ks[0]/V['bsr']['median_ms']:5.2f} ({ks[1]:16}) auto={a['chosen'][:8]:8} {'MISS' if a['median_ms'] > 1.03*min(ks[0], V['bsr']['median_ms']) else '    '} mb {mean/b:6.1f} cv {cv:5.2f} maxb {m['max_row']/b:7.0f} rows {m['rows']:8}")
