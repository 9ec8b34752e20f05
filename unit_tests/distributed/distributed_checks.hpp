#pragma once
// The checks of distributed/distributed_bsr.hpp, the same for every
// transport: test_distributed_bsr_mpi.cpp runs them under mpirun on the host
// backend (CI), test_distributed_bsr_nccl.cpp on GPUs with NCCL. All ranks
// take part in every apply; the root compares y with the host loop of
// test_support.hpp. Plain functions that count failures instead of GTest
// cases, so that every rank runs the same sequence of collectives.

#include "../test_support.hpp"

#include <distributed/cyclic_deal.hpp>
#include <distributed/distributed_bsr.hpp>

#include <cmath>
#include <cstdio>
#include <string>

namespace kspmv_test {

inline int expect(bool ok, const std::string& what) {
  if (!ok) std::printf("FAILED: %s\n", what.c_str());
  return ok ? 0 : 1;
}

// Longest first, dealt round-robin, ties by index.
inline int check_cyclic_deal() {
  const auto deal = kspmv::deal_cyclically({3, 9, 1, 9, 5}, 2);
  int failures = expect(deal.units.size() == 2, "two ranks dealt");
  failures += expect(deal.units[0] == std::vector<std::int64_t>{1, 4, 2}, "rank 0 gets units 1, 4, 2");
  failures += expect(deal.units[1] == std::vector<std::int64_t>{3, 0}, "rank 1 gets units 3, 0");
  // Weight 2 against 1: credits (2, 1) -> rank 0 takes unit 1 (-1, 1); (1, 2) -> rank 1 takes
  // unit 3 (1, -1); (3, 0) -> rank 0 takes 4 (0, 0); (2, 1) -> rank 0 takes 0 (-1, 1);
  // (1, 2) -> rank 1 takes 2.
  const auto weighted = kspmv::deal_weighted({3, 9, 1, 9, 5}, {2.0, 1.0});
  failures += expect(weighted.units[0] == std::vector<std::int64_t>{1, 4, 0},
                     "weight 2: rank 0 gets units 1, 4, 0");
  failures += expect(weighted.units[1] == std::vector<std::int64_t>{3, 2}, "weight 1: rank 1 gets units 3, 2");
  return failures;
}

// DistributedOptions' root-weight model: no weight where the link costs
// nothing, more where it costs more, capped where x outweighs A, and run
// 57's weight for stencil27:26 at b = 16 on 2 ranks (kspmv-mgpu-bench
// printed 1.321: 2·17 µs + 3.37 MB / 300 GB/s = 45.2 µs of the root's
// kernel at 2.75 TB/s = 60640 blocks of 2052 bytes more than rank 1's
// (438976 - 60640) / 2).
inline int check_root_weight_model() {
  const kspmv::DealShape stencil{2, 281216, 17576, 16, 438976, 8, 4};
  kspmv::DistributedOptions o;
  int failures = 0;
  const double fitted = kspmv::modelled_root_weight(o, stencil);
  failures += expect(std::abs(fitted - 1.3206) < 5e-4, "stencil27:26 b = 16: weight " + std::to_string(fitted) +
                                                          ", run 57's bench 1.321");
  kspmv::DistributedOptions free_link = o;
  free_link.link_latency = 0;
  free_link.link_bandwidth = 1e300;
  failures += expect(kspmv::modelled_root_weight(free_link, stencil) == 1.0, "a free link: equal shares");
  kspmv::DistributedOptions slow = o;
  slow.link_latency *= 2;
  const double slower = kspmv::modelled_root_weight(slow, stencil);
  failures += expect(slower > fitted, "twice the latency: a larger weight, " + std::to_string(slower));
  kspmv::DistributedOptions four = o;
  four.vectors = 4;  // x and ŷ 4x larger, A the same
  failures += expect(kspmv::modelled_root_weight(four, stencil) > fitted, "K = 4: a larger weight");
  kspmv::DealShape tiny = stencil;
  tiny.blocks = 1000;  // x worth more than all of A
  failures += expect(kspmv::modelled_root_weight(o, tiny) == 8.0, "x outweighs A: the cap, 8");
  return failures;
}

inline std::string sci(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g", v);
  return text;
}

template <class V, class S>
V device_vectors(const HostVectors<S>& h) {
  V v;
  if constexpr (V::rank == 1) v = V("v", std::size_t(h.len));
  else v = V("v", std::size_t(h.len), std::size_t(h.count));
  auto m = Kokkos::create_mirror_view(v);
  for (std::int64_t j = 0; j < h.count; ++j)
    for (std::int64_t i = 0; i < h.len; ++i) {
      if constexpr (V::rank == 1) m(i) = h(i, j);
      else m(i, j) = h(i, j);
    }
  Kokkos::deep_copy(v, m);
  return v;
}

// y = α·op(A)·x + β·y through DistributedBsr on every rank, x and y on the
// root, against the host loop; `V` is y's and x's view type (rank 1 or 2).
template <class V, class S, class Transport>
int check_one(const Transport& t, const HostCsr<S>& h, std::int64_t b, const char* mode,
              const kspmv::DistributedOptions& o, S alpha, S beta) {
  using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, int>;
  using Bsr = kspmv::BsrMatrix<S, int, int, Device>;
  const Exec exec;
  const Matrix A = to_device<Matrix>(h);
  const Bsr bsr = kspmv::to_bsr(exec, A, b, kspmv::BlockLayout::column_major);
  kspmv::DistributedBsr<Exec, Bsr, Transport> d(exec, t, bsr, o);
  const kspmv::Op op = kspmv::parse_mode(mode);
  const std::int64_t n = op.transpose ? h.rows : h.cols, m = op.transpose ? h.cols : h.rows;
  const auto x = random_vectors<S>(n, o.vectors, 71);
  auto y_ref = random_vectors<S>(m, o.vectors, 72);
  // β = 0 must overwrite whatever y holds, NaN included.
  if (beta == S(0))
    for (auto& e : y_ref.v) e = S(std::numeric_limits<double>::quiet_NaN());
  const bool root = d.is_root();
  V xd = root ? device_vectors<V>(x) : V();
  V yd = root ? device_vectors<V>(y_ref) : V();
  d.apply(mode, alpha, xd, beta, yd);
  exec.fence();
  if (!root) return 0;
  const double tol = reference_spmv(h, op.transpose, op.conjugate, alpha, x, beta, y_ref);
  auto yh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), yd);
  int bad = 0;
  double worst = 0;
  for (std::int64_t j = 0; j < o.vectors; ++j)
    for (std::int64_t i = 0; i < m; ++i) {
      S got;
      if constexpr (V::rank == 1) got = yh(i);
      else got = yh(i, j);
      const double err = magnitude(S(got - y_ref(i, j)));
      if (!(err <= tol)) ++bad;
      worst = std::max(worst, is_nan(got) ? std::numeric_limits<double>::infinity() : err);
    }
  return expect(bad == 0, h.name + " b = " + std::to_string(b) + " mode " + mode +
                              (o.balanced ? " balanced" : "") + " K = " + std::to_string(o.vectors) +
                              " on " + std::to_string(t.size()) + " ranks: " + std::to_string(bad) +
                              " entries off, worst " + sci(worst) + " > tol " + sci(tol));
}

// Every block test matrix, plain and balanced (pieces of 2 blocks), K = 1
// (rank-1 views) and K = 3 (LayoutLeft and LayoutRight), every mode, three
// α/β cases.
template <class S, class Transport>
int check_distributed_bsr(const Transport& t) {
  using V1 = Kokkos::View<S*, Device>;
  using V2L = Kokkos::View<S**, Kokkos::LayoutLeft, Device>;
  using V2R = Kokkos::View<S**, Kokkos::LayoutRight, Device>;
  const bool complex = kspmv::is_complex_v<S>;
  const std::vector<const char*> modes =
      complex ? std::vector<const char*>{"N", "T", "C", "H"} : std::vector<const char*>{"N", "T"};
  const std::vector<std::pair<S, S>> alpha_beta = {{S(1), S(0)}, {S(-0.5), S(2)}, {S(0), S(3)}};
  int failures = 0;
  for (const auto& [h, b] : block_test_matrices<S>())
    for (const bool balanced : {false, true})
      for (const auto* mode : modes)
        for (const auto& [alpha, beta] : alpha_beta) {
          kspmv::DistributedOptions o;
          o.balanced = balanced;
          o.piece_blocks = 2;
          o.transposed = true;
          o.vectors = 1;
          failures += check_one<V1>(t, h, b, mode, o, alpha, beta);
          o.vectors = 3;
          failures += check_one<V2L>(t, h, b, mode, o, alpha, beta);
          failures += check_one<V2R>(t, h, b, mode, o, alpha, beta);
          // The root holding 2.5 units per unit of another rank (on CUDA with
          // the root's SpMV beside the broadcast; the host backends run the
          // parts in order).
          o.root_weight = 2.5;
          o.vectors = 1;
          failures += check_one<V1>(t, h, b, mode, o, alpha, beta);
          o.vectors = 3;
          failures += check_one<V2L>(t, h, b, mode, o, alpha, beta);
        }
  return failures;
}

// Each rank's rank-1 kernel asked for (DistributedOptions::local): a thread
// per row, row lanes, block lanes and the portable kernel, wherever they
// serve b, modes N and T, plain and balanced; and the table's choice named
// by describe().
template <class S, class Transport>
int check_distributed_local_kernels(const Transport& t) {
  using V1 = Kokkos::View<S*, Device>;
  int failures = 0;
  for (const auto& [h, b] : block_test_matrices<S>())
    for (const auto kind : {kspmv::BsrKernelKind::portable, kspmv::BsrKernelKind::row_per_thread,
                            kspmv::BsrKernelKind::row_lanes, kspmv::BsrKernelKind::block_lanes}) {
      const bool fits = kind == kspmv::BsrKernelKind::portable ||
                        (b >= 2 && (kind == kspmv::BsrKernelKind::block_lanes
                                        ? b <= kspmv::bsr_block_lanes_max_block
                                        : b <= kspmv::bsr_table_max_block));
      if (!fits) continue;
      for (const bool balanced : {false, true})
        for (const auto* mode : {"N", "T"}) {
          kspmv::DistributedOptions o;
          o.balanced = balanced;
          o.piece_blocks = 2;
          o.transposed = true;
          o.local.bsr_kernel = kind;
          // Two lanes a block row under block lanes (most test block rows are short).
          if (kind == kspmv::BsrKernelKind::block_lanes) o.local.bsr_thread_groups = 2;
          failures += check_one<V1>(t, h, b, mode, o, S(-0.5), S(2));
        }
    }
  using Bsr = kspmv::BsrMatrix<S, int, int, Device>;
  using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, int>;
  const auto first = block_test_matrices<S>().front();
  const Bsr bsr = kspmv::to_bsr(Exec(), to_device<Matrix>(first.matrix), first.block_size,
                                kspmv::BlockLayout::column_major);
  kspmv::DistributedOptions o;
  kspmv::DistributedBsr<Exec, Bsr, Transport> d(Exec(), t, bsr, o);
  const std::string said = d.describe();
  failures += expect(said.find(std::string("rank-1 kernel: ") +
                               kspmv::bsr_kernel_name(d.local_launch().kind)) != std::string::npos,
                     "describe() names the rank-1 kernel: " + said);
  return failures;
}

// A root outside the ranks is refused before anything is allocated.
template <class Transport>
int check_distributed_errors(const Transport& t) {
  using Bsr = kspmv::BsrMatrix<double, int, int, Device>;
  kspmv::DistributedOptions o;
  o.root = t.size();
  try {
    kspmv::DistributedBsr<Exec, Bsr, Transport> d(Exec(), t, Bsr(), o);
  } catch (const kspmv::Error& e) {
    return expect(std::string(e.what()).find("root " + std::to_string(t.size()) + " is not a rank") !=
                      std::string::npos,
                  std::string("the error names the root: ") + e.what());
  }
  return expect(false, "a root outside the ranks was accepted");
}

// Everything above; the number of failures on this rank.
template <class Transport>
int run_distributed_checks(const Transport& t) {
  return check_cyclic_deal() + check_root_weight_model() + check_distributed_errors(t) +
         check_distributed_bsr<double>(t) + check_distributed_bsr<Kokkos::complex<double>>(t) +
         check_distributed_local_kernels<double>(t);
}

}  // namespace kspmv_test
