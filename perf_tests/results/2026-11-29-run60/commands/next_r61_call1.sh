# run 61 call 1 (prepared in run 60; one H200): rank-2 csr_vector tiles reading X through the row-major copy
# (--row-major-x always: one 32-byte sector per entry and tile of 4 doubles, where a LayoutLeft X costs 4), with
# the committed tile of 4 doubles (t4) and, from ../diffs/csr_vector_tile_bytes.diff, a tile of 8 (t8: one tile
# at K = 8, A read once). K = 8 on the fit suites first (they decide any rule), then held out and large; K = 32
# held out; one reference run of automatic and csr_load_balance (as committed, X as the rule decides) beside.
# Compare with run 60's c4 (the tiles on X as given, csr_load_balance forced). Prediction (run 60 README
# section 3): bundle1 x30 K = 8 ~0.25-0.35 ms with t4 (walk 0.49, cuSPARSE 0.36), less with t8.
# The t8 binary: the committed bench relinked by hand against a copy of the ETI archive whose
# handle_core_double_int_rank2 member is compiled with -DKSPMV_CSR_VECTOR_TILE_BYTES=64 (as run 59's c2).
# perf_tests/results/ does not travel (the 64 MiB cap): copy ../diffs/csr_vector_tile_bytes.diff to .device/ first.
git apply .device/csr_vector_tile_bytes.diff || exit 1
mkdir -p /work/deps; [ -d /work/deps/prefix ] || tar -xJf .device/deps.tar.xz -C /work/deps
BIN=/tmp/bh
cmake -S . -B $BIN -G Ninja -DKokkos_ROOT=/work/deps/prefix -DKokkosKernels_ROOT=/work/deps/prefix \
  -DCMAKE_CUDA_ARCHITECTURES=90 -DCMAKE_CUDA_COMPILER=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc) \
  "-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h" > /tmp/cfg.log 2>&1 || tail -20 /tmp/cfg.log
OBJ=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank2.cpp.o
cmd=$(cd $BIN && ninja -t commands $OBJ | tail -1)
(cd $BIN && eval "${cmd//$OBJ//tmp/t8.o} -DKSPMV_CSR_VECTOR_TILE_BYTES=64") > /tmp/build_t8.log 2>&1 &
CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench
wait
LINK=$(cd $BIN && ninja -t commands perf_tests/kspmv-bench | tail -1)
mkdir -p /tmp/ar_t8 && cp $BIN/src/spmv/eti/libkspmv_eti.a /tmp/ar_t8/lib.a && cp /tmp/t8.o /tmp/ar_t8/handle_core_double_int_rank2.cpp.o &&
  (cd /tmp/ar_t8 && ar r lib.a handle_core_double_int_rank2.cpp.o) && l=${LINK//src\/spmv\/eti\/libkspmv_eti.a//tmp/ar_t8/lib.a} &&
  (cd $BIN && eval "${l//-o perf_tests\/kspmv-bench/-o /tmp/bench_t8}") > $R/link_t8.log 2>&1
cp /tmp/build_t8.log $R/; md5sum $B /tmp/bench_t8 | tee $R/md5.txt; pack
V="--algorithms csr_vector --row-major-x always --no-cusparse"
for s in rfit gfit score large; do
  case $s in rfit) S="--real-suite fit $M";; gfit) S="--suite fit";; score) S="--real-suite score $M";; large) S="--suite large";; esac
  bench k8_${s}_t4 $S --vectors 8 $V
  B=/tmp/bench_t8 bench k8_${s}_t8 $S --vectors 8 $V
done
bench k8_score_ref --real-suite score $M --vectors 8 --algorithms automatic,csr_load_balance --no-cusparse
bench k32_score_t4 --real-suite score $M --vectors 32 $V
B=/tmp/bench_t8 bench k32_score_t8 --real-suite score $M --vectors 32 $V
pack; ls -la $OUT
