#pragma once
// EVC-HYB ([EVC]: ELL for short rows + vectorized CSR for long rows, rows
// sorted by length). Rows are renumbered by their sorted position p:
// row_of(p) is A's row at position p, positions ordered by (length, first
// column). Positions [0, ell_rows) are short rows, stored as ELL blocks, one
// per width; positions [ell_rows, num_rows) are long rows in a CSR whose rows
// each start on a csr_row_alignment boundary (zero padding, column -1).
//
// Every group below is one entry of `groups`, the launch table of the single
// kernel that serves both parts (the paper's rmark / gbmark / bnz arrays,
// [EVC] Table 1): group g owns the teams [first_team, next group's first_team).
// team_groups holds each team's group again, so that a thread reaches its
// group's shape with one load (a lookup through a team -> group index was two
// dependent loads before the first access, 10-30% of a short row's time).

#include <Kokkos_Core.hpp>
#include <cstdint>

namespace kspmv {

struct EvcHybGroup {
  std::int64_t first_team = 0;  // first team of the launch serving this group (gbmark)
  std::int64_t first_row = 0;   // first sorted position of the group (rmark)
  std::int64_t rows = 0;        // sorted positions in the group
  // ELL group: every row padded to `width` slots, slot k of the group's row i
  // at ell slot `slots + k·rows + i` (column-major: consecutive rows,
  // consecutive addresses). vCSR group: width = 0, slots unused.
  std::int64_t slots = 0;       // bnz
  std::int32_t width = 0;       // at most max_ell_row
  std::int16_t rows_per_thread = 1;  // ELL: rows one thread walks ([EVC] §2.1, adaptive)
  std::int16_t lanes = 0;       // vCSR: threads per row (TPR); 0 for an ELL group
  KOKKOS_INLINE_FUNCTION bool is_ell() const { return lanes == 0; }
};

template <class Scalar, class Ordinal, class Offset, class Device>
struct EvcHybMatrix {
  using scalar_type = Scalar;
  using ordinal_type = Ordinal;
  using offset_type = Offset;
  using device_type = Device;
  static constexpr Ordinal padding = Ordinal(-1);

  Ordinal num_rows = 0;
  Ordinal num_cols = 0;
  Ordinal ell_rows = 0;         // sorted positions held in ELL
  std::int64_t ell_groups = 0;  // groups [0, ell_groups) are ELL, the rest vCSR
  int team_threads = 1;         // threads per team the launch table was built for
  int max_lanes = 0;            // widest TPR of the vCSR groups (0: no vCSR part)
  std::int64_t stored_slots = 0;  // ELL slots + vCSR slots, padding included
  Kokkos::View<Ordinal*, Device> row_of;  // sorted position -> row of A
  Kokkos::View<EvcHybGroup*, Device> groups;
  Kokkos::View<EvcHybGroup*, Device> team_groups;  // teams: the group each team serves
  Kokkos::View<Ordinal*, Device> ell_cols;
  Kokkos::View<Scalar*, Device> ell_vals;
  Kokkos::View<Offset*, Device> csr_row_ptr;  // num_rows - ell_rows + 1, aligned starts
  Kokkos::View<Ordinal*, Device> csr_row_len;  // entries of each vCSR row (padding is not read)
  Kokkos::View<Ordinal*, Device> csr_cols;
  Kokkos::View<Scalar*, Device> csr_vals;

  std::int64_t num_groups() const { return std::int64_t(groups.extent(0)); }
  std::int64_t teams() const { return std::int64_t(team_groups.extent(0)); }  // per vector
  std::size_t bytes() const {
    return row_of.span() * sizeof(Ordinal) + groups.span() * sizeof(EvcHybGroup) +
           team_groups.span() * sizeof(EvcHybGroup) +
           (ell_cols.span() + csr_cols.span()) * sizeof(Ordinal) +
           (ell_vals.span() + csr_vals.span()) * sizeof(Scalar) +
           csr_row_ptr.span() * sizeof(Offset) + csr_row_len.span() * sizeof(Ordinal);
  }
};

}  // namespace kspmv
