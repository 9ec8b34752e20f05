# call 3: variants A (split_item), B (+XColumn), C (+shuffle prefix, words kept); D = tree
for v in vA vB vC; do
  rm -rf /tmp/$v; cp -r . /tmp/$v && cp -r .device/$v/src/. /tmp/$v/src/
  (bash .device/dev_build.sh /tmp/$v /tmp/b_$v kspmv-bench > /tmp/b_$v.out 2>&1; mkdir -p /tmp/x/$v; cp /tmp/b_$v/perf_tests/kspmv-bench /tmp/x/$v/) &
done
wait; cat /tmp/b_v*.out
bash .device/c4.sh 1 "base vA vB vC new"
