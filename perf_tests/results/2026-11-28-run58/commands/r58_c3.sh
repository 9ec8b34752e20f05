# run 58 call 3 (prepared in run 57; one H200): a third fit set for automatic's ELL / SELL-P clauses. The held-out
# wave x12 runs ELL / SELL-P at 0.89 / 0.90 of the CSR load balance's time but automatic takes the load balance:
# its ELL clause reads the whole matrix's padding (fill 3.25 > ell_local_max_fill 2.6), while a warp of ELL or a
# SELL-P slice pays only for its own 32 rows (slice32 1.26; perf_tests/tools/row_fills.py). Every fit matrix so
# far with local rows and fill > 2.6 also had slice32 >= 1.84 (circuit204, nh2010), so no fit data can place a
# slice-padding threshold, and wave, being held out, must not. fit3: the 17 files of ../shared/matrices/ that no
# suite has used, in place and 6 permuted, every kernel that could take them.
CALL=c3 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_complex
F3=""
for p in LeGresley_4908 bayer10 bcsstk13 bcsstk18 bcsstk25 beaflw cage9 cavity14 cz5108 delaunay_n15 dwg961b fidapex6 gemat11 nasa4704 vt2010 well1033 zenios; do F3="$F3 $M/$p.mtx.gz@auto"; done
for p in bcsstk25 bcsstk18 gemat11 cavity14 delaunay_n15 nasa4704; do F3="$F3 $M/$p.mtx.gz@autop"; done
bench fit3_all --matrix $F3 --algorithms automatic,csr_load_balance,coo_load_balance,ell,sellp,hybrid,csr_scalar --reps 30
python3 perf_tests/tools/row_fills.py $M/LeGresley_4908 $M/bayer10 $M/bcsstk13 $M/bcsstk18 $M/bcsstk25 $M/beaflw $M/cage9 $M/cavity14 $M/cz5108 $M/delaunay_n15 $M/dwg961b $M/fidapex6 $M/gemat11 $M/nasa4704 $M/vt2010 $M/well1033 $M/zenios > $R/fit3_fills.txt
pack
# test_spmv_complex: c2 ran out of time in it (160 s, at SpmvComplex.deterministic)
s=$(date +%s); timeout $((call_deadline - 5 - $(date +%s))) $BIN/unit_tests/test_spmv_complex > $R/test_spmv_complex.txt 2>&1
echo "test_spmv_complex rc=$? $(( $(date +%s) - s )) s $(tail -1 $R/test_spmv_complex.txt | cut -c1-60)" | tee -a $R/tests_summary.txt
bench score --real-suite score $M --algorithms automatic
bench large --suite large --algorithms automatic
pack; ls -la $OUT
