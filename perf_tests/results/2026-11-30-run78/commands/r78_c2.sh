# Run 78 call 2: is a vector of lanes per row (csr_vector) a lead for rank-2 op = A on long rows in order
# (bundle1-like), K = 8? Binaries: .device/r78 (main at bb2dbd1). Extra fit-side matrices outside both suites.
tar -xJf .device/r78.tar.xz -C .device
BUILD_DIR=.device/r78 CALL=c2 LIMIT_S=330 source perf_tests/tools/device_call.sh
L="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/bundle1.mtx.gz@30"
BENCH_MAX_S=150 bench long_k8 $L --vectors 8 --algorithms automatic,csr_vector,ell,csr_load_balance,csr_scalar
BENCH_MAX_S=100 bench long_k8_rmx $L --vectors 8 --algorithms csr_vector,csr_load_balance --row-major-x always --no-cusparse
pack
