import json,re,math,sys
# measured own/row
R='../'
def mats(p): return {m['name']:m for m in json.load(open(R+p))['matrices']}
def t(m,n):
    for v in m['variants']:
        if v['name']==n and v.get('median_ms'): return v['median_ms']
meas={}
fe_plan=mats('n1/fe_T_plan.json'); fe_row=mats('n3/fe_T.json')
for k in fe_plan: meas[k.split()[0]]=('fit',t(fe_plan[k],'ell')/t(fe_row[k],'csr_load_balance'))
for s in ('fit','score'):
    p=mats(f'n2/{s}_T_plan.json'); r=mats(f'n2/{s}_T_v4.json')
    for k in p:
        if t(p[k],'ell'): meas[k.split()[0]+('@perm' if 'perm' in k else '')]=('fit',t(p[k],'ell')/t(r[k],'csr_load_balance'))
p=mats('n4/unseen_T_plan.json'); r=mats('n4/unseen_T_row.json')
for k in p: meas[k.split()[0]]=('score',t(p[k],'ell')/t(r[k],'ell'))
st={}
for line in open('sectors.txt'):
    name,js=line.split(' ',1); st[name]=json.loads(js[:js.index('}')+1])
def pred(s,a,b=0.0):
    return (s['plan_sectors']+a*s['plan_dups']+b*s['plan_instr'])/(s['row_sectors']+a*s['row_dups']+b*s['row_instr'])
def score(a,b,sets=('fit',)):
    # log error
    e=[(math.log(pred(st[k],a,b))-math.log(v))**2 for k,(g,v) in meas.items() if g in sets and k in st]
    return math.sqrt(sum(e)/len(e))
best=min(((score(a/4,b/4),a/4,b/4) for a in range(0,41) for b in range(0,41)))
print('fit rms log err %.3f a=%.2f b=%.2f'%best)
a,b=best[1],best[2]
print('score rms %.3f'%score(a,b,('score',)))
ok=0;tot=0
for k,(g,v) in sorted(meas.items(),key=lambda x:x[1][0]):
    if k not in st: continue
    p=pred(st[k],a,b); s=st[k]
    agree=(p<1)==(v<1); tot+=1; ok+=agree
    print('%-6s %-24s measured %.3f predicted %.3f %s  sec %.2f dups row %.2f plan %.2f'%(g,k,v,p,'ok' if agree else 'WRONG',s['plan_sectors']/s['row_sectors'],s['row_dups']/s['nnz'],s['plan_dups']/s['nnz']))
print(ok,tot)
print('---- refit, wider, cv<=0.5 fit matrices only')
R2='../'
cv={}
for f in ['n1/fe_T_plan.json','n2/fit_T_plan.json','n2/score_T_plan.json','n4/unseen_T_plan.json']:
    for m in json.load(open(R2+f))['matrices']:
        mean=m['nnz']/m['rows']; cv[m['name'].split()[0]+('@perm' if 'perm' in m['name'] else '')]=m['row_std']/mean
def score2(a,b,sets):
    e=[(math.log(pred(st[k],a,b))-math.log(v))**2 for k,(g,v) in meas.items() if g in sets and k in st and cv.get(k,9)<=0.5]
    return math.sqrt(sum(e)/len(e)), len(e)
best=min(((score2(a/4,b,('fit',))[0],a/4,b) for a in range(0,41) for b in range(0,80,2)))
print(best, 'n', score2(best[1],best[2],('fit',))[1], 'score', score2(best[1],best[2],('score',)))
a,b=best[1],best[2]
for th in (0.9,0.95,1.0):
    for g in ('fit','score'):
        picks=[(k,round(v,3),round(pred(st[k],a,b),3)) for k,(gg,v) in meas.items() if gg==g and k in st and cv.get(k,9)<=0.5 and pred(st[k],a,b)<th]
        print(th,g,picks)
