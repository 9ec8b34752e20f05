#pragma once
// The gnuplot scripts of --profile: profile.gp draws profile.csv, roofline.gp
// draws roofline.csv, each into a PNG beside it. Paths are relative, so the
// CSVs of a machine without gnuplot can be drawn elsewhere; the scripts carry
// the run's description (title) but every number comes from the CSVs.

#include "profile.hpp"
#include "results.hpp"

#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

namespace kspmv_bench {

// Families in hues of their own (kspmv cool, Kokkos Kernels orange/brown,
// cuSPARSE red/pink), told apart inside a family by dash and point type;
// `automatic` and cuSPARSE's best, the two lines the project compares, drawn thick.
struct KernelStyle {
  std::string colour;
  int dash = 1, point = 6;
  double width = 2, point_size = 1.4;
};

inline KernelStyle kernel_style(const ProfileKernel& k, int index_in_family) {
  static const char* const cool[] = {"#1f77b4", "#17becf", "#2ca02c", "#08519c", "#74c476",
                                     "#00838f", "#6baed6", "#006d2c", "#3182bd", "#41ab5d"};
  static const char* const orange[] = {"#ff7f0e", "#8c510a", "#fdae6b"};
  static const char* const red[] = {"#d62728", "#e7298a", "#a50f15", "#fb6a4a", "#c994c7"};
  static const int open_points[] = {4, 6, 8, 10, 12, 14, 1, 2, 3};
  static const int filled_points[] = {5, 9, 11};
  static const int cross_points[] = {1, 2, 3, 12, 14};
  const int i = index_in_family;
  KernelStyle s;
  s.dash = 1 + i % 5;
  if (k.name == "automatic") {
    s.colour = "#000000";
    s.dash = 1;
    s.point = 7;
    s.width = 4.5;
    s.point_size = 1.8;
  } else if (k.name == cusparse_best_name) {
    s.colour = "#cb181d";
    s.dash = 1;
    s.point = 13;
    s.width = 4;
    s.point_size = 1.8;
  } else if (k.family == "kokkos-kernels") {
    s.colour = orange[i % 3];
    s.point = filled_points[i % 3];
  } else if (k.family == "cusparse") {
    s.colour = red[i % 5];
    s.point = cross_points[i % 5];
  } else {
    s.colour = cool[i % 10];
    s.point = open_points[i % 9];
  }
  return s;
}

inline std::vector<KernelStyle> kernel_styles(const std::vector<ProfileKernel>& kernels) {
  std::vector<KernelStyle> styles;
  for (std::size_t k = 0; k < kernels.size(); ++k) {
    int same_family = 0;
    for (std::size_t j = 0; j < k; ++j)
      same_family += family_rank(kernels[j].family) == family_rank(kernels[k].family);
    styles.push_back(kernel_style(kernels[k], same_family));
  }
  return styles;
}

// A gnuplot single-quoted string: nothing is interpreted but '' for a quote.
inline std::string gp_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("''") : std::string(1, c);
  return q + "'";
}

// Plot order: everything else, then `automatic` last so that it is drawn on top.
inline std::vector<std::size_t> plot_order(const std::vector<ProfileKernel>& kernels) {
  std::vector<std::size_t> order;
  for (std::size_t k = 0; k < kernels.size(); ++k)
    if (kernels[k].name != "automatic") order.push_back(k);
  for (std::size_t k = 0; k < kernels.size(); ++k)
    if (kernels[k].name == "automatic") order.push_back(k);
  return order;
}

inline std::string run_caption(const RunInfo& run, std::size_t matrices) {
  const std::string vectors = run.vectors == 1 ? std::string()
                                               : ", K = " + std::to_string(run.vectors) +
                                                     " vectors (layout " + run.layout + ")";
  return run.device + "; " + run.backend + ", " + run.scalar + ", mode " + run.mode + vectors +
         ", " + std::to_string(matrices) + (matrices == 1 ? " matrix" : " matrices");
}

// pngcairo where the gnuplot has it (antialiased, UTF-8 labels), else libgd's png.
// `reset` first: one gnuplot runs both scripts, and settings carry over.
inline void write_gp_preamble(std::ostream& os, const std::string& png) {
  os << "reset\n"
     << "set datafile separator comma\n"
     << "set datafile columnheaders\n"
     << "if (strstrt(GPVAL_TERMINALS, 'pngcairo') > 0) {\n"
     << "  set terminal pngcairo size 1500,850 font ',13' noenhanced\n"
     << "} else {\n"
     << "  set terminal png size 1500,850 noenhanced\n"
     << "}\n"
     << "set output " << gp_quote(png) << "\n"
     << "set grid lc rgb '#d0d0d0'\n"
     << "set key outside right top vertical spacing 1.15 width 1\n";
}

inline void write_profile_gp(std::ostream& os, const std::vector<ProfileKernel>& kernels,
                             const RunInfo& run, std::size_t matrices) {
  const auto styles = kernel_styles(kernels);
  os << "# kspmv-bench --profile: performance profile ([TOPC20] eq. 8) of profile.csv.\n"
     << "# Redraw in this directory: gnuplot profile.gp\n";
  write_gp_preamble(os, "profile.png");
  os << "set title " << gp_quote("SpMV performance profile: " + run_caption(run, matrices)) << "\n"
     << "set xlabel 'τ (time within a factor τ of the fastest kernel on the matrix; log scale)'\n"
     << "set ylabel 'ρ(τ): fraction of matrices'\n"
     << "set logscale x 2\n"
     << "set xrange [1:4]\n"
     << "set xtics (1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4)\n"
     << "set yrange [0:1.02]\n"
     << "set ytics 0.1\n"
     << "plot \\\n";
  const auto order = plot_order(kernels);
  for (std::size_t i = 0; i < order.size(); ++i) {
    const ProfileKernel& k = kernels[order[i]];
    const KernelStyle& s = styles[order[i]];
    os << "  'profile.csv' using 'tau':" << gp_quote(k.name) << " with lines lw " << s.width
       << " dt " << s.dash << " lc rgb " << gp_quote(s.colour) << " title " << gp_quote(k.name)
       << (i + 1 < order.size() ? ", \\\n" : "\n");
  }
}

// The points of one matrix sit on one x; each kernel's are moved by a small
// factor of its own (spread, stated in the x label) so that they stay apart.
inline void write_roofline_gp(std::ostream& os, const std::vector<ProfileKernel>& kernels,
                              const RunInfo& run, std::size_t matrices) {
  const auto styles = kernel_styles(kernels);
  const double spread = 0.1;  // x factors from 1 - spread/2 to 1 + spread/2
  char copy[64];
  std::snprintf(copy, sizeof copy, "copy bandwidth %.0f GB/s", run.copy_gbs);
  os << "# kspmv-bench --profile: roofline scatter of roofline.csv. pct_copy_bw = roofline\n"
     << "# bytes / median time / copy bandwidth of the same run; roofline bytes =\n"
     << "# (S+I)nnz + O(m+1) + S(n+m) (= 12nnz + 4(m+1) + 8n + 8m for double, int32).\n"
     << "# Redraw in this directory: gnuplot roofline.gp\n";
  write_gp_preamble(os, "roofline.png");
  os << "set title " << gp_quote("SpMV roofline: " + run_caption(run, matrices)) << "\n"
     << "set xlabel 'mean nonzeros per row (log scale; each kernel''s points shifted by up to "
     << "±" << int(spread * 50 + 0.5) << "% to stay apart)'\n"
     << "set ylabel " << gp_quote(std::string("% of ") + copy + " (roofline bytes / time)") << "\n"
     << "stats 'roofline.csv' using 'pct_copy_bw' nooutput\n"
     << "set yrange [0:1.08 * (STATS_max > 100 ? STATS_max : 100)]\n"
     << "set logscale x 10\n"
     << "set arrow from graph 0, first 100 to graph 1, first 100 nohead lw 2 dt 2 "
     << "lc rgb '#555555' back\n"
     << "set label " << gp_quote(copy) << " at graph 0.99, first 100 right offset 0,0.8 "
     << "tc rgb '#555555'\n"
     << "plot \\\n";
  const auto order = plot_order(kernels);
  const double n = double(kernels.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    const ProfileKernel& k = kernels[order[i]];
    const KernelStyle& s = styles[order[i]];
    const double shift = n > 1 ? 1 + spread * (double(order[i]) / (n - 1) - 0.5) : 1.0;
    os << "  'roofline.csv' using (column('nnz_per_row') * " << shift << "):(strcol('kernel') eq "
       << gp_quote(k.name) << " ? column('pct_copy_bw') : NaN) with points pt " << s.point
       << " ps " << s.point_size << " lw 1.5 lc rgb " << gp_quote(s.colour) << " title "
       << gp_quote(k.name) << (i + 1 < order.size() ? ", \\\n" : "\n");
  }
}

}  // namespace kspmv_bench
