# run 69 call 2 (prepared in run 68; one H200, after call 1 on a warm machine or fresh; ~560 s): the rest of the
# multivector record at the tree of call 1 (79338d6 + diffs/r68_items_kernel_choice.diff, .device/c4bin.tar.xz;
# if call 1 changes the choice, rebuild the binaries first): K = 16 and 32 held out (run 68 did not reach them at
# the new kernel), K = 16 and 4 large. Mode T and rank 1 run other kernels, unchanged since 85dd244.
# Predicted: K = 16 held out 1.80-1.84 (85dd244 1.771; web-NotreDame 0.58 -> 0.65, Chem97Zt 0.70 -> 0.75), K = 32
# 1.86-1.92 (run 65 1.80), K = 16 large 2.18-2.22 (run 62 2.18), K = 4 large 1.91-1.93 (85dd244 1.918).
[ -d .device/c4bin ] || tar -xJf .device/c4bin.tar.xz -C .device
BUILD_DIR=.device/c4bin CALL=c2 LIMIT_S=585 source perf_tests/tools/device_call.sh
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto16 --suite large --vectors 16 --algorithms automatic
bench large_auto4 --suite large --vectors 4 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
pack; ls -la $OUT
