# Run 100 call n3 (H200): which part of n2's trim gains. Staged products forced on the six files where they run
# in order (circuit204, bcsstk33, cage11 fit; web-NotreDame, rajat01, Chem97Zt held out), K = 4 and 8, no
# cuSPARSE; base (no-op define), trim (all three), scratch (one scratch request), x (X's column pointer once
# a vector), scan (the scan's step mask once a lane); two passes in opposite orders.
# Then ncu source counters of the trimmed staged kernel (web-NotreDame x16, K = 4), of csr_scalar's rank-2
# gather (wave x12, K = 8) and ELL's (bcsstk29 x39, K = 8) in base: where their instructions go.
mkdir -p /tmp/b100 && tar -xJf .device/b100n3.tar.xz -C /tmp/b100 || exit 1
CALL=n3 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b100/*/kspmv-bench > $R/binaries.md5
F="--matrix $M/circuit204.mtx.gz@4080 $M/bcsstk33.mtx.gz@41 $M/cage11.mtx.gz@auto $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
C="--algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse --reps 15"
run() { local v=$1 name=$2; shift 2; B=/tmp/b100/$v/kspmv-bench BENCH_MAX_S=60 bench ${name}_$v "$@"; }
for K in 4 8; do
  for v in base trim scratch x scan; do run $v p${K}_1 $F --vectors $K $C; done
  for v in scan x scratch trim base; do run $v p${K}_2 $F --vectors $K $C; done
done
prof() {  # name binary regex count bench-args...
  local name=$1 bin=$2 rx=$3 cnt=$4; shift 4
  timeout 90 ncu --kernel-name-base demangled --kernel-name "regex:$rx" --launch-count $cnt \
    --section SourceCounters --section WarpStateStats --section LaunchStats --section Occupancy \
    --section SpeedOfLight --import-source no -f -o $R/$name \
    /tmp/b100/$bin/kspmv-bench "$@" --reps 1 --warmup 0 --no-cusparse > $R/$name.out 2>&1
  echo "$name ncu rc=$?"
  timeout 60 ncu -i $R/$name.ncu-rep --page source --csv --print-source sass > $R/${name}_sass.csv 2> $R/${name}_sass.err
  timeout 60 ncu -i $R/$name.ncu-rep --page details --csv > $R/${name}_details.csv 2>&1
  rm -f $R/$name.ncu-rep; gzip -f $R/${name}_sass.csv $R/${name}_details.csv; pack
}
prof trim_wnd_k4 trim 'StagedProducts' 1 --matrix $M/web-NotreDame.mtx.gz@16 --vectors 4 --algorithms automatic
prof scalar_wave_k8 base 'CsrScalarGather' 1 --matrix $M/wave.mtx.gz@12 --vectors 8 --algorithms automatic
prof ell_bc29_k8 base 'PaddedSlotsKernel' 1 --matrix $M/bcsstk29.mtx.gz@39 --vectors 8 --algorithms automatic
pack
