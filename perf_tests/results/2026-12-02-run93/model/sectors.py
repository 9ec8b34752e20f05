# Run 93: a model of the rank-1 op = A^T scatter orders (spmv/scatter_costs.hpp counts the same on the
# device). sectors.py MATRIX... (numpy; files from $KSPMV_MATRIX_DIR, NAME@perm permuted at random, seed 1)
# printed sectors.txt; fit.py fits the weights on the FE, fit and score matrices and scores them on the
# 26 unseen files of n4 (fit.txt). Run from this folder with /usr/bin/python3 (Debian python3-numpy).
import gzip, os, sys, json, numpy as np
M=os.environ.get('KSPMV_MATRIX_DIR', '../../../../../shared/matrices') + '/'
def load(name):
    rows=[];cols=[]
    with gzip.open(M+name+'.mtx.gz','rt') as f:
        header=f.readline().lower(); sym='symmetric' in header or 'hermitian' in header
        line=f.readline()
        while line.startswith('%'): line=f.readline()
        n,m,nnz=map(int,line.split()[:3])
        data=np.loadtxt(f,usecols=(0,1),dtype=np.int64,ndmin=2)
    r=data[:,0]-1;c=data[:,1]-1
    if sym:
        off=r!=c; r,c=np.concatenate([r,c[off]]),np.concatenate([c,r[off]])
    return n,m,r,c
def csr(n,r,c):
    o=np.lexsort((c,r)); r=r[o]; c=c[o]
    key=r*(1<<32)+c; keep=np.concatenate([[True],key[1:]!=key[:-1]]); r=r[keep]; c=c[keep]
    rp=np.zeros(n+1,np.int64); np.add.at(rp,r+1,1); rp=np.cumsum(rp); return rp,c
def stats(rp,c,W=32,SEC=4):
    n=len(rp)-1; nnz=len(c)
    # row order: windows of W consecutive entries
    pad=(-nnz)%W; cc=np.concatenate([c,np.full(pad,-1)]).reshape(-1,W)
    sec=cc//SEC; sec.sort(axis=1)
    d=(np.diff(sec,axis=1)!=0).sum(1)+1 - (cc[:, :1]==-1).sum(1)*0
    row_sectors=d.sum() - (1 if pad else 0)
    cs=np.sort(cc,axis=1); row_dups=(np.diff(cs,axis=1)==0).sum()
    # thread per row: slices of W rows, slot k
    lens=np.diff(rp); plan_sectors=0; plan_dups=0; instr=0
    for s in range(0,n,W):
        L=lens[s:s+W]; mx=L.max() if len(L) else 0
        if mx==0: continue
        for k in range(mx):
            act=np.nonzero(L>k)[0]
            cols=c[rp[s+act]+k]
            sc=np.unique(cols//SEC); plan_sectors+=len(sc); plan_dups+=len(cols)-len(np.unique(cols)); instr+=1
    return dict(row_sectors=int(row_sectors),row_dups=int(row_dups),plan_sectors=int(plan_sectors),plan_dups=int(plan_dups),plan_instr=instr,row_instr=len(cc),nnz=nnz,mean=nnz/n)
if __name__=='__main__':
    out={}
    for spec in sys.argv[1:]:
        name,perm=(spec[:-5],True) if spec.endswith('@perm') else (spec,False)
        n,m,r,c=load(name)
        if perm and n==m:
            p=np.random.default_rng(1).permutation(n); r=p[r]; c=p[c]
        rp,cc=csr(n,r,c)
        s=stats(rp,cc); out[spec]=s
        print(spec, json.dumps(s), 'sector ratio plan/row %.3f'%(s['plan_sectors']/s['row_sectors']), 'dups row %.3f plan %.3f'%(s['row_dups']/s['nnz'],s['plan_dups']/s['nnz']), flush=True)
    
