import json,sys,math
# usage: score.py RUN.json... -> automatic vs cuSPARSE's best per matrix, geomean, the matrices below 1
for f in sys.argv[1:]:
    d=json.load(open(f)); r=[]; low=[]
    for m in d['matrices']:
        vs=[v for v in m['variants'] if v.get('ran')]
        a=[v['median_ms'] for v in vs if v['name']=='automatic']
        c=[v['median_ms'] for v in vs if v.get('family','').startswith('cusparse')]
        if not a or not c: continue
        q=min(c)/a[0]; r.append(q)
        if q<1: low.append('%s %.2f'%(m['name'].split(' ')[0],q))
    print('%-28s n=%2d geomean %.3f  below 1: %s'%(f.split('/')[-1],len(r),math.exp(sum(map(math.log,r))/len(r)) if r else 0,', '.join(low)))
