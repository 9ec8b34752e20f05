# Run 70 call 2 (prepared in run 69; one H200, warm after call 1 or fresh; ~580 s): the whole CUDA test_spmv_double
# (the new kernel at 3 vectors a warp) and the record with the binary
# call 1 picks, named by V (staged, nv2, nv3, nv4 or nv3w): `V=nv4 bash .device/next_r70_call2.sh`, carrying
# .device/m, .device/c6bin.tar.xz and this script. K = 16 and 32 held out, K = 8 and 16 large (run 69 at
# d4f8f1c / its prepared tree: 1.875x, 1.850x, 2.190x, 2.266x). Predicted: each matrix on the staged kernel by the
# ratio call 1 measured for it, every other matrix within 0.5% (the other kernels are not touched).
: "${V:?name the binary: staged, nv2, nv3, nv4 or nv3w}"
[ -d .device/c6bin ] || tar -xJf .device/c6bin.tar.xz -C .device
BUILD_DIR=.device/c6bin CALL=c2_$V LIMIT_S=585 source perf_tests/tools/device_call.sh
P=$BIN/perf_tests
B=$P/kspmv-bench; [ $V = nv3 ] || B=$P/kspmv-bench-$V
runtest test_spmv_double
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench large_auto16 --suite large --vectors 16 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
pack; ls -la $OUT
