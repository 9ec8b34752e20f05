# run 66 call 1 (prepared in run 65; one H200): the empty rows of the second pass a thread each, looping over the
# batch's vectors (diffs/r65_empty_rows_thread_loop.diff, copied to .device/; KSPMV_EMPTY_ROWS_THREAD_LOOP).
# Run 64's ncu: FinishShortRows took 192 us of a K = 8 apply on web-NotreDame x16 (3.0M empty rows of 5.2M;
# bench beta = 0, so 192 MB of zeros and the 12 MB row list of int), 3x what those bytes take at the copy bandwidth.
# Committed, each (row, vector) is a thread that finds its row and vector through RowVectorGrid::locate (u / tiles
# and u % tiles: 64-bit divisions by a run-time value, which nvcc guards with a 32-bit path when both fit: PTX of
# the kernel on the development machine has four div.s64 each beside a div.u32) and loads its row index once for
# each of the K vectors: ~60 instructions a thread, 24.4M threads, ~45 us of issue; the 192 MB of stores ~46 us
# at the copy bandwidth. Neither explains 192 us, and the stores fill whole sectors (87% of the empty rows lie in
# runs of more than 8); the rest is not pinned down. With the switch: one thread a row, no division, K stores in a loop
# (LayoutLeft: neighbouring threads store neighbouring rows of each column). Base = the patched tree without the
# define. Prediction (wide, the cause is not pinned down): web-NotreDame K = 8 second pass 192 -> 110-170 us, the
# staged apply 1.00 -> 0.93-0.99 ms and CSRI the same in us; rajat01, Chem97Zt, soc-Epinions1, circuit204 (few
# empty rows) within 1%; rank 1 unchanged (its grid has no division): the rank-1 variant within 1% on
# web-NotreDame and the large suite. The ncu times of both show the pass alone.
DIFFS=.device/r65_empty_rows_thread_loop.diff CALL=c1 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o variant r1 -DKSPMV_EMPTY_ROWS_THREAD_LOOP &
variant r2 -DKSPMV_EMPTY_ROWS_THREAD_LOOP &
wait; echo "variants at $(($(date +%s) - call_start)) s"
(sed 's|"-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h"|"-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h -DKSPMV_EMPTY_ROWS_THREAD_LOOP"|' \
   perf_tests/tools/dev_build.sh > /tmp/dev_build_erl.sh
 bash /tmp/dev_build_erl.sh . /tmp/berl test_spmv_double > $R/test_build.log 2>&1; echo "test build rc=$?") &
tester=$!
V=/tmp/variant_
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
for v in base r2 base2; do
  case $v in base|base2) exe=$B;; *) exe=$V$v/kspmv-bench;; esac
  B=$exe bench k8_staged_$v --matrix $L --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse
done
W="$M/web-NotreDame.mtx.gz@16"
for v in base r2; do
  case $v in base) exe=$B;; *) exe=$V$v/kspmv-bench;; esac
  B=$exe bench k8_csri_$v --matrix $W --vectors 8 --algorithms csr_load_balance --staged-products no --merge-walk no --no-cusparse
  B=$exe bench k2_staged_$v --matrix $W --vectors 2 --algorithms csr_load_balance --staged-products yes --no-cusparse
  B=$exe bench k32_staged_$v --matrix $W --vectors 32 --algorithms csr_load_balance --staged-products yes --no-cusparse
done
for v in base r1; do
  case $v in base) exe=$B;; *) exe=$V$v/kspmv-bench;; esac
  B=$exe bench n_web_$v --matrix $W --algorithms csr_load_balance --no-cusparse
  B=$exe bench n_large_$v --suite large --algorithms csr_load_balance --no-cusparse
done
ncu_run() { local out=$1 left=$((call_deadline - 10 - $(date +%s))); shift; [ $left -gt 40 ] || return
  timeout $left ncu --clock-control none --kernel-name-base demangled "$@" > $R/$out.txt 2>&1
  echo "$out rc=$? at $(($(date +%s) - call_start)) s"; pack; }
for v in base r2; do
  case $v in base) exe=$B;; *) exe=$V$v/kspmv-bench;; esac
  ncu_run ncu_times_$v --metrics gpu__time_duration.sum --csv --launch-count 300 $exe \
    --matrix $W --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse --reps 1 --warmup 0
done
wait $tester
left=$((call_deadline - 10 - $(date +%s)))
[ $left -gt 30 ] && timeout $left /tmp/berl/unit_tests/test_spmv_double --gtest_filter='*csr_load_balance' > $R/test_erl.txt 2>&1
echo "test_erl rc=$? $(tail -1 $R/test_erl.txt)"
pack; ls -la $OUT
