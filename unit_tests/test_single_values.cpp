// SpmvOptions::value_precision = single: which plans store single values,
// that they really do (y equals a host product with float-rounded values),
// the rounding reported and refreshed by update_values, clear refusals that
// leave y alone, and automatic's rule (single_values_choice). The sweep over
// every mode, α/β and rank is TEST(*, single_values) in the per-scalar suites.

#include "spmv_suite.hpp"

#include <cmath>

namespace {

using namespace kspmv_test;
using S = double;
using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, int>;
using V1 = Kokkos::View<S*, Device>;
using Handle1 = kspmv::SpmvHandle<Exec, Matrix, V1, V1>;
using A = kspmv::Algorithm;

kspmv::SpmvOptions single() {
  kspmv::SpmvOptions o;
  o.value_precision = kspmv::ValuePrecision::single;
  return o;
}

// A banded 200 x 200 matrix (5 diagonals) with every value `value`.
HostCsr<S> band_of(S value) {
  HostCsr<S> h = from_rows<S>("band_200", 200, 200, [](std::int64_t r) {
    std::vector<std::int64_t> c;
    for (std::int64_t j = r - 2; j <= r + 2; ++j)
      if (j >= 0 && j < 200) c.push_back(j);
    return c;
  });
  for (auto& v : h.val) v = value;
  return h;
}

std::vector<S> apply_ones(Handle1& handle, const Matrix& A) {
  V1 x("x", std::size_t(A.numCols())), y("y", std::size_t(A.numRows()));
  Kokkos::deep_copy(x, 1.0);
  kspmv::spmv(Exec(), &handle, "N", 1.0, A, x, 0.0, y);
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
  return std::vector<S>(h.data(), h.data() + h.extent(0));
}

// 0.1 is not a float: a plan that stores single values must give
// row_length * float(0.1), not row_length * 0.1, and say by how much it rounded.
TEST(SingleValues, StoredPlansRoundValuesAndSaySo) {
  const HostCsr<S> h = band_of(0.1);
  const Matrix Am = to_device<Matrix>(h);
  const double u = std::abs(double(float(0.1)) - 0.1) / 0.1;
  ASSERT_GT(u, 0.0);
  for (A a : {A::dia, A::ell, A::sellp, A::evc_hyb, A::csr_load_balance}) {
    Handle1 handle(a, single());
    handle.setup(Exec(), Am);
    EXPECT_TRUE(handle.report().values_single) << kspmv::algorithm_name(a);
    EXPECT_NEAR(handle.report().value_rounding, u, 1e-3 * u) << kspmv::algorithm_name(a);
    EXPECT_NE(handle.describe().find("values stored single precision"), std::string::npos)
        << handle.describe();
    const std::vector<S> y = apply_ones(handle, Am);
    for (std::int64_t r = 0; r < h.rows; ++r) {
      // Sums of up to 5 equal products in the kernel's order: within 3 roundings.
      const double len = double(h.row_map[r + 1] - h.row_map[r]), want = len * double(float(0.1));
      EXPECT_NEAR(y[std::size_t(r)], want, 4e-16 * want) << kspmv::algorithm_name(a) << " row " << r;
      EXPECT_GT(std::abs(y[std::size_t(r)] - len * 0.1), 1e-10) << kspmv::algorithm_name(a) << " row " << r;
    }
    // As given: the double values, no rounding reported.
    Handle1 exact(a);
    exact.setup(Exec(), Am);
    EXPECT_FALSE(exact.report().values_single);
    EXPECT_EQ(exact.report().value_rounding, 0.0);
    EXPECT_EQ(exact.describe().find("single precision"), std::string::npos);
    EXPECT_NEAR(apply_ones(exact, Am)[100], 0.5, 1e-15);
  }
}

// automatic with value_precision single reports what its plan really stores:
// flagged single, y carries float(0.1)'s rounding; not flagged, y is exact.
TEST(SingleValues, AutomaticReportsWhatItsPlanStores) {
  const HostCsr<S> h = band_of(0.1);
  const Matrix Am = to_device<Matrix>(h);
  Handle1 handle(A::automatic, single());
  handle.setup(Exec(), Am);
  const bool flagged = handle.report().values_single;
  const std::vector<S> y = apply_ones(handle, Am);
  const double want = 5.0 * (flagged ? double(float(0.1)) : 0.1);
  EXPECT_NEAR(y[100], want, 4e-16 * want) << handle.describe();
  EXPECT_EQ(flagged, handle.report().value_rounding > 0) << handle.describe();
  EXPECT_EQ(flagged, handle.describe().find("values stored single precision") != std::string::npos)
      << handle.describe();
}

// The CSR load balance keeps single values for rank-1 handles only: a rank-2
// handle reads A's values (its kernels would not read a copy) and says so.
TEST(SingleValues, RankTwoLoadBalanceReadsValuesAsGiven) {
  using V2 = Kokkos::View<S**, Kokkos::LayoutLeft, Device>;
  const Matrix Am = to_device<Matrix>(band_of(0.1));
  kspmv::SpmvHandle<Exec, Matrix, V2, V2> handle(A::csr_load_balance, single());
  handle.setup(Exec(), Am);
  EXPECT_FALSE(handle.report().values_single) << handle.describe();
  EXPECT_EQ(handle.report().value_rounding, 0.0);
  kspmv::SpmvHandle<Exec, Matrix, V2, V2> exact(A::csr_load_balance);
  exact.setup(Exec(), Am);
  EXPECT_EQ(handle.report().format_bytes, exact.report().format_bytes);  // no copy held
  V2 x("x", 200, 3), y("y", 200, 3);
  Kokkos::deep_copy(x, 1.0);
  kspmv::spmv(Exec(), &handle, "N", 1.0, Am, x, 0.0, y);
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
  for (int j = 0; j < 3; ++j) EXPECT_NEAR(h(100, j), 0.5, 1e-15) << j;
}

// Values a float holds exactly round by 0; update_values to values it does not
// hold reports the new rounding and applies the new values (a plan with its
// own format, and the CSR load balance's copy of A's values).
TEST(SingleValues, UpdateValuesRefreshesTheRounding) {
  for (A a : {A::ell, A::evc_hyb, A::csr_load_balance}) {
    const HostCsr<S> h = band_of(0.5);
    Matrix Am = to_device<Matrix>(h);
    Handle1 handle(a, single());
    handle.setup(Exec(), Am);
    EXPECT_EQ(handle.report().value_rounding, 0.0) << kspmv::algorithm_name(a);
    EXPECT_EQ(apply_ones(handle, Am)[100], 2.5) << kspmv::algorithm_name(a);
    Kokkos::deep_copy(Am.values, 1.0 / 3.0);
    handle.update_values(Exec(), Am);
    const double u = std::abs(double(float(1.0 / 3.0)) - 1.0 / 3.0) / (1.0 / 3.0);
    EXPECT_NEAR(handle.report().value_rounding, u, 1e-3 * u) << kspmv::algorithm_name(a);
    const double want = 5.0 * double(float(1.0 / 3.0));
    EXPECT_NEAR(apply_ones(handle, Am)[100], want, 4e-16 * want) << kspmv::algorithm_name(a);
  }
}

// An algorithm that reads A's values as given refuses single values by name,
// before allocating, and leaves y as it was.
TEST(SingleValues, AlgorithmsWithoutAStoredCopyRefuse) {
  const Matrix Am = to_device<Matrix>(band_of(0.1));
  for (A a : {A::csr_scalar, A::csr_vector, A::coo_load_balance, A::hybrid, A::csc, A::kk_native,
              A::bsr}) {
    Handle1 handle(a, single());
    V1 x("x", 200), y("y", 200);
    Kokkos::deep_copy(y, 7.0);
    try {
      kspmv::spmv(Exec(), &handle, "N", 1.0, Am, x, 0.0, y);
      ADD_FAILURE() << kspmv::algorithm_name(a) << " accepted value_precision single";
    } catch (const kspmv::Error& e) {
      const std::string msg = e.what();
      EXPECT_NE(msg.find("value_precision single"), std::string::npos) << msg;
      for (const char* name : {"csr_load_balance", "ell", "sellp", "evc_hyb", "dia"})
        EXPECT_NE(msg.find(name), std::string::npos) << name << " not named in: " << msg;
    }
    EXPECT_FALSE(handle.is_set_up());
    auto hy = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
    for (std::size_t i = 0; i < hy.extent(0); ++i) ASSERT_EQ(hy(i), 7.0) << kspmv::algorithm_name(a);
  }
}

// The plans' own flag and automatic's list agree.
TEST(SingleValues, AutomaticKnowsWhichPlansStoreSingleValues) {
  using Plans = kspmv::AllPlans<Exec, Matrix>;
  for (A a : kspmv::all_algorithms)
    if (a != A::automatic)
      EXPECT_EQ(Plans::stores_single(a), kspmv::keeps_single_values(a)) << kspmv::algorithm_name(a);
}

// The rule on made-up statistics in the bandwidth regime (resident 1).
TEST(SingleValues, AutomaticRule) {
  const kspmv::TuningTable& t = kspmv::nvidia_tuning;
  kspmv::RowStatistics<Device> s;
  s.num_rows = 1000000;
  s.num_cols = 1000000;
  s.slice_fill = 1.8;  // warps of ELL padded as on the fit sets' FE matrices: no local ELL clause
  auto with_rows = [&](std::int64_t max_row, double mean, double variance) {
    s.max_row = max_row;
    s.mean = mean;
    s.variance = variance;
    s.nnz = std::int64_t(mean * double(s.num_rows));
    return s;
  };
  // Even rows: the as-given rule already takes ELL; single keeps it.
  auto c = kspmv::choose_algorithm(with_rows(8, 8.0, 0.0), single(), t, 1);
  EXPECT_EQ(c.algorithm, A::ell) << c.reason;
  EXPECT_NE(c.reason.find("values stored single precision"), std::string::npos) << c.reason;
  // Rows of 10 on average, at most 30 (fill 3, spread 0.3: too wide for
  // the as-given ELL rule), 10M entries: as given the CSR load balance,
  // which keeps its values single.
  const auto fe = with_rows(30, 10.0, 9.0);
  auto as_given = kspmv::choose_algorithm(fe, {}, t, 1);
  EXPECT_EQ(as_given.algorithm, A::csr_load_balance) << as_given.reason;
  c = kspmv::choose_algorithm(fe, single(), t, 1);
  EXPECT_EQ(c.algorithm, A::csr_load_balance) << c.reason;
  EXPECT_TRUE(c.values_single) << c.reason;
  // Rows at most 13 (fill 1.3) read in place, warps padded 1.2: as given
  // ELL (ell_local_max_slice_fill), which single keeps.
  s.slice_fill = 1.2;
  as_given = kspmv::choose_algorithm(with_rows(13, 10.0, 9.0), {}, t, 1);
  EXPECT_EQ(as_given.algorithm, A::ell) << as_given.reason;
  c = kspmv::choose_algorithm(with_rows(13, 10.0, 9.0), single(), t, 1);
  EXPECT_EQ(c.algorithm, A::ell) << c.reason;
  EXPECT_TRUE(c.values_single) << c.reason;
  s.slice_fill = 1.8;
  // 500k entries (under csr_nnz_limit), fill 3: as given a vector of lanes
  // per row, which keeps no values; single takes SELL-P (moderate spread).
  s.num_rows = s.num_cols = 50000;
  as_given = kspmv::choose_algorithm(with_rows(30, 10.0, 9.0), {}, t, 1);
  EXPECT_EQ(as_given.algorithm, A::csr_vector) << as_given.reason;
  c = kspmv::choose_algorithm(with_rows(30, 10.0, 9.0), single(), t, 1);
  EXPECT_EQ(c.algorithm, A::sellp) << c.reason;
  EXPECT_TRUE(c.values_single) << c.reason;
  // Spread 0.9: values as given.
  c = kspmv::choose_algorithm(with_rows(60, 10.0, 81.0), single(), t, 1);
  EXPECT_EQ(c.algorithm, A::csr_vector) << c.reason;
  EXPECT_FALSE(c.values_single) << c.reason;
  s.num_rows = s.num_cols = 1000000;
  // Power-law rows: the as-given kernel; the CSR load balance keeps single
  // values, the others keep A's, and the reason says which.
  c = kspmv::choose_algorithm(with_rows(5000, 10.0, 900.0), single(), t, 1);
  EXPECT_EQ(c.algorithm, kspmv::choose_algorithm(s, {}, t, 1).algorithm);
  EXPECT_EQ(c.values_single, c.algorithm == A::csr_load_balance) << c.reason;
  EXPECT_NE(c.reason.find(c.values_single ? "values stored single precision" : "values as given"),
            std::string::npos)
      << c.reason;
  // Scattered rows (a permuted mesh or graph): as given hybrid, whose parts
  // keep A's values; single takes SELL-P on even rows, else the CSR load
  // balance with its single copy.
  s.scattered_rows = 1.0;
  const auto mesh = with_rows(24, 10.0, 9.0);  // std/mean 0.3
  as_given = kspmv::choose_algorithm(mesh, {}, t, 1);
  EXPECT_EQ(as_given.algorithm, A::hybrid) << as_given.reason;
  c = kspmv::choose_algorithm(mesh, single(), t, 1);
  EXPECT_EQ(c.algorithm, A::sellp) << c.reason;
  EXPECT_TRUE(c.values_single) << c.reason;
  const auto graph = with_rows(300, 10.0, 225.0);  // std/mean 1.5
  as_given = kspmv::choose_algorithm(graph, {}, t, 1);
  EXPECT_EQ(as_given.algorithm, A::hybrid) << as_given.reason;
  c = kspmv::choose_algorithm(graph, single(), t, 1);
  EXPECT_EQ(c.algorithm, A::csr_load_balance) << c.reason;
  EXPECT_TRUE(c.values_single) << c.reason;
  s.scattered_rows = 0.0;
  // Latency regime: values as given.
  c = kspmv::choose_algorithm(with_rows(13, 10.0, 9.0), single(), t, std::int64_t(1) << 30);
  EXPECT_FALSE(c.values_single) << c.reason;
  EXPECT_NE(c.reason.find("values as given"), std::string::npos) << c.reason;
  EXPECT_NE(c.reason.find("latency-bound"), std::string::npos) << c.reason;
}

// A float matrix stores its values as given: nothing rounds.
TEST(SingleValues, FloatMatricesStoreAsGiven) {
  using MatrixF = KokkosSparse::CrsMatrix<float, int, Device, void, int>;
  using VF = Kokkos::View<float*, Device>;
  const HostCsr<float> h = random_matrix<float>("random_float", 60, 60, 0.1, 5);
  const MatrixF Af = to_device<MatrixF>(h);
  kspmv::SpmvHandle<Exec, MatrixF, VF, VF> handle(A::ell, single());
  handle.setup(Exec(), Af);
  EXPECT_TRUE(handle.report().values_single);
  EXPECT_EQ(handle.report().value_rounding, 0.0);
  EXPECT_NE(handle.describe().find("already single"), std::string::npos) << handle.describe();
}

}  // namespace
