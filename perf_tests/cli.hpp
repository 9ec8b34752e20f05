#pragma once
// Command line of kspmv-bench.

#include "cases.hpp"
#include "matrix_source.hpp"
#include "real_matrices.hpp"

#include <initializer_list>
#include <iostream>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace kspmv_bench {

// Launch counts: the brief asks for a median over >= 30 launches; a few
// untimed launches first bring clocks, caches and lazily loaded kernels up.
inline constexpr int default_reps = 30;
inline constexpr int default_warmup = 5;
// Copy-bandwidth buffer: far beyond the last-level cache (H200 L2: 60 MB).
inline constexpr double default_copy_mib_gpu = 1024;
inline constexpr double default_copy_mib_host = 64;

// Exit statuses, most serious first.
inline constexpr int exit_wrong_result = 1;   // some variant missed the error tolerance
inline constexpr int exit_usage = 2;          // bad command line
inline constexpr int exit_error = 3;          // the run itself failed
inline constexpr int exit_skipped_input = 4;  // a matrix could not be made or read

struct Config {
  std::vector<std::string> cases;  // built-in case strings, in order
  std::vector<std::string> files;  // Matrix Market specs FILE[@K|@auto][p], after the cases
  std::int64_t target_nnz = default_target_nnz;  // what @auto replicates to
  std::string mode = "N";          // op of every timed apply: N or T
  int vectors = 1;                 // K right-hand sides: 1 = rank-1 x and y, else rank-2 X and Y
  std::string layout = "left";     // of X and Y when vectors > 1: left or right
  bool explicit_transpose = false; // benchmark Aᵀ, built on the host, instead of A
  bool single_values = false;      // also dia/ell/sellp/evc_hyb/csr_load_balance/automatic with values stored single
  bool full_columns = false;       // also ell/sellp with 32-bit column indices
  bool narrow_columns = false;     // also csr_load_balance with 16-bit column deltas
  bool load_variants = false;      // also csr_load_balance, ell, sellp, hybrid, dia with cached and streaming loads
  bool reorder_variants = false;   // also each algorithm on P·A·Pᵀ (SpmvOptions::reorder = always)
  std::vector<std::int64_t> evc_windows;  // also evc_hyb sorting within windows of each many rows
  std::vector<double> hybrid_quantiles;   // also hybrid with ELL width Q_R(x) for each x
  kspmv::SpmvOptions options;      // passed to every kspmv handle (--omega, --chunk, ...)
  int reps = default_reps;
  int warmup = default_warmup;
  double variant_budget_ms = 0;  // > 0: a slow variant's launches cut to fit (at least 3 timed)
  std::vector<kspmv::Algorithm> algorithms{std::begin(kspmv::all_algorithms),
                                           std::end(kspmv::all_algorithms)};
  bool cusparse = true;
  std::string json_path;
  std::string profile_dir;  // --profile: performance profile and roofline files
  std::string scalar = "double";
  double copy_mib = -1;  // < 0: default for the backend
  bool help = false, list = false;
};

inline const char* usage() {
  return R"(usage: kspmv-bench [options]
  (no matrix option)       the main job: one built-in 7-point stencil
                           (160^3 on a GPU, 40^3 on a host backend)
  --case NAME[:SIZE[:P]]   built-in matrix (repeatable); --list shows the kinds
  --suite small|large|fit  built-in suite: small = CPU smoke, large = GPU (>= 10M nnz each),
                           fit = generated matrices the automatic choice is fitted on
  --matrix SPEC...         Matrix Market files (.mtx, .mtx.gz); SPEC = FILE[@K|@auto][p][bB]:
                           K block-diagonal copies (auto: about --target-nnz entries),
                           p: then a random symmetric permutation (fixed seed),
                           bB: then every entry a dense B x B block
  --matrix-dir DIR         every *.mtx.gz in DIR, as they are
  --real-suite fit|score DIR   the replicated SuiteSparse suites (real_matrices.hpp) in DIR
  --small-suite fit|score DIR  every other *.mtx.gz of DIR, unreplicated (latency regime)
  --target-nnz N           entries that @auto replicates to (default 24000000)
  --mode N|T               y = A x (default) or y = A^T x, for every variant
  --vectors K              K right-hand sides: Y = op(A) X with X, Y rank-2 views of K columns
                           (default 1: rank-1 x and y); cuSPARSE runs SpMM, Kokkos Kernels its
                           rank-2 SpMV (kk_rank2); % of copy counts 12 nnz + 4(m+1) + 8K(n+m)
  --layout left|right      layout of X and Y with --vectors K > 1 (default left)
  --omega N                kspmv: oversubscription of the load-balanced kernels
  --chunk N                kspmv: entries per warp of the load-balanced kernels
  --vector-length N        kspmv: csr_vector's lanes per row (a power of two up to the warp;
                           default: the largest power of two up to the longest row)
  --bsr-kernel portable|rows|k1|k2|k3|lanes|block_lanes  kspmv bsr, rank-1 x: vector per block row,
                           thread per row, K1 (a warp per block row), K2 (b x Ntg threads per
                           block row), K3 (nb x Ntg threads per band of nb rows) or row lanes
                           (a warp of floor(32/b)*b lanes per block row, b <= 16) (default:
                           the table by b)
  --bsr-layout row|column  kspmv bsr: order of the values in a block (default: table)
  --bsr-rows-per-warp N    kspmv bsr: K1's / K2's / K3's block rows per warp / array / team, Nbrows
                           (default: table)
  --bsr-warps N            kspmv bsr: K1's warps / K2's arrays per team, Nta (default: table)
  --bsr-groups N           kspmv bsr: K2's / K3's thread groups Ntg, block lanes' lanes per block
                           row (default: K2 ceil(b / table's ept), K3 table, block lanes from the
                           mean block row)
  --bsr-balanced yes|no    kspmv bsr: SpmvOptions::bsr_balanced (default: the table's rule)
  --bsr-band-rows N        kspmv bsr: K3's rows per band nb (default: table)
  --bsr-ept N              kspmv bsr: K3's columns per slice ept, 1..8 (default: table); row
                           lanes take only their compiled loads in flight per lane, 4
  --bsr-occupancy F        kspmv bsr: a thread per row's grid as a fraction of the resident
                           threads, 0 < F <= 1 (1: a thread a row; default: table)
  --single-values          also run dia, ell, sellp, evc_hyb, csr_load_balance and automatic (those of
                           --algorithms) with SpmvOptions::value_precision = single, as
                           <name>_single in the family kspmv-single; their error is checked
                           against the rounding they report
  --full-columns           also run ell and sellp (those of --algorithms) with their own 32-bit
                           column indices (SpmvOptions::column_indices = full), as
                           <name>_full_columns in the family kspmv-full-columns
  --narrow-columns         also run csr_load_balance (if in --algorithms) with 16-bit column
                           deltas (SpmvOptions::column_indices = narrow), as
                           csr_load_balance_narrow_columns in the family kspmv-narrow-columns
  --load-variants          also run csr_load_balance, ell, sellp, hybrid and dia (those of --algorithms) with
                           SpmvOptions::matrix_loads = cached and = streaming, as
                           <name>_cached_loads and <name>_streaming_loads
  --reorder-variants       also run each algorithm of --algorithms (kk_native aside) with
                           SpmvOptions::reorder = always (square matrices), as
                           <name>_reordered in the family kspmv-reordered, and with x and y
                           in the new numbering too (reorder_vectors) as <name>_reordered_vectors
  --reorder automatic|never|always
                           kspmv: SpmvOptions::reorder (renumber A in breadth-first clusters)
  --reorder-cluster-rows N kspmv: SpmvOptions::reorder_cluster_rows (the clusters' seeds every N rows)
  --reorder-vectors        kspmv: SpmvOptions::reorder_vectors (x and y in the new numbering where
                           a handle renumbers A; timed so, checked against the reference renumbered)
  --matrix-loads automatic|cached|streaming
                           kspmv: SpmvOptions::matrix_loads (rank-1 op = A of csr_load_balance,
                           ell, sellp, hybrid's ELL part: cache-streaming loads of A's entries)
  --column-indices automatic|full|narrow
                           kspmv: SpmvOptions::column_indices (ell, sellp, csr_load_balance:
                           16-bit column deltas; csr_load_balance only when narrow)
  --dia-min-fill F         kspmv dia: SpmvOptions::dia_min_fill, the fill under which a diagonal's
                           entries go to the COO part (0: every diagonal; default: table)
  --deterministic          kspmv: SpmvOptions::deterministic
  --transpose-scatter automatic|row_order|plan
                           kspmv: SpmvOptions::transpose_scatter (rank-1 op = A^T of ell, sellp,
                           hybrid, csr_scalar, evc_hyb: atomics in A's row order, or the plan's
                           own scatter, a thread per row)
  --transpose-vectors automatic|together|one_at_a_time|staged|presummed
                           kspmv, --vectors K > 1: SpmvOptions::transpose_vectors (op = A^T in
                           one launch, a launch per column of Y, one launch into a row-major
                           staging of Y, or staged with a tile's equal columns summed on chip
                           first; automatic: the table's rule)
  --permuted-y             kspmv: SpmvOptions::evc_hyb_permuted_y (evc_hyb, and automatic
                           when it picks evc_hyb, keep y in the sorted row order)
  --evc-window-rows N      kspmv: SpmvOptions::evc_hyb_window_rows (evc_hyb sorts rows by length
                           within windows of N rows; 0: all rows; default: table)
  --evc-windows N,M,...    also run evc_hyb with each window (SpmvOptions::evc_hyb_window_rows),
                           as evc_hyb_w<N> in the family kspmv-evc-windows
  --hybrid-quantiles X,... also run hybrid with ELL width Q_R(x) for each x in [0, 1] (capped as
                           the table's hybridlimit; SpmvOptions::hybrid.quantile_x), as hybrid_q<x>
                           in the family kspmv-hybrid-split
  --transposed-applies N   kspmv: SpmvOptions::expected_transposed_applies (N > 0 may cache A^T)
  --row-major-x automatic|never|always
                           kspmv, --vectors K > 1: SpmvOptions::row_major_x (op = A gathers X
                           through a row-major copy)
  --merge-walk yes|no      kspmv csr_load_balance, --vectors K > 1: SpmvOptions::merge_walk
                           (merge-path walkers, else CSRI; default: the table's rule)
  --staged-products yes|no kspmv csr_load_balance, --vectors K > 1, no merge walk:
                           SpmvOptions::staged_products (else CSRI; default: on GPUs where
                           X is read as given)
  --warp-rows yes|no       kspmv csr_load_balance, --vectors K > 1: SpmvOptions::warp_rows (a warp a
                           row in applies of at most 64 bytes of vectors; default: the table's rule)
  --applies N              kspmv: SpmvOptions::expected_applies (default 100)
  --trial N                kspmv: SpmvOptions::trial_candidates (automatic times N candidates)
  --explicit-transpose     benchmark A^T (transposed on the host) in place of each matrix
  --algorithms A,B,...     kspmv algorithms to run (default: all, incl. kk_native, automatic)
  --no-cusparse            skip the cuSPARSE baseline (CUDA build only)
  --reps N                 timed launches per case (default 30; median reported)
  --warmup N               untimed launches first (default 5)
  --variant-budget-ms T    a variant whose first call takes longer than T / (warm-up + reps) gets
                           1 warm-up and T / (first call) timed launches, at least 3 (default: off;
                           kk_rank2 on dense rows takes ~1 s a call, 35 s a matrix at 30 reps)
  --copy-mib N             copy-bandwidth buffer (default 1024 on GPU, 64 on host)
  --scalar double|float    value type (default double)
  --json FILE              write every number as JSON
  --profile DIR            after the run, write into DIR the performance profile (TOPC 2020
                           eq. 8) and roofline scatter of every kernel: CSV, gnuplot scripts,
                           and PNGs if gnuplot is on PATH
  --list                   list the built-in kinds and suites
Kokkos options (--kokkos-...) are passed to Kokkos. Progress goes to stderr, the table to stdout.
Exit status: 0 all good; 1 a result exceeded its error tolerance; 2 bad command line;
3 the run failed; 4 a matrix could not be made or read (others ran).
)";
}

inline void list_cases(std::ostream& os) {
  os << "built-in kinds (NAME[:SIZE[:PARAM]]; defaults in brackets):\n";
  for (const CaseDefaults& d : case_defaults) {
    os << "  " << d.kind << " [" << d.size;
    if (d.param) os << ":" << d.param;
    os << "]  " << d.help << "\n";
  }
  for (const char* s : {"small", "large", "fit"}) {
    os << "suite " << s << ":";
    for (const auto& c : suite(s)) os << " " << c;
    os << "\n";
  }
}

// The items of a comma-separated option value, in order.
inline std::vector<std::string> comma_items(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  for (std::string item; std::getline(ss, item, ',');) out.push_back(item);
  return out;
}

inline std::vector<kspmv::Algorithm> parse_algorithm_list(const std::string& text) {
  std::vector<kspmv::Algorithm> out;
  for (const std::string& item : comma_items(text))
    if (!item.empty()) {
      try {
        out.push_back(kspmv::parse_algorithm(item));
      } catch (const kspmv::Error& e) {
        throw std::invalid_argument(std::string("--algorithms: ") + e.what());
      }
    }
  if (out.empty()) throw std::invalid_argument("--algorithms: empty list");
  return out;
}

// The value of an option that names one of `choices`, e.g. --row-major-x.
template <class E>
E parse_choice(const std::string& option, const std::string& text,
               std::initializer_list<std::pair<const char*, E>> choices) {
  std::string known;
  for (const auto& [name, e] : choices) {
    if (text == name) return e;
    known += std::string(known.empty() ? "" : ", ") + name;
  }
  throw std::invalid_argument(option + ": '" + text + "' (expected one of " + known + ")");
}

inline Config parse_args(int argc, char* argv[]) {
  Config c;
  auto value = [&](int& i) -> std::string {
    if (i + 1 >= argc) throw std::invalid_argument(std::string(argv[i]) + " needs a value");
    return argv[++i];
  };
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      c.help = true;
    } else if (a == "--list") {
      c.list = true;
    } else if (a == "--case") {
      const std::string s = value(i);
      parse_case(s);  // reject a bad name now, not after an hour of other cases
      c.cases.push_back(s);
    } else if (a == "--suite") {
      for (const auto& s : suite(value(i))) c.cases.push_back(s);
    } else if (a == "--matrix") {
      const int first = i + 1;
      while (i + 1 < argc && std::string(argv[i + 1]).rfind("--", 0) != 0) c.files.push_back(argv[++i]);
      if (i < first) throw std::invalid_argument("--matrix needs at least one file");
    } else if (a == "--real-suite") {
      const std::string which = value(i), dir = value(i);
      for (const auto& spec : real_suite(which)) c.files.push_back(dir + "/" + spec_with_extension(spec));
    } else if (a == "--small-suite") {
      const std::string which = value(i), dir = value(i);
      for (const auto& f : small_suite(which, dir)) c.files.push_back(f);
    } else if (a == "--target-nnz") {
      c.target_nnz = parse_count(value(i), "--target-nnz");
    } else if (a == "--mode") {
      c.mode = value(i);
      if (c.mode != "N" && c.mode != "T")
        throw std::invalid_argument("--mode: '" + c.mode + "' (expected N or T)");
    } else if (a == "--vectors") {
      const std::int64_t k = parse_count(value(i), "--vectors");
      if (k < 1 || k > std::numeric_limits<int>::max())
        throw std::invalid_argument("--vectors must be at least 1");
      c.vectors = int(k);
    } else if (a == "--layout") {
      c.layout = value(i);
      if (c.layout != "left" && c.layout != "right")
        throw std::invalid_argument("--layout: '" + c.layout + "' (expected left or right)");
    } else if (a == "--omega") {
      c.options.omega = parse_count(value(i), "--omega");
    } else if (a == "--chunk") {
      c.options.load_balance_chunk = parse_count(value(i), "--chunk");
    } else if (a == "--vector-length") {
      c.options.vector_length = int(parse_count(value(i), "--vector-length"));
    } else if (a == "--bsr-kernel") {
      const std::string v = value(i);
      if (v == "portable") c.options.bsr_kernel = kspmv::BsrKernelKind::portable;
      else if (v == "rows") c.options.bsr_kernel = kspmv::BsrKernelKind::row_per_thread;
      else if (v == "k1") c.options.bsr_kernel = kspmv::BsrKernelKind::k1;
      else if (v == "k2") c.options.bsr_kernel = kspmv::BsrKernelKind::k2;
      else if (v == "k3") c.options.bsr_kernel = kspmv::BsrKernelKind::k3;
      else if (v == "lanes") c.options.bsr_kernel = kspmv::BsrKernelKind::row_lanes;
      else if (v == "block_lanes") c.options.bsr_kernel = kspmv::BsrKernelKind::block_lanes;
      else throw std::invalid_argument("--bsr-kernel: '" + v + "' (expected portable, rows, k1, k2, k3, lanes or block_lanes)");
    } else if (a == "--bsr-layout") {
      const std::string v = value(i);
      if (v == "row") c.options.bsr_block_layout = kspmv::BlockLayout::row_major;
      else if (v == "column") c.options.bsr_block_layout = kspmv::BlockLayout::column_major;
      else throw std::invalid_argument("--bsr-layout: '" + v + "' (expected row or column)");
    } else if (a == "--bsr-rows-per-warp") {
      c.options.bsr_block_rows_per_warp = int(parse_count(value(i), "--bsr-rows-per-warp"));
    } else if (a == "--bsr-warps") {
      c.options.bsr_warps_per_team = int(parse_count(value(i), "--bsr-warps"));
    } else if (a == "--bsr-groups") {
      c.options.bsr_thread_groups = int(parse_count(value(i), "--bsr-groups"));
    } else if (a == "--bsr-balanced") {
      c.options.bsr_balanced = parse_choice<bool>(a, value(i), {{"yes", true}, {"no", false}});
    } else if (a == "--bsr-band-rows") {
      c.options.bsr_band_rows = int(parse_count(value(i), "--bsr-band-rows"));
    } else if (a == "--bsr-ept") {
      c.options.bsr_elements_per_thread = int(parse_count(value(i), "--bsr-ept"));
    } else if (a == "--bsr-occupancy") {
      const std::string v = value(i);
      c.options.bsr_occupancy = std::stod(v);
      if (!(c.options.bsr_occupancy > 0 && c.options.bsr_occupancy <= 1))
        throw std::invalid_argument("--bsr-occupancy: '" + v + "' (expected 0 < F <= 1)");
    } else if (a == "--deterministic") {
      c.options.deterministic = true;
    } else if (a == "--transpose-scatter") {
      using T = kspmv::TransposeScatter;
      c.options.transpose_scatter = parse_choice<T>(
          a, value(i), {{"automatic", T::automatic}, {"row_order", T::row_order}, {"plan", T::plan}});
    } else if (a == "--transpose-vectors") {
      using T = kspmv::TransposeVectors;
      c.options.transpose_vectors = parse_choice<T>(
          a, value(i),
          {{"automatic", T::automatic},
           {"together", T::together},
           {"one_at_a_time", T::one_at_a_time},
           {"staged", T::staged},
           {"presummed", T::presummed}});
    } else if (a == "--single-values") {
      c.single_values = true;
    } else if (a == "--full-columns") {
      c.full_columns = true;
    } else if (a == "--narrow-columns") {
      c.narrow_columns = true;
    } else if (a == "--load-variants") {
      c.load_variants = true;
    } else if (a == "--reorder-variants") {
      c.reorder_variants = true;
    } else if (a == "--reorder-vectors") {
      c.options.reorder_vectors = true;
    } else if (a == "--reorder-cluster-rows") {
      c.options.reorder_cluster_rows = parse_count(value(i), "--reorder-cluster-rows");
    } else if (a == "--reorder") {
      using R = kspmv::Reorder;
      c.options.reorder = parse_choice<R>(
          a, value(i), {{"automatic", R::automatic}, {"never", R::never}, {"always", R::always}});
    } else if (a == "--matrix-loads") {
      using L = kspmv::MatrixLoads;
      c.options.matrix_loads = parse_choice<L>(
          a, value(i), {{"automatic", L::automatic}, {"cached", L::cached}, {"streaming", L::streaming}});
    } else if (a == "--column-indices") {
      using C = kspmv::ColumnIndices;
      c.options.column_indices = parse_choice<C>(
          a, value(i), {{"automatic", C::automatic}, {"full", C::full}, {"narrow", C::narrow}});
    } else if (a == "--dia-min-fill") {
      const std::string v = value(i);
      c.options.dia_min_fill = std::stod(v);
      if (!(c.options.dia_min_fill >= 0 && c.options.dia_min_fill <= 1))
        throw std::invalid_argument("--dia-min-fill: '" + v + "' (expected 0 <= F <= 1)");
    } else if (a == "--permuted-y") {
      c.options.evc_hyb_permuted_y = true;
    } else if (a == "--evc-window-rows") {
      c.options.evc_hyb_window_rows = parse_count(value(i), "--evc-window-rows");
    } else if (a == "--hybrid-quantiles") {
      for (const std::string& item : comma_items(value(i))) {
        const double x = std::stod(item);
        if (!(x >= 0 && x <= 1))
          throw std::invalid_argument("--hybrid-quantiles: '" + item + "' (expected 0 <= x <= 1)");
        c.hybrid_quantiles.push_back(x);
      }
    } else if (a == "--evc-windows") {
      for (const std::string& item : comma_items(value(i)))
        c.evc_windows.push_back(parse_count(item, "--evc-windows"));
    } else if (a == "--applies") {
      c.options.expected_applies = parse_count(value(i), "--applies");
    } else if (a == "--trial") {
      c.options.trial_candidates = int(parse_count(value(i), "--trial"));
    } else if (a == "--transposed-applies") {
      c.options.expected_transposed_applies = parse_count(value(i), "--transposed-applies");
    } else if (a == "--row-major-x") {
      using R = kspmv::RowMajorX;
      c.options.row_major_x = parse_choice<R>(
          a, value(i), {{"automatic", R::automatic}, {"never", R::never}, {"always", R::always}});
    } else if (a == "--merge-walk") {
      c.options.merge_walk = parse_choice<bool>(a, value(i), {{"yes", true}, {"no", false}});
    } else if (a == "--warp-rows") {
      c.options.warp_rows = parse_choice<bool>(a, value(i), {{"yes", true}, {"no", false}});
    } else if (a == "--staged-products") {
      c.options.staged_products =
          parse_choice<bool>(a, value(i), {{"yes", true}, {"no", false}});
    } else if (a == "--explicit-transpose") {
      c.explicit_transpose = true;
    } else if (a == "--matrix-dir") {
      for (const auto& f : matrix_files_in(value(i))) c.files.push_back(f);
    } else if (a == "--algorithms") {
      c.algorithms = parse_algorithm_list(value(i));
    } else if (a == "--no-cusparse") {
      c.cusparse = false;
    } else if (a == "--reps") {
      c.reps = int(parse_count(value(i), "--reps"));
      if (c.reps < 1) throw std::invalid_argument("--reps must be at least 1");
    } else if (a == "--variant-budget-ms") {
      c.variant_budget_ms = double(parse_count(value(i), "--variant-budget-ms"));
    } else if (a == "--warmup") {
      c.warmup = int(parse_count(value(i), "--warmup"));
    } else if (a == "--copy-mib") {
      c.copy_mib = double(parse_count(value(i), "--copy-mib"));
    } else if (a == "--scalar") {
      c.scalar = value(i);
      if (c.scalar != "double" && c.scalar != "float")
        throw std::invalid_argument("--scalar: '" + c.scalar + "' (expected double or float)");
    } else if (a == "--json") {
      c.json_path = value(i);
    } else if (a == "--profile") {
      c.profile_dir = value(i);
    } else {
      throw std::invalid_argument("unknown option '" + a + "' (see --help)");
    }
  }
  return c;
}

}  // namespace kspmv_bench
