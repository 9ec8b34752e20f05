#pragma once
// kspmv::TpetraOperator: a Tpetra::Operator that applies a fill-complete
// Tpetra::CrsMatrix with a kspmv handle. The communication is Tpetra's own
// (the matrix's Import and Export objects); only the product of the local
// matrix with the local part of X runs through kspmv, with the algorithm
// chosen once at construction. Works for any node type whose local matrix
// kspmv accepts (tested with Trilinos 13.2's Serial node; see README.md).
//
//   auto op = kspmv::make_tpetra_operator(A);           // A: RCP<(const) CrsMatrix>
//   op->apply(X, Y, Teuchos::NO_TRANS, alpha, beta);    // or hand op to Belos
//   A->resumeFill(); /* new values */ A->fillComplete(); op->update_values();

#include "core/errors.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/handle.hpp"
#include "spmv/spmv.hpp"
#include "trilinos/tpetra_map_checks.hpp"

#include <Teuchos_RCP.hpp>
#include <Teuchos_ScalarTraits.hpp>
#include <Tpetra_CrsMatrix.hpp>
#include <Tpetra_Export.hpp>
#include <Tpetra_Import.hpp>
#include <Tpetra_MultiVector.hpp>
#include <Tpetra_Operator.hpp>

#include <cstddef>
#include <string>
#include <type_traits>

namespace kspmv {

template <class Scalar = typename Tpetra::Operator<>::scalar_type,
          class LocalOrdinal = typename Tpetra::Operator<Scalar>::local_ordinal_type,
          class GlobalOrdinal =
              typename Tpetra::Operator<Scalar, LocalOrdinal>::global_ordinal_type,
          class Node = typename Tpetra::Operator<Scalar, LocalOrdinal, GlobalOrdinal>::node_type>
class TpetraOperator : public Tpetra::Operator<Scalar, LocalOrdinal, GlobalOrdinal, Node> {
 public:
  using crs_matrix_type = Tpetra::CrsMatrix<Scalar, LocalOrdinal, GlobalOrdinal, Node>;
  using multivector_type = Tpetra::MultiVector<Scalar, LocalOrdinal, GlobalOrdinal, Node>;
  using map_type = Tpetra::Map<LocalOrdinal, GlobalOrdinal, Node>;
  // KokkosSparse::CrsMatrix<impl_scalar_type, LO, Node::device_type, void, size_t>
  // in Trilinos 13.2.
  using local_matrix_type = typename crs_matrix_type::local_matrix_device_type;
  using execution_space = typename local_matrix_type::execution_space;
  using local_x_view = typename multivector_type::dual_view_type::t_dev::const_type;
  using local_y_view = typename multivector_type::dual_view_type::t_dev;
  using handle_type = SpmvHandle<execution_space, local_matrix_type, local_x_view, local_y_view>;

  // Sets the handle up on A's local matrix (once; see update_values()).
  explicit TpetraOperator(const Teuchos::RCP<const crs_matrix_type>& A,
                          Algorithm algorithm = Algorithm::automatic, SpmvOptions options = {})
      : matrix_(A), handle_(algorithm, options) {
    require(!A.is_null(), "TpetraOperator: the matrix is null");
    require_fill_complete("TpetraOperator");
    local_ = matrix_->getLocalMatrixDevice();
    const execution_space exec;
    handle_.setup(exec, local_);
  }

  Teuchos::RCP<const map_type> getDomainMap() const override { return matrix_->getDomainMap(); }
  Teuchos::RCP<const map_type> getRangeMap() const override { return matrix_->getRangeMap(); }
  bool hasTransposeApply() const override { return true; }

  // Y = alpha·op(A)·X + beta·Y. beta = 0 overwrites Y (NaN in Y does not
  // survive). X and Y may be any multivectors on maps compatible with the
  // domain and range maps (swapped for TRANS / CONJ_TRANS), constant stride
  // or not; a kspmv::Error names the mismatch otherwise.
  void apply(const multivector_type& X, multivector_type& Y,
             Teuchos::ETransp mode = Teuchos::NO_TRANS,
             Scalar alpha = Teuchos::ScalarTraits<Scalar>::one(),
             Scalar beta = Teuchos::ScalarTraits<Scalar>::zero()) const override {
    require_fill_complete("TpetraOperator::apply");
    const bool transpose = mode != Teuchos::NO_TRANS;
    const char* op = tpetra_detail::kk_mode(mode);
    const map_type& domain = *matrix_->getDomainMap();
    const map_type& range = *matrix_->getRangeMap();
    tpetra_detail::require_compatible(X, "X", transpose ? range : domain,
                                      transpose ? "range map" : "domain map", mode);
    tpetra_detail::require_compatible(Y, "Y", transpose ? domain : range,
                                      transpose ? "domain map" : "range map", mode);
    require(X.getNumVectors() == Y.getNumVectors(), "TpetraOperator::apply: X has ",
            X.getNumVectors(), " vectors but Y has ", Y.getNumVectors());

    if (alpha == zero()) {
      overwrite_or_scale(Y, beta);
      return;
    }
    // A locally replicated Y: every rank computes its share, the sum over
    // ranks (reduce) is the result, so only rank 0 keeps beta·Y.
    const auto& comm = *matrix_->getComm();
    const bool y_replicated = !Y.isDistributed() && comm.getSize() > 1;
    if (y_replicated && comm.getRank() > 0) beta = zero();

    const auto& graph = *matrix_->getGraph();
    if (!transpose) {
      // X (domain map) -> column map, A·x, row map -> Y (range map).
      apply_local_between(X, Y, op, alpha, beta, graph.getImporter(), column_scratch_,
                          matrix_->getColMap(), graph.getExporter(), row_scratch_,
                          matrix_->getRowMap());
    } else {
      // Aᵀ maps the other way: X (range map) -> row map through the Export
      // in reverse, Aᵀ·x, column map -> Y (domain map) through the Import in
      // reverse, adding what several ranks contribute to one entry.
      apply_local_between(X, Y, op, alpha, beta, graph.getExporter(), row_scratch_,
                          matrix_->getRowMap(), graph.getImporter(), column_scratch_,
                          matrix_->getColMap());
    }
    if (y_replicated) Y.reduce();
  }

  // After the matrix's values changed (resumeFill(), new values,
  // fillComplete()): the handle takes the new values. Converted formats
  // (ell, sellp, hybrid, ...) hold a copy, so this call is required. If
  // Tpetra moved the graph's arrays, the handle is set up again.
  void update_values() {
    require_fill_complete("TpetraOperator::update_values");
    const local_matrix_type fresh = matrix_->getLocalMatrixDevice();
    const bool same_graph = fresh.numRows() == local_.numRows() &&
                            fresh.numCols() == local_.numCols() && fresh.nnz() == local_.nnz() &&
                            fresh.graph.row_map.data() == local_.graph.row_map.data() &&
                            fresh.graph.entries.data() == local_.graph.entries.data();
    local_ = fresh;
    const execution_space exec;
    if (same_graph) handle_.update_values(exec, local_);
    else handle_.setup(exec, local_);
    exec.fence();
  }

  // What the kspmv handle chose for this rank's local matrix, and why.
  std::string describe() const { return handle_.describe(); }
  using Teuchos::Describable::describe;
  std::string description() const override {
    return "kspmv::TpetraOperator (" + handle_.describe() + ")";
  }

  const Teuchos::RCP<const crs_matrix_type>& matrix() const { return matrix_; }
  const handle_type& handle() const { return handle_; }

 private:
  using impl_scalar_type = typename local_matrix_type::non_const_value_type;

  static Scalar zero() { return Teuchos::ScalarTraits<Scalar>::zero(); }

  void require_fill_complete(const char* who) const {
    require(matrix_->isFillComplete(), who,
            ": the Tpetra::CrsMatrix is not fill complete; call fillComplete() (with the domain "
            "and range maps when they differ from the row map) before building or applying the "
            "operator, and update_values() after a resumeFill()/fillComplete() cycle");
  }

  static void overwrite_or_scale(multivector_type& Y, const Scalar& beta) {
    if (beta == zero()) Y.putScalar(zero());  // NaN in Y must not survive
    else if (beta != Teuchos::ScalarTraits<Scalar>::one()) Y.scale(beta);
  }

  // A multivector on `map` with `count` vectors, kept between applies.
  static multivector_type& scratch(Teuchos::RCP<multivector_type>& cache,
                                   const Teuchos::RCP<const map_type>& map, std::size_t count) {
    if (cache.is_null() || cache->getNumVectors() != count || cache->getMap() != map)
      cache = Teuchos::rcp(new multivector_type(map, count, false));
    return *cache;
  }

  // X and Y are the same storage: the product cannot write into its input.
  static bool share_storage(const multivector_type& X, const multivector_type& Y) {
    if (&X == &Y) return true;
    const auto* x = X.getLocalViewDevice(Tpetra::Access::ReadOnly).data();
    const auto* y = Y.getLocalViewDevice(Tpetra::Access::ReadOnly).data();
    return x != nullptr && x == y;
  }

  // Y = alpha·op(A_local)·X + beta·Y where `into` (an Import, or an Export
  // used in reverse) brings X into the local product's input map and `out`
  // (an Export, or an Import used in reverse) adds its output into Y. A null
  // transfer means the maps coincide. The local product needs constant-
  // stride multivectors that do not overlap, so X and Y are copied when not.
  template <class InTransfer, class OutTransfer>
  void apply_local_between(const multivector_type& X, multivector_type& Y, const char* op,
                           const Scalar& alpha, const Scalar& beta,
                           const Teuchos::RCP<const InTransfer>& into,
                           Teuchos::RCP<multivector_type>& in_cache,
                           const Teuchos::RCP<const map_type>& in_map,
                           const Teuchos::RCP<const OutTransfer>& out,
                           Teuchos::RCP<multivector_type>& out_cache,
                           const Teuchos::RCP<const map_type>& out_map) const {
    const std::size_t count = X.getNumVectors();
    const multivector_type* x_local = &X;
    if (!into.is_null()) {
      multivector_type& x_in = scratch(in_cache, in_map, count);
      x_in.doImport(X, *into, Tpetra::INSERT);
      x_local = &x_in;
    } else if (!X.isConstantStride() || share_storage(X, Y)) {
      multivector_type& x_in = scratch(in_cache, in_map, count);
      Tpetra::deep_copy(x_in, X);
      x_local = &x_in;
    }

    if (!out.is_null()) {
      multivector_type& y_out = scratch(out_cache, out_map, count);
      local_apply(*x_local, y_out, op, alpha, zero());
      overwrite_or_scale(Y, beta);
      // ADD_ASSIGN, not ADD: entries that stay on this rank must add too.
      Y.doExport(y_out, *out, Tpetra::ADD_ASSIGN);
    } else if (!Y.isConstantStride() || share_storage(*x_local, Y)) {
      multivector_type& y_out = scratch(out_cache, out_map, count);
      if (beta != zero()) Tpetra::deep_copy(y_out, Y);
      local_apply(*x_local, y_out, op, alpha, beta);
      Tpetra::deep_copy(Y, y_out);
    } else {
      local_apply(*x_local, Y, op, alpha, beta);
    }
  }

  // The kspmv product on this rank's local views; X and Y constant stride.
  void local_apply(const multivector_type& X, multivector_type& Y, const char* op,
                   const Scalar& alpha, const Scalar& beta) const {
    const execution_space exec;
    const local_x_view x = X.getLocalViewDevice(Tpetra::Access::ReadOnly);
    const local_y_view y = beta == zero() ? Y.getLocalViewDevice(Tpetra::Access::OverwriteAll)
                                          : Y.getLocalViewDevice(Tpetra::Access::ReadWrite);
    spmv(exec, &handle_, op, impl_scalar_type(alpha), local_, x, impl_scalar_type(beta), y);
    // kspmv is asynchronous; Import/Export and the caller may read Y next.
    exec.fence();
  }

  Teuchos::RCP<const crs_matrix_type> matrix_;
  local_matrix_type local_;
  // apply() is const in Tpetra::Operator; the handle and the scratch
  // multivectors are caches of the operator, not its value.
  mutable handle_type handle_;
  mutable Teuchos::RCP<multivector_type> column_scratch_, row_scratch_;
};

// The operator for A's own template arguments (A: RCP of a const or
// non-const Tpetra::CrsMatrix).
template <class CrsMatrix>
auto make_tpetra_operator(const Teuchos::RCP<CrsMatrix>& A,
                          Algorithm algorithm = Algorithm::automatic, SpmvOptions options = {}) {
  using M = std::remove_const_t<CrsMatrix>;
  using Operator = TpetraOperator<typename M::scalar_type, typename M::local_ordinal_type,
                                  typename M::global_ordinal_type, typename M::node_type>;
  return Teuchos::rcp(new Operator(A, algorithm, options));
}

}  // namespace kspmv
