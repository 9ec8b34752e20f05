// Matrix Market reader/writer: expansion of every symmetry and field, duplicate
// summing, exact round trips, and one test per kind of malformed file checking
// that the error names the problem and the line.

#include "io/matrix_market.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <unistd.h>

namespace {

using cplx = Kokkos::complex<double>;
using Device = Kokkos::Device<Kokkos::DefaultExecutionSpace,
                              Kokkos::DefaultExecutionSpace::memory_space>;
using CrsD = KokkosSparse::CrsMatrix<double, int, Device>;
using CrsF = KokkosSparse::CrsMatrix<float, int, Device>;
using CrsZ = KokkosSparse::CrsMatrix<cplx, int, Device>;

// Host copies of a CrsMatrix's row map, entries and values.
template <class Crs>
struct HostCrs {
  typename Crs::row_map_type::HostMirror row_map;
  typename Crs::index_type::HostMirror entries;
  typename Crs::values_type::HostMirror values;
  explicit HostCrs(const Crs& A)
      : row_map(Kokkos::create_mirror_view(A.graph.row_map)),
        entries(Kokkos::create_mirror_view(A.graph.entries)),
        values(Kokkos::create_mirror_view(A.values)) {
    Kokkos::deep_copy(row_map, A.graph.row_map);
    Kokkos::deep_copy(entries, A.graph.entries);
    Kokkos::deep_copy(values, A.values);
  }
};

template <class Scalar>
kspmv::io::HostTriplets<Scalar> read_text(const std::string& text) {
  std::istringstream in(text);
  return kspmv::io::read_matrix_market<Scalar>(in, "test.mtx");
}

template <class Scalar>
using Triplet = std::tuple<std::int64_t, std::int64_t, Scalar>;

template <class Scalar>
void expect_triplets(const kspmv::io::HostTriplets<Scalar>& t, std::int64_t rows,
                     std::int64_t cols, const std::vector<Triplet<Scalar>>& expected) {
  EXPECT_EQ(t.rows, rows);
  EXPECT_EQ(t.cols, cols);
  ASSERT_EQ(t.val.size(), expected.size());
  ASSERT_EQ(t.row.size(), expected.size());
  ASSERT_EQ(t.col.size(), expected.size());
  for (std::size_t k = 0; k < expected.size(); ++k) {
    EXPECT_EQ(t.row[k], std::get<0>(expected[k])) << "entry " << k;
    EXPECT_EQ(t.col[k], std::get<1>(expected[k])) << "entry " << k;
    EXPECT_TRUE(t.val[k] == std::get<2>(expected[k])) << "entry " << k;
  }
}

std::filesystem::path temp_path(const std::string& name) {
  return std::filesystem::temp_directory_path() /
         ("kspmv_test_mm_" + std::to_string(::getpid()) + "_" + name);
}

// ---- expansion of fields and symmetries ------------------------------------

TEST(MatrixMarket, RealGeneralUnsortedInputComesOutSorted) {
  const auto t = read_text<double>(
      "%%MatrixMarket matrix coordinate real general\n"
      "% a comment\n"
      "\n"
      "3 4 4\n"
      "3 1 5.5\n"
      "1 4 -2\n"
      "1 2 1e-3\n"
      "2 3 7\n");
  expect_triplets<double>(t, 3, 4, {{0, 1, 1e-3}, {0, 3, -2.0}, {1, 2, 7.0}, {2, 0, 5.5}});
  EXPECT_EQ(t.field, "real");
  EXPECT_EQ(t.symmetry, "general");
}

TEST(MatrixMarket, SymmetricMirrorsOffDiagonalOnly) {
  const auto t = read_text<double>(
      "%%MatrixMarket matrix coordinate real symmetric\n"
      "3 3 4\n"
      "1 1 2.0\n"
      "2 1 -1.0\n"
      "3 2 0.5\n"
      "3 3 4.0\n");
  expect_triplets<double>(
      t, 3, 3, {{0, 0, 2.0}, {0, 1, -1.0}, {1, 0, -1.0}, {1, 2, 0.5}, {2, 1, 0.5}, {2, 2, 4.0}});
  EXPECT_EQ(t.symmetry, "symmetric");
}

TEST(MatrixMarket, SkewSymmetricNegatesMirror) {
  const auto t = read_text<double>(
      "%%MatrixMarket matrix coordinate real skew-symmetric\n"
      "3 3 2\n"
      "2 1 3.0\n"
      "3 1 -2.0\n");
  expect_triplets<double>(t, 3, 3, {{0, 1, -3.0}, {0, 2, 2.0}, {1, 0, 3.0}, {2, 0, -2.0}});
}

TEST(MatrixMarket, HermitianConjugatesMirror) {
  const auto t = read_text<cplx>(
      "%%MatrixMarket matrix coordinate complex hermitian\n"
      "3 3 3\n"
      "1 1 2 0\n"
      "2 1 1 2\n"
      "3 2 0 -1\n");
  expect_triplets<cplx>(t, 3, 3,
                        {{0, 0, cplx(2, 0)},
                         {0, 1, cplx(1, -2)},
                         {1, 0, cplx(1, 2)},
                         {1, 2, cplx(0, 1)},
                         {2, 1, cplx(0, -1)}});
  EXPECT_EQ(t.field, "complex");
  EXPECT_EQ(t.symmetry, "hermitian");
}

TEST(MatrixMarket, ComplexGeneralAndComplexSymmetric) {
  expect_triplets<cplx>(read_text<cplx>("%%MatrixMarket matrix coordinate complex general\n"
                                        "2 3 2\n"
                                        "2 3 1.5 -0.25\n"
                                        "1 1 -1 1\n"),
                        2, 3, {{0, 0, cplx(-1, 1)}, {1, 2, cplx(1.5, -0.25)}});
  // complex symmetric mirrors without conjugating
  expect_triplets<cplx>(read_text<cplx>("%%MatrixMarket matrix coordinate complex symmetric\n"
                                        "2 2 1\n"
                                        "2 1 1 2\n"),
                        2, 2, {{0, 1, cplx(1, 2)}, {1, 0, cplx(1, 2)}});
}

TEST(MatrixMarket, ComplexSkewSymmetricNegatesBothParts) {
  expect_triplets<cplx>(read_text<cplx>("%%MatrixMarket matrix coordinate complex skew-symmetric\n"
                                        "2 2 1\n"
                                        "2 1 1 2\n"),
                        2, 2, {{0, 1, cplx(-1, -2)}, {1, 0, cplx(1, 2)}});
}

TEST(MatrixMarket, PatternGivesOnes) {
  expect_triplets<double>(read_text<double>("%%MatrixMarket matrix coordinate pattern general\n"
                                            "2 3 3\n"
                                            "2 3\n"
                                            "1 1\n"
                                            "1 3\n"),
                          2, 3, {{0, 0, 1.0}, {0, 2, 1.0}, {1, 2, 1.0}});
  expect_triplets<float>(read_text<float>("%%MatrixMarket matrix coordinate pattern symmetric\n"
                                          "2 2 2\n"
                                          "1 1\n"
                                          "2 1\n"),
                         2, 2, {{0, 0, 1.0f}, {0, 1, 1.0f}, {1, 0, 1.0f}});
  expect_triplets<cplx>(read_text<cplx>("%%MatrixMarket matrix coordinate pattern general\n"
                                        "1 1 1\n"
                                        "1 1\n"),
                        1, 1, {{0, 0, cplx(1, 0)}});
}

TEST(MatrixMarket, IntegerReadsIntoEveryScalar) {
  const std::string text =
      "%%MatrixMarket matrix coordinate integer symmetric\n"
      "2 2 2\n"
      "1 1 -7\n"
      "2 1 3\n";
  expect_triplets<double>(read_text<double>(text), 2, 2,
                          {{0, 0, -7.0}, {0, 1, 3.0}, {1, 0, 3.0}});
  expect_triplets<float>(read_text<float>(text), 2, 2, {{0, 0, -7.0f}, {0, 1, 3.0f}, {1, 0, 3.0f}});
  expect_triplets<cplx>(read_text<cplx>(text), 2, 2,
                        {{0, 0, cplx(-7, 0)}, {0, 1, cplx(3, 0)}, {1, 0, cplx(3, 0)}});
  EXPECT_EQ(read_text<double>(text).field, "integer");
}

TEST(MatrixMarket, DuplicatesAreSummed) {
  expect_triplets<double>(read_text<double>("%%MatrixMarket matrix coordinate real general\n"
                                            "2 3 5\n"
                                            "1 1 1.5\n"
                                            "2 3 1\n"
                                            "1 1 2.25\n"
                                            "2 3 -1\n"
                                            "1 1 0.25\n"),
                          2, 3, {{0, 0, 4.0}, {1, 2, 0.0}});
  // A symmetric file that also stores the mirrored entry: both copies add up.
  expect_triplets<double>(read_text<double>("%%MatrixMarket matrix coordinate real symmetric\n"
                                            "2 2 2\n"
                                            "2 1 1\n"
                                            "1 2 1\n"),
                          2, 2, {{0, 1, 2.0}, {1, 0, 2.0}});
  expect_triplets<double>(read_text<double>("%%MatrixMarket matrix coordinate pattern general\n"
                                            "1 2 3\n"
                                            "1 2\n1 2\n1 2\n"),
                          1, 2, {{0, 1, 3.0}});
}

TEST(MatrixMarket, BannerIsCaseInsensitiveAndCrlfIsAccepted) {
  expect_triplets<double>(read_text<double>("%%matrixmarket MATRIX Coordinate REAL Symmetric\r\n"
                                            "%comment\r\n"
                                            "2 2 1\r\n"
                                            "2 1 4.5\r\n"),
                          2, 2, {{0, 1, 4.5}, {1, 0, 4.5}});
}

TEST(MatrixMarket, EmptyMatrixAndTrailingCommentsAndNoFinalNewline) {
  expect_triplets<double>(read_text<double>("%%MatrixMarket matrix coordinate real general\n"
                                            "4 5 0\n"
                                            "% trailing comment\n\n"),
                          4, 5, {});
  expect_triplets<double>(read_text<double>("%%MatrixMarket matrix coordinate real general\n"
                                            "1 1 1\n"
                                            "  1\t1   2.5"),
                          1, 1, {{0, 0, 2.5}});
}

TEST(MatrixMarket, ToCrsBuildsRowMap) {
  const auto t = read_text<double>(
      "%%MatrixMarket matrix coordinate real general\n"
      "4 3 3\n"
      "4 3 3\n"
      "1 2 1\n"
      "1 1 2\n");
  const CrsD A = kspmv::io::to_crs<CrsD>(t);
  ASSERT_EQ(A.numRows(), 4);
  ASSERT_EQ(A.numCols(), 3);
  ASSERT_EQ(A.nnz(), 3);
  const HostCrs<CrsD> host(A);
  const auto& row_map = host.row_map;
  const auto& entries = host.entries;
  const auto& values = host.values;
  const std::vector<int> expected_row_map = {0, 2, 2, 2, 3};
  for (int r = 0; r <= 4; ++r) EXPECT_EQ(int(row_map(r)), expected_row_map[r]) << "row " << r;
  EXPECT_EQ(entries(0), 0);
  EXPECT_EQ(entries(1), 1);
  EXPECT_EQ(entries(2), 2);
  EXPECT_EQ(values(0), 2.0);
  EXPECT_EQ(values(1), 1.0);
  EXPECT_EQ(values(2), 3.0);
}

// ---- round trips -------------------------------------------------------------

// A matrix with empty rows, awkward values (1/3, subnormals, huge, negative
// zero) and random structure, to check that writing loses nothing.
template <class Scalar>
kspmv::io::HostTriplets<Scalar> awkward_triplets(std::int64_t rows, std::int64_t cols,
                                                 unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  const double specials[] = {1.0 / 3.0, 4.9e-324, -1.7e308, 0.1, -0.0, 1e-300, 2.0 / 7.0};
  kspmv::io::HostTriplets<Scalar> t;
  t.rows = rows;
  t.cols = cols;
  for (std::int64_t r = 0; r < rows; ++r) {
    if (r % 5 == 3) continue;  // empty rows
    for (std::int64_t c = 0; c < cols; ++c) {
      if (rng() % 3 != 0) continue;
      const std::size_t k = t.val.size();
      const double re = k % 4 == 0 ? specials[k % 7] : unit(rng);
      const double im = k % 3 == 0 ? specials[(k + 2) % 7] : unit(rng);
      t.row.push_back(r);
      t.col.push_back(c);
      if constexpr (kspmv::is_complex_v<Scalar>) t.val.push_back(Scalar(re, im));
      else t.val.push_back(Scalar(re));
    }
  }
  return t;
}

template <class Crs>
void expect_same_crs(const Crs& A, const Crs& B) {
  ASSERT_EQ(A.numRows(), B.numRows());
  ASSERT_EQ(A.numCols(), B.numCols());
  ASSERT_EQ(A.nnz(), B.nnz());
  const HostCrs<Crs> a(A), b(B);
  const auto &ra = a.row_map, &rb = b.row_map;
  const auto &ea = a.entries, &eb = b.entries;
  const auto &va = a.values, &vb = b.values;
  for (std::int64_t r = 0; r <= std::int64_t(A.numRows()); ++r)
    ASSERT_EQ(ra(r), rb(r)) << "row_map " << r;
  for (std::int64_t k = 0; k < std::int64_t(A.nnz()); ++k) {
    ASSERT_EQ(ea(k), eb(k)) << "entry " << k;
    // Bitwise equality, so -0.0 vs 0.0 or a rounded last digit would show.
    ASSERT_EQ(std::memcmp(&va(k), &vb(k), sizeof(va(k))), 0) << "value " << k;
  }
}

template <class Crs>
void check_stream_round_trip(unsigned seed) {
  using Scalar = typename Crs::non_const_value_type;
  const Crs A = kspmv::io::to_crs<Crs>(awkward_triplets<Scalar>(23, 17, seed));
  ASSERT_GT(A.nnz(), 50);
  std::stringstream text;
  kspmv::io::write_matrix_market(text, A);
  const Crs B = kspmv::io::to_crs<Crs>(kspmv::io::read_matrix_market<Scalar>(text, "round trip"));
  expect_same_crs(A, B);
}

TEST(MatrixMarket, RoundTripDoubleIsExact) { check_stream_round_trip<CrsD>(1); }
TEST(MatrixMarket, RoundTripFloatIsExact) { check_stream_round_trip<CrsF>(2); }
TEST(MatrixMarket, RoundTripComplexIsExact) { check_stream_round_trip<CrsZ>(3); }

TEST(MatrixMarket, WriterBannerNamesField) {
  std::stringstream real_text, complex_text;
  kspmv::io::write_matrix_market(real_text, kspmv::io::to_crs<CrsD>(awkward_triplets<double>(3, 3, 4)));
  kspmv::io::write_matrix_market(complex_text, kspmv::io::to_crs<CrsZ>(awkward_triplets<cplx>(3, 3, 4)));
  std::string banner;
  std::getline(real_text, banner);
  EXPECT_EQ(banner, "%%MatrixMarket matrix coordinate real general");
  std::getline(complex_text, banner);
  EXPECT_EQ(banner, "%%MatrixMarket matrix coordinate complex general");
}

TEST(MatrixMarket, RoundTripThroughFilesIncludingEmptyMatrix) {
  const CrsD A = kspmv::io::to_crs<CrsD>(awkward_triplets<double>(40, 31, 5));
  const std::string path = temp_path("plain.mtx").string();
  kspmv::io::write_matrix_market(path, A);
  expect_same_crs(A, kspmv::io::read_crs<CrsD>(path));
  std::filesystem::remove(path);

  kspmv::io::HostTriplets<double> empty;
  empty.rows = 3;
  empty.cols = 2;
  const CrsD E = kspmv::io::to_crs<CrsD>(empty);
  kspmv::io::write_matrix_market(path, E);
  expect_same_crs(E, kspmv::io::read_crs<CrsD>(path));
  std::filesystem::remove(path);
}

TEST(MatrixMarket, GzipFiles) {
  const CrsZ A = kspmv::io::to_crs<CrsZ>(awkward_triplets<cplx>(30, 30, 6));
  const std::string path = temp_path("compressed.mtx.gz").string();
#if defined(KSPMV_HAVE_ZLIB)
  kspmv::io::write_matrix_market(path, A);
  {
    // Really compressed: gzip's magic bytes.
    std::ifstream raw(path, std::ios::binary);
    unsigned char magic[2] = {0, 0};
    raw.read(reinterpret_cast<char*>(magic), 2);
    EXPECT_EQ(magic[0], 0x1f);
    EXPECT_EQ(magic[1], 0x8b);
  }
  expect_same_crs(A, kspmv::io::read_crs<CrsZ>(path));
  std::filesystem::remove(path);
#else
  try {
    kspmv::io::read_matrix_market<double>(path);
    FAIL() << "reading .gz without zlib must throw";
  } catch (const kspmv::Error& e) {
    EXPECT_NE(std::string(e.what()).find("gzip support was not compiled in"), std::string::npos);
  }
#endif
}

// ---- malformed input ---------------------------------------------------------

struct Malformed {
  std::string what;      // names the case in failure output
  std::string text;      // file contents
  int line;              // line the error must name
  std::string must_say;  // phrase the message must contain
  bool complex = false;  // read with a complex scalar instead of double
};

std::vector<Malformed> malformed_cases() {
  const std::string b = "%%MatrixMarket matrix coordinate real general\n";
  return {
      {"empty file", "", 1, "missing banner"},
      {"no banner", "3 3 1\n1 1 1\n", 1, "missing or bad banner"},
      {"comment before banner", "% comment\n%%MatrixMarket matrix coordinate real general\n", 1,
       "missing or bad banner"},
      {"banner too short", "%%MatrixMarket matrix coordinate real\n3 3 0\n", 1, "bad banner"},
      {"banner extra word", "%%MatrixMarket matrix coordinate real general extra\n3 3 0\n", 1,
       "unexpected word 'extra'"},
      {"not a matrix", "%%MatrixMarket vector coordinate real general\n3 3 0\n", 1,
       "only 'matrix'"},
      {"dense array", "%%MatrixMarket matrix array real general\n3 3\n1\n", 1,
       "array (dense) format is not supported; only coordinate"},
      {"unknown format", "%%MatrixMarket matrix sparse real general\n3 3 0\n", 1,
       "unknown format 'sparse'"},
      {"unknown field", "%%MatrixMarket matrix coordinate quaternion general\n3 3 0\n", 1,
       "unknown field 'quaternion'"},
      {"unknown symmetry", "%%MatrixMarket matrix coordinate real diagonal\n3 3 0\n", 1,
       "unknown symmetry 'diagonal'"},
      {"complex into real", "%%MatrixMarket matrix coordinate complex general\n1 1 1\n1 1 1 0\n",
       1, "complex values"},
      {"symmetric not square", "%%MatrixMarket matrix coordinate real symmetric\n%c\n3 4 0\n", 3,
       "must be square but is 3 x 4"},
      {"size not a number", b + "3 x 1\n", 2, "'x' is not a number"},
      {"negative size", b + "3 -3 1\n1 1 1\n", 2, "negative size"},
      {"size too few", b + "% only two\n3 3\n", 3,
       "too few numbers: missing the number of entries"},
      {"size too many", b + "3 3 1 4\n1 1 1\n", 2, "too many numbers"},
      {"missing size line", b + "% no size line\n\n", 4, "missing size line"},
      {"entry too few", b + "3 3 2\n1 1 1\n2 2\n", 4, "too few numbers: missing the value"},
      {"entry too many", b + "3 3 1\n1 2 3.0 4.0\n", 3, "too many numbers"},
      {"entry not a number", b + "3 3 1\n% c\n1 2 abc\n", 4, "'abc' is not a number"},
      {"lone minus sign", b + "3 3 1\n1 2 -\n", 3, "'-' is not a number"},
      {"entry trailing garbage", b + "3 3 1\n1 2 3.5x\n", 3, "trailing garbage after the value"},
      {"fractional index", b + "3 3 1\n1.0 2 3\n", 3, "trailing garbage after the row index"},
      {"index overflows", b + "3 3 1\n99999999999999999999 1 1\n", 3, "out of range"},
      {"row index zero", b + "3 3 1\n0 2 1\n", 3, "row index 0 out of range [1, 3]"},
      {"row index too big", b + "3 3 1\n5 1 1\n", 3, "row index 5 out of range [1, 3]"},
      {"column index too big", b + "3 3 2\n1 1 1\n\n2 4 1\n", 5,
       "column index 4 out of range [1, 3]"},
      {"negative column index", b + "3 3 1\n1 -2 1\n", 3, "column index -2 out of range"},
      {"truncated", b + "3 3 3\n1 1 1\n2 2 2\n", 5,
       "ends after 2 entries but the size line (line 2) declares 3"},
      {"too many entries", b + "3 3 1\n1 1 1\n2 2 2\n", 4, "more entries than declared"},
      {"skew diagonal",
       "%%MatrixMarket matrix coordinate real skew-symmetric\n3 3 2\n2 1 1\n2 2 1\n", 4,
       "skew-symmetric matrix has a diagonal entry"},
      {"integer field with a fraction",
       "%%MatrixMarket matrix coordinate integer general\n3 3 1\n1 2 1.5\n", 3, "not an integer"},
      {"complex missing imaginary",
       "%%MatrixMarket matrix coordinate complex general\n3 3 1\n1 2 1.0\n", 3,
       "missing the imaginary part", true},
      {"pattern with a value", "%%MatrixMarket matrix coordinate pattern general\n3 3 1\n1 2 3\n",
       3, "too many numbers: expected 2 numbers"},
      // Sizes that would cost memory if believed before the entries are read.
      {"entries declared far beyond the file", b + "3 3 1000000000000\n1 1 1\n", 4,
       "ends after 1 entries but the size line (line 2) declares 1000000000000"},
      {"symmetric entries that overflow when doubled",
       "%%MatrixMarket matrix coordinate real symmetric\n3 3 9223372036854775807\n2 1 1\n", 4,
       "ends after 1 entries but the size line (line 2) declares 9223372036854775807"},
      {"rows beyond int64", b + "9223372036854775808 3 1\n1 1 1\n", 2,
       "the number of rows '9223372036854775808' is out of range"},
      {"entries beyond int64", b + "3 3 18446744073709551616\n", 2,
       "the number of entries '18446744073709551616' is out of range"},
      {"negative rows", b + "-1 3 0\n", 2, "negative size on the size line: -1 rows"},
      {"negative entries", b + "3 3 -2147483648\n", 2, "-2147483648 entries"},
      {"huge negative columns", b + "3 -9223372036854775808 0\n", 2,
       "-9223372036854775808 columns"},
      {"zero rows with an entry", b + "0 3 1\n1 1 1\n", 3, "row index 1 out of range [1, 0]"},
      {"huge symmetric not square",
       "%%MatrixMarket matrix coordinate real symmetric\n2147483648 4294967296 0\n", 2,
       "must be square but is 2147483648 x 4294967296"},
      // Dense rows * columns could overflow; the format is refused on the banner.
      {"array with a huge size",
       "%%MatrixMarket matrix array real general\n4294967296 4294967296\n1\n", 1,
       "array (dense) format is not supported"},
  };
}

TEST(MatrixMarket, MalformedInputsNameProblemAndLine) {
  const auto cases = malformed_cases();
  EXPECT_GE(cases.size(), 22u);
  for (const Malformed& c : cases) {
    SCOPED_TRACE(c.what);
    std::string message;
    try {
      if (c.complex) read_text<cplx>(c.text);
      else read_text<double>(c.text);
      ADD_FAILURE() << "no error thrown";
      continue;
    } catch (const kspmv::Error& e) {
      message = e.what();
    }
    const std::string line = "test.mtx, line " + std::to_string(c.line) + ":";
    EXPECT_EQ(message.rfind("kspmv::", 0), 0u) << message;
    EXPECT_NE(message.find(line), std::string::npos) << "expected '" << line << "' in: " << message;
    EXPECT_NE(message.find(c.must_say), std::string::npos)
        << "expected '" << c.must_say << "' in: " << message;
  }
}

// ---- declared sizes cost no memory ---------------------------------------------

std::string few_entries_text(const std::string& rows, const std::string& cols) {
  return "%%MatrixMarket matrix coordinate real general\n" + rows + " " + cols + " 3\n" + rows +
         " " + cols + " -2\n7 2 3\n1 1 1.5\n";
}

// A reader that allocates per declared row dies on these (2^31 rows is 16 GB
// of row offsets, 10^12 rows 8 TB): entries are all it may pay for.
TEST(MatrixMarket, HugeDeclaredRowsWithFewEntriesRead) {
  for (const std::int64_t rows : {std::int64_t(2147483648), std::int64_t(4294967296),
                                  std::int64_t(1000000000000), std::int64_t(9223372036854775807)}) {
    SCOPED_TRACE(rows);
    const std::string n = std::to_string(rows);
    expect_triplets<double>(read_text<double>(few_entries_text(n, "5")), rows, 5,
                            {{0, 0, 1.5}, {6, 1, 3.0}, {rows - 1, 4, -2.0}});
    expect_triplets<double>(read_text<double>(few_entries_text("9", n)), 9, rows,
                            {{0, 0, 1.5}, {6, 1, 3.0}, {8, rows - 1, -2.0}});
    expect_triplets<double>(
        read_text<double>("%%MatrixMarket matrix coordinate real symmetric\n" + n + " " + n +
                          " 2\n" + n + " 1 2.5\n3 3 -1\n"),
        rows, rows, {{0, rows - 1, 2.5}, {2, 2, -1.0}, {rows - 1, 0, 2.5}});
  }
}

TEST(MatrixMarket, ManyRowsFewEntriesBuildCrs) {
  // Ten million rows as triplets: nothing per row.
  expect_triplets<double>(read_text<double>(few_entries_text("10000000", "10000000")), 10000000,
                          10000000, {{0, 0, 1.5}, {6, 1, 3.0}, {9999999, 9999999, -2.0}});

  // A million rows as a CrsMatrix, through a file and read_crs.
  const std::string path = temp_path("many_rows.mtx").string();
  {
    std::ofstream out(path);
    out << few_entries_text("1000000", "4");
  }
  const CrsD A = kspmv::io::read_crs<CrsD>(path);
  std::filesystem::remove(path);
  ASSERT_EQ(A.numRows(), 1000000);
  ASSERT_EQ(A.numCols(), 4);
  ASSERT_EQ(A.nnz(), 3);
  const HostCrs<CrsD> host(A);
  const auto& row_map = host.row_map;
  const auto& entries = host.entries;
  const auto& values = host.values;
  const std::vector<std::pair<int, int>> offsets = {
      {0, 0}, {1, 1}, {6, 1}, {7, 2}, {999999, 2}, {1000000, 3}};
  for (const auto& [row, offset] : offsets) EXPECT_EQ(int(row_map(row)), offset) << "row " << row;
  EXPECT_EQ(entries(0), 0);
  EXPECT_EQ(entries(1), 1);
  EXPECT_EQ(entries(2), 3);
  EXPECT_EQ(values(0), 1.5);
  EXPECT_EQ(values(1), 3.0);
  EXPECT_EQ(values(2), -2.0);

  // And the empty 0 x 0 matrix.
  const CrsD E = kspmv::io::to_crs<CrsD>(
      read_text<double>("%%MatrixMarket matrix coordinate real general\n0 0 0\n"));
  EXPECT_EQ(E.numRows(), 0);
  EXPECT_EQ(E.numCols(), 0);
  EXPECT_EQ(E.nnz(), 0);
}

// The message of the kspmv::Error that `read` throws; fails the test if none.
template <class Read>
std::string error_of(const Read& read) {
  try {
    read();
  } catch (const kspmv::Error& e) {
    return e.what();
  }
  ADD_FAILURE() << "no kspmv::Error thrown";
  return "";
}

#define EXPECT_SAYS(message, phrase)                   \
  EXPECT_NE((message).find(phrase), std::string::npos) \
      << "expected '" << (phrase) << "' in: " << (message)

TEST(MatrixMarket, DimensionsBeyondTheOrdinalTypeAreRefusedOnTheSizeLine) {
  const auto limits = kspmv::io::read_limits_for<CrsD>();
  ASSERT_EQ(limits.max_dimension, 2147483647);
  const auto read_int_crs = [&](const std::string& text) {
    std::istringstream in(text);
    return kspmv::io::read_matrix_market<double>(in, "test.mtx", limits);
  };
  const std::vector<std::string> size_lines = {"2147483648 3 1", "3 2147483648 1",
                                               "4294967296 4294967296 1", "1000000000000 5 1"};
  for (const std::string& size : size_lines) {
    SCOPED_TRACE(size);
    const std::string message = error_of([&] {
      read_int_crs("%%MatrixMarket matrix coordinate real general\n% c\n" + size + "\n1 1 1\n");
    });
    EXPECT_SAYS(message, "test.mtx, line 3: a ");
    EXPECT_SAYS(message, "does not fit the ordinal type of the matrix being built (at most "
                         "2147483647 rows and columns)");
  }
  // 2^31 - 1 rows fit an int but not a small memory budget.
  const std::size_t offset_bytes = sizeof(CrsD::non_const_size_type);
  const std::string message = error_of([&] {
    std::istringstream in("%%MatrixMarket matrix coordinate real general\n2147483647 1 0\n");
    kspmv::io::read_matrix_market<double>(in, "test.mtx",
                                          kspmv::io::read_limits_for<CrsD>({std::size_t(1) << 20}));
  });
  EXPECT_SAYS(message, "test.mtx, line 2: a matrix of 2147483647 rows needs " +
                           std::to_string(2147483648 * offset_bytes) +
                           " bytes for its row pointer (2147483648 offsets of " +
                           std::to_string(offset_bytes) +
                           " bytes) but only 1048576 bytes are available under the configured "
                           "limit");
  // The same through read_crs, which names the file.
  const std::string path = temp_path("too_many_rows.mtx").string();
  {
    std::ofstream out(path);
    out << few_entries_text("2147483648", "2");
  }
  const std::string file_message = error_of([&] { kspmv::io::read_crs<CrsD>(path); });
  EXPECT_SAYS(file_message, path + ", line 2: a 2147483648 x 2 matrix does not fit");
  std::filesystem::remove(path);
}

TEST(MatrixMarket, CrsLargerThanTheMemoryLimitIsRefused) {
  const std::string path = temp_path("over_limit.mtx").string();
  {
    std::ofstream out(path);
    out << few_entries_text("1000000", "4");
  }
  const kspmv::ConversionLimits one_mib{std::size_t(1) << 20};
  const std::size_t offset_bytes = sizeof(CrsD::non_const_size_type);
  const std::string message = error_of([&] { kspmv::io::read_crs<CrsD>(path, one_mib); });
  EXPECT_SAYS(message, path + ", line 2: a matrix of 1000000 rows needs " +
                           std::to_string(1000001 * offset_bytes) + " bytes for its row pointer");
  std::filesystem::remove(path);

  // to_crs checks the same before it allocates.
  const auto t = read_text<double>(few_entries_text("1000000", "4"));
  const std::string to_crs_message =
      error_of([&] { kspmv::io::to_crs<CrsD>(t, "many_rows", one_mib); });
  EXPECT_SAYS(to_crs_message, "kspmv::io::to_crs: many_rows: a matrix of 1000000 rows needs " +
                                  std::to_string(1000001 * offset_bytes) +
                                  " bytes for its row pointer (1000001 offsets of " +
                                  std::to_string(offset_bytes) +
                                  " bytes) but only 1048576 bytes are available under the "
                                  "configured limit");
  EXPECT_EQ(kspmv::io::to_crs<CrsD>(t, "many_rows", {std::size_t(64) << 20}).nnz(), 3);
}

TEST(MatrixMarket, MissingFileNamesPath) {
  const std::string path = temp_path("does_not_exist.mtx").string();
  for (const std::string& p : {path, path + ".gz"}) {
    try {
      kspmv::io::read_matrix_market<double>(p);
      ADD_FAILURE() << "no error for " << p;
    } catch (const kspmv::Error& e) {
      const std::string message = e.what();
      EXPECT_NE(message.find(p), std::string::npos) << message;
#if defined(KSPMV_HAVE_ZLIB)
      EXPECT_NE(message.find("cannot open file"), std::string::npos) << message;
#endif
    }
  }
}

// ---- real files (optional) ---------------------------------------------------

// Sanity over a directory of SuiteSparse files, when one is given: the tests
// themselves never depend on external data.
TEST(MatrixMarket, ReadsEveryFileInKspmvMatrixDir) {
  const char* dir = std::getenv("KSPMV_MATRIX_DIR");
  if (dir == nullptr || *dir == '\0') GTEST_SKIP() << "KSPMV_MATRIX_DIR is not set";
  int files = 0;
  for (const auto& item : std::filesystem::directory_iterator(dir)) {
    const std::string path = item.path().string();
    if (!kspmv::io::detail::ends_with(path, ".mtx.gz")) continue;
    SCOPED_TRACE(path);
    ++files;
    // A complex scalar accepts every field, so one read covers all files.
    const auto t = kspmv::io::read_matrix_market<cplx>(path);
    EXPECT_GT(t.rows, 0);
    EXPECT_GT(t.cols, 0);
    EXPECT_GT(t.nnz(), 0);
    ASSERT_EQ(t.row.size(), t.val.size());
    ASSERT_EQ(t.col.size(), t.val.size());
    for (std::size_t k = 0; k < t.val.size(); ++k) {
      ASSERT_TRUE(t.row[k] >= 0 && t.row[k] < t.rows) << "entry " << k;
      ASSERT_TRUE(t.col[k] >= 0 && t.col[k] < t.cols) << "entry " << k;
      if (k > 0) {
        ASSERT_TRUE(t.row[k - 1] < t.row[k] || (t.row[k - 1] == t.row[k] && t.col[k - 1] < t.col[k]))
            << "entries not strictly sorted at " << k;
      }
    }
    if (t.field != "complex") {
      for (const cplx& v : t.val) ASSERT_EQ(v.imag(), 0.0);
    }
  }
  EXPECT_GT(files, 0) << "no *.mtx.gz files in " << dir;
}

}  // namespace
