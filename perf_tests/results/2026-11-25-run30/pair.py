#!/usr/bin/env python3
# pair.py OLD.json NEW.json [variant]: per matrix, automatic vs cuSPARSE best in old and new, and new/old time of variant
import json,sys,math
def load(p,var):
    d=json.load(open(p)); out={}
    for m in d['matrices']:
        for v in m['variants']:
            if v['name']==var and v.get('ran'):
                out[m['name']]=(v['median_ms'],v.get('speedup_vs_cusparse_best'),v.get('chosen'))
    return out
var=sys.argv[3] if len(sys.argv)>3 else 'automatic'
o=load(sys.argv[1],var); n=load(sys.argv[2],var); lr=[];lo=[];ln=[]
for k in n:
    if k not in o: continue
    r=n[k][0]/o[k][0]; lr.append(math.log(r))
    so,sn=o[k][1],n[k][1]
    if so and sn: lo.append(math.log(so)); ln.append(math.log(sn))
    print(f"{k[:28]:28} {o[k][2][:16]:16} {n[k][2][:16]:16} old {o[k][0]:.4f} new {n[k][0]:.4f} new/old {r:.3f}  vs cuS old {so or 0:.2f} new {sn or 0:.2f}")
g=lambda l: math.exp(sum(l)/len(l)) if l else float('nan')
print(f"geomean new/old time {g(lr):.3f}; vs cuSPARSE old {g(lo):.3f} new {g(ln):.3f}")
