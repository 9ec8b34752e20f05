# Run 94 call n6 (n5's machine, warm, n5's build of e3a9925 in /tmp/bh; .device/bin93 = run 93's b3443d4):
# automatic's setup before and after on 18 real files and two stencils, two alternated passes; then the
# held-out suite (N, T) and the large suite (N, T) at e3a9925 against cuSPARSE.
# Predicted: setups as n4 (about half on FE files); narrow groups 0.6 ms less on bcsstk29-like files; stencil
# setups unchanged; held-out N ~1.01, T ~1.05, large N ~1.30, T ~1.44 (kernels unchanged).
tar -xJf .device/bin93.tar.xz -C /tmp && BUILD_DIR=/tmp/bh CALL=n6 LIMIT_S=420 source perf_tests/tools/device_call.sh
OLD=/tmp/bin/perf_tests/kspmv-bench
NEW=$B
md5sum $OLD $NEW > $R/binaries.md5
E=""
for f in bcsstk16 bcsstk29 bcsstk33 cage11 wing EX5 bcsstk24 cage10 cti 4elt pesa crack bcsstk18 cz5108 bayer10 Trefethen_2000 cryg10000; do E="$E $M/$f.mtx.gz@auto"; done
E="$E $M/wave.mtx.gz@12"
export BENCH_MAX_S=45
for pass in 1 2; do
  B=$OLD; bench old_N_$pass --matrix $E --algorithms automatic --no-cusparse --reps 10
  B=$NEW; bench new_N_$pass --matrix $E --algorithms automatic --no-cusparse --reps 10
  B=$OLD; bench old_st_$pass --case stencil27:100 --case stencil7:160 --algorithms automatic,dia --no-cusparse --reps 10
  B=$NEW; bench new_st_$pass --case stencil27:100 --case stencil7:160 --algorithms automatic,dia --no-cusparse --reps 10
done
B=$NEW
export BENCH_MAX_S=60
bench score_N --real-suite score $M --algorithms automatic
bench score_T --real-suite score $M --algorithms automatic --mode T
bench large_N --suite large --algorithms automatic
bench large_T --suite large --algorithms automatic --mode T
pack
