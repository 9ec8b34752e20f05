# Run 77 call 5 (one H200, ~480 s), binaries of c4 (.device/a77). (1) The generated fit suite (--suite fit), mode T,
# automatic (presums where tiles hold <= 0.30 distinct an entry, from 8 vectors) against staged, K = 8, 16, 32: the
# fit-side data for the rule that c2 fitted on the real fit suite alone (c4: the large suite's block4, 0.25 distinct,
# lost 6% at K = 8). Predicted: block4:524288:6 (0.25) presummed / staged 1.05 at K = 8, 0.9-1.0 at K = 32; the rest
# not picked (1.00). (2) Held out K = 32 with cuSPARSE against run 75 c5/score_t32 (gm 2.558): bcsstk16 ~0.69,
# bcsstk29 ~0.88 of its time, the rest 1.00.
tar -xJf .device/a77.tar.xz -C .device
BUILD_DIR=.device/a77 CALL=c5 LIMIT_S=520 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
A="--suite fit --mode T --algorithms automatic --no-cusparse"
for k in 8 16 32; do
  [ $k = 32 ] && X="--reps 10" || X=""
  BENCH_MAX_S=50 bench gfit_t${k}_auto $A --vectors $k $X
  BENCH_MAX_S=50 bench gfit_t${k}_staged $A --vectors $k --transpose-vectors staged $X
done
BENCH_MAX_S=300 bench score_t32_auto --real-suite score $M --mode T --algorithms automatic --vectors 32
pack; ls -la $OUT
