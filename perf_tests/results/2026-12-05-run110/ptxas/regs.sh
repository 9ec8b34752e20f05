# regs.sh BUILD SRC TAG [FLAGS...]: ptxas -v of csri_only.cpp (the CSRI gather kernels of the rank-1 double / int
# handle core, nothing else: ~30 s where the whole handle core takes ~100 s) compiled as BUILD compiles that core
# (a dev_build.sh build), against the source tree SRC (a copy of src/ with a diff applied), FLAGS added (the
# probe's -DP_... switches); prints each CSRI kernel's registers and spill bytes (regs.py), log in /tmp/TAG.log.
BUILD=$1; SRC=$2; TAG=$3; shift 3
HERE=$(cd "$(dirname "$0")" && pwd)
obj=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o
home=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$BUILD/CMakeCache.txt")
cmd=$(cd "$BUILD" && ninja -t commands $obj | tail -1)
cmd=${cmd//-I$home\/src/-I$SRC}
cmd=$(echo "$cmd" | sed "s# -MD -MT [^ ]* -MF [^ ]*##; s# -o $obj# -o /tmp/$TAG.o#; s#-x cu -c [^ ]*#-x cu -c $HERE/csri_only.cpp#")
(cd "$BUILD" && bash -c "$cmd -Xptxas -v $*") > /tmp/$TAG.log 2>&1 || { grep -m5 error /tmp/$TAG.log; exit 1; }
echo "== $TAG $*"; python3 "$HERE/regs.py" /tmp/$TAG.log | grep direct
