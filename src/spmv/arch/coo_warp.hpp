#pragma once
// Load-balanced COO, [TOPC20] Alg. 1: every warp takes an equal, contiguous
// chunk of entries; lane l reads entries begin + l, begin + l + W, ... so each
// step of the warp reads consecutive memory. A lane accumulates while its row
// stays the same; when a warp vote sees any lane change rows, the warp joins
// the partial sums of equal rows with a segmented scan and the first lane of
// each row adds the row's sum to y. y is scaled by β first.
//
// Two ways to add a row's sum (template `Deterministic`):
//  - atomics, as in the paper: one atomic per row and flush;
//  - reproducible: a row that lies inside the chunk is added with a plain
//    read-modify-write (only this warp touches it); the chunk's first and last
//    rows, when they continue in the neighbouring chunks, leave partials in
//    ChunkCarries, which a second launch adds in chunk order.
// On host backends W = 1: one lane walks each chunk.

#include "spmv/arch/direct_launch.hpp"
#include "spmv/arch/warp.hpp"
#include "spmv/chunk_carries.hpp"

namespace kspmv {

struct CooChunks {
  std::int64_t chunk = 1;  // entries per warp, a multiple of W
  std::int64_t num_chunks = 0;
};

template <class ExecSpace, class Coo, class Carries, class XView, class YView, bool Deterministic>
struct CooWarpKernel {
  using S = typename YView::non_const_value_type;
  using O = typename Coo::ordinal_type;
  using D = typename Coo::device_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr int W = compat::static_warp_width<ExecSpace>();
  static constexpr O none = O(-1);

  Kokkos::View<const O*, D> rows;
  Kokkos::View<const O*, D> cols;
  Kokkos::View<const S*, D> vals;
  Carries carries;
  input_view_t<XView> x;
  YView y;
  S alpha;
  std::int64_t nnz, chunk, num_chunks, work, first_vector, vectors;  // vectors: of this launch
  bool conjugate;

  KOKKOS_FORCEINLINE_FUNCTION S product(std::int64_t k, std::int64_t j) const {
    return conj_if(conjugate, vals(k)) * at(x, cols(k), j);
  }

  template <class Member>  // Team, or arch::DirectTeam (spmv/arch/direct_launch.hpp)
  KOKKOS_INLINE_FUNCTION void operator()(const Member& team) const {
    const std::int64_t item = team_work_item(team);
    if (item >= work) return;  // the whole vector leaves together
    std::int64_t c, v;
    split_item(item, vectors, c, v);  // a chunk's vectors in neighbouring warps
    const std::int64_t j = first_vector + v;
    const int lane = arch::lane_id();
    const std::int64_t begin = c * chunk;
    const std::int64_t end = begin + chunk < nnz ? begin + chunk : nnz;
    // Rows this chunk shares with its neighbours (deterministic path only).
    const O first_row = rows(begin), last_row = rows(end - 1);
    const bool first_split = begin > 0 && rows(begin - 1) == first_row;
    const bool last_split = end < nnz && rows(end) == last_row;
    S head(0), tail(0);  // this lane's share of those rows' partials

    auto flush = [&](O row, const S& acc) {
      const std::uint64_t heads = arch::ballot(arch::segment_head<W>(row));
      const S sum = arch::segmented_suffix_by_heads<W>(acc, heads);
      if (((heads >> lane) & 1u) && row != none) {
        if constexpr (!Deterministic) {
          Kokkos::atomic_add(&at(y, row, j), S(alpha * sum));
        } else if (row == first_row && first_split) {
          head += sum;
        } else if (row == last_row && last_split) {
          tail += sum;
        } else {
          at(y, row, j) += alpha * sum;
        }
      }
      if constexpr (Deterministic) arch::sync_lanes();  // the next flush may add to the same row
    };

    std::int64_t k = begin + lane;
    O row = k < end ? rows(k) : none;
    S acc = k < end ? product(k, j) : S(0);
    for (std::int64_t base = begin + W; base < end; base += W) {
      k = base + lane;
      const bool inside = k < end;
      const O next = inside ? rows(k) : none;
      const S p = inside ? product(k, j) : S(0);  // loads in flight before the vote
      if (arch::any(next != row)) {  // the warp vote: skip the scan while no row ends
        flush(row, acc);
        acc = S(0);
      }
      acc += p;
      row = next;
    }
    flush(row, acc);
    if constexpr (Deterministic) {
      head = arch::warp_sum<W>(head);
      tail = arch::warp_sum<W>(tail);
      if (lane == 0) {
        if (first_split) carries.head(c, v) = head;
        if (last_split) {
          if (last_row == first_row && first_split) carries.head(c, v) = head + tail;
          else carries.tail(c, v) = tail;
        }
      }
    }
  }
};

// Adds α·COO·x into y (callers scale y by β first); `carries` is used when
// `deterministic`.
template <class ExecSpace, class Coo, class Carries, class XView, class YView>
void coo_warp_accumulate(const ExecSpace& exec, const CooChunks& chunks, const Carries& carries,
                         bool deterministic, bool conjugate, const Coo& coo,
                         typename YView::const_value_type alpha, const XView& x, const YView& y) {
  constexpr int W = compat::static_warp_width<ExecSpace>();
  const std::int64_t vectors = num_vectors(y);
  const std::int64_t batch = deterministic ? carries.batch() : vectors;
  if (chunks.num_chunks == 0) return;
  for_each_vector_batch(vectors, batch, [&](std::int64_t j, std::int64_t count) {
    const std::int64_t work = chunks.num_chunks * count;
    auto launch = [&](auto deterministic_tag) {
      constexpr bool Det = decltype(deterministic_tag)::value;
      using Bounds = warp_chunk_launch_bounds<ExecSpace>;
      launch_vectors<Bounds>("kspmv::coo_load_balance", exec, work, W,
                           CooWarpKernel<ExecSpace, Coo, Carries, XView, YView, Det>{
                               coo.row_idx, coo.col_idx, coo.values, carries, x, y, alpha,
                               std::int64_t(coo.nnz()), chunks.chunk, chunks.num_chunks, work,
                               j, count, conjugate});
    };
    if (deterministic) {
      launch(std::true_type{});
      finish_carried_rows<true>(exec, carries, j, count, alpha,
                                  typename YView::non_const_value_type(1), y);  // β was applied
    } else {
      launch(std::false_type{});
    }
  });
}

}  // namespace kspmv
