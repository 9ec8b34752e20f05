# Run 74 call 2: the fit suite in mode T at K = 2, 4, 16, 32, one launch (together) against a launch per column
# of Y (transpose_vectors = one_at_a_time), to fit the automatic rule's Y-bytes threshold (call 1 has K = 8).
tar -xJf .device/c4bin.tar.xz -C .device
BUILD_DIR=.device/c4bin CALL=c2 LIMIT_S=480 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
export BENCH_MAX_S=90
for k in 2 4 16 32; do
  A="--mode T --vectors $k --algorithms automatic --no-cusparse"
  bench fit_t${k} --real-suite fit $M $A
  bench fit_t${k}_columns --real-suite fit $M $A --transpose-vectors one_at_a_time
done
pack; ls -la $OUT
