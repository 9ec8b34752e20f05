#pragma once
// The algorithm × mode × rank × (α, β) sweep every kernel must pass, shared by
// the per-scalar test files (each instantiates it for one scalar/offset type
// so the translation units compile in parallel).

#include "test_support.hpp"

#include <algorithm>
#include <cstring>
#include <sstream>

namespace kspmv_test {

inline const double alpha_beta_values[] = {0.0, 1.0, -1.0, 2.5};
inline const char* const all_modes[] = {"N", "T", "C", "H"};

// Host <-> device through a contiguous device copy: deep_copy between memory
// spaces needs contiguous views, and the strided sweeps are not.
template <class View>
auto contiguous_twin(const View& v) {
  using S = typename View::non_const_value_type;
  using D = typename View::device_type;
  const auto label = Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string("twin"));
  if constexpr (View::rank == 1) return Kokkos::View<S*, D>(label, v.extent(0));
  else return Kokkos::View<S**, Kokkos::LayoutLeft, D>(label, v.extent(0), v.extent(1));
}

// One device view's staging buffers, allocated once. The sweeps upload and
// download thousands of times per matrix; on a GPU an allocation and its
// free (each a device synchronization) cost more than the apply under test.
// A view of the twin's own type is its own twin: one copy each way.
template <class View>
class Staging {
  using Twin = decltype(contiguous_twin(std::declval<View>()));

 public:
  explicit Staging(const View& v)
      : v_(v), twin_(twin_of(v)), mirror_(Kokkos::create_mirror_view(twin_)) {}

  template <class S>
  void upload(const HostVectors<S>& h) const {
    for (std::int64_t j = 0; j < h.count; ++j)
      for (std::int64_t i = 0; i < h.len; ++i) kspmv::at(mirror_, i, j) = h(i, j);
    Kokkos::deep_copy(twin_, mirror_);
    if constexpr (!std::is_same_v<View, Twin>) Kokkos::deep_copy(v_, twin_);
  }

  template <class S>
  void download(HostVectors<S>& h) const {
    if constexpr (!std::is_same_v<View, Twin>) Kokkos::deep_copy(twin_, v_);
    Kokkos::deep_copy(mirror_, twin_);
    for (std::int64_t j = 0; j < h.count; ++j)
      for (std::int64_t i = 0; i < h.len; ++i) h(i, j) = kspmv::at(mirror_, i, j);
  }

 private:
  static Twin twin_of(const View& v) {
    if constexpr (std::is_same_v<View, Twin>) return v;
    else return contiguous_twin(v);
  }

  View v_;
  Twin twin_;
  typename Twin::HostMirror mirror_;
};

template <class View, class S>
void upload(const View& v, const HostVectors<S>& h) {
  Staging<View>(v).upload(h);
}

template <class View, class S>
void download(const View& v, HostVectors<S>& h) {
  Staging<View>(v).download(h);
}

// How the rank-2 vectors of a sweep are laid out in memory.
enum class Storage {
  contiguous,     // the view type's own layout
  column_subset,  // columns 1..count of a LayoutRight array of count + 2 columns
  padded_rows,    // rows 0..len-1 of a LayoutLeft array of len + 3 rows (a leading dimension)
};

template <class View>
View make_vectors(const char* label, std::int64_t len, std::int64_t count,
                  Storage storage = Storage::contiguous) {
  using S = typename View::non_const_value_type;
  using D = typename View::device_type;
  if constexpr (View::rank == 1) {
    return View(std::string(label), std::size_t(len));
  } else if constexpr (std::is_same_v<typename View::array_layout, Kokkos::LayoutStride>) {
    if (storage == Storage::column_subset) {
      Kokkos::View<S**, Kokkos::LayoutRight, D> parent(std::string(label), std::size_t(len),
                                                       std::size_t(count + 2));
      return Kokkos::subview(parent, Kokkos::ALL, std::make_pair(std::int64_t(1), count + 1));
    }
    Kokkos::View<S**, Kokkos::LayoutLeft, D> parent(std::string(label), std::size_t(len + 3),
                                                    std::size_t(count));
    return Kokkos::subview(parent, std::make_pair(std::int64_t(0), len), Kokkos::ALL);
  } else {
    return View(std::string(label), std::size_t(len), std::size_t(count));
  }
}

inline const char* storage_name(Storage s) {
  return s == Storage::contiguous ? "contiguous"
         : s == Storage::column_subset ? "column subset of LayoutRight"
                                       : "LayoutLeft with padded rows";
}

// Runs every mode and (α, β) pair through one handle set up once, and
// compares each result with the host reference.
template <class Matrix, class XView, class YView>
void sweep_modes(const HostCsr<typename Matrix::non_const_value_type>& h, const Matrix& A,
                 kspmv::Algorithm algorithm, const kspmv::SpmvOptions& options,
                 const std::string& config, std::int64_t count = 1,
                 Storage storage = Storage::contiguous) {
  using S = typename Matrix::non_const_value_type;
  kspmv::SpmvHandle<Exec, Matrix, XView, YView> handle(algorithm, options);
  handle.setup(Exec(), A);
  std::uint64_t seed = 100;
  for (const char* mode : all_modes) {
    const kspmv::Op op = kspmv::parse_mode(mode);
    const std::int64_t in_len = op.transpose ? h.rows : h.cols;
    const std::int64_t out_len = op.transpose ? h.cols : h.rows;
    auto x = make_vectors<XView>("x", in_len, count, storage);
    auto y = make_vectors<YView>("y", out_len, count, storage);
    const Staging<XView> x_staging(x);
    const Staging<YView> y_staging(y);
    if (algorithm == kspmv::Algorithm::kk_native && h.nnz() > 0) {
      // Known Kokkos Kernels 3.4 defects: kspmv must refuse, not return a wrong y.
      bool refuses = op.conjugate && !op.transpose && kspmv::is_complex_v<S> &&
                     kspmv::compat::kk_spmv_ignores_conjugate<Exec>();
      if constexpr (XView::rank == 2)
        refuses = refuses || kspmv::compat::kk_spmv_misreads_strided_column(x, y);
      if (refuses) {
        EXPECT_THROW(kspmv::spmv(Exec(), &handle, mode, S(1), A, x, S(1), y), kspmv::Error);
        continue;
      }
    }
    // One x a mode: no kernel writes x, and a kernel that did would fail the
    // cases after it. One y a mode too, uploaded afresh for each case, and
    // op(A)·x computed once on the host for the mode's 16 α/β cases (the host
    // loops were most of the suite's time, on GPUs as on host backends).
    const auto hx = random_vectors<S>(in_len, count, ++seed);
    x_staging.upload(hx);
    const auto product =
        reference_product(h, op.transpose, op.conjugate && kspmv::is_complex_v<S>, hx);
    const auto hy_given = random_vectors<S>(out_len, count, ++seed);
    for (double a : alpha_beta_values)
      for (double b : alpha_beta_values) {
        const S alpha(a), beta(b);
        auto hy = hy_given;
        if (b == 0.0)  // β = 0 must overwrite whatever y holds, NaN included
          for (auto& e : hy.v) e = S(std::numeric_limits<double>::quiet_NaN());
        y_staging.upload(hy);
        kspmv::spmv(Exec(), &handle, mode, alpha, A, x, beta, y);
        Exec().fence();
        HostVectors<S> got{out_len, count, std::vector<S>(std::size_t(out_len * count))};
        y_staging.download(got);
        // A cached Aᵀ and the row-order scatter read A's values as given: no
        // rounding on those paths. A rank-2 handle may hold the scatter for
        // wider applies only (spmv/transpose_vectors.hpp): its report says
        // whether these vectors go through it (the suite's widths are far
        // below a split on its matrices).
        const auto& report = handle.report();
        const bool as_given =
            report.transpose_bytes > 0 &&
            (XView::rank == 1 || report.transpose_path.find("cached CSC") == 0 ||
             report.transpose_path.find("one launch for all columns of Y through the row-order") !=
                 std::string::npos ||
             report.transpose_path.find("one launch through the row-order scatter into") !=
                 std::string::npos);
        const bool rounded = !(op.transpose && as_given);
        const double tol =
            reference_combine(product, alpha, beta, hy, rounded ? report.value_rounding : 0.0);
        std::int64_t bad = 0;
        std::ostringstream first;
        for (std::size_t i = 0; i < got.v.size(); ++i) {
          const double err = magnitude(S(got.v[i] - hy.v[i]));
          if (is_nan(got.v[i]) || !(err <= tol)) {
            if (bad++ == 0) first << "entry " << i << " error " << err << " > tol " << tol;
          }
        }
        ASSERT_EQ(bad, 0) << h.name << " " << config << " mode " << mode << " alpha " << a
                          << " beta " << b << " rank " << int(XView::rank) << " vectors " << count
                          << " (" << storage_name(storage) << "): "
                          << first.str() << "; " << handle.describe();
      }
  }
}

// Vector counts of the rank-2 sweeps. Double with size_t offsets sweeps the
// multivector counts of issue 10 on every matrix with rows + cols <= 800 (all
// but the largest two, which would take minutes on a host backend): 1, both
// sides of the 4-double sector group and of the chunked kernels' 16-vector
// launch batch, and several batches. The other scalar types, and the largest
// matrices, run 5 (more than one sector group, not a multiple of it).
// Sweeps of one option (deterministic, cached transpose) pass
// all_counts = false: their paths do not depend on the vector count.
template <class S, class Offset>
std::vector<std::int64_t> rank2_vector_counts(const HostCsr<S>& h, bool all_counts) {
  if constexpr (std::is_same_v<S, double> && std::is_same_v<Offset, std::size_t>)
    if (all_counts && h.rows + h.cols <= 800) return {1, 2, 3, 7, 8, 16, 33, 64};
  return {5};
}

// Every mode, α/β and rank of one matrix.
template <class S, class Offset>
void run_matrix_suite(const HostCsr<S>& h, kspmv::Algorithm algorithm,
                      const kspmv::SpmvOptions& options, const std::string& config,
                      bool all_counts) {
  using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, Offset>;
  using V1 = Kokkos::View<S*, Device>;
  using V2L = Kokkos::View<S**, Kokkos::LayoutLeft, Device>;
  using V2R = Kokkos::View<S**, Kokkos::LayoutRight, Device>;
  using V2S = Kokkos::View<S**, Kokkos::LayoutStride, Device>;
  const Matrix A = to_device<Matrix>(h);
  sweep_modes<Matrix, V1, V1>(h, A, algorithm, options, config);
  for (const std::int64_t k : rank2_vector_counts<S, Offset>(h, all_counts)) {
    sweep_modes<Matrix, V2L, V2L>(h, A, algorithm, options, config, k);
    sweep_modes<Matrix, V2R, V2R>(h, A, algorithm, options, config, k);
    if (k % 2 == 1) {  // strides other than the vector count or row count (odd counts suffice)
      sweep_modes<Matrix, V2S, V2S>(h, A, algorithm, options, config, k, Storage::column_subset);
      sweep_modes<Matrix, V2S, V2S>(h, A, algorithm, options, config, k, Storage::padded_rows);
    }
    if (::testing::Test::HasFatalFailure()) return;
  }
}

template <class S, class Offset>
void run_algorithm_suite(kspmv::Algorithm algorithm, const kspmv::SpmvOptions& options = {},
                         const std::string& config = "default", bool all_counts = true) {
  for (const auto& h : test_matrices<S>()) {
    run_matrix_suite<S, Offset>(h, algorithm, options, config, all_counts);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// ELL or SELL-P with 16-bit column deltas asked for, and with their own
// 32-bit columns, on every test matrix and on one whose first group of rows
// spans too many columns for deltas.
template <class S, class Offset>
void run_column_indices_suite(kspmv::Algorithm algorithm, kspmv::SpmvOptions o,
                              const std::string& prefix) {
  for (auto c : {kspmv::ColumnIndices::narrow, kspmv::ColumnIndices::full}) {
    o.column_indices = c;
    const std::string config = prefix + "columns " + kspmv::column_indices_name(c);
    run_algorithm_suite<S, Offset>(algorithm, o, config, false);
    run_matrix_suite<S, Offset>(far_columns_matrix<S>(), algorithm, o, config, false);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// Rank-2 views only, K = 5 and K = 33 (above the 16-column batch of the
// row-major X copy: three batches) unless `counts` says, both layouts and a
// strided subset.
template <class S, class Offset>
void run_rank2_suite(kspmv::Algorithm algorithm, const kspmv::SpmvOptions& options,
                     const std::string& config,
                     const std::vector<std::int64_t>& counts = {5, 33}) {
  using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, Offset>;
  using V2L = Kokkos::View<S**, Kokkos::LayoutLeft, Device>;
  using V2R = Kokkos::View<S**, Kokkos::LayoutRight, Device>;
  using V2S = Kokkos::View<S**, Kokkos::LayoutStride, Device>;
  for (const auto& h : test_matrices<S>()) {
    const Matrix A = to_device<Matrix>(h);
    for (const std::int64_t k : counts) {
      sweep_modes<Matrix, V2L, V2L>(h, A, algorithm, options, config, k);
      sweep_modes<Matrix, V2R, V2R>(h, A, algorithm, options, config, k);
      sweep_modes<Matrix, V2S, V2S>(h, A, algorithm, options, config, k, Storage::column_subset);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

// Rank-1 views only: every mode and α/β on every test matrix.
template <class S, class Offset>
void run_rank1_suite(kspmv::Algorithm algorithm, const kspmv::SpmvOptions& options,
                     const std::string& config) {
  using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, Offset>;
  using V1 = Kokkos::View<S*, Device>;
  for (const auto& h : test_matrices<S>()) {
    sweep_modes<Matrix, V1, V1>(h, to_device<Matrix>(h), algorithm, options, config);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// The plan built on P·A·Pᵀ (SpmvOptions::reorder = always, x gathered and y
// scattered around it): every mode and α/β on the square test matrices,
// rank 1 and rank 2 with 5 and 33 vectors (33: three batches of the
// handle's 16-column buffers), both layouts and a strided subset.
template <class S, class Offset>
void run_reorder_suite(kspmv::Algorithm algorithm) {
  using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, Offset>;
  using V1 = Kokkos::View<S*, Device>;
  using V2L = Kokkos::View<S**, Kokkos::LayoutLeft, Device>;
  using V2R = Kokkos::View<S**, Kokkos::LayoutRight, Device>;
  using V2S = Kokkos::View<S**, Kokkos::LayoutStride, Device>;
  kspmv::SpmvOptions o;
  o.reorder = kspmv::Reorder::always;
  const std::string config = "reordered";
  for (const auto& h : test_matrices<S>()) {
    if (h.rows != h.cols) continue;  // reorder = always refuses (test_errors_and_handle.cpp)
    const Matrix A = to_device<Matrix>(h);
    sweep_modes<Matrix, V1, V1>(h, A, algorithm, o, config);
    for (const std::int64_t k : {std::int64_t(5), std::int64_t(33)}) {
      sweep_modes<Matrix, V2L, V2L>(h, A, algorithm, o, config, k);
      sweep_modes<Matrix, V2R, V2R>(h, A, algorithm, o, config, k);
      sweep_modes<Matrix, V2S, V2S>(h, A, algorithm, o, config, k, Storage::column_subset);
    }
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// Rank-1 op = Aᵀ of the thread-per-row plans by the scatter asked for
// (spmv/row_order_scatter.hpp): the tiny test matrices are all short and
// wide for the automatic rule, which would keep the plans' own.
inline kspmv::SpmvOptions transpose_scatter(kspmv::TransposeScatter t, kspmv::SpmvOptions o = {}) {
  o.transpose_scatter = t;
  return o;
}

// X gathered through its row-major copy (spmv/row_major_x.hpp) on every
// matrix, whatever the automatic rule would say.
inline kspmv::SpmvOptions row_major_x(kspmv::SpmvOptions o = {}) {
  o.row_major_x = kspmv::RowMajorX::always;
  return o;
}

// A's entries through cache-streaming loads in the rank-1 op = A kernels
// that have them (csr_load_balance, ell, sellp, hybrid), whatever the rule says.
inline kspmv::SpmvOptions streaming_loads(kspmv::SpmvOptions o = {}) {
  o.matrix_loads = kspmv::MatrixLoads::streaming;
  return o;
}

// Rank-2 csr_load_balance by merge-path walkers (true) or CSRI (false) on
// every matrix, whatever the rows' lengths.
inline kspmv::SpmvOptions merge_walk(bool walk, kspmv::SpmvOptions o = {}) {
  o.merge_walk = walk;
  return o;
}

// Rank-2 csr_load_balance with a warp a row, a launch per 64 bytes of
// vectors.
inline kspmv::SpmvOptions warp_rows() {
  kspmv::SpmvOptions o;
  o.warp_rows = true;
  return o;
}

// Rank-2 csr_load_balance without the merge walk: CSRI (false) or staged
// products (true), whatever the backend's rule would take.
inline kspmv::SpmvOptions staged_products(bool staged) {
  kspmv::SpmvOptions o = merge_walk(false);
  o.staged_products = staged;
  return o;
}

// BSR on the block-structured matrices: b as built (given) and detected, in
// both block layouts. A matrix built with b = 1 is only given: detection
// finds no blocks there and setup refuses it (test_errors_and_handle.cpp).
template <class S, class Offset>
void run_block_suite() {
  using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, Offset>;
  using V1 = Kokkos::View<S*, Device>;
  using V2L = Kokkos::View<S**, Kokkos::LayoutLeft, Device>;
  using V2R = Kokkos::View<S**, Kokkos::LayoutRight, Device>;
  for (const auto& [h, b] : block_test_matrices<S>()) {
    const Matrix A = to_device<Matrix>(h);
    for (const auto layout : {kspmv::BlockLayout::row_major, kspmv::BlockLayout::column_major})
      for (const bool detect : {false, true}) {
        if (detect && b == 1) continue;
        kspmv::SpmvOptions o;
        o.bsr_block_size = detect ? 0 : int(b);
        o.bsr_block_layout = layout;
        const std::string config = std::string(detect ? "detected b" : "b = " + std::to_string(b)) +
                                   ", " + kspmv::block_layout_name(layout) + " blocks";
        sweep_modes<Matrix, V1, V1>(h, A, kspmv::Algorithm::bsr, o, config);
        sweep_modes<Matrix, V2L, V2L>(h, A, kspmv::Algorithm::bsr, o, config, 5);
        sweep_modes<Matrix, V2R, V2R>(h, A, kspmv::Algorithm::bsr, o, config, 3);
        if (::testing::Test::HasFatalFailure()) return;
      }
    // Every rank-1 kernel that serves b, forced, whatever the table says:
    // K1 ([KSPARSE] §5.2) with three block rows per warp and two warps per
    // team (ragged last warp and team), K1 widened to a row per lane (b <= 16)
    // in the same shape, a thread per row, the portable one,
    // K2 (§5.3) in the same shape with three uneven slices per block (more
    // where b needs them), or one slice (no reduction) at b = 2, and K3
    // (§5.4) with bands of at most 3 rows and working sets of 2 slices of 2
    // columns, so that most b >= 5 have a short last band and a ragged last
    // working set and b <= 2 an empty slice, three block rows per team.
    const int k2_groups = b <= 2 ? 1 : std::max<int>(3, int((b + 7) / 8));
    // On GPUs K2 with 16-byte scalars launches arrays of at most 256 threads
    // (its registers, sm_90): at b = 64 (8 slices, 512 threads) it refuses,
    // naming that limit, before writing y; the table never picks it there.
    const bool k2_launches = !(kspmv::compat::is_gpu_space<Exec>() && sizeof(S) > 8 &&
                               b * k2_groups > 256);
    const bool k2_fits =
        k2_launches &&
        kspmv::bsr_medium_block_fits(b, k2_groups, kspmv::bsr_medium_block_max_array_threads);
    const auto small_k3 = [](kspmv::SpmvOptions o) {
      o.bsr_kernel = kspmv::BsrKernelKind::k3;
      o.bsr_band_rows = 3;
      o.bsr_thread_groups = 2;
      o.bsr_elements_per_thread = 2;
      return o;
    };
    for (const auto kind : {kspmv::BsrKernelKind::k1, kspmv::BsrKernelKind::row_per_thread,
                            kspmv::BsrKernelKind::portable, kspmv::BsrKernelKind::k2,
                            kspmv::BsrKernelKind::k3, kspmv::BsrKernelKind::row_lanes,
                            kspmv::BsrKernelKind::block_lanes})
      for (const auto layout : {kspmv::BlockLayout::row_major, kspmv::BlockLayout::column_major}) {
          if (kind == kspmv::BsrKernelKind::k1 && !kspmv::bsr_small_block_fits<Exec>(b)) continue;
          if (kind == kspmv::BsrKernelKind::row_per_thread && (b < 2 || b > kspmv::bsr_rows_max_block))
            continue;
          if (kind == kspmv::BsrKernelKind::row_lanes && (b < 2 || b > kspmv::bsr_row_lanes_max_block))
            continue;
          if (kind == kspmv::BsrKernelKind::k2 && !k2_fits) continue;
          if (kind == kspmv::BsrKernelKind::block_lanes &&
              (b < 2 || b > kspmv::bsr_block_lanes_max_block))
            continue;
          kspmv::SpmvOptions o;
          o.bsr_block_size = int(b);
          o.bsr_block_layout = layout;
          o.bsr_kernel = kind;
          o.bsr_block_rows_per_warp = 3;
          o.bsr_warps_per_team = 2;
          if (kind == kspmv::BsrKernelKind::k2) o.bsr_thread_groups = k2_groups;
          if (kind == kspmv::BsrKernelKind::k3) o = small_k3(o);
          // Two lanes a block row: most block rows of the test matrices take
          // several steps, and the tail lane idles on odd ones.
          if (kind == kspmv::BsrKernelKind::block_lanes) o.bsr_thread_groups = 2;
          const std::string config = "b = " + std::to_string(b) + ", " +
                                     kspmv::bsr_kernel_name(kind) + ", " +
                                     kspmv::block_layout_name(layout) + " blocks";
          sweep_modes<Matrix, V1, V1>(h, A, kspmv::Algorithm::bsr, o, config);
          if (::testing::Test::HasFatalFailure()) return;
        }
    // A thread per row on a grid capped far below the rows (GPUs), so that
    // each thread walks several rows.
    if (b >= 2 && b <= kspmv::bsr_rows_max_block) {
      kspmv::SpmvOptions o;
      o.bsr_block_size = int(b);
      o.bsr_kernel = kspmv::BsrKernelKind::row_per_thread;
      o.bsr_occupancy = 1e-5;
      sweep_modes<Matrix, V1, V1>(h, A, kspmv::Algorithm::bsr, o,
                                  "b = " + std::to_string(b) + ", a thread per row, capped grid");
      if (::testing::Test::HasFatalFailure()) return;
    }
    // Balanced BSR in both directions, with pieces of 2 blocks so that most
    // block rows and columns are cut; 20 vectors run as a batch of 16 and one
    // of 4. Rank 1 again with the pieces walked by K2 and by K3.
    kspmv::SpmvOptions o;
    o.bsr_block_size = int(b);
    o.bsr_balanced = true;
    o.bsr_piece_blocks = 2;
    const std::string config = "b = " + std::to_string(b) + ", balanced, rho = 2";
    sweep_modes<Matrix, V1, V1>(h, A, kspmv::Algorithm::bsr, o, config);
    sweep_modes<Matrix, V2L, V2L>(h, A, kspmv::Algorithm::bsr, o, config, 20);
    sweep_modes<Matrix, V2R, V2R>(h, A, kspmv::Algorithm::bsr, o, config, 3);
    if (k2_fits) {
      o.bsr_kernel = kspmv::BsrKernelKind::k2;
      o.bsr_thread_groups = k2_groups;
      o.bsr_block_rows_per_warp = 2;
      sweep_modes<Matrix, V1, V1>(h, A, kspmv::Algorithm::bsr, o, config + ", pieces by K2");
    }
    sweep_modes<Matrix, V1, V1>(h, A, kspmv::Algorithm::bsr, small_k3(o), config + ", pieces by K3");
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// Every matrix is 1×1 blocks: BSR takes the generic test matrices with b = 1.
inline kspmv::SpmvOptions bsr_unit_blocks(kspmv::SpmvOptions o = {}) {
  o.bsr_block_size = 1;
  return o;
}

// Small chunks so that chunk boundaries fall inside rows and the hand-over
// between neighbouring chunks (atomics, or carried partials) is exercised.
// The chunk is rounded up to the kernel's window (W·E entries for CSRI).
inline kspmv::SpmvOptions tiny_chunks() {
  kspmv::SpmvOptions o;
  o.load_balance_chunk = 3;
  return o;
}

// Deterministic transposed applies come from the CSC cached at setup.
inline kspmv::SpmvOptions deterministic(kspmv::SpmvOptions o = {}) {
  o.deterministic = true;
  o.expected_transposed_applies = 1;
  return o;
}

// Enough transposed applies for setup to cache Aᵀ without `deterministic`.
inline kspmv::SpmvOptions cached_transpose(kspmv::SpmvOptions o = {}) {
  o.expected_transposed_applies = 1000000;
  return o;
}

// y must come out bit for bit the same on every run with
// SpmvOptions::deterministic, whatever the scheduling of the kernels.
// Values stored single precision (every test matrix for DIA: uncapped).
inline kspmv::SpmvOptions single_values(kspmv::SpmvOptions o = {}) {
  o.value_precision = kspmv::ValuePrecision::single;
  o.dia_max_fill = 1e9;
  return o;
}

template <class S, class Offset>
void check_reproducible(kspmv::Algorithm algorithm, const kspmv::SpmvOptions& options,
                        const std::vector<HostCsr<S>>& matrices = test_matrices<S>()) {
  using Matrix = KokkosSparse::CrsMatrix<S, int, Device, void, Offset>;
  using V1 = Kokkos::View<S*, Device>;
  for (const auto& h : matrices) {
    const Matrix A = to_device<Matrix>(h);
    kspmv::SpmvHandle<Exec, Matrix, V1, V1> handle(algorithm, options);
    handle.setup(Exec(), A);
    for (const char* mode : {"N", "T"}) {
      const bool t = mode[0] == 'T';
      auto x = make_vectors<V1>("x", t ? h.rows : h.cols, 1);
      auto y = make_vectors<V1>("y", t ? h.cols : h.rows, 1);
      upload(x, random_vectors<S>(t ? h.rows : h.cols, 1, 77));
      std::vector<S> first;
      for (int run = 0; run < 5; ++run) {
        kspmv::spmv(Exec(), &handle, mode, S(1.5), A, x, S(0), y);
        HostVectors<S> got{std::int64_t(y.extent(0)), 1, std::vector<S>(y.extent(0))};
        download(y, got);
        if (run == 0) first = got.v;
        else
          ASSERT_EQ(0, std::memcmp(first.data(), got.v.data(), first.size() * sizeof(S)))
              << h.name << " mode " << mode << ": run " << run << " differs; "
              << handle.describe();
      }
    }
  }
}

// The CSR load balance with 16-bit column deltas asked for, on every test
// matrix and on two whose windows of entries are partly too wide for them;
// rank-2 by CSRI (the merge-path walkers read A's own columns).
template <class S, class Offset>
void run_narrow_entries_suite() {
  kspmv::SpmvOptions o = staged_products(false);
  o.column_indices = kspmv::ColumnIndices::narrow;
  const auto algorithm = kspmv::Algorithm::csr_load_balance;
  run_algorithm_suite<S, Offset>(algorithm, o, "columns narrow", false);
  for (const auto& h : {far_columns_matrix<S>(), far_entries_matrix<S>()}) {
    run_matrix_suite<S, Offset>(h, algorithm, o, "columns narrow", false);
    if (::testing::Test::HasFatalFailure()) return;
  }
  o.load_balance_chunk = 3;  // rounded up to one window a chunk: carries at every window
  run_matrix_suite<S, Offset>(far_entries_matrix<S>(), algorithm, o, "columns narrow, chunk 3",
                              false);
}

// Rows cut into more chunks than a team of the second pass has threads and
// loads in flight (spmv/chunk_carries.hpp FinishRowsByTeams): every mode, α/β
// and rank with the smallest chunk, and bit for bit reproducible when
// deterministic.
template <class S, class Offset>
void run_long_cut_rows_suite() {
  const auto h = dense_rows_over_many_chunks_matrix<S>();
  const auto algorithm = kspmv::Algorithm::csr_load_balance;
  run_matrix_suite<S, Offset>(h, algorithm, tiny_chunks(), "dense rows, chunk 3", false);
  if (::testing::Test::HasFatalFailure()) return;
  check_reproducible<S, Offset>(algorithm, deterministic(tiny_chunks()), {h});
}

}  // namespace kspmv_test

// One TEST per algorithm, so ctest names the failing kernel.
#define KSPMV_ALGORITHM_TESTS(Suite, S, Offset)                                                  \
  TEST(Suite, kk_native) { kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::kk_native); } \
  TEST(Suite, csr_scalar) { kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::csr_scalar); } \
  TEST(Suite, csr_vector) { kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::csr_vector); } \
  TEST(Suite, csr_load_balance) {                                                                \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::csr_load_balance);              \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::csr_load_balance,               \
                                               kspmv_test::tiny_chunks(), "chunk 3");            \
    kspmv_test::run_long_cut_rows_suite<S, Offset>();                                            \
    /* rank-2: merge-path walkers on every matrix (empty rows, rows over many segments) */      \
    kspmv_test::run_rank2_suite<S, Offset>(kspmv::Algorithm::csr_load_balance,                   \
                                           kspmv_test::merge_walk(true), "merge walk");          \
    kspmv_test::run_rank2_suite<S, Offset>(kspmv::Algorithm::csr_load_balance,                   \
                                           kspmv_test::staged_products(false), "CSRI");          \
    kspmv_test::run_rank2_suite<S, Offset>(kspmv::Algorithm::csr_load_balance,                   \
                                           kspmv_test::staged_products(true), "staged products"); \
    kspmv_test::run_rank2_suite<S, Offset>(kspmv::Algorithm::csr_load_balance,                   \
                                           kspmv_test::warp_rows(), "warp rows",                  \
                                           {1, 2, 3, 5, 33}); /* 1-3: the small and narrow tiles */ \
  }                                                                                              \
  TEST(Suite, csr_load_balance_narrow_columns) {                                                 \
    kspmv_test::run_narrow_entries_suite<S, Offset>();                                           \
  }                                                                                              \
  /* Rank-1 gathers with streaming loads of A, columns as deltas and as 32-bit. */             \
  TEST(Suite, streaming_loads) {                                                                 \
    for (auto a : {kspmv::Algorithm::csr_load_balance, kspmv::Algorithm::ell,                    \
                   kspmv::Algorithm::sellp, kspmv::Algorithm::hybrid})                           \
      for (auto c : {kspmv::ColumnIndices::narrow, kspmv::ColumnIndices::full}) {                \
        kspmv::SpmvOptions o = kspmv_test::streaming_loads();                                    \
        o.column_indices = c;                                                                    \
        kspmv_test::run_rank1_suite<S, Offset>(                                                  \
            a, o, std::string("streaming loads, columns ") + kspmv::column_indices_name(c));     \
        if (::testing::Test::HasFatalFailure()) return;                                          \
      }                                                                                          \
  }                                                                                              \
  TEST(Suite, coo_load_balance) {                                                                \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::coo_load_balance);              \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::coo_load_balance,               \
                                               kspmv_test::tiny_chunks(), "chunk 3");            \
  }                                                                                              \
  /* Columns as 16-bit deltas (automatic: every test matrix), forced (also where a */           \
  /* group keeps 32-bit columns), and the format's own 32-bit ones. */                           \
  TEST(Suite, ell) {                                                                             \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::ell);                           \
    kspmv_test::run_column_indices_suite<S, Offset>(kspmv::Algorithm::ell, {}, "");              \
  }                                                                                              \
  TEST(Suite, sellp) {                                                                           \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::sellp);                         \
    kspmv::SpmvOptions o;                                                                        \
    o.sellp_slice_size = 8; /* many slices, and rows shorter than their slice */                 \
    kspmv_test::run_column_indices_suite<S, Offset>(kspmv::Algorithm::sellp, o, "slices of 8, "); \
  }                                                                                              \
  TEST(Suite, hybrid) {                                                                          \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::hybrid);                        \
    kspmv::SpmvOptions o = kspmv_test::tiny_chunks();                                            \
    o.hybrid.strategy = kspmv::HybridStrategy::quantile;                                         \
    o.hybrid.quantile_x = 0.5;                                                                   \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::hybrid, o, "Q_R(0.5) chunk 3"); \
  }                                                                                              \
  TEST(Suite, csc) { kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::csc); }       \
  /* Rank-2 op = Aᵀ a launch per column of Y: the row-order scatter (csr_scalar, ell, */         \
  /* sellp), CSRI's scatter, automatic; every mode, α/β and layout, 3 vectors. */                 \
  TEST(Suite, transpose_one_column_at_a_time) {                                                  \
    kspmv::SpmvOptions o;                                                                        \
    o.transpose_vectors = kspmv::TransposeVectors::one_at_a_time;                                \
    for (auto a : {kspmv::Algorithm::csr_scalar, kspmv::Algorithm::ell, kspmv::Algorithm::sellp, \
                   kspmv::Algorithm::csr_load_balance, kspmv::Algorithm::automatic}) {           \
      kspmv_test::run_rank2_suite<S, Offset>(a, o, "one column at a time", {3});                 \
      if (::testing::Test::HasFatalFailure()) return;                                            \
    }                                                                                            \
  }                                                                                              \
  /* Rank-2 op = Aᵀ into a row-major staging of Y: CSRI's scatter, the row-order scatter */  \
  /* (csr_scalar, ell), a plan that cannot stage (coo_load_balance), automatic; 17 vectors */   \
  /* take two batches of the staging's 16 columns. */                                           \
  TEST(Suite, transpose_staged) {                                                                \
    kspmv::SpmvOptions o;                                                                        \
    o.transpose_vectors = kspmv::TransposeVectors::staged;                                       \
    for (auto a : {kspmv::Algorithm::csr_load_balance, kspmv::Algorithm::csr_scalar,             \
                   kspmv::Algorithm::ell, kspmv::Algorithm::coo_load_balance,                    \
                   kspmv::Algorithm::automatic}) {                                               \
      kspmv_test::run_rank2_suite<S, Offset>(a, o, "staged", {2, 3, 17});                        \
      if (::testing::Test::HasFatalFailure()) return;                                            \
    }                                                                                            \
  }                                                                                              \
  /* Rank-2 op = Aᵀ staged with the scatter presummed (a tile's equal columns summed on */ \
  /* chip first): as transpose_staged, and a matrix of four tiles whose columns repeat. */   \
  TEST(Suite, transpose_presummed) {                                                             \
    kspmv::SpmvOptions o;                                                                        \
    o.transpose_vectors = kspmv::TransposeVectors::presummed;                                    \
    for (auto a : {kspmv::Algorithm::csr_load_balance, kspmv::Algorithm::csr_scalar,             \
                   kspmv::Algorithm::ell, kspmv::Algorithm::automatic}) {                        \
      kspmv_test::run_rank2_suite<S, Offset>(a, o, "presummed", {2, 3, 17});                     \
      if (::testing::Test::HasFatalFailure()) return;                                            \
      kspmv_test::run_matrix_suite<S, Offset>(kspmv_test::repeated_columns_matrix<S>(), a, o,    \
                                              "presummed", true);                                \
      if (::testing::Test::HasFatalFailure()) return;                                            \
    }                                                                                            \
  }                                                                                              \
  /* Plans on P·A·Pᵀ: the load balance, a padded format, HYB, the CSC and automatic. */     \
  TEST(Suite, reordered) {                                                                       \
    for (auto a : {kspmv::Algorithm::automatic, kspmv::Algorithm::csr_load_balance,              \
                   kspmv::Algorithm::ell, kspmv::Algorithm::hybrid, kspmv::Algorithm::csc}) {    \
      kspmv_test::run_reorder_suite<S, Offset>(a);                                               \
      if (::testing::Test::HasFatalFailure()) return;                                            \
    }                                                                                            \
  }                                                                                              \
  TEST(Suite, evc_hyb) {                                                                         \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::evc_hyb);                       \
    /* a split of 2: most rows go to the vCSR part, and blocks of one width are few */           \
    kspmv::SpmvOptions o;                                                                        \
    o.evc_hyb_max_ell_row = 2;                                                                   \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::evc_hyb, o, "split 2");         \
    if (::testing::Test::HasFatalFailure()) return;                                              \
    /* rows sorted within windows of 64: several windows, leftovers of each in vCSR */           \
    kspmv::SpmvOptions w;                                                                        \
    w.evc_hyb_window_rows = 64;                                                                  \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::evc_hyb, w, "windows of 64");   \
  }                                                                                              \
  TEST(Suite, dia) {                                                                             \
    kspmv::SpmvOptions o; /* every test matrix, however many diagonals it has */                 \
    o.dia_max_fill = 1e9;                                                                        \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::dia, o, "uncapped");            \
    if (::testing::Test::HasFatalFailure()) return;                                              \
    /* every diagonal in DIA (no COO part), and only full ones (most entries in COO) */          \
    for (double theta : {0.0, 1.0}) {                                                            \
      o.dia_min_fill = theta;                                                                    \
      kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::dia, o,                       \
                                                 "uncapped, min fill " + std::to_string(theta),  \
                                                 false);                                         \
      if (::testing::Test::HasFatalFailure()) return;                                            \
    }                                                                                            \
  }                                                                                              \
  TEST(Suite, bsr) {                                                                             \
    kspmv_test::run_block_suite<S, Offset>();                                                    \
    if (::testing::Test::HasFatalFailure()) return;                                              \
    kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::bsr,                            \
                                               kspmv_test::bsr_unit_blocks(), "b = 1");          \
  }                                                                                              \
  TEST(Suite, automatic) { kspmv_test::run_algorithm_suite<S, Offset>(kspmv::Algorithm::automatic); } \
  /* SpmvOptions::value_precision = single: results within the reported rounding. */           \
  TEST(Suite, single_values) {                                                                   \
    using A = kspmv::Algorithm;                                                                  \
    for (A a : {A::dia, A::ell, A::sellp, A::evc_hyb, A::csr_load_balance, A::automatic}) {   \
      kspmv_test::run_algorithm_suite<S, Offset>(a, kspmv_test::single_values(), "single values", \
                                                 false);                                         \
      if (::testing::Test::HasFatalFailure()) return;                                            \
    }                                                                                            \
    kspmv_test::run_algorithm_suite<S, Offset>(                                                  \
        A::ell, kspmv_test::cached_transpose(kspmv_test::single_values()),                       \
        "single values, cached transpose", false);                                               \
  }                                                                                              \
  /* Rank-1 op = Aᵀ of the thread-per-row plans: in A's row order, and by their own scatter. */ \
  TEST(Suite, transpose_scatter) {                                                               \
    using A = kspmv::Algorithm;                                                                  \
    using T = kspmv::TransposeScatter;                                                           \
    for (T t : {T::row_order, T::plan})                                                          \
      for (A a : {A::csr_scalar, A::ell, A::sellp, A::hybrid, A::evc_hyb}) {                     \
        kspmv_test::run_rank1_suite<S, Offset>(a, kspmv_test::transpose_scatter(t),              \
                                               t == T::plan ? "plan scatter" : "row order");     \
        if (::testing::Test::HasFatalFailure()) return;                                          \
      }                                                                                          \
  }                                                                                              \
  /* op = Aᵀ from the cached CSC (gather) instead of the scatter by atomics. */                  \
  TEST(Suite, cached_transpose) {                                                                \
    using A = kspmv::Algorithm;                                                                  \
    for (A a : {A::csr_scalar, A::csr_load_balance, A::ell, A::automatic}) {                     \
      kspmv_test::run_algorithm_suite<S, Offset>(a, kspmv_test::cached_transpose(),              \
                                                 "cached transpose", false);                     \
      if (::testing::Test::HasFatalFailure()) return;                                            \
    }                                                                                            \
  }                                                                                              \
  /* Rank-2 gathers with the wide tile (vector_access.hpp with_gather_tile_bytes) reading X */ \
  /* as given: K = 33 fills it for every scalar type, and leaves a partial tile. */            \
  TEST(Suite, wide_gather_tiles) {                                                               \
    using A = kspmv::Algorithm;                                                                  \
    kspmv::SpmvOptions o;                                                                        \
    o.row_major_x = kspmv::RowMajorX::never;                                                     \
    o.dia_max_fill = 1e9; /* DIA on every test matrix */                                         \
    for (A a : {A::dia, A::ell, A::sellp}) {                                                     \
      kspmv_test::run_rank2_suite<S, Offset>(a, o, "X as given", {33});                          \
      if (::testing::Test::HasFatalFailure()) return;                                            \
    }                                                                                            \
  }                                                                                              \
  /* Rank-2 op = A through the row-major copy of X, for every plan that reads X by rows. */    \
  TEST(Suite, row_major_x) {                                                                     \
    using A = kspmv::Algorithm;                                                                  \
    const auto o = kspmv_test::row_major_x(kspmv_test::tiny_chunks());                           \
    for (A a : {A::csr_scalar, A::csr_vector, A::csr_load_balance, A::coo_load_balance, A::ell,  \
                A::sellp, A::hybrid, A::evc_hyb, A::automatic}) {                                \
      kspmv_test::run_rank2_suite<S, Offset>(a, o, "row-major X, chunk 3");                      \
      if (::testing::Test::HasFatalFailure()) return;                                            \
    }                                                                                            \
    kspmv_test::run_rank2_suite<S, Offset>(A::bsr, kspmv_test::bsr_unit_blocks(o),               \
                                           "row-major X, b = 1");                                \
  }                                                                                              \
  /* The algorithms whose deterministic path differs (no atomics in N; cached CSC in T). */     \
  TEST(Suite, deterministic) {                                                                   \
    using A = kspmv::Algorithm;                                                                  \
    const auto det = kspmv_test::deterministic(kspmv_test::tiny_chunks());                       \
    /* DIA and BSR on every test matrix: DIA uncapped, BSR as 1x1 blocks */                    \
    auto det_any = kspmv_test::bsr_unit_blocks(det);                                             \
    det_any.dia_max_fill = 1e9;                                                                  \
    for (A a : {A::coo_load_balance, A::hybrid, A::csc, A::ell, A::csr_load_balance,            \
                A::evc_hyb, A::dia, A::bsr}) {                                                   \
      const auto& o = a == A::dia || a == A::bsr ? det_any : det;                                \
      kspmv_test::run_algorithm_suite<S, Offset>(a, o, "deterministic chunk 3", false);          \
      kspmv_test::check_reproducible<S, Offset>(a, o);                                           \
      if (::testing::Test::HasFatalFailure()) return;                                            \
    }                                                                                            \
  }
