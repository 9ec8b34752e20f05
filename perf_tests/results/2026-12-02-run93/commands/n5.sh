# Run 93 call n5 (fresh machine): kspmv-bench and test_errors_and_handle built on the development machine at
# b3443d4 (the scatter-cost rule for rank-1 op = A^T of ELL and SELL-P; CUDA build of docs/GPU_BUILD.md, KSPMV_UNITS=many),
# carried stripped in .device/bin; the test, then mode T with cuSPARSE on the FE files, the 26 unseen files and
# the held-out suite.
# Predicted: the test passes; cage11 x43 0.174 ms (own scatter, as n3), cage10 x159 0.171 (as n4), 4elt x262
# 0.251 -> 0.219 ms (ELL's own, n4's forced time; 0.890 -> ~1.02x cuSPARSE), every other matrix as n3/n4 (its
# scatter unchanged); automatic's setup up by the counting pass where it runs (ELL / SELL-P on even rows).
tar -xJf .device/bin.tar.xz -C .device && BUILD_DIR=.device/bin CALL=n5 LIMIT_S=110 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/test_errors_and_handle > $R/binaries.md5
runtest test_errors_and_handle
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
U=""
for f in EX5 bcsstk25 nh2010 bfly delaunay_n15 bcsstk24 vt2010 cage10 bcsstk18 de2010 nasa4704 cti bayer10 4elt big cs4 bcsstk13 pesa cavity14 nopoly crack cz5108 fidapex6 gemat11 LeGresley_4908 zenios; do U="$U $M/$f.mtx.gz@auto"; done
bench fe_T --matrix $FE --mode T --algorithms automatic --reps 30
bench unseen_T --matrix $U --mode T --algorithms automatic --reps 30
bench score_T --real-suite score $M --algorithms automatic --mode T
pack
