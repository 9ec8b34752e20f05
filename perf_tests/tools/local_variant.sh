# local_variant.sh BUILD NAME SED... : the kspmv-bench of BUILD (a dev_build.sh build of a worktree)
# relinked with one ETI object recompiled against a copy of its worktree's src/ where the sed
# expressions edited src/core/tuning.hpp, into /tmp/local_variant_NAME/kspmv-bench, on this
# machine. variant_bench.sh does the same on the device machine; here it costs no device time
# and several run side by side (each its own copy of src/). Same limits: only the object
# VARIANT_OBJECT (default: the rank-2 double, int handle core) sees the edit, so only for a
# constant that object alone reads (staged_products_min_teams and _vector_block are such).
BUILD=$1; NAME=$2; shift 2
VARIANT_OBJECT=${VARIANT_OBJECT:-src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank2.cpp.o}
dir=/tmp/local_variant_$NAME
member=$(basename "$VARIANT_OBJECT")
src=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$BUILD/CMakeCache.txt")
rm -rf "$dir" && mkdir -p "$dir" && cp -r "$src/src" "$dir/src" || exit 1
for expression in "$@"; do sed -i "$expression" "$dir/src/core/tuning.hpp"; done
diff "$src/src/core/tuning.hpp" "$dir/src/core/tuning.hpp" > "$dir/tuning.diff"
[ -s "$dir/tuning.diff" ] || { echo "$NAME: the expressions changed nothing"; exit 1; }
compile=$(cd "$BUILD" && ninja -t commands "$VARIANT_OBJECT" | tail -1)
compile=${compile//$src\/src/$dir/src}
link=$(cd "$BUILD" && ninja -t commands perf_tests/kspmv-bench | tail -1)
link=${link//src\/spmv\/eti\/libkspmv_eti.a/$dir/libkspmv_eti.a}
link=${link//-o perf_tests\/kspmv-bench/-o $dir/kspmv-bench}
{
  (cd "$BUILD" && eval "${compile//$VARIANT_OBJECT/$dir/$member}") &&
    cp "$BUILD/src/spmv/eti/libkspmv_eti.a" "$dir/" &&
    (cd "$dir" && ar r libkspmv_eti.a "$member") &&
    (cd "$BUILD" && eval "$link")
} > "$dir/build.log" 2>&1
rc=$?
echo "$NAME rc=$rc $(md5sum < "$dir/kspmv-bench" 2> /dev/null | cut -c1-12)"
exit $rc
