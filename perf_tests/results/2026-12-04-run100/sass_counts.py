import csv, gzip, sys, re, collections
def kernels(path):
    cur=None; rows=[]; hdr=None
    with gzip.open(path,'rt') as f:
        for r in csv.reader(f):
            if not r: continue
            if r[0]=='Kernel Name':
                if cur: yield cur, hdr, rows
                cur=r[1]; rows=[]; hdr=None; continue
            if r[0]=='Address': hdr=r; continue
            rows.append(r)
    if cur: yield cur,hdr,rows
path=sys.argv[1]; mode=sys.argv[2] if len(sys.argv)>2 else 'sum'
for name,hdr,rows in kernels(path):
    i_src=hdr.index('Source'); i_ex=hdr.index('Instructions Executed'); i_s=hdr.index('Warp Stall Sampling (All Samples)')
    tot=sum(int(r[i_ex]) for r in rows); ts=sum(int(r[i_s]) for r in rows)
    short=re.sub(r'<.*','',name)[:60]; m=re.search(r'(StagedProducts|coomm_alg\d|CsriChunks|cusparse::\w+)',name)
    print('==', m.group(1) if m else short, 'instrs', tot, 'samples', ts, 'lines', len(rows))
    if mode=='sum':
        c=collections.Counter(); s=collections.Counter()
        for r in rows:
            op=r[i_src].split()[0] if r[i_src].split() else ''
            if op.startswith('@'): op=r[i_src].split()[1]
            op=op.split('.')[0]
            c[op]+=int(r[i_ex]); s[op]+=int(r[i_s])
        for op,v in c.most_common(25): print(f'   {op:10s} {v:12d} {v/tot:6.1%}  stall {s[op]/max(ts,1):6.1%}')
    elif mode=='full' and (len(sys.argv)<4 or sys.argv[3] in name):
        for r in rows:
            print(f'{int(r[i_ex]):10d} {int(r[i_s]):6d}  {r[i_src].strip()}')
