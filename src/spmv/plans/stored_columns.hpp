#pragma once
// SpmvOptions::column_indices for the plans of the padded formats (ell,
// sellp): whether their kernels read columns as 16-bit deltas (NarrowColumns)
// or from the format's own 32-bit col_idx. In two steps: choose() before the
// format is built (SELL-P then pads its slices to multiples of 4 slots, the
// words' granularity), build() after, with the format's layout; a plan whose
// groups all fit then frees col_idx (free_own_columns()). A plan whose other
// kernels read col_idx directly (ELL's groups per row, SELL-P's transpose by
// slots) passes eligible = false and keeps its own columns.
//
// Asked automatically, the deltas are taken only where (run 26) they paid:
// most groups fit, and the format's bytes with deltas, padding to whole words
// included and values as stored, are at most narrow_columns_max_bytes of its
// bytes without. Beside single values too since the padded kernels read 8
// slots a block of 4-byte values (H200, run 91: ELL single with deltas
// 0.96-1.03x ELL double's time on six FE files, with 32-bit columns
// 1.06-1.10x; run 26's 4 slots a block had made deltas beside single values
// 1.03-1.4x slower than 32-bit columns).

#include "convert/narrow_columns.hpp"
#include "core/tuning.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/padded_columns.hpp"

#include <cstdio>
#include <string>

namespace kspmv {

template <class Matrix>
class StoredColumns {
 public:
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;

  // bytes_ratio(): the format's bytes with deltas over its bytes with 32-bit
  // columns (values as given), asked only when the rest of the rule holds.
  template <class ExecSpace, class BytesRatio>
  static StoredColumns choose(const ExecSpace& exec, const Matrix& A, const SpmvOptions& o,
                              const TuningTable& t, bool eligible, const ConversionLimits& limits,
                              const BytesRatio& bytes_ratio) {
    StoredColumns c;
    if (o.column_indices == ColumnIndices::full || !eligible || A.numRows() == 0) return c;
    c.groups_ = narrow_column_groups(exec, A, t.narrow_columns_group_shift, limits);
    if (o.column_indices == ColumnIndices::narrow) {
      c.used_ = true;
      return c;
    }
    char buf[160];
    if (c.groups_.narrow_fraction() < t.narrow_columns_min_groups) {
      std::snprintf(buf, sizeof buf, "; 32-bit columns (16-bit deltas would fit %.0f%% of the groups)",
                    100 * c.groups_.narrow_fraction());
      c.declined_ = buf;
      return c;
    }
    const double ratio = bytes_ratio();
    c.used_ = ratio <= t.narrow_columns_max_bytes;
    if (!c.used_) {
      std::snprintf(buf, sizeof buf, "; 32-bit columns (16-bit deltas, padded to words, would move %.2fx the bytes)",
                    ratio);
      c.declined_ = buf;
    }
    return c;
  }

  bool narrow() const { return used_; }

  // After the format: its words, `words` in all, where `layout` puts its slots.
  template <class ExecSpace, class Layout>
  void build(const ExecSpace& exec, const Matrix& A, const Layout& layout, std::int64_t words,
             const ConversionLimits& limits) {
    if (used_) narrow_ = to_narrow_columns(exec, A, groups_, layout, words, limits);
  }

  // Whether the format's col_idx is no longer read (every group fits).
  bool free_own_columns() const { return used_ && narrow_.all_narrow(); }

  // Where the kernels read the columns of `format` (the one this was built for).
  template <class Format>
  PaddedColumns<O> columns(const Format& format) const {
    return used_ ? PaddedColumns<O>::of_narrow(narrow_, format.col_idx) : own_columns(format);
  }

  std::size_t bytes() const { return used_ ? narrow_.bytes() : 0; }

  std::string describe() const {
    char buf[160];
    if (used_) {
      std::snprintf(buf, sizeof buf, "; columns as 16-bit deltas in %lld of %lld groups of %lld rows%s",
                    (long long)narrow_.narrow_groups, (long long)narrow_.groups,
                    (long long)(std::int64_t(1) << narrow_.group_shift),
                    narrow_.all_narrow() ? "" : " (32-bit in the rest)");
      return buf;
    }
    return declined_;
  }

 private:
  NarrowColumnGroups<O, Device> groups_;
  NarrowColumns<O, Device> narrow_;
  bool used_ = false;
  std::string declined_;  // why automatic kept 32-bit columns, for describe()
};

}  // namespace kspmv
