# Run 92 call n3 (n2's machine, warm): n2's stencil jobs again with --case (n2 named them with --matrix, which
# reads files: rc 4, nothing measured). Same binaries (/tmp/bench_{main,a,b}), same predictions as n2.
CALL=n3 LIMIT_S=200 source perf_tests/tools/device_call.sh
export BENCH_MAX_S=40
for pass in 1 2; do
  for v in main a b; do
    B=/tmp/bench_$v bench st_${v}_$pass --case stencil7:160 --case stencil27:100 --case stencil5:4096 --single-values --algorithms automatic,dia,ell --no-cusparse --reps 40
  done
done
pack
