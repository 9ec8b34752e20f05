# Run 93 call n4 (n3's machine, warm, n3's build): scoring the new op = A^T rule on 26 replicated SuiteSparse
# files it never saw (automatic and ELL / SELL-P with each scatter forced); the whole record at the final commit:
# held-out suite N, T and K = 4 against cuSPARSE, fit suite T, the large suite N and T, the single-values record
# (FE files, stencils, banded files).
# Predicted: the rule picks ELL's own scatter only where scattered_rows <= 0.1, mean < 32, cv <= 0.5 (cage10,
# maybe bcsstk24/25 and the Gaertner meshes) and there it is faster than the row order; held-out N 1.01, T 1.055,
# K = 4 1.50 (their kernels unchanged); DIA single on stencils 1.41-1.53x DIA double (n2).
CALL=n4 LIMIT_S=495 source perf_tests/tools/device_call.sh
U=""
for f in EX5 bcsstk25 nh2010 bfly delaunay_n15 bcsstk24 vt2010 cage10 bcsstk18 de2010 nasa4704 cti bayer10 4elt big cs4 bcsstk13 pesa cavity14 nopoly crack cz5108 fidapex6 gemat11 LeGresley_4908 zenios; do U="$U $M/$f.mtx.gz@auto"; done
export BENCH_MAX_S=80
bench unseen_T --matrix $U --mode T --algorithms automatic,ell --reps 30
bench unseen_T_row --matrix $U --mode T --transpose-scatter row_order --algorithms ell,sellp --no-cusparse --reps 30
bench unseen_T_plan --matrix $U --mode T --transpose-scatter plan --algorithms ell,sellp --no-cusparse --reps 30
bench score_T --real-suite score $M --algorithms automatic --mode T
bench fit_T --real-suite fit $M --algorithms automatic --mode T
bench score_N --real-suite score $M --algorithms automatic
bench large_N --suite large --algorithms automatic,dia,ell
bench large_T --suite large --algorithms automatic --mode T
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid,evc_hyb
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
bench st_single --case stencil7:160 --case stencil27:100 --case stencil5:4096 --single-values --algorithms $SA --reps 40
bench banded_single --matrix $BANDED --single-values --algorithms $SA --reps 40
bench fe_single --matrix $FE --single-values --algorithms $SA --reps 40
bench score4 --real-suite score $M --vectors 4 --algorithms automatic
pack
