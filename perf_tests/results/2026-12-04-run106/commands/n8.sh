# Run 106 n8: CSRI with 4 entries a lane (csri_entries_per_lane 8 -> 4: windows of 128 entries, 4 mask words),
# under LaunchBounds<256, 4> (`e4`: ptxas 60-64 registers, no spills) and <256, 6> (`e4b6`: 40 registers, 64-84
# bytes of spills): 7f046ab's /work/cubuild relinked by local_variant.sh with the two constants edited (sed) in the
# rank-1 double object, whose plan setup builds the schedule with the same E. `cur` as in n3. y = Ax, A-B-C-C-B-A.
mkdir -p /tmp/b106f && tar -xJf .device/b106f.tar.xz -C /tmp/b106f || exit 1
CALL=n8 LIMIT_S=400 source perf_tests/tools/device_call.sh
md5sum /tmp/b106f/*/kspmv-bench > $R/binaries.md5
S="--real-suite score $M --algorithms automatic,csr_load_balance --no-cusparse --reps 30"
F="--real-suite fit $M --algorithms csr_load_balance --no-cusparse --reps 30"
for p in "1 cur" "1 e4" "1 e4b6" "2 e4b6" "2 e4" "2 cur"; do
  set -- $p
  B=/tmp/b106f/$2/kspmv-bench BENCH_MAX_S=80 bench score_$1_$2 $S
  B=/tmp/b106f/$2/kspmv-bench BENCH_MAX_S=60 bench fit_$1_$2 $F
done
pack
