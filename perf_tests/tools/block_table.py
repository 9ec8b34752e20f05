#!/usr/bin/env python3
"""One line per block matrix of a kspmv-bench JSON: kspmv's BSR, kspmv's best
kernel (automatic left out), cuSPARSE's BSR, Kokkos Kernels' BSR V42 and V41,
cuSPARSE's sliced ELL and best format, each as % of the copy bandwidth in CSR
bytes (the issue's unit); '!' marks a result above the error tolerance.
  block_table.py RUN.json"""
import json,sys
d=json.load(open(sys.argv[1])); cb=d['copy_bandwidth_gbs']
print(f"{'matrix':22s} b  {'bsr':>6s} {'bestKsp':>16s} {'cuBSR':>6s} {'V42':>6s} {'V41':>6s} {'cuSELL':>6s} {'bestCu':>6s}   (% of copy, CSR bytes)")
for m in d['matrices']:
    V={v['name']:v for v in m['variants'] if v.get('ran')}
    pct=lambda v: 100*m['roofline_bytes']/(v['median_ms']*1e-3)/1e9/cb
    g=lambda n: (f"{pct(V[n]):6.1f}" + ('' if V[n]['error_ok'] else '!')) if n in V else '     -'
    ks=[v for v in V.values() if v['family']=='kspmv' and v['error_ok'] and v['name']!='automatic']
    best=min(ks,key=lambda v:v['median_ms']) if ks else None
    cu=[v for v in V.values() if v['family']=='cusparse' and v['error_ok']]
    bc=min(cu,key=lambda v:v['median_ms']) if cu else None
    print(f"{m['name']:22s} {m['block_size']:2d} {g('bsr')} {best['name'][:9]+' '+format(pct(best),'.1f') if best else '-':>16s} {g('cusparse_bsr_alg1')} {g('kk_bsr_v42')} {g('kk_bsr_v41')} {g('cusparse_sell_alg1')} {format(pct(bc),'6.1f') if bc else '-'}")
