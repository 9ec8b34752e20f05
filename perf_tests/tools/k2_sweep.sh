#!/usr/bin/env bash
# Brute-force search of K2's shape ([KSPARSE] §5.3, spmv/bsr_medium_blocks.hpp)
# on the GPU: for each block size b and its fit patterns, kspmv-bench's BSR
# with the portable kernel, then K2 over ept (Ntg = ceil(b / ept)) x Nbrows_ta x
# threads per team (Nta = max(1, team / (b Ntg))). Runs through perf_tests/gpu_session.sh;
# tabulate with perf_tests/tools/k2_table.py.
#
#   perf_tests/tools/k2_sweep.sh BIN_DIR MATRIX_DIR "b:pattern,pattern ..." ...
set -euo pipefail
bin=${1:?usage: k2_sweep.sh BIN_DIR MATRIX_DIR B:PATTERNS...}
dir=${2:?}
shift 2
jobs=()
for spec in "$@"; do
  b=${spec%%:*}
  m=""
  for p in ${spec#*:}; do m+=" $dir/$p.mtx.gz@autob$b"; done
  base="--matrix$m --algorithms bsr --no-cusparse"
  jobs+=("b${b}_portable=$base --bsr-kernel portable")
  for ept in 2 4 8; do
    g=$(( (b + ept - 1) / ept ))
    [ $(( b * g )) -le 512 ] || continue   # bsr_medium_block_max_array_threads
    for rows in 1 2 4; do
      for team in 64 128 256; do
        nta=$(( team / (b * g) )); [ "$nta" -ge 1 ] || nta=1
        jobs+=("b${b}_ept${ept}_rows${rows}_team${team}=$base --bsr-kernel k2 --bsr-groups $g --bsr-rows-per-warp $rows --bsr-warps $nta")
      done
    done
  done
done
exec bash "$(dirname "$0")/../gpu_session.sh" "$bin" "${jobs[@]}"
