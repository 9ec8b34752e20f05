#pragma once
// A CSR matrix's column indices as 16-bit deltas where they fit (issue 9,
// "compressed column indices", for CSR). Entries go in windows of
// 2^window_shift, the CSRI kernel's window (spmv/arch/csri.hpp: W·E entries,
// so a warp reads one base per window and its branch stays uniform). A
// window whose columns span at most max_delta keeps each column as an
// unsigned 16-bit delta from its smallest column, base(w), at the entry's own
// position: 2 bytes an entry instead of 4, laid out as A's col_idx, so a
// lane's E consecutive deltas come in one 16-byte load where A's columns
// took two. A window that spans more (base -1) reads A's col_idx. A's arrays
// belong to the user and stay: the deltas are memory held beside them
// (bytes()), traded for bandwidth.

#include <Kokkos_Core.hpp>
#include <cstdint>

namespace kspmv {

template <class Ordinal, class Device>
struct NarrowEntries {
  using ordinal_type = Ordinal;
  static constexpr std::int64_t max_delta = 0xFFFF;

  int window_shift = 0;
  std::int64_t windows = 0, narrow_windows = 0;
  Kokkos::View<Ordinal*, Device> base;           // per window; -1: A's col_idx
  Kokkos::View<std::uint16_t*, Device> deltas;   // windows << window_shift; 0 where base is -1

  // Whether the kernels read deltas at all (built and at least one window fits).
  bool used() const { return deltas.extent(0) > 0; }
  double narrow_fraction() const { return windows > 0 ? double(narrow_windows) / double(windows) : 0.0; }
  // What the deltas take once filled: whole windows.
  std::size_t delta_bytes() const {
    return std::size_t(windows << window_shift) * sizeof(std::uint16_t);
  }
  std::size_t bytes() const {
    return base.span() * sizeof(Ordinal) + deltas.span() * sizeof(std::uint16_t);
  }
};

}  // namespace kspmv
