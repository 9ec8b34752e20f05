# Run 79 call 2. Three benches alternating in one call on one machine:
#   OLD = c95a8e8 (.device/r78b: its kspmv-bench);
#   UNB = + the CSRI gather storing every empty row after each row it finishes (.device/r79u: diffs/r79_all_empty_rows.diff, as
#         run 33 tried on the H100);
#   NEW = + at most csri_trailing_empty_rows = 16 of them, the rest (and the rows before the first non-empty one)
#         by the second launch's list; and the spread-tile warp-a-row kernel for row-major X (.device/r79s: the
#         commit's code, kspmv-bench and the nine one-GPU test programs).
# Predicted: (a) web-NotreDame x16 rank 1 0.155 -> 0.140-0.146 ms with NEW (c1's ncu: the second launch 17 us of
# 149); UNB faster there but slower on rmat:21:16 (runs of up to 559 empty rows: run 33 1.13-1.18x on the H100);
# matrices without empty rows 1.00. (b) csr_vector through the row-major copy of X at K = 8 on mbeacxc, beaflw,
# bundle1: 0.6-0.8 of OLD's time (c1's ncu: OLD's kernel L1-bound at 66%, one 128-byte line a lane an
# instruction; the spread kernel touches a quarter of the lines); at K = 4 0.7-0.9 (half the lines).
for t in r78b r79u r79s; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r79s CALL=c2 LIMIT_S=560 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r78b/perf_tests/kspmv-bench; UNB=.device/r79u/perf_tests/kspmv-bench
md5sum $NEW $OLD $UNB $BIN/unit_tests/* > $R/binaries.md5
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto $M/bundle1.mtx.gz@30 $M/Chem97Zt.mtx.gz@auto"
for k in 8 4; do
  B=$NEW; BENCH_MAX_S=40 bench x${k}_rmx_new $X --vectors $k --algorithms csr_vector --no-cusparse --row-major-x always
  B=$OLD; BENCH_MAX_S=40 bench x${k}_rmx_old $X --vectors $k --algorithms csr_vector --no-cusparse --row-major-x always
done
B=$NEW; BENCH_MAX_S=70 bench score_n_new --real-suite score $M --algorithms automatic
B=$OLD; BENCH_MAX_S=45 bench score_n_old --real-suite score $M --algorithms automatic --no-cusparse
B=$UNB; BENCH_MAX_S=45 bench score_n_unb --real-suite score $M --algorithms automatic --no-cusparse
B=$NEW; BENCH_MAX_S=60 bench large_n_new --suite large --algorithms automatic
B=$OLD; BENCH_MAX_S=40 bench large_n_old --suite large --algorithms automatic --no-cusparse
B=$UNB; BENCH_MAX_S=40 bench large_n_unb --suite large --algorithms automatic --no-cusparse
B=$NEW; BENCH_MAX_S=35 bench fit_n_new --real-suite fit $M --algorithms automatic --no-cusparse
B=$OLD; BENCH_MAX_S=35 bench fit_n_old --real-suite fit $M --algorithms automatic --no-cusparse
pack
