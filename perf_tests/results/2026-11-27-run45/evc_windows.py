# EVC-HYB by window (run 45 call 1): usage python3 evc_windows.py FILE.json...
# columns: global sort, sigma 4096 / 32768 / 262144, permuted-y, hybrid, CSRI, automatic, cuSPARSE best (ms)
import json,sys
for f in sys.argv[1:]:
    d=json.load(open(f))
    print("==",f)
    print(f"{'matrix':28s} {'glob':>7s} {'w4k':>7s} {'w32k':>7s} {'w256k':>7s} {'permy':>7s} {'hyb':>7s} {'csri':>7s} {'auto':>7s} {'cusp':>7s}  w32k/besto  w32k/cusp")
    for m in d['matrices']:
        v={x['name']:x.get('median_ms') for x in m['variants']}
        cus=min([x['median_ms'] for x in m['variants'] if x['name'].startswith('cusparse') and x.get('median_ms')] or [float('nan')])
        g=lambda k: v.get(k) or float('nan')
        besto=min(g('hybrid'),g('csr_load_balance'),g('automatic'))
        w=min(g('evc_hyb_w4096'),g('evc_hyb_w32768'))
        print(f"{m['name'][:28]:28s} {g('evc_hyb'):7.4f} {g('evc_hyb_w4096'):7.4f} {g('evc_hyb_w32768'):7.4f} {g('evc_hyb_w262144'):7.4f} {g('evc_hyb_permuted_y'):7.4f} {g('hybrid'):7.4f} {g('csr_load_balance'):7.4f} {g('automatic'):7.4f} {cus:7.4f}  {besto/g('evc_hyb_w32768'):6.3f} {cus/g('evc_hyb_w32768'):6.3f}  4k:{besto/g('evc_hyb_w4096'):6.3f}")
