#pragma once
// Column indices of a padded format (ELL, SELL-P) in 16 bits where they fit
// (issue 9, "compressed column indices"): 10 bytes an entry in double
// instead of 12, 6 instead of 8 with single values. Rows go in groups of
// 2^group_shift (64: SELL-P's slice). A group whose columns span at most
// max_delta stores each column as an unsigned 16-bit delta from the group's
// smallest column, base(g), four deltas to an 8-byte word, so one load brings
// a row's next four columns. The words lie where the format keeps its slots,
// divided by four: word j of a row holds its slots 4j .. 4j+3 at
// words(words_base + j·step) (RowSlots, spmv/padded_columns.hpp: for ELL
// j·stride + r; for SELL-P, whose slice widths are then multiples of 4,
// (slice_sets(s)/4 + j)·C + r mod C), so that a warp's loads stay contiguous
// and a row needs no offset of its own; deltas past the row's end hold
// `padding`. A group that spans more (base -1) reads the format's own 32-bit
// col_idx, which the plan then keeps.

#include <Kokkos_Core.hpp>
#include <cstdint>

namespace kspmv {

// The delta of a slot past its row's end.
inline constexpr std::uint16_t narrow_column_padding = 0xFFFF;

template <class Ordinal, class Device>
struct NarrowColumns {
  using ordinal_type = Ordinal;
  using device_type = Device;
  static constexpr std::uint16_t padding = narrow_column_padding;
  static constexpr std::int64_t max_delta = 0xFFFE;
  static constexpr int per_word = 4;

  int group_shift = 6;
  std::int64_t groups = 0, narrow_groups = 0;
  Kokkos::View<Ordinal*, Device> base;         // per group; -1: the format's col_idx
  Kokkos::View<std::uint64_t*, Device> words;  // the format's slots / 4

  bool all_narrow() const { return narrow_groups == groups; }
  std::size_t bytes() const {
    return base.span() * sizeof(Ordinal) + words.span() * sizeof(std::uint64_t);
  }
};

}  // namespace kspmv
