# Run 94 call n1 (fresh machine): kspmv-bench, test_errors_and_handle and test_spmv_double built on the
# development machine at the narrow EVC-HYB change (the ELL part's columns as 16-bit deltas per group of 64
# sorted positions; CUDA build of docs/GPU_BUILD.md, KSPMV_UNITS=many), carried stripped in .device/bin.
# Issue 9's compressed-index bar on the FE files (32-bit columns everywhere against columns as chosen, two
# alternated passes), then every rank-1 kernel on the fit and score suites and the 26 unseen files (mode N).
# Predicted: tests pass; narrow evc_hyb 0.90-0.93x its 32-bit time on the FE files (ELL / SELL-P took
# 0.88-0.92x with deltas in run 90), so that the bar (narrow best over 32-bit best >= 1.07) holds on bcsstk16,
# bcsstk29, bcsstk33, wave, cage11 (1.07-1.12) and not on wing (x-bound; EVC-HYB slow there).
tar -xJf .device/bin.tar.xz -C .device && BUILD_DIR=.device/bin CALL=n1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
TAG=_evc runtest test_spmv_double --gtest_filter='*evc_hyb*:*.ell:*.sellp:*streaming*'
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
A6=ell,sellp,evc_hyb,csr_load_balance,hybrid,automatic
export BENCH_MAX_S=70
bench fe32 --matrix $FE --column-indices full --algorithms $A6 --no-cusparse --reps 40
bench fe --matrix $FE --algorithms $A6 --no-cusparse --reps 40
bench fe32_2 --matrix $FE --column-indices full --algorithms $A6 --no-cusparse --reps 40
bench fe_2 --matrix $FE --algorithms $A6 --no-cusparse --reps 40
export BENCH_MAX_S=100
bench fit_N --real-suite fit $M --algorithms $A6
bench score_N --real-suite score $M --algorithms $A6
U=""
for f in EX5 bcsstk25 nh2010 bfly delaunay_n15 bcsstk24 vt2010 cage10 bcsstk18 de2010 nasa4704 cti bayer10 4elt big cs4 bcsstk13 pesa cavity14 nopoly crack cz5108 fidapex6 gemat11 LeGresley_4908 zenios; do U="$U $M/$f.mtx.gz@auto"; done
bench unseen_N --matrix $U --algorithms ell,sellp,evc_hyb,automatic --no-cusparse --reps 30
pack
