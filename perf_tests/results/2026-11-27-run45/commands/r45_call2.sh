# run 45 call 2 (nvidia-h100-x1): (a) BSR K3 with cache-streaming values (working tree, "new")
# against 4e44d52 ("base", before 3da2f22) at b = 13, 32, 64 and op = A^T at b = 16, run 24's
# held-out patterns; new at b = 13 and 32 also against cuSPARSE BSR/SELL and Kokkos Kernels' V41/V42;
# (b) ncu: CSRI, hybrid and cuSPARSE CSR ALG1 on wiki-Vote x231 perm and memplus x190 perm;
# (c) the CUDA EVC-HYB tests at the working tree.
start=$(date +%s); deadline=$((start + 585))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
(bash .device/dev_build.sh .device/base /tmp/bb kspmv-bench > /tmp/bb.out 2>&1; echo $? > /tmp/bb.rc) &
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_errors_and_handle test_conversions test_spmv_double || exit 1
wait; cat /tmp/bb.out; [ "$(cat /tmp/bb.rc)" = 0 ] || exit 1
M=.device/m; R=$OUT/c2; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
(cd /tmp/bh/unit_tests && timeout 60 ./test_conversions --gtest_filter='*Evc*' > $R/test_conversions_evc.log 2>&1; echo "rc=$?" >> $R/test_conversions_evc.log
 timeout 60 ./test_errors_and_handle > $R/test_errors_and_handle.log 2>&1; echo "rc=$?" >> $R/test_errors_and_handle.log
 timeout 90 ./test_spmv_double --gtest_filter='*evc_hyb*:*bsr*' > $R/test_spmv_double_evc_bsr.log 2>&1; echo "rc=$?" >> $R/test_spmv_double_evc_bsr.log)
for f in $R/*.log; do echo "$f: $(grep -E 'PASSED|FAILED' $f | head -2 | tr '\n' ' ') $(tail -n1 $f)"; done
bench() {  # NAME BUILD ARGS...: only while time is left
  local name=$1 b=$2; shift 2; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $b/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
ncu_run() {  # NAME MATRIX
  timeout 100 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:CsriChunks|PaddedSlots|CooWarp|csrmv" --launch-count 12 \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sector_op_read_hit_rate.pct,l1tex__t_sector_hit_rate.pct,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,lts__t_sectors_srcunit_tex_op_write.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,launch__registers_per_thread \
    /tmp/bh/perf_tests/kspmv-bench --matrix $2 --algorithms csr_load_balance,hybrid --reps 1 --warmup 0 > $R/ncu_$1.txt 2>&1
  echo "ncu $1 rc=$? at $(( $(date +%s) - start )) s"
}
ncu_run wikivote $M/wiki-Vote.mtx.gz@autop
ncu_run memplus $M/memplus.mtx.gz@autop
P="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
P5="bcsstk24 de2010 cti nopoly bfly"
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
for b in 13 32; do
  bench b${b}_base /tmp/bb --matrix $(s $b $P) --algorithms bsr --no-cusparse --reps 20
  bench b${b}_new /tmp/bh --matrix $(s $b $P) --algorithms bsr --no-cusparse --reps 20
done
bench b64_base /tmp/bb --matrix $(s 64 $P5) --algorithms bsr --no-cusparse --reps 20
bench b64_new /tmp/bh --matrix $(s 64 $P5) --algorithms bsr --no-cusparse --reps 20
bench b16T_base /tmp/bb --matrix $(s 16 $P5) --mode T --algorithms bsr --no-cusparse --reps 20
bench b16T_new /tmp/bh --matrix $(s 16 $P5) --mode T --algorithms bsr --no-cusparse --reps 20
bench b32_vs /tmp/bh --matrix $(s 32 $P5) --algorithms bsr,automatic --reps 20
bench b13_vs /tmp/bh --matrix $(s 13 $P5) --algorithms bsr,automatic --reps 20
cd $OUT && tar czf c2.tar.gz c2 && rm -rf c2 && ls -la $OUT
