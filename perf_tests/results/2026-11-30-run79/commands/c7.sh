# Run 79 call 7: the commit's kspmv-bench (.device/r79f) against c95a8e8's (.device/r78b), alternating.
# Predicted: automatic at K = 8 on mbeacxc, beaflw, bundle1 0.83-0.85 of c95a8e8's time (c5: the bounded kernel
# with X as given 0.3385 / 0.3334 / 0.3452 ms against 0.4025 / 0.3965 / 0.4138), so bundle1 1.02-1.06x cuSPARSE's
# best SpMM (0.361 ms); every other matrix 1.00 (the bound and the X path touch only warp-rows applies of the
# wide tile and csr_vector's wide tiles); held out K = 8 gm 1.775 -> ~1.80x. Float at K = 16 (the wide tile of
# 16 floats, first under the bound): unmeasured, predicted 0.85-1.0.
for t in r78b r79f; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r79f CALL=c7 LIMIT_S=540 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r78b/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto $M/bundle1.mtx.gz@30 $M/Chem97Zt.mtx.gz@auto"
B=$NEW; BENCH_MAX_S=40 bench x8_auto_new $X --vectors 8 --algorithms automatic --no-cusparse
B=$OLD; BENCH_MAX_S=40 bench x8_auto_old $X --vectors 8 --algorithms automatic --no-cusparse
Y="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30"
B=$NEW; BENCH_MAX_S=30 bench f16_auto_new $Y --scalar float --vectors 16 --algorithms automatic,csr_vector --no-cusparse
B=$OLD; BENCH_MAX_S=30 bench f16_auto_old $Y --scalar float --vectors 16 --algorithms automatic,csr_vector --no-cusparse
B=$NEW; BENCH_MAX_S=80 bench score_auto8_new --real-suite score $M --vectors 8 --algorithms automatic
B=$OLD; BENCH_MAX_S=50 bench score_auto8_old --real-suite score $M --vectors 8 --algorithms automatic --no-cusparse
B=$NEW; BENCH_MAX_S=80 bench score_auto4_new --real-suite score $M --vectors 4 --algorithms automatic
B=$NEW; BENCH_MAX_S=40 bench fit_auto8_new --real-suite fit $M --vectors 8 --algorithms automatic --no-cusparse
B=$OLD; BENCH_MAX_S=40 bench fit_auto8_old --real-suite fit $M --vectors 8 --algorithms automatic --no-cusparse
# rank 1 is untouched by the commit; held out N and T against cuSPARSE at its binary, if time is left
B=$NEW; BENCH_MAX_S=70 bench score_n_new --real-suite score $M --algorithms automatic
B=$NEW; BENCH_MAX_S=60 bench score_t_new --real-suite score $M --algorithms automatic --mode T
pack
