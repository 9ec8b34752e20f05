# run 68 call 3 (one H200, fresh): the tree at 718083a, the staged kernel's two changes made default (tuning.hpp:
# staged_items_min_entries = 8, a thread per (row, vector) in chunks whose rows average 8 entries or more;
# fill_y_first_min_vectors = 8, y zeroed first where beta = 0, A has empty rows and the batch has 8 vectors or more),
# against the same tree with both off (old: the constants 0 and 1 << 30, 85dd244's kernel) in one process; the
# tree's kernel takes 80 registers (ptxas; 6 teams a multiprocessor, old: 64, 8), so also with
# LaunchBounds<128, 8> (lb8: 64 registers, 16 B spilled) and <128, 7> (lb7: 72, 16 B) from
# .device/r68_min_teams.diff (-DKSPMV_STAGED_MIN_TEAMS=N); the fill from 4 vectors (fill4) at K = 4; the CUDA
# tests; and the record where the change reaches, with whichever of tree, lb8, lb7 has the lowest geometric mean of
# time / old over the 18 staged lines (K = 8, 4, 16 on five matrices; the census graphs at K = 8).
# Binaries built on the development machine (perf_tests/tools/dev_build.sh at 718083a; the variants by
# variant_bench.sh's tuning_variant / variant there, lb7 and lb8 with the diff applied), stripped, carried in
# .device/c3bin (carried as c3bin.tar.xz): no build here.
# Predicted, tree / old, staged forced: K = 8 web-NotreDame 0.87-0.91 (c1 items from 8 with launch bounds 0.941,
# c2 fill 0.934), Chem97Zt 0.93-0.96, soc-Epinions1 0.96-1.00, rajat01 0.99-1.01, circuit204 1.00-1.05; K = 16
# alike; K = 4 (no fill) web-NotreDame 0.96-0.99, Chem97Zt 0.95-0.98. Census graphs (automatic: the ordered rule
# sends them to the staged kernel; rows of ~5, no items): 1.00-1.04. lb8 like c1's g8 times the fill; lb7 between.
# fill4 / tree at K = 4: web-NotreDame 0.95-1.02. With the pick: K = 8 held out 1.75-1.79 (run 67 1.733;
# web-NotreDame 0.60 -> 0.66-0.69, Chem97Zt 0.73 -> 0.75-0.78); K = 4 held out 1.33-1.36 (1.331); K = 16 held out
# 1.79-1.83 (c2 1.771); K = 8 large 2.19-2.21 (2.189).
tar -xJf .device/c3bin.tar.xz -C .device
BUILD_DIR=.device/c3bin CALL=c3 LIMIT_S=585 source perf_tests/tools/device_call.sh
runtest() { local t=$1 s=$(date +%s) left=$(( call_deadline - 5 - $(date +%s) )); shift; [ $left -gt 10 ] || return
  timeout $left $BIN/unit_tests/$t "$@" > $R/$t$TAG.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t$TAG.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
P=$BIN/perf_tests
declare -A BINS=([tree]=$P/kspmv-bench [old]=$P/kspmv-bench-old [lb8]=$P/kspmv-bench-lb8 [lb7]=$P/kspmv-bench-lb7)
for k in 8 4 16; do
  for v in tree old lb8 lb7; do B=${BINS[$v]} bench k${k}_$v --matrix $L --vectors $k $SP; done
  [ $k = 4 ] && B=$P/kspmv-bench-fill4 bench k4_fill4 --matrix $L --vectors 4 $SP
done
for v in tree old lb8 lb7; do B=${BINS[$v]} bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
pick=$(python3 - $R << 'PY'
import json, math, sys
def ms(p, name):
    try: d = json.load(open(p))
    except Exception: return {}
    return {m['name']: v['median_ms'] for m in d['matrices'] for v in m['variants'] if v['name'] == name and v.get('median_ms')}
r, best = sys.argv[1], None
with open(r + '/pick.txt', 'w') as out:
    for v in ('tree', 'lb8', 'lb7'):
        logs = []
        for f, name in [(f'k{k}', 'csr_load_balance') for k in (8, 4, 16)] + [('ord_k8', 'automatic')]:
            a, b = ms(f'{r}/{f}_{v}.json', name), ms(f'{r}/{f}_old.json', name)
            logs += [math.log(a[n] / b[n]) for n in a if n in b]
        g = math.exp(sum(logs) / len(logs)) if logs else 9.0
        out.write(f'{v} gm time / old {g:.4f} over {len(logs)}\n')
        if best is None or g < best[1]: best = (v, g)
    out.write(f'pick {best[0]}\n')
print(best[0])
PY
)
echo "pick: $pick"; cat $R/pick.txt; B=${BINS[$pick]:-${BINS[tree]}}
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
runtest test_errors_and_handle
runtest test_spmv_double
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto16 --suite large --vectors 16 --algorithms automatic
pack; ls -la $OUT
