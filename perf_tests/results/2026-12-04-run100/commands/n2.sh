# Run 100 call n2 (H200): the staged rank-2 kernel trimmed (-DKSPMV_EXP_STAGED_TRIM in the double/int rank-2
# handle core: one scratch request instead of four aligned Views, X's column pointer once a vector with a
# unit-row-stride path, the scan's per-lane step mask once for all vectors) against the same tree without
# the define ("base": a no-op define, run 99 n5's method), no cuSPARSE, A-B-B-A.
# Predicted (n1's ncu: ~240 prologue + ~40 gather-address instructions a warp of ~1177): 0.96-0.99 of base
# where the staged kernel runs, 1.00 elsewhere.
mkdir -p /tmp/b100 && tar -xJf .device/b100n2.tar.xz -C /tmp/b100 || exit 1
CALL=n2 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b100/*/kspmv-bench > $R/binaries.md5
F="--matrix $M/circuit204.mtx.gz@4080 $M/bcsstk33.mtx.gz@41 $M/soc-Epinions1.mtx.gz@auto $M/PGPgiantcompo.mtx.gz@auto $M/cage11.mtx.gz@auto"
C="--algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse --reps 15"
run() { local v=$1 name=$2; shift 2; B=/tmp/b100/$v/kspmv-bench BENCH_MAX_S=90 bench ${name}_$v "$@"; }
S="--real-suite score $M --algorithms automatic --no-cusparse --reps 20"
run base sk4_1 $S --vectors 4; run trim sk4_1 $S --vectors 4
run trim sk8_1 $S --vectors 8; run base sk8_1 $S --vectors 8
run base fk4_1 $F --vectors 4 $C; run trim fk4_1 $F --vectors 4 $C
run trim fk8_1 $F --vectors 8 $C; run base fk8_1 $F --vectors 8 $C
run trim sk4_2 $S --vectors 4; run base sk4_2 $S --vectors 4
run base sk8_2 $S --vectors 8; run trim sk8_2 $S --vectors 8
pack
