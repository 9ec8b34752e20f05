# Run 86 call n2: the CUDA test programs on the direct launches (.device/r86a), then the record (held out rank 1
# N and T, large suite N, held out K = 4) against run 85's.
# Predicted: every test passes; the record within 1% of run 85 n3 (20M+ entries: a launch is 1 us of 100s).
tar -xJf .device/r86a.tar.xz -C .device
BUILD_DIR=.device/r86a CALL=n2 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
runtest test_launch
one_gpu_tests
BENCH_MAX_S=40 bench score_t --real-suite score $M --algorithms automatic --mode T
BENCH_MAX_S=60 bench score4 --real-suite score $M --vectors 4 --algorithms automatic
pack
