# Run 75 call 2 (one H200, ~400 s). Binaries: .device/s76.tar.xz (3379471), as call 1.
# Fitting automatic's staging rule: staged against automatic (run 74's rule) on the generated fit suite at K = 8
# (wide:1000 has 1.95 entries per row of Y, the fewest; call 1's held-out Chem97Zt, 0.24, lost 0.55x), and on the
# real fit suite at K = 2 and 4 (fewer vectors share a sector: less to gain); K = 32 staged, which call 1 cut at 90 s.
# Predicted: staged 0.4-0.8x automatic's time at K = 4-8, 0.6-1.0x at K = 2; wide:1000 0.9-1.1x.
tar -xJf .device/s76.tar.xz -C .device
BUILD_DIR=.device/s76 CALL=c2 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
A="--mode T --algorithms automatic --no-cusparse"
export BENCH_MAX_S=90
bench gfit_t8_auto --suite fit $A --vectors 8
bench gfit_t8_staged --suite fit $A --vectors 8 --transpose-vectors staged
for k in 2 4; do
  bench fit_t${k}_auto --real-suite fit $M $A --vectors $k
  bench fit_t${k}_staged --real-suite fit $M $A --vectors $k --transpose-vectors staged
done
BENCH_MAX_S=150 bench fit_t32_staged --real-suite fit $M $A --vectors 32 --transpose-vectors staged
pack; ls -la $OUT
