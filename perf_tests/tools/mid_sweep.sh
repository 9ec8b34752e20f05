#!/usr/bin/env bash
# Which BSR kernel serves medium blocks (b = 2..16) best, on the GPU: for
# each block size b and its fit patterns, kspmv-bench's BSR with
#   rows    a thread per row (spmv/bsr_rows.hpp) on row-major and column-major blocks
#   occ     a thread per row on row-major blocks, its grid capped at each fraction
#           of the resident threads in OCCUPANCY (default 1 0.75 0.625 0.5; 1: uncapped)
#   k2      K2 at the table's shape and over Ntg = ceil(b / ept), ept 2..5, x Nbrows 1/2
#   k3      K3 at the table's shape
#   lanes   row lanes (spmv/arch/bsr_row_lanes.hpp): U loads in flight per lane
#           (LOADS, default 2 4 8) x Nbrows (ROWS, default 1 2)
#   table   Algorithm::bsr as the tuning table launches it
#   others  the non-block kernels and cuSPARSE on the same matrices (what
#           Algorithm::automatic weighs BSR against)
# KINDS (space-separated) picks among them; default all but table. EXTRA
# adds kspmv-bench options to every BSR run (e.g. --bsr-balanced no). Runs
# through perf_tests/gpu_session.sh; tabulate with perf_tests/tools/k2_table.py.
#
#   perf_tests/tools/mid_sweep.sh BIN_DIR MATRIX_DIR "b:pattern pattern ..." ...
set -euo pipefail
bin=${1:?usage: mid_sweep.sh BIN_DIR MATRIX_DIR B:PATTERNS...}
dir=${2:?}
shift 2
kinds=" ${KINDS:-rows k2 k3 lanes others} "
jobs=()
for spec in "$@"; do
  b=${spec%%:*}
  m=""
  for p in ${spec#*:}; do m+=" $dir/$p.mtx.gz@autob$b"; done
  base="--matrix$m --algorithms bsr --no-cusparse${EXTRA:+ $EXTRA}"
  if [[ $kinds == *" rows "* ]]; then
    jobs+=("b${b}_rows_row=$base --bsr-kernel rows --bsr-layout row")
    jobs+=("b${b}_rows_column=$base --bsr-kernel rows --bsr-layout column")
  fi
  if [[ $kinds == *" k2 "* ]]; then
    jobs+=("b${b}_k2=$base --bsr-kernel k2")
    for g in $(for ept in 2 3 4 5; do echo $(( (b + ept - 1) / ept )); done | sort -un); do
      for rows in 1 2; do
        jobs+=("b${b}_k2_g${g}_r${rows}=$base --bsr-kernel k2 --bsr-groups $g --bsr-rows-per-warp $rows")
      done
    done
  fi
  if [[ $kinds == *" occ "* ]]; then
    for f in ${OCCUPANCY:-1 0.75 0.625 0.5}; do
      jobs+=("b${b}_rows_occ${f}=$base --bsr-kernel rows --bsr-layout row --bsr-occupancy $f")
    done
  fi
  [[ $kinds == *" k3 "* ]] && jobs+=("b${b}_k3=$base --bsr-kernel k3")
  if [[ $kinds == *" lanes "* ]]; then
    for u in ${LOADS:-2 4 8}; do
      for rows in ${ROWS:-1 2}; do
        jobs+=("b${b}_lanes_u${u}_r${rows}=$base --bsr-kernel lanes --bsr-layout column --bsr-ept $u --bsr-rows-per-warp $rows")
      done
    done
  fi
  [[ $kinds == *" table "* ]] && jobs+=("b${b}_table=$base")
  [[ $kinds == *" others "* ]] && jobs+=("b${b}_others=--matrix$m --algorithms automatic,ell,csr_load_balance,csr_vector")
done
exec bash "$(dirname "$0")/../gpu_session.sh" "$bin" "${jobs[@]}"
