#pragma once
// --profile DIR: after the run, the performance profile and the roofline
// scatter of every kernel over the run's matrices, as CSV, gnuplot scripts and,
// where gnuplot is on PATH, PNGs. README.md describes the files.

#include "profile.hpp"
#include "profile_plots.hpp"
#include "results.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <unistd.h>

namespace kspmv_bench {

// Made before the first matrix, so that a path that cannot be written fails in
// seconds rather than after the whole run.
inline void prepare_profile_dir(const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir))
    throw std::runtime_error("--profile: cannot create directory '" + dir + "'");
}

inline std::ofstream open_profile_file(const std::string& dir, const std::string& name) {
  std::ofstream os(std::filesystem::path(dir) / name);
  if (!os) throw std::runtime_error("--profile: cannot write '" + dir + "/" + name + "'");
  return os;
}

// RFC 4180 quoting, only where a name needs it (a file stem with a comma).
inline std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

inline std::string csv_number(double v, const char* format) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[48];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

// The shortest text that reads back as the same double, so that
// check_profile.py recomputes exactly the ratios and profile written here.
inline std::string csv_exact(double v) {
  for (const char* format : {"%.15g", "%.16g"}) {
    const std::string s = csv_number(v, format);
    if (std::strtod(s.c_str(), nullptr) == v) return s;
  }
  return csv_number(v, "%.17g");
}

inline void write_profile_csv(std::ostream& os, const ProfileTable& t) {
  os << "tau";
  for (const ProfileKernel& k : t.kernels) os << ',' << csv_field(k.name);
  os << '\n';
  for (int percent : profile_taus_percent()) {
    const double tau = double(percent) / 100;
    os << csv_number(tau, "%.2f");
    for (std::size_t k = 0; k < t.kernels.size(); ++k)
      os << ',' << csv_number(profile_fraction(t, k, tau), "%.6f");
    os << '\n';
  }
}

inline void write_ratios_csv(std::ostream& os, const ProfileTable& t) {
  os << "matrix,kernel,family,status,time_ms,ratio\n";
  for (std::size_t m = 0; m < t.cells.size(); ++m)
    for (std::size_t k = 0; k < t.kernels.size(); ++k) {
      const ProfileCell& c = t.cells[m][k];
      os << csv_field(t.matrix_names[m]) << ',' << csv_field(t.kernels[k].name) << ','
         << t.kernels[k].family << ',' << c.status << ',' << csv_exact(c.ms) << ','
         << csv_exact(c.ratio) << '\n';
    }
}

// Only results that passed the check: a wrong one's bandwidth means nothing.
inline void write_roofline_csv(std::ostream& os, const ProfileTable& t, const RunInfo& run) {
  // vectors and layout last: K right-hand sides (roofline_bytes counts them)
  // and the layout of X and Y ("rank-1" for K = 1).
  os << "matrix,kernel,family,rows,nnz,nnz_per_row,roofline_bytes,copy_gbs,time_ms,gbs,"
        "pct_copy_bw,vectors,layout\n";
  for (std::size_t m = 0; m < t.cells.size(); ++m) {
    const MatrixResult& mr = *t.matrices[m];
    const double per_row = mr.rows ? double(mr.nnz) / double(mr.rows) : 0.0;
    for (std::size_t k = 0; k < t.kernels.size(); ++k) {
      const ProfileCell& c = t.cells[m][k];
      if (c.status != status_ok) continue;
      const double gbs = mr.roofline_bytes / (c.ms * 1e-3) / 1e9;
      os << csv_field(t.matrix_names[m]) << ',' << csv_field(t.kernels[k].name) << ','
         << t.kernels[k].family << ',' << mr.rows << ',' << mr.nnz << ','
         << csv_number(per_row, "%.6g") << ',' << csv_number(mr.roofline_bytes, "%.0f") << ','
         << csv_number(run.copy_gbs, "%.6g") << ',' << csv_exact(c.ms) << ','
         << csv_number(gbs, "%.6g") << ',' << csv_number(100.0 * gbs / run.copy_gbs, "%.6g")
         << ',' << run.vectors << ',' << run.layout << '\n';
    }
  }
}

inline bool on_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "";
  for (std::size_t start = 0; start <= dirs.size();) {
    const std::size_t end = std::min(dirs.find(':', start), dirs.size());
    const std::string dir = end > start ? dirs.substr(start, end - start) : ".";
    if (::access((dir + "/" + program).c_str(), X_OK) == 0) return true;
    start = end + 1;
  }
  return false;
}

// A POSIX shell single-quoted word.
inline std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// gnuplot's failure costs only the pictures: the CSVs are written, and the
// exit status stays that of the measurements.
inline void draw_profile_pngs(const std::string& dir) {
  const std::string redraw = "cd " + shell_quote(dir) + " && gnuplot profile.gp roofline.gp";
  if (!on_path("gnuplot")) {
    std::fprintf(stderr, "[kspmv-bench] gnuplot not on PATH; to draw the PNGs: %s\n",
                 redraw.c_str());
    return;
  }
  if (std::system(redraw.c_str()) != 0) {
    std::fprintf(stderr, "[kspmv-bench] gnuplot failed; the CSVs are in %s\n", dir.c_str());
    return;
  }
  std::fprintf(stderr, "[kspmv-bench] drew %s/profile.png and %s/roofline.png\n", dir.c_str(),
               dir.c_str());
}

inline void write_profile(const std::string& dir, const std::vector<MatrixResult>& all,
                          const RunInfo& run) {
  prepare_profile_dir(dir);
  const ProfileTable t = profile_table(all);
  auto profile = open_profile_file(dir, "profile.csv");
  write_profile_csv(profile, t);
  auto ratios = open_profile_file(dir, "ratios.csv");
  write_ratios_csv(ratios, t);
  auto roofline = open_profile_file(dir, "roofline.csv");
  write_roofline_csv(roofline, t, run);
  auto profile_gp = open_profile_file(dir, "profile.gp");
  write_profile_gp(profile_gp, t.kernels, run, all.size());
  auto roofline_gp = open_profile_file(dir, "roofline.gp");
  write_roofline_gp(roofline_gp, t.kernels, run, all.size());
  for (std::ofstream* os : {&profile, &ratios, &roofline, &profile_gp, &roofline_gp}) {
    os->close();
    if (!*os) throw std::runtime_error("--profile: writing into '" + dir + "' failed");
  }
  std::fprintf(stderr, "[kspmv-bench] wrote the profile of %zu kernels on %zu %s to %s\n",
               t.kernels.size(), all.size(), all.size() == 1 ? "matrix" : "matrices",
               dir.c_str());
  draw_profile_pngs(dir);
}

}  // namespace kspmv_bench
