# Run 90 call n5, on n4's warm machine (its build, /tmp/bh): n4's large_single again, its 70 s cap lifted
BUILD_DIR=/tmp/bh CALL=n5 LIMIT_S=170 source perf_tests/tools/device_call.sh; BENCH_MAX_S=160 bench large_single --suite large --single-values --algorithms automatic,dia,ell,sellp,csr_load_balance,hybrid; pack
