# Run 82 call 3: staged_products_min_teams refitted on the fit suite. c2 put 10 teams (48 registers, no spills)
# at 0.90-0.94 of the time on the score matrices and circuit204 (staged forced), but 1.09-1.10 on soc-Epinions1,
# the one fit matrix automatic stages. Here every fit-suite matrix runs the staged kernel (forced), K = 8 and 4,
# with 30c0472's bench (8 teams) and the local variants at 9, 10 and 12 teams (perf_tests/tools/local_variant.sh;
# 12 bounds the kernel to 40 registers). Predicted: 10 teams 0.93-1.0 on most, above 1 where X's gathers miss
# (soc-Epinions1-like graphs: astro-ph, ca-CondMat, PGPgiantcompo); 12 teams worse than 10 if it spills.
tar -xJf .device/r82c.tar.xz -C .device; tar -xJf .device/r82v.tar.xz -C .device
BUILD_DIR=.device/r82c CALL=c3 LIMIT_S=400 source perf_tests/tools/device_call.sh
T9=.device/r82c/variants/t9/kspmv-bench; T10=.device/r82c/variants/t10/kspmv-bench; T12=.device/r82v/variants/t12/kspmv-bench
md5sum $B $T9 $T10 $T12 > $R/binaries.md5
CUOBJ=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
for b in $T12; do echo "== $b"; $CUOBJ --dump-resource-usage $b | grep -A1 StagedProducts | grep -o "REG:[0-9]* STACK:[0-9]* SHARED:[0-9]* LOCAL:[0-9]*" | sort | uniq -c; done > $R/resources.txt 2>&1
C="--algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse"
export BENCH_MAX_S=60
for K in 8 4; do
  for v in base t10 t9 t12; do
    case $v in base) BB=$BIN/perf_tests/kspmv-bench;; t9) BB=$T9;; t10) BB=$T10;; t12) BB=$T12;; esac
    B=$BB bench fit${K}_$v --real-suite fit $M --vectors $K $C
  done
done
pack
