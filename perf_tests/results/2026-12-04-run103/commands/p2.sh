# Run 103 p2: why test_spmv_complex's dia suite dies on the H200 (illegal address, p1), head binaries (a5da17e).
mkdir -p /tmp/b103 && tar -xJf .device/b103.tar.xz -C /tmp/b103 || exit 1
BUILD_DIR=/tmp/b103/head CALL=p2 LIMIT_S=400 source perf_tests/tools/device_call.sh
SAN=/usr/local/cuda/bin/compute-sanitizer
s=$(date +%s)
timeout 170 $SAN --tool memcheck --print-limit 4 $BIN/unit_tests/test_spmv_complex --gtest_filter='*dia*' > $R/san_complex_dia.txt 2>&1
echo "sanitizer rc=$? $(($(date +%s) - s)) s" | tee -a $R/tests_summary.txt; pack
TAG=_nodia runtest test_spmv_complex '--gtest_filter=-*dia*'
pack
