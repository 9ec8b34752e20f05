# Run 100 call n1 (H200): source-level ncu (SASS instructions executed and stall samples per instruction) of
# kspmv's staged products and cuSPARSE's COO ALG3 at K = 4 on web-NotreDame x16 and Chem97Zt x387, and of the
# rank-1 CSRI chunks against cuSPARSE's rank-1 kernels on web-NotreDame x16: where the instructions go.
mkdir -p /tmp/b100 && tar -xJf .device/b100.tar.xz -C /tmp/b100 || exit 1
BUILD_DIR=/tmp/b100/base CALL=n1 LIMIT_S=420 source perf_tests/tools/device_call.sh
B=/tmp/b100/base/kspmv-bench
ncu --version > $R/ncu_version.txt 2>&1
prof() {  # name regex count bench-args...
  local name=$1 rx=$2 cnt=$3; shift 3
  timeout 120 ncu --kernel-name-base demangled --kernel-name "regex:$rx" --launch-count $cnt \
    --section SourceCounters --section WarpStateStats --section LaunchStats --section Occupancy \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --import-source no -f -o $R/$name \
    $B "$@" --reps 1 --warmup 0 > $R/$name.out 2>&1
  echo "$name ncu rc=$?"
  timeout 60 ncu -i $R/$name.ncu-rep --page source --csv --print-source sass > $R/${name}_sass.csv 2> $R/${name}_sass.err
  echo "$name source rc=$?"
  timeout 60 ncu -i $R/$name.ncu-rep --page details --csv > $R/${name}_details.csv 2>&1
  gzip -f $R/${name}_sass.csv $R/${name}_details.csv; pack
}
prof wnd_k4 'StagedProducts|coomm_alg3' 2 --matrix $M/web-NotreDame.mtx.gz@16 --vectors 4 --algorithms automatic
prof chem_k4 'StagedProducts|coomm_alg3' 2 --matrix $M/Chem97Zt.mtx.gz@387 --vectors 4 --algorithms automatic
prof wnd_n 'CsriChunks|cusparse::' 24 --matrix $M/web-NotreDame.mtx.gz@16 --algorithms automatic
ls -la $R > $R/ls.txt; pack
