# Run 107 c3: the rest of the sweeps from build b (eb5db22f) — SpmvComplex and SpmvDoubleIntOffsets whole (c1 ran
# their csr_vector / csr_load_balance tests), so that every one-GPU test has run at this build. Predicted: all pass
# (25 tests each), complex about 250 s.
mkdir -p /tmp/b107 && { [ -d /tmp/b107/head ] || tar -xJf .device/b107.tar.xz -C /tmp/b107; } || exit 1
BUILD_DIR=/tmp/b107/head CALL=c3 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/unit_tests/* > $R/binaries.md5
TAG=_complex runtest kspmv_test_sweeps '--gtest_filter=SpmvComplex.*'
TAG=_offsets runtest kspmv_test_sweeps '--gtest_filter=SpmvDoubleIntOffsets.*'
pack
