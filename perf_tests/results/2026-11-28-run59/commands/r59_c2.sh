# run 59 call 2 (one H200): call 1 again, its variants built right. In call 1 ninja recompiled the swapped object
# from source while relinking, so all four binaries ran the committed kernel (their spread, 0.994-1.003, is the
# noise). Here each variant is the committed bench relinked by hand against a copy of the ETI archive whose
# handle_core_double_int_rank1 member is the variant's object (compiled beside the base build).
mkdir -p /work/deps; [ -d /work/deps/prefix ] || tar -xJf .device/deps.tar.xz -C /work/deps
BIN=/tmp/bh
cmake -S . -B $BIN -G Ninja -DKokkos_ROOT=/work/deps/prefix -DKokkosKernels_ROOT=/work/deps/prefix \
  -DCMAKE_CUDA_ARCHITECTURES=90 -DCMAKE_CUDA_COMPILER=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc) \
  "-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h" > /tmp/cfg.log 2>&1 || tail -20 /tmp/cfg.log
OBJ=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o
cmd=$(cd $BIN && ninja -t commands $OBJ | tail -1)
variant() { local name=$1; shift; (cd $BIN && eval "${cmd//$OBJ//tmp/$name.o} -Xptxas -v $*") > /tmp/build_$name.log 2>&1; }
variant pf4 -DKSPMV_CSRI_PREFETCH=1 & variant pf3 -DKSPMV_CSRI_PREFETCH=1 -DKSPMV_WARP_CHUNK_MIN_BLOCKS=3 &
variant base3 -DKSPMV_WARP_CHUNK_MIN_BLOCKS=3 &
CALL=c2 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
wait
LINK=$(cd $BIN && ninja -t commands perf_tests/kspmv-bench | tail -1)
cp $B /tmp/bench_base
for v in pf4 pf3 base3; do
  cp /tmp/build_$v.log $R/; grep -A2 CsriChunks /tmp/build_$v.log | grep -E "spill|registers" | head -4 > $R/regs_$v.txt
  mkdir -p /tmp/ar_$v && cp $BIN/src/spmv/eti/libkspmv_eti.a /tmp/ar_$v/lib.a && cp /tmp/$v.o /tmp/ar_$v/handle_core_double_int_rank1.cpp.o &&
  (cd /tmp/ar_$v && ar r lib.a handle_core_double_int_rank1.cpp.o) && l=${LINK//src\/spmv\/eti\/libkspmv_eti.a//tmp/ar_$v/lib.a} &&
  (cd $BIN && eval "${l//-o perf_tests\/kspmv-bench/-o /tmp/bench_$v}") > $R/link_$v.log 2>&1
done
md5sum /tmp/bench_* | tee $R/md5.txt; echo "variants ready at $(($(date +%s) - call_start)) s" | tee $R/ready.txt; pack
for s in fit score; do for v in base pf4 pf3 base3; do
  [ $s = score ] && [ $v = base3 ] && continue
  B=/tmp/bench_$v bench ${s}_$v --real-suite $s $M --algorithms csr_load_balance --no-cusparse --reps 40
done; done
B=/tmp/bench_pf4 bench fit_pf4b --real-suite fit $M --algorithms csr_load_balance --no-cusparse --reps 40
bench fit_baseb --real-suite fit $M --algorithms csr_load_balance --no-cusparse --reps 40
pack; ls -la $OUT
