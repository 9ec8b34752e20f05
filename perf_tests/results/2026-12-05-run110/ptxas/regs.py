# Registers and spill bytes of the CSRI kernels in a ptxas -v log (regs.sh); a line a kernel instance.
import re,sys
lines=open(sys.argv[1]).read().splitlines()
cur=None; out=[]
for l in lines:
    m=re.search(r"Compiling entry function '([^']+)'",l)
    if m:
        n=m.group(1); cur=None
        for k in ('CsriSteps','CsriChunks'):
            if k in n:
                st='stream' if re.search(k+r'.*?EELb1E',n) else 'plain'
                nar=('narrow' if re.search(r'Lb[01]EdLb1E',n) else 'cols') if k=='CsriSteps' else ''
                u=re.search(r'Lb[01]EdLb[01]ELi(\d)E',n); bl=re.search(r'direct_vector_kernel_boundedILi256ELi(\d)E',n)
                nar+=(' U'+u.group(1) if u else '')+(' B'+bl.group(1) if bl else '')
                cur=[k+nar,'direct' if 'direct_vector' in n else 'kokkos',st,'','']
        continue
    if cur is None: continue
    m=re.search(r'(\d+) bytes spill stores',l)
    if m: cur[4]='spill '+m.group(1)
    m=re.search(r'Used (\d+) registers',l)
    if m: cur[3]=m.group(1); out.append(' '.join(cur)); cur=None
for o in sorted(set(out)): print(o)
