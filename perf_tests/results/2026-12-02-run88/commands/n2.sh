# Run 88 call n2: n1 again with the kernel's empty-row warps fixed (n1's warps read ChunkCarries::num_empty(),
# a host-only function, on the device and stored nothing: its times bound the gain from above, web-NotreDame x16
# 0.895). .device/r88b: 9914a61 + the experiment; KSPMV_EXP_EMPTY=0 the old second pass, 1 extra warps after the
# chunks, 2 before them; one binary, alternating.
# Predicted: web-NotreDame x16 csr_load_balance 0.93-0.96 of the old time (the stores, 24 MB, and the list,
# 12 MB, at ~3 TB/s beside the chunks, ~10 of the 16 us bound), wiki-Vote x231 perm 0.98, soc-Slashdot0902 0.99,
# rmat 0.99, matrices without empty rows 1.00; after (1) and before (2) within 1% of each other.
tar -xJf .device/r88b.tar.xz -C .device
BUILD_DIR=.device/r88b CALL=n2 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
export BENCH_MAX_S=90
L=csr_load_balance,automatic
KSPMV_EXP_EMPTY=1 TAG=_e1 runtest test_spmv_double '--gtest_filter=*csr_load_balance*'
KSPMV_EXP_EMPTY=2 TAG=_e2 runtest test_spmv_double '--gtest_filter=*csr_load_balance*'
for p in 1 2; do for e in 0 1 2; do KSPMV_EXP_EMPTY=$e bench score_e${e}_$p --real-suite score $M --algorithms $L; done; done
for e in 0 1 2; do KSPMV_EXP_EMPTY=$e bench large_e$e --suite large --algorithms $L; done
for e in 0 1 2; do KSPMV_EXP_EMPTY=$e bench fit_e$e --real-suite fit $M --algorithms $L; done
for p in 1 2; do for h in score fit; do for e in 0 1; do KSPMV_EXP_EMPTY=$e bench lat_${h}_e${e}_$p --small-suite $h $M --algorithms $L; done; done; done
KSPMV_EXP_EMPTY=1 bench k4_e1 --real-suite score $M --algorithms $L --vectors 4
KSPMV_EXP_EMPTY=0 bench k4_e0 --real-suite score $M --algorithms $L --vectors 4
pack
