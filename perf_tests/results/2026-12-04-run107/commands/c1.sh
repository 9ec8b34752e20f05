# Run 107 c1: the CUDA tests as run 107 bundles them (kspmv_test_library, kspmv_test_sweeps), built at
# eb5db22f with the project's defaults (KSPMV_UNITS=few: kspmv_eti in two units, kspmv-bench in one; stripped).
# one_gpu_tests (the library's tests whole, SpmvFloat and SpmvDouble whole, SpmvComplex and
# SpmvDoubleIntOffsets csr_vector / csr_load_balance), then each ctest entry's filter of the library program is
# covered by the whole run. Predicted: every test passes (no library code changed; only the units).
mkdir -p /tmp/b107 && { [ -d /tmp/b107/head ] || tar -xJf .device/b107.tar.xz -C /tmp/b107; } || exit 1
BUILD_DIR=/tmp/b107/head CALL=c1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
one_gpu_tests
pack
