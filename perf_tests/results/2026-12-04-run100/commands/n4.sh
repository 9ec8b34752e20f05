# Run 100 call n4 (H200). (1) The staged kernel: base, trim (n2's three parts) and xscan (X's column pointer
# and the scan's step mask, without n3's slower single scratch request) on the six files where it runs in
# order, staged forced, K = 4 and 8. (2) VectorTile::add reading row c of the tile once and stepping by X's
# vector stride (tilex: csr_scalar, ELL, SELL-P rank-2 gathers; n3's ncu counted ~11 instructions a gather
# in csr_scalar) and all2 = xscan + tilex: csr_scalar and ELL forced on fit files, then the held-out score
# suite with automatic, K = 4 and 8, A-B-B-A. No cuSPARSE.
# Predicted: xscan 0.93-0.95 of base (n3: x 0.957, scan 0.977); tilex 0.85-0.95 on csr_scalar, 0.95-1.0 ELL.
mkdir -p /tmp/b100 && tar -xJf .device/b100n4.tar.xz -C /tmp/b100 || exit 1
CALL=n4 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b100/*/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; B=/tmp/b100/$v/kspmv-bench BENCH_MAX_S=60 bench ${name}_$v "$@"; }
F="--matrix $M/circuit204.mtx.gz@4080 $M/bcsstk33.mtx.gz@41 $M/cage11.mtx.gz@auto $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
C="--algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse --reps 15"
for K in 4 8; do
  for v in base xscan trim; do run $v p${K}_1 $F --vectors $K $C; done
  for v in trim xscan base; do run $v p${K}_2 $F --vectors $K $C; done
done
G="--matrix $M/bcsstk33.mtx.gz@41 $M/wing.mtx.gz@auto $M/usroads-48.mtx.gz@auto $M/ca-CondMat.mtx.gz@auto $M/wave.mtx.gz@12 $M/kmnist_norm_10NN.mtx.gz@153 --no-cusparse --reps 15"
for K in 4 8; do
  run base g${K}_1 $G --vectors $K --algorithms csr_scalar,ell; run tilex g${K}_1 $G --vectors $K --algorithms csr_scalar,ell
done
S="--real-suite score $M --algorithms automatic --no-cusparse --reps 20"
run base sk4_1 $S --vectors 4; run tilex sk4_1 $S --vectors 4; run all2 sk4_1 $S --vectors 4
run all2 sk8_1 $S --vectors 8; run tilex sk8_1 $S --vectors 8; run base sk8_1 $S --vectors 8
run all2 sk4_2 $S --vectors 4; run tilex sk4_2 $S --vectors 4; run base sk4_2 $S --vectors 4
run base sk8_2 $S --vectors 8; run tilex sk8_2 $S --vectors 8; run all2 sk8_2 $S --vectors 8
pack
