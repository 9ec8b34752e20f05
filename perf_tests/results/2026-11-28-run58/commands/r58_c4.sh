# run 58 call 4 (one H200): automatic's local ELL clause on the 32-row slice padding (RowStatistics::slice_fill,
# ell_local_max_slice_fill 1.5; SELL-P where ELL would store more than 2.6 slots an entry), fitted on fit, fit2 and
# fit3 (c3). Automatic on fit3 (the picks the fit predicts), then the record: the held-out real suite and the large
# suite, modes N and T, automatic against cuSPARSE.
CALL=c4 LIMIT_S=390 source perf_tests/tools/device_call.sh kspmv-bench
F3=""
for p in LeGresley_4908 bayer10 bcsstk13 bcsstk18 bcsstk25 beaflw cage9 cavity14 cz5108 delaunay_n15 fidapex6 gemat11 nasa4704 vt2010 well1033 zenios; do F3="$F3 $M/$p.mtx.gz@auto"; done
bench score --real-suite score $M --algorithms automatic
bench fit3_auto --matrix $F3 --algorithms automatic --reps 30
bench scoreT --real-suite score $M --mode T --algorithms automatic
bench large --suite large --algorithms automatic
bench largeT --suite large --mode T --algorithms automatic
pack; ls -la $OUT
