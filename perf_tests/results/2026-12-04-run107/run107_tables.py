# Run 107 c2: automatic, new bench (eb5db22f) over old (7f046ab), per matrix; run here: python3 run107_tables.py > tables.txt
import gzip,json,math,sys
def load(f):
    d=json.load(gzip.open('c2/'+f+'.gz')); out={}
    for m in d['matrices']:
        for v in m['variants']:
            if v['name']=='automatic': out[m['name']]=(v['median_ms'],v.get('chosen'),m['cusparse_best_ms'])
    return out
g=lambda a: math.exp(sum(map(math.log,a))/len(a))
for suite,files in [('score N',['scoreN_1_old','scoreN_2_new','scoreN_3_new','scoreN_4_old']),('large N',['largeN_1_old','largeN_2_new'])]:
    D=[load(f+'.json') for f in files]
    print(suite, ' '.join(files))
    ratios=[]; xc_old=[]; xc_new=[]
    for name in D[0]:
        old=[d[name][0] for d,f in zip(D,files) if f.endswith('old')]
        new=[d[name][0] for d,f in zip(D,files) if f.endswith('new')]
        mo=sum(old)/len(old); mn=sum(new)/len(new); r=mn/mo; ratios.append(r)
        cu=min(d[name][2] for d in D)
        xc_new.append(cu/mn); xc_old.append(cu/mo)
        chosen=','.join(sorted({d[name][1] for d in D}))
        print(f"  {name:28s} new/old {r:6.3f}  ms old {' '.join('%.4f'%x for x in old)}  new {' '.join('%.4f'%x for x in new)}  {chosen}")
    print(f"  gm new/old {g(ratios):.3f}, min {min(ratios):.3f}, max {max(ratios):.3f}; automatic / cuSPARSE best (min over the runs): gm old {g(xc_old):.3f} new {g(xc_new):.3f}, min old {min(xc_old):.3f} new {min(xc_new):.3f}")
