# run 62 call 2 (one H200): call 1 found teams of 256-1024 rows 1.1-1.5x slower than Kokkos' RangePolicy block
# (128) for the rank-2 DIA and ELL gathers; smaller blocks (64, 96) here, on the stencils at K = 8. Prediction:
# within +-5% of 128 (if bigger blocks lost by occupancy granularity, smaller ones gain nothing). With them the
# whole CUDA test_spmv_double and test_spmv_double_int_offsets at this tree (gather_block_threads = 0: as 51b636c),
# then K = 16 held out and large against cuSPARSE's SpMM with the wide tiles (run 61 measured K = 16 before them:
# held out 1.730x, large 2.079x; predicted ~1.78x / ~2.15x).
CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double test_spmv_double_int_offsets
source perf_tests/tools/variant_bench.sh
runtest() { local n=$1 t=$2 s=$(date +%s); shift 2; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$n.txt 2>&1; local rc=$?
  echo "$n: $t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$n.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
variant b64 -DKSPMV_GATHER_BLOCK_THREADS=64 &
variant b96 -DKSPMV_GATHER_BLOCK_THREADS=96 &
runtest double test_spmv_double
wait
md5sum $B /tmp/variant_*/kspmv-bench | tee $R/md5.txt
V=/tmp/variant_
ST="--case stencil7:160 --case stencil27:100 --case stencil5:4096"
bench k8_st_base $ST --vectors 8 --algorithms dia,ell --no-cusparse
for v in b64 b96; do B=$V$v/kspmv-bench bench k8_st_$v $ST --vectors 8 --algorithms dia,ell --no-cusparse; done
runtest int_offsets test_spmv_double_int_offsets
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto16 --suite large --vectors 16 --algorithms automatic
pack; ls -la $OUT
