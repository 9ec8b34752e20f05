# kspmv-bench --profile: performance profile ([TOPC20] eq. 8) of profile.csv.
# Redraw in this directory: gnuplot profile.gp
reset
set datafile separator comma
set datafile columnheaders
if (strstrt(GPVAL_TERMINALS, 'pngcairo') > 0) {
  set terminal pngcairo size 1500,850 font ',13' noenhanced
} else {
  set terminal png size 1500,850 noenhanced
}
set output 'profile.png'
set grid lc rgb '#d0d0d0'
set key outside right top vertical spacing 1.15 width 1
set title 'SpMV performance profile: NVIDIA H200 (sm_90, 132 SMs, 139 GiB, L2 60 MiB); Cuda, double, mode N, 8 matrices'
set xlabel 'τ (time within a factor τ of the fastest kernel on the matrix; log scale)'
set ylabel 'ρ(τ): fraction of matrices'
set logscale x 2
set xrange [1:4]
set xtics (1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4)
set yrange [0:1.02]
set ytics 0.1
plot \
  'profile.csv' using 'tau':'csr_scalar' with lines lw 2 dt 1 lc rgb '#1f77b4' title 'csr_scalar', \
  'profile.csv' using 'tau':'csr_vector' with lines lw 2 dt 2 lc rgb '#17becf' title 'csr_vector', \
  'profile.csv' using 'tau':'csr_load_balance' with lines lw 2 dt 3 lc rgb '#2ca02c' title 'csr_load_balance', \
  'profile.csv' using 'tau':'coo_load_balance' with lines lw 2 dt 4 lc rgb '#08519c' title 'coo_load_balance', \
  'profile.csv' using 'tau':'ell' with lines lw 2 dt 5 lc rgb '#74c476' title 'ell', \
  'profile.csv' using 'tau':'sellp' with lines lw 2 dt 1 lc rgb '#00838f' title 'sellp', \
  'profile.csv' using 'tau':'hybrid' with lines lw 2 dt 2 lc rgb '#6baed6' title 'hybrid', \
  'profile.csv' using 'tau':'csc' with lines lw 2 dt 3 lc rgb '#006d2c' title 'csc', \
  'profile.csv' using 'tau':'evc_hyb' with lines lw 2 dt 4 lc rgb '#3182bd' title 'evc_hyb', \
  'profile.csv' using 'tau':'evc_hyb_permuted_y' with lines lw 2 dt 5 lc rgb '#41ab5d' title 'evc_hyb_permuted_y', \
  'profile.csv' using 'tau':'dia' with lines lw 2 dt 1 lc rgb '#1f77b4' title 'dia', \
  'profile.csv' using 'tau':'kk_native' with lines lw 2 dt 1 lc rgb '#ff7f0e' title 'kk_native', \
  'profile.csv' using 'tau':'kk_merge_path' with lines lw 2 dt 2 lc rgb '#8c510a' title 'kk_merge_path', \
  'profile.csv' using 'tau':'cusparse_csr_alg1' with lines lw 2 dt 1 lc rgb '#d62728' title 'cusparse_csr_alg1', \
  'profile.csv' using 'tau':'cusparse_csr_alg2' with lines lw 2 dt 2 lc rgb '#e7298a' title 'cusparse_csr_alg2', \
  'profile.csv' using 'tau':'cusparse_coo_alg1' with lines lw 2 dt 3 lc rgb '#a50f15' title 'cusparse_coo_alg1', \
  'profile.csv' using 'tau':'cusparse_coo_alg2' with lines lw 2 dt 4 lc rgb '#fb6a4a' title 'cusparse_coo_alg2', \
  'profile.csv' using 'tau':'cusparse_sell_alg1' with lines lw 2 dt 5 lc rgb '#c994c7' title 'cusparse_sell_alg1', \
  'profile.csv' using 'tau':'cusparse_best' with lines lw 4 dt 1 lc rgb '#cb181d' title 'cusparse_best', \
  'profile.csv' using 'tau':'automatic' with lines lw 4.5 dt 1 lc rgb '#000000' title 'automatic'
