import json,math,sys
def load(p):
    d=json.load(open(p)); r={}
    for m in d['matrices']:
        for v in m['variants']:
            if v.get('ran') and v['name']=='csr_load_balance': r[m['name']]=(v['median_ms'],v.get('error_ok'))
    return r
runs={'base':['base_2_4'],'vA':['vA_1_3','vA_2_4'],'vB':['vB_1_3','vB_2_4'],'vC':['vC_1_3','vC_2_4'],'new':['new_2_4']}
for job in ['k8','r1']:
    T={k:[load(f'{d}/logs/{job}.json') for d in v] for k,v in runs.items()}
    mats=list(T['base'][0])
    print('==',job, 'ratios to base (min over passes)')
    print(f"{'matrix':28s}"+''.join(f'{k:>8s}' for k in runs))
    logs={k:[] for k in runs}
    for m in mats:
        b=T['base'][0][m][0]; row=f'{m:28s}'
        for k in runs:
            t=min(x[m][0] for x in T[k]); ok=all(x[m][1] for x in T[k])
            logs[k].append(math.log(t/b)); row+=f'{t/b:8.3f}'+('' if ok else '!')
        print(row)
    print(f"{'geomean':28s}"+''.join(f'{math.exp(sum(v)/len(v)):8.3f}' for v in logs.values()))
