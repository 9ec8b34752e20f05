// kspmv::TpetraOperator against Tpetra's own CrsMatrix::apply on the same
// maps: modes N, T and H, (α, β) including β = 0 over NaN, 1 and 3 vectors,
// constant-stride and strided multivectors, on random rectangular matrices
// that need an Import and an Export and on degenerate ones; then the errors
// of bad input. Run on 1 and 2 ranks (ctest trilinos_tpetra_operator_np*).
// Every count is summed over ranks so that all ranks agree on every check.

#include "tpetra_test_support.hpp"

#include <gtest/gtest.h>

namespace kspmv_tpetra_test {
namespace {

struct AlphaBeta {
  double alpha, beta;
};
const AlphaBeta alpha_beta_cases[] = {{1.0, 0.0}, {2.5, -1.0}, {-1.0, 1.0}, {0.0, 2.0},
                                      {0.0, 0.0}};
const Teuchos::ETransp all_modes[] = {Teuchos::NO_TRANS, Teuchos::TRANS, Teuchos::CONJ_TRANS};
constexpr double relative_tolerance = 1e-13;

// `width` vectors on `map`, stored as every other column of a multivector
// twice as wide when `strided` (not constant stride once width > 1).
Teuchos::RCP<MV> vectors(const MapPtr& map, std::size_t width, bool strided,
                         std::uint64_t seed) {
  auto storage = Teuchos::rcp(new MV(map, strided ? 2 * width : width));
  fill(*storage, seed);
  if (!strided) return storage;
  std::vector<std::size_t> every_other;
  for (std::size_t j = 0; j < width; ++j) every_other.push_back(2 * j);
  return storage->subViewNonConst(Teuchos::ArrayView<const std::size_t>(every_other));
}

// Applies `op` and Tpetra's A to the same X and Y for every mode, width,
// storage and (α, β); expects equal results to within 1e-13 of
// |α|·|op(A)|·|X| + |β|·|Y| per entry.
void expect_matches_tpetra(const Layout& layout, const Matrix& A, const Matrix& abs_A,
                           Operator& op, const std::string& config) {
  std::uint64_t seed = 1;
  for (Teuchos::ETransp mode : all_modes) {
    const bool transpose = mode != Teuchos::NO_TRANS;
    const MapPtr in_map = transpose ? layout.range_map : layout.domain_map;
    const MapPtr out_map = transpose ? layout.domain_map : layout.range_map;
    for (std::size_t width : {1, 3})
      for (bool strided : {false, true})
        for (const AlphaBeta& ab : alpha_beta_cases) {
          auto X = vectors(in_map, width, strided, ++seed);
          auto Y = vectors(out_map, width, strided, ++seed);
          if (ab.beta == 0.0) Y->putScalar(std::numeric_limits<double>::quiet_NaN());
          const MV x_ref = copy_of(*X), y_start = copy_of(*Y);
          MV y_ref = copy_of(*Y);
          A.apply(x_ref, y_ref, mode, ab.alpha, ab.beta);
          op.apply(*X, *Y, mode, ab.alpha, ab.beta);

          MV bound(out_map, width);
          abs_A.apply(absolute(x_ref), bound, mode, std::abs(ab.alpha), 0.0);
          if (ab.beta != 0.0) bound.update(std::abs(ab.beta), absolute(y_start), 1.0);
          EXPECT_EQ(count_mismatches(copy_of(*Y), y_ref, bound, relative_tolerance), 0)
              << layout.name << ", " << config << ": mode " << kspmv::tpetra_detail::mode_name(mode)
              << ", " << width << " vector(s)" << (strided ? " strided" : "") << ", alpha "
              << ab.alpha << ", beta " << ab.beta << "; " << op.describe();
        }
  }
}

void expect_matches_tpetra(const Layout& layout,
                           kspmv::Algorithm algorithm = kspmv::Algorithm::automatic,
                           const kspmv::SpmvOptions& options = {}) {
  const auto A = build(layout), abs_A = build(layout, true);
  Operator op(A, algorithm, options);
  expect_matches_tpetra(layout, *A, *abs_A, op, kspmv::algorithm_name(algorithm));
}

// 157 x 101, rows dealt round-robin, range map in blocks, domain map skewed:
// on 2 ranks the matrix needs both an Import and an Export.
Layout random_rectangular() {
  Layout l{"random_rectangular_157x101", 157, 101};
  l.row_map = cyclic_map(l.rows);
  l.range_map = uniform_map(l.rows);
  l.domain_map = skewed_map(l.cols);
  l.row_columns = random_rows(l.cols, 6);
  return l;
}

Layout square_same_maps() {
  Layout l{"square_120_same_maps", 120, 120};
  l.row_map = l.range_map = l.domain_map = uniform_map(l.rows);
  l.row_columns = random_rows(l.cols, 5);
  return l;
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const kspmv::Error& e) {
    return e.what();
  }
  return "(no kspmv::Error thrown)";
}

#define EXPECT_CONTAINS(text, part) \
  EXPECT_NE(std::string(text).find(part), std::string::npos) << "message: " << (text)

// ---- results against Tpetra -------------------------------------------------

TEST(TpetraOperatorMatchesTpetra, RandomRectangularWithImportAndExport) {
  const Layout l = random_rectangular();
  const auto A = build(l);
  if (ranks() > 1) {
    EXPECT_FALSE(A->getGraph()->getImporter().is_null());
    EXPECT_FALSE(A->getGraph()->getExporter().is_null());
  }
  expect_matches_tpetra(l);
}

TEST(TpetraOperatorMatchesTpetra, EveryAlgorithm) {
  const Layout l = random_rectangular();
  const auto A = build(l), abs_A = build(l, true);
  kspmv::SpmvOptions options;
  options.dia_max_fill = 1e9;  // DIA too, however many diagonals the local matrix has
  options.bsr_block_size = 1;  // and BSR, as 1x1 blocks: the random local matrix has no larger ones
  for (kspmv::Algorithm a : kspmv::all_algorithms) {
    Operator op(A, a, options);
    expect_matches_tpetra(l, *A, *abs_A, op, kspmv::algorithm_name(a));
  }
}

TEST(TpetraOperatorMatchesTpetra, CachedTransposeAndDeterministic) {
  kspmv::SpmvOptions options;
  options.expected_transposed_applies = 1000;  // op = Aᵀ from a cached CSC
  expect_matches_tpetra(random_rectangular(), kspmv::Algorithm::csr_vector, options);
  options.deterministic = true;
  expect_matches_tpetra(random_rectangular(), kspmv::Algorithm::automatic, options);
}

TEST(TpetraOperatorMatchesTpetra, SquareSameMaps) { expect_matches_tpetra(square_same_maps()); }

TEST(TpetraOperatorMatchesTpetra, RankWithoutRows) {
  Layout l{"all_rows_on_rank_0_80x64", 80, 64};
  l.row_map = l.range_map = on_rank_zero_map(l.rows);
  l.domain_map = uniform_map(l.cols);
  l.row_columns = random_rows(l.cols, 4);
  expect_matches_tpetra(l);
}

TEST(TpetraOperatorMatchesTpetra, MatrixWithoutEntries) {
  Layout l{"no_entries_40x30", 40, 30};
  l.row_map = cyclic_map(l.rows);
  l.range_map = uniform_map(l.rows);
  l.domain_map = skewed_map(l.cols);
  l.row_columns = [](GO) { return std::vector<GO>{}; };
  expect_matches_tpetra(l);
}

TEST(TpetraOperatorMatchesTpetra, EmptyRowsAndColumns) {
  Layout l{"every_fifth_row_empty_90x70", 90, 70};
  l.row_map = cyclic_map(l.rows);
  l.range_map = uniform_map(l.rows);
  l.domain_map = uniform_map(l.cols);
  const auto some_rows = random_rows(35, 3, 5);  // columns 35..69 stay empty
  l.row_columns = some_rows;
  expect_matches_tpetra(l);
}

TEST(TpetraOperatorMatchesTpetra, EmptyMatrix) {
  Layout l{"empty_0x0", 0, 0};
  l.row_map = l.range_map = l.domain_map = uniform_map(0);
  l.row_columns = [](GO) { return std::vector<GO>{}; };
  expect_matches_tpetra(l);
}

// Rows and range locally replicated: each rank holds the entries of its
// share of the rows, and the result is the sum over ranks (Y.reduce()).
TEST(TpetraOperatorMatchesTpetra, LocallyReplicatedRange) {
  Layout l{"replicated_rows_48x60", 48, 60};
  l.row_map = l.range_map =
      Teuchos::rcp(new Map(Tpetra::global_size_t(l.rows), 0, comm(), Tpetra::LocallyReplicated));
  l.domain_map = uniform_map(l.cols);
  const auto all_rows = random_rows(l.cols, 5);
  const int p = ranks(), r = rank();
  l.row_columns = [=](GO g) { return g % p == r ? all_rows(g) : std::vector<GO>{}; };
  expect_matches_tpetra(l);
}

// Y may be X itself (domain = range): the product must not read what it wrote.
TEST(TpetraOperatorMatchesTpetra, XAliasesY) {
  const Layout l = square_same_maps();
  const auto A = build(l);
  Operator op(A);
  for (Teuchos::ETransp mode : all_modes) {
    MV xy(l.domain_map, 2);
    fill(xy, 5);
    const MV x_ref = copy_of(xy);
    MV y_ref = copy_of(xy);
    A->apply(x_ref, y_ref, mode, 2.0, 0.5);
    op.apply(xy, xy, mode, 2.0, 0.5);
    MV bound(l.range_map, 2);
    build(l, true)->apply(absolute(x_ref), bound, mode, 2.0, 0.0);
    bound.update(0.5, absolute(x_ref), 1.0);
    EXPECT_EQ(count_mismatches(xy, y_ref, bound, relative_tolerance), 0)
        << "mode " << kspmv::tpetra_detail::mode_name(mode);
  }
}

// ---- the operator's interface -----------------------------------------------

TEST(TpetraOperator, MapsAndDescription) {
  const Layout l = random_rectangular();
  const auto A = build(l);
  const auto op = kspmv::make_tpetra_operator(A, kspmv::Algorithm::ell);
  EXPECT_EQ(op->getDomainMap().get(), A->getDomainMap().get());
  EXPECT_EQ(op->getRangeMap().get(), A->getRangeMap().get());
  EXPECT_TRUE(op->hasTransposeApply());
  EXPECT_CONTAINS(op->describe(), "kspmv: ell");
  EXPECT_CONTAINS(op->description(), "kspmv::TpetraOperator");
  EXPECT_EQ(op->matrix().get(), A.get());
}

// New values through resumeFill()/fillComplete(): an ELL handle holds its own
// copy of the values, so update_values() is what makes the result current.
TEST(TpetraOperator, UpdateValuesAfterRefill) {
  const Layout l = random_rectangular();
  const auto A = build(l);
  Operator op(A, kspmv::Algorithm::ell);
  A->resumeFill();
  A->scale(-3.0);
  A->fillComplete(l.domain_map, l.range_map);
  op.update_values();
  const auto abs_A = build(l, true);
  abs_A->resumeFill();
  abs_A->scale(3.0);
  abs_A->fillComplete(l.domain_map, l.range_map);
  expect_matches_tpetra(l, *A, *abs_A, op, "ell after update_values");
}

// ---- bad input -----------------------------------------------------------------

TEST(TpetraOperatorBadInput, NullMatrix) {
  EXPECT_CONTAINS(error_of([] { Operator op(Teuchos::null); }), "the matrix is null");
}

TEST(TpetraOperatorBadInput, NotFillComplete) {
  const auto A = build(square_same_maps(), false, /*fill=*/false);
  const std::string message = error_of([&] { Operator op(A); });
  EXPECT_CONTAINS(message, "kspmv::TpetraOperator: the Tpetra::CrsMatrix is not fill complete");
  EXPECT_CONTAINS(message, "call fillComplete()");
}

TEST(TpetraOperatorBadInput, ApplyAfterResumeFill) {
  const Layout l = square_same_maps();
  const auto A = build(l);
  Operator op(A);
  MV x(l.domain_map, 1), y(l.range_map, 1);
  A->resumeFill();
  EXPECT_CONTAINS(error_of([&] { op.apply(x, y); }),
                  "TpetraOperator::apply: the Tpetra::CrsMatrix is not fill complete");
  EXPECT_CONTAINS(error_of([&] { op.update_values(); }),
                  "TpetraOperator::update_values: the Tpetra::CrsMatrix is not fill complete");
  A->fillComplete();
  op.update_values();
  EXPECT_EQ(error_of([&] { op.apply(x, y); }), "(no kspmv::Error thrown)");
}

TEST(TpetraOperatorBadInput, MismatchedMaps) {
  const Layout l = random_rectangular();  // 157 x 101
  const auto A = build(l);
  Operator op(A);
  MV x(l.domain_map, 1), y(l.range_map, 1);
  MV x_wrong(uniform_map(l.cols + 1), 1), y_wrong(uniform_map(l.rows - 1), 1);
  fill(x, 1);
  fill(y, 2);
  const MV y_before = copy_of(y);

  std::string m = error_of([&] { op.apply(x_wrong, y); });
  EXPECT_CONTAINS(m, "TpetraOperator::apply (mode NO_TRANS): X's map is not compatible with the "
                     "operator's domain map: X has 102 global rows");
  EXPECT_CONTAINS(m, "the domain map has 101");
  m = error_of([&] { op.apply(x, y_wrong); });
  EXPECT_CONTAINS(m, "(mode NO_TRANS): Y's map is not compatible with the operator's range map: "
                     "Y has 156 global rows");
  // A rejected call leaves Y as it was.
  MV no_bound(l.range_map, 1);
  EXPECT_EQ(count_mismatches(y, y_before, no_bound, 0.0), 0);

  // op = Aᵀ swaps the maps: X on the domain map is wrong there.
  MV y_t(l.domain_map, 1);
  m = error_of([&] { op.apply(x, y_t, Teuchos::TRANS); });
  EXPECT_CONTAINS(m, "(mode TRANS): X's map is not compatible with the operator's range map");
  m = error_of([&] { op.apply(y, y, Teuchos::CONJ_TRANS); });
  EXPECT_CONTAINS(m, "(mode CONJ_TRANS): Y's map is not compatible with the operator's domain map");

  // Same global length, different split over the ranks.
  if (ranks() > 1) {
    MV x_split(uniform_map(l.cols), 1);
    m = error_of([&] { op.apply(x_split, y); });
    EXPECT_CONTAINS(m, "X's map is not compatible with the operator's domain map");
  }
}

TEST(TpetraOperatorBadInput, VectorCountMismatch) {
  const Layout l = square_same_maps();
  Operator op(build(l));
  MV x(l.domain_map, 1), y(l.range_map, 2);
  EXPECT_CONTAINS(error_of([&] { op.apply(x, y); }),
                  "TpetraOperator::apply: X has 1 vectors but Y has 2");
}

}  // namespace
}  // namespace kspmv_tpetra_test

int main(int argc, char** argv) {
  Tpetra::ScopeGuard scope(&argc, &argv);
  ::testing::InitGoogleTest(&argc, argv);
  // Every rank runs every test (they are collective); rank 0 reports, and
  // the counts it reports are summed over all ranks.
  if (kspmv_tpetra_test::rank() != 0) {
    auto& listeners = ::testing::UnitTest::GetInstance()->listeners();
    delete listeners.Release(listeners.default_result_printer());
  }
  return RUN_ALL_TESTS();
}
