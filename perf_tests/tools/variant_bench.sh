# Sourced by a device call script after perf_tests/tools/device_call.sh has built kspmv-bench in
# $BIN. Defines
#   variant NAME DEFINES...   /tmp/variant_NAME/kspmv-bench: the bench relinked against a copy
#                             of the ETI archive whose $VARIANT_OBJECT member is recompiled
#                             with DEFINES added (e.g. -DKSPMV_MULTIVECTOR_TILE_BYTES=64);
#                             its compile and link logs go to $R/variant_NAME.log
# so that a compile-time switch (a diff applied on the device only) is measured in the same
# process as cuSPARSE without a second build tree. Variants may run side by side:
#   variant t8 -DKSPMV_MULTIVECTOR_TILE_BYTES=64 & variant t2 -DKSPMV_MULTIVECTOR_TILE_BYTES=16 &
#   wait; B=/tmp/variant_t8/kspmv-bench bench k8_t8 ...
#   tuning_variant NAME SED...  the same with src/core/tuning.hpp edited by the sed expressions
#                             for the compile only (restored after, time stamp included, so the
#                             main build stays; the edit goes to $R/tuning_NAME.diff). Only for a
#                             constant that the variant object alone reads: the staged kernel's
#                             staged_products_vector_block is one; its entries_per_thread is not
#                             (the plan's setup in the rank-1 object sizes the chunk: run 66)
# VARIANT_OBJECT (default: the rank-2 double, int handle core, which instantiates every
# rank-2 double kernel; a unit of its own in a build configured with KSPMV_UNITS=many,
# as perf_tests/tools/dev_build.sh does) names the object as ninja knows it. Only that
# object is recompiled: a define that changes code in another object is not seen there.
: "${BIN:?source perf_tests/tools/device_call.sh first}"
VARIANT_OBJECT=${VARIANT_OBJECT:-src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank2.cpp.o}

variant() {
  local name=$1 dir=/tmp/variant_$1 member compile link
  shift
  member=$(basename "$VARIANT_OBJECT")
  mkdir -p "$dir"
  compile=$(cd "$BIN" && ninja -t commands "$VARIANT_OBJECT" | tail -1)
  link=$(cd "$BIN" && ninja -t commands perf_tests/kspmv-bench | tail -1)
  link=${link//src\/spmv\/eti\/libkspmv_eti.a/$dir/libkspmv_eti.a}
  link=${link//-o perf_tests\/kspmv-bench/-o $dir/kspmv-bench}
  {
    (cd "$BIN" && eval "${compile//$VARIANT_OBJECT/$dir/$member} $*") &&
      cp "$BIN/src/spmv/eti/libkspmv_eti.a" "$dir/" &&
      (cd "$dir" && ar r libkspmv_eti.a "$member") &&
      (cd "$BIN" && eval "$link")
  } > "$R/variant_$name.log" 2>&1
  local rc=$?
  echo "variant $name rc=$rc: $(md5sum < "$dir/kspmv-bench" 2> /dev/null | cut -c1-12)"
  return $rc
}

tuning_variant() {
  local name=$1 expression rc
  shift
  cp -p src/core/tuning.hpp /tmp/tuning.hpp.orig
  for expression in "$@"; do sed -i "$expression" src/core/tuning.hpp; done
  diff /tmp/tuning.hpp.orig src/core/tuning.hpp > "$R/tuning_$name.diff"
  variant "$name"
  rc=$?
  cp -p /tmp/tuning.hpp.orig src/core/tuning.hpp
  return $rc
}
