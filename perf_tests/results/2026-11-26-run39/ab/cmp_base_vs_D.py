import json,sys,math
def load(p):
    d=json.load(open(p)); r={}
    for m in d['matrices']:
        for v in m['variants']:
            if v.get('ran'): r[(m['name'],v['name'])]=(v['median_ms'],v.get('chosen'),v.get('error_ok'))
    return r
for job in ['k8','r1']:
    B=[load(f'base_{p}/logs/{job}.json') for p in (1,2)]
    N=[load(f'new_{p}/logs/{job}.json') for p in (1,2)]
    print('==',job)
    for alg in ['automatic','csr_load_balance']:
        lr=[]
        for k in B[0]:
            if k[1]!=alg: continue
            b=min(B[0][k][0],B[1][k][0]); n=min(N[0][k][0],N[1][k][0])
            ok=all(x[k][2] for x in B+N)
            lr.append(math.log(n/b))
            print(f'{k[0]:28s} {alg:18s} {B[0][k][1]:18s} base {b:.4f} new {n:.4f} new/base {n/b:.3f} ok={ok} b1/b2 {B[0][k][0]/B[1][k][0]:.3f}')
        print(alg,'geomean new/base',round(math.exp(sum(lr)/len(lr)),3))
