# run 64 call 3 (prepared in run 63; one H200): more fit data for automatic's rank-2 rule, from SuiteSparse files no
# suite uses yet (the held-out suite stays untouched). Run 63 found two held-out matrices where another path beats
# automatic's pick at K = 8 (ct2010: csr_load_balance with X as given 1.12x faster than csr_scalar; memplus: hybrid
# 1.10x), and the real fit suite has no census graph and one FE circuit. These files are of those kinds: census graphs
# (de2010, nh2010, vt2010), FE / mesh graphs (cti, 4elt, crack, big, pesa, bcsstk25), a chemical process (bayer10),
# cage10, delaunay_n15, each replicated to the suites' size (@auto; @autop permuted for a third of them).
# Every non-block kernel and each rank-2 path of csr_load_balance at K = 8 without cuSPARSE, then automatic against
# cuSPARSE's SpMM at K = 8. A refit must add these to `real_suite("fit")` and say so.
CALL=c3 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
X=""
for s in de2010@auto nh2010@autop vt2010@auto cti@auto 4elt@autop crack@auto big@auto pesa@autop bcsstk25@auto \
         bayer10@auto cage10@autop delaunay_n15@auto; do X="$X $M/${s%@*}.mtx.gz@${s#*@}"; done
A="automatic,csr_load_balance,coo_load_balance,hybrid,sellp,ell,evc_hyb,csr_vector,csr_scalar"
bench k8_extra_all --matrix $X --vectors 8 --no-cusparse --algorithms $A
bench k8_extra_given --matrix $X --vectors 8 --no-cusparse --algorithms csr_load_balance --row-major-x never
bench k8_extra_copy --matrix $X --vectors 8 --no-cusparse --algorithms csr_load_balance --row-major-x always
bench k8_extra_auto --matrix $X --vectors 8 --algorithms automatic
bench n_extra_all --matrix $X --no-cusparse --algorithms $A
pack; ls -la $OUT
