# Run 113: tables of run 110's n1 (CSRI with / without an L2 prefetch of its chunk's later windows), run from
# n1/: python3 ../run113_n1_table.py > ../n1_table.txt. "a" = the first list of runs (mean of medians), "b" = the
# second; b/a > 1: the second slower.
import json,math,sys
def load(n):
    d=json.load(open(n+'.json')); out={}
    for m in d['matrices']:
        for v in m['variants']:
            out[(m['name'],v['name'])]=(v['median_ms'],v['chosen'])
        out[(m['name'],'cusp')]=(m['cusparse_best_ms'],m['best_cusparse'])
    return out
def gm(xs): return math.exp(sum(map(math.log,xs))/len(xs)) if xs else float('nan')
def cmp(offs,ons,alg):
    A=[load(x) for x in offs]; B=[load(x) for x in ons]
    names=sorted({k[0] for k in A[0] if k[1]==alg})
    rs=[]
    for n in names:
        off=[a[(n,alg)][0] for a in A if (n,alg) in a]; on=[b[(n,alg)][0] for b in B if (n,alg) in b]
        mo=sum(off)/len(off); mn=sum(on)/len(on); rs.append(mn/mo)
        print(f"  {n:28s} {alg:18s} {A[0][(n,alg)][1]:18s} a {mo:.4f} b {mn:.4f}  b/a {mn/mo:.3f}")
    print(f"  gm {gm(rs):.3f} min {min(rs):.3f} max {max(rs):.3f}")
for alg in ['csr_load_balance','automatic']:
    print("held out (score), a without / b with the prefetch:", alg); cmp(['scoreN_1_off','scoreN_4_off'],['scoreN_2_on','scoreN_3_on'],alg)
print("fit, a without / b with"); cmp(['fitN_5_off'],['fitN_6_on'],'csr_load_balance')
print("large, csr_load_balance, a without / b with"); cmp(['largeN_10_off'],['largeN_11_on'],'csr_load_balance')
print("large, automatic, a without / b with"); cmp(['largeN_10_off'],['largeN_11_on'],'automatic')
print("held out K = 8, csr_load_balance, a without / b with"); cmp(['scoreK8_12_off'],['scoreK8_13_on'],'csr_load_balance')
print("held out K = 8, automatic, a without / b with"); cmp(['scoreK8_12_off'],['scoreK8_13_on'],'automatic')
print("chunk 1024: a without, b with the prefetch"); cmp(['scoreN_9_off_c1024'],['scoreN_7_on_c1024'],'csr_load_balance')
print("with the prefetch: a default chunk, b chunk 1024"); cmp(['scoreN_3_on'],['scoreN_7_on_c1024'],'csr_load_balance')
print("with the prefetch: a default chunk, b chunk 2048"); cmp(['scoreN_3_on'],['scoreN_8_on_c2048'],'csr_load_balance')
