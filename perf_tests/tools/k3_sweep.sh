#!/usr/bin/env bash
# Brute-force search of K3's shape ([KSPARSE] §5.4, spmv/bsr_large_blocks.hpp)
# on the GPU: for each block size b and its fit patterns, kspmv-bench's BSR
# with K2 at the table's shape (where it serves b) and K3 over nb (rows per
# band: 32, ceil(b/2) and b, at most 64) x Ntg x ept x Nbrows, teams of nb·Ntg
# threads up to 512. Runs through perf_tests/gpu_session.sh; tabulate with
# perf_tests/tools/k2_table.py (the same NAME.json layout).
#
#   perf_tests/tools/k3_sweep.sh BIN_DIR MATRIX_DIR "b:pattern pattern ..." ...
# NTGS, EPTS and ROWS (space-separated) narrow the grid; defaults below. BANDS
# replaces the nb list (the word b stands for b itself).
set -euo pipefail
bin=${1:?usage: k3_sweep.sh BIN_DIR MATRIX_DIR B:PATTERNS...}
dir=${2:?}
shift 2
groups=${NTGS:-2 4 8}
epts=${EPTS:-2 4 8}
rows_set=${ROWS:-1 2 4}
jobs=()
for spec in "$@"; do
  b=${spec%%:*}
  m=""
  for p in ${spec#*:}; do m+=" $dir/$p.mtx.gz@autob$b"; done
  base="--matrix$m --algorithms bsr --no-cusparse"
  [ "$b" -gt 64 ] || jobs+=("b${b}_k2=$base --bsr-kernel k2")
  if [ -n "${BANDS:-}" ]; then bands=${BANDS//b/$b}
  else bands=$(printf '%s\n' 32 $(( (b + 1) / 2 )) "$b" | awk '$1 <= 64' | sort -un); fi
  for nb in $bands; do
    for g in $groups; do
      [ $(( nb * g )) -le 512 ] || continue   # bsr_large_block_max_team_threads
      for ept in $epts; do
        for rows in $rows_set; do
          jobs+=("b${b}_nb${nb}_g${g}_e${ept}_r${rows}=$base --bsr-kernel k3 --bsr-band-rows $nb --bsr-groups $g --bsr-ept $ept --bsr-rows-per-warp $rows")
        done
      done
    done
  done
done
exec bash "$(dirname "$0")/../gpu_session.sh" "$bin" "${jobs[@]}"
