# local_variant.sh BUILD NAME [SED...] : the kspmv-bench of BUILD (a dev_build.sh build) relinked
# with one ETI object recompiled against a copy of BUILD's source src/, where the sed expressions
# edited src/core/tuning.hpp and $VARIANT_DEFINES (e.g. -DKSPMV_MULTIVECTOR_TILE_BYTES=64) are
# added to the compile, into $VARIANT_DIR/kspmv-bench (default /tmp/local_variant_NAME; the
# log in build.log, the edit in tuning.diff). Runs on the development machine (no device time
# spent on builds; several side by side, each its own copy of src/) and, through
# variant_bench.sh, on the device machine. Only the object VARIANT_OBJECT (default: the rank-2
# double, int handle core) sees the edit, so only for a constant or switch that object alone
# reads (staged_products_min_teams and _vector_block are such; entries_per_thread is not: the
# rank-1 object's plan setup sizes the chunk, run 66; nor is csri_entries_per_lane, even in the rank-1
# object: run 106 n8 got wrong results and an illegal address from it). VARIANT_PATCH: a diff (paths a/src/..., as a run's
# diffs/ keep them) applied to the copy of src/ before the edits, so that a variant of code under a switch
# is built without touching the checkout, whose edited headers would send BUILD's next ninja through every
# object (run 102's ELL / csr_scalar variants).
BUILD=$1; NAME=$2; shift 2
VARIANT_OBJECT=${VARIANT_OBJECT:-src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank2.cpp.o}
dir=${VARIANT_DIR:-/tmp/local_variant_$NAME}
member=$(basename "$VARIANT_OBJECT")
src=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$BUILD/CMakeCache.txt")
rm -rf "$dir" && mkdir -p "$dir" && cp -r "$src/src" "$dir/src" || exit 1
if [ -n "${VARIANT_PATCH:-}" ]; then
  patch_file=$(realpath "$VARIANT_PATCH") || exit 1
  (cd "$dir" && patch -p1 --forward < "$patch_file" > patch.log 2>&1) ||
    { echo "$NAME: $VARIANT_PATCH does not apply"; cat "$dir/patch.log"; exit 1; }
fi
for expression in "$@"; do sed -i "$expression" "$dir/src/core/tuning.hpp"; done
diff "$src/src/core/tuning.hpp" "$dir/src/core/tuning.hpp" > "$dir/tuning.diff"
[ $# -eq 0 ] || [ -s "$dir/tuning.diff" ] || { echo "$NAME: the expressions changed nothing"; exit 1; }
[ $# -gt 0 ] || [ -n "${VARIANT_DEFINES:-}" ] || [ -n "${VARIANT_PATCH:-}" ] ||
  { echo "$NAME: no sed expression, VARIANT_DEFINES or VARIANT_PATCH"; exit 1; }
compile=$(cd "$BUILD" && ninja -t commands "$VARIANT_OBJECT" | tail -1)
compile=${compile//$src\/src/$dir/src}
link=$(cd "$BUILD" && ninja -t commands perf_tests/kspmv-bench | tail -1)
link=${link//src\/spmv\/eti\/libkspmv_eti.a/$dir/libkspmv_eti.a}
link=${link//-o perf_tests\/kspmv-bench/-o $dir/kspmv-bench}
compile="${compile//$VARIANT_OBJECT/$dir/$member} ${VARIANT_DEFINES:-}"
{
  echo "compile: $compile"
  (cd "$BUILD" && eval "$compile") &&
    cp "$BUILD/src/spmv/eti/libkspmv_eti.a" "$dir/" &&
    (cd "$dir" && ar r libkspmv_eti.a "$member") &&
    (cd "$BUILD" && eval "$link")
} > "$dir/build.log" 2>&1
rc=$?
echo "$NAME rc=$rc $(md5sum < "$dir/kspmv-bench" 2> /dev/null | cut -c1-12)"
exit $rc
