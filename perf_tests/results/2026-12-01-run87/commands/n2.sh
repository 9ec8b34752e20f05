# Run 87 call n2: the two rule changes as committed (.device/r87b: the COO load balance below 8 entries a
# resident thread past the latency regime; csr_vector's lanes capped at a wave of the resident threads where
# the latency rule gave a thread per row to rows up to 128 whose lanes would fill over 1.9 waves).
# Predicted: the CUDA tests that read the rule pass; automatic x cuSPARSE on the latency score half up from
# n1's 0.977-0.984 by ~2% (cage11, de2010, delaunay_n16, rgg, vt2010 5-15% faster), none below 0.8 but
# ca-CondMat (0.70-0.73, untouched); the mid-size score files as n1; the record (20M+) unchanged.
tar -xJf .device/r87b.tar.xz -C .device
BUILD_DIR=.device/r87b CALL=n2 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $B $BIN/perf_tests/kspmv-launch-cost $BIN/unit_tests/* > $R/binaries.md5
runtest test_launch
runtest test_errors_and_handle
export BENCH_MAX_S=60
F=csr_load_balance,coo_load_balance,automatic
s15="$M/web-NotreDame.mtx.gz@1 $M/soc-Slashdot0902.mtx.gz@2 $M/Chem97Zt.mtx.gz@25 $M/memplus.mtx.gz@12 $M/wiki-Vote.mtx.gz@15 $M/ca-CondMat.mtx.gz@8"
s22="$M/Chem97Zt.mtx.gz@38 $M/memplus.mtx.gz@19 $M/wiki-Vote.mtx.gz@23 $M/ca-CondMat.mtx.gz@13"
L=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2 3; do
  for half in score fit; do bench lat_${half}_$p --small-suite $half $M --algorithms $L; done
  for n in s15 s22; do bench mid_${n}_$p --matrix ${!n} --algorithms $F; done
done
bench score_n --real-suite score $M --algorithms automatic
bench large_n --suite large --algorithms automatic
bench score_t --real-suite score $M --algorithms automatic --mode T
bench score4 --real-suite score $M --vectors 4 --algorithms automatic
runtest test_spmv_double
pack
