#pragma once
// CSR -> NarrowEntries (formats/narrow_entries.hpp) on the device, in two
// steps so that a plan can decline after the first: narrow_entry_windows()
// finds each window's base (one thread per window) and counts the windows
// that fit; fill_narrow_deltas() then writes the deltas (one thread per entry).

#include "convert/common.hpp"
#include "formats/narrow_entries.hpp"

#include <string>

namespace kspmv {

template <class ExecSpace, class Matrix>
NarrowEntries<typename Matrix::non_const_ordinal_type, typename Matrix::device_type>
narrow_entry_windows(const ExecSpace& exec, const Matrix& A, std::int64_t window,
                     const ConversionLimits& limits = {}) {
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;
  using Narrow = NarrowEntries<O, Device>;
  int window_shift = 0;
  while ((std::int64_t(1) << window_shift) < window && window_shift < 30) ++window_shift;
  require(window > 0 && (std::int64_t(1) << window_shift) == window,
          "narrow entries: the window must be a power of two entries, got ", window);
  Narrow ne;
  const std::int64_t nnz = A.nnz(), size = std::int64_t(1) << window_shift;
  ne.window_shift = window_shift;
  ne.windows = (nnz + size - 1) / size;
  ensure_fits<typename Device::memory_space>("narrow_entry_windows",
                                             std::to_string(ne.windows) + " windows",
                                             std::size_t(ne.windows) * sizeof(O), limits);
  ne.base = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::narrow_entries::base"),
      std::size_t(ne.windows));
  auto entries = A.graph.entries;
  auto base = ne.base;
  Kokkos::parallel_reduce(
      "kspmv::narrow_entry_windows", Kokkos::RangePolicy<ExecSpace>(exec, 0, ne.windows),
      KOKKOS_LAMBDA(const std::int64_t w, std::int64_t& narrow) {
        const std::int64_t end = (w + 1) * size < nnz ? (w + 1) * size : nnz;
        std::int64_t lo = std::int64_t(entries(w * size)), hi = lo;
        for (std::int64_t k = w * size + 1; k < end; ++k) {
          const std::int64_t c = std::int64_t(entries(k));
          lo = c < lo ? c : lo;
          hi = c > hi ? c : hi;
        }
        const bool fits = hi - lo <= Narrow::max_delta;
        base(w) = fits ? O(lo) : O(-1);
        narrow += fits ? 1 : 0;
      },
      ne.narrow_windows);
  exec.fence();
  return ne;
}

// The deltas of the windows that fit; nothing where none does.
template <class ExecSpace, class Matrix>
void fill_narrow_deltas(
    const ExecSpace& exec, const Matrix& A,
    NarrowEntries<typename Matrix::non_const_ordinal_type, typename Matrix::device_type>& ne,
    const ConversionLimits& limits = {}) {
  using Device = typename Matrix::device_type;
  if (ne.narrow_windows == 0) return;
  const std::int64_t padded = ne.windows << ne.window_shift, nnz = A.nnz();
  ensure_fits<typename Device::memory_space>("fill_narrow_deltas",
                                             std::to_string(padded) + " 16-bit deltas",
                                             ne.delta_bytes(), limits);
  ne.deltas = Kokkos::View<std::uint16_t*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::narrow_entries::deltas"),
      std::size_t(padded));
  auto entries = A.graph.entries;
  auto base = ne.base;
  auto deltas = ne.deltas;
  const int shift = ne.window_shift;
  Kokkos::parallel_for(
      "kspmv::fill_narrow_deltas", Kokkos::RangePolicy<ExecSpace>(exec, 0, padded),
      KOKKOS_LAMBDA(const std::int64_t k) {
        const auto b = base(k >> shift);
        deltas(k) = k < nnz && b >= 0 ? std::uint16_t(std::int64_t(entries(k)) - std::int64_t(b))
                                      : std::uint16_t(0);
      });
  exec.fence();
}

}  // namespace kspmv
