# Run 110: the variant build of n2 (development machine, 2 cores, 1:23 wall), after dev_build.sh had built
# /work/cubuild at 0f7ab8b9 (first run at fbc3419e; rebuilt after 0f7ab8b9, 2:23). Writes /work/stash/steps/{kspmv-bench,kspmv_test_sweeps,kspmv_test_library}.
set -e
cd /work/main
VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o VARIANT_PATCH=perf_tests/results/2026-12-05-run110/diffs/csri_steps.diff VARIANT_DIR=/work/stash/steps bash perf_tests/tools/local_variant.sh /work/cubuild steps &
sleep 3   # local_variant.sh copies and patches src/ first
cd /work/cubuild
obj=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank2.cpp.o
cmd=$(ninja -t commands $obj | tail -1); cmd=${cmd//\/work\/main\/src//work/stash/steps/src}
cmd=${cmd//-o $obj/-o /work/stash/steps/handle_core_double_int_rank2.cpp.o}; cmd=${cmd//-MF $obj.d/-MF /work/stash/steps/r2.d}
bash -c "$cmd"
wait
cd /work/stash/steps && ar r libkspmv_eti.a handle_core_double_int_rank2.cpp.o
cd /work/cubuild
for t in perf_tests/kspmv-bench unit_tests/kspmv_test_sweeps unit_tests/kspmv_test_library; do
  l=$(ninja -t commands $t | tail -1); l=${l//src\/spmv\/eti\/libkspmv_eti.a//work/stash/steps/libkspmv_eti.a}
  l=${l//-o $t/-o /work/stash/steps/$(basename $t)}; bash -c "$l"
done
echo BUILT
