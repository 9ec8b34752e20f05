# Run 73 call 1 (one H200, ~540 s): run 72's prepared first call (commands/next_r73_call1.sh there) on binaries
# rebuilt on a fresh development machine (r73_c1_prebuild.sh: .device/c1bin.tar.xz), plus the merge-path walk's
# counters on bundle1 at K = 4 (the largest held-out loser, 0.63).
# (1) ncu, full set, one launch of the staged kernel on web-NotreDame x16, circuit204 x4080 and denserows:2097152:4
#     at K = 8, and of the merge walk on bundle1 x30 at K = 4; SASS source page with executed instructions and
#     stall samples per instruction (CSV).
# (2) short / fold / shortfold (../diffs/r73_short_scan_fold.diff) against final: CUDA load-balance tests (short and
#     shortfold must pass, plantshort must fail), the five staged matrices at K = 8 and 4, denserows at K = 8.
# (3) vb4 against final at K = 4, 16, 32 on the five staged matrices, census graphs at K = 8.
# Predictions in ../README.md §2-3.
tar -xJf .device/c1bin.tar.xz -C .device
BUILD_DIR=.device/c1bin CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
P=$BIN/perf_tests
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
sass() {  # sass NAME REGEX BENCH_ARGS...: one launch after three, full set, SASS source page as CSV
  local name=$1 regex=$2 left
  shift 2
  left=$((call_deadline - 10 - $(date +%s)))
  [ "$left" -le 40 ] && { echo "ncu $name skipped (no time)" | tee -a "$R/skipped.txt"; return; }
  timeout $((left < 100 ? left : 100)) ncu --clock-control none --kernel-name-base demangled \
    --kernel-name "regex:$regex" --launch-skip 3 --launch-count 1 --set full --import-source no \
    -o /tmp/rep_$name -f $P/kspmv-bench-final "$@" --reps 2 --warmup 2 > $R/ncu_$name.log 2>&1
  echo "ncu $name rc=$? at $(($(date +%s) - call_start)) s"
  ncu -i /tmp/rep_$name.ncu-rep --page details > $R/ncu_$name.txt 2>&1
  ncu -i /tmp/rep_$name.ncu-rep --page source --print-source sass --csv > $R/sass_$name.csv 2> $R/sass_$name.err
  pack
}
sass web-NotreDame StagedProducts --matrix $M/web-NotreDame.mtx.gz@16 --vectors 8 $SP
sass circuit204 StagedProducts --matrix $M/circuit204.mtx.gz@4080 --vectors 8 $SP
sass bundle1 'kspmv::MergeWalk<' --matrix $M/bundle1.mtx.gz@30 --vectors 4 --algorithms automatic --no-cusparse
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
TAG=_short runtest test_spmv_double_short --gtest_filter='*load_balance*'
TAG=_plantshort runtest test_spmv_double_plantshort --gtest_filter='*load_balance*'
TAG=_shortfold runtest test_spmv_double_shortfold --gtest_filter='*load_balance*'
export BENCH_MAX_S=60
for k in 8 4; do
  for v in final short fold shortfold; do B=$P/kspmv-bench-$v bench short_k${k}_$v --matrix $L --vectors $k $SP; done
done
for k in 4 16 32; do
  for v in final vb4; do B=$P/kspmv-bench-$v bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in final vb4; do B=$P/kspmv-bench-$v bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
# bundle1 at K = 4 and 8: the merge walk (automatic) against the staged kernel (merge walk off), cuSPARSE beside
for k in 4 8; do
  B=$P/kspmv-bench-final bench bundle1_k${k}_walk --matrix $M/bundle1.mtx.gz@30 --vectors $k --algorithms automatic
  B=$P/kspmv-bench-final bench bundle1_k${k}_staged --matrix $M/bundle1.mtx.gz@30 --vectors $k --algorithms csr_load_balance \
    --merge-walk no --staged-products yes --no-cusparse
done
for v in final shortfold; do  # Kokkos Kernels' rank-2 SpMV, which the bench always runs, takes ~1 s a launch here
  BENCH_MAX_S=90 B=$P/kspmv-bench-$v bench dense_k8_$v --case denserows:2097152:4 --vectors 8 $SP
done
sass denserows StagedProducts --case denserows:2097152:4 --vectors 8 $SP
pack; ls -la $OUT
