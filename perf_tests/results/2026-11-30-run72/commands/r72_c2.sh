# Run 72 call 2 (one H200): the staged kernel's products and row sums by a walk of consecutive entries
# (src/spmv/arch/staged_walk.hpp, KSPMV_STAGED_WALK) against main's staged kernel (1f6f0d6), same process.
# Binaries (.device/c13bin.tar.xz, commands/r72_c2_prebuild.sh): -base main; -walk the rank-2 double int unit with
# the walk (60 registers, no spills); tests: test_spmv_double's size_t unit with the walk (_walkt) and with a planted
# error (_plantt: rows across warps lose the earlier warps' part; must fail).
# Predicted, time / base: web-NotreDame, Chem97Zt, rajat01 0.70-0.85 (about a third of the warp instructions: no
# shared store and load a product, no warp waiting on its longest row; ncu of c1: 396 M on web-NotreDame at K = 8);
# soc-Epinions1 0.80-0.95; circuit204 (rows of at most 18) 0.85-1.00; census graphs 0.95-1.05.
tar -xJf .device/c13bin.tar.xz -C .device
BUILD_DIR=.device/c13bin CALL=c2 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
P=$BIN/perf_tests
TAG=_walkt runtest test_spmv_double_walkt --gtest_filter='*load_balance*'
TAG=_plantt runtest test_spmv_double_plantt --gtest_filter='*load_balance*'
for v in base walk; do B=$P/kspmv-bench-$v bench k8_$v --matrix $L --vectors 8 $SP; done
MET=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__t_sector_hit_rate.pct
timeout 60 ncu --clock-control none --kernel-name-base demangled --kernel-name regex:StagedWalk --launch-skip 3 \
  --launch-count 1 --metrics $MET --section WarpStateStats $P/kspmv-bench-walk --matrix $M/web-NotreDame.mtx.gz@16 \
  --vectors 8 $SP --reps 2 --warmup 2 > $R/ncu_walk_web-NotreDame.txt 2>&1
echo "ncu rc=$? at $(($(date +%s) - call_start)) s"
for v in base walk; do B=$P/kspmv-bench-$v bench score_auto8_$v --real-suite score $M --vectors 8 --algorithms automatic; done
for k in 4 16; do
  for v in base walk; do B=$P/kspmv-bench-$v bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in base walk; do B=$P/kspmv-bench-$v bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
for v in base walk; do B=$P/kspmv-bench-$v bench score_auto4_$v --real-suite score $M --vectors 4 --algorithms automatic; done
pack; ls -la $OUT
