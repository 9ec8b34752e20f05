# Run 73 call 1, prepared in run 72 (one H200, ~480 s): where the walk's instructions go, a shorter scan, one barrier
# fewer a block, and VB = 4 at more K. Binaries: .device/c16bin.tar.xz (run 72 c5's: kspmv-bench-final = the final commit's bench, built by
# r72_c4_prebuild.sh; kspmv-bench-vb4 = the walk with four vectors a block, r72_c3_prebuild.sh; -base = 1f6f0d6) and
# .device/c17bin.tar.xz (r73_prebuild.sh, ../diffs/r73_short_scan_fold.diff: benches -short, -fold, -shortfold;
# tests test_spmv_double_short, _plantshort, _shortfold); carry .device/m, both tarballs, this script. If a tarball is gone, rebuild per those scripts.
# (1) ncu, full set, one launch of the staged kernel on web-NotreDame x16, circuit204 x4080 and denserows:2097152:4
#     at K = 8; the source page as SASS with executed instructions and stall samples per instruction (CSV), to place
#     the 385 M warp instructions (run 72 c2) between the gathers, the walk, the scan, the fixups and y's stores.
#     Expected (not a prediction of speed): the store pass (a thread per (row, vector), 64-bit y addresses) and the
#     scan a third each on web-NotreDame; on denserows the scan and barriers most.
# (2) short: the scan cut to the steps the warp's longest chain of threads into one row needs (64 registers, no
#     spills); fold: the rows across warps finished by the threads that store them (one barrier a block fewer, no
#     fixup phase; 62 registers); shortfold: both (64). CUDA load-balance tests (short and shortfold must pass,
#     plantshort, one step too few, must fail); each against final on the five staged matrices at K = 8 and 4, final
#     and shortfold on denserows:2097152:4 at K = 8. Predicted short / final: circuit204 and denserows 0.94-0.98
#     (rows of at most 18: three steps of five), Chem97Zt 0.97-1.00, web-NotreDame and rajat01 0.99-1.01 (long rows
#     keep every step); fold / final 0.96-0.99 everywhere (a third of the barriers).
# (3) VB = 4 against VB = 3 (final) at K = 4, 16, 32 on the five staged matrices, census graphs at K = 8.
#     Predicted vb4 / final: 0.95-0.98 at K = 16 and 32, 0.97-1.02 at K = 4, soc-Epinions1 1.03-1.06.
tar -xJf .device/c16bin.tar.xz -C .device
tar -xJf .device/c17bin.tar.xz -C .device
cp .device/c17bin/perf_tests/* .device/c16bin/perf_tests/
mkdir -p .device/c16bin/unit_tests && cp .device/c17bin/unit_tests/* .device/c16bin/unit_tests/
BUILD_DIR=.device/c16bin CALL=c1 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
P=$BIN/perf_tests
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
sass() {  # sass NAME BENCH_ARGS...: one staged launch after three, full set, SASS source page as CSV
  local name=$1 left
  shift
  left=$((call_deadline - 10 - $(date +%s)))
  [ "$left" -le 40 ] && { echo "ncu $name skipped (no time)" | tee -a "$R/skipped.txt"; return; }
  timeout $((left < 120 ? left : 120)) ncu --clock-control none --kernel-name-base demangled \
    --kernel-name regex:StagedProducts --launch-skip 3 --launch-count 1 --set full --import-source no \
    -o /tmp/rep_$name -f $P/kspmv-bench-final "$@" --reps 2 --warmup 2 $SP > $R/ncu_$name.log 2>&1
  echo "ncu $name rc=$? at $(($(date +%s) - call_start)) s"
  ncu -i /tmp/rep_$name.ncu-rep --page details > $R/ncu_$name.txt 2>&1
  ncu -i /tmp/rep_$name.ncu-rep --page source --print-source sass --csv > $R/sass_$name.csv 2> $R/sass_$name.err
  pack
}
sass web-NotreDame --matrix $M/web-NotreDame.mtx.gz@16 --vectors 8
sass circuit204 --matrix $M/circuit204.mtx.gz@4080 --vectors 8
sass denserows --case denserows:2097152:4 --vectors 8
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
TAG=_short runtest test_spmv_double_short --gtest_filter='*load_balance*'
TAG=_plantshort runtest test_spmv_double_plantshort --gtest_filter='*load_balance*'
TAG=_shortfold runtest test_spmv_double_shortfold --gtest_filter='*load_balance*'
export BENCH_MAX_S=60
for k in 8 4; do
  for v in final short fold shortfold; do B=$P/kspmv-bench-$v bench short_k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in final shortfold; do  # Kokkos Kernels' rank-2 SpMV, which the bench always runs, takes ~1 s a launch here
  BENCH_MAX_S=120 B=$P/kspmv-bench-$v bench dense_k8_$v --case denserows:2097152:4 --vectors 8 $SP
done
for k in 4 16 32; do
  for v in final vb4; do B=$P/kspmv-bench-$v bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in final vb4; do B=$P/kspmv-bench-$v bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
pack; ls -la $OUT
