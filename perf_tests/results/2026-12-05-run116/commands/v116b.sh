# Run 116 call V2: call V (v116.sh) again for an H200 (V ran on an H100), then run 111's open question (its p1.sh,
# part 1): web-NotreDame x16's y = Aᵀx ran 3.3% slower at 0f7ab8b9 than run 108's final library. p116's bench
# against p111's r108src (HEAD's bench of run 111 with fec3d328's rank-1 double core), held-out Aᵀ, A-B-B-A,
# no cuSPARSE. Carry p116.tar.xz, p111.tar.xz, m, v116.sh, v116b.sh. About 480 s.
bash .device/v116.sh
mkdir -p /tmp/p111 && { [ -d /tmp/p111/p111 ] || tar -xJf .device/p111.tar.xz -C /tmp/p111; } || exit 1
PACK=p116 CALL=ab1 LIMIT_S=150 source perf_tests/tools/device_call.sh
md5sum /tmp/p111/p111/r108src/kspmv-bench >> $R/binaries.md5
S="--real-suite score $M --algorithms automatic --mode T --reps 20 --no-cusparse"
i=0
for v in /tmp/p116/p116 /tmp/p111/p111/r108src /tmp/p111/p111/r108src /tmp/p116/p116; do
  B=$v/kspmv-bench BENCH_MAX_S=35 bench scoreT_$((++i))_$(basename $v) $S
done
pack
