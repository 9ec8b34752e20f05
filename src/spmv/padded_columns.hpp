#pragma once
// Where the padded kernels (spmv/padded_slots.hpp) read a row's columns: the
// format's own 32-bit col_idx at the row's slots, or NarrowColumns
// (formats/narrow_columns.hpp), 16-bit deltas four to a word, with col_idx
// again in the groups whose columns span too much. One type serves both, so
// each kernel is compiled once; a row's group decides (a warp's rows agree).

#include "formats/narrow_columns.hpp"
#include "spmv/kernel_common.hpp"

#include <cstdint>

namespace kspmv {

// Where row r's slots lie in a padded format: base + k·step, k < len; its
// words of narrow columns (slots 4j .. 4j+3) at words_base + j·step.
struct RowSlots {
  std::int64_t base, step, len, words_base;
};

// The columns of one row. load() fills c[0..U) with the columns of slots
// k0 .. k0+U-1 (-1 at and past the row's end or `len`); k0 < len is a
// multiple of U, and U a multiple of a word's four deltas, so a narrow row
// loads U / 4 whole words, the first always, the others only below `len` (a
// row has words for its slots only).
template <class O>
struct RowColumns {
  using ordinal_type = O;
  const O* cols = nullptr;               // 32-bit: cols[first + k·step]
  const std::uint64_t* words = nullptr;  // narrow: words[first + (k / 4)·step]
  std::int64_t first = 0, step = 1;
  O base = 0;

  template <int U, bool Stream = false>
  KOKKOS_FORCEINLINE_FUNCTION void load(std::int64_t k0, std::int64_t len, O (&c)[U]) const {
    if (words) {
      static_assert(U % 4 == 0, "a word holds 4 deltas: load them a word at a time");
#pragma unroll
      for (int j = 0; j < U / 4; ++j) {
        const std::int64_t k = k0 + 4 * j;
        const bool in_row = j == 0 || k < len;  // j == 0: k0 < len
        const std::uint64_t w =
            in_row ? arch::read<Stream>(words + first + (k / 4) * step) : ~std::uint64_t(0);
#pragma unroll
        for (int u = 0; u < 4; ++u) {
          const std::uint32_t d = std::uint32_t(w >> (16 * u)) & 0xFFFFu;
          c[4 * j + u] = d == narrow_column_padding || k + u >= len ? O(-1) : O(base + O(d));
        }
      }
    } else {
#pragma unroll
      for (int u = 0; u < U; ++u)
        c[u] = k0 + u < len ? arch::read<Stream>(cols + first + (k0 + u) * step) : O(-1);
    }
  }

  // Slot k < the row's slot count.
  KOKKOS_FORCEINLINE_FUNCTION O at(std::int64_t k) const {
    if (words) {
      const std::uint32_t d = std::uint32_t(words[first + (k / 4) * step] >> (16 * (k % 4))) & 0xFFFFu;
      return d == narrow_column_padding ? O(-1) : O(base + O(d));
    }
    return cols[first + k * step];
  }
};

// A padded format's columns: its own col_idx alone, or NarrowColumns (and
// col_idx for the groups that do not fit, null where none).
template <class O>
struct PaddedColumns {
  const O* plain = nullptr;
  const O* base = nullptr;  // null: col_idx alone
  const std::uint64_t* words = nullptr;
  int group_shift = 0;

  template <class Cols>
  static PaddedColumns of_slots(const Cols& col_idx) {
    PaddedColumns p;
    p.plain = col_idx.data();
    return p;
  }
  template <class Cols, class D>
  static PaddedColumns of_narrow(const NarrowColumns<O, D>& nc, const Cols& col_idx) {
    PaddedColumns p;
    p.plain = col_idx.data();
    p.base = nc.base.data();
    p.words = nc.words.data();
    p.group_shift = nc.group_shift;
    return p;
  }

  KOKKOS_FORCEINLINE_FUNCTION RowColumns<O> row(std::int64_t r, const RowSlots& slots) const {
    RowColumns<O> rc;
    rc.step = slots.step;
    const O b = base ? base[r >> group_shift] : O(-1);
    if (b >= 0) {
      rc.words = words;
      rc.first = slots.words_base;
      rc.base = b;
    } else {
      rc.cols = plain;
      rc.first = slots.base;
    }
    return rc;
  }
};

// A padded format's own 32-bit columns.
template <class Format>
PaddedColumns<typename Format::ordinal_type> own_columns(const Format& f) {
  return PaddedColumns<typename Format::ordinal_type>::of_slots(f.col_idx);
}

}  // namespace kspmv
