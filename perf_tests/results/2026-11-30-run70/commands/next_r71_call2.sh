# Run 71 call 2 (prepared in run 70; one H200, warm after call 1 or fresh; ~560 s): the whole CUDA test_spmv_double
# (the diff as it stands: bounds, L = 32) and the record with the binary call 1 picks, named by V (base, off, b, bl32,
# bl32p8, bl16p8, bl64p8, bl32p8i, bl32p8n): `V=bl32p8 bash .device/next_r71_call2.sh`, carrying .device/m, .device/c9bin.tar.xz and
# this script. K = 16 held out, K = 8 large, K = 32 held out (run 70 at 5987f2d: 1.880x, 2.193x, 1.876x).
# Predicted: each staged matrix by the ratio call 1 measured for it; the others within 0.5% (other kernels untouched).
: "${V:?name the binary: base, off, b, bl32, bl32p8, bl16p8, bl64p8, bl32p8i or bl32p8n}"
[ -d .device/c9bin ] || tar -xJf .device/c9bin.tar.xz -C .device
BUILD_DIR=.device/c9bin CALL=c2_$V LIMIT_S=585 source perf_tests/tools/device_call.sh
P=$BIN/perf_tests
B=$P/kspmv-bench; [ $V = bl32 ] || B=$P/kspmv-bench-$V
runtest test_spmv_double
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
pack; ls -la $OUT
