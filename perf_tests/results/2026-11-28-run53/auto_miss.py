# auto_miss.py RUN.json ...: per b, where automatic's choice between BSR and kspmv's non-block kernels lost > 3%, with the row statistics
import json, glob, re, sys
files = sorted(sys.argv[1:], key=lambda f: int(re.sub(r'\D', '', f.split('/')[-1]) or 0))
for f in files:
    d = json.load(open(f))
    for m in d['matrices']:
        V = {v['name']: v for v in m['variants'] if v.get('ran') and v['error_ok']}
        a = V['automatic']; b = V['bsr']
        ks = min((v['median_ms'], n) for n, v in V.items() if v['family'] == 'kspmv' and n not in ('bsr', 'automatic'))
        best = min(b['median_ms'], ks[0])
        cu = min(v['median_ms'] for v in V.values() if v['family'] == 'cusparse')
        if a['median_ms'] > 1.03 * best:
            bb = m['block_size']
            print(f"b{bb:<3} {m['name']:26} auto {a['chosen']:16} {a['median_ms']:.4f}  bsr {b['median_ms']:.4f}  {ks[1]:16} {ks[0]:.4f}  loss {a['median_ms']/best:.2f}  auto/cu {cu/a['median_ms']:.2f}  rows {m['rows']} mean {m['nnz']/m['rows']:.1f} max {m['max_row']} blocks/brow {m['nnz']/m['rows']/bb:.1f}")
