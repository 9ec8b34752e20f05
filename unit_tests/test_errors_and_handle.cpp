// Bad arguments raise kspmv::Error with a message naming what mismatched and
// leave y untouched; the handle reports its choice, refreshes values, and
// serves the handle-less and Kokkos Kernels entry points.

#include "test_support.hpp"

namespace {

using namespace kspmv_test;
using S = double;
using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, int>;
using V1 = Kokkos::View<S*, Device>;
using V2 = Kokkos::View<S**, Kokkos::LayoutLeft, Device>;
using Handle1 = kspmv::SpmvHandle<Exec, Matrix, V1, V1>;
using Handle2 = kspmv::SpmvHandle<Exec, Matrix, V2, V2>;

template <class View>
std::vector<S> host_copy(const View& v) {
  auto m = Kokkos::create_mirror_view(v);
  Kokkos::deep_copy(m, v);
  return std::vector<S>(m.data(), m.data() + m.span());
}

// Runs `call`, expects a kspmv::Error mentioning every word in `words`, and
// checks y did not change.
template <class Call, class View>
void expect_rejected(const Call& call, const View& y, std::initializer_list<const char*> words) {
  const auto before = host_copy(y);
  try {
    call();
    FAIL() << "expected kspmv::Error";
  } catch (const kspmv::Error& e) {
    const std::string msg = e.what();
    for (const char* w : words) EXPECT_NE(msg.find(w), std::string::npos) << msg;
  }
  Exec().fence();
  EXPECT_EQ(host_copy(y), before) << "y changed on a rejected call";
}

Matrix matrix_10x6() {
  return to_device<Matrix>(random_matrix<S>("10x6", 10, 6, 0.4, 3));
}

TEST(Errors, DimensionMismatchNamesSizesAndLeavesYUntouched) {
  const Matrix A = matrix_10x6();
  V1 x("x", 6), y("y", 10), wrong_x("x", 7), wrong_y("y", 9);
  Kokkos::deep_copy(y, 4.0);
  for (auto algorithm : kspmv::all_algorithms) {
    Handle1 h(algorithm);
    h.setup(A);
    expect_rejected([&] { kspmv::spmv(Exec(), &h, "N", 1.0, A, wrong_x, 0.0, y); }, y,
                    {"x has 7 rows", "needs 6"});
    expect_rejected([&] { kspmv::spmv(Exec(), &h, "N", 1.0, A, x, 0.0, wrong_y); }, wrong_y,
                    {"y has 9 rows", "needs 10"});
    expect_rejected([&] { kspmv::spmv(Exec(), &h, "T", 1.0, A, x, 0.0, y); }, y,
                    {"x has 6 rows", "A^T", "needs 10"});
  }
}

TEST(Errors, VectorCountMismatch) {
  const Matrix A = matrix_10x6();
  V2 x("x", 6, 3), y("y", 10, 2);
  Kokkos::deep_copy(y, 1.5);
  Handle2 h(kspmv::Algorithm::csr_vector);
  expect_rejected([&] { kspmv::spmv(Exec(), &h, "N", 1.0, A, x, 1.0, y); }, y,
                  {"x has 3 columns", "y has 2"});
}

TEST(Errors, BadModeAndUnknownAlgorithm) {
  const Matrix A = matrix_10x6();
  V1 x("x", 6), y("y", 10);
  Kokkos::deep_copy(y, 2.0);
  Handle1 h;
  expect_rejected([&] { kspmv::spmv(Exec(), &h, "X", 1.0, A, x, 0.0, y); }, y, {"mode", "\"X\""});
  expect_rejected([&] { kspmv::spmv(Exec(), &h, "NT", 1.0, A, x, 0.0, y); }, y, {"mode"});
  expect_rejected([&] { kspmv::spmv(Exec(), &h, "", 1.0, A, x, 0.0, y); }, y, {"mode"});
  expect_rejected([&] { kspmv::spmv(Exec(), static_cast<Handle1*>(nullptr), "N", 1.0, A, x, 0.0, y); },
                  y, {"handle is null"});
  try {
    kspmv::parse_algorithm("fastest");
    FAIL();
  } catch (const kspmv::Error& e) {
    EXPECT_NE(std::string(e.what()).find("'fastest'"), std::string::npos);
  }
  EXPECT_EQ(kspmv::parse_algorithm("sellp"), kspmv::Algorithm::sellp);
}

TEST(Errors, HandleSetUpForAnotherMatrix) {
  const Matrix A = matrix_10x6();
  const Matrix B = matrix_10x6();  // same shape, other arrays
  V1 x("x", 6), y("y", 10);
  Kokkos::deep_copy(y, 1.0);
  Handle1 h(kspmv::Algorithm::sellp);
  h.setup(A);
  expect_rejected([&] { kspmv::spmv(Exec(), &h, "N", 1.0, B, x, 0.0, y); }, y,
                  {"not the one this handle was set up for", "setup(A)"});
  EXPECT_THROW(h.update_values(B), kspmv::Error);
  Handle1 fresh;
  EXPECT_THROW(fresh.update_values(A), kspmv::Error);
}

TEST(Errors, SetupRejectsOutOfRangeColumnsAndBrokenRowMaps) {
  auto h = random_matrix<S>("bad", 10, 6, 0.4, 3);
  h.col[3] = 6;
  const Matrix bad_col = to_device<Matrix>(h);
  V1 x("x", 6), y("y", 10);
  Kokkos::deep_copy(y, 7.0);
  for (auto algorithm : kspmv::all_algorithms) {
    Handle1 handle(algorithm);
    expect_rejected([&] { kspmv::spmv(Exec(), &handle, "N", 1.0, bad_col, x, 0.0, y); }, y,
                    {"entry 3", "column index 6", "[0, 6)"});
  }
  auto g = random_matrix<S>("bad", 10, 6, 0.4, 3);
  std::swap(g.row_map[4], g.row_map[5]);
  if (g.row_map[4] != g.row_map[5]) {
    Handle1 handle;
    expect_rejected([&] { handle.setup(to_device<Matrix>(g)); }, y, {"row_map", "row"});
  }
  kspmv::SpmvOptions trusting;
  trusting.validate = false;  // the caller vouches for A: no validation pass
  Handle1 unchecked(kspmv::Algorithm::csr_scalar, trusting);
  EXPECT_NO_THROW(unchecked.setup(to_device<Matrix>(random_matrix<S>("ok", 10, 6, 0.4, 3))));
}

TEST(Errors, AlgorithmThatCannotTakeTheMatrix) {
  const auto h = test_matrices<S>()[10];  // one dense row of 300
  const Matrix A = to_device<Matrix>(h);
  kspmv::SpmvOptions small;
  small.memory_limit_bytes = 4096;
  Handle1 handle(kspmv::Algorithm::ell, small);
  V1 x("x", 300), y("y", 300);
  Kokkos::deep_copy(y, 3.0);
  expect_rejected([&] { kspmv::spmv(Exec(), &handle, "N", 1.0, A, x, 0.0, y); }, y,
                  {"to_ell", "bytes", "choose another algorithm"});
}

// The rules on real statistics, as a host backend sees them (one resident
// thread: nothing is latency-bound).
TEST(Handle, AutomaticChoosesByRowShape) {
  const auto ms = test_matrices<S>();
  const kspmv::TuningTable& t = kspmv::host_tuning;
  auto choice = [&](int m, const kspmv::SpmvOptions& o = {}) {
    return kspmv::choose_algorithm(kspmv::compute_row_statistics(Exec(), to_device<Matrix>(ms[m])),
                                   o, t, 1)
        .algorithm;
  };
  EXPECT_EQ(choice(8), kspmv::Algorithm::ell);                // 5-point stencil
  EXPECT_EQ(choice(9), kspmv::Algorithm::sellp);              // rows of 0 or 2: ELL pads 50%
  EXPECT_EQ(choice(10), kspmv::Algorithm::csr_load_balance);  // one dense row
  kspmv::SpmvOptions det;
  det.deterministic = true;
  EXPECT_EQ(choice(10, det), kspmv::Algorithm::csr_vector);
  kspmv::SpmvOptions once;
  once.expected_applies = 1;  // a conversion would not pay off
  EXPECT_EQ(choice(8, once), kspmv::Algorithm::csr_vector);
}

// The handle asks the rules with its execution space's tuning table and
// resident threads, and reports the reason.
TEST(Handle, AutomaticUsesTheExecutionSpacesFacts) {
  for (const auto& h : test_matrices<S>()) {
    const Matrix A = to_device<Matrix>(h);
    Handle1 handle;
    handle.setup(Exec(), A);
    const auto expected = kspmv::choose_algorithm(
        kspmv::compute_row_statistics(Exec(), A), kspmv::SpmvOptions{},
        kspmv::tuning_for(kspmv::compat::architecture_of<Exec>()),
        std::int64_t(Exec().concurrency()));
    EXPECT_EQ(handle.chosen(), expected.algorithm) << h.name;
    EXPECT_EQ(handle.report().reason, expected.reason) << h.name;
  }
}

// The GPU-side rules of automatic, on statistics shaped like the measured
// matrices, with an H200's 270336 resident threads.
TEST(Handle, AutomaticRulesForLatencyBoundAndLargeMatrices) {
  const kspmv::TuningTable& t = kspmv::nvidia_tuning;
  const std::int64_t h200 = 270336;
  auto stats = [](std::int64_t rows, std::int64_t nnz, std::int64_t max_row, double variance) {
    kspmv::RowStatistics<Device> s;
    s.num_rows = s.num_cols = rows;
    s.nnz = nnz;
    s.max_row = max_row;
    s.mean = double(nnz) / double(rows);
    s.variance = variance;
    return s;
  };
  const kspmv::SpmvOptions o;
  using A = kspmv::Algorithm;
  // bcsstk13-like: 2003 rows of ~42: latency-bound -> csr_vector
  EXPECT_EQ(kspmv::choose_algorithm(stats(2003, 83883, 95, 300), o, t, h200).algorithm,
            A::csr_vector);
  // soc-Epinions1-like: small and skewed -> coo_load_balance
  EXPECT_EQ(kspmv::choose_algorithm(stats(75888, 508837, 1801, 900), o, t, h200).algorithm,
            A::coo_load_balance);
  // rmat scale 21: large and skewed -> csr_load_balance
  EXPECT_EQ(kspmv::choose_algorithm(stats(2097152, 32418270, 62251, 9000), o, t, h200).algorithm,
            A::csr_load_balance);
  // 7-point stencil 160^3: uniform rows -> ell
  EXPECT_EQ(kspmv::choose_algorithm(stats(4096000, 28518400, 7, 0.1), o, t, h200).algorithm,
            A::ell);
  // a one-shot apply converts nothing: small skewed -> csr_load_balance
  kspmv::SpmvOptions once;
  once.expected_applies = 1;
  EXPECT_EQ(kspmv::choose_algorithm(stats(75888, 508837, 1801, 900), once, t, h200).algorithm,
            A::csr_load_balance);
}

TEST(Handle, DescribeReportsChoiceMemoryAndSetupTime) {
  const Matrix A = to_device<Matrix>(test_matrices<S>()[8]);
  Handle1 h(kspmv::Algorithm::sellp);
  EXPECT_NE(h.describe().find("not set up"), std::string::npos);
  h.setup(A);
  const auto& r = h.report();
  EXPECT_EQ(r.chosen, kspmv::Algorithm::sellp);
  EXPECT_GT(r.format_bytes, 0u);
  EXPECT_GT(r.setup_seconds, 0.0);
  EXPECT_EQ(r.nnz, A.nnz());
  const std::string d = h.describe();
  for (const char* w : {"sellp", "144x144", "extra memory", "setup"})
    EXPECT_NE(d.find(w), std::string::npos) << d;
}

TEST(Handle, UpdateValuesRefreshesEveryConvertedFormat) {
  auto h = test_matrices<S>()[16];
  const Matrix A = to_device<Matrix>(h);
  const auto hx = random_vectors<S>(h.cols, 1, 5);
  V1 x("x", std::size_t(h.cols)), y("y", std::size_t(h.rows));
  {
    auto m = Kokkos::create_mirror_view(x);
    for (std::int64_t i = 0; i < h.cols; ++i) m(i) = hx(i, 0);
    Kokkos::deep_copy(x, m);
  }
  for (auto algorithm : kspmv::all_algorithms) {
    Handle1 handle(algorithm);
    handle.setup(A);
    // New values into A's own value array: same pattern, same arrays.
    auto vals = Kokkos::create_mirror_view(A.values);
    for (std::size_t k = 0; k < vals.extent(0); ++k) vals(k) = 0.5 * double(k % 7) - 1.0;
    Kokkos::deep_copy(A.values, vals);
    auto h2 = h;
    for (std::size_t k = 0; k < h2.val.size(); ++k) h2.val[k] = 0.5 * double(k % 7) - 1.0;
    handle.update_values(A);
    kspmv::spmv(Exec(), &handle, "N", 1.0, A, x, 0.0, y);
    HostVectors<S> ref{h.rows, 1, std::vector<S>(std::size_t(h.rows))};
    const double tol = reference_spmv(h2, false, false, 1.0, hx, 0.0, ref);
    const auto got = host_copy(y);
    for (std::int64_t i = 0; i < h.rows; ++i)
      ASSERT_NEAR(got[i], ref(i, 0), tol) << kspmv::algorithm_name(algorithm) << " row " << i;
    Kokkos::deep_copy(A.values, to_device<Matrix>(h).values);
  }
}

TEST(Handle, LazySetupAndHandleLessOverloads) {
  const auto h = test_matrices<S>()[17];
  const Matrix A = to_device<Matrix>(h);
  const auto hx = random_vectors<S>(h.cols, 1, 9);
  V1 x("x", std::size_t(h.cols)), y("y", std::size_t(h.rows));
  auto m = Kokkos::create_mirror_view(x);
  for (std::int64_t i = 0; i < h.cols; ++i) m(i) = hx(i, 0);
  Kokkos::deep_copy(x, m);
  HostVectors<S> ref{h.rows, 1, std::vector<S>(std::size_t(h.rows), 0.0)};
  const double tol = reference_spmv(h, false, false, 2.0, hx, 0.0, ref);
  auto check = [&](const char* what) {
    const auto got = host_copy(y);
    for (std::int64_t i = 0; i < h.rows; ++i) ASSERT_NEAR(got[i], ref(i, 0), tol) << what;
    Kokkos::deep_copy(y, std::numeric_limits<double>::quiet_NaN());
  };
  Handle1 lazy(kspmv::Algorithm::hybrid);
  EXPECT_FALSE(lazy.is_set_up());
  kspmv::spmv(Exec(), &lazy, "N", 2.0, A, x, 0.0, y);
  EXPECT_TRUE(lazy.is_set_up());
  check("lazy handle");
  kspmv::spmv(Exec(), kspmv::Algorithm::coo_load_balance, "N", 2.0, A, x, 0.0, y);
  check("algorithm overload");
  kspmv::spmv("N", 2.0, A, x, 0.0, y);
  check("default overload");
#if KSPMV_HAS_KK_SPMV_HANDLE
  Handle1 kk_style(kspmv::Algorithm::sellp);
  KokkosSparse::spmv(Exec(), &kk_style, "N", 2.0, A, x, 0.0, y);
  Exec().fence();
  check("KokkosSparse::spmv with a kspmv handle");
  EXPECT_TRUE(kk_style.is_set_up());
#endif
}

}  // namespace
