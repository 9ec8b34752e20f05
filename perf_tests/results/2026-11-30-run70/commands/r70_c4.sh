# Run 70 call 4 (one H200, fresh; ~150 s): where the staged kernel's time goes. Binaries: the rank-2 double unit
# of /work/cubuild70 (5987f2d) recompiled with diffs/r70_staged_ablation.diff and one define each
# (perf_tests/tools/variant_bench.sh `variant`; -Xptxas -v): base (no define: main's kernel, 64 registers, 20 B
# spilled in the items build), nosum (-DKSPMV_STAGED_ABLATE_SUMS: products staged, no row sums; 32 / 56 registers),
# nogather (-DKSPMV_STAGED_ABLATE_GATHERS: the products without x; 64 registers as base). Results of nosum and
# nogather are wrong by design (the bench flags them); only their times count. Carried as .device/c8bin.tar.xz.
# Predicted (run 67's stall samples: 30% at the barrier after the sums): nosum / base 0.60-0.75 on web-NotreDame,
# Chem97Zt (long rows, thread-per-row imbalance), 0.75-0.90 on circuit204, rajat01 (short rows); nogather / base
# 0.55-0.75 (x gathers from a LayoutLeft X of 5-12M rows, one sector a product).
[ -d .device/c8bin ] || tar -xJf .device/c8bin.tar.xz -C .device
BUILD_DIR=.device/c8bin CALL=c4 LIMIT_S=200 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
for k in 8 4; do
  for v in base nosum nogather; do B=$BIN/perf_tests/kspmv-bench-$v bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in base nosum; do B=$BIN/perf_tests/kspmv-bench-$v bench k16_$v --matrix $L --vectors 16 $SP; done
pack; ls -la $OUT
