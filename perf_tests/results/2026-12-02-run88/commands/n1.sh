# Run 88 call n1: the load-balanced CSR kernel's empty rows (y = beta*y) stored by extra warps of the chunk
# launch instead of the second pass (.device/r88a: 9914a61 + the experiment; KSPMV_EXP_EMPTY=0 the old second
# pass, 1 extra warps after the chunks, 2 before them; one binary, alternating).
# Predicted: web-NotreDame x16 csr_load_balance 0.94-0.97 of the old time (the second pass was 17 of 149 us,
# run 79), soc-Epinions1 / soc-Slashdot0902 / R-MAT 0.97-0.99, matrices without empty rows 1.00.
tar -xJf .device/r88a.tar.xz -C .device
BUILD_DIR=.device/r88a CALL=n1 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
export BENCH_MAX_S=90
L=csr_load_balance,automatic
for p in 1 2; do for e in 0 1 2; do KSPMV_EXP_EMPTY=$e bench score_e${e}_$p --real-suite score $M --algorithms $L; done; done
for e in 0 1 2; do KSPMV_EXP_EMPTY=$e bench large_e$e --suite large --algorithms $L; done
KSPMV_EXP_EMPTY=1 TAG=_e1 runtest test_spmv_double '--gtest_filter=*csr_load_balance*'
KSPMV_EXP_EMPTY=2 TAG=_e2 runtest test_spmv_double '--gtest_filter=*csr_load_balance*'
for e in 0 1 2; do KSPMV_EXP_EMPTY=$e bench fit_e$e --real-suite fit $M --algorithms $L; done
for p in 1 2; do for e in 0 1 2; do KSPMV_EXP_EMPTY=$e bench lat_score_e${e}_$p --small-suite score $M --algorithms $L; done; done
runtest test_errors_and_handle
pack
