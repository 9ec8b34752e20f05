# Run 96 call n2 (fresh machine): main at 8afef51 (the padded-tiles clause, one register tile an apply), the
# nine one-GPU test programs and kspmv-bench built on the development machine (/work/cubuild: docs/GPU_BUILD.md's
# configuration, KSPMV_UNITS=many, ninja -j2), stripped, unpacked to /tmp/bin for n3 on the same machine;
# the tests, then the held-out suite N and T against cuSPARSE.
# Predicted: every test passes (PaddedGathersCopyRepeatedRows new); N ~1.015, T ~1.056 (rank 1 unchanged).
tar -xJf .device/bin.tar.xz -C /tmp && BUILD_DIR=/tmp/bin CALL=n2 LIMIT_S=590 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
one_gpu_tests
export BENCH_MAX_S=70
bench score_N --real-suite score $M --algorithms automatic
bench score_T --real-suite score $M --algorithms automatic --mode T
pack
