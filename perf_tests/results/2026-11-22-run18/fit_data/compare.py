# CSRI (run 17) against the merge-path walk (run 18) for csr_load_balance at K = 8, each under the
# row-major X rule of 413bce3 (copy where scattered_rows >= 0.6). Run from the repository root:
#   python3 perf_tests/results/2026-11-22-run18/fit_data/compare.py > .../MERGE_WALK_VS_CSRI.txt
import json,sys
R='perf_tests/results/2026-11-22-run17/fit_data/'  # CSRI, run 17
N={s: 'perf_tests/results/2026-11-22-run18/fit_data/' for s in ('fit', 'large', 'score')}  # merge walk
def load(f):
    d=json.load(open(f)); out={}
    for m in d['matrices']:
        t={v['name']:v['median_ms'] for v in m['variants'] if v.get('ran') and v.get('median_ms')}
        out[m['name']]=(t,m)
    return out
for s in ['fit','large','score']:
    on=load(R+f'k8_{s}_never.json'); oa=load(R+f'k8_{s}_always.json')
    nn=load(N[s]+f'k8_{s}_never.json'); na=load(N[s]+f'k8_{s}_always.json')
    print(s)
    for k in nn:
        m=nn[k][1]; mean=m['nnz']/max(1,m['rows']); cv=m['row_std']/mean
        cn=on[k][0]['csr_load_balance']; ca=oa[k][0]['csr_load_balance']
        mn=nn[k][0]['csr_load_balance']; ma=na[k][0]['csr_load_balance']
        copy=m['scattered_rows']>=0.6
        c,mm=(ca,ma) if copy else (cn,mn)
        print(f'  {k[:24]:24} mean {mean:7.1f} cv {cv:6.2f} max {m["max_row"]:7d} scat {m["scattered_rows"]:.2f} copy {int(copy)} csri {c:6.3f} mw {mm:6.3f} mw/csri {mm/c:5.2f}')
