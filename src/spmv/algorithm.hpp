#pragma once
// The kernels a handle can run, and every tunable with its paper default.
// Adding a kernel: one value here, its name in algorithm_name() and
// all_algorithms, its plan in spmv/plans/ (listed in plans/all_plans.hpp).

#include "convert/hyb.hpp"
#include "core/errors.hpp"
#include "formats/bsr.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace kspmv {

enum class Algorithm {
  kk_native,         // KokkosSparse::spmv itself
  csr_scalar,        // one thread per row ([HPEC16] naive CSR)
  csr_vector,        // a vector (subwarp) per row ([ISC20] Alg. 2)
  csr_load_balance,  // CSRI: equal chunks of entries per warp, segmented scan ([TOPC20] §3.3)
  coo_load_balance,  // equal chunks of entries per warp over COO ([TOPC20] Alg. 1)
  ell,               // ELL, thread per row, early stop ([TOPC20] Alg. 3)
  sellp,             // SELL-P ([TOPC20] Alg. 5)
  hybrid,            // ELL + COO split by Q_R(x) ([TOPC20] §4, [ISC20] §3.4)
  csc,               // CSC (CSR of Aᵀ): gather for op = T, scatter for op = N ([HPEC16])
  evc_hyb,           // rows sorted by length: ELL blocks + vectorized CSR ([EVC] Alg. 1)
  dia,               // by diagonals: values only, no column indices
  bsr,               // dense b×b blocks, one column index per block ([KSPARSE] §2)
  automatic          // chosen at setup from the row statistics
};

inline const char* algorithm_name(Algorithm a) {
  switch (a) {
    case Algorithm::kk_native: return "kk_native";
    case Algorithm::csr_scalar: return "csr_scalar";
    case Algorithm::csr_vector: return "csr_vector";
    case Algorithm::csr_load_balance: return "csr_load_balance";
    case Algorithm::coo_load_balance: return "coo_load_balance";
    case Algorithm::ell: return "ell";
    case Algorithm::sellp: return "sellp";
    case Algorithm::hybrid: return "hybrid";
    case Algorithm::csc: return "csc";
    case Algorithm::evc_hyb: return "evc_hyb";
    case Algorithm::dia: return "dia";
    case Algorithm::bsr: return "bsr";
    case Algorithm::automatic: return "automatic";
  }
  return "unknown";
}

inline constexpr Algorithm all_algorithms[] = {
    Algorithm::kk_native, Algorithm::csr_scalar, Algorithm::csr_vector,
    Algorithm::csr_load_balance, Algorithm::coo_load_balance, Algorithm::ell,
    Algorithm::sellp, Algorithm::hybrid, Algorithm::csc, Algorithm::evc_hyb, Algorithm::dia,
    Algorithm::bsr, Algorithm::automatic};

inline Algorithm parse_algorithm(const std::string& name) {
  for (Algorithm a : all_algorithms)
    if (name == algorithm_name(a)) return a;
  fail("parse_algorithm: unknown algorithm '", name,
       "' (expected kk_native, csr_scalar, csr_vector, csr_load_balance, coo_load_balance, "
       "ell, sellp, hybrid, csc, evc_hyb, dia, bsr or automatic)");
}

// Rank-2 op = A: whether X is gathered through a row-major copy
// (spmv/row_major_x.hpp). automatic: where A's rows are scattered over x.
enum class RowMajorX { automatic, never, always };

// How the rank-1 op = A kernels of csr_load_balance, ell, sellp and hybrid
// (its ELL part) load A's entries: cached: plain loads; streaming:
// cache-streaming loads (evict-first, arch::read), so that entries read once
// do not displace x and the rows' reuse of it from the caches; automatic: the
// table's rule (matrix_loads_streamed, spmv/automatic.hpp). Same results
// either way; only CUDA devices tell the two apart.
enum class MatrixLoads { automatic, cached, streaming };

inline const char* matrix_loads_name(MatrixLoads m) {
  return m == MatrixLoads::cached ? "cached" : m == MatrixLoads::streaming ? "streaming" : "automatic";
}

// Rank-1 op = Aᵀ without a cached CSC, for the plans that would scatter a
// thread per row (ell, sellp, hybrid, csr_scalar, evc_hyb in A's order):
// atomics in A's row order over CSR chunks, or the plan's own scatter;
// automatic: the row order except on banded and short-and-wide matrices
// (spmv/row_order_scatter.hpp).
enum class TransposeScatter { automatic, row_order, plan };

// Rank-2 op = Aᵀ without a cached CSC: together (one launch scatters every
// vector, reading A once per tile of vectors), one_at_a_time (a launch per
// column of Y, so each launch's atomics stay within one column, which can
// stay in L2 where all of Y does not, and the thread-per-row plans scatter in
// A's row order as rank-1 handles do, TransposeScatter) or staged (one launch
// into a row-major staging of Y held by the handle, then added into Y,
// spmv/row_major_y.hpp; for the plans whose scatter is the load-balanced CSR
// one: csr_load_balance, and the thread-per-row plans through the row-order
// scatter). automatic: staged where the plan can, unless rows keep their own
// order and A has few entries a row of Y; elsewhere a launch per column where
// Y's reach outgrows the L2, one launch below, through the row-order scatter
// for the thread-per-row plans where rows repeat their neighbours' columns
// (spmv/transpose_vectors.hpp). LayoutRight views always go together, lanes
// across vectors: a row's vectors share a sector there. presummed: staged,
// and the scatter sums the entries of a tile that share a column on chip
// before its atomics (spmv/arch/csri_scatter_presum.hpp); a LayoutRight Y
// goes through that scatter directly.
enum class TransposeVectors { automatic, together, one_at_a_time, staged, presummed };

// How a plan that keeps its own copy of A's values stores them. single: in
// single precision (float, or Kokkos::complex<float>; single_precision_t),
// with x, y and the sums still in A's scalar: fewer bytes per entry, each
// stored value rounded (SetupReport::value_rounding says by how much). Opt-in:
// automatic never stores values single unless asked. Plans that keep it:
// stores_single_values() (spmv/plans/stored_values.hpp).
enum class ValuePrecision { as_given, single };

inline const char* value_precision_name(ValuePrecision p) {
  return p == ValuePrecision::single ? "single" : "as_given";
}

// Whether the handle renumbers a square A's rows and columns (P·A·Pᵀ in
// clusters grown breadth-first, convert/reorder.hpp) and builds its plan on that:
// the plan's gathers of x then read near each other where A's own numbering
// scatters them. Each apply gathers x and scatters y once around the plan
// (spmv/reordering.hpp). automatic: where rows are scattered
// (TuningTable::reorder_min_scattered) and the setup pays over
// expected_applies (TuningTable::reorder_payoff); always: refuses a matrix
// or option it cannot serve. Same results either way, up to rounding.
// With SpmvOptions::reorder_vectors, x and y of every apply are already in
// the new numbering (x̂(i) = x(perm(i)), SpmvHandle::reorder_permutation()),
// as a solver that keeps its vectors there would hold them, and apply runs
// the plan alone: no gather, no scatter.
enum class Reorder { automatic, never, always };

inline const char* reorder_name(Reorder r) {
  return r == Reorder::never ? "never" : r == Reorder::always ? "always" : "automatic";
}

// How ELL and SELL-P (formats/narrow_columns.hpp, groups of rows) and the CSR
// load balance (formats/narrow_entries.hpp, windows of entries) keep their
// column indices: full: 32-bit, the format's own (A's for the CSR load
// balance); narrow: 16-bit deltas from each group's smallest column, 32-bit
// in the groups whose columns span too much; automatic: narrow where at
// least TuningTable::narrow_columns_min_groups of the groups fit (the CSR
// load balance: rank 1 and when the deltas' setup pays,
// TuningTable::narrow_entries_payoff). Lossless either way.
enum class ColumnIndices { automatic, full, narrow };

inline const char* column_indices_name(ColumnIndices c) {
  return c == ColumnIndices::full ? "full" : c == ColumnIndices::narrow ? "narrow" : "automatic";
}

// The kernel of rank-1 BSR applies (Algorithm::bsr): a vector of lanes per
// block row (spmv/bsr.hpp, any b), a thread per row with b compiled in
// (spmv/bsr_rows.hpp, b <= 16), K1, a truncated warp per block row
// ([KSPARSE] §5.2, spmv/arch/bsr_small_blocks.hpp, b² <= the warp's lanes),
// K1 widened to b <= the warp's lanes, a row per lane
// (spmv/arch/bsr_row_lanes.hpp), K2, a thread array of b x Ntg threads per
// block row ([KSPARSE] §5.3, spmv/bsr_medium_blocks.hpp, at most 8 entries of
// a block row per thread), K3, teams per band of rows ([KSPARSE] §5.4,
// spmv/bsr_large_blocks.hpp), or block lanes, a vector of lanes per block row
// with a whole block per lane (spmv/bsr_block_lanes.hpp, b <= 4; NVIDIA's
// table takes it at b = 2, 3 on block rows of 13 blocks or more).
enum class BsrKernelKind { portable, row_per_thread, k1, k2, k3, row_lanes, block_lanes };

inline const char* bsr_kernel_name(BsrKernelKind k) {
  return k == BsrKernelKind::portable         ? "portable (a vector of lanes per block row)"
         : k == BsrKernelKind::row_per_thread ? "a thread per row"
         : k == BsrKernelKind::k1             ? "K1 (a warp per block row)"
         : k == BsrKernelKind::k2             ? "K2 (a thread array of b x Ntg threads per block row)"
         : k == BsrKernelKind::row_lanes      ? "row lanes (a warp of floor(W/b)*b lanes per block row, a row per lane)"
         : k == BsrKernelKind::block_lanes    ? "block lanes (a vector of lanes per block row, a block per lane)"
                                              : "K3 (teams of nb x Ntg threads per band of nb rows)";
}

// Every option left at its sentinel (0 or < 0) takes the paper default from
// the architecture's TuningTable (core/tuning.hpp).
struct SpmvOptions {
  std::int64_t omega = 0;                 // ω, threads per physical core of the LB kernels
  std::int64_t load_balance_chunk = 0;    // COO chunk / CSR row segment (nonzeros); 0 = from ω / table
  int vector_length = 0;                  // csr_vector lanes per row; 0 = [ISC20] rule
  int sellp_slice_size = 0;               // SELL-P slice size
  int sellp_stride_factor = 0;            // SELL-P stride factor
  HybridSplit hybrid;                     // HYB split strategy, x, ratio, column limit
  bool deterministic = false;             // y bit for bit the same on every run (T, H: needs the cached CSC)
  bool validate = true;                   // setup checks column indices are in range
  std::size_t memory_limit_bytes = 0;     // cap for format storage; 0 = free memory
  std::int64_t expected_applies = 100;    // automatic converts only if setup amortizes
  int trial_candidates = 0;               // automatic: > 0 times that many candidates in setup
  std::int64_t expected_transposed_applies = 0;  // > 0: setup may cache Aᵀ as CSC (spmv/transpose_cache.hpp)
  TransposeScatter transpose_scatter = TransposeScatter::automatic;  // rank-1 op = Aᵀ of the thread-per-row plans
  TransposeVectors transpose_vectors = TransposeVectors::automatic;  // rank-2 op = Aᵀ: one launch, or one per column
  std::int64_t evc_hyb_max_ell_row = -1;  // EVC-HYB short/long split; < 0 = table (128)
  bool evc_hyb_permuted_y = false;        // EVC-HYB: y (op = A) / x (op = Aᵀ) in sorted row order
  std::int64_t evc_hyb_window_rows = -1;  // EVC-HYB sorts rows within windows of this many; 0 = all rows; < 0 = table
  double dia_max_fill = 0;                // DIA refuses more slots per entry; <= 0 = table (32)
  double dia_min_fill = -1;               // DIA stores a diagonal at least this full, the rest as COO; 0 = every diagonal; < 0 = table (1/6)
  int bsr_block_size = 0;                 // BSR's b; 0 = the largest b A's pattern fits (detected)
  std::optional<BlockLayout> bsr_block_layout;  // BSR's order within a block; empty = table
  std::optional<bool> bsr_balanced;       // BSR: block rows cut into pieces ([KSPARSE] §5.5); empty = table rule
  int bsr_piece_blocks = 0;               // balanced BSR's ρ (blocks per piece); 0 = table (4 on NVIDIA)
  std::optional<BsrKernelKind> bsr_kernel;  // BSR rank-1 kernel; empty = table by b
  int bsr_block_rows_per_warp = 0;        // Nbrows_ta: block rows per warp (K1), thread array (K2) or team (K3); 0 = table
  int bsr_warps_per_team = 0;             // Nta: warps (K1) or thread arrays (K2) per team; 0 = table
  int bsr_thread_groups = 0;              // Ntg: K2's slices of b threads per block (0 = from the table's ept), K3's slices per working set (0 = table), block lanes' lanes per block row (0 = from the mean block row)
  int bsr_band_rows = 0;                  // K3's nb: rows of a block per team; 0 = table
  int bsr_elements_per_thread = 0;        // K3's ept: columns per slice (1..8); row lanes' loads in flight per lane (compiled for 4 only); 0 = table
  double bsr_occupancy = 0;               // a thread per row: its grid holds this fraction of the resident threads (1: a thread a row); 0 = table
  RowMajorX row_major_x = RowMajorX::automatic;  // rank-2 op = A: X through a row-major copy
  std::optional<bool> merge_walk;         // rank-2 csr_load_balance, op = A: merge-path walkers (else CSRI); empty = table rule
  std::optional<bool> warp_rows;          // rank-2 csr_load_balance, op = A: a warp a row, 64 bytes of vectors a launch (spmv/arch/csr_vector_tiles.hpp), instead of the walk or staged products; empty = table rule (GPUs, unless merge_walk or staged_products is asked)
  std::optional<bool> staged_products;    // rank-2 csr_load_balance, op = A, no merge walk: staged products (else CSRI); empty = on GPUs unless omega or load_balance_chunk is set
  ValuePrecision value_precision = ValuePrecision::as_given;  // single: dia, ell, sellp, evc_hyb, csr_load_balance store values as float
  ColumnIndices column_indices = ColumnIndices::automatic;    // ell, sellp: 16-bit column deltas where they fit
  MatrixLoads matrix_loads = MatrixLoads::automatic;  // rank-1 op = A of csr_load_balance, ell, sellp, hybrid's ELL: streaming loads of A
  Reorder reorder = Reorder::automatic;   // square A: plan on P·A·Pᵀ in breadth-first clusters
  bool reorder_vectors = false;           // renumbered A: x and y in P·A·Pᵀ's numbering (reorder_permutation())
  std::int64_t reorder_cluster_rows = 0;  // renumbering: seeds every this many rows; 0 = table
};

}  // namespace kspmv
