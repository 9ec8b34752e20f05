cmd() { local dir=$1 out=$2; local C; C=$(cd $dir && ninja -t commands src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/eti_double_int.cpp.o | tail -1);
  C=$(echo "$C" | sed "s# -o src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/eti_double_int.cpp.o# -o $out#; s# -MD -MT [^ ]* -MF [^ ]*##"); echo "$C"; }
C1=$(cmd /work/cubuild_few /tmp/ab1.o); C0=$(cmd /work/cubuild_o0 /tmp/ab0.o)
for p in 1 2; do
  for v in 1 0; do
    eval C=\$C$v; s=$(date +%s.%N); (cd /work/cubuild_few && eval "$C" > /dev/null 2>&1); e=$(date +%s.%N)
    echo "pass $p O$v $(echo "$e - $s" | bc) s $(date +%T)"
  done
done
