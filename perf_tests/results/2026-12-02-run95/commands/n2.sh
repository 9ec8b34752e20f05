# Run 95 call n2 (fresh machine): main at c637ebc built here. Issue 10's K = 4 headroom: every rank-2
# kernel on four FE files and four graphs (unpermuted) at K = 4 with X as given and through the
# row-major copy, against automatic and cuSPARSE's SpMM in the same process.
# Predicted: automatic within 5% of the best kernel/path on every file (the rule was fitted on these
# kinds); the FE files' best path at 35-45% of the multivector roofline, the copy no better than 1.1x.
BUILD_DIR=/tmp/bh CALL=n2 LIMIT_S=585 source perf_tests/tools/device_call.sh kspmv-bench
md5sum $B > $R/binaries.md5
F="$M/wave.mtx.gz@12 $M/bcsstk29.mtx.gz@auto $M/cage11.mtx.gz@auto $M/bcsstk16.mtx.gz@auto $M/web-NotreDame.mtx.gz@16 $M/soc-Slashdot0902.mtx.gz@24 $M/Chem97Zt.mtx.gz@auto $M/ct2010.mtx.gz@auto"
AL=automatic,csr_load_balance,csr_scalar,csr_vector,ell,sellp,hybrid
export BENCH_MAX_S=150
bench k4_given --matrix $F --vectors 4 --algorithms $AL --row-major-x never --reps 20
bench k4_copy --matrix $F --vectors 4 --algorithms $AL --row-major-x always --no-cusparse --reps 20
bench k4_auto --matrix $F --vectors 4 --algorithms automatic --no-cusparse --reps 20
pack
