#!/usr/bin/env bash
# A/B: plain atomics vs warp-combined atomics in the transposed scatter.
M=.device/mtx
out=${OUT:-/tmp/o}; mkdir -p $out
for b in plain combine; do
  .device/exp/bench-$b --suite large --mode T --no-cusparse --algorithms automatic,csr_load_balance,coo_load_balance,ell,sellp,csr_vector --json $out/largeT-$b.json > $out/largeT-$b.txt 2>/dev/null
  .device/exp/bench-$b --real-suite score $M --mode T --no-cusparse --algorithms automatic,csr_load_balance,coo_load_balance,ell --json $out/scoreT-$b.json > $out/scoreT-$b.txt 2>/dev/null
done
python3 - <<'PY'
import json,os
out=os.environ.get('OUT','/tmp/o')
for suite in ['largeT','scoreT']:
    a=json.load(open(f'{out}/{suite}-plain.json')); b=json.load(open(f'{out}/{suite}-combine.json'))
    for ma,mb in zip(a['matrices'],b['matrices']):
        va={v['name']:v['median_ms'] for v in ma['variants'] if v['ran']}
        vb={v['name']:v['median_ms'] for v in mb['variants'] if v['ran']}
        print('%-26s'%ma['name'][:26],' '.join('%s %.3f/%.3f'%(k[:8],va[k],vb.get(k,float('nan'))) for k in va))
PY
