# Run 97 call n2 (given inline to the device tool; fresh machine): the nine one-GPU test programs of 65a55bc
# and the held-out score suite, rank 1, mode N.
tar -xJf .device/b97.tar.xz -C /tmp && BUILD_DIR=/tmp/bin CALL=n2 LIMIT_S=570 source perf_tests/tools/device_call.sh && md5sum $BIN/*/* > $R/binaries.md5 && one_gpu_tests && BENCH_MAX_S=150 bench score_N --real-suite score $M --algorithms automatic --reps 20; pack
