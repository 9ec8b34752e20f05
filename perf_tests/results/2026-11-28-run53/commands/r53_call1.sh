# run 53 call 1 (one GPU): EXPERIMENT build = the tree + run 52's diffs/sibling_order.diff with the key behind
# KSPMV_SIBLING_ORDER (unset: (cluster, level, row) exactly as committed; set: (cluster, level, parent)).
# 1. reorder tests with the switch on (host reference = sibling order); 2. fit suite with --reorder-variants,
# switch off / on / off again; 3. issue 8's per-b record (switch off = committed code), first half.
CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle
KSPMV_SIBLING_ORDER=1 timeout 120 $BIN/unit_tests/test_errors_and_handle --gtest_filter='*eorder*:*enumber*' > $R/test_reorder_on.txt 2>&1; echo "reorder tests on rc=$?"; tail -4 $R/test_reorder_on.txt
timeout 120 $BIN/unit_tests/test_errors_and_handle --gtest_filter='*eorder*:*enumber*' > $R/test_reorder_off.txt 2>&1; echo "reorder tests off rc=$?"; tail -4 $R/test_reorder_off.txt
pack
F="--real-suite fit $M --algorithms automatic,csr_load_balance --reorder-variants --no-cusparse --reps 20"
bench fit_off $F
KSPMV_SIBLING_ORDER=1 bench fit_on $F
source .device/i8.sh; i8 2 3 4 5 6 7 8 9 10 11 12
pack; cat $R/skipped.txt 2> /dev/null; ls -la $OUT
