# Run 81 call 1: where the staged-products kernel loses to cuSPARSE's SpMM (web-NotreDame x16, Chem97Zt x387,
# soc-Slashdot0902 x24; X as given, LayoutLeft): the same kernel through the row-major copy of X, with X and Y
# given row-major (the kernel without the copy), CSRI, and ncu on one staged launch at K = 8.
# Bench: .device/r80g (873341a's tree; main 0e025b1 differs by an equivalent rewrite of a report).
# Predicted: the LayoutLeft gather costs a 32-byte sector per entry and vector from L2 (192 M sectors at K = 8 on
# web-NotreDame, ~9 TB/s at 0.667 ms) -> ncu shows L2 throughput near its peak; with X row-major the kernel alone
# ~0.6x the time, the copy adds ~0.16 ms at K = 8.
tar -xJf .device/r80g.tar.xz -C .device
BUILD_DIR=.device/r80g CALL=c1 LIMIT_S=420 source perf_tests/tools/device_call.sh
X="--matrix $M/web-NotreDame.mtx.gz@16 $M/Chem97Zt.mtx.gz@auto $M/soc-Slashdot0902.mtx.gz@24"
A="--no-cusparse"
export BENCH_MAX_S=60
for K in 8 4 16; do
  bench auto$K $X --vectors $K --algorithms automatic $A
  bench copy$K $X --vectors $K --algorithms csr_load_balance --row-major-x always --merge-walk no --warp-rows no $A
  bench right$K $X --vectors $K --algorithms csr_load_balance --layout right --merge-walk no --warp-rows no $A
  bench csri$K $X --vectors $K --algorithms csr_load_balance --staged-products no --merge-walk no --warp-rows no $A
done
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
for mat in web-NotreDame.mtx.gz@16 Chem97Zt.mtx.gz@auto; do
  n=${mat%%.*}
  timeout 100 $NCU --clock-control none --kernel-name-base demangled --kernel-name "regex:StagedProducts" --launch-skip 2 \
    --launch-count 1 --set full -o /tmp/full_$n -f $B --matrix $M/$mat \
    --vectors 8 --algorithms automatic --no-cusparse --reps 2 --warmup 2 > $R/ncu_$n.log 2>&1
  $NCU -i /tmp/full_$n.ncu-rep --page details > $R/ncu_$n.txt 2>&1
  $NCU -i /tmp/full_$n.ncu-rep --page raw --csv > $R/ncu_$n.csv 2>&1
  pack
done
pack
