# Run 87 call n4: csr_vector at 8, 16 and 32 lanes against csr_scalar in one process on both latency halves,
# three passes (.device/r87b, 07f4f23's bench): would capping the lanes at a wave pay from 1.0 waves on
# (bcsstk18, bcsstk25, bcsstk29: the [ISC20] 32 lanes at 1.4-1.8 waves), not only from 1.9?
# Predicted: 16 lanes 0.85-0.95 of 32 lanes' time on those three, 8 lanes as n1 (0.8-0.9).
tar -xJf .device/r87b.tar.xz -C .device
BUILD_DIR=.device/r87b CALL=n4 LIMIT_S=300 source perf_tests/tools/device_call.sh
export BENCH_MAX_S=60
for p in 1 2 3; do
  for vl in 8 16 32; do
    for half in score fit; do bench lat_${half}_vl${vl}_$p --small-suite $half $M --algorithms csr_scalar,csr_vector --vector-length $vl; done
  done
done
pack
