#pragma once
// Every tuning constant of kspmv, one table per architecture, with the paper
// symbol it implements. Kernels and heuristics read these; no other file holds
// a magic number.
//
// Papers (see ../shared/papers/README.md):
//   [TOPC20] Anzt, Cojean, Flegar et al., Load-balancing SpMV kernels on GPUs.
//   [ISC20]  Tsai, Cojean, Anzt, Sparse linear algebra on AMD and NVIDIA GPUs.
//   [EVC]    EVC-HYB: ELL + vectorized CSR with rows sorted by length.
//   [KSPARSE] Abdelfattah, Ltaief, Keyes et al., KSPARSE: block-sparse (BSR) SpMV.
//   [MERGE]  Merrill, Garland, Merge-based parallel sparse matrix-vector
//            multiplication, SC16 (not in ../shared/papers; cited for the path).

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace kspmv {

enum class Architecture { host, nvidia, amd };

// EVC-HYB ([EVC] §2, spmv/arch/evc_hyb.hpp): the paper's constants, with
// its symbol or wording beside each. Rows sorted by length are split at
// max_ell_row ("rows not larger than 128"); the short ones go to ELL blocks
// of whole block_rows ("at 32 row boundaries"), the long ones to a CSR whose
// rows start on csr_row_alignment ("aligned at 32-element boundaries").
// Threads per row of the CSR part: TPR = the power of two >= len /
// entries_per_lane ([EVC] ref. [13]: TPR 1 up to 8 entries, 2 up to 16, ...),
// at most team_threads. The ELL part gives a thread 2^k rows when its width
// is LRmax/2^k ([EVC] §2.1), at most max_rows_per_thread (the paper has no
// cap; on a GPU with 132 SMs rows of width 1 would otherwise leave SMs idle).
struct EvcHybTuning {
  std::int64_t max_ell_row;  // L, the short/long split (paper 128)
  int block_rows;            // ELL block granularity (paper 32)
  int csr_row_alignment;     // vCSR row start alignment (paper 32)
  int team_threads;          // GPU block size (paper 256)
  int entries_per_lane;      // TPR rule (paper [13]: 8)
  int max_rows_per_thread;   // cap of the adaptive rows per thread
  // Algorithm::automatic picks evc_hyb only in the permuted-y mode and only
  // when at least this fraction of A's rows are scattered
  // (RowStatistics::scattered_rows): the sort gains x locality there, and
  // writing y back in A's order would cost it again (H200, run 12).
  double min_scattered_rows;
  // σ: with y in A's order, rows are sorted within windows of this many
  // consecutive rows (convert/evc_hyb.hpp); 0: one window, all rows (the
  // paper's). The permuted-y mode always sorts all rows: its gain is the
  // global sort's x locality (rows of one length ordered by first column).
  // NVIDIA 32768: H100 run 45 call 1, evc_hyb with y in A's order, global
  // sort time over windowed, geometric means on the fit suite (9 matrices)
  // 1.306 / 1.316 / 1.257 at σ = 4096 / 32768 / 262144, worst 0.986 / 1.004 /
  // 1.003; held out at 32768: score suite 1.275 (0.974-2.507), large 1.032.
  // The scattered writes of y in the global order cost that much (ct2010 x71
  // 0.583 -> 0.233 ms, circuit204 0.257 -> 0.137).
  std::int64_t window_rows;
};

// Rank-1 BSR applies with small blocks (SpmvOptions::bsr_kernel overrides).
// K1 of [KSPARSE] §5.2 (spmv/arch/bsr_small_blocks.hpp: a truncated warp per
// block row whose first ⌊W/b²⌋·b² lanes read that many consecutive block
// values per load) where k1_block[b] and block rows hold on average at least
// k1_min_mean_blocks blocks; else K1 widened to a row per lane
// (spmv/arch/bsr_row_lanes.hpp) where row_lanes_block[b] and block rows are
// long enough (below); else a thread per row with b compiled in
// (spmv/bsr_rows.hpp, row-major blocks) where row_per_thread_block[b]; else
// K3, K2 or the portable kernel (below). SpmvOptions::bsr_block_rows_per_warp
// and bsr_warps_per_team override K1's and row lanes' shape.
// H200 (run 20, k1_sweep/, kernels_first/ and kernels/: cage11 b = 2, 4, wave b = 3,
// bcsstk29 b = 2, 5, 19–31M entries; % of copy bandwidth in CSR bytes):
// a thread per row on row-major blocks 70 / 107 / 62 / 61 / 75%, K1 with
// Nta = 4 40 / 86 / 65 / 54 / 97%, K1 with Nbrows_ta = 4 48 / 81 / 71 / 54 /
// 68%, the portable kernel 62 / 67 / 51 / 47 / 51%. K1 wins only where b²
// leaves lanes idle in a power-of-two warp (b = 3, 5) and block rows are
// long (wave 14, bcsstk29 44 blocks per block row).
// H200 (run 23, mid_sweep/: bcsstk16, EX5, nh2010, cage10 promoted to
// b = 2-16, 10-24M entries, geometric means in % of copy): row lanes with
// U = 4 loads in flight and Nbrows 1 (U = 8 and Nbrows 2 slower) beat the
// table's kernel at b = 5-8 (85-90% against 78-87%) on block rows of >= 13
// blocks on average, lose on nh2010's ~5 (51-65% against 60-86% for a
// thread per row): at least 8. At b = 9 and 10 they beat everything (88 and
// 97% against K2's 71 and 83% at its best shape, a thread per row 71%,
// cuSPARSE's best 81%); at b = 11 and 12, where ⌊32/b⌋·b leaves 10 and 8
// lanes idle, a thread per row wins (83 and 92% against 73 and 80%); K3
// from b = 13. K1 lost its b = 5 to row lanes (85% against 81%).
// Run 24 (mid_sweep/, the same patterns): at b = 13 row lanes, now walking
// the pieces of starved block rows, beat K3 (93% against 88%; a thread per
// row 87% in run 23); K3 keeps b = 14 (103% against 95%).
// Run 54 (results/2026-11-28-run54/, b = 8, block rows of 4.8-7.1 blocks on
// average, under the row_lanes_min_mean_blocks that kept them on a thread
// per row): row lanes 1.04-1.18x faster on all 8 fit patterns (nh2010's 4.8
// blocks too, where run 23's row lanes lost) and 1.00-1.18x on all 10 of
// run 24's held-out patterns, so NVIDIA's b = 8 has no thread per row. At
// b = 5-7 a thread per row stays: row lanes 1.09-1.32x slower on pesa, big
// and crack (5.9-6.9 blocks).
// Run 55 (results/2026-11-28-run55/, b = 2 and 3, the even fit patterns of
// run 53 and pesa, big, crack): block lanes (spmv/bsr_block_lanes.hpp: a
// vector of lanes per block row, a whole block per lane) beat the table's
// kernel by 1.31-1.71x at b = 2 and 1.30-1.51x at b = 3 on block rows of
// 13-60 blocks on average (bcsstk16, EX5, cage10, cage11, wave, bcsstk29),
// and ran 0.97-1.20x as fast as kspmv's best non-block kernel there at b = 2
// (EX5 0.90x: ELL pads 1.06 there) and 1.05-1.43x at b = 3. On block rows
// of 5.9-6.9 blocks they ran 0.88-0.89x at b = 2 and 1.04-1.10x at b = 3;
// block lanes start at 13 blocks at both b (block_lanes_min_mean_blocks),
// chosen after held-out patterns as even as cti and cryg10000 had lost at
// b = 3 (the run's README). At b = 4 a thread per row beat them on the 7
// fit patterns without long block rows (0.47-0.61x). Lanes: the power of
// two nearest (in ratio) to mean blocks x b² / block_lanes_values_per_lane,
// 2 to the warp: 16 values a lane cost 0.5% (b = 2) and 2.2% (b = 3) over
// the best of 2-32 lanes on the fit patterns (1.0% and 3.4% on run 24's
// held-out ones).
// The small-block table's per-b entries run to this b (a thread per row and
// row lanes are compiled that far: spmv/bsr_rows.hpp, spmv/arch/bsr_row_lanes.hpp).
inline constexpr int bsr_table_max_block = 16;

// Block lanes (spmv/bsr_block_lanes.hpp) are compiled for b up to this: a
// lane holds b² values, b entries of x and b sums in registers.
inline constexpr int bsr_block_lanes_max_block = 4;

// U of row lanes (spmv/arch/bsr_row_lanes.hpp): loads in flight per lane,
// compiled in. Run 23 (mid_sweep/) found U = 4 fastest (U = 8 slower). Row
// lanes were once compiled for U = 2, 4 and 8: 180 of a rank-1 handle core's
// 402 kernels, 120 of them for counts no table chose.
inline constexpr int bsr_row_lanes_loads_in_flight = 4;

struct BsrSmallBlockTuning {
  bool row_per_thread_block[bsr_table_max_block + 1];  // a thread per row may serve b (index b)
  bool k1_block[9];              // K1 may serve b (index b; paper: bs <= 5 on 32 lanes)
  double k1_min_mean_blocks;     // ... when block rows hold at least this many blocks on average
  int block_rows_per_warp[9];    // Nbrows_ta by b: consecutive block rows one warp walks
  int warps_per_team;       // Nta: warps (thread arrays) per team on GPUs
  // K1 widened (spmv/arch/bsr_row_lanes.hpp): a warp of ⌊W/b⌋·b lanes per
  // block row, a row per lane, where row_lanes_block[b] (index b) and
  // block rows hold at least row_lanes_min_mean_blocks blocks on average or
  // a thread per row does not serve b (row lanes go before the thread per
  // row, K1 before both), and wherever long block rows are cut into pieces
  // (bsr_table_runs_row_lanes).
  bool row_lanes_block[bsr_table_max_block + 1];
  double row_lanes_min_mean_blocks;
  int row_lanes_block_rows;      // Nbrows_ta: consecutive block rows one warp walks
  int row_lanes_warps_per_team;  // Nta (U: bsr_row_lanes_loads_in_flight)
  int warp_lanes;                // W of the table's architecture (row lanes put ⌊W/b⌋ on a row)
  // A thread per row on GPUs: its grid holds this fraction of the resident
  // threads (index b; 0 = a thread per row, blocks as they come), each
  // walking every T-th row, T its thread count, chosen so that threads hold
  // equal counts of rows; unless that leaves less than
  // row_per_thread_min_occupancy of them at work (then a thread per row).
  // Fewer warps on a multiprocessor keep more of the blocks their lanes read
  // row by row in its L1. H200 (perf_tests/probes/bsr_row_kernels.cu,
  // results/2026-11-23-run24/probe/probe_rows_2.txt, synthetic block rows of
  // 3 / 6 / 12 blocks, 0.6-0.9M rows; the fit patterns of the table above
  // have too few rows at b >= 11 for a cap to act): at 0.75 (48 of 64 warps)
  // 97 / 91 / 91% of the copy bandwidth at
  // b = 11 against 93 / 79 / 92% for a thread per row, 100 / 99 / 98 against
  // 95 / 78 / 97 at b = 12, 92 / 87 / 85 against 80 / 68 / 84 at b = 13; at
  // b = 9 even (101 / 99 against 96 / 98) except where a balanced grid fell
  // to 0.4 (85 against 99).
  double row_per_thread_occupancy[bsr_table_max_block + 1];
  double row_per_thread_min_occupancy;
  // Block lanes go first where block_lanes_block[b] (index b) and block rows
  // hold at least block_lanes_min_mean_blocks on average, none cut into
  // pieces; block_lanes_values_per_lane sizes their vector (above).
  bool block_lanes_block[bsr_block_lanes_max_block + 1];
  double block_lanes_min_mean_blocks;
  double block_lanes_values_per_lane;
};

// Rank-1 BSR applies with medium blocks: K2 of [KSPARSE] §5.3
// (spmv/bsr_medium_blocks.hpp) for b >= min_block, where the small-block
// kernels above and K3 (below, from b = 13 on NVIDIA) do not serve b (on
// NVIDIA since run 23: no b; K2 still walks the pieces of balanced BSR where
// forced, and serves AMD from b = 9), up to
// the b whose array fits bsr_medium_block_max_array_threads (b = 64). Shape by
// b: step k serves from_block[k] <= b <
// from_block[k + 1]. SpmvOptions::bsr_thread_groups, bsr_block_rows_per_warp
// and bsr_warps_per_team override it.
// H200 (run 21, k2_sweep/: brute force over ept 2/4/8 x Nbrows 1/2/4 x 64/128/256
// threads per team on 3 fit patterns per b, 13-45M entries; tools/k2_table.py):
// one array per team or two (teams of ~128 threads) beat larger teams, which
// hold fewer threads per SM at K2's ~72 registers; ept 4 up to b = 24, 8 from
// b = 32 (b·Ntg = 128 threads); Nbrows 1 up to b = 16, 2 at b = 24-32, 4 at 64.
// Geometric means then 72-75% (b = 9), 91 (12), 101 (16), 78 (24), 100 (32) and
// 119-124% (64) of the copy bandwidth in CSR bytes, against the portable
// kernel's 44, 63, 68, 37, 48 and 52%.
struct BsrMediumBlockTuning {
  int min_block;         // K2 from this b (0: never chosen by the table)
  int team_threads;      // Nta = max(1, team_threads / (b·Ntg)) arrays per team
  int from_block[4];     // steps by b, ascending
  int elements_per_thread[4];  // ept: Ntg = ⌈b / ept⌉ slices per block (<= 8)
  int block_rows[4];     // Nbrows_ta: consecutive block rows an array walks
};

// Rank-1 BSR applies with large blocks: K3 of [KSPARSE] §5.4
// (spmv/bsr_large_blocks.hpp) for b >= min_block, where it takes over from K2
// and serves every b beyond K2's (64). SpmvOptions::bsr_band_rows,
// bsr_thread_groups, bsr_elements_per_thread and bsr_block_rows_per_warp
// override it; ept is narrowed where Ntg slices would leave groups idle
// (bsr_large_block_ept).
// H200 (run 22, k3_sweep/: brute force over nb (32, b/2, b) x Ntg 2/4/8 x
// ept 2/4(/8) x Nbrows 1/2(/4) on K2's fit patterns, b = 9-64): Ntg 4, ept 4
// (a working set of 16 columns), Nbrows 1 best or within 2% of it at
// b = 16, 32, 45 and 64: 111, 107, 115 and 137% of the copy bandwidth in CSR
// bytes against K2's 102, 102, 72 and 126%; one band of b rows up to 64
// (b = 45: 115% against 105% with bands of 32 and 13). K2 stays ahead at
// b = 9 and 12 (72 / 92% against 59 / 88%): K3 from b = 16. Run 23
// (mid_sweep/): K3 also leads at b = 13-15 (88, 102, 111% against K2's 80, 95,
// 103%, row lanes' 87, 93, 99%): from b = 13.
struct BsrLargeBlockTuning {
  int min_block;            // K3 from this b (0: never chosen by the table)
  int band_rows;            // nb: rows of a block per team (By = ⌈b / nb⌉ teams per block row)
  int thread_groups;        // Ntg: slices of a working set
  int elements_per_thread;  // ept: columns of a slice (<= 8)
  int block_rows;           // Nbrows: consecutive block rows a team walks
};

// The step of `t` that serves b (the last whose from_block <= b).
inline int bsr_medium_block_step(const BsrMediumBlockTuning& t, std::int64_t b) {
  int k = 0;
  while (k + 1 < 4 && t.from_block[k + 1] <= b) ++k;
  return k;
}

// RowStatistics::scattered_rows: first columns this far apart (in columns,
// 64 doubles = 512 bytes of x) count as unrelated.
inline constexpr std::int64_t scattered_rows_window = 64;

// Setup of each algorithm beyond the validation and row statistics every
// handle pays first (3.2 CSR SpMVs), in CSR-SpMV units: one Kokkos Kernels
// apply of the same matrix. H200 medians over the fit suites (run 12,
// fit.json + large.json, 17 matrices; perf_tests/tools/fit_setup_costs.py).
// Not measured on host or AMD backends, whose tables reuse these.
struct SetupCosts {
  double csr_load_balance;  // chunk schedule (row of each chunk, carries)
  double coo_load_balance;  // row indices of every entry
  double ell;               // padded slots
  double sellp;
  double hybrid;
  double csc;               // the transpose
  double evc_hyb;           // sort by (length, first column) + two parts
  double dia;               // diagonal marks, scan, slots (run 14, the 3 stencils)
};

// What Algorithm::automatic weighs before it converts A (conversion_pays in
// spmv/automatic.hpp): the conversion's extra setup and the CSR SpMVs it saves
// per apply against the best kernel that converts nothing, both medians over
// the fit-suite matrices on which the rule considers that format (same runs
// and tool as SetupCosts). It converts when expected_applies × saving ≥ setup.
struct ConversionPayoff {
  double setup_in_csr_spmvs;
  double saving_per_apply;
};

// When automatic stores A's values in single precision (TuningTable::single_values).
struct SingleValuesRule {
  double ell_max_fill;  // ELL: max_row·rows / nnz at most this
  double sellp_max_cv;  // else SELL-P: std/mean of the row lengths at most this
};

// When automatic takes SELL-P with 16-bit column deltas for rows too uneven
// for ELL (TuningTable::narrow_sellp).
struct NarrowSellpRule {
  double max_cv;    // std/mean of the row lengths at most this (slices pad little)
  double min_mean;  // rows this long on average (slices padded to 4 slots cost little)
  // A rule no matrix meets (the handle then counts no groups either).
  static constexpr NarrowSellpRule never() {
    return {-1.0, std::numeric_limits<double>::infinity()};
  }
};

struct TuningTable {
  // ω, oversubscription of the load-balanced kernels: threads per physical core
  // ([TOPC20] §3.2, [ISC20] eq. for ω_NVIDIA / ω_AMD), chosen by nnz. On the
  // H200, ω_large = 128 gives 20-40M-entry matrices chunks of 512 entries
  // (two CSRI windows a warp); run 106 n9 (rank 1, both replicated real
  // suites) against 256 / 1024 / 2048: gm 1.038 / 1.008 / 1.039 of the time,
  // 1024 0.96-0.99 on ordered even rows but 1.02-1.05 on social graphs.
  std::int64_t omega_small;           // nnz <  omega_nnz_mid
  std::int64_t omega_mid;             // omega_nnz_mid <= nnz < omega_nnz_large
  std::int64_t omega_large;           // nnz >= omega_nnz_large
  std::int64_t omega_nnz_mid;
  std::int64_t omega_nnz_large;
  // Resident threads per physical core: turns Kokkos' concurrency() (resident
  // threads) into the "physical cores" that ω multiplies.
  std::int64_t resident_threads_per_core;

  // Rank-2 applies of the chunked kernels (CSRI, deterministic COO) run this
  // many vectors per launch: their per-chunk partial sums are allocated at
  // setup for that many, since an apply allocates nothing. The vectors of a
  // launch share one read of A (neighbouring warps take one chunk's vectors),
  // so A is streamed ceil(K / batch) times.
  int multivector_batch;

  // The CSR strategy of [ISC20] Alg. 3: the load-balanced CSR kernel once
  // nnz > nnz_limit or the longest row > row_len_limit, the classical one
  // otherwise. H200 fit (perf_tests/results/2026-11-21-run9): nnz_limit
  // confirms the paper's 1e6 for NVIDIA; row_len_limit 512 (paper: 1024).
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

  // ELL for short-and-wide matrices ([ISC20] Alg. 4-5, spmv/ell_groups.hpp):
  // groups of threads share a row once width / rows exceeds this ratio; teams
  // of B threads, each group at least this many rows (G_max = B / rows).
  double ell_groups_min_width_ratio;
  int ell_groups_team_threads;
  int ell_groups_min_rows_per_team;

  // Algorithm::automatic (spmv/automatic.hpp), fitted on the H200 with
  // perf_tests/tools/fit_automatic.py on the fit suites of run 9 (45 matrices,
  // geometric-mean slowdown against the best kspmv kernel 1.023, worst 1.23).
  double latency_nnz_per_resident_thread;   // below: latency regime, one launch matters most
  double scalar_max_mean;                   // latency regime: rows this short on average ...
  double scalar_max_cv;                     // ... and this even (std/mean): one thread per row
  // Latency regime, rank 1 (run 84, perf_tests/results/2026-12-01-run84,
  // every algorithm on the unreplicated fit files): a row longer than
  // latency_coo_min_row sends A to the COO load balance, whose chunks add
  // their rows' ends by atomics where the CSR load balance finishes the rows
  // its chunks cut in a second pass (soc-Epinions1 0.72 of csr_load_balance's
  // time; mbeacxc, rows of 484, 0.72 of csr_vector's; astro-ph, 360, won by
  // csr_vector in three of four measurements; 256 first, moved to 400 on
  // those). Else, where csr_vector would launch more than
  // latency_vector_max_waves times the resident threads (its lanes a row
  // times rows: short rows under a few long ones take 16-32 lanes each) and no
  // row is longer than latency_scalar_max_row, one thread per row
  // (delaunay_n15, 1.94, 0.62 of csr_vector's time; bcsstk25, 1.83, 1.07;
  // nh2010, rows of 74, 0.58; no fit file between 74 and 360 at those waves,
  // and astro-ph's rows of 360 took 3.4x csr_vector's time a thread each).
  double latency_coo_min_row;
  double latency_vector_max_waves;
  double latency_scalar_max_row;
  // Latency regime, rank 1: short, even rows (scalar_max_mean, _cv) take a
  // thread per row only where csr_vector's lanes would fill more than this
  // many times the resident threads. Run 86 (perf_tests/results/2026-12-01-
  // run86, n5 and n7), with both kernels launched around Kokkos' launch path:
  // csr_vector took 0.90-0.95 of a thread per row's time on the fit files up
  // to 0.46 waves (4elt, circuit204, cryg10000, dw4096, nopoly), a thread per
  // row won from 0.73 (bfly 0.95, wing 0.98, usroads-48 from 1.87); scored on
  // the held-out half, whose seven files below 0.6 moved 0.82-0.94 -> 0.89-1.12
  // of cuSPARSE. 0 (AMD, host: unmeasured): the clause holds at any width.
  double latency_scalar_min_waves;
  // Latency regime, rank 1, rows none longer than latency_scalar_max_row
  // whose [ISC20] lanes (up to the longest row) would fill more than
  // latency_vector_cap_from_waves of the resident threads: csr_vector with
  // fewer lanes a row, the largest power of two that fills at most
  // latency_vector_cap_waves, where that is at least
  // latency_vector_min_capped_lanes (else the clauses above and below, as
  // before). A thread's critical path is its row; the [ISC20] lanes queue in
  // waves. Run 87 (perf_tests/results/2026-12-01-run87, csr_vector at 2-32
  // lanes against csr_scalar in the same process), fit half: delaunay_n15
  // (16 lanes at 1.94 waves) 8 lanes 0.95 of a thread per row's time, ct2010
  // (8 waves) 4 lanes 1.02 (n1); bcsstk18 and bcsstk25 (32 lanes at 1.41 and
  // 1.83 waves, which csr_vector took) 16 lanes 0.86 and 0.84 of 32 lanes'
  // time (n4, three passes); two lanes lost to a thread per row on rows of
  // 2-4 (usroads-48 1.05, luxembourg_osm 1.10, n1). 0 cap waves (AMD, host:
  // unmeasured): never.
  double latency_vector_cap_from_waves;
  double latency_vector_cap_waves;
  int latency_vector_min_capped_lanes;
  // Past the latency regime, up to l2_coo_nnz_per_resident_thread entries a
  // resident thread, A and the vectors still sit in the L2 and an apply
  // lasts 10-25 us: rank 1, where the rule would take the CSR load balance,
  // a row longer than latency_coo_min_row or rows spread at least
  // l2_coo_min_cv (std / mean) take the COO load balance instead: its 4 more
  // bytes an entry cost little while they come from the L2, and its chunks
  // need no row search. Run 87 (perf_tests/results/2026-12-01-run87, n1) on
  // five fit files of long, uneven rows replicated to ~1.5M entries (5.4-5.7 a
  // resident thread on the H200): COO 0.80-0.96 of the CSR load balance's
  // time; ~2.2M (7.5-8.6): 0.92-1.10; ~3M (10.8-11.4): 0.94-1.22; on wave's
  // even rows of 44 (cv 0.24, 2.1M) 1.22. Equal to
  // latency_nnz_per_resident_thread (AMD, host: unmeasured): no such band.
  double l2_coo_nnz_per_resident_thread;
  double l2_coo_min_cv;
  double ell_max_fill;                      // max_row·rows / nnz up to which ELL pays
  double ell_max_spread;                    // or rows this even (std/mean) ...
  double ell_min_mean;                      // ... and this long on average
  // Or rows that read x near their neighbours' (scattered_rows below
  // hybrid_min_scattered), spread at most ell_local_max_cv (std/mean), none
  // longer than csr_row_len_limit, whose warps of ELL read at most
  // ell_local_max_slice_fill slots an entry (RowStatistics::slice_fill): ELL
  // where it stores at most ell_local_max_fill slots an entry, else SELL-P
  // (rank 1), whose slices store only their own padding.
  double ell_local_max_slice_fill;
  double ell_local_max_cv;
  double ell_local_max_fill;
  // The local-rows clause above takes ELL / SELL-P at rank 1 only on cards
  // whose peak DRAM bandwidth (memory clock x bus width x 2, asked of the
  // device at setup: compat::peak_dram_gbs) is at least this many GB/s;
  // below it the CSR load balance keeps those rows (0: the clause on every
  // card; a device that does not say keeps it too). The clause trades CSRI's
  // latency-bound walk for ELL's padded stream, and CSRI draws a larger share
  // of a slower card's DRAM. Fitted by perf_tests/tools/card_local_rows.py
  // (run 115, perf_tests/results/2026-12-05-run115) on bcsstk33 x41, the one
  // fit file the clause takes: ELL ran 1.199x CSRI's time on an H100 SXM
  // (peak 3,352 GB/s; run 30 saw 1.08x on H100s) and 0.973x on the H200
  // (4,917; run 91, 0.97-1.00 over runs 91-94); their geometric mean 4,060,
  // rounded. Held out on the H100 (bcsstk16 x83, bcsstk29 x39, wave x12)
  // the CSR load balance takes 0.944 of the clause's time (0.90-0.99); on the
  // H200 those files ran ELL / SELL-P at 0.78-0.91x CSRI's (runs 90-95, 113)
  // and keep them.
  double ell_local_min_peak_gbs;
  // NVIDIA's ell_local_max_slice_fill (run 58, H200, perf_tests/results/
  // 2026-11-28-run58): the fit sets' local rows sorted by 32-row slice fill
  // run ELL at 0.75-0.98x the CSR load balance's (or hybrid's) time up to
  // 1.34 (bcsstk24, cage9-11, bcsstk33, crack; short rows of 6-7 entries,
  // pesa, 4elt, big, nopoly, within 0.999-1.035) and nasa4704 x229 0.91x at
  // 1.50; from delaunay_n15 x122 at 1.53 (1.11x) up, ELL loses on every one
  // (bcsstk13 1.06x at 1.64, fidapex6 1.07x at 1.74, cavity14 1.19x at 1.95,
  // and 13 more, 1.06-4.9x). The whole matrix's padding, which the clause read
  // until run 57, had ELL on bcsstk13, fidapex6 and cavity14 (fill 2.07-2.27)
  // and could not take a matrix of fill 3 whose slices pad 1.3. Past fill
  // 2.6 ELL's arrays would hold 2.6x the entries and more, so SELL-P takes
  // those (0.77-0.96x the load balance's time where ELL won on rows of 12+
  // entries, ELL's within 6%, a slice of 64 rows storing its own padding);
  // the fit sets hold no such matrix with slices this even. ELL's wins
  // there span cv 0.13-0.32, and the block patterns of runs 53-55 at b = 2-3
  // whose BSR declines (nh2010, ct2010, cv 0.58-0.68) ran SELL-P 1.3-1.5x
  // the load balance's time: ell_local_max_cv 0.4 keeps the clause where it
  // was measured. bundle1
  // (held out) pads 1.49 in slices but holds rows of 1711 entries, each one
  // thread's walk: ELL and SELL-P 5-6x there, hence the row bound.
  // NVIDIA's ell_local_max_fill before run 58 (run 56, H200, perf_tests/results/
  // 2026-11-28-run56): on real matrices replicated in place, kept out of
  // both real suites (fit2), ELL ran 0.75-0.86x the CSR load balance's time
  // at fill 1.27-2.16 (bcsstk24, cage10, cage11, 4elt, big, nopoly, pesa;
  // SELL-P 0.85x on crack at 1.52, ELL 0.98x) and bcsstk33 x41 of the fit
  // suite 0.97x at 2.08, where the rule took the load balance (the spread
  // clause needs cv <= 0.2 and 8 entries a row); circuit204 x4080 at fill
  // 3.12 ran ELL at 1.19x: 2.6 sits between 2.16 and 3.12. On H100s (runs
  // 30-33) the load balance led on bcsstk33 (ELL 1.08x): not refitted there.
  // Permuted copies (scattered 0.89-1.00) stay with hybrid, which ran within
  // 4% of ELL on them and 6% ahead on cage11 perm.
  // NVIDIA's ell_max_spread went from 0.25 to 0.2 in run 30 (H100), when the
  // warp-chunk launch bounds made CSRI 5% faster: the spread clause then took
  // only bcsstk33 x41 of the fit sets (cv 0.24, fill 2.08), where ELL ran
  // 1.08x CSRI's time; every other ELL pick there has fill <= 1.1. Any bound
  // in (0, 0.24) picks the same on the fit sets; held out, wave x12 (cv 0.24,
  // ELL 1.07x CSRI) leaves ELL too.
  // Rows in b×b blocks of b <= ell_small_block_max (the handle found them,
  // RowStatistics::block_size) take ELL up to ell_small_block_max_fill: the
  // b rows of a block row share their length and columns, so b neighbouring
  // threads pad alike and read the same stretch of x. Run 53 (H200, fit
  // patterns promoted to b = 2 and 3, ~24M entries, perf_tests/results/
  // 2026-11-28-run53): ELL ran 1.27-1.34x (b = 2) and 1.04-1.30x (b = 3)
  // faster than the CSR load balance the rule took on bcsstk16, bcsstk29,
  // cage10, cage11 (fill 1.36-2.16, cv 0.29-0.35); delaunay_n16 (fill 2.83)
  // 0.95 / 1.00x, wave (3.25) 0.98 / 0.93x; at b = 11 bcsstk16 ran ELL at
  // 0.65x: small blocks only.
  std::int64_t ell_small_block_max;
  double ell_small_block_max_fill;
  // Rank-2 views (choose_algorithm's `multivector`): where the rank-1 rule would
  // take a kernel whose vectors run in neighbouring warps (csr_load_balance,
  // csr_vector), a kernel with a register tile of vectors per row
  // (RowTileGrid) is taken instead: ELL up to this padding (max_row·rows /
  // nnz: K vectors' x and y make padding cheaper than in rank-1), else
  // csr_scalar for rows this short and this even (std/mean). H200, K = 8,
  // perf_tests/tools/fit_multivector.py on run 17's fit suites (17 matrices,
  // with the row-major X copy below): 1.021 slowdown against the best kspmv
  // kernel (rank-1 rule 1.588). The long-row limit comes from scattered
  // matrices, where the copy makes csr_scalar's gathers cheap; no matrix of
  // the fit set tests it on ordered rows. Run 18 lowered it from 360 to 200:
  // the merge-path walkers (merge_walk_min_mean below) beat csr_scalar on
  // astro-ph (rows of 360, 1.22 against 1.44 ms) and ca-CondMat (280, 1.12
  // against 1.17 ms); csr_scalar stays ahead on kmnist_norm_10NN (140).
  double multivector_ell_max_fill;
  std::int64_t multivector_scalar_max_row;
  double multivector_scalar_max_cv;
  // ...and ELL's register tiles only where A has rows for at least this
  // share of the resident threads: its gather runs a thread per row (and
  // tile), so a short-and-wide matrix leaves the GPU nearly empty. H100,
  // K = 8, run 34: wide:1000 (1000 rows, fill 1.0) ran ELL in 0.365 ms and
  // the merge-path walkers of csr_load_balance in 0.267; every other fit
  // matrix ELL wins has >= 358k rows (1.3 of an H100's 270k threads). Any
  // share in (0.004, 1.3] picks the same on the fit sets.
  double multivector_ell_min_row_share;
  // Rank-2 op = A gathers X through a row-major copy (spmv/row_major_x.hpp)
  // when at least this fraction of neighbouring rows are scattered
  // (RowStatistics::scattered_rows): there a LayoutLeft X costs a sector per
  // vector and nonzero, the copy one per tile. Not for DIA, whose gathers
  // are contiguous whatever the layout. H200, K = 8, run 17: fitted 0.59
  // (any value in (0.30, 0.88) picks the same on the 17 fit matrices, and in
  // (0.42, 0.85) on the 15 score matrices); the copy made random:2097152:16
  // 5.2x faster and wave x12 (0.36) 2x slower.
  double row_major_x_min_scattered;
  // ...except for rows in order yet scattered (spmv/row_major_x.hpp,
  // ordered_rows_read_x_as_given): at least row_major_x_ordered_min_narrow of
  // A's row groups read columns that fit 16-bit deltas (narrow_groups) and
  // fewer than row_major_x_ordered_max_scattered of the rows are scattered.
  // There X is read as given, and automatic takes csr_load_balance (staged
  // products) where it took csr_scalar. H200, K = 8, run 66
  // (perf_tests/results/2026-11-29-run66), every kernel with X as given and
  // through the copy: on the census graphs de2010 x207 and vt2010 x154
  // (scattered 0.88, 0.80; narrow 1.00) csr_load_balance as given took 0.93
  // and 0.79 ms against csr_scalar's 1.05 through the copy; on crack x395
  // (0.75, 1.00) ELL 0.64 as given, 0.72 through it; on ca-CondMat x128 and
  // wing x99 (0.98, 0.96; narrow 1.00) the copy stays ahead (1.13 against
  // 1.35, 0.84 against 1.25). The bound lies between 0.88 and 0.96 on those
  // five: 0.92. Permuted graphs (narrow 0) keep the copy (memplus x190: 3.6
  // ms as given, 1.3 through it). With the rule in place, against automatic's
  // old picks through the copy (run 67, perf_tests/results/2026-11-29-run67,
  // rule.txt): census graphs de2010, vt2010 and ct2010 (held out) 0.73-0.88x
  // the time at K = 8, 0.85-0.97x at K = 4, 0.64-0.78x at K = 32 (the handle
  // does not know K at setup); crack (ELL) 0.81-0.93x at K = 4, 8, 32 (run 66,
  // whose staged kernel was then 1.17-1.26x slower: census graphs 1.02-1.06x
  // at K = 4 there).
  double row_major_x_ordered_min_narrow;
  double row_major_x_ordered_max_scattered;
  // ELL and SELL-P (the padded gathers) read a row-major X's register tile in
  // 16-byte loads (VectorTile TileLoads, spmv/vector_access.hpp), so they take
  // the copy on rows in order too (scattered_rows below
  // row_major_x_min_scattered) where fewer than padded_row_major_x_max_shifted
  // of neighbouring rows are shifted (RowStatistics::shifted_rows: finite-
  // element nodes, which repeat their neighbour's columns), in applies whose
  // K fills exactly one register tile (fills_one_tile, spmv/vector_access.hpp:
  // K = 4 or 8 doubles, 8 or 16 floats); other applies read X as given. Stencil
  // and banded rows (shifted near 1) already read whole sectors as given. H200,
  // run 95 n5, fit suites, ELL / SELL-P through the copy over as given at
  // K = 8 and K = 4: bcsstk33 x41 (shifted 0.00) 0.85 / 0.82 and 0.87 / 0.86,
  // block4:524288:6 (0.00) 0.91 / 0.81 and 0.99 / 0.99, soc-Epinions1 x47
  // (0.06) 0.61 / 0.49 and 0.74 / 0.73; circuit204 x4080 (0.35) 1.08 / 0.96
  // and 1.05 / 1.02, the stencils (0.98-1.00) 0.95-1.35. The bound lies in
  // (0.06, 0.35): 0.2. csr_scalar keeps the rule above (bcsstk33 1.06-1.33,
  // circuit204 1.20-1.29 through the copy). Scored (run 96 n1, automatic with
  // the clause over X as given, two passes): held out bcsstk29 x39 and
  // bcsstk16 x83 0.93 and 0.90 at K = 4, 0.93 and 0.88 at K = 8, floats
  // 0.68-0.75 at K = 8 and 0.63-0.67 at K = 16; at K = 16 doubles (two tiles)
  // 1.00-1.04 (bcsstk33 1.02), hence one tile only; cage11 x43 (0.33) and
  // wave x12 (0.27) unmoved.
  double padded_row_major_x_max_shifted;
  // A rank-2 csr_load_balance handle walks the merge path with one lane per
  // vector (spmv/merge_walk.hpp) where rows hold at least this many entries
  // on average and their spread (std/mean) stays below the cap; elsewhere it
  // keeps CSRI, one vector per warp. Its walkers read X through the row-major
  // copy where at least merge_walk_row_major_x_min_scattered of the rows are
  // scattered (0: always). H200, K = 8, run 18 (fit + large suites, 17
  // matrices): the walk was 0.60-0.85x CSRI's time at mean >= 8 and 1.0-1.7x
  // below it; the one matrix over the cap (denserows, cv 263) 1.55x. With the
  // copy the walk was faster or equal on every fit matrix with mean >= 8,
  // scattered or not (stencil27 0.84 -> 0.62 ms, block4 0.75 -> 0.44 ms).
  // Rechecked on an H100 (run 28, forced by SpmvOptions::merge_walk): the
  // same split on the fit suites (cage11, mean 14.3, the one miss at 1.06x).
  double merge_walk_min_mean;
  double merge_walk_max_cv;
  double merge_walk_row_major_x_min_scattered;
  // The walkers' edge over CSRI comes with the row-major copy, which streams
  // X twice more per apply. Where rows are ordered (scattered_rows below
  // row_major_x_min_scattered) the walk is taken only if that streaming is at
  // most this share of the bytes the apply moves without it (double values
  // and x, 32-bit columns, multivector_batch vectors: 2·n·K against
  // 1.5·nnz + K·(n + m) in 8-byte words); else the handle keeps CSRI and X
  // as given. A square matrix is always under 1; an ordered short-and-wide
  // one (few entries per column of X) is not. H100, K = 8, run 34: the fit
  // sets hold no matrix the bound moves (every walker there ran faster with
  // the copy, at shares up to 0.47 ordered, block4 and stencil27, and 1.69
  // scattered, wide:1000);
  // 1 is the share at which the copy doubles the traffic, not a fitted
  // value. Held out it moves Chem97Zt x387 (983k x 12.0M, scattered 0.05,
  // share 1.58): walk with the copy 1.515 ms, without 1.070, CSRI 0.872.
  double merge_walk_max_x_copy_share;
  // A walking handle walks only applies of at least this many vectors (the
  // setup does not know K); narrower ones take the gather it would take
  // without the walk (staged products where X is read as given, else CSRI),
  // X as that gather reads it. Few vectors make a warp of many walkers, each
  // a chain of dependent loads for few lanes. H200, run 73 (automatic with
  // and without SpmvOptions::merge_walk = false; the fit suite's two matrices
  // the rule walks, astro-ph x99 permuted and ca-CondMat x128): without the
  // walk 0.59-0.60 of the time at K = 2, 0.79-0.84 at K = 4, 0.85-0.90 at
  // K = 6, 1.12-1.16 at K = 8, 1.52-1.65 at K = 16.
  int merge_walk_min_vectors;
  // A rank-2 csr_load_balance handle on a GPU gives each row a warp, every
  // lane holding the sums of a tile of vectors (spmv/arch/csr_vector_tiles.hpp),
  // in applies of at most multivector_wide_tile_bytes of vectors (8 doubles),
  // where rows hold at least this many entries on average and the longest
  // row is at most one resident warp's share of the entries (so no warp's
  // row outlasts the rest of the launch: denserows, wide). Its walk of a row
  // keeps X's gathers of neighbouring lanes in neighbouring columns and joins
  // the tile once a row by a reduce-scatter. H200, run 78
  // (perf_tests/results/2026-11-30-run78), forced against automatic on six
  // SuiteSparse files outside both real suites: mbeacxc and beaflw (means
  // 100 and 107) 0.78 of the time at K = 4 and 0.79 at K = 8, 1.25 at K = 16
  // (two tiles: the row read twice); the FE matrices of means 29-45 lost to
  // the CSR load balance at K = 8 (1.02-1.20) and keep ELL; on the fit suite
  // every matrix (means 3-68) lost, soc-Epinions1 by 1.7-2.9x.
  double warp_rows_min_mean;
  // The staged-products kernel runs staged_products_ordered_min_teams teams a
  // multiprocessor (fewer registers, more warps) where rows are in order
  // (scattered_rows below the first bound) and their columns narrow
  // (narrow_groups at least the second): X's gathers hit in cache there, so
  // more warps hide their latency, where elsewhere each thread needs its own
  // gathers in flight. H200, run 82 (perf_tests/results/2026-12-01-run82),
  // 10 teams against 8, staged products forced at K = 8 and 4: on the fit
  // suite bcsstk33 and circuit204 (0.04, 0.21 scattered; narrow 1.0)
  // 0.89-0.91x, soc-Epinions1 (0.30, 0.34) 1.10x, the rest (scattered
  // >= 0.96 or permuted) 1.02-1.51x; held out web-NotreDame (0.12, 0.44),
  // rajat01 (0.41, 1.0), Chem97Zt 0.90-0.94x. The bounds sit between those;
  // on 14 files in neither suite (c5) they called 13: 0.90-0.93x where taken
  // (LeGresley_4908 1.006x), 1.02-1.52x where not (census graphs at 0.80-0.88
  // scattered 1.05-1.09x).
  double staged_products_ordered_max_scattered;
  double staged_products_ordered_min_narrow;

  // The cached transpose (spmv/transpose_cache.hpp): without `deterministic`,
  // setup builds the CSC of A once SpmvOptions::expected_transposed_applies
  // reaches this many: the break-even of its setup against what the gather
  // saves per apply over the scatter by atomics. H200 (perf_tests/results/
  // 2026-11-22-run11/at_00b0ea7, long columns sorted by teams): 36-108
  // applies on the generated large suite (median 44: the fit); scored on the
  // replicated real matrices in run11/README.
  std::int64_t transpose_cache_min_applies;

  // Rank-2 op = Aᵀ without a CSC (spmv/transpose_vectors.hpp): a launch per
  // column of Y once K columns of the rows an entry reaches (3 × the mean
  // |column − row|, at most Y's rows) take at least this many bytes.
  // H200, run 74 (fit suite, one launch / a launch per column, automatic):
  // the four randomly numbered matrices gain from K·8·cols = 53-54 MB
  // (astro-ph and cage11 at K = 4: 1.86x, 2.07x; at 26-27 MB, K = 2:
  // 0.91x, 1.01x), PGPgiantcompo 1.65x at 84 MB, usroads-48 1.24x at 149
  // MB, up to 4.8x at K = 32; the five in their own order lose 0.72-0.93x
  // at every K but bcsstk33 under ELL (below) and circuit204 at K = 2
  // (1.02x). 36 MiB sits between 27 and 53 MB (about half the H200's 60 MiB
  // L2, whose two halves each serve half of the multiprocessors).
  std::int64_t transpose_split_min_y_bytes;
  // Below this scattered_rows (rows repeat their neighbours' columns: FE
  // nodes), a plan that scatters a row per thread sends every rank-2 op = Aᵀ
  // through the row-order scatter (spmv/row_order_scatter.hpp), all vectors
  // in one launch, instead of its own scatter from 32 rows at once. Run 74:
  // bcsstk33 under ELL (0.037) ran 1.32-1.51x faster a column at a time
  // through it at K = 2-32, circuit204 under csr_scalar (0.21) 0.89-0.95x
  // at K >= 4, wing under ELL (0.96) 0.87-0.92x; 0.1 lies between. All
  // vectors in one launch took 0.75-0.85 of a launch per column's time on
  // bcsstk33, 29 and 16 at K = 2-32 (run 74 c4).
  double transpose_row_order_max_scattered;
  // A rank-2 op = Aᵀ whose scatter is the load-balanced CSR one
  // (csr_load_balance, or a thread-per-row plan through the row-order
  // scatter) goes into a row-major staging of Y (spmv/row_major_y.hpp),
  // whatever K and the reach (it replaces transpose_split_min_y_bytes there),
  // except where rows stay in their own order (scattered_rows below the
  // first value: a warp's adds already land in neighbouring rows of each
  // column) and A has fewer entries a row of Y (nnz / columns) than the
  // second: there the staging's two passes over Y's n·K values (zeroed, read
  // back) outweigh what its adds save. Run 75 (H200), staged / run 74's rule:
  // 0.42-0.92 of the time on the real fit suite at K = 2, 4, 8, 32 and 0.28-
  // 0.94 on the generated one at K = 8; on ten unused real files in their own
  // order (2.6-6.9 entries, scattered 0.23-0.98) 0.59-1.02. Rows in order:
  // denserows (0.0, 23 entries) 0.94, bcsstk33 (0.037, 68) 0.67, and the
  // held-out Chem97Zt ×387 (0.055, 2.0 entries; seen before these values were
  // set) 1.8; the break-even, log-interpolated, near 19 entries.
  double transpose_staged_ordered_max_scattered;
  double transpose_staged_ordered_min_entries;
  // The automatic choice of the presummed staged scatter
  // (TransposeVectors::presummed, spmv/arch/csri_scatter_presum.hpp): taken
  // where the sampled tiles of A hold at most the first value of distinct
  // columns an entry, for batches of at least the second value of vectors.
  // Run 77 (H200), presummed / staged on the fit suites: bcsstk33 (0.176
  // distinct an entry) 0.86 at K = 8 and 0.62 at K = 32; block4:524288:6
  // (0.258) 1.07 / 1.02 / 1.01 at K = 8 / 16 / 32; circuit204 (0.50) 1.13,
  // soc-Epinions1 (0.74) 1.22, ca-CondMat (0.93) 1.40 at K = 8; the permuted
  // copies (~1.0) 0.97-1.02. Break-even, interpolated between bcsstk33 and
  // block4, near 0.23 at K = 8 and 0.25 at K = 32: 0.20. K = 4 was not
  // measured with this design (run 76's design 2 lost there), hence 8.
  double transpose_presum_max_distinct;
  int transpose_presum_min_vectors;

  EvcHybTuning evc_hyb;

  SetupCosts setup_costs;
  ConversionPayoff ell_payoff;      // H200: pays after 26 applies
  ConversionPayoff evc_hyb_payoff;  // permuted y; H200: pays after 50 applies
  ConversionPayoff dia_payoff;      // H200 (run 14, large suite): pays after 22 applies
  ConversionPayoff bsr_payoff;      // H200 (run 19, promoted fit matrices): pays after 81 applies

  // DIA (formats/dia.hpp): setup refuses more than dia_max_fill padded slots
  // per stored entry (SpmvOptions::dia_max_fill overrides); automatic counts
  // A's diagonals only for even rows (or few scattered ones, below) in the
  // bandwidth regime and picks DIA up to dia_auto_max_fill slots per entry,
  // where 8 bytes per slot beat ELL's 12 per entry.
  // An entry of DIA's COO part (its off-band entries) costs dia_offband_slots
  // DIA slots: its row, column and value, its gather of x and its atomic add
  // against a slot's 8 bytes, and the second launch (run 25: Trefethen_2000
  // x573, two diagonals half full, 0.067 ms in DIA, 0.080 with them in COO;
  // bytes alone say 2). So DIA keeps a diagonal when at least θ =
  // 1/dia_offband_slots of its slots hold entries (SpmvOptions::dia_min_fill
  // overrides), and automatic weighs the off-band entries with it against
  // dia_auto_max_fill. It counts A's diagonals also where rows are uneven
  // but at most dia_count_max_scattered of them start far from their
  // neighbour (a band with a few long rows).
  double dia_max_fill;
  double dia_auto_max_fill;
  double dia_offband_slots;
  double dia_count_max_scattered;

  // BSR (formats/bsr.hpp): the order of the values inside a block that
  // Algorithm::bsr stores (SpmvOptions::bsr_block_layout overrides). The
  // portable kernel (spmv/bsr.hpp) gives each lane one row of a block: on
  // GPUs column-major blocks make the lanes' loads of one block column
  // consecutive addresses; on the host one thread walks a block row, which
  // row-major blocks keep contiguous. Not yet measured: to be re-decided with
  // the warp-level kernels of [KSPARSE] §5 (nb × Ntg thread arrays).
  bool bsr_column_major_blocks;
  // Balanced BSR ([KSPARSE] §5.5, spmv/bsr_pieces.hpp): block rows cut into
  // pieces of at most bsr_piece_blocks blocks (the paper's ρ, default 16),
  // at the price of ŷ (b scalars per piece and vector, written and read
  // again) and a second launch. Taken (SpmvOptions::bsr_balanced overrides)
  // when the longest block row of op(A) holds more than
  // bsr_balance_over_mean times the mean and more than ρ blocks: then one
  // work item would hold up its whole SM for the others' many times over.
  // H200 (run 19, kspmv-mgpu-bench, one GPU; memplus ×4 at b = 16, rajat01
  // ×3 at b = 32, 129–133M entries): ρ = 4 / 8 / 16 / 32 / 64 took 0.44 /
  // 0.45 / 0.45 / 0.51 / 0.67 ms and 0.46 / 0.48 / 0.54 / 0.69 / 1.00 ms:
  // with one lane per block row, a piece's blocks are a serial chain per
  // lane, so short pieces pay until the partial sums cost more. ρ = 4 there;
  // the paper's 16 elsewhere (not measured).
  std::int64_t bsr_piece_blocks;
  double bsr_balance_over_mean;
  // Algorithm::automatic picks BSR when A's pattern is exactly b×b blocks
  // for some b >= bsr_auto_min_block, A has at least
  // bsr_auto_min_rows_per_resident rows per resident thread (the portable
  // kernel gives each row of a block row one lane: fewer rows leave the GPU
  // idle), and the conversion pays (bsr_payoff). H200 (run 19, kspmv-bench
  // on promoted SuiteSparse patterns of 19–542M entries; portable kernel
  // only): BSR won at b = 8 and 16 (0.76–0.85× the best CSR kernel's time)
  // except where rows were few (bcsstk29 b = 8, 0.41 rows per resident
  // thread, 1.27×). Its setup (sort check, blocks, index by block column)
  // took 26–33 csr_load_balance applies and saved 0.37 of one per apply:
  // pays after ~81 applies. Run 20 (bsr_fit/, the small-block kernels): BSR
  // wins at b = 3–16 (0.68–0.93×) and loses at b = 2 (1.09–1.29×) on the
  // same patterns: the minimum block was 3 on NVIDIA (the payoff is still
  // run 19's; at b = 3 the saving is 0.11 of an apply, not 0.37). A thread
  // per row and K1 keep the GPU busy with fewer rows: BSR won with 0.41 and
  // 0.52 rows per resident thread (bcsstk29 b = 8, 5; 0.94×, 0.81×) and lost
  // with 0.15 (bcsstk16 b = 8, held out, 1.33×): 0.4 on NVIDIA. Rows count
  // times the threads at work on a row (bsr_threads_per_row: K2's Ntg over
  // Nbrows_ta from b = 9; run 21: rows alone turned BSR down on 12 of 40
  // held-out matrices at b = 16-64 where it was the fastest kernel by
  // 1.05-1.45x; Ntg alone picked it for 497 block rows of 64 with
  // Nbrows_ta 4, at 0.46x).
  // Run 53 (H200, the kernels of run 24 on; perf_tests/results/
  // 2026-11-28-run53, fit/: run 20's patterns and run 23's F, eleven in all,
  // promoted to b = 2-32 at ~24M entries): at b = 3 BSR lost to kspmv's best
  // non-block kernel on 9 of 11 (0.67-0.97x, wave and delaunay_n16 won by
  // 1.03 and 1.15x); at b = 4 it won on 10 of 11 (rajat01 0.96x): the
  // minimum block is 4 on NVIDIA.
  std::int64_t bsr_auto_min_block;
  double bsr_auto_min_rows_per_resident;
  // Below bsr_auto_min_block, BSR only at the b whose table kernel is block
  // lanes (bsr_table_runs_block_lanes), and only where ELL would pad more
  // than this (max_row·rows / nnz): run 55's fit patterns with block rows of
  // 13 blocks or more pad 1.36-3.25 and ran 0.97-1.43x faster under block
  // lanes than kspmv's best non-block kernel, except EX5 (1.06), whose ELL
  // reads at the roofline (0.90x at b = 2, 0.94x at b = 3 with the table's
  // lanes).
  double bsr_auto_block_lanes_min_ell_fill;
  // ... and not at the block sizes b where bsr_auto_uneven_block[b] when A's
  // rows are uneven (cv at least bsr_auto_uneven_min_cv): there the table's
  // BSR kernel gives a block row to one thread (or ⌊W/b⌋ lanes) and a long
  // one holds up its warp, where the CSR load balance deals out equal chunks.
  // Run 53 (fit/, as above): at b = 5 BSR ran 0.81 / 0.81 / 0.83 / 0.74x the
  // CSR load balance on nh2010, ct2010 (cv 0.68, 0.58), memplus (3.1) and
  // rajat01 (4.3), at b = 11 0.86 / 0.88 / 0.96 / 0.81x, at b = 6 0.99-1.00x
  // and rajat01 0.87x, while the seven patterns of cv 0.04-0.35 won 1.13-1.45x
  // at b = 5 and 6; at b = 4 and 7-16 the four uneven ones won 1.05-1.63x
  // (rajat01 0.90-0.99x at b = 4, 7-9 and 13 is left to BSR: memplus, cv 3.1,
  // won 1.06-1.15x there). 0.5 sits between 0.35 and 0.58.
  bool bsr_auto_uneven_block[bsr_table_max_block + 1];
  double bsr_auto_uneven_min_cv;
  // Where op = Aᵀ applies are announced that would scatter (no CSC cached:
  // SpmvOptions::expected_transposed_applies in (0, transpose_cache_min_applies),
  // not deterministic), BSR's gather over its block-column index saves more
  // than the mode-N rules above weigh: BSR at any detected b >= 2, on rows of
  // cv below bsr_auto_uneven_min_cv, once those applies are at least this
  // share of expected_applies. Run 56 (H200, the fit patterns promoted to
  // b = 2, 3, 5, op = Aᵀ without a CSC, perf_tests/results/2026-11-28-run56):
  // BSR's gather ran 0.45-0.72x the best non-block kernel's scatter on the
  // even patterns (cv 0.04-0.35); weighed against the mode-N times of runs
  // 53 and 55, BSR cost less in all from a share of 0-0.11 on them (pesa at
  // b = 2 the highest). On the uneven ones (nh2010, ct2010, memplus, rajat01)
  // it took 0.26-1: more than the 45 applies that would cache a CSC leave
  // to a conversion that pays after ~82, so uneven rows keep the mode-N rule.
  double bsr_auto_transposed_min_share;
  // The BSR plan also cuts block rows of more than ρ blocks into pieces
  // (balanced BSR) where their rows, times the threads at work on each, fill
  // less than this many resident threads a matrix in the bandwidth regime and
  // K2, K3 or row lanes walk the pieces. H200 (run 22, K3): beaflw and mbeacxc at
  // b = 64 fill 0.47 and ran at 50% of the copy bandwidth, 138% balanced; on
  // nine held-out matrices filling 0.47-0.98 balancing changed the time by
  // 0.85-1.16x (geometric mean 1.00): 1.0.
  double bsr_balance_below_rows_per_resident;
  BsrSmallBlockTuning bsr_small_blocks;
  BsrMediumBlockTuning bsr_medium_blocks;
  BsrLargeBlockTuning bsr_large_blocks;

  // SpmvOptions::trial_candidates: each candidate is timed over this many
  // fenced applies after one untimed one (median kept).
  int trial_applies;
  // Trial candidates include ELL only up to this padding (max_row·rows / nnz):
  // beyond, its memory and conversion time are not worth a trial.
  double trial_ell_max_fill;

  // SpmvOptions::value_precision = single under automatic (spmv/automatic.hpp,
  // single_values_choice): the CSR load balance keeps a single copy of A's
  // values (run 43: 1.09-1.23x its double time, ahead of ELL and SELL-P single
  // wherever the rule picks it); where the pick is csr_scalar, csr_vector or
  // hybrid, ELL with single values is taken up to ell_max_fill
  // slots per entry (8 bytes a slot against CSR's 12 a entry: 1.5 breaks
  // even), else SELL-P with single values for rows this even (std/mean) and
  // no longer than csr_row_len_limit; else a hybrid pick becomes the
  // CSR load balance with single values, and other picks keep values as
  // given. Hybrid picks, H100, run 44 (hybrid's time over the kernel taken):
  // fitted on the fit suite, SELL-P for cage11 perm (cv 0.31) 1.020 and
  // usroads-48 perm (0.30) 1.038, the load balance for astro-ph perm (1.45)
  // 1.062, ca-CondMat (1.32) 1.220, PGPgiantcompo perm (1.77) 1.138; scored
  // on the held-out ones, SELL-P for delaunay_n16 perm (0.23) 1.020, rgg
  // perm (0.32) 1.048, luxembourg_osm perm (0.20) 1.047, the load balance for
  // kmnist perm (0.47) 1.066, memplus perm (3.10) 1.071, wiki-Vote perm
  // (3.16) 1.029, rmat:21:16 (10.5) 1.026 (the load balance would lose 9% on
  // delaunay: hence SELL-P first on even rows). H200, run 91 (automatic
  // single over automatic as given): fit 1.020-1.188, held out 1.006-1.144;
  // the ELL picks (FE files) pay only with the padded kernels' 8 slots a
  // block of 4-byte values and 16-bit deltas beside them (0.90-0.93 without).
  SingleValuesRule single_values;

  // SpmvOptions::column_indices = automatic (plans/stored_columns.hpp): ELL
  // and SELL-P store 16-bit column deltas when at least this fraction of
  // their groups of 2^narrow_columns_group_shift rows fit (columns spanning
  // at most 65534), the values stay as given, and the format's bytes with
  // deltas (padding to whole words of 4 deltas included) are at most
  // narrow_columns_max_bytes of its bytes with 32-bit columns (run 26: SELL-P
  // with slices padded to 4 slots lost 6-16% at 1.10-1.33, won 2-11% at
  // 0.85-0.93; ELL won at 0.88-0.93).
  double narrow_columns_min_groups;
  int narrow_columns_group_shift;
  double narrow_columns_max_bytes;
  // automatic, values as given, rank 1, bandwidth regime, rows not even
  // enough for ELL and none longer than csr_row_len_limit: SELL-P when most
  // groups take 16-bit deltas (narrow_columns_min_groups) and the rows are
  // even and long enough. Run 26 (unpermuted FE matrices, fill 1.4-1.6, std/mean
  // 0.29-0.35): SELL-P with deltas 1.24-1.28x the CSR load balance picked
  // before; with 32-bit columns it was 0.92-1.01x, not worth a conversion.
  // Retired on NVIDIA in run 33 (H100): since the CSR load balance reads
  // 16-bit deltas (run 31) and streams A (run 32), it beat the SELL-P this
  // rule took on its one fit matrix (bcsstk33 x41: 0.1032 against 0.1186 ms)
  // and on the held-out wave x12 (0.1340 against 0.1480) and bcsstk16 x83
  // (0.1028 / 0.1076), lost 0.8% on bcsstk29 x39 (0.1042 / 0.1034), and tied
  // on the unreplicated wave (0.0177 / 0.0178). HIP and hosts keep it.
  NarrowSellpRule narrow_sellp;
  // SpmvOptions::column_indices = automatic in the CSR load balance
  // (plans/csr_load_balance.hpp): rank-1 handles read columns as 16-bit
  // deltas (formats/narrow_entries.hpp) when at least narrow_columns_min_groups
  // of the windows of entries fit them and the deltas' setup pays. Run 31
  // (H100, fit sets, deltas forced): 0.90-0.98x the time where windows fit
  // (0.93 on the unpermuted FE matrices and stencils), 0.995-1.006x on the
  // permuted ones, where none does; 1.00x at K = 8 (rank-2 keeps 32 bits).
  // Payoff in CSR load balance applies over the fit matrices that gained.
  ConversionPayoff narrow_entries_payoff;
  // SpmvOptions::matrix_loads = automatic: the rank-1 op = A kernels load
  // A's entries with cache-streaming loads (arch::read) when x's and y's
  // bytes, S·(n + m), are at most this share of A's, (S + I)·nnz; 0: never.
  // CSRI (csr_load_balance): where A is most of the traffic. Run 32 (H100,
  // streaming / plain time, same binary): 0.86-0.94 on the fit matrices at
  // shares <= 0.06 (bcsstk33, stencil27, block4, denserows; random:1048576:24
  // 1.02), 0.96 on rmat (0.087), 1.01-1.26 above 0.09 (astro-ph, cage11,
  // stencil7, soc-Epinions1, circuit204, usroads). Any value in [0.058, 0.087)
  // picks the same on the fit sets (0.979 geometric mean over 16); held out,
  // score 0.984 (bundle1 0.89-0.91, bcsstk16/29 0.92-0.94), large 0.995.
  // The padded kernels (ell, sellp, hybrid's ELL part, a thread per row):
  // always. Run 32: never slower (0.99-1.006 where nothing gained) over 40
  // matrices, 0.73-0.86 on the permuted ones (memplus, wiki-Vote, delaunay,
  // rgg, astro-ph, PGPgiantcompo), 0.88-0.95 on FE matrices and stencils.
  double csri_stream_max_vector_share;
  double padded_stream_max_vector_share;
  // automatic, rank 1, bandwidth regime, rows not even enough for ELL: HYB
  // (ELL part + load-balanced COO) where rows read x in no order
  // (scattered_rows at least this: randomly numbered graphs and meshes). Run
  // 26, fit suite: HYB 0.92-1.03x the CSR load balance's time on its five
  // matrices at 0.96-1.00 (geometric mean 0.956), 1.03-1.24x on those at
  // 0.04-0.30; nothing in between, so the bound sits at the gap's top.
  // NVIDIA: 0.86 since run 33 (H100, hybrid's ELL part streaming since run
  // 32; every algorithm on the fit sets, run 32 call 6): the one fit matrix
  // between 0.30 and 0.95 that the rule brings here, rmat:20:16 at 0.861,
  // runs HYB at 0.888x CSRI's time; any bound in (0.298, 0.861] picks the
  // same on the fit sets, and 0.86 is the one nearest the old bound. Held out
  // (run 33 call 5, both kernels in the same process): memplus x190 perm at
  // 0.872 runs HYB at 0.952x CSRI, rmat:21:16 at 0.887 at 0.934x; ct2010 x71
  // at 0.852 (HYB 1.28x) stays below.
  double hybrid_min_scattered;
  ConversionPayoff hybrid_payoff;  // over csr_load_balance: setup 6.1 - 2.8, saving 0.044
  // Rank-1 op = Aᵀ of the plans that scatter a thread per row goes over
  // A's rows in order (spmv/row_order_scatter.hpp) unless A is banded and
  // regular (shifted_rows at least row_order_max_shifted, so slot k of
  // consecutive rows reads consecutive columns and the plan's own scatter
  // coalesces, and the rows' length cv at most row_order_banded_max_cv, so
  // no thread holds a long row), or, for ELL only, short and wide (max_row >
  // ell_groups_min_width_ratio·rows: ELL's row groups split a row over
  // threads). Fitted on the H100, run 29 (16 fit matrices, both scatters
  // forced, ell/sellp/hybrid/csr_scalar/evc_hyb): the plan's own ran
  // 0.74-0.90x the row order's time on the stencils (shifted 0.975-1.0, cv
  // <= 0.09; csr_scalar on stencil27 excepted, 4.75x) and 0.96-7x where
  // shifted <= 0.35: any bound in (0.35, 0.97) splits them. denserows
  // (shifted 1.0, cv 178) ran 11-790x slower in the plan's own scatter
  // (sellp, evc_hyb, csr_scalar) and rmat (cv 9.2, short and wide by
  // max_row) 1.2-26x, hence the cv bound (any in (0.09, 9) splits the fit
  // set) and ELL alone for short and wide (wide:1000's csr_scalar 16.7x).
  // The faster scatter on 67 of 78 fit pairs (before: 57; the generated
  // set's geometric mean picked/faster 2.01 -> 1.05). Scored on the 15
  // replicated real matrices, none banded or wide: 70 of 74 pairs, picked/
  // faster 1.004, worst luxembourg_osm evc_hyb 1.21.
  double row_order_max_shifted;
  double row_order_banded_max_cv;
  // ... or, for ELL and SELL-P rank-1 handles of rows even enough (cv at
  // most row_order_own_max_cv), where the atomics' cost that
  // spmv/scatter_costs.hpp counts for the plan's own thread per row is
  // under row_order_own_max_cost times the row order's (weights:
  // scatter_cost_same_address, scatter_cost_instruction). H200, run 93
  // (row order against ELL's own scatter, both forced): fitted on the 12 of
  // cv <= 0.5 among the 6 FE files and the replicated fit and score suites
  // (ratio of the costs against the ratio of the times: rms log error
  // 0.068; ELL's own ran 0.786x on cage11 x43 unpermuted, 1.8x on bcsstk,
  // 1.13x on wave), scored on the 16 of cv <= 0.5 among 26 replicated files
  // none of those are (rms 0.070; at 0.95 it takes EX5, cage10 and 4elt,
  // whose own scatter ran 0.91, 0.78 and 0.87x the row order's, and misses
  // cti at 0.95 and cs4 at 0.99; run 93's first rule, by scattered and
  // shifted rows, had been moved after seeing those 26, not this one).
  // Uneven rows (cv > 0.5) were not modelled: a thread holding a long row
  // ran 1.2-8x there. -1: never (tables not measured).
  double row_order_own_max_cost;
  double row_order_own_max_cv;
  // SpmvOptions::reorder = automatic renumbers A in breadth-first clusters
  // where rows read x in no order (scattered_rows at least this) and the
  // renumbering pays over expected_applies: reorder_vectors_payoff where x
  // and y come in the new numbering (SpmvOptions::reorder_vectors),
  // reorder_payoff where each apply gathers them. 0.86 is run 50's split:
  // on the fit suite the six matrices at scattered 0.96-1.00 ran 1.57-3.70x
  // faster with x and y renumbered, the three at 0.04-0.30 0.98-1.06x
  // (hybrid's bound, the same statistic's gap). Held out, stencils (0.00)
  // would lose 0.75-0.82x and ct2010 (0.85) is missed at 1.15x.
  // The payoffs, run 51 (the order found on the device,
  // convert/cluster_order.hpp; H100, fit suite, in units of the CSR load
  // balance's apply on A): setup 12-32 CSR SpMVs at 24M entries (it was
  // 1540-2770 with run 50's host search). With x and y renumbered, the six
  // scattered picks save 0.31-0.67 of one (medians: setup 19.3, saving
  // 0.37: break-even ~52 applies).
  // With x gathered and y put back around each apply (reorder_payoff), the
  // renumbering also needs rows of reorder_min_mean entries on average, so
  // that the two vector passes amortize: the four scattered picks at
  // 4.6-14.5 save 0.075-0.28 of an apply (medians: setup 15.1, saving 0.135:
  // break-even ~112 applies), wing (3.9) loses 0.83x and usroads-48 (2.6)
  // gains nothing; 4.5 sits in that gap. Held out (run 51, call 3): memplus,
  // kmnist, delaunay, rgg 1.10-1.20x in place after 2.9-5.8 ms of setup,
  // luxembourg_osm (2.1) left out at 0.85x.
  double reorder_min_scattered;
  double reorder_min_mean;
  // In place (x and y gathered), automatic drops a renumbering whose rows
  // are still this scattered (P·A·Pᵀ's scattered_rows): the search found no
  // locality to pay for the gathers. Run 51 (the order is the same on every
  // backend): the fit suite's four picks, all faster in place, renumber to
  // 0.54-0.67; 0.835 halves the gap to 1, as run 50's 0.85 did for its
  // search (picks up to 0.70). Held out (call 1, before the growth cap):
  // random:2097152:16 0.854 and rmat:21:16 0.841 (0.87x in place) dropped,
  // wiki-Vote 0.871 (1.06x) dropped too; memplus 0.63, kmnist 0.74,
  // delaunay 0.23 and rgg 0.18 kept.
  double reorder_max_scattered_after;
  // The renumbering's clusters (convert/cluster_order.hpp): a seed every
  // this many rows. Smaller clusters take fewer rounds to grow but cut more
  // of a row's columns off into other clusters, numbered far away. Run 51,
  // fit suite in place: 64, 256 and 1024 within 3% of each other (1024
  // best on PGPgiantcompo and usroads-48, 64 on none), setup 8-28 ms then
  // rising with the rounds; 256 is the middle.
  std::int64_t reorder_cluster_rows;
  ConversionPayoff reorder_payoff;
  ConversionPayoff reorder_vectors_payoff;
  // β = 0 before a scatter by atomics (spmv/scale.hpp): y's fill ends with
  // its first this many bytes, so that they are still in L2 when the
  // scatter, which walks A's rows in order, starts adding into them; 0: one
  // fill front to back. Only a y larger than this is filled in two. Run 108
  // (H200, L2 60 MiB, op = Aᵀ, same binary, A-B-C-D-D-C-B-A): 16 MiB
  // against one fill 0.962 on web-NotreDame x16 (y 42 MB) and 0.979 on
  // Chem97Zt x387 (96 MB), 32 MiB 0.990 / 0.975, 48 MiB 0.997 / 0.998;
  // 0.99-1.01 on every other held-out, fit and large-suite file. A kernel
  // scaling y back to front (c3) kept more of the order's gain (0.914 on
  // web-NotreDame against the same kernel front to back) but cost more than
  // the memset it replaced (1.08-1.20 front to back).
  std::size_t scale_head_bytes;
};

inline constexpr TuningTable nvidia_tuning{
    /*omega_small=*/8, /*omega_mid=*/32, /*omega_large=*/128,
    /*omega_nnz_mid=*/200000, /*omega_nnz_large=*/2000000,
    /*resident_threads_per_core=*/16,  // 2048 resident / 128 FP32 cores per SM
    /*multivector_batch=*/16,
    /*csr_nnz_limit=*/1000000, /*csr_row_len_limit=*/512,
    /*sellp_slice_size=*/64, /*sellp_stride_factor=*/1,
    /*hybrid_quantile_x=*/0.33, /*hybrid_limit_ratio=*/1e-4,
    /*ell_row_alignment=*/32,
    /*ell_groups_min_width_ratio=*/1e-2, /*ell_groups_team_threads=*/512,
    /*ell_groups_min_rows_per_team=*/32,
    /*latency_nnz_per_resident_thread=*/4.0,
    /*scalar_max_mean=*/7.0, /*scalar_max_cv=*/0.6,
    /*latency_coo_min_row=*/400.0, /*latency_vector_max_waves=*/1.9,
    /*latency_scalar_max_row=*/128.0, /*latency_scalar_min_waves=*/0.6,
    /*latency_vector_cap_from_waves=*/1.0, /*latency_vector_cap_waves=*/1.0,
    /*latency_vector_min_capped_lanes=*/4,
    /*l2_coo_nnz_per_resident_thread=*/8.0, /*l2_coo_min_cv=*/1.0,
    /*ell_max_fill=*/1.1,
    /*ell_max_spread=*/0.2, /*ell_min_mean=*/8.0, /*ell_local_max_slice_fill=*/1.5,
    /*ell_local_max_cv=*/0.4, /*ell_local_max_fill=*/2.6, /*ell_local_min_peak_gbs=*/4000.0,
    /*ell_small_block_max=*/3, /*ell_small_block_max_fill=*/2.5,
    /*multivector_ell_max_fill=*/3.0, /*multivector_scalar_max_row=*/200,
    /*multivector_scalar_max_cv=*/1.5, /*multivector_ell_min_row_share=*/0.1,
    /*row_major_x_min_scattered=*/0.6,
    /*row_major_x_ordered_min_narrow=*/0.9, /*row_major_x_ordered_max_scattered=*/0.92,
    /*padded_row_major_x_max_shifted=*/0.2,
    /*merge_walk_min_mean=*/8.0, /*merge_walk_max_cv=*/20.0,
    /*merge_walk_row_major_x_min_scattered=*/0.0, /*merge_walk_max_x_copy_share=*/1.0,
    /*merge_walk_min_vectors=*/8,
    /*warp_rows_min_mean=*/64.0,
    /*staged_products_ordered_max_scattered=*/0.5, /*staged_products_ordered_min_narrow=*/0.4,
    /*transpose_cache_min_applies=*/45,
    /*transpose_split_min_y_bytes=*/std::int64_t(36) << 20, /*transpose_row_order_max_scattered=*/0.1,
    /*transpose_staged_ordered_max_scattered=*/0.1, /*transpose_staged_ordered_min_entries=*/16.0,
    /*transpose_presum_max_distinct=*/0.20, /*transpose_presum_min_vectors=*/8,
    /*evc_hyb=*/{/*max_ell_row=*/128, /*block_rows=*/32, /*csr_row_alignment=*/32,
                 /*team_threads=*/256, /*entries_per_lane=*/8, /*max_rows_per_thread=*/4,
                 /*min_scattered_rows=*/0.98, /*window_rows=*/32768},
    /*setup_costs=*/{/*csr_load_balance=*/2.8, /*coo_load_balance=*/3.3, /*ell=*/9.3,
                     /*sellp=*/5.8, /*hybrid=*/6.1, /*csc=*/14.3, /*evc_hyb=*/9.9, /*dia=*/7.4},
    /*ell_payoff=*/{/*setup_in_csr_spmvs=*/3.0, /*saving_per_apply=*/0.118},
    /*evc_hyb_payoff=*/{/*setup_in_csr_spmvs=*/5.6, /*saving_per_apply=*/0.112},
    /*dia_payoff=*/{/*setup_in_csr_spmvs=*/5.4, /*saving_per_apply=*/0.254},
    /*bsr_payoff=*/{/*setup_in_csr_spmvs=*/30.0, /*saving_per_apply=*/0.37},
    /*dia_max_fill=*/32.0, /*dia_auto_max_fill=*/1.25,
    /*dia_offband_slots=*/6.0, /*dia_count_max_scattered=*/0.1,
    /*bsr_column_major_blocks=*/true,
    /*bsr_piece_blocks=*/4,
    /*bsr_balance_over_mean=*/8.0,
    /*bsr_auto_min_block=*/4,
    /*bsr_auto_min_rows_per_resident=*/0.4,
    /*bsr_auto_block_lanes_min_ell_fill=*/1.2,
    /*bsr_auto_uneven_block (b = 0..16)=*/{false, false, false, false, false, true, true, false, false,
                                            false, false, true, false, false, false, false, false},
    /*bsr_auto_uneven_min_cv=*/0.5,
    /*bsr_auto_transposed_min_share=*/0.15,
    /*bsr_balance_below_rows_per_resident=*/1.0,
    /*bsr_small_blocks=*/{/*row_per_thread_block (b = 0..16)=*/{false, false, true, true, true, true, true, true, false,
                                                               false, false, true, true, false, false, false, false},
                         /*k1_block (b = 0..8)=*/{false, false, false, true, false, false, false, false, false},
                         /*k1_min_mean_blocks=*/12.0,
                         /*block_rows_per_warp (b = 0..8)=*/{1, 1, 1, 4, 1, 1, 1, 1, 1},
                         /*warps_per_team=*/4,
                         /*row_lanes_block (b = 0..16)=*/{false, false, false, false, false, true, true, true, true,
                                                          true, true, false, false, true, false, false, false},
                         /*row_lanes_min_mean_blocks=*/8.0,
                         /*row_lanes_block_rows=*/1, /*row_lanes_warps_per_team=*/4,
                         /*warp_lanes=*/32,
                         /*row_per_thread_occupancy (b = 0..16)=*/{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                                  0.75, 0.75, 0.75, 0, 0, 0},
                         /*row_per_thread_min_occupancy=*/0.6,
                         /*block_lanes_block (b = 0..4)=*/{false, false, true, true, false},
                         /*block_lanes_min_mean_blocks=*/13.0,
                         /*block_lanes_values_per_lane=*/16.0},
    /*bsr_medium_blocks=*/{/*min_block=*/9, /*team_threads=*/128,
                          /*from_block=*/{9, 24, 32, 64},
                          /*elements_per_thread=*/{4, 4, 8, 8},
                          /*block_rows=*/{1, 2, 2, 4}},
    /*bsr_large_blocks=*/{/*min_block=*/13, /*band_rows=*/64, /*thread_groups=*/4,
                         /*elements_per_thread=*/4, /*block_rows=*/1},
    /*trial_applies=*/7, /*trial_ell_max_fill=*/2.0,
    /*single_values=*/{/*ell_max_fill=*/1.4, /*sellp_max_cv=*/0.4},
    /*narrow_columns_min_groups=*/0.5, /*narrow_columns_group_shift=*/6,
    /*narrow_columns_max_bytes=*/0.95,
    /*narrow_sellp=*/NarrowSellpRule::never(),  // run 33: the CSR load balance wins its matrices
    /*narrow_entries_payoff=*/{/*setup_in_csr_spmvs=*/0.8, /*saving_per_apply=*/0.06},
    /*csri_stream_max_vector_share=*/0.08,
    /*padded_stream_max_vector_share=*/std::numeric_limits<double>::infinity(),  // always
    /*hybrid_min_scattered=*/0.86,
    /*hybrid_payoff=*/{/*setup_in_csr_spmvs=*/3.3, /*saving_per_apply=*/0.044},
    /*row_order_max_shifted=*/0.5, /*row_order_banded_max_cv=*/1.0,
    /*row_order_own_max_cost=*/0.95, /*row_order_own_max_cv=*/0.5,
    /*reorder_min_scattered=*/0.86, /*reorder_min_mean=*/4.5,
    /*reorder_max_scattered_after=*/0.835, /*reorder_cluster_rows=*/256,
    /*reorder_payoff=*/{/*setup_in_csr_spmvs=*/15.1, /*saving_per_apply=*/0.135},
    /*reorder_vectors_payoff=*/{/*setup_in_csr_spmvs=*/19.3, /*saving_per_apply=*/0.37},
    /*scale_head_bytes=*/std::size_t(16) << 20};

inline constexpr TuningTable amd_tuning{
    /*omega_small=*/2, /*omega_mid=*/8, /*omega_large=*/32,
    /*omega_nnz_mid=*/100000, /*omega_nnz_large=*/10000000,
    /*resident_threads_per_core=*/40,  // 2560 resident / 64 lanes per CU
    /*multivector_batch=*/16,
    /*csr_nnz_limit=*/100000000, /*csr_row_len_limit=*/768,
    /*sellp_slice_size=*/64, /*sellp_stride_factor=*/1,
    /*hybrid_quantile_x=*/0.33, /*hybrid_limit_ratio=*/1e-4,
    /*ell_row_alignment=*/64,
    /*ell_groups_min_width_ratio=*/1e-2, /*ell_groups_team_threads=*/512,
    /*ell_groups_min_rows_per_team=*/32,
    /*latency_nnz_per_resident_thread=*/4.0,
    /*scalar_max_mean=*/7.0, /*scalar_max_cv=*/0.6,
    /*latency_coo_min_row=*/400.0, /*latency_vector_max_waves=*/1.9,
    /*latency_scalar_max_row=*/128.0, /*latency_scalar_min_waves=*/0.0,
    /*latency_vector_cap_from_waves=*/1.9, /*latency_vector_cap_waves=*/0.0,
    /*latency_vector_min_capped_lanes=*/4,
    /*l2_coo_nnz_per_resident_thread=*/4.0, /*l2_coo_min_cv=*/1.0,
    /*ell_max_fill=*/1.1,
    /*ell_max_spread=*/0.25, /*ell_min_mean=*/8.0,
    /*ell_local_max_slice_fill=*/0.0,  // not measured: off (a slice pads at least 1)
    /*ell_local_max_cv=*/0.0, /*ell_local_max_fill=*/1.1, /*ell_local_min_peak_gbs=*/0.0,
    /*ell_small_block_max=*/0, /*ell_small_block_max_fill=*/0.0,  // not measured on AMD
    /*multivector_ell_max_fill=*/3.0, /*multivector_scalar_max_row=*/200,
    /*multivector_scalar_max_cv=*/1.5,  // NVIDIA's values: not measured on AMD
    /*multivector_ell_min_row_share=*/0.1,
    /*row_major_x_min_scattered=*/0.6,  // NVIDIA's values: not measured on AMD
    /*row_major_x_ordered_min_narrow=*/0.9, /*row_major_x_ordered_max_scattered=*/0.92,
    /*padded_row_major_x_max_shifted=*/0.2,
    /*merge_walk_min_mean=*/8.0, /*merge_walk_max_cv=*/20.0,  // NVIDIA's values
    /*merge_walk_row_major_x_min_scattered=*/0.0, /*merge_walk_max_x_copy_share=*/1.0,
    /*merge_walk_min_vectors=*/8,  // NVIDIA's value: not measured on AMD
    /*warp_rows_min_mean=*/64.0,  // NVIDIA's value: not measured on AMD
    /*staged_products_ordered_max_scattered=*/0.5, /*staged_products_ordered_min_narrow=*/0.4,  // NVIDIA's: not measured on AMD
    /*transpose_cache_min_applies=*/45,
    /*transpose_split_min_y_bytes=*/std::int64_t(36) << 20,  // NVIDIA's values: not measured on AMD
    /*transpose_row_order_max_scattered=*/0.1,
    /*transpose_staged_ordered_max_scattered=*/0.1, /*transpose_staged_ordered_min_entries=*/16.0,
    /*transpose_presum_max_distinct=*/0.20, /*transpose_presum_min_vectors=*/8,
    /*evc_hyb=*/{/*max_ell_row=*/128, /*block_rows=*/32, /*csr_row_alignment=*/32,
                 /*team_threads=*/256, /*entries_per_lane=*/8, /*max_rows_per_thread=*/4,
                 /*min_scattered_rows=*/0.98, /*window_rows=*/0},
    /*setup_costs=*/{/*csr_load_balance=*/2.8, /*coo_load_balance=*/3.3, /*ell=*/9.3,
                     /*sellp=*/5.8, /*hybrid=*/6.1, /*csc=*/14.3, /*evc_hyb=*/9.9, /*dia=*/7.4},
    /*ell_payoff=*/{/*setup_in_csr_spmvs=*/3.0, /*saving_per_apply=*/0.118},
    /*evc_hyb_payoff=*/{/*setup_in_csr_spmvs=*/5.6, /*saving_per_apply=*/0.112},
    /*dia_payoff=*/{/*setup_in_csr_spmvs=*/5.4, /*saving_per_apply=*/0.254},
    /*bsr_payoff=*/{/*setup_in_csr_spmvs=*/30.0, /*saving_per_apply=*/0.37},
    /*dia_max_fill=*/32.0, /*dia_auto_max_fill=*/1.25,
    /*dia_offband_slots=*/6.0, /*dia_count_max_scattered=*/0.1,
    /*bsr_column_major_blocks=*/true,
    /*bsr_piece_blocks=*/16,
    /*bsr_balance_over_mean=*/8.0,
    /*bsr_auto_min_block=*/8,
    /*bsr_auto_min_rows_per_resident=*/1.0,
    /*bsr_auto_block_lanes_min_ell_fill=*/1.2,
    /*bsr_auto_uneven_block (b = 0..16)=*/{},  // not measured on AMD
    /*bsr_auto_uneven_min_cv=*/0.5,
    /*bsr_auto_transposed_min_share=*/std::numeric_limits<double>::infinity(),  // not measured
    /*bsr_balance_below_rows_per_resident=*/1.0,
    /*bsr_small_blocks=*/{/*row_per_thread_block (b = 0..16)=*/{false, false, true, true, true, true, true, true, true,
                                                               false, false, false, false, false, false, false, false},  // NVIDIA's, not measured
                         /*k1_block (b = 0..8)=*/{false, false, false, true, false, true, false, false, false},
                         /*k1_min_mean_blocks=*/12.0,
                         /*block_rows_per_warp (b = 0..8)=*/{1, 1, 1, 4, 1, 1, 1, 1, 1},
                         /*warps_per_team=*/4,
                         /*row_lanes_block (b = 0..16)=*/{false, false, false, false, false, false, false, false, false,
                                                          false, false, false, false, false, false, false, false},
                         /*row_lanes_min_mean_blocks=*/8.0,
                         /*row_lanes_block_rows=*/1, /*row_lanes_warps_per_team=*/4,
                         /*warp_lanes=*/64,
                         /*row_per_thread_occupancy (b = 0..16)=*/{},
                         /*row_per_thread_min_occupancy=*/0,
                         /*block_lanes_block (b = 0..4)=*/{},  // not measured
                         /*block_lanes_min_mean_blocks=*/0, /*block_lanes_values_per_lane=*/16.0},
    /*bsr_medium_blocks=*/{/*min_block=*/9, /*team_threads=*/128,  // NVIDIA's, not measured
                          /*from_block=*/{9, 24, 32, 64},
                          /*elements_per_thread=*/{4, 4, 8, 8},
                          /*block_rows=*/{1, 2, 2, 4}},
    /*bsr_large_blocks=*/{/*min_block=*/16, /*band_rows=*/64, /*thread_groups=*/4,  // NVIDIA's
                         /*elements_per_thread=*/4, /*block_rows=*/1},
    /*trial_applies=*/7, /*trial_ell_max_fill=*/2.0,
    /*single_values=*/{/*ell_max_fill=*/1.4, /*sellp_max_cv=*/0.4},
    /*narrow_columns_min_groups=*/0.5, /*narrow_columns_group_shift=*/6,
    /*narrow_columns_max_bytes=*/0.95,
    /*narrow_sellp=*/{/*max_cv=*/0.4, /*min_mean=*/8.0},
    /*narrow_entries_payoff=*/{/*setup_in_csr_spmvs=*/0.8, /*saving_per_apply=*/0.06},  // NVIDIA's; unmeasured on AMD
    /*csri_stream_max_vector_share=*/0.0,  // HIP loads plain (arch::read): never
    /*padded_stream_max_vector_share=*/0.0,
    /*hybrid_min_scattered=*/0.95,
    /*hybrid_payoff=*/{/*setup_in_csr_spmvs=*/3.3, /*saving_per_apply=*/0.044},
    /*row_order_max_shifted=*/0.5, /*row_order_banded_max_cv=*/1.0,
    /*row_order_own_max_cost=*/-1.0, /*row_order_own_max_cv=*/0.0,  // not measured on AMD
    // NVIDIA's: not measured on AMD
    /*reorder_min_scattered=*/0.86, /*reorder_min_mean=*/4.5,
    /*reorder_max_scattered_after=*/0.835, /*reorder_cluster_rows=*/256,
    /*reorder_payoff=*/{/*setup_in_csr_spmvs=*/15.1, /*saving_per_apply=*/0.135},
    /*reorder_vectors_payoff=*/{/*setup_in_csr_spmvs=*/19.3, /*saving_per_apply=*/0.37},
    /*scale_head_bytes=*/0};  // unmeasured on AMD: one fill

// Host backends: one chunk (and one EVC-HYB team thread) per thread is enough
// (no latency to hide); the format constants stay those of the GPU so results
// are comparable. The load-balanced CSR kernel walks its chunk one entry at a
// time here, slower than a plain row loop, so automatic never picks it by size
// or row length.
// The AMD values are the papers', not measured (no AMD GPU was available).
inline constexpr TuningTable host_tuning{
    /*omega_small=*/1, /*omega_mid=*/1, /*omega_large=*/1,
    /*omega_nnz_mid=*/200000, /*omega_nnz_large=*/2000000,
    /*resident_threads_per_core=*/1,
    /*multivector_batch=*/16,
    /*csr_nnz_limit=*/std::numeric_limits<std::int64_t>::max(), /*csr_row_len_limit=*/std::numeric_limits<std::int64_t>::max(),
    /*sellp_slice_size=*/64, /*sellp_stride_factor=*/1,
    /*hybrid_quantile_x=*/0.33, /*hybrid_limit_ratio=*/1e-4,
    /*ell_row_alignment=*/8,
    /*ell_groups_min_width_ratio=*/1e-2, /*ell_groups_team_threads=*/1,
    /*ell_groups_min_rows_per_team=*/1,
    /*latency_nnz_per_resident_thread=*/4.0,
    /*scalar_max_mean=*/7.0, /*scalar_max_cv=*/0.6,
    /*latency_coo_min_row=*/400.0, /*latency_vector_max_waves=*/1.9,
    /*latency_scalar_max_row=*/128.0, /*latency_scalar_min_waves=*/0.0,
    /*latency_vector_cap_from_waves=*/1.9, /*latency_vector_cap_waves=*/0.0,
    /*latency_vector_min_capped_lanes=*/4,
    /*l2_coo_nnz_per_resident_thread=*/4.0, /*l2_coo_min_cv=*/1.0,
    /*ell_max_fill=*/1.1,
    /*ell_max_spread=*/0.25, /*ell_min_mean=*/8.0,
    /*ell_local_max_slice_fill=*/0.0,  // not measured: off (a slice pads at least 1)
    /*ell_local_max_cv=*/0.0, /*ell_local_max_fill=*/1.1, /*ell_local_min_peak_gbs=*/0.0,
    /*ell_small_block_max=*/0, /*ell_small_block_max_fill=*/0.0,  // not measured on host backends
    /*multivector_ell_max_fill=*/3.0, /*multivector_scalar_max_row=*/200,
    /*multivector_scalar_max_cv=*/1.5,  // NVIDIA's values: not measured on hosts
    /*multivector_ell_min_row_share=*/0.1,
    /*row_major_x_min_scattered=*/0.6,  // NVIDIA's values: not measured on hosts
    /*row_major_x_ordered_min_narrow=*/0.9, /*row_major_x_ordered_max_scattered=*/0.92,
    /*padded_row_major_x_max_shifted=*/0.2,
    /*merge_walk_min_mean=*/8.0, /*merge_walk_max_cv=*/20.0,  // NVIDIA's values
    /*merge_walk_row_major_x_min_scattered=*/0.0, /*merge_walk_max_x_copy_share=*/1.0,
    /*merge_walk_min_vectors=*/8,  // NVIDIA's value: not measured on hosts
    /*warp_rows_min_mean=*/64.0,  // NVIDIA's value: not measured on hosts
    /*staged_products_ordered_max_scattered=*/0.5, /*staged_products_ordered_min_narrow=*/0.4,  // unused on hosts (a team is one thread)
    /*transpose_cache_min_applies=*/45,
    /*transpose_split_min_y_bytes=*/std::int64_t(36) << 20,  // NVIDIA's values: not measured on hosts
    /*transpose_row_order_max_scattered=*/0.1,
    /*transpose_staged_ordered_max_scattered=*/0.1, /*transpose_staged_ordered_min_entries=*/16.0,
    /*transpose_presum_max_distinct=*/0.20, /*transpose_presum_min_vectors=*/8,
    /*evc_hyb=*/{/*max_ell_row=*/128, /*block_rows=*/32, /*csr_row_alignment=*/32,
                 /*team_threads=*/1, /*entries_per_lane=*/8, /*max_rows_per_thread=*/4,
                 /*min_scattered_rows=*/0.98, /*window_rows=*/0},
    /*setup_costs=*/{/*csr_load_balance=*/2.8, /*coo_load_balance=*/3.3, /*ell=*/9.3,
                     /*sellp=*/5.8, /*hybrid=*/6.1, /*csc=*/14.3, /*evc_hyb=*/9.9, /*dia=*/7.4},
    /*ell_payoff=*/{/*setup_in_csr_spmvs=*/3.0, /*saving_per_apply=*/0.118},
    /*evc_hyb_payoff=*/{/*setup_in_csr_spmvs=*/5.6, /*saving_per_apply=*/0.112},
    /*dia_payoff=*/{/*setup_in_csr_spmvs=*/5.4, /*saving_per_apply=*/0.254},
    /*bsr_payoff=*/{/*setup_in_csr_spmvs=*/30.0, /*saving_per_apply=*/0.37},
    /*dia_max_fill=*/32.0, /*dia_auto_max_fill=*/1.25,
    /*dia_offband_slots=*/6.0, /*dia_count_max_scattered=*/0.1,
    /*bsr_column_major_blocks=*/false,
    /*bsr_piece_blocks=*/16,
    /*bsr_balance_over_mean=*/8.0,
    /*bsr_auto_min_block=*/8,
    /*bsr_auto_min_rows_per_resident=*/1.0,
    /*bsr_auto_block_lanes_min_ell_fill=*/1.2,
    /*bsr_auto_uneven_block (b = 0..16)=*/{},  // not measured on host backends
    /*bsr_auto_uneven_min_cv=*/0.5,
    /*bsr_auto_transposed_min_share=*/std::numeric_limits<double>::infinity(),  // not measured
    /*bsr_balance_below_rows_per_resident=*/1.0,
    /*bsr_small_blocks=*/{/*row_per_thread_block (b = 0..16)=*/{false, false, true, true, true, true, true, true, true,
                                                               false, false, false, false, false, false, false, false},
                         /*k1_block (b = 0..8)=*/{false, false, false, true, false, true, false, false, false},
                         /*k1_min_mean_blocks=*/12.0,
                         /*block_rows_per_warp (b = 0..8)=*/{1, 1, 1, 4, 1, 1, 1, 1, 1},
                         /*warps_per_team=*/1,
                         /*row_lanes_block (b = 0..16)=*/{false, false, false, false, false, false, false, false, false,
                                                          false, false, false, false, false, false, false, false},
                         /*row_lanes_min_mean_blocks=*/8.0,
                         /*row_lanes_block_rows=*/1, /*row_lanes_warps_per_team=*/4,
                         /*warp_lanes=*/1,
                         /*row_per_thread_occupancy (b = 0..16)=*/{},
                         /*row_per_thread_min_occupancy=*/0,
                         /*block_lanes_block (b = 0..4)=*/{},  // not measured
                         /*block_lanes_min_mean_blocks=*/0, /*block_lanes_values_per_lane=*/16.0},
    /*bsr_medium_blocks=*/{/*min_block=*/0, /*team_threads=*/1,
                          /*from_block=*/{9, 24, 32, 64},
                          /*elements_per_thread=*/{8, 8, 8, 8},
                          /*block_rows=*/{1, 1, 1, 1}},
    /*bsr_large_blocks=*/{/*min_block=*/0, /*band_rows=*/64, /*thread_groups=*/4,
                         /*elements_per_thread=*/4, /*block_rows=*/1},
    /*trial_applies=*/7, /*trial_ell_max_fill=*/2.0,
    /*single_values=*/{/*ell_max_fill=*/1.4, /*sellp_max_cv=*/0.4},
    /*narrow_columns_min_groups=*/0.5, /*narrow_columns_group_shift=*/6,
    /*narrow_columns_max_bytes=*/0.95,
    /*narrow_sellp=*/{/*max_cv=*/0.4, /*min_mean=*/8.0},
    /*narrow_entries_payoff=*/{/*setup_in_csr_spmvs=*/0.8, /*saving_per_apply=*/0.0},  // unmeasured on hosts: never
    /*csri_stream_max_vector_share=*/0.0,  // hosts load plain (arch::read): never
    /*padded_stream_max_vector_share=*/0.0,
    /*hybrid_min_scattered=*/0.95,
    /*hybrid_payoff=*/{/*setup_in_csr_spmvs=*/3.3, /*saving_per_apply=*/0.044},
    /*row_order_max_shifted=*/0.5, /*row_order_banded_max_cv=*/1.0,
    /*row_order_own_max_cost=*/-1.0, /*row_order_own_max_cv=*/0.0,  // not measured on hosts
    // not measured on host backends: automatic never renumbers there
    /*reorder_min_scattered=*/0.86, /*reorder_min_mean=*/4.5,
    /*reorder_max_scattered_after=*/0.835, /*reorder_cluster_rows=*/256,
    /*reorder_payoff=*/{/*setup_in_csr_spmvs=*/15.1, /*saving_per_apply=*/0.0},
    /*reorder_vectors_payoff=*/{/*setup_in_csr_spmvs=*/19.3, /*saving_per_apply=*/0.0},
    /*scale_head_bytes=*/0};  // hosts: one fill

// θ of DIA's split into diagonals and a COO part (plans/dia.hpp): a diagonal
// stays in DIA when at least this share of its slots hold entries.
inline double dia_min_fill(const TuningTable& t) { return 1.0 / t.dia_offband_slots; }

// ELL / SELL-P kernels read this many slots of a row before testing for the
// padding that ends it ([TOPC20] Alg. 3's early stop, done per block): the
// loads of a block are independent, so they are in flight together instead of
// one slot per memory latency; at most this many - 1 padding slots are read.
// Values of 4 bytes or fewer (stored single, or a float matrix) read twice as
// many a block: where rows are few (one thread each, a few waves) the bytes a
// thread keeps in flight bound the rate, and 4-byte values with U = 4 left
// ELL single at 1.30x ELL double's time on bcsstk29 x39 on the H200 (run 90).
inline constexpr int padded_slots_in_flight = 4;
template <class Value>
inline constexpr int padded_slots_in_flight_for =
    sizeof(Value) <= 4 ? 2 * padded_slots_in_flight : padded_slots_in_flight;

// The rank-1 ELL gather of 4-byte values beside wider vectors (single values,
// SpmvOptions::value_precision) is compiled for this many resident blocks of
// padded_gather_block threads per SM (launch bounds: at most 40 registers;
// 0: none). Unbounded it took 48 registers and held half the SM's threads
// (bcsstk29 x39: 49% achieved occupancy, 58% of DRAM bandwidth); with 12 it
// ran 0.90-0.96x the time on five FE files, wing 1.015x (H200, run 92 n2).
// Not SELL-P: its single gather spilled 64-80 bytes at 40 registers and took
// 1.12-1.28x; 16 blocks (32 registers) took 1.4-2.1x (ELL and SELL-P). Float
// matrices were not measured and keep none.
inline constexpr int padded_gather_block = 128;
inline constexpr int ell_gather_min_blocks_single = 12;
template <class Value, class Scalar>
inline constexpr int ell_gather_min_blocks_for =
    sizeof(Value) <= 4 && sizeof(Value) < sizeof(Scalar) ? ell_gather_min_blocks_single : 0;

// K1 (spmv/arch/bsr_small_blocks.hpp) issues this many of a warp's block
// loads before it multiplies any ([KSPARSE] §5.2's double buffering: the
// next blocks of a block row are in flight while the current ones are used).
inline constexpr int bsr_small_block_loads_in_flight = 2;

// Whether the table's rank-1 BSR kernel for b is K3 (b from its min_block)
// or K2 (b from its min_block to 64), where neither row lanes nor a thread per
// row claim b: K2 and K3 walk balanced BSR's pieces as they walk block rows;
// the others leave the pieces to the portable kernel.
inline bool bsr_table_runs_k2_or_k3(const TuningTable& t, std::int64_t b) {
  if (b >= 0 && b <= bsr_table_max_block && (t.bsr_small_blocks.row_per_thread_block[b] ||
                            t.bsr_small_blocks.row_lanes_block[b]))
    return false;
  const BsrLargeBlockTuning& l = t.bsr_large_blocks;
  const BsrMediumBlockTuning& m = t.bsr_medium_blocks;
  return (l.min_block > 0 && b >= l.min_block) || (m.min_block > 0 && b >= m.min_block && b <= 64);
}

// Whether op(A)'s block rows hold some long enough against the rest for the
// BSR plan to cut them into pieces of ρ blocks (balanced BSR, [KSPARSE]
// §5.5): the longest holds more than ρ blocks and more than
// bsr_balance_over_mean times the mean.
inline bool bsr_long_block_rows(const TuningTable& t, double longest_blocks, double mean_blocks,
                                std::int64_t rho) {
  return rho > 0 && longest_blocks > double(rho) &&
         longest_blocks > t.bsr_balance_over_mean * mean_blocks;
}

// Whether the table's K1 may serve b on block rows of `mean_blocks` blocks on
// average (k1_block[b], at least k1_min_mean_blocks); row lanes go first
// where long block rows are cut (bsr_table_runs_row_lanes).
inline bool bsr_table_k1(const TuningTable& t, std::int64_t b, double mean_blocks) {
  const BsrSmallBlockTuning& s = t.bsr_small_blocks;
  return b >= 0 && b < 9 && s.k1_block[b] && mean_blocks >= s.k1_min_mean_blocks;
}

// Whether the table's rank-1 BSR kernel for b is block lanes: where
// block_lanes_block[b], on block rows of at least block_lanes_min_mean_blocks
// blocks on average, none cut into pieces (block lanes do not walk them).
// They go before row lanes, K1 and a thread per row.
inline bool bsr_table_runs_block_lanes(const TuningTable& t, std::int64_t b, double mean_blocks,
                                       bool long_block_rows) {
  const BsrSmallBlockTuning& s = t.bsr_small_blocks;
  return b >= 2 && b <= bsr_block_lanes_max_block && s.block_lanes_block[b] && !long_block_rows &&
         s.warp_lanes > 1 && mean_blocks >= s.block_lanes_min_mean_blocks;
}

// Lanes a block row under block lanes: the power of two nearest (in ratio)
// to mean_blocks·b² / block_lanes_values_per_lane, from 2 to the table's
// warp (W); 1 where the table has no warp.
inline int bsr_block_lanes_count(const TuningTable& t, std::int64_t b, double mean_blocks) {
  const BsrSmallBlockTuning& s = t.bsr_small_blocks;
  if (s.warp_lanes <= 1) return 1;
  const double want = mean_blocks * double(b * b) / s.block_lanes_values_per_lane;
  int lanes = 2;
  while (lanes < s.warp_lanes && double(lanes) * std::sqrt(2.0) < want) lanes *= 2;
  return lanes;
}

// Whether the table's rank-1 BSR kernel for b is row lanes, on block rows of
// `mean_blocks` blocks on average, some of them long (bsr_long_block_rows):
// where row_lanes_block[b] and block rows hold at least
// row_lanes_min_mean_blocks, or no thread per row serves b; and where a
// thread per row (or K1) would serve b but long block rows are cut into
// pieces, which row lanes walk and those do not, if block rows also hold
// row_lanes_min_mean_blocks on average (run 24: mbeacxc, ~100 blocks a
// block row, at b = 6-8 44/34/34% of the copy bandwidth through the portable
// kernel's pieces, 65/75/89% under row lanes; on block rows of ~5 blocks
// row lanes lost: ct2010 b = 4 80 -> 45%, de2010 and PGPgiantcompo b = 5-7
// 5-13%).
inline bool bsr_table_runs_row_lanes(const TuningTable& t, std::int64_t b, double mean_blocks,
                                     bool long_block_rows) {
  const BsrSmallBlockTuning& s = t.bsr_small_blocks;
  if (b < 2 || b > bsr_table_max_block || b > s.warp_lanes || s.warp_lanes <= 1) return false;
  const bool rows = s.row_per_thread_block[b];
  const bool k1 = bsr_table_k1(t, b, mean_blocks);
  if (long_block_rows && (rows || k1) && mean_blocks >= s.row_lanes_min_mean_blocks) return true;
  return !k1 && s.row_lanes_block[b] && (!rows || mean_blocks >= s.row_lanes_min_mean_blocks);
}

// Threads at work on one row of A with b×b blocks at a time, under the
// table's BSR kernel: Ntg over the Nbrows block rows a thread walks one after
// the other under K3 or K2 (Ntg = ⌈b / ept⌉ there), ⌊W/b⌋ lanes over
// Nbrows under row lanes (bsr_table_runs_row_lanes), the lanes of a block
// row over its b rows under block lanes; else 1 (a thread per
// row, K1, the portable kernel, as fitted). Algorithm::automatic counts rows
// times this against the resident threads.
inline double bsr_threads_per_row(const TuningTable& t, std::int64_t b, double mean_blocks,
                                  bool long_block_rows) {
  const auto per = [](int groups, int rows) { return double(groups) / double(rows > 0 ? rows : 1); };
  const BsrSmallBlockTuning& s = t.bsr_small_blocks;
  if (bsr_table_runs_block_lanes(t, b, mean_blocks, long_block_rows))
    return std::max(1.0, double(bsr_block_lanes_count(t, b, mean_blocks)) / double(b));
  if (bsr_table_runs_row_lanes(t, b, mean_blocks, long_block_rows))
    return std::max(1.0, per(s.warp_lanes / int(b), s.row_lanes_block_rows));
  if (!bsr_table_runs_k2_or_k3(t, b)) return 1.0;
  const BsrLargeBlockTuning& l = t.bsr_large_blocks;
  if (l.min_block > 0 && b >= l.min_block) return per(l.thread_groups, l.block_rows);
  const BsrMediumBlockTuning& m = t.bsr_medium_blocks;
  const int k = bsr_medium_block_step(m, b);
  const int ept = m.elements_per_thread[k];
  return ept > 0 ? per(int((b + ept - 1) / ept), m.block_rows[k]) : 1.0;
}

// Whether `rows` rows of b×b blocks keep the GPU's `resident` threads busy
// under the table's BSR kernel: Algorithm::automatic picks BSR only then.
inline bool bsr_rows_fill_device(const TuningTable& t, double rows, std::int64_t b,
                                 double mean_blocks, bool long_block_rows, double resident) {
  return rows * bsr_threads_per_row(t, b, mean_blocks, long_block_rows) >=
         t.bsr_auto_min_rows_per_resident * resident;
}

// Whether the BSR plan cuts `rows` rows of b×b blocks, in block rows of more
// than ρ blocks (`blocks_per_block_row`), into pieces of ρ blocks: too few to
// fill the device under K2, K3 or row lanes, which walk the pieces
// (bsr_balance_below_rows_per_resident).
inline bool bsr_starved_rows_balanced(const TuningTable& t, double rows, double blocks_per_block_row,
                                      std::int64_t b, std::int64_t rho, double resident) {
  const bool lanes = bsr_table_runs_row_lanes(t, b, blocks_per_block_row, false);
  return rho > 0 && blocks_per_block_row > double(rho) && (bsr_table_runs_k2_or_k3(t, b) || lanes) &&
         rows * bsr_threads_per_row(t, b, blocks_per_block_row, false) <
             t.bsr_balance_below_rows_per_resident * resident;
}

// Rows of b×b blocks as the BSR plan (spmv/plans/bsr.hpp) runs them: where it
// cuts starved block rows into pieces (bsr_starved_rows_balanced), each piece
// is a work item of b rows: rows · (mean_row / b) / ρ.
inline double bsr_work_rows(const TuningTable& t, double rows, double mean_row, std::int64_t b,
                            std::int64_t rho, double resident) {
  const double blocks_per_block_row = b > 0 ? mean_row / double(b) : 0.0;
  return bsr_starved_rows_balanced(t, rows, blocks_per_block_row, b, rho, resident)
             ? rows * blocks_per_block_row / double(rho)
             : rows;
}

// K2 (spmv/bsr_medium_blocks.hpp) loads this many blocks of its slice before
// it multiplies any ([KSPARSE] §4.2's double buffering).
inline constexpr int bsr_medium_block_blocks_in_flight = 2;

// Rank-2 applies of the one-thread-per-row kernels (CSR scalar, csr_vector's
// lanes, the scatters, and the DIA, ELL and SELL-P gathers where K does not
// fill multivector_wide_tile_bytes below; spmv/vector_access.hpp RowTileGrid)
// keep this many bytes of sums per
// thread in registers: a tile of T = multivector_tile_bytes / sizeof(scalar)
// vectors (4 doubles) of one row, each entry loaded once per tile. H200 probe
// on stencil7:128 (perf_tests/results/2026-11-22-run15/
// probe_multivector_tile.txt): 4 doubles reached 61-65% of the multivector
// roofline at K = 4-16, 8 doubles 44-55% (fewer threads in flight), one
// vector per thread 33-54%.
inline constexpr int multivector_tile_bytes = 32;
// The gathers of DIA, ELL and SELL-P take a tile of this many bytes (8
// doubles) where K fills it (vector_access.hpp with_gather_tile_bytes), so
// that A's entries are read once for 8 vectors, not once per 4. H200, run 61
// (perf_tests/results/2026-11-29-run61), DIA on the 7-, 27- and 5-point
// stencils: 1.13-1.20x faster at K = 8, 1.18-1.23x at K = 16, 1.16-1.20x at
// K = 32; ELL at K = 8 1.22-1.27x there, 0.96-1.18x on the fit suites' ELL
// picks (block4 0.96). At K = 4 the half-empty wide tile was 1.24-1.40x
// slower than the narrow one. csr_scalar lost 19% on circuit204 with it: the
// one-thread-per-row CSR keeps the narrow tile.
inline constexpr int multivector_wide_tile_bytes = 64;
// DIA's rank-2 gathers of wide tiles (op = A and Aᵀ, spmv/dia.hpp) launch on
// CUDA under Kokkos::LaunchBounds<dia_wide_tile_block_threads, 1>. Unbounded,
// Kokkos compiles a range kernel for blocks of up to 1024 threads (at most 64
// registers): ptxas gave the K = 8 kernel 48, 40 warps an SM. Bounded: 56
// registers, 36 warps, the same instructions issued with 14.0 cycles between
// a warp's issues against 17.7 (ncu, stencil27:100, run 105's n6; 15.5
// against 19.4 on stencil7:160): ptxas keeps more of a row's loads in flight. H200,
// run 105 (perf_tests/results/2026-12-04-run105), dia forced, bounded time /
// unbounded on the 7-, 27- and 5-point stencils: K = 8 0.907 / 0.894 / 0.987
// (n1, five binaries A-B-C-D-E-E-D-C-B-A), K = 16 0.915 / 0.850 / 0.997,
// K = 32 0.924 / 0.836 / 0.973, Aᵀ at K = 8 0.946 / 0.886 / 0.979 (n2). Run
// 104's warps spaced a diagonal offset apart gained nothing beyond the bound
// (n1: 0.911 / 0.908 / 0.989 with it, 1.009 / 1.041 / 1.028 without). Not
// taken: the narrow tile (K = 4: 0.975 / 1.015 / 0.997), and the same bound
// on the ELL and SELL-P gathers (1.00-1.16 on the fit suite at K = 4) or on
// csr_scalar's (0.73-1.17, no rule found; n2). HIP keeps no bound (unmeasured).
inline constexpr int dia_wide_tile_block_threads = 128;
// csr_load_balance's warp rows (spmv/arch/csr_vector_tiles.hpp
// with_fewest_tiles) take a tile of this many bytes where K fits in it
// (floats K <= 4, doubles K <= 2): one 16-byte load of X's row and T
// multiply-adds an entry, where the 32-byte tile took two loads and 2T
// multiply-adds for values never stored. Against the narrow tile with
// whole-tile loads (run 84 n1): floats 0.59-0.63 of the time at K = 4,
// 0.70-0.75 at K = 2-3; doubles 0.79-0.83 at K = 2; K = 1 unchanged.
inline constexpr int multivector_small_tile_bytes = 16;

// Warps that walk the rows in the warp-a-row kernel (spmv/arch/
// csr_vector_tiles.hpp) where one tile covers K: this many per warp of
// threads the device keeps in flight (exec.concurrency() / W: 8448 on the
// H200, so 67584 warps, 3-5 rows each on the ~10^5-row matrices it serves),
// each loading its next row's bounds before this row's entries. Fitted on
// mbeacxc and beaflw x~450 (run 80 c2; time against a warp per row at
// 2 / 4 / 8 / 16 walkers a warp: K = 8 0.90-0.98 / 0.86-0.88 / 0.85-0.89 /
// 0.91-0.92, K = 4 0.85-1.02 / 0.83-0.88 / 0.81-0.84 / 0.82-0.83), scored
// on bundle1 x30: 0.81 at K = 8, 0.78 at K = 4. Loading the next row's first
// entry a lane ahead as well lost 6-7% on the fit side at K = 4 and nothing
// at K = 8 (bundle1 0.94-0.95), so it is not done.
inline constexpr std::int64_t warp_rows_walkers_per_warp = 8;

// E, consecutive entries per lane of the load-balanced CSR kernel
// (spmv/arch/csri.hpp) for a warp of `warp` lanes: a window of W·E entries
// shares one scan and one mask read; W·E must be whole 32-bit mask words.
// H200 (perf_tests/results/2026-11-21-run9): E = 8 beat E = 4 by 7-12% on
// power-law and dense-row matrices, lost 3-10% on R-MAT and short-and-wide
// ones; a register cap for more occupancy (47 or 40 registers) was slower.
// 8 on GPUs (256 entries a window on NVIDIA, 512 on AMD), 32 on host backends.
inline constexpr int csri_entries_per_lane(int warp) { return warp >= 32 ? 8 : 32 / warp; }
// Empty rows (y = β·y) each lane of the load-balanced CSR gather's extra
// warps stores, in the chunks' launch (spmv/arch/csri.hpp): 8 loads of the
// list in flight a lane. Not tuned (run 88 measured 8 only).
inline constexpr int csri_empty_rows_per_lane = 8;

// L, merge-path steps (entries and row ends, [MERGE] §4) per walker of the
// rank-2 load-balanced CSR kernel (spmv/merge_walk.hpp). Each walker runs one
// lane per vector, so a segment is L·K products: 64 steps keep a walker's
// loop long enough to overlap its loads and give the 5-30M-step matrices of
// the suites 80k-470k walkers, several per resident lane group.
inline constexpr std::int64_t merge_walk_steps = 64;

// Rank-2 staged products (spmv/arch/staged_products.hpp): threads of a team
// on GPUs and entries each (a chunk of 512). Runs 41-71 measured them on the
// kernel run 72 replaced (products staged in shared slots, then summed a
// thread per row), the walk kept them.
// H100, K = 8, run 41's probe (128 threads; E = 4, 6, 8 tried; kernel alone):
// E = 4 fastest on web-NotreDame x16 (0.758 ms), rajat01 x555 (0.579) and
// Chem97Zt x387 (0.663); E = 6 and 8 took 2-14% longer there. The chunk must
// be whole CSRI windows (256 entries on NVIDIA, 512 on AMD).
// Run 42 (H100, K = 8, against CSRI in the same process, five matrices
// where staged products are taken): fewer registers lost. Row bounds found
// once per chunk into shared memory and one loop for thread and warp rows
// took the kernel from 72 registers (7 teams a multiprocessor) to 48 (10)
// and, under LaunchBounds<128, 12>, 40 (12); ncu on web-NotreDame x16: 43%
// warps active and an L1 hit rate of 53% at 72 registers, 72% and 47% at 40,
// whose kernel took 14% longer. At 48 registers circuit204 x4080 ran 16%
// faster but web-NotreDame, rajat01 x555 and Chem97Zt x387 4-7% slower;
// Kokkos' DesiredOccupancy (31-62%) changed the shared-memory carveout only
// (65 against 135 KB; time within 0.5%). The kernel stays as run 41 built it.
// Run 81 (perf_tests/results/2026-12-01-run81, c2) tried E = 8 on the kernel
// run 72 wrote (its scan once per 8 entries): soc-Epinions1 x47 (fit) 1.80x
// the time at K = 4, 8 and 16, rajat01 0.91-0.93, web-NotreDame and Chem97Zt
// 0.99-1.08. E stays 4.
inline constexpr int staged_products_threads = 128;
inline constexpr int staged_products_entries_per_thread = 4;
// VB, vectors a team sums between two barriers (row sums of VB·chunk values;
// in the slot kernel before run 72, slots of VB·chunk products): E·VB loads
// of x in flight a thread, and the barriers once a block. H200, K = 8, run 65 (perf_tests/results/2026-11-29-run65), the
// kernel with VB = 1 (as run 41 built it), 2, 4 and 8 in one process: VB = 2
// took 0.90x VB = 1's time on the fit matrices soc-Epinions1 x47 and 0.86x
// on circuit204 x4080, and 0.93-0.96x on the held-out web-NotreDame x16,
// rajat01 x555 and Chem97Zt x387; VB = 4 (90 registers against 72, five
// teams a multiprocessor instead of seven) 1.00-1.12x and VB = 8 1.04-1.11x.
// VB = 2 runs at 64 registers (ptxas, run 65's ptxas/). Run 66 (run66/c3,
// the same five matrices, VB = 3 against 2 in one process): VB = 3 took
// 0.975-0.983x VB = 2's time at K = 8 and 0.970-0.981x at K = 16 on every
// one (64 registers as VB = 2, ptxas); run 67 again at the committed tree:
// 0.977-0.979x at K = 8, 16, 32, 1.004x at K = 2, 1.009x at K = 4. K = 4
// goes as 3 + 1: blocks of 2 + 2, the block size found on the host (64
// registers), took 0.998x (run 67) and were not kept; run 66's even blocks
// by a division in the kernel cost 16 registers, see the kernel. Run 72 c3,
// the walk (row sums of VB vectors a row in shared memory), K = 8 only, one
// process: VB = 2 1.00-1.05x VB = 3's time, VB = 4 0.95x on four of the five
// but 1.05x on soc-Epinions1 x47, VB = 6 0.96-1.04x and 1.81x on
// soc-Epinions1, VB = 8 refused (too much scratch for a team). Run 73
// (perf_tests/results/2026-11-30-run73), VB = 4 at K = 4, 16, 32: 0.92-0.95x
// on web-NotreDame, rajat01, Chem97Zt and circuit204, 1.03-1.06x on
// soc-Epinions1, the fit suite's one matrix automatic stages: VB stays 3.
// Run 82 (perf_tests/results/2026-12-01-run82, c4, c5), VB = 4 on the whole
// fit suite with staged products forced: gm 1.006x at K = 8 and 1.027x at
// K = 4 (bcsstk33 0.92-0.95, PGPgiantcompo 1.17); rows in order gain
// (0.94-0.96 on 14 files outside both suites) and permuted rows lose
// (1.03-1.05), as with more teams (staged_products_min_teams). The build for
// rows in order takes staged_products_ordered_vector_block (4) since run 97.
inline constexpr int staged_products_vector_block = 3;

// Teams of the staged kernel a multiprocessor (LaunchBounds' second argument).
// Runs 68-71 fitted it on the slot kernel that run 72 replaced (64 registers
// at 8 teams; 80 registers, 6 teams, took 1.065 of the time, run 68 c3; the
// build unbounded at 72 registers 1.08-1.11 on circuit204 x4080 and rajat01
// x555, run 71 c3). The walk that replaced it needs 60 registers at 8 teams
// (no spills; ptxas, run 72). Refitted in run 82 (perf_tests/results/
// 2026-12-01-run82, c3), staged products forced on the whole fit suite, K = 8
// and 4: 9 teams (54 registers) took 1.025-1.037x the time (gm), 10 (48)
// 1.08-1.15x, 12 (40, an 8-byte stack) 1.21-1.29x. Only the rows in order
// gained (bcsstk33, circuit204: 0.87-0.94x; the held-out web-NotreDame,
// rajat01 and Chem97Zt 0.90-0.94x at 10 teams, c2); the permuted ones lost
// up to 1.98x (cage11, PGPgiantcompo, usroads-48), whose scattered gathers
// need each thread's loads in flight more than more warps. 8 stays for
// them; rows in order and narrow take staged_products_ordered_min_teams.
inline constexpr int staged_products_min_teams = 8;
// The same where rows are in order and narrow (TuningTable::
// staged_products_ordered_max_scattered): 48 registers, no spills (run 82);
// 0.90-0.94x the time of 8 teams on web-NotreDame, rajat01 and Chem97Zt at
// K = 4 and 8 (run 83 n1). 12 teams (40 registers, an 8-byte stack) took
// 0.978-1.011 of 10's time on those and on bcsstk33, circuit204 (n2): 10
// stays. Where ten teams' scratch does not fit in a multiprocessor
// (complex<double>), the apply keeps the default build.
inline constexpr int staged_products_ordered_min_teams = 10;
// VB of that build (staged_products_vector_block). Run 82 found VB = 4 gains
// where more teams gain, on rows in order (0.94-0.96), and loses where they
// lose (permuted rows, 1.03-1.05), so only this build takes it. Run 97
// (perf_tests/results/2026-12-03-run97, n1; staged forced, against VB = 3 at
// 10 teams in the same pass): fitted on circuit204 x4080 and bcsstk33 x41,
// VB = 4 at 10 teams (48 registers, no spills) 0.949 (gm) at K = 4 and 0.977
// at K = 8, at 9 teams (56) 0.975 and 0.999, at 8 (64) 1.034 and 1.055; held
// out at 10 teams: web-NotreDame x16, rajat01 x555, Chem97Zt x387 0.96-0.98
// at K = 4 and 0.99-1.01 at K = 8 (9 teams would have taken 0.96-0.97 and
// 0.97-0.99 there; the fit set chose 10).
inline constexpr int staged_products_ordered_vector_block = 4;

// The presummed transposed scatter (spmv/arch/csri_scatter_presum.hpp):
// threads of a team on GPUs and entries of A a team's tile. How many
// distinct columns a tile holds (what the atomics shrink to) falls with the
// tile: web-NotreDame 0.54 / 0.42 / 0.38 an entry at 256 / 1024 / 4096,
// bcsstk16 0.34 / 0.15 / 0.07 (host count over the files, run 76). A tile of
// 1024 takes 39 KB of team scratch with int columns and double values
// (Kokkos 4.7 grants a CUDA team 40936 B; hosts, 32 KB, take half the tile).
// Chosen, not measured against other shapes.
inline constexpr int presum_threads = 256;
inline constexpr int presum_tile_entries = 1024;

// Vectors of a batch from which the staged kernel's launches, where beta = 0
// and A has empty rows, zero y's columns first and the second pass skips the
// empty rows (spmv/chunk_carries.hpp: zero_y_before_first_pass). Run 68,
// K = 8, staged kernel: web-NotreDame x16 (~3.0M of 5.2M rows empty) 0.934 of
// the time, soc-Epinions1 0.984, no change on the three without many empty
// rows; ncu there: the second pass alone read 87 MB from DRAM for 20 MB
// asked of L2 (partly written sectors read back). At rank 1 (CSRI, which
// does not call it) the fill took 1.095 of the time on web-NotreDame and
// 1.071 on soc-Slashdot0902: the read-back there was 19 MB for 15 MB asked.
// From 4 vectors, K = 4 (run 68 c3 / run 69 c1): 0.955 / 0.951 on
// web-NotreDame, 0.989 / 0.985 on soc-Epinions1, 0.998-1.000 on the other
// three.
// Run 90 (n3): the staged launch storing the empty rows itself, by teams
// after its chunk teams (no fill, as the rank-1 CSRI gather does), took
// 1.067 of the fill's time on web-NotreDame x16 at K = 4 (soc-Slashdot0902
// 0.979, soc-Epinions1 1.007): the list's scattered stores write parts of
// sectors, the fill whole ones.
inline constexpr std::int64_t fill_y_first_min_vectors = 4;

// Rows cut by chunk boundaries (spmv/chunk_carries.hpp) spanning at most this
// many chunks are finished one thread each, longer ones one team each: most
// cut rows span 2 chunks, and a warp per row wasted 31 lanes on them.
inline constexpr std::int64_t carry_thread_span = 8;
// The team of a longer row on GPUs (threads) and the partials each thread
// loads before adding any: the four dense rows of denserows:2097152:4 span
// 4096 chunks each, 4 loads a thread in a team of 256.
inline constexpr int carry_long_row_threads = 256;
inline constexpr int carry_long_row_loads_in_flight = 4;
// Rows spanning more than carry_thread_span chunks and at most this many are
// finished by a team of one warp (a pass of 32 lanes with 4 loads in flight
// covers 128 partials); only longer ones take a team of
// carry_long_row_threads. The rank-2 merge-path walk cuts rows every 64
// steps, so every row of 512+ entries is a carried row there: bundle1 x30
// has 9450 of them and took 0.81 ms at K = 8 on the H200 (run 59), against
// 0.48 ms on the H100 before 256-thread teams came in (run 43), while every
// other held-out matrix ran 1-17% faster on the H200; the extra time grows
// with K (+0.33 ms at K = 8, +1.32 ms at K = 32) as 256 threads and a team
// reduction for each of rows x K sums of 9-30 partials would. With this
// class (run 60, H200, K = 8): bundle1 x30 0.49 ms, rmat:21:16 1.41 -> 1.14 ms.
inline constexpr std::int64_t carry_warp_span = 128;

// The transposed ELL / SELL-P kernels split rows across threads until
// rows × threads per row reaches this many (spmv/padded_slots.hpp): 4 per
// resident thread hides the atomics' latency; the floor of 64 makes small
// matrices (and the host tests) take the split path too.
inline constexpr std::int64_t padded_scatter_threads(std::int64_t resident_threads) {
  return 4 * resident_threads > 64 ? 4 * resident_threads : 64;
}

// SELL-P's transpose keeps one thread per row (spmv/padded_slots.hpp) while
// no row is longer than this; beyond, one thread per stored slot
// (spmv/sellp.hpp), as a 62k-entry row took 45 ms alone on R-MAT (H200).
inline constexpr std::int64_t sellp_row_scatter_max_len = 256;

// Building the CSC (convert/transpose.hpp) orders each column by position in
// A, and BSR's conversion the columns of A's unsorted rows
// (convert/segment_sort.hpp): segments longer than this are sorted by a team
// of csc_team_sort_threads threads, shorter ones by one thread (heapsort).
inline constexpr std::int64_t csc_team_sort_min_column = 512;
inline constexpr int csc_team_sort_threads = 256;

// Setup passes over A's entries (for_each_entry_in_run, convert/common.hpp:
// diagonal counts, column order and block sizes, HYB's COO fill): entries a
// thread and threads sharing a stretch, interleaved. A thread per row left a
// dense row of 2M entries to one thread, a second of setup on
// denserows:2097152:4 (H100, run 47); 256 consecutive entries a thread put a
// warp's loads of one step on 32 cache lines, 8 ms more setup on
// stencil5:4096; interleaved over 32 threads: automatic's setup there 15 ms,
// 4 ms on denserows, 11 ms on rmat:21:16 (run 48).
inline constexpr std::int64_t entry_run_length = 256;
inline constexpr std::int64_t entry_run_lanes = 32;

// DIA's live ranges (formats/dia.hpp): per tile of dia_live_tile rows (op =
// A) or columns (op = Aᵀ), the first and one past the last stored diagonal
// with an entry there; a thread loops over that range only. Block-diagonal
// copies of a band pad in runs of d rows at offset ±d, the ends of the
// sorted offsets: Trefethen_2000's copies pad 8.9% of their slots, and the
// ranges skip 89% of that. A warp's rows and RowTileGrid's unit, so that a
// warp shares its range. The ranges cost each thread a dependent load
// before its first value: run 49 (H100, call 2, per-diagonal bit masks)
// measured 3% on stencil7:160, which skips 0.2%, and a 6% gain on
// Trefethen_2000 x573, each against the same kernel without the load. So
// they are kept only where they skip at least dia_live_range_min_skip of the
// slots (convert/dia.hpp, skipped_share), else the kernel is the plain one.
// Call 3: Trefethen 0.0807 -> 0.0772 ms (1.19 -> 1.25x ELL), cryg10000 and
// dw4096 within 1%, the stencils unchanged (their ranges dropped).
inline constexpr std::int64_t dia_live_tile = 32;
inline constexpr double dia_live_range_min_skip = 0.03;

// Rows a thread of the rank-1 DIA kernel (spmv/dia.hpp), a warp's width
// apart so that each of its loads of a diagonal stays coalesced: more values
// in flight a thread, and a diagonal's offset loaded once for them all;
// single values beside double vectors gain most, moving half the bytes a
// load. Before (run 92, H200): DIA single at about 69% of the bandwidth for
// its bytes on stencil7:160, DIA double 87%.
// Run 93 n1 (H200, the rank-1 double core's variants in one call, 2 passes):
// single values 2 rows 0.86-0.90x the time of 1 on the stencils, cryg10000
// and dw4096, 4 rows 0.97-1.13x; double 2 rows 0.935-0.988x, 4 rows
// 1.00-1.19x. The kernels with live ranges (Trefethen_2000) keep one row:
// there 2 rows took 1.25x (double) and 1.6x (single) the time, not
// understood (the union of two neighbouring tiles' ranges adds few diagonals);
// n2 at 2 rows without ranges: stencil7:160 DIA 0.0749 ms (133.6% of the
// copy rate in CSR bytes), single 0.0529. Float matrices (float values and vectors) were not measured.
inline constexpr int dia_rows_per_thread = 2;

// Weights of spmv/scatter_costs.hpp's model of a scatter's atomics: a lane
// whose address another lane of its instruction hit, and an instruction,
// each against one 32-byte sector of y. Fitted on the H200 (run 93,
// TuningTable::row_order_own_max_cost says on what) by a grid search over
// 0-10 and 0-78: the same address costs less than a sector (its lanes wait
// in one L2 operation), an instruction about 8 (an issue and a round trip).
inline constexpr double scatter_cost_same_address = 0.75;
inline constexpr double scatter_cost_instruction = 8.0;

// Threads per block of the team kernels (csr_vector, load-balanced CSR/COO):
// each team holds block_threads / V vectors of V lanes, one work item each.
inline constexpr int vector_kernel_block_threads = 256;

// Warp-level chunk kernels (CSRI, [TOPC20] Alg. 1 COO) launch on CUDA under
// Kokkos::LaunchBounds<vector_kernel_block_threads, this>: at least this many
// teams resident per multiprocessor, so at most 64 registers a thread. CSRI
// is latency-bound (run 29, ncu on web-NotreDame x16: no eligible warp in 62%
// of cycles, DRAM at 23%), and more warps in flight hide more of it. H100,
// run 30, time against no bounds (geometric mean): CSRI rank-1 0.946 (real
// fit) / 0.964 (generated fit), K = 8 0.975 / 0.979; COO 0.985 / 0.95. 5
// (51 registers) was 1.07-1.13x slower, 3 (run 29) 1.06x. The merge-path
// walker and the transposed CSRI scatter gained nothing (0.996, 1.004) and
// keep no bounds. Unmeasured on AMD GPUs (HIP takes the second bound as
// waves per execution unit): no bounds there. The warp-a-row kernel's wide
// tile of 8 doubles (spmv/arch/csr_vector_tiles.hpp) takes it too: H200,
// run 79, 66 -> 64 registers, 0.68-0.90 of the time at K = 8. Rechecked on
// the H200 at rank 1 (run 106 n7, every CSRI file of both real suites): 5
// (48 registers) 1.06-1.15x and 6 (40) 1.18-1.55x slower, ptxas spilling
// 60-180 bytes a thread. cuSPARSE's COO ALG1 does run 1.5x the warps (40
// registers) on web-NotreDame x16 (run 106 n3-n4), but a cap is not how to
// get them.
inline constexpr int warp_chunk_min_blocks = 4;

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
