# run 59 call 1 (one H200): CSRI with the next window's columns loaded while the current window gathers x
# (KSPMV_CSRI_PREFETCH=1) against the committed kernel, csr_load_balance forced; each variant is the bench with
# only handle_core_double_int_rank1 recompiled: pf4 (prefetch, LaunchBounds<256,4> as committed: spills
# ~130 B locally), pf3 (prefetch, <256,3>), base3 (committed kernel, <256,3>). Fit suite decides, score reports.
CALL=c1 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
OBJ=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o
cp $B /tmp/bench_base
cmd=$(cd $BIN && ninja -t commands $OBJ | tail -1)
variant() { local name=$1; shift; (cd $BIN && eval "${cmd//$OBJ//tmp/$name.o} -Xptxas -v $*") > $R/build_$name.log 2>&1; grep -A2 CsriChunks $R/build_$name.log | grep -E "spill|registers" | head -4 > $R/regs_$name.txt; }
variant pf4 -DKSPMV_CSRI_PREFETCH=1 & variant pf3 -DKSPMV_CSRI_PREFETCH=1 -DKSPMV_WARP_CHUNK_MIN_BLOCKS=3 &
variant base3 -DKSPMV_WARP_CHUNK_MIN_BLOCKS=3 & wait
for v in pf4 pf3 base3; do cp /tmp/$v.o $BIN/$OBJ && touch $BIN/$OBJ && (cd $BIN && ninja kspmv-bench > $R/link_$v.log 2>&1) && cp $B /tmp/bench_$v; done
ls -la /tmp/bench_*; echo "variants ready at $(($(date +%s) - call_start)) s" | tee $R/ready.txt; pack
for s in fit score; do for v in base pf4 pf3 base3; do
  [ $s = score ] && [ $v = base3 ] && continue
  B=/tmp/bench_$v bench ${s}_$v --real-suite $s $M --algorithms csr_load_balance --no-cusparse --reps 40
done; done
pack; ls -la $OUT
