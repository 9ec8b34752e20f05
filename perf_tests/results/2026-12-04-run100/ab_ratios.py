import json,sys,glob,math,collections
d=sys.argv[1]; pre=sys.argv[2]; a=sys.argv[3]; b=sys.argv[4]
def load(f):
    j=json.load(open(f)); out={}
    for m in j['matrices']:
        for v in m['variants']:
            if v['name'] in ('automatic','csr_load_balance'): out[m['name']]=(v['median_ms'],v.get('chosen'),v.get('rel_err') or v.get('relative_error'))
    return out
runs=collections.defaultdict(list)
for f in sorted(glob.glob(f'{d}/{pre}_*_{a}.json')):
    p=f[len(d)+1+len(pre)+1:].split('_')[0]
    fb=f.replace(f'_{a}.json',f'_{b}.json')
    A=load(f); B=load(fb)
    for k in A:
        if k in B: runs[k].append((A[k][0],B[k][0],A[k][1]))
g=[]
for k,v in runs.items():
    r=[x[1]/x[0] for x in v]; g.append(sum(math.log(x) for x in r)/len(r))
    print(f'{k:28s} {v[0][2]:18s} {a} {v[0][0]:.4f} ms  {b}/{a}: '+' '.join(f'{x:.3f}' for x in r))
print('gm', f'{math.exp(sum(g)/len(g)):.4f}')
