#!/usr/bin/env bash
# A/B of EVC-HYB launch settings on one device call: the same bench binary,
# settings switched by experiment-only environment variables read by an
# instrumented build (patch in this folder; not in the library).
#   bash ab.sh BENCH MTX_DIR CONFIG...   CONFIG = name:VAR=V[,VAR=V]
set -u
bench=$1 M=$2
shift 2
out=${OUT:-/tmp/evc-ab}
mkdir -p "$out"
cases=(--case stencil7:160 --case rmat:21:16 --matrix "$M/wave.mtx.gz@12" "$M/web-NotreDame.mtx.gz@16"
       "$M/ct2010.mtx.gz@71" "$M/luxembourg_osm.mtx.gz@100p" "$M/memplus.mtx.gz@190p" "$M/bundle1.mtx.gz@30")
for cfg in "$@"; do
  name=${cfg%%:*}
  envs=${cfg#*:}
  # shellcheck disable=SC2086
  env ${envs//,/ } "$bench" "${cases[@]}" --algorithms evc_hyb,ell,sellp --no-cusparse \
    --json "$out/ab_$name.json" > "$out/ab_$name.txt" 2> "$out/ab_$name.err"
  echo "$name ($envs): exit $?"
done
