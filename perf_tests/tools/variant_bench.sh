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
#   tuning_variant NAME SED...  the same with a copy of src/core/tuning.hpp edited by the sed
#                             expressions (the edit goes to $R/tuning_NAME.diff). Only for a
#                             constant that the variant object alone reads (local_variant.sh)
# VARIANT_OBJECT (default: the rank-2 double, int handle core, which instantiates every
# rank-2 double kernel; a unit of its own in a build configured with KSPMV_UNITS=many,
# as perf_tests/tools/dev_build.sh does) names the object as ninja knows it. Only that
# object is recompiled: a define that changes code in another object is not seen there.
: "${BIN:?source perf_tests/tools/device_call.sh first}"
# Both are perf_tests/tools/local_variant.sh on $BIN (its object VARIANT_OBJECT, default the
# rank-2 double, int handle core), into /tmp/variant_NAME.
variant() {
  local name=$1
  shift
  VARIANT_DEFINES="$*" VARIANT_DIR=/tmp/variant_$name bash perf_tests/tools/local_variant.sh "$BIN" "$name"
  local rc=$?
  cp /tmp/variant_$name/build.log "$R/variant_$name.log" 2> /dev/null
  return $rc
}

tuning_variant() {
  local name=$1
  shift
  VARIANT_DIR=/tmp/variant_$name bash perf_tests/tools/local_variant.sh "$BIN" "$name" "$@"
  local rc=$?
  cp /tmp/variant_$name/build.log "$R/variant_$name.log" 2> /dev/null
  cp /tmp/variant_$name/tuning.diff "$R/tuning_$name.diff" 2> /dev/null
  return $rc
}
