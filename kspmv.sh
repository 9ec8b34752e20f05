#!/usr/bin/env bash
# kspmv.sh: the two commands of kspmv.
#
#   ./kspmv.sh test               install what is missing, configure, build, run
#                                 the unit tests (ctest), then install kspmv into
#                                 a temporary prefix and build and run
#                                 examples/consumer against it
#   ./kspmv.sh bench [ARGS...]    install what is missing, configure, build and run
#                                 kspmv-bench with ARGS (none: its main job)
#   ./kspmv.sh help
#
# Environment (all optional):
#   KSPMV_BUILD_DIR    build directory (default: build/ in the repository;
#                      relative paths are taken from the current directory)
#   KSPMV_JOBS         parallel build and test jobs (default: nproc)
#   KSPMV_BUILD_TYPE   CMAKE_BUILD_TYPE of a new build directory (default: Release)
#   KSPMV_CMAKE_ARGS   extra configure arguments, split with shell quoting, e.g.
#                      KSPMV_CMAKE_ARGS='-DKokkos_ROOT=/opt/kokkos -DCMAKE_CUDA_ARCHITECTURES=90'
#   KSPMV_SKIP_APT=1   do not check or install Debian packages (own Kokkos build)
#   KSPMV_MATRIX_DIR   directory of .mtx files the tests also read when set; in CI
#                      (CI=true) it defaults to ../shared/matrices if that exists
#
# On Debian 12 as root the script installs the packages it needs with apt-get;
# as another user it prints the apt-get command to run and stops.
set -euo pipefail

REPO_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

# What a fresh Debian 12 needs. Debian's Kokkos Kernels CMake package links
# /usr/lib/x86_64-linux-gnu/lib{blas,lapack}.so, which only the -dev packages
# provide; its config names /usr/bin/mpicxx as the compiler it was built with,
# but that is informational: kspmv itself needs no MPI. The second group is
# for kspmv::TpetraOperator's example and MPI tests (src/trilinos): Belos'
# CMake config loads those of every package it was built with, so all of
# them must be installed for find_package(Belos) to succeed.
APT_PACKAGES=(
  cmake make g++
  libtrilinos-kokkos-dev libtrilinos-kokkos-kernels-dev libblas-dev liblapack-dev
  libgtest-dev libbenchmark-dev zlib1g-dev
  libtrilinos-tpetra-dev libtrilinos-belos-dev libtrilinos-teuchos-dev libtrilinos-epetra-dev
  libtrilinos-aztecoo-dev libtrilinos-epetraext-dev libtrilinos-rtop-dev libtrilinos-thyra-dev
  libtrilinos-triutils-dev libtrilinos-xpetra-dev openmpi-bin libopenmpi-dev
)

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'kspmv.sh: error: %s\n' "$*" >&2; exit 1; }

usage() {
  sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '/^set -euo/d' -e 's/^# \{0,1\}//'
}

# --- packages ---------------------------------------------------------------

# Prints the packages of APT_PACKAGES that dpkg does not report as installed.
missing_packages() {
  local p
  for p in "${APT_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q ' installed$'; then
      printf '%s\n' "$p"
    fi
  done
}

ensure_packages() {
  if [[ "${KSPMV_SKIP_APT:-0}" == 1 ]]; then
    log "KSPMV_SKIP_APT=1: not checking Debian packages"
    return 0
  fi
  if ! command -v dpkg-query >/dev/null 2>&1; then
    log "no dpkg-query (not Debian?): assuming cmake, a C++17 compiler, Kokkos, Kokkos Kernels," \
        "GoogleTest and Google Benchmark are installed"
    return 0
  fi
  local missing
  mapfile -t missing < <(missing_packages)
  if ((${#missing[@]} == 0)); then
    return 0
  fi
  if [[ "${EUID:-$(id -u)}" != 0 ]]; then
    printf 'kspmv.sh: missing Debian packages: %s\n' "${missing[*]}" >&2
    printf 'Install them as root, then run this command again:\n\n' >&2
    printf '  sudo sh -c "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends %s"\n\n' \
      "${missing[*]}" >&2
    exit 1
  fi
  command -v apt-get >/dev/null 2>&1 || die "missing packages ${missing[*]} and no apt-get"
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null
  mapfile -t missing < <(missing_packages)
  ((${#missing[@]} == 0)) || die "still missing after apt-get install: ${missing[*]}"
}

# --- configure and build ----------------------------------------------------

resolve_dirs() {
  BUILD_DIR="${KSPMV_BUILD_DIR:-$REPO_DIR/build}"
  [[ "$BUILD_DIR" == /* ]] || BUILD_DIR="$PWD/$BUILD_DIR"
  JOBS="${KSPMV_JOBS:-$(nproc 2>/dev/null || echo 2)}"
  [[ "$JOBS" =~ ^[1-9][0-9]*$ ]] || die "KSPMV_JOBS must be a positive number, not '$JOBS'"
  EXTRA_CMAKE_ARGS=()
  if [[ -n "${KSPMV_CMAKE_ARGS:-}" ]]; then
    # Shell quoting lets an argument carry spaces, e.g. CMAKE_CUDA_FLAGS.
    eval "EXTRA_CMAKE_ARGS=(${KSPMV_CMAKE_ARGS})"
  fi
}

setup_matrix_dir() {
  if [[ -z "${KSPMV_MATRIX_DIR:-}" && "${CI:-}" == true && -d "$REPO_DIR/../shared/matrices" ]]; then
    KSPMV_MATRIX_DIR="$(cd "$REPO_DIR/../shared/matrices" && pwd)"
  fi
  if [[ -n "${KSPMV_MATRIX_DIR:-}" ]]; then
    [[ -d "$KSPMV_MATRIX_DIR" ]] || die "KSPMV_MATRIX_DIR='$KSPMV_MATRIX_DIR' is not a directory"
    export KSPMV_MATRIX_DIR
    log "KSPMV_MATRIX_DIR=$KSPMV_MATRIX_DIR"
  fi
}

configure() {
  local args=(-S "$REPO_DIR" -B "$BUILD_DIR" -DKSPMV_ENABLE_TESTS=ON -DKSPMV_ENABLE_BENCHMARKS=ON)
  # A build directory configured earlier keeps its cache (compiler, Kokkos_ROOT,
  # build type): only a new one gets the default build type.
  if [[ ! -f "$BUILD_DIR/CMakeCache.txt" ]]; then
    args+=(-DCMAKE_BUILD_TYPE="${KSPMV_BUILD_TYPE:-Release}")
  fi
  log "configuring in $BUILD_DIR"
  cmake "${args[@]}" "${EXTRA_CMAKE_ARGS[@]}"
}

build() {  # build [target]
  log "building${1:+ $1} with $JOBS jobs"
  cmake --build "$BUILD_DIR" --parallel "$JOBS" ${1:+--target "$1"}
}

# Value of a variable in a CMake cache, empty when unset or *-NOTFOUND.
cache_get() {  # cache_get <CMakeCache.txt> <name>
  local v
  v="$(sed -n "s/^$2:[A-Z]*=//p" "$1" | head -n 1)"
  if [[ "$v" == *-NOTFOUND ]]; then v=""; fi
  printf '%s' "$v"
}

# --- test -------------------------------------------------------------------

run_ctest() {
  log "running the unit tests (ctest -j $JOBS)"
  (cd "$BUILD_DIR" && ctest --output-on-failure --no-tests=error -j "$JOBS")
}

# Installs kspmv into a temporary prefix and builds examples/consumer against it
# with find_package(kspmv): what a user of the installed package does.
install_check() {
  INSTALL_TMP="$(mktemp -d "${TMPDIR:-/tmp}/kspmv-install-check.XXXXXX")"
  trap 'rm -rf "$INSTALL_TMP"' EXIT
  local prefix="$INSTALL_TMP/prefix" consumer="$INSTALL_TMP/consumer-build"
  log "install check: installing kspmv into $prefix"
  cmake --install "$BUILD_DIR" --prefix "$prefix" >/dev/null

  # The consumer uses the compiler, Kokkos and CUDA settings of the main build.
  local cache="$BUILD_DIR/CMakeCache.txt" args=() var val
  for var in CMAKE_BUILD_TYPE CMAKE_CXX_COMPILER CMAKE_CUDA_COMPILER CMAKE_CUDA_ARCHITECTURES \
             CMAKE_CUDA_FLAGS CMAKE_CXX_FLAGS Kokkos_DIR KokkosKernels_DIR; do
    val="$(cache_get "$cache" "$var")"
    if [[ -n "$val" ]]; then args+=("-D$var=$val"); fi
  done
  log "install check: configuring examples/consumer with find_package(kspmv)"
  cmake -S "$REPO_DIR/examples/consumer" -B "$consumer" \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON \
    "${args[@]}" "${EXTRA_CMAKE_ARGS[@]}" --no-warn-unused-cli -Wno-dev >/dev/null
  local found
  found="$(cache_get "$consumer/CMakeCache.txt" kspmv_DIR)"
  [[ "$found" == "$prefix"/* ]] || die "install check: find_package(kspmv) found '$found', not $prefix"
  log "install check: building examples/consumer (kspmv_DIR=$found)"
  cmake --build "$consumer" --parallel "$JOBS" >/dev/null
  log "install check: running kspmv_consumer"
  "$consumer/kspmv_consumer"
  log "install check passed"
}

cmd_test() {
  resolve_dirs
  setup_matrix_dir
  ensure_packages
  configure
  build
  local status=0
  run_ctest || status=$?
  if ((status != 0)); then
    log "unit tests FAILED (ctest exit status $status); running the install check anyway"
  fi
  install_check
  ((status == 0)) || exit "$status"
  log "all tests passed"
}

# --- bench ------------------------------------------------------------------

cmd_bench() {
  resolve_dirs
  setup_matrix_dir
  ensure_packages
  configure
  build kspmv-bench
  local exe="$BUILD_DIR/perf_tests/kspmv-bench"
  if [[ ! -x "$exe" ]]; then
    exe="$(find "$BUILD_DIR" -name kspmv-bench -type f -perm -u+x -print -quit)"
    [[ -n "$exe" ]] || die "kspmv-bench was built but not found under $BUILD_DIR"
  fi
  log "running $exe $*"
  "$exe" "$@"  # from the caller's directory, so relative paths in ARGS work
}

main() {
  local cmd="${1:-help}"
  if (($# > 0)); then shift; fi
  case "$cmd" in
    test)
      (($# == 0)) || die "'test' takes no arguments (got: $*)"
      cmd_test
      ;;
    bench) cmd_bench "$@" ;;
    help | -h | --help) usage ;;
    *) die "unknown command '$cmd' (expected test, bench or help; see ./kspmv.sh help)" ;;
  esac
}

# Sourcing the file (for testing its functions) does not run anything.
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  main "$@"
fi
