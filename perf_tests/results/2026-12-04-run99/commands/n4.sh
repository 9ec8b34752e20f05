# Run 99 call n4 (H200): ncu of csr_scalar's rank-2 gather on wave x12 at K = 4 in the four binaries of n1-n3
# (base, ldg = X through __ldg, stream = A's loads evict-first, runs = aligned 16-byte runs of A), one apply each:
# L1 hit rate of global loads, L1 and L2 sectors, DRAM bytes, instructions, time. Tests run 99's reading that
# this kernel lives on L1 hits for A.
mkdir -p /tmp/b99 && tar -xJf .device/b99n.tar.xz -C /tmp/b99 || exit 1
CALL=n4 LIMIT_S=300 source perf_tests/tools/device_call.sh
md5sum /tmp/b99/*/kspmv-bench > $R/binaries.md5
for v in base ldg stream runs; do
  timeout 60 ncu --kernel-name-base demangled --kernel-name regex:CsrScalarGather --launch-count 3 --metrics gpu__time_duration.sum,l1tex__t_sector_hit_rate.pct,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct,lts__t_sectors_op_read.sum,dram__bytes_read.sum,smsp__inst_executed.sum --csv --log-file $R/ncu_wave_k4_$v.csv /tmp/b99/$v/kspmv-bench --matrix $M/wave.mtx.gz@12 --vectors 4 --algorithms csr_scalar --no-cusparse --reps 1 --warmup 0 > $R/ncu_wave_k4_$v.out 2>&1
  echo "$v ncu rc=$?"; pack
done
