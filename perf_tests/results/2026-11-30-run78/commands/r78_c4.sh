# Run 78 call 4: the warp-a-row kernel with 16-byte loads of whole tiles where X's rows are contiguous (LayoutRight,
# or the handle's row-major copy: --row-major-x always). Same matrices as call 3.
tar -xJf .device/r78n.tar.xz -C .device
BUILD_DIR=.device/r78n CALL=c4 LIMIT_S=300 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
TAG=_cv runtest test_spmv_double '--gtest_filter=*csr_vector*'
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto $M/bundle1.mtx.gz@30 $M/Chem97Zt.mtx.gz@auto"
A="--algorithms csr_vector,csr_load_balance --no-cusparse"
for k in 4 8 16 32; do
  BENCH_MAX_S=50 bench rmx_k$k $X --vectors $k $A --row-major-x always
done
BENCH_MAX_S=50 bench right_k8 $X --vectors 8 $A --layout right
BENCH_MAX_S=60 bench fit_rmx_k8 --real-suite fit $M --vectors 8 $A --row-major-x always
pack
