#pragma once
// Every tuning constant of kspmv, one table per architecture, with the paper
// symbol it implements. Kernels and heuristics read these; no other file holds
// a magic number.
//
// Papers (see ../shared/papers/README.md):
//   [TOPC20] Anzt, Cojean, Flegar et al., Load-balancing SpMV kernels on GPUs.
//   [ISC20]  Tsai, Cojean, Anzt, Sparse linear algebra on AMD and NVIDIA GPUs.

#include <cstdint>

namespace kspmv {

enum class Architecture { host, nvidia, amd };

struct TuningTable {
  // ω, oversubscription of the load-balanced kernels: threads per physical core
  // ([TOPC20] §3.2, [ISC20] eq. for ω_NVIDIA / ω_AMD), chosen by nnz.
  std::int64_t omega_small;           // nnz <  omega_nnz_mid
  std::int64_t omega_mid;             // omega_nnz_mid <= nnz < omega_nnz_large
  std::int64_t omega_large;           // nnz >= omega_nnz_large
  std::int64_t omega_nnz_mid;
  std::int64_t omega_nnz_large;
  // Resident threads per physical core: turns Kokkos' concurrency() (resident
  // threads) into the "physical cores" that ω multiplies.
  std::int64_t resident_threads_per_core;

  // Load-balanced CSR (spmv/csr_load_balance.hpp): rows up to lb_short_row
  // entries (T) go one per lane; longer rows are cut into segments of
  // L = warp width · lb_entries_per_lane entries. A large L keeps the atomics
  // of a dense row few (H200 run 2: 131k atomics on 4 dense rows cost ~2/3 of
  // the time with L = 64).
  std::int64_t lb_short_row;
  std::int64_t lb_entries_per_lane;

  // Automatic CSR strategy ([ISC20] Alg. 3): load-balanced CSR when
  // nnz > nnz_limit or max row length > row_len_limit, classical otherwise.
  std::int64_t csr_nnz_limit;
  std::int64_t csr_row_len_limit;

  // SELL-P ([TOPC20] §3.5): rows per slice and the multiple each slice length
  // is padded to.
  int sellp_slice_size;
  int sellp_stride_factor;

  // HYB ([ISC20] §3.4, "hybridlimit{n}"): ELL width t = Q_R(x), capped at
  // hybrid_limit_ratio · rows; the paper's default is hybridlimit33.
  double hybrid_quantile_x;
  double hybrid_limit_ratio;

  // ELL rows are padded to a multiple of this so every column of the
  // column-major layout starts on an aligned boundary (coalesced loads).
  int ell_row_alignment;

  // Algorithm::automatic (spmv/automatic.hpp). Measured on the H200:
  // perf_tests/results/2026-11-21-run1 (ELL vs SELL-P) and -run4 (small
  // matrices; in-sample fit: automatic's geometric-mean slowdown against the
  // best kspmv kernel 1.49x -> 1.09x, confirmed 1.105x in -run7).
  std::int64_t min_applies_to_convert;  // a conversion costs 2-20 CSR SpMVs ([TOPC20] Fig. 16)
  double ell_max_padding_ratio;     // ELL slots / nnz up to which ELL beats SELL-P (5-15% on run1)
  double sellp_max_relative_spread; // std/mean of row lengths up to which SELL-P pads little
  double load_balance_skew;         // max/mean row beyond which one thread per row idles lanes
  double coo_max_nnz_per_resident_thread;  // skewed and smaller: COO chunks, a lane per entry
  double latency_bound_rows_per_resident_thread;  // fewer rows, mean >= latency_bound_min_mean:
  double latency_bound_min_mean;                  //   a vector per row (csr_vector)
};

inline constexpr TuningTable nvidia_tuning{
    /*omega_small=*/8, /*omega_mid=*/32, /*omega_large=*/128,
    /*omega_nnz_mid=*/200000, /*omega_nnz_large=*/2000000,
    /*resident_threads_per_core=*/16,  // 2048 resident / 128 FP32 cores per SM
    /*lb_short_row=*/32, /*lb_entries_per_lane=*/32,
    /*csr_nnz_limit=*/1000000, /*csr_row_len_limit=*/1024,
    /*sellp_slice_size=*/64, /*sellp_stride_factor=*/1,
    /*hybrid_quantile_x=*/0.33, /*hybrid_limit_ratio=*/1e-4,
    /*ell_row_alignment=*/32,
    /*min_applies_to_convert=*/10, /*ell_max_padding_ratio=*/1.2,
    /*sellp_max_relative_spread=*/1.0, /*load_balance_skew=*/32.0,
    /*coo_max_nnz_per_resident_thread=*/16.0, /*latency_bound_rows_per_resident_thread=*/0.5,
    /*latency_bound_min_mean=*/6.0};

inline constexpr TuningTable amd_tuning{
    /*omega_small=*/2, /*omega_mid=*/8, /*omega_large=*/32,
    /*omega_nnz_mid=*/100000, /*omega_nnz_large=*/10000000,
    /*resident_threads_per_core=*/40,  // 2560 resident / 64 lanes per CU
    /*lb_short_row=*/64, /*lb_entries_per_lane=*/32,
    /*csr_nnz_limit=*/100000000, /*csr_row_len_limit=*/768,
    /*sellp_slice_size=*/64, /*sellp_stride_factor=*/1,
    /*hybrid_quantile_x=*/0.33, /*hybrid_limit_ratio=*/1e-4,
    /*ell_row_alignment=*/64,
    /*min_applies_to_convert=*/10, /*ell_max_padding_ratio=*/1.2,
    /*sellp_max_relative_spread=*/1.0, /*load_balance_skew=*/32.0,
    /*coo_max_nnz_per_resident_thread=*/16.0, /*latency_bound_rows_per_resident_thread=*/0.5,
    /*latency_bound_min_mean=*/6.0};

// Host backends: one chunk per thread is enough (no latency to hide); the
// format constants stay those of the GPU so results are comparable.
inline constexpr TuningTable host_tuning{
    /*omega_small=*/1, /*omega_mid=*/1, /*omega_large=*/1,
    /*omega_nnz_mid=*/200000, /*omega_nnz_large=*/2000000,
    /*resident_threads_per_core=*/1,
    /*lb_short_row=*/64, /*lb_entries_per_lane=*/64,
    /*csr_nnz_limit=*/1000000, /*csr_row_len_limit=*/1024,
    /*sellp_slice_size=*/64, /*sellp_stride_factor=*/1,
    /*hybrid_quantile_x=*/0.33, /*hybrid_limit_ratio=*/1e-4,
    /*ell_row_alignment=*/8,
    /*min_applies_to_convert=*/10, /*ell_max_padding_ratio=*/1.2,
    /*sellp_max_relative_spread=*/1.0, /*load_balance_skew=*/32.0,
    /*coo_max_nnz_per_resident_thread=*/16.0, /*latency_bound_rows_per_resident_thread=*/0.5,
    /*latency_bound_min_mean=*/6.0};

// ELL / SELL-P kernels read this many slots of a row before testing for the
// padding that ends it ([TOPC20] Alg. 3's early stop, done per block): the
// loads of a block are independent, so they are in flight together instead of
// one slot per memory latency; at most this many - 1 padding slots are read.
inline constexpr int padded_slots_in_flight = 4;

// Threads per block of the team kernels (csr_vector, load-balanced CSR/COO):
// each team holds block_threads / V vectors of V lanes, one work item each.
inline constexpr int vector_kernel_block_threads = 256;

inline constexpr const TuningTable& tuning_for(Architecture arch) {
  return arch == Architecture::nvidia ? nvidia_tuning
         : arch == Architecture::amd  ? amd_tuning
                                      : host_tuning;
}

inline constexpr std::int64_t omega_for(const TuningTable& t, std::int64_t nnz) {
  return nnz < t.omega_nnz_mid ? t.omega_small
         : nnz < t.omega_nnz_large ? t.omega_mid
                                   : t.omega_large;
}

}  // namespace kspmv
