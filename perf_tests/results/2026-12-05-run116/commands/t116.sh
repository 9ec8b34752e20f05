# Run 116 call T: kspmv_test_sweeps at d01ecbf1 (pack p116s), one test process at a time: SpmvDouble, SpmvFloat,
# then SpmvDoubleIntOffsets while time is left. Carry p116s.tar.xz, t116.sh. About 350-450 s.
PACK=p116s CALL=t1 LIMIT_S=470 source perf_tests/tools/device_call.sh
TAG=_double runtest kspmv_test_sweeps '--gtest_filter=SpmvDouble.*'
TAG=_float runtest kspmv_test_sweeps '--gtest_filter=SpmvFloat.*'
TAG=_int_offsets runtest kspmv_test_sweeps '--gtest_filter=SpmvDoubleIntOffsets.*'
pack
