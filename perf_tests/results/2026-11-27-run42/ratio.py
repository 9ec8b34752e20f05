import json,sys,math
# usage: ratio.py A.json B.json  -> per matrix median A/B (first variant each), geomean
def load(f):
    d=json.load(open(f)); return {m['name']:(m['variants'][0]['median_ms'],m['variants'][0].get('x_path','')) for m in d['matrices'] if m['variants'] and m['variants'][0].get('median_ms')}
a=load(sys.argv[1]); b=load(sys.argv[2]); r=[]
for k in a:
    if k in b:
        q=a[k][0]/b[k][0]; r.append(q); print(f"{k:28s} {a[k][0]:8.4f} {b[k][0]:8.4f} {q:6.3f}  {a[k][1][:24]}")
print("geomean", math.exp(sum(map(math.log,r))/len(r)))
