# Run 82 call 5: matrices outside both real suites, to test a rule the c2-c4 data suggest but were not fitted to
# decide: the staged kernel at 10 teams (48 registers) gains where scattered_rows < 0.5 and narrow_groups >= 0.4
# (bcsstk33, circuit204, Chem97Zt, rajat01, web-NotreDame: 0.89-0.94) and loses elsewhere (soc-Epinions1: 0.298
# and 0.337, 1.10; the permuted ones up to 1.51). VB = 4 (c4) likewise. 30c0472's bench (8 teams, VB = 3) against
# the t10 and vb4 local variants; automatic at K = 8 and 4, and staged products forced at K = 8.
# Predicted: where rows are in order and narrow, t10 0.90-0.95 and vb4 0.93-0.96; where not, above 1.
tar -xJf .device/r82c.tar.xz -C .device; tar -xJf .device/r82w.tar.xz -C .device
BUILD_DIR=.device/r82c CALL=c5 LIMIT_S=330 source perf_tests/tools/device_call.sh
T10=.device/r82c/variants/t10/kspmv-bench; VB4=.device/r82w/variants/vb4/kspmv-bench; BASE=$B
md5sum $B $T10 $VB4 > $R/binaries.md5
X="--matrix $M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/nh2010.mtx.gz@auto $M/bayer10.mtx.gz@auto $M/gemat11.mtx.gz@auto $M/zenios.mtx.gz@auto $M/LeGresley_4908.mtx.gz@auto $M/big.mtx.gz@auto $M/cz5108.mtx.gz@auto $M/pesa.mtx.gz@auto $M/crack.mtx.gz@auto $M/4elt.mtx.gz@auto $M/cage10.mtx.gz@autop $M/delaunay_n15.mtx.gz@autop"
A="--algorithms automatic --no-cusparse"
C="--algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse"
export BENCH_MAX_S=50
for v in base t10 vb4; do
  case $v in base) BB=$BASE;; t10) BB=$T10;; vb4) BB=$VB4;; esac
  B=$BB bench c8_$v $X --vectors 8 $C
done
for K in 8 4; do
  for v in base t10 vb4; do
    case $v in base) BB=$BASE;; t10) BB=$T10;; vb4) BB=$VB4;; esac
    B=$BB bench a${K}_$v $X --vectors $K $A
  done
done
pack
