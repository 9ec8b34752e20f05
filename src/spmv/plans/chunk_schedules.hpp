#pragma once
// Setup of the chunked kernels: where each chunk starts, and which rows the
// second pass finishes (spmv/chunk_carries.hpp). Built on the device; only
// counts come back to the host.

#include "spmv/arch/coo_warp.hpp"
#include "spmv/arch/csri.hpp"
#include "spmv/chunking.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
CsriSchedule<typename Matrix::non_const_value_type, typename Matrix::non_const_ordinal_type,
             typename Matrix::device_type>
make_csri_schedule(const ExecSpace& exec, const Matrix& A, std::int64_t empty_rows,
                   std::int64_t omega_override, std::int64_t chunk_override, int batch,
                   const ConversionLimits& limits) {
  using S = typename Matrix::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;
  using Index = Kokkos::View<std::int64_t*, Device>;
  using Words = Kokkos::View<std::uint32_t*, Device>;
  using Rows = Kokkos::View<O*, Device>;
  CsriSchedule<S, O, Device> s;
  const std::int64_t rows = A.numRows(), nnz = A.nnz();
  const std::int64_t window = std::int64_t(compat::warp_width<ExecSpace>()) *
                              csri_entries_per_lane(compat::warp_width<ExecSpace>());
  s.window = window;
  const ChunkSize size = chunk_size_for(exec, nnz, window, omega_override, chunk_override);
  s.chunk = size.chunk;
  s.num_chunks = size.num_chunks;
  s.compact_rows = empty_rows > 0;
  s.aligned = reinterpret_cast<std::uintptr_t>(A.graph.entries.data()) % 16 == 0 &&
              reinterpret_cast<std::uintptr_t>(A.values.data()) % 16 == 0;
  const std::int64_t num_windows = (nnz + window - 1) / window;
  const std::int64_t words = (num_windows + 1) * (window / 32) + 1;
  ensure_fits<typename Device::memory_space>(
      "csr_load_balance schedule", std::to_string(num_windows) + " windows",
      words * sizeof(std::uint32_t) + (num_windows + 1 + (s.compact_rows ? 2 * rows : 0)) * sizeof(O) +
          2 * std::size_t(s.num_chunks) * batch * sizeof(S),
      limits);
  s.row_starts = Words("kspmv::csri_row_starts", std::size_t(words));
  auto row_map = A.graph.row_map;
  auto starts = s.row_starts;
  // Bit row_map(r) for each non-empty row r, and bit nnz.
  Kokkos::parallel_for(
      "kspmv::csri_row_starts", Kokkos::RangePolicy<ExecSpace>(exec, 0, rows + 1),
      KOKKOS_LAMBDA(const std::int64_t r) {
        const std::int64_t p = std::int64_t(row_map(r));
        if (r == rows || std::int64_t(row_map(r + 1)) > p)
          Kokkos::atomic_fetch_or(&starts(p >> 5), std::uint32_t(1) << (p & 31));
      });
  const int per_window = int(window / 32);
  s.window_row = Rows(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csri_window_row"),
                      std::size_t(num_windows + 1));
  Index begun(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csri_rows_begun"),
              std::size_t(num_windows + 1));
  exclusive_scan(
      exec, num_windows,
      KOKKOS_LAMBDA(const std::int64_t w) {
        std::int64_t count = 0;
        for (int i = 0; i < per_window; ++i)
          count += arch::popcount(starts(w * per_window + i));
        return count;
      },
      begun);
  auto window_row = s.window_row;
  Kokkos::parallel_for(
      "kspmv::csri_window_row", Kokkos::RangePolicy<ExecSpace>(exec, 0, num_windows + 1),
      KOKKOS_LAMBDA(const std::int64_t w) { window_row(w) = O(begun(w) - 1); });
  // Kernel rows count the non-empty rows only; empty rows (y = β·y) are
  // listed for the second launch. slot(r): the non-empty rows before r, so
  // an empty row r is the (r - slot(r))-th empty one.
  Index slot(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csri_slot"),
             std::size_t(rows + 1));
  auto is_empty = KOKKOS_LAMBDA(const std::int64_t r) { return row_map(r + 1) == row_map(r); };
  std::int64_t empty = 0;
  if (s.compact_rows) {
    const std::int64_t nonempty = exclusive_scan(
        exec, rows, KOKKOS_LAMBDA(const std::int64_t r) { return is_empty(r) ? 0 : 1; }, slot);
    empty = rows - nonempty;
    s.nonempty_rows =
        Rows(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csri_nonempty_rows"),
             std::size_t(nonempty));
    auto nonempty_rows = s.nonempty_rows;
    Kokkos::parallel_for(
        "kspmv::csri_nonempty_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, rows),
        KOKKOS_LAMBDA(const std::int64_t r) {
          if (!is_empty(r)) nonempty_rows(slot(r)) = O(r);
        });
  }
  // Rows the second launch finishes: each row cut by a chunk boundary, listed
  // at the first boundary it crosses; the empty rows apart, in order.
  const std::int64_t chunk = s.chunk, num_chunks = s.num_chunks;
  const bool compact = s.compact_rows;
  auto nonempty_rows = s.nonempty_rows;
  auto cut_row = KOKKOS_LAMBDA(const std::int64_t c) -> std::int64_t {
    if (c == 0) return -1;
    const std::int64_t p = c * chunk;
    if (starts_row(starts.data(), p)) return -1;  // a row begins at the boundary
    const std::int64_t k = window_row(p / window);   // the kernel row holding entry p
    const std::int64_t r = compact ? std::int64_t(nonempty_rows(k)) : k;
    return std::int64_t(row_map(r)) >= (c - 1) * chunk ? r : -1;
  };
  Index cut_slot(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csri_cut_slot"),
                 std::size_t(num_chunks + 1));
  const std::int64_t cut = exclusive_scan(
      exec, num_chunks, KOKKOS_LAMBDA(const std::int64_t c) { return cut_row(c) >= 0 ? 1 : 0; },
      cut_slot);
  s.carries = allocate_carries<S, Device, O>(cut, num_chunks, batch, empty);
  auto carries = s.carries;
  Kokkos::parallel_for(
      "kspmv::csri_cut_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, num_chunks),
      KOKKOS_LAMBDA(const std::int64_t c) {
        const std::int64_t r = cut_row(c);
        if (r < 0) return;
        const std::int64_t i = cut_slot(c);
        carries.row(i) = r;
        carries.first(i) = c - 1;
        carries.last(i) = (std::int64_t(row_map(r + 1)) - 1) / chunk;
      });
  if (empty > 0)
    Kokkos::parallel_for(
        "kspmv::csri_empty_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, rows),
        KOKKOS_LAMBDA(const std::int64_t r) {
          if (is_empty(r)) carries.empty(r - slot(r)) = O(r);
        });
  order_carried_rows(exec, s.carries);
  return s;
}

// Chunks of the COO kernel and, for its deterministic path, the rows cut by
// chunk boundaries (rows are sorted, so a row's entries are contiguous).
template <class ExecSpace, class Coo>
ChunkCarries<typename Coo::scalar_type, typename Coo::device_type> make_coo_carries(
    const ExecSpace& exec, const Coo& coo, const CooChunks& chunks, bool deterministic,
    int batch) {
  using S = typename Coo::scalar_type;
  using Device = typename Coo::device_type;
  if (!deterministic) return allocate_carries<S, Device>(0, 0, 1);
  const std::int64_t nnz = coo.nnz(), chunk = chunks.chunk, num_chunks = chunks.num_chunks;
  auto rows = coo.row_idx;
  Kokkos::View<std::int64_t*, Device> slot(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::carry_slot"),
      std::size_t(num_chunks + 1));
  // Boundary c cuts row r = rows(c·chunk) when the entry before is in r too;
  // r is listed there if it began in chunk c - 1.
  auto lists_cut_row = KOKKOS_LAMBDA(const std::int64_t c) {
    if (c == 0) return false;
    const std::int64_t k = c * chunk, r = rows(k);
    if (std::int64_t(rows(k - 1)) != r) return false;
    const std::int64_t prev = (c - 1) * chunk;
    return prev == 0 || std::int64_t(rows(prev - 1)) != r;
  };
  const std::int64_t cut = exclusive_scan(
      exec, num_chunks, KOKKOS_LAMBDA(const std::int64_t c) { return lists_cut_row(c) ? 1 : 0; },
      slot);
  auto carries = allocate_carries<S, Device>(cut, num_chunks, batch);
  Kokkos::parallel_for(
      "kspmv::coo_cut_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, num_chunks),
      KOKKOS_LAMBDA(const std::int64_t c) {
        if (!lists_cut_row(c)) return;
        const std::int64_t i = slot(c), r = rows(c * chunk);
        carries.row(i) = r;
        carries.first(i) = c - 1;
        carries.last(i) = last_at_most(rows, nnz, r) / chunk;
      });
  order_carried_rows(exec, carries);
  return carries;
}

// Everything the warp COO kernel needs beside the COO arrays: its chunks and,
// in deterministic mode, the carried partials of rows cut by them.
template <class Scalar, class Device>
struct CooSchedule {
  CooChunks chunks;
  ChunkCarries<Scalar, Device> carries;
  bool deterministic = false;
  std::size_t bytes() const { return carries.bytes(); }
};

template <class ExecSpace, class Coo>
CooSchedule<typename Coo::scalar_type, typename Coo::device_type> make_coo_schedule(
    const ExecSpace& exec, const Coo& coo, const SpmvOptions& options, int batch) {
  CooSchedule<typename Coo::scalar_type, typename Coo::device_type> s;
  const ChunkSize size = chunk_size_for(exec, std::int64_t(coo.nnz()), compat::warp_width<ExecSpace>(),
                                        options.omega, options.load_balance_chunk);
  s.chunks = {size.chunk, size.num_chunks};
  s.deterministic = options.deterministic;
  s.carries = make_coo_carries(exec, coo, s.chunks, s.deterministic && coo.nnz() > 0, batch);
  return s;
}

}  // namespace kspmv
