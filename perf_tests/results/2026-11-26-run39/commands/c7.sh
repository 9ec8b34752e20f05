# call 7: ncu of mode T (automatic kspmv vs cuSPARSE) on Chem97Zt x387 and denserows
bash .device/dev_build.sh . /tmp/b_main kspmv-bench || exit 1
export PATH=/usr/local/cuda/bin:$PATH
B=/tmp/b_main/perf_tests/kspmv-bench
MET=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_red.sum,lts__t_sectors_op_atom.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,lts__t_sector_hit_rate.pct,smsp__inst_executed.sum,launch__grid_size,launch__block_size,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active
mkdir -p $OUT/ncuT
ncu --clock-control none --csv --page raw --metrics $MET $B --matrix .device/m/Chem97Zt.mtx.gz@auto --mode T --algorithms automatic --reps 1 --warmup 0 > $OUT/ncuT/chem.csv 2> $OUT/ncuT/chem.err; echo chem $?
ncu --clock-control none --csv --page raw --metrics $MET $B --case denserows:2097152:4 --mode T --algorithms automatic --reps 1 --warmup 0 > $OUT/ncuT/dense.csv 2> $OUT/ncuT/dense.err; echo dense $?
$B --matrix .device/m/Chem97Zt.mtx.gz@auto --mode T --algorithms automatic,csr_load_balance,csc --transposed-applies 100 > $OUT/ncuT/chem_time.txt 2>&1; echo time $?
gzip $OUT/ncuT/*.csv
