# Run 100 call n5 (H200): the record at af4cf251 (binaries built on the development machine: kspmv-bench,
# test_errors_and_handle, test_spmv_double; stripped). Tests first, then the held-out suite at K = 8 and 4 with
# automatic against cuSPARSE's best SpMM in the same process (run 97's commands).
# Predicted from n2-n4: K = 8 1.983 -> ~2.00 (web-NotreDame 0.91 -> ~0.95, rajat01, Chem97Zt +3-4%, bcsstk29 and
# bcsstk16 +6-7%), K = 4 1.526 -> ~1.54; cuSPARSE's own times move 1-10% between machines (run 97).
mkdir -p /tmp/b100 && tar -xJf .device/b100f.tar.xz -C /tmp/b100 || exit 1
BUILD_DIR=/tmp/b100/bin CALL=n5 LIMIT_S=480 source perf_tests/tools/device_call.sh
md5sum $BIN/*/* > $R/binaries.md5
runtest test_errors_and_handle
runtest test_spmv_double
export BENCH_MAX_S=110
for k in 8 4; do bench score_k$k --real-suite score $M --vectors $k --algorithms automatic --reps 20; done
pack
