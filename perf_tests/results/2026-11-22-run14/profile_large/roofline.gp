# kspmv-bench --profile: roofline scatter of roofline.csv. pct_copy_bw = roofline
# bytes / median time / copy bandwidth of the same run; roofline bytes =
# (S+I)nnz + O(m+1) + S(n+m) (= 12nnz + 4(m+1) + 8n + 8m for double, int32).
# Redraw in this directory: gnuplot roofline.gp
reset
set datafile separator comma
set datafile columnheaders
if (strstrt(GPVAL_TERMINALS, 'pngcairo') > 0) {
  set terminal pngcairo size 1500,850 font ',13' noenhanced
} else {
  set terminal png size 1500,850 noenhanced
}
set output 'roofline.png'
set grid lc rgb '#d0d0d0'
set key outside right top vertical spacing 1.15 width 1
set title 'SpMV roofline: NVIDIA H200 (sm_90, 132 SMs, 139 GiB, L2 60 MiB); Cuda, double, mode N, 8 matrices'
set xlabel 'mean nonzeros per row (log scale; each kernel''s points shifted by up to ±5% to stay apart)'
set ylabel '% of copy bandwidth 4211 GB/s (roofline bytes / time)'
stats 'roofline.csv' using 'pct_copy_bw' nooutput
set yrange [0:1.08 * (STATS_max > 100 ? STATS_max : 100)]
set logscale x 10
set arrow from graph 0, first 100 to graph 1, first 100 nohead lw 2 dt 2 lc rgb '#555555' back
set label 'copy bandwidth 4211 GB/s' at graph 0.99, first 100 right offset 0,0.8 tc rgb '#555555'
plot \
  'roofline.csv' using (column('nnz_per_row') * 0.95):(strcol('kernel') eq 'csr_scalar' ? column('pct_copy_bw') : NaN) with points pt 4 ps 1.4 lw 1.5 lc rgb '#1f77b4' title 'csr_scalar', \
  'roofline.csv' using (column('nnz_per_row') * 0.955263):(strcol('kernel') eq 'csr_vector' ? column('pct_copy_bw') : NaN) with points pt 6 ps 1.4 lw 1.5 lc rgb '#17becf' title 'csr_vector', \
  'roofline.csv' using (column('nnz_per_row') * 0.960526):(strcol('kernel') eq 'csr_load_balance' ? column('pct_copy_bw') : NaN) with points pt 8 ps 1.4 lw 1.5 lc rgb '#2ca02c' title 'csr_load_balance', \
  'roofline.csv' using (column('nnz_per_row') * 0.965789):(strcol('kernel') eq 'coo_load_balance' ? column('pct_copy_bw') : NaN) with points pt 10 ps 1.4 lw 1.5 lc rgb '#08519c' title 'coo_load_balance', \
  'roofline.csv' using (column('nnz_per_row') * 0.971053):(strcol('kernel') eq 'ell' ? column('pct_copy_bw') : NaN) with points pt 12 ps 1.4 lw 1.5 lc rgb '#74c476' title 'ell', \
  'roofline.csv' using (column('nnz_per_row') * 0.976316):(strcol('kernel') eq 'sellp' ? column('pct_copy_bw') : NaN) with points pt 14 ps 1.4 lw 1.5 lc rgb '#00838f' title 'sellp', \
  'roofline.csv' using (column('nnz_per_row') * 0.981579):(strcol('kernel') eq 'hybrid' ? column('pct_copy_bw') : NaN) with points pt 1 ps 1.4 lw 1.5 lc rgb '#6baed6' title 'hybrid', \
  'roofline.csv' using (column('nnz_per_row') * 0.986842):(strcol('kernel') eq 'csc' ? column('pct_copy_bw') : NaN) with points pt 2 ps 1.4 lw 1.5 lc rgb '#006d2c' title 'csc', \
  'roofline.csv' using (column('nnz_per_row') * 0.992105):(strcol('kernel') eq 'evc_hyb' ? column('pct_copy_bw') : NaN) with points pt 3 ps 1.4 lw 1.5 lc rgb '#3182bd' title 'evc_hyb', \
  'roofline.csv' using (column('nnz_per_row') * 0.997368):(strcol('kernel') eq 'evc_hyb_permuted_y' ? column('pct_copy_bw') : NaN) with points pt 4 ps 1.4 lw 1.5 lc rgb '#41ab5d' title 'evc_hyb_permuted_y', \
  'roofline.csv' using (column('nnz_per_row') * 1.00263):(strcol('kernel') eq 'dia' ? column('pct_copy_bw') : NaN) with points pt 6 ps 1.4 lw 1.5 lc rgb '#1f77b4' title 'dia', \
  'roofline.csv' using (column('nnz_per_row') * 1.01316):(strcol('kernel') eq 'kk_native' ? column('pct_copy_bw') : NaN) with points pt 5 ps 1.4 lw 1.5 lc rgb '#ff7f0e' title 'kk_native', \
  'roofline.csv' using (column('nnz_per_row') * 1.01842):(strcol('kernel') eq 'kk_merge_path' ? column('pct_copy_bw') : NaN) with points pt 9 ps 1.4 lw 1.5 lc rgb '#8c510a' title 'kk_merge_path', \
  'roofline.csv' using (column('nnz_per_row') * 1.02368):(strcol('kernel') eq 'cusparse_csr_alg1' ? column('pct_copy_bw') : NaN) with points pt 1 ps 1.4 lw 1.5 lc rgb '#d62728' title 'cusparse_csr_alg1', \
  'roofline.csv' using (column('nnz_per_row') * 1.02895):(strcol('kernel') eq 'cusparse_csr_alg2' ? column('pct_copy_bw') : NaN) with points pt 2 ps 1.4 lw 1.5 lc rgb '#e7298a' title 'cusparse_csr_alg2', \
  'roofline.csv' using (column('nnz_per_row') * 1.03421):(strcol('kernel') eq 'cusparse_coo_alg1' ? column('pct_copy_bw') : NaN) with points pt 3 ps 1.4 lw 1.5 lc rgb '#a50f15' title 'cusparse_coo_alg1', \
  'roofline.csv' using (column('nnz_per_row') * 1.03947):(strcol('kernel') eq 'cusparse_coo_alg2' ? column('pct_copy_bw') : NaN) with points pt 12 ps 1.4 lw 1.5 lc rgb '#fb6a4a' title 'cusparse_coo_alg2', \
  'roofline.csv' using (column('nnz_per_row') * 1.04474):(strcol('kernel') eq 'cusparse_sell_alg1' ? column('pct_copy_bw') : NaN) with points pt 14 ps 1.4 lw 1.5 lc rgb '#c994c7' title 'cusparse_sell_alg1', \
  'roofline.csv' using (column('nnz_per_row') * 1.05):(strcol('kernel') eq 'cusparse_best' ? column('pct_copy_bw') : NaN) with points pt 13 ps 1.8 lw 1.5 lc rgb '#cb181d' title 'cusparse_best', \
  'roofline.csv' using (column('nnz_per_row') * 1.00789):(strcol('kernel') eq 'automatic' ? column('pct_copy_bw') : NaN) with points pt 7 ps 1.8 lw 1.5 lc rgb '#000000' title 'automatic'
