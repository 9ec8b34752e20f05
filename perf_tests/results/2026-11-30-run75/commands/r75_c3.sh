# Run 75 call 3 (one H200, ~250 s). Binaries: .device/s76.tar.xz (3379471), as calls 1-2.
# The staging rule where neither fit suite has matrices: rows in their own order (scattered_rows < 0.1, the
# direct scatter's lanes already add into neighbouring rows of a column) and few entries a row of Y (2-10);
# call 1's held-out Chem97Zt x387 (2.0 entries, scattered 0.055) lost 0.55x staged. Unused files, unpermuted:
# road network, FE meshes, electromagnetics, materials; K = 8 and 2, staged against run 74's rule.
# Predicted: staged slower (1.1-1.6x) below ~4 entries a row where rows are ordered, faster above ~8.
tar -xJf .device/s76.tar.xz -C .device
BUILD_DIR=.device/s76 CALL=c3 LIMIT_S=300 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
F=""
for f in usroads-48 crack cs4 bfly 4elt cti dw4096 cryg10000 nopoly big; do F="$F $M/$f.mtx.gz@auto"; done
A="--mode T --algorithms automatic --no-cusparse"
export BENCH_MAX_S=70
for k in 8 2; do
  bench ana_t${k}_auto --matrix $F $A --vectors $k
  bench ana_t${k}_staged --matrix $F $A --vectors $k --transpose-vectors staged
done
pack; ls -la $OUT
