# Run 78 call 3: csr_vector's rank-2 warp-a-row kernel (spmv/arch/csr_vector_tiles.hpp, working tree on 6308042),
# forced, against the CSR load balance and automatic. Fit side: six SuiteSparse files outside both real suites
# (long rows: mbeacxc, beaflw; FE: bcsstk13, bcsstk24, cavity14, fidapex6), the real and generated fit suites.
# bundle1 and Chem97Zt (held out) and the score suite are measured for the score only, not for the rule.
tar -xJf .device/r78n.tar.xz -C .device
BUILD_DIR=.device/r78n CALL=c3 LIMIT_S=420 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
TAG=_cv runtest test_spmv_double '--gtest_filter=*csr_vector*:*Csr*Vector*'
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto"
A="--algorithms automatic,csr_vector,csr_load_balance"
for k in 4 8 16 32; do
  BENCH_MAX_S=60 bench xfit_k$k $X $M/bundle1.mtx.gz@30 $M/Chem97Zt.mtx.gz@auto --vectors $k $A
done
BENCH_MAX_S=60 bench fit_k8 --real-suite fit $M --vectors 8 $A
BENCH_MAX_S=60 bench gfit_k8 --suite fit --vectors 8 $A --no-cusparse
BENCH_MAX_S=80 bench score_k8 --real-suite score $M --vectors 8 --algorithms csr_vector --no-cusparse
BENCH_MAX_S=60 bench xfit_k8_right $X --vectors 8 --layout right $A --no-cusparse
pack
