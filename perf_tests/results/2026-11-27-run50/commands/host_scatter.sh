# B's scattered_rows (P·A·Pᵀ after breadth-first renumbering) on the host (Serial build):
# the fit suite's matrices and the held-out ones the in-place rule takes.
M=/work/shared/matrices; B=/work/main/build/perf_tests/kspmv-bench
O=/work/r50/host; mkdir -p $O
for s in astro-ph@autop PGPgiantcompo@autop cage11@autop usroads-48@autop ca-CondMat@auto wing@auto soc-Epinions1@auto circuit204@auto bcsstk33@auto; do
  timeout 300 $B --matrix $M/${s%@*}.mtx.gz@${s#*@} --algorithms automatic --reorder always --reps 1 --warmup 0 --json $O/fit_${s%@*}.json > /dev/null 2>$O/fit_${s%@*}.err; echo "fit $s rc=$?"
done
for s in wiki-Vote@autop delaunay_n16@autop rgg_n_2_15_s0@autop memplus@autop kmnist_norm_10NN@autop luxembourg_osm@autop ct2010@auto; do
  timeout 300 $B --matrix $M/${s%@*}.mtx.gz@${s#*@} --algorithms automatic --reorder always --reps 1 --warmup 0 --json $O/score_${s%@*}.json > /dev/null 2>$O/score_${s%@*}.err; echo "score $s rc=$?"
done
for c in random:2097152:16 rmat:21:16 stencil7:160; do
  timeout 300 $B --case $c --algorithms automatic --reorder always --reps 1 --warmup 0 --json $O/large_${c%%:*}.json > /dev/null 2>$O/large_${c%%:*}.err; echo "large $c rc=$?"
done
