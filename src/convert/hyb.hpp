#pragma once
// CSR <-> HYB. The split threshold t (ELL width) comes from a HybridSplit:
//   column_limit      t = n                                  (fixed width)
//   quantile          t = Q_R(x)                             ([TOPC20] eq. 6, "hybrid{n}")
//   hybrid_limit      t = min(Q_R(x), floor(ratio * rows))   ([ISC20] "hybridlimit{n}")
//   minimal_storage   t = Q_R(p / (v + 2p))                  ([TOPC20] eq. 5, "hybridminstorage")
//   automatic         hybridlimit33, the default of [ISC20]
// where v, p are the bytes of a value and of an index. Rows keep their first t
// entries in ELL, the rest go to COO in row order.

#include "convert/common.hpp"
#include "convert/ell.hpp"
#include "core/row_statistics.hpp"
#include "core/tuning.hpp"
#include "formats/hyb.hpp"

namespace kspmv {

enum class HybridStrategy { automatic, column_limit, quantile, hybrid_limit, minimal_storage };

struct HybridSplit {
  HybridStrategy strategy = HybridStrategy::automatic;
  std::int64_t column_limit = 0;  // n, for column_limit
  double quantile_x = -1.0;       // x; < 0 takes the tuning table's value
  double limit_ratio = -1.0;      // ratio; < 0 takes the tuning table's value
};

template <class Scalar, class Ordinal, class Device>
std::int64_t hybrid_threshold(const RowStatistics<Device>& stats, const HybridSplit& split,
                              const TuningTable& table) {
  const double x = split.quantile_x >= 0 ? split.quantile_x : table.hybrid_quantile_x;
  const double ratio = split.limit_ratio >= 0 ? split.limit_ratio : table.hybrid_limit_ratio;
  switch (split.strategy) {
    case HybridStrategy::column_limit:
      require(split.column_limit >= 0, "hybrid split: column_limit must be >= 0, got ",
              split.column_limit);
      return split.column_limit < stats.max_row ? split.column_limit : stats.max_row;
    case HybridStrategy::quantile:
      return stats.quantile(x);
    case HybridStrategy::minimal_storage: {
      const double p = sizeof(Ordinal), v = sizeof(Scalar);
      return stats.quantile(p / (v + 2 * p));
    }
    case HybridStrategy::automatic:
    case HybridStrategy::hybrid_limit: {
      const std::int64_t t = stats.quantile(x);
      const auto cap = static_cast<std::int64_t>(ratio * double(stats.num_rows));
      return t < cap ? t : cap;
    }
  }
  return 0;
}

namespace detail {
template <class ExecSpace, class Matrix, class Hyb>
void fill_hyb_coo(const ExecSpace& exec, const Matrix& A, const Hyb& hyb,
                  const Kokkos::View<typename Hyb::offset_type*, typename Hyb::device_type>& starts,
                  bool values_only) {
  using O = typename Hyb::ordinal_type;
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto a_vals = A.values;
  auto rows = hyb.coo.row_idx;
  auto cols = hyb.coo.col_idx;
  auto vals = hyb.coo.values;
  const std::int64_t width = hyb.ell.width;
  const std::int64_t num_rows = A.numRows(), nnz = A.nnz();
  // By runs of entries (for_each_entry_in_run), not a thread per row: the
  // long rows this COO part exists for were one thread's loop each, in setup
  // and in every update_values.
  Kokkos::parallel_for(
      "kspmv::fill_hyb_coo", Kokkos::RangePolicy<ExecSpace>(exec, 0, entry_runs(nnz)),
      KOKKOS_LAMBDA(const std::int64_t t) {
        for_each_entry_in_run(row_map, num_rows, nnz, t, [&](std::int64_t k, std::int64_t row) {
          const std::int64_t in_row = k - std::int64_t(row_map(row));
          if (in_row < width) return;
          const std::int64_t out = std::int64_t(starts(row)) + in_row - width;
          vals(out) = a_vals(k);
          if (!values_only) {
            rows(out) = O(row);
            cols(out) = O(entries(k));
          }
        });
      });
}
}  // namespace detail

template <class ExecSpace, class Matrix>
format_for_t<HybMatrix, Matrix> to_hyb(const ExecSpace& exec, const Matrix& A, std::int64_t ell_width,
            const ConversionLimits& limits = {}) {
  using S = typename Matrix::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Off = typename Matrix::non_const_size_type;
  using Device = typename Matrix::device_type;
  require(ell_width >= 0, "to_hyb: ELL width must be >= 0, got ", ell_width);
  HybMatrix<S, O, Off, Device> hyb;
  hyb.ell = to_ell(exec, A, limits, ell_width);
  hyb.coo.num_rows = A.numRows();
  hyb.coo.num_cols = A.numCols();
  auto row_map = A.graph.row_map;
  Kokkos::View<Off*, Device> starts(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::hyb::coo_starts"), std::size_t(A.numRows() + 1));
  const Off coo_nnz = exclusive_scan(exec, A.numRows(), KOKKOS_LAMBDA(const std::int64_t r) {
    const std::int64_t extra = std::int64_t(row_map(r + 1) - row_map(r)) - ell_width;
    return extra > 0 ? extra : 0;
  }, starts);
  ensure_fits<typename Device::memory_space>("to_hyb",
                                             std::to_string(coo_nnz) + " COO entries",
                                             std::size_t(coo_nnz) * (2 * sizeof(O) + sizeof(S)),
                                             limits);
  hyb.coo.row_idx = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::hyb::row_idx"), std::size_t(coo_nnz));
  hyb.coo.col_idx = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::hyb::col_idx"), std::size_t(coo_nnz));
  hyb.coo.values = Kokkos::View<S*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::hyb::values"), std::size_t(coo_nnz));
  detail::fill_hyb_coo(exec, A, hyb, starts, false);
  exec.fence();
  return hyb;
}

template <class ExecSpace, class Matrix, class S, class O, class Off, class D>
void refill_values(const ExecSpace& exec, const Matrix& A, const HybMatrix<S, O, Off, D>& hyb) {
  refill_values(exec, A, hyb.ell);
  auto row_map = A.graph.row_map;
  const std::int64_t width = hyb.ell.width;
  Kokkos::View<Off*, D> starts(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::starts"),
                               std::size_t(A.numRows() + 1));
  exclusive_scan(exec, A.numRows(), KOKKOS_LAMBDA(const std::int64_t r) {
    const std::int64_t extra = std::int64_t(row_map(r + 1) - row_map(r)) - width;
    return extra > 0 ? extra : 0;
  }, starts);
  detail::fill_hyb_coo(exec, A, hyb, starts, true);
}

template <class ExecSpace, class S, class O, class Off, class D>
KokkosSparse::CrsMatrix<S, O, D, void, Off> from_hyb(const ExecSpace& exec,
                                                     const HybMatrix<S, O, Off, D>& hyb) {
  using Crs = KokkosSparse::CrsMatrix<S, O, D, void, Off>;
  constexpr O padding = EllMatrix<S, O, Off, D>::padding;
  const std::int64_t num_rows = hyb.ell.num_rows, stride = hyb.ell.stride, width = hyb.ell.width;
  const std::int64_t coo_nnz = hyb.coo.nnz();
  auto ell_cols = hyb.ell.col_idx;
  auto ell_vals = hyb.ell.values;
  auto coo_rows = hyb.coo.row_idx;
  auto coo_cols = hyb.coo.col_idx;
  auto coo_vals = hyb.coo.values;
  // COO entries of row r are coo[coo_start(r) .. coo_start(r+1)), found by bisection.
  auto coo_start = KOKKOS_LAMBDA(const std::int64_t row) {
    std::int64_t lo = 0, hi = coo_nnz;  // first k with coo_rows(k) >= row
    while (lo < hi) {
      const std::int64_t mid = lo + (hi - lo) / 2;
      if (std::int64_t(coo_rows(mid)) < row) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  auto ell_length = KOKKOS_LAMBDA(const std::int64_t row) {
    std::int64_t len = 0;
    while (len < width && ell_cols(len * stride + row) != padding) ++len;
    return len;
  };
  Kokkos::View<Off*, D> row_map(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::row_map"),
                                std::size_t(num_rows + 1));
  const Off nnz = exclusive_scan(exec, num_rows, KOKKOS_LAMBDA(const std::int64_t r) {
    return ell_length(r) + coo_start(r + 1) - coo_start(r);
  }, row_map);
  typename Crs::index_type out_cols(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::cols"),
                                    nnz);
  typename Crs::values_type out_vals(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::vals"),
                                     nnz);
  Kokkos::parallel_for(
      "kspmv::from_hyb", Kokkos::RangePolicy<ExecSpace>(exec, 0, num_rows),
      KOKKOS_LAMBDA(const std::int64_t row) {
        std::int64_t out = row_map(row);
        const std::int64_t in_ell = ell_length(row);
        for (std::int64_t k = 0; k < in_ell; ++k, ++out) {
          out_cols(out) = ell_cols(k * stride + row);
          out_vals(out) = ell_vals(k * stride + row);
        }
        for (std::int64_t k = coo_start(row); k < coo_start(row + 1); ++k, ++out) {
          out_cols(out) = coo_cols(k);
          out_vals(out) = coo_vals(k);
        }
      });
  exec.fence();
  return Crs("kspmv::from_hyb", O(num_rows), hyb.ell.num_cols, nnz, out_vals, row_map, out_cols);
}

}  // namespace kspmv
