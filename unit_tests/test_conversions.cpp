// Conversions CSR <-> each format round-trip exactly, the transpose matches a
// host transpose, HYB splits follow Q_R, row statistics match a host count,
// BSR detects the block size a host brute force finds and refuses patterns
// that are not blocks, and a conversion that cannot fit refuses before
// allocating.

#include "test_support.hpp"

#include "convert/bsr_kk.hpp"
#include "convert/dia.hpp"
#include "convert/narrow_columns.hpp"
#include "spmv/ell.hpp"
#include "spmv/padded_columns.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

namespace {

using namespace kspmv_test;
using S = double;
using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, int>;

void expect_same(const HostCsr<S>& a, const HostCsr<S>& b, const std::string& what) {
  EXPECT_EQ(a.rows, b.rows) << what;
  EXPECT_EQ(a.cols, b.cols) << what;
  EXPECT_EQ(a.row_map, b.row_map) << what;
  EXPECT_EQ(a.col, b.col) << what;
  EXPECT_EQ(a.val, b.val) << what;  // exact: conversions only move values
}

// Host transpose with rows of Aᵀ listing A's entries in A's order.
HostCsr<S> host_transpose(const HostCsr<S>& a) {
  std::vector<std::vector<std::pair<std::int64_t, S>>> cols(std::size_t(a.cols));
  for (std::int64_t r = 0; r < a.rows; ++r)
    for (std::int64_t k = a.row_map[r]; k < a.row_map[r + 1]; ++k)
      cols[std::size_t(a.col[k])].push_back({r, a.val[k]});
  HostCsr<S> t;
  t.rows = a.cols;
  t.cols = a.rows;
  t.row_map.assign(1, 0);
  for (const auto& c : cols) {
    for (const auto& [r, v] : c) {
      t.col.push_back(r);
      t.val.push_back(v);
    }
    t.row_map.push_back(std::int64_t(t.col.size()));
  }
  return t;
}

TEST(Conversions, CooRoundTrip) {
  for (const auto& h : test_matrices<S>()) {
    const Matrix A = to_device<Matrix>(h);
    const auto coo = kspmv::to_coo(Exec(), A);
    EXPECT_EQ(std::int64_t(coo.nnz()), h.nnz()) << h.name;
    expect_same(to_host(kspmv::from_coo(Exec(), coo)), h, h.name + " via COO");
  }
}

TEST(Conversions, EllRoundTripAndLayout) {
  for (const auto& h : test_matrices<S>()) {
    const Matrix A = to_device<Matrix>(h);
    const auto ell = kspmv::to_ell(Exec(), A);
    std::int64_t longest = 0;
    for (std::int64_t r = 0; r < h.rows; ++r)
      longest = std::max(longest, h.row_map[r + 1] - h.row_map[r]);
    EXPECT_EQ(ell.width, longest) << h.name;
    EXPECT_GE(ell.stride, ell.num_rows) << h.name;
    expect_same(to_host(kspmv::from_ell(Exec(), ell)), h, h.name + " via ELL");
  }
}

TEST(Conversions, EllSlotsAreColumnMajorWithPaddingMarked) {
  const auto h = from_rows<S>("ragged", 3, 5, [](std::int64_t r) {
    return std::vector<std::int64_t>(r == 1 ? std::vector<std::int64_t>{0, 2, 4}
                                            : std::vector<std::int64_t>{r});
  });
  const auto ell = kspmv::to_ell(Exec(), to_device<Matrix>(h), {}, -1, 4);
  ASSERT_EQ(ell.stride, 4);
  ASSERT_EQ(ell.width, 3);
  auto cols = Kokkos::create_mirror_view(ell.col_idx);
  Kokkos::deep_copy(cols, ell.col_idx);
  // slot k of row r at k * stride + r; -1 marks padding
  const int expected[] = {0, 0, 2, -1, -1, 2, -1, -1, -1, 4, -1, -1};
  for (int i = 0; i < 12; ++i) EXPECT_EQ(cols(i), expected[i]) << "slot " << i;
}

TEST(Conversions, SellpRoundTripForSliceShapes) {
  for (int slice : {1, 3, 32, 64})
    for (int factor : {1, 4})
      for (const auto& h : test_matrices<S>()) {
        const Matrix A = to_device<Matrix>(h);
        const auto sp = kspmv::to_sellp(Exec(), A, slice, factor);
        auto lengths = Kokkos::create_mirror_view(sp.slice_lengths);
        Kokkos::deep_copy(lengths, sp.slice_lengths);
        for (std::size_t s = 0; s < lengths.extent(0); ++s)
          EXPECT_EQ(lengths(s) % factor, 0) << h.name;
        expect_same(to_host(kspmv::from_sellp(Exec(), sp)), h,
                    h.name + " via SELL-P " + std::to_string(slice) + "/" + std::to_string(factor));
      }
}

// 16-bit column deltas beside an ELL: every row's slots decode, on the host,
// to the row's columns in CSR order and then padding, from the words in a
// narrow group and from the ELL's col_idx in a wide one; a group is narrow
// exactly when its columns span at most 65534, its base its smallest column.
TEST(Conversions, NarrowColumnsDecodeToTheRowsColumns) {
  using Columns = kspmv::NarrowColumns<int, Device>;
  auto matrices = test_matrices<S>();
  matrices.push_back(far_columns_matrix<S>());
  for (const auto& h : matrices) {
    const Matrix A = to_device<Matrix>(h);
    const auto ell = kspmv::to_ell(Exec(), A);
    const std::int64_t stride = ell.stride, width = ell.width;
    for (int shift : {0, 3, 6}) {
      const std::int64_t G = std::int64_t(1) << shift;
      const auto groups = kspmv::narrow_column_groups(Exec(), A, shift);
      const Columns nc = kspmv::to_narrow_columns(Exec(), A, groups, kspmv::EllRowSlots{stride, width},
                                                  (width + 3) / 4 * stride);
      const auto base = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), nc.base);
      const auto words = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), nc.words);
      const auto cols = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), ell.col_idx);
      kspmv::PaddedColumns<int> pc;
      pc.plain = cols.data();
      pc.base = base.data();
      pc.words = words.data();
      pc.group_shift = shift;
      std::int64_t narrow = 0;
      for (std::int64_t g = 0; g * G < h.rows; ++g) {
        std::int64_t lo = -1, hi = -1;
        for (std::int64_t r = g * G; r < std::min(h.rows, (g + 1) * G); ++r)
          for (std::int64_t k = h.row_map[r]; k < h.row_map[r + 1]; ++k) {
            lo = lo < 0 ? h.col[k] : std::min<std::int64_t>(lo, h.col[k]);
            hi = std::max<std::int64_t>(hi, h.col[k]);
          }
        const bool fits = hi - lo <= Columns::max_delta;
        narrow += fits ? 1 : 0;
        EXPECT_EQ(base(g), fits ? int(std::max<std::int64_t>(lo, 0)) : -1) << h.name << " G " << G;
      }
      EXPECT_EQ(groups.narrow, narrow) << h.name << " G " << G;
      for (std::int64_t r = 0; r < h.rows; ++r) {
        const auto rc = pc.row(r, kspmv::EllRowSlots{stride, width}(r));
        const std::int64_t len = h.row_map[r + 1] - h.row_map[r];
        for (std::int64_t k = 0; k < width; ++k) {
          const int want = k < len ? int(h.col[h.row_map[r] + k]) : -1;
          ASSERT_EQ(rc.at(k), want) << h.name << " G " << G << " row " << r << " slot " << k;
          if (k % 4 == 0) {
            int c[4];
            rc.load(k, width, c);
            for (int u = 0; u < 4; ++u)
              ASSERT_EQ(c[u], k + u < len ? int(h.col[h.row_map[r] + k + u]) : -1)
                  << h.name << " G " << G << " row " << r << " slot " << k + u;
          }
        }
      }
    }
  }
}

TEST(Conversions, HybRoundTripForEveryWidth) {
  for (const auto& h : test_matrices<S>()) {
    const Matrix A = to_device<Matrix>(h);
    for (std::int64_t width : {0, 1, 2, 5, 1000}) {
      const auto hyb = kspmv::to_hyb(Exec(), A, width);
      std::int64_t in_coo = 0;
      for (std::int64_t r = 0; r < h.rows; ++r)
        in_coo += std::max<std::int64_t>(0, h.row_map[r + 1] - h.row_map[r] - width);
      EXPECT_EQ(std::int64_t(hyb.coo.nnz()), in_coo) << h.name << " width " << width;
      expect_same(to_host(kspmv::from_hyb(Exec(), hyb)), h,
                  h.name + " via HYB width " + std::to_string(width));
    }
  }
}

TEST(Conversions, TransposeMatchesHostAndCscRoundTrips) {
  for (const auto& h : test_matrices<S>()) {
    const Matrix A = to_device<Matrix>(h);
    expect_same(to_host(kspmv::transpose(Exec(), A)), host_transpose(h), h.name + " transpose");
    // CSC -> CSR sorts columns within rows, so compare with the transpose twice.
    expect_same(to_host(kspmv::from_csc(Exec(), kspmv::to_csc(Exec(), A))),
                host_transpose(host_transpose(h)), h.name + " via CSC");
  }
}

// Columns longer than csc_team_sort_min_column are ordered by a team sort,
// shorter ones by one thread: both must list rows in A's order.
TEST(Conversions, TransposeOrdersLongColumnsToo) {
  const std::int64_t rows = 3 * kspmv::csc_team_sort_min_column + 7;
  const auto h = from_rows<S>("dense_columns", rows, 40, [](std::int64_t r) {
    std::vector<std::int64_t> c{(r * 7) % 40 == 3 ? 39 : (r * 7) % 40, 3};  // column 3 in every row
    if (r % 2 == 0) c.push_back(20);                                        // column 20 in half
    return c;
  });
  const Matrix A = to_device<Matrix>(h);
  expect_same(to_host(kspmv::transpose(Exec(), A)), host_transpose(h), "long columns");
}

// EVC-HYB ([EVC] §2.1): ELL rows ordered by (window, length, first column),
// the rest (vCSR) by (length, first column); in each window the short rows
// rounded down to 32 are ELL rows, in groups of whole 32-row blocks, each
// block as wide as its last row, widths rising within a window; the vCSR rows
// start on 32-slot boundaries; the entries round-trip exactly. `window` 0:
// one window, the paper's global sort.
void check_evc_hyb_layout(const HostCsr<S>& h, std::int64_t split, std::int64_t window = 0) {
  const Matrix A = to_device<Matrix>(h);
  kspmv::EvcHybShape shape = kspmv::evc_hyb_shape(kspmv::nvidia_tuning.evc_hyb, split, window);
  const auto e = kspmv::to_evc_hyb(Exec(), A, shape);
  const std::string what =
      h.name + " split " + std::to_string(split) + " window " + std::to_string(window);
  expect_same(to_host(kspmv::from_evc_hyb(Exec(), e)), h, what + " via EVC-HYB");
  auto row_of = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), e.row_of);
  auto groups = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), e.groups);
  auto ptr = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), e.csr_row_ptr);
  const std::int64_t sigma = window > 0 ? window : std::max<std::int64_t>(h.rows, 1);
  const auto len = [&](std::int64_t p) { return h.row_map[row_of(p) + 1] - h.row_map[row_of(p)]; };
  const auto first = [&](std::int64_t p) {
    return len(p) ? h.col[std::size_t(h.row_map[row_of(p)])] : 0;
  };
  const auto win = [&](std::int64_t p) { return std::int64_t(row_of(p)) / sigma; };
  std::vector<bool> seen(std::size_t(h.rows), false);
  std::vector<std::int64_t> short_rows((h.rows + sigma - 1) / sigma + 1, 0);
  for (std::int64_t r = 0; r < h.rows; ++r)
    short_rows[std::size_t(r / sigma)] += h.row_map[r + 1] - h.row_map[r] <= split;
  std::int64_t ell_rows = 0;
  for (std::int64_t c : short_rows) ell_rows += c / 32 * 32;
  EXPECT_EQ(std::int64_t(e.ell_rows), ell_rows) << what;
  for (std::int64_t p = 0; p < h.rows; ++p) {
    ASSERT_FALSE(seen[std::size_t(row_of(p))]) << what << ": row_of is not a permutation";
    seen[std::size_t(row_of(p))] = true;
    if (p < ell_rows) EXPECT_LE(len(p), split) << what << " position " << p;
    if (p == 0 || p == ell_rows) continue;
    const bool window_order = p < ell_rows && win(p - 1) != win(p);
    if (p < ell_rows) EXPECT_LE(win(p - 1), win(p)) << what << ": windows out of order at " << p;
    if (!window_order)
      EXPECT_TRUE(len(p - 1) < len(p) || (len(p - 1) == len(p) && first(p - 1) <= first(p)))
          << what << ": positions " << p - 1 << ", " << p << " out of (length, first column) order";
  }
  std::int64_t row = 0, team = 0, last_width = -1, last_window = -1, last_lanes = 0;
  for (std::size_t g = 0; g < groups.extent(0); ++g) {
    const kspmv::EvcHybGroup& G = groups(g);
    EXPECT_EQ(G.first_row, row) << what << " group " << g;
    EXPECT_GE(G.first_team, team) << what << " group " << g;
    if (G.is_ell()) {
      EXPECT_EQ(std::int64_t(g) < e.ell_groups, true) << what;
      EXPECT_EQ(G.rows % 32, 0) << what << " group " << g;
      if (win(G.first_row) == last_window) EXPECT_GT(G.width, last_width) << what << " group " << g;
      for (std::int64_t b = G.first_row + 31; b < G.first_row + G.rows; b += 32) {
        EXPECT_EQ(len(b), G.width) << what << ": block ending at " << b << " is not as wide as its last row";
        EXPECT_EQ(win(b), win(G.first_row)) << what << ": group " << g << " spans windows";
      }
      last_width = G.width;
      last_window = win(G.first_row);
    } else {
      EXPECT_GT(G.lanes, last_lanes) << what << " group " << g;
      for (std::int64_t p = G.first_row; p < G.first_row + G.rows; ++p)
        EXPECT_EQ(G.lanes, kspmv::evc_hyb_lanes(len(p), shape.entries_per_lane, shape.team_threads))
            << what << " position " << p;
      last_lanes = G.lanes;
    }
    row += G.rows;
    team = G.first_team;
  }
  EXPECT_EQ(row, h.rows) << what;
  for (std::size_t q = 0; q < ptr.extent(0); ++q)
    EXPECT_EQ(ptr(q) % 32, 0) << what << ": vCSR row " << q << " is not aligned";
}

TEST(Conversions, EvcHybSortsBlocksAndRoundTrips) {
  for (const auto& h : test_matrices<S>())
    for (std::int64_t split : {128, 2}) check_evc_hyb_layout(h, split);
  // Every length 0..199 with a varying count, so blocks straddle lengths
  // (leftover rows merged into the next width) and first columns tie.
  const auto mixed = from_rows<S>("mixed_lengths_3000", 3000, 400, [](std::int64_t r) {
    std::vector<std::int64_t> c;
    const std::int64_t len = (r * 7919) % 200 < 150 ? (r * 31) % 40 : (r * 13) % 200;
    for (std::int64_t k = 0; k < len; ++k) c.push_back((r % 3 + k * 2) % 400);
    return c;
  });
  for (std::int64_t split : {128, 16, 0}) check_evc_hyb_layout(mixed, split);
  // Sorted within windows: windows of 1 row (no ELL row), of 100 (leftovers
  // of every window in vCSR), larger than A (one window).
  for (std::int64_t window : {1, 100, 256, 1000, 5000})
    for (std::int64_t split : {128, 16}) check_evc_hyb_layout(mixed, split, window);
  for (const auto& h : test_matrices<S>()) check_evc_hyb_layout(h, 128, 64);
}

TEST(Conversions, EvcHybWindowsNeedANarrowSplit) {
  const auto h = test_matrices<S>()[10];  // 300 rows
  const Matrix A = to_device<Matrix>(h);
  try {
    kspmv::to_evc_hyb(Exec(), A, kspmv::evc_hyb_shape(kspmv::nvidia_tuning.evc_hyb, 300, 100));
    FAIL() << "to_evc_hyb should refuse a split of 300 with windows";
  } catch (const kspmv::Error& err) {
    const std::string msg = err.what();
    EXPECT_NE(msg.find("at most 255"), std::string::npos) << msg;
  }
  // One window takes any split.
  expect_same(to_host(kspmv::from_evc_hyb(
                  Exec(), kspmv::to_evc_hyb(Exec(), A,
                                            kspmv::evc_hyb_shape(kspmv::nvidia_tuning.evc_hyb, 300, 0)))),
              h, "one window, split 300");
}

TEST(Conversions, RefillValuesKeepsPatternAndTakesNewValues) {
  const auto h = test_matrices<S>()[10];  // one dense row
  Matrix A = to_device<Matrix>(h);
  auto ell = kspmv::to_ell(Exec(), A);
  auto sp = kspmv::to_sellp(Exec(), A, 32, 1);
  auto hyb = kspmv::to_hyb(Exec(), A, 1);
  auto csc = kspmv::to_csc(Exec(), A);
  auto evc = kspmv::to_evc_hyb(Exec(), A, kspmv::evc_hyb_shape(kspmv::nvidia_tuning.evc_hyb, 128));
  auto h2 = h;
  for (auto& v : h2.val) v = 3 * v + 1;
  const Matrix A2 = to_device<Matrix>(h2);
  kspmv::refill_values(Exec(), A2, ell);
  kspmv::refill_values(Exec(), A2, sp);
  kspmv::refill_values(Exec(), A2, hyb);
  kspmv::refill_values(Exec(), A2, csc);
  kspmv::refill_values(Exec(), A2, evc);
  Exec().fence();
  expect_same(to_host(kspmv::from_ell(Exec(), ell)), h2, "ELL refill");
  expect_same(to_host(kspmv::from_sellp(Exec(), sp)), h2, "SELL-P refill");
  expect_same(to_host(kspmv::from_hyb(Exec(), hyb)), h2, "HYB refill");
  expect_same(to_host(kspmv::from_evc_hyb(Exec(), evc)), h2, "EVC-HYB refill");
  expect_same(to_host(kspmv::transpose(Exec(), kspmv::csc_as_transposed_crs<Exec>(csc))),
              host_transpose(host_transpose(h2)), "CSC refill");
}

TEST(Conversions, RefusesFormatsThatDoNotFit) {
  const auto h = test_matrices<S>()[10];  // one dense row: ELL pads 300 x 300
  const Matrix A = to_device<Matrix>(h);
  const kspmv::ConversionLimits tiny{1000};
  try {
    kspmv::to_ell(Exec(), A, tiny);
    FAIL() << "to_ell should refuse";
  } catch (const kspmv::Error& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("to_ell"), std::string::npos) << msg;
    EXPECT_NE(msg.find("width 300"), std::string::npos) << msg;
    EXPECT_NE(msg.find("1000 bytes"), std::string::npos) << msg;
  }
  EXPECT_THROW(kspmv::to_sellp(Exec(), A, 32, 1, tiny), kspmv::Error);
  EXPECT_THROW(kspmv::to_coo(Exec(), A, tiny), kspmv::Error);
  EXPECT_THROW(kspmv::to_csc(Exec(), A, tiny), kspmv::Error);
  EXPECT_THROW(kspmv::to_hyb(Exec(), A, 300, tiny), kspmv::Error);
  EXPECT_THROW(kspmv::to_evc_hyb(Exec(), A, kspmv::evc_hyb_shape(kspmv::nvidia_tuning.evc_hyb, 128), tiny),
               kspmv::Error);
}

// ---- BSR ---------------------------------------------------------------------

// Each row ascending by column, duplicate entries added in A's order: what a
// BSR round trip gives back.
HostCsr<S> sorted_and_merged(const HostCsr<S>& a) {
  HostCsr<S> m;
  m.name = a.name;
  m.rows = a.rows;
  m.cols = a.cols;
  for (std::int64_t r = 0; r < a.rows; ++r) {
    std::map<std::int64_t, S> row;
    for (std::int64_t k = a.row_map[r]; k < a.row_map[r + 1]; ++k) {
      auto it = row.emplace(a.col[k], S(0)).first;
      it->second += a.val[k];
    }
    for (const auto& [c, v] : row) {
      m.col.push_back(c);
      m.val.push_back(v);
    }
    m.row_map.push_back(std::int64_t(m.col.size()));
  }
  return m;
}

// Distinct (block row, block column) pairs of A's entries for block size b.
std::set<std::pair<std::int64_t, std::int64_t>> host_blocks(const HostCsr<S>& a, std::int64_t b) {
  std::set<std::pair<std::int64_t, std::int64_t>> blocks;
  for (std::int64_t r = 0; r < a.rows; ++r)
    for (std::int64_t k = a.row_map[r]; k < a.row_map[r + 1]; ++k) blocks.insert({r / b, a.col[k] / b});
  return blocks;
}

// The largest b that fits, by brute force: b divides the rows and columns,
// and A's distinct entries fill their b×b blocks exactly.
std::int64_t host_largest_block_size(const HostCsr<S>& a) {
  const std::int64_t g = std::gcd(a.rows, a.cols);
  std::set<std::pair<std::int64_t, std::int64_t>> entries;
  for (std::int64_t r = 0; r < a.rows; ++r)
    for (std::int64_t k = a.row_map[r]; k < a.row_map[r + 1]; ++k) entries.insert({r, a.col[k]});
  for (std::int64_t b = g; b > 1; --b)
    if (g % b == 0 && entries.size() == host_blocks(a, b).size() * std::size_t(b * b)) return b;
  return 1;
}

template <class V>
std::vector<typename V::non_const_value_type> host_vector(const V& v) {
  auto m = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
  return std::vector<typename V::non_const_value_type>(m.data(), m.data() + m.extent(0));
}

// `call` throws kspmv::Error whose message holds every one of `words`.
template <class Call>
void expect_error(const Call& call, std::initializer_list<const char*> words) {
  try {
    call();
    ADD_FAILURE() << "expected kspmv::Error";
  } catch (const kspmv::Error& e) {
    const std::string msg = e.what();
    for (const char* w : words) EXPECT_NE(msg.find(w), std::string::npos) << msg;
  }
}

// DIA's live ranges (formats/dia.hpp) against a host scan: for each tile of
// dia_live_tile rows or columns, the first and one past the last stored
// diagonal with an entry there ([count, 0) for none); dropped when they would
// skip less than dia_live_range_min_skip of the slots.
TEST(Conversions, DiaLiveRangesMatchAHostScan) {
  const auto all = test_matrices<S>();
  for (const char* name : {"banded_blocks_210x230", "tridiagonal_100", "banded_with_offband_120x130"}) {
    const auto& h = named(all, name);
    const auto dia = kspmv::to_dia(Exec(), to_device<Matrix>(h), {}, 1e9, 4);
    const auto offsets = host_vector(dia.offsets);
    const std::int64_t count = std::int64_t(offsets.size()), T = kspmv::dia_live_tile;
    for (const bool by_rows : {true, false}) {
      const std::int64_t tiles = ((by_rows ? h.rows : h.cols) + T - 1) / T;
      std::vector<std::int32_t> expect(std::size_t(2 * tiles));
      for (std::int64_t t = 0; t < tiles; ++t) {
        expect[std::size_t(2 * t)] = std::int32_t(count);
        expect[std::size_t(2 * t + 1)] = 0;
      }
      std::int64_t kept = 0;
      for (std::int64_t r = 0; r < h.rows; ++r)
        for (std::int64_t k = h.row_map[r]; k < h.row_map[r + 1]; ++k) {
          const auto d = std::int32_t(std::find(offsets.begin(), offsets.end(), h.col[k] - r) -
                                      offsets.begin());
          const std::size_t t = std::size_t((by_rows ? r : h.col[k]) / T);
          expect[2 * t] = std::min(expect[2 * t], d);
          expect[2 * t + 1] = std::max(expect[2 * t + 1], d + 1);
        }
      for (std::int64_t t = 0; t < tiles; ++t)
        kept += std::max<std::int64_t>(0, expect[std::size_t(2 * t + 1)] - expect[std::size_t(2 * t)]);
      const double skipped = 1.0 - double(kept) / double(tiles * count);
      const auto live = host_vector(by_rows ? dia.live_rows : dia.live_cols);
      const std::string what = std::string(name) + (by_rows ? " rows" : " columns");
      if (skipped >= kspmv::dia_live_range_min_skip)
        EXPECT_EQ(live, expect) << what;
      else
        EXPECT_TRUE(live.empty()) << what << ": skips " << skipped;
    }
  }
  // The replicated band skips its ±40 diagonals in 3 of 7 row tiles and its
  // empty last columns: both ranges kept, so the kernels' ranged path runs.
  const auto blocks = kspmv::to_dia(Exec(), to_device<Matrix>(named(all, "banded_blocks_210x230")),
                                    {}, 1e9, 4);
  EXPECT_EQ(blocks.live_rows.extent(0), 2 * 7u);
  EXPECT_EQ(blocks.live_cols.extent(0), 2 * 8u);
}

TEST(Conversions, BsrDetectsTheLargestBlockSize) {
  for (const auto& h : test_matrices<S>())
    EXPECT_EQ(kspmv::largest_block_size(Exec(), to_device<Matrix>(h)), host_largest_block_size(h))
        << h.name;
  for (const auto& [h, b] : block_test_matrices<S>()) {
    const std::int64_t found = kspmv::largest_block_size(Exec(), to_device<Matrix>(h));
    EXPECT_EQ(found, host_largest_block_size(h)) << h.name;
    if (h.rows > 0 || h.cols > 0)  // 0x0 fits every b; detection answers 1
      EXPECT_EQ(found % b, 0) << h.name << ": built from " << b << "x" << b << " blocks";
  }
  using V = std::vector<std::int64_t>;
  // Aligned 2x2 blocks on the block diagonal: the 4x4 blocks around them are half empty.
  const auto diagonal_2x2 = from_rows<S>("diagonal_2x2_blocks", 8, 8, [](std::int64_t r) {
    return V{r / 2 * 2, r / 2 * 2 + 1};
  });
  EXPECT_EQ(kspmv::largest_block_size(Exec(), to_device<Matrix>(diagonal_2x2)), 2);
  // One entry missing from a 4x4-block pattern: no blocks above 1x1.
  auto holed = random_block_matrix<S>("holed_b4", 4, 6, 6, 0.5, 51);
  ASSERT_GE(holed.row_map[6] - holed.row_map[5], 2);
  holed.col.erase(holed.col.begin() + holed.row_map[5] + 1);
  holed.val.erase(holed.val.begin() + holed.row_map[5] + 1);
  for (std::size_t r = 6; r < holed.row_map.size(); ++r) --holed.row_map[r];
  EXPECT_EQ(kspmv::largest_block_size(Exec(), to_device<Matrix>(holed)), 1);
  // A full 2x2 block that starts on an odd row or column is not aligned.
  for (std::int64_t shift : {1, 2}) {
    const auto shifted = from_rows<S>("shifted_2x2", 6, 6, [shift](std::int64_t r) {
      return r >= shift && r < shift + 2 ? V{1, 2} : V{};
    });
    EXPECT_EQ(kspmv::largest_block_size(Exec(), to_device<Matrix>(shifted)), 1) << "shift " << shift;
  }
  const auto b6 = random_block_matrix<S>("b6", 6, 7, 5, 0.4, 52);
  EXPECT_EQ(kspmv::largest_block_size(Exec(), to_device<Matrix>(b6)), host_largest_block_size(b6));
  EXPECT_EQ(host_largest_block_size(b6) % 6, 0);
  // Unsorted rows and duplicate entries do not change the pattern.
  EXPECT_EQ(kspmv::largest_block_size(Exec(), to_device<Matrix>(shuffled_rows(b6, 53))),
            host_largest_block_size(b6));
  EXPECT_EQ(kspmv::largest_block_size(Exec(), to_device<Matrix>(with_duplicates(b6))),
            host_largest_block_size(b6));
}

TEST(Conversions, BsrRoundTripsInBothLayouts) {
  for (const auto& [h, b] : block_test_matrices<S>())
    for (const auto layout : {kspmv::BlockLayout::row_major, kspmv::BlockLayout::column_major}) {
      const std::string what = h.name + " " + kspmv::block_layout_name(layout);
      const auto bsr = kspmv::to_bsr(Exec(), to_device<Matrix>(h), b, layout);
      EXPECT_EQ(bsr.block_size, b) << what;
      EXPECT_EQ(bsr.layout, layout) << what;
      EXPECT_EQ(bsr.num_rows(), h.rows) << what;
      EXPECT_EQ(bsr.num_cols(), h.cols) << what;
      EXPECT_EQ(std::size_t(bsr.blocks()), host_blocks(h, b).size()) << what;
      EXPECT_EQ(std::int64_t(bsr.values.extent(0)), bsr.blocks() * b * b) << what;
      expect_same(to_host(kspmv::from_bsr(Exec(), bsr)), sorted_and_merged(h), what + " via BSR");
    }
}

// Blocks (0,0), (0,2) and (1,1) of a 4x6 matrix whose entry (r, c) is 10r + c.
TEST(Conversions, BsrBlockValuesAreRowOrColumnMajor) {
  HostCsr<S> h = from_rows<S>("4x6_b2", 4, 6, [](std::int64_t r) {
    return r < 2 ? std::vector<std::int64_t>{0, 1, 4, 5} : std::vector<std::int64_t>{2, 3};
  });
  for (std::int64_t r = 0; r < h.rows; ++r)
    for (std::int64_t k = h.row_map[r]; k < h.row_map[r + 1]; ++k) h.val[k] = S(10 * r + h.col[k]);
  const Matrix A = to_device<Matrix>(h);
  const auto row_major = kspmv::to_bsr(Exec(), A, 2, kspmv::BlockLayout::row_major);
  const auto column_major = kspmv::to_bsr(Exec(), A, 2, kspmv::BlockLayout::column_major);
  for (const auto* bsr : {&row_major, &column_major}) {
    EXPECT_EQ(host_vector(bsr->block_row_map), (std::vector<int>{0, 2, 3}));
    EXPECT_EQ(host_vector(bsr->block_col_idx), (std::vector<int>{0, 2, 1}));
  }
  EXPECT_EQ(host_vector(row_major.values),
            (std::vector<S>{0, 1, 10, 11, 4, 5, 14, 15, 22, 23, 32, 33}));
  EXPECT_EQ(host_vector(column_major.values),
            (std::vector<S>{0, 10, 1, 11, 4, 14, 5, 15, 22, 32, 23, 33}));
}

TEST(Conversions, BsrRefusesPatternsThatAreNotBlocks) {
  using V = std::vector<std::int64_t>;
  // Row 1 holds columns 0-2: a run that ends off a multiple of 2.
  const Matrix ragged = to_device<Matrix>(from_rows<S>("ragged", 4, 4, [](std::int64_t r) {
    return r == 1 ? V{0, 1, 2} : V{0, 1};
  }));
  expect_error([&] { kspmv::to_bsr(Exec(), ragged, 2); },
               {"to_bsr", "not made of full 2x2 blocks", "row 1 (block row 0)",
                "starts or ends off a multiple of 2", "the largest block size A's pattern fits is 1"});
  // Rows 2 and 3 share a block row but not their columns.
  const Matrix uneven = to_device<Matrix>(from_rows<S>("uneven", 4, 4, [](std::int64_t r) {
    return r == 3 ? V{0, 1, 2, 3} : V{0, 1};
  }));
  expect_error([&] { kspmv::to_bsr(Exec(), uneven, 2); },
               {"row 3 (block row 1)", "does not have the same columns as row 2"});
  expect_error([&] { kspmv::to_bsr(Exec(), uneven, 3); },
               {"A is 4x4", "not a whole number of 3x3 blocks", "multiples of the block size"});
  expect_error([&] { kspmv::to_bsr(Exec(), uneven, 0); }, {"to_bsr", "at least 1", "got 0"});
  expect_error([&] { kspmv::to_bsr(Exec(), uneven, -2); }, {"at least 1", "got -2"});
  // Before allocating the blocks: 25 block rows of int offsets fit in 200
  // bytes, their blocks do not.
  const auto b4 = random_block_matrix<S>("b4", 4, 25, 25, 0.1, 34, 4);
  const kspmv::ConversionLimits small{200};
  expect_error([&] { kspmv::to_bsr(Exec(), to_device<Matrix>(b4), 4, kspmv::BlockLayout::row_major, small); },
               {"to_bsr", "blocks of 4x4", "200 bytes", "choose another algorithm"});
  expect_error([&] { kspmv::to_bsr(Exec(), to_device<Matrix>(shuffled_rows(b4, 3)), 4,
                                   kspmv::BlockLayout::row_major, small); },
               {"sorted_columns", "unsorted rows", "200 bytes"});
}

TEST(Conversions, BsrRefillValuesTakesNewValues) {
  for (const auto& [h, b] : block_test_matrices<S>()) {
    const Matrix A = to_device<Matrix>(h);
    const auto bsr = kspmv::to_bsr(Exec(), A, b, kspmv::BlockLayout::column_major);
    auto h2 = h;
    for (std::size_t k = 0; k < h2.val.size(); ++k) h2.val[k] = 3 * h2.val[k] + S(double(k % 5));
    kspmv::refill_values(Exec(), to_device<Matrix>(h2), bsr);
    Exec().fence();
    expect_same(to_host(kspmv::from_bsr(Exec(), bsr)), sorted_and_merged(h2), h.name + " BSR refill");
  }
}

// Block column J of A lists A's blocks in it by ascending block row, each
// with its index in A's BSR.
TEST(Conversions, BsrTransposedIndexListsBlocksByBlockColumn) {
  for (const auto& [h, b] : block_test_matrices<S>()) {
    const auto bsr = kspmv::to_bsr(Exec(), to_device<Matrix>(h), b);
    const auto t = kspmv::bsr_transposed_index(Exec(), bsr);
    const auto row_map = host_vector(bsr.block_row_map);
    const auto col_idx = host_vector(bsr.block_col_idx);
    std::vector<std::vector<std::pair<int, int>>> by_column(std::size_t(bsr.num_block_cols));
    for (std::size_t I = 0; I + 1 < row_map.size(); ++I)
      for (int k = row_map[I]; k < row_map[I + 1]; ++k)
        by_column[std::size_t(col_idx[std::size_t(k)])].push_back({int(I), k});
    std::vector<int> col_map{0}, rows, sources;
    for (const auto& c : by_column) {
      for (const auto& [I, k] : c) {
        rows.push_back(I);
        sources.push_back(k);
      }
      col_map.push_back(int(rows.size()));
    }
    EXPECT_EQ(host_vector(t.block_col_map), col_map) << h.name;
    EXPECT_EQ(host_vector(t.block_row_idx), rows) << h.name;
    EXPECT_EQ(host_vector(t.source_block), sources) << h.name;
  }
}

#if KSPMV_HAS_KK_BSR
// Kokkos Kernels' BsrMatrix: a row-major kspmv BSR is seen as one without a
// copy; a column-major one hands over its blocks transposed; and back.
TEST(Conversions, KokkosKernelsBsrBothWays) {
  for (const auto& [h, b] : block_test_matrices<S>()) {
    const Matrix A = to_device<Matrix>(h);
    const auto row_major = kspmv::to_bsr(Exec(), A, b, kspmv::BlockLayout::row_major);
    for (const auto layout : {kspmv::BlockLayout::row_major, kspmv::BlockLayout::column_major}) {
      const std::string what = h.name + " " + kspmv::block_layout_name(layout);
      const auto bsr = kspmv::to_bsr(Exec(), A, b, layout);
      const auto kk = kspmv::as_kk_bsr(Exec(), bsr);
      EXPECT_EQ(kk.blockDim(), b) << what;
      EXPECT_EQ(kk.numRows(), bsr.num_block_rows) << what;
      EXPECT_EQ(kk.numCols(), bsr.num_block_cols) << what;
      EXPECT_EQ(std::int64_t(kk.nnz()), bsr.blocks()) << what;
      if (layout == kspmv::BlockLayout::row_major && bsr.blocks() > 0)
        EXPECT_EQ(kk.values.data(), bsr.values.data()) << what << ": shares the values";
      EXPECT_EQ(host_vector(kk.values), host_vector(row_major.values)) << what;
      for (const auto back_layout : {kspmv::BlockLayout::row_major, kspmv::BlockLayout::column_major}) {
        const auto back = kspmv::from_kk_bsr(Exec(), kk, back_layout);
        EXPECT_EQ(back.layout, back_layout) << what;
        expect_same(to_host(kspmv::from_bsr(Exec(), back)), sorted_and_merged(h),
                    what + " via Kokkos Kernels' BsrMatrix");
      }
    }
  }
}
#endif

// Q_R(x) = min{t : x < F_R(t)} computed directly from its definition.
std::int64_t host_quantile(const HostCsr<S>& h, double x) {
  std::vector<std::int64_t> len;
  for (std::int64_t r = 0; r < h.rows; ++r) len.push_back(h.row_map[r + 1] - h.row_map[r]);
  const std::int64_t longest = len.empty() ? 0 : *std::max_element(len.begin(), len.end());
  for (std::int64_t t = 0; t <= longest; ++t) {
    const double F = double(std::count_if(len.begin(), len.end(), [&](auto l) { return l <= t; })) /
                     double(len.size());
    if (x < F) return t;
  }
  return longest;
}

TEST(RowStatistics, MatchHostCountsAndQuantileDefinition) {
  for (const auto& h : test_matrices<S>()) {
    const auto s = kspmv::compute_row_statistics(Exec(), to_device<Matrix>(h));
    double sum = 0, sum_sq = 0;
    std::int64_t longest = 0, shortest = h.rows ? INT64_MAX : 0, empty = 0;
    for (std::int64_t r = 0; r < h.rows; ++r) {
      const std::int64_t l = h.row_map[r + 1] - h.row_map[r];
      sum += l;
      sum_sq += double(l) * l;
      longest = std::max(longest, l);
      shortest = std::min(shortest, l);
      empty += l == 0;
    }
    EXPECT_EQ(s.max_row, longest) << h.name;
    EXPECT_EQ(s.min_row, shortest) << h.name;
    EXPECT_EQ(s.empty_rows, empty) << h.name;
    std::int64_t pairs = 0, far = 0;
    for (std::int64_t r = 1; r < h.rows; ++r) {
      if (h.row_map[r - 1] == h.row_map[r] || h.row_map[r] == h.row_map[r + 1]) continue;
      ++pairs;
      far += std::abs(h.col[h.row_map[r]] - h.col[h.row_map[r - 1]]) > kspmv::scattered_rows_window;
    }
    EXPECT_DOUBLE_EQ(s.scattered_rows, pairs ? double(far) / double(pairs) : 0.0) << h.name;
    if (h.rows == 0) continue;
    EXPECT_DOUBLE_EQ(s.mean, sum / h.rows) << h.name;
    EXPECT_NEAR(s.variance, sum_sq / h.rows - (sum / h.rows) * (sum / h.rows), 1e-9) << h.name;
    for (double x : {-0.5, 0.0, 0.1, 0.25, 1.0 / 3, 0.5, 0.9, 0.999, 1.0, 1.5})
      EXPECT_EQ(s.quantile(x), host_quantile(h, x)) << h.name << " x " << x;
  }
}

TEST(HybridSplit, StrategiesFollowThePapers) {
  const auto h = test_matrices<S>()[17];  // power-law rows
  const auto s = kspmv::compute_row_statistics(Exec(), to_device<Matrix>(h));
  const kspmv::TuningTable& t = kspmv::host_tuning;
  auto threshold = [&](kspmv::HybridSplit split) {
    return kspmv::hybrid_threshold<S, int>(s, split, t);
  };
  kspmv::HybridSplit split;
  split.strategy = kspmv::HybridStrategy::column_limit;
  split.column_limit = 4;
  EXPECT_EQ(threshold(split), 4);
  split.strategy = kspmv::HybridStrategy::quantile;
  split.quantile_x = 0.8;
  EXPECT_EQ(threshold(split), host_quantile(h, 0.8));
  split.strategy = kspmv::HybridStrategy::minimal_storage;  // p/(v+2p) = 4/16 for double/int
  EXPECT_EQ(threshold(split), host_quantile(h, 0.25));
  split.strategy = kspmv::HybridStrategy::hybrid_limit;
  split.quantile_x = 0.9;
  split.limit_ratio = 0.005;  // 400 rows -> width at most 2
  EXPECT_EQ(threshold(split), std::min<std::int64_t>(host_quantile(h, 0.9), 2));
  split.limit_ratio = 1.0;
  EXPECT_EQ(threshold(split), host_quantile(h, 0.9));
  kspmv::HybridSplit automatic;  // hybridlimit33 with ratio 1e-4: 400 rows -> all COO
  EXPECT_EQ(threshold(automatic), 0);
}

}  // namespace
