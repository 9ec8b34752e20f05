# run 65 call 3 (prepared in run 64; one H200): staged products storing y = beta*y on the empty rows themselves
# (diffs/r64_fold_empty_rows.diff, copied to .device/; KSPMV_STAGED_FOLD_EMPTY_ROWS): the team that takes a row's
# first piece also stores the empty rows just before it (and after the last row), beside that row's store, and the
# second pass skips the empty-row list. Run 64's ncu: that pass (FinishShortRows) took 192 of 1012 us an apply on
# web-NotreDame x16 at K = 8 (58% of its rows empty), storing them scattered. Base = the patched tree without the
# define (as committed). Prediction: web-NotreDame K = 8 1.005 -> 0.83-0.90 ms (the pass's carried rows stay,
# ~10 us), rajat01 and Chem97Zt (few empty rows) within 2%. Then test_spmv_double built with the define
# (the warp-per-row branch runs only on a GPU; Serial passed in run 64).
CALL=c3 LIMIT_S=565 source perf_tests/tools/device_call.sh
{ patch -p1 < .device/r64_fold_empty_rows.diff || git apply .device/r64_fold_empty_rows.diff; } > $R/patch.log 2>&1 || { echo patch failed; cat $R/patch.log; }
mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps
bash perf_tests/tools/dev_build.sh . $BIN kspmv-bench > $R/build.log 2>&1; echo "build rc=$? at $(($(date +%s) - call_start)) s"
source perf_tests/tools/variant_bench.sh
variant fold -DKSPMV_STAGED_FOLD_EMPTY_ROWS
(sed 's|"-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h"|"-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h -DKSPMV_STAGED_FOLD_EMPTY_ROWS"|' \
   perf_tests/tools/dev_build.sh > /tmp/dev_build_fold.sh
 bash /tmp/dev_build_fold.sh . /tmp/bfold test_spmv_double > $R/test_build.log 2>&1; echo "test build rc=$?") &
tester=$!
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
for v in base fold base2; do
  case $v in base|base2) exe=$B;; *) exe=/tmp/variant_$v/kspmv-bench;; esac
  B=$exe bench k8_$v --matrix $L --vectors 8 $SP
done
B=/tmp/variant_fold/kspmv-bench bench k8_fold_auto --real-suite score $M --vectors 8 --algorithms automatic
wait $tester
left=$((call_deadline - 10 - $(date +%s)))
[ $left -gt 30 ] && timeout $left /tmp/bfold/unit_tests/test_spmv_double --gtest_filter='*csr_load_balance' > $R/test_fold.txt 2>&1
echo "test_fold rc=$? $(tail -1 $R/test_fold.txt)"
pack; ls -la $OUT
