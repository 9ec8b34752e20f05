# run 53 call 2 (same warm GPU if held): held-out suite with --reorder-variants, switch off / on; issue 8's record, second half
CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench
S="--real-suite score $M --algorithms automatic --reorder-variants --reps 20"
bench score_off $S
KSPMV_SIBLING_ORDER=1 bench score_on $S --no-cusparse
source .device/i8.sh; i8 13 14 15 16 24 32 45 64 long
pack; cat $R/skipped.txt 2> /dev/null; ls -la $OUT
