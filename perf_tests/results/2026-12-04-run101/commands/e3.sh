# Run 101 call e3 (one H200), the binaries of r1: (1) rank-1 automatic on the three stencils of the large suite
# (issue 10's time per right-hand side at K = 8 against kspmv's own single-vector time); (2) denserows at K = 32,
# the large suite's one file under cuSPARSE (0.95), every csr_load_balance path and the other kernels forced.
mkdir -p /tmp/b101r && tar -xJf .device/b101r.tar.xz -C /tmp/b101r || exit 1
BUILD_DIR=/tmp/b101r CALL=e3 LIMIT_S=170 source perf_tests/tools/device_call.sh
export BENCH_MAX_S=40
bench stencil_n --case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms automatic --no-cusparse --reps 20
D="--case denserows:2097152:4 --vectors 32 --no-cusparse --reps 10 --variant-budget-ms 4000"
bench dr_auto $D --algorithms automatic,coo_load_balance,hybrid,csr_vector
bench dr_walk $D --algorithms csr_load_balance --merge-walk yes
bench dr_staged $D --algorithms csr_load_balance --merge-walk no --staged-products yes
bench dr_csri $D --algorithms csr_load_balance --merge-walk no --staged-products no --warp-rows no
bench dr_rmx $D --algorithms csr_load_balance --row-major-x always
pack
