# Run 74 call 1 ran run 73's prepared script unchanged, copied to .device/r74_c1.sh:
#   ../../2026-11-30-run73/commands/next_r74_call1.sh
# Binaries: .device/c4bin.tar.xz = run 73's /work/cubuild73 build at f078f45 (kspmv-bench, test_spmv_double and
# test_errors_and_handle as rebuilt there after run 73 c4; f39f6cd differs from f078f45 in comments only);
# .device/w74bin.tar.xz = run 73's commands/next_r74_walk_prebuild.sh. See commands/r74_prebuilds.sh.
