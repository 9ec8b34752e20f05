#!/usr/bin/env python3
# cmp.py DIR BASE VAR...: per matrix, csr_load_balance time of each VAR job / BASE job
import json,sys,math,os
d=sys.argv[1]; base=sys.argv[2]; vs=sys.argv[3:]
def load(f):
    out={}
    dd=json.load(open(os.path.join(d,f+'.json')))
    for m in dd['matrices'] if isinstance(dd,dict) else dd:
        for v in m['variants']:
            if v.get('ran') and v['name']=='csr_load_balance': out[m['name']]=(v['median_ms'],m)
    return out
b=load(base); V={v:load(v) for v in vs if os.path.exists(os.path.join(d,v+'.json'))}
logs={v:[] for v in V}
for name,(t,m) in b.items():
    mean=m['nnz']/max(1,m['rows'])
    row=f"{name[:26]:26} mean {mean:6.1f} {base} {t:.3f}"
    for v in V:
        if name in V[v]:
            r=V[v][name][0]/t; logs[v].append(math.log(r)); row+=f"  {v} {r:.2f}"
    print(row)
print('geomean', {v: round(math.exp(sum(l)/len(l)),3) for v,l in logs.items() if l})
