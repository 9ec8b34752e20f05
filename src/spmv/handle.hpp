#pragma once
// SpmvHandle: the only place that decides. setup(A) validates A, measures its
// rows, picks the algorithm (or takes the one asked for), converts once and
// plans the launch; apply() reuses all of it without allocating or fencing;
// update_values(A) refreshes converted values for a matrix with the same
// pattern. describe() says what was chosen, why, and what setup cost.

#include "convert/coo.hpp"
#include "convert/ell.hpp"
#include "convert/hyb.hpp"
#include "convert/sellp.hpp"
#include "convert/transpose.hpp"
#include "core/row_statistics.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/automatic.hpp"
#include "spmv/checks.hpp"
#include "spmv/coo_load_balance.hpp"
#include "spmv/csr_load_balance.hpp"
#include "spmv/csr_scalar.hpp"
#include "spmv/csr_vector.hpp"
#include "spmv/ell.hpp"
#include "spmv/hybrid.hpp"
#include "spmv/sellp.hpp"
#include "spmv/validate.hpp"

#include <chrono>
#include <sstream>
#include <string>

namespace kspmv {

struct SetupReport {
  Algorithm requested = Algorithm::automatic;
  Algorithm chosen = Algorithm::automatic;
  std::string reason;
  double setup_seconds = 0.0;      // validation + statistics + conversion, fenced
  std::size_t format_bytes = 0;    // device memory the handle holds beyond A
  std::int64_t rows = 0, cols = 0, nnz = 0, max_row = 0;
  double mean_row = 0.0, row_variance = 0.0;
  std::int64_t hybrid_ell_width = -1, hybrid_coo_nnz = -1;
  int vector_length = 0;
  std::int64_t chunk = 0, num_chunks = 0;
};

template <class ExecSpace, class Matrix, class XView, class YView>
class SpmvHandle {
 public:
  using execution_space = ExecSpace;
  using matrix_type = Matrix;
  using scalar_type = typename Matrix::non_const_value_type;
  using ordinal_type = typename Matrix::non_const_ordinal_type;
  using offset_type = typename Matrix::non_const_size_type;
  using device_type = typename Matrix::device_type;
  using coo_type = CooMatrix<scalar_type, ordinal_type, offset_type, device_type>;
  using ell_type = EllMatrix<scalar_type, ordinal_type, offset_type, device_type>;
  using sellp_type = SellpMatrix<scalar_type, ordinal_type, offset_type, device_type>;
  using hyb_type = HybMatrix<scalar_type, ordinal_type, offset_type, device_type>;
  using csc_type = CscMatrix<scalar_type, ordinal_type, offset_type, device_type>;

  explicit SpmvHandle(Algorithm algorithm = Algorithm::automatic, SpmvOptions options = {})
      : options_(options) {
    report_.requested = algorithm;
  }

  void setup(const Matrix& A) { setup(ExecSpace(), A); }

  void setup(const ExecSpace& exec, const Matrix& A) {
    static_check_spmv_types<Matrix, XView, YView>();
    const auto t0 = std::chrono::steady_clock::now();
    *this = SpmvHandle(report_.requested, options_);
    if (options_.validate) validate_crs(exec, A);
    const TuningTable& table = tuning_for(compat::architecture_of<ExecSpace>());
    const ConversionLimits limits{options_.memory_limit_bytes};
    auto stats = compute_row_statistics(exec, A);
    SetupReport& r = report_;
    r.rows = stats.num_rows;
    r.cols = stats.num_cols;
    r.nnz = stats.nnz;
    r.max_row = stats.max_row;
    r.mean_row = stats.mean;
    r.row_variance = stats.variance;
    if (r.requested == Algorithm::automatic) {
      const AutomaticChoice c =
          choose_algorithm(stats, options_, table, std::int64_t(exec.concurrency()));
      r.chosen = c.algorithm;
      r.reason = c.reason;
    } else {
      r.chosen = r.requested;
      r.reason = "requested";
    }
    switch (r.chosen) {
      case Algorithm::csr_vector:
        r.vector_length = csr_vector_length<ExecSpace>(stats.max_row, options_.vector_length);
        break;
      case Algorithm::csr_load_balance:
        csr_plan_ = make_csr_segment_plan(exec, A, options_.load_balance_chunk);
        r.format_bytes = csr_plan_.bytes();
        r.vector_length = csr_plan_.vector_length;
        r.chunk = csr_plan_.segment;
        r.num_chunks = csr_plan_.num_items();
        break;
      case Algorithm::coo_load_balance:
        coo_ = to_coo(exec, A, limits);
        plan_ = make_chunk_plan(exec, stats.nnz, options_.omega, options_.load_balance_chunk);
        r.format_bytes = coo_.bytes();
        break;
      case Algorithm::ell:
        ell_ = to_ell(exec, A, limits);
        r.format_bytes = ell_.bytes();
        break;
      case Algorithm::sellp:
        sellp_ = to_sellp(exec, A,
                          options_.sellp_slice_size > 0 ? options_.sellp_slice_size
                                                        : table.sellp_slice_size,
                          options_.sellp_stride_factor > 0 ? options_.sellp_stride_factor
                                                           : table.sellp_stride_factor,
                          limits);
        r.format_bytes = sellp_.bytes();
        break;
      case Algorithm::hybrid: {
        const std::int64_t width =
            hybrid_threshold<scalar_type, ordinal_type>(stats, options_.hybrid, table);
        hyb_ = to_hyb(exec, A, width, limits);
        plan_ = make_chunk_plan(exec, hyb_.coo.nnz(), options_.omega, options_.load_balance_chunk);
        r.format_bytes = hyb_.bytes();
        r.hybrid_ell_width = width;
        r.hybrid_coo_nnz = hyb_.coo.nnz();
        break;
      }
      case Algorithm::csc:
        csc_ = to_csc(exec, A, limits);
        r.format_bytes = csc_.bytes();
        break;
      case Algorithm::kk_native:
      case Algorithm::csr_scalar:
      case Algorithm::automatic:
        break;
    }
    if (plan_.num_chunks) {
      r.chunk = plan_.chunk;
      r.num_chunks = plan_.num_chunks;
    }
    exec.fence();
    pattern_ = Pattern::of(A);
    r.setup_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

  // New values, same pattern: no analysis, no allocation.
  void update_values(const ExecSpace& exec, const Matrix& A) {
    require(is_set_up(), "SpmvHandle::update_values: call setup(A) first");
    pattern_.require_same(A, "SpmvHandle::update_values");
    switch (report_.chosen) {
      case Algorithm::coo_load_balance: refill_values(exec, A, coo_); break;
      case Algorithm::ell: refill_values(exec, A, ell_); break;
      case Algorithm::sellp: refill_values(exec, A, sellp_); break;
      case Algorithm::hybrid: refill_values(exec, A, hyb_); break;
      case Algorithm::csc: refill_values(exec, A, csc_); break;
      default: break;  // CSR kernels read A's values directly
    }
  }
  void update_values(const Matrix& A) { update_values(ExecSpace(), A); }

  bool is_set_up() const { return pattern_.set; }
  Algorithm requested() const { return report_.requested; }
  Algorithm chosen() const { return report_.chosen; }
  const SetupReport& report() const { return report_; }
  const SpmvOptions& options() const { return options_; }

  std::string describe() const {
    const SetupReport& r = report_;
    std::ostringstream os;
    os << "kspmv: " << algorithm_name(r.chosen);
    if (r.requested != r.chosen) os << " (requested " << algorithm_name(r.requested) << ")";
    if (!is_set_up()) return os.str() + ", not set up";
    os << "; " << r.reason << "; " << r.rows << "x" << r.cols << ", nnz " << r.nnz
       << ", rows max " << r.max_row << " mean " << r.mean_row << "; extra memory "
       << r.format_bytes << " B; setup " << r.setup_seconds * 1e3 << " ms";
    if (r.vector_length) os << "; vector length " << r.vector_length;
    if (r.num_chunks) os << "; " << r.num_chunks << " work items of <= " << r.chunk << " nonzeros";
    if (r.hybrid_ell_width >= 0)
      os << "; HYB ELL width " << r.hybrid_ell_width << ", COO nnz " << r.hybrid_coo_nnz;
    return os.str();
  }

  // y = α·op(A)·x + β·y on `exec`, asynchronously: no fence, no allocation.
  void apply(const ExecSpace& exec, const char mode[], const scalar_type& alpha, const Matrix& A,
             const XView& x, const scalar_type& beta, const YView& y) {
    const Op op = parse_mode(mode);
    check_spmv_arguments(op, A, x, y);
    if (!is_set_up()) setup(exec, A);  // first call only: this one allocates
    pattern_.require_same(A, "spmv");
    const Algorithm a = report_.chosen;
    // Kokkos Kernels 3.4 leaves y untouched for op(A) with no rows in its
    // transpose path (β = 0 then keeps NaN); kspmv applies KK's documented
    // semantics itself whenever A has no entries.
    if ((a != Algorithm::kk_native && alpha == scalar_type(0)) || A.nnz() == 0) {
      scale(exec, beta, y);
      return;
    }
    const bool conj = op.conjugate && is_complex_v<scalar_type>;
    const bool tr = op.transpose;
    const auto& g = A.graph;
    switch (a) {
      case Algorithm::kk_native:
        require(!(conj && !tr && compat::kk_spmv_ignores_conjugate<ExecSpace>()),
                "spmv: kk_native cannot run mode \"C\" here: this Kokkos Kernels version's "
                "Serial SpMV ignores the conjugate; choose another algorithm");
        compat::kk_spmv(exec, mode, alpha, A, x, beta, y);
        break;
      case Algorithm::csr_scalar:
        csr_scalar_apply(exec, tr, conj, A.numRows(), g.row_map, g.entries, A.values, alpha, x,
                         beta, y);
        break;
      case Algorithm::csr_vector:
        if (tr)  // transpose by atomics ([HPEC16]); the vector form has no scatter variant
          csr_scalar_apply(exec, true, conj, A.numRows(), g.row_map, g.entries, A.values, alpha,
                           x, beta, y);
        else
          csr_vector_apply(exec, conj, report_.vector_length, A, alpha, x, beta, y);
        break;
      case Algorithm::csr_load_balance:
        if (tr)
          csr_scalar_apply(exec, true, conj, A.numRows(), g.row_map, g.entries, A.values, alpha,
                           x, beta, y);
        else
          csr_load_balance_apply(exec, csr_plan_, conj, A, alpha, x, beta, y);
        break;
      case Algorithm::coo_load_balance:
        coo_apply(exec, plan_, tr, conj, coo_, alpha, x, beta, y);
        break;
      case Algorithm::ell:
        ell_apply(exec, tr, conj, ell_, alpha, x, beta, y);
        break;
      case Algorithm::sellp:
        sellp_apply(exec, tr, conj, sellp_, alpha, x, beta, y);
        break;
      case Algorithm::hybrid:
        hybrid_apply(exec, plan_, tr, conj, hyb_, alpha, x, beta, y);
        break;
      case Algorithm::csc:
        // The CSC arrays are the CSR arrays of Aᵀ: op = Aᵀ gathers, op = A scatters.
        csr_scalar_apply(exec, !tr, conj, csc_.num_cols, csc_.col_ptr, csc_.row_idx, csc_.values,
                         alpha, x, beta, y);
        break;
      case Algorithm::automatic:
        fail("spmv: handle has no algorithm chosen (internal error)");
    }
  }

 private:
  // Identity of the pattern the handle was set up for.
  struct Pattern {
    bool set = false;
    std::int64_t rows = 0, cols = 0, nnz = 0;
    const void* row_map = nullptr;
    const void* entries = nullptr;
    static Pattern of(const Matrix& A) {
      return {true, A.numRows(), A.numCols(), std::int64_t(A.nnz()), A.graph.row_map.data(),
              A.graph.entries.data()};
    }
    void require_same(const Matrix& A, const char* who) const {
      const Pattern p = of(A);
      require(p.rows == rows && p.cols == cols && p.nnz == nnz && p.row_map == row_map &&
                  p.entries == entries,
              who, ": the matrix (", p.rows, "x", p.cols, ", nnz ", p.nnz,
              ") is not the one this handle was set up for (", rows, "x", cols, ", nnz ", nnz,
              "); call setup(A) again");
    }
  };

  SpmvOptions options_;
  SetupReport report_;
  Pattern pattern_;
  ChunkPlan plan_;
  CsrSegmentPlan<device_type> csr_plan_;
  coo_type coo_;
  ell_type ell_;
  sellp_type sellp_;
  hyb_type hyb_;
  csc_type csc_;
};

}  // namespace kspmv
