# Run 88 call n4: 13dfcff (the empty-row warps as committed; n3 ran 788c7e5, whose kernel edit had not been
# applied: the old kernel) built on the development machine (.device/r88d: bench and test_spmv_double).
# Predicted: the csr_load_balance suites pass; web-NotreDame x16 automatic 0.149-0.150 ms (n2's e1), x cuSPARSE
# ~0.90; held out N gm ~1.010-1.012; large N as n3 (1.279).
tar -xJf .device/r88d.tar.xz -C .device
BUILD_DIR=.device/r88d CALL=n4 LIMIT_S=170 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
export BENCH_MAX_S=60
TAG=_lb runtest test_spmv_double '--gtest_filter=*csr_load_balance*:*automatic*'
bench score_n --real-suite score $M --algorithms automatic,csr_load_balance
bench large_n --suite large --algorithms automatic
pack
