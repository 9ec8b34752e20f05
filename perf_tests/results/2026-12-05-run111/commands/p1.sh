# Run 111 p1 (prepared, not run: the session's device time was spent). Two questions of the record at 0f7ab8b9:
# 1. web-NotreDame x16, y = Aᵀx, ran 3.3% slower than run 108's final binary (README §1). `r108src` is HEAD's
#    bench with the rank-1 double / int handle core compiled from fec3d328's src/ (`git diff HEAD fec3d328 --
#    src` as VARIANT_PATCH to local_variant.sh, VARIANT_OBJECT = handle_core_double_int_rank1.cpp.o, 1:58 on
#    2 cores): the library of run 108's c5 `new` on the rank-1 double path. Held-out Aᵀ, A-B-B-A, no cuSPARSE.
#    (Both copies of a template shared by that core and the others, e.g. launch_range's, link as one: either
#    body is correct.)
# 2. wave x12, y = Aᵀx: Kokkos Kernels native 0.2057 ms against automatic's sellp 0.2171. Every algorithm
#    forced, with cuSPARSE and Kokkos Kernels, in A and Aᵀ, to find the pick that beats native.
# Pack (development machine, .device/, not committed): p111.tar.xz (10 MB) = p111/head/kspmv-bench (b110's,
# md5 cab0fb5a...) and p111/r108src/kspmv-bench (71682a79...). Carry p111.tar.xz, m, p1.sh. About 120 s.
mkdir -p /tmp/p111 && { [ -d /tmp/p111/p111 ] || tar -xJf .device/p111.tar.xz -C /tmp/p111; } || exit 1
BUILD_DIR=/tmp/p111/p111/head CALL=p1 LIMIT_S=280 source perf_tests/tools/device_call.sh
md5sum /tmp/p111/p111/*/* > $R/binaries.md5
S="--real-suite score $M --algorithms automatic --mode T --reps 20 --no-cusparse"
i=0
for v in head r108src r108src head; do B=/tmp/p111/p111/$v/kspmv-bench BENCH_MAX_S=40 bench scoreT_$((++i))_$v $S; done
W="--matrix $M/wave.mtx.gz@auto --reps 20"
G="--algorithms automatic,kk_native,csr_scalar,csr_vector,csr_load_balance,coo_load_balance,ell,sellp,hybrid,evc_hyb,csc"
BENCH_MAX_S=60 bench waveT $W $G --mode T
BENCH_MAX_S=60 bench waveN $W $G
pack
