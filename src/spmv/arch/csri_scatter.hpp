#pragma once
// y += α·op(A)ᵀ·x by atomics ([HPEC16] SpMVᵀ) over the CSRI schedule
// (spmv/arch/csri.hpp): the same equal chunks of entries per warp and the
// same windows of W·E entries, so a row of 200k entries is spread over
// hundreds of warps instead of one thread. Each entry adds α·a_rc·x_r into
// y_c; lanes find the row of their first entry from the row-start mask with
// one popcount, as the gather does. Entries are independent here, so no row
// is carried across lanes or chunks: there is no second pass, and the
// callers scale y by β first.
//   - a window with row starts: lanes interleave too, each finding the row of
//     its entry from the mask words with a popcount (one lane walks the
//     window in order on host backends);
//   - a window inside one row: lanes interleave (fully coalesced loads) and
//     share that row's x_r.

#include "spmv/arch/csri.hpp"
#include "spmv/arch/csri_scatter_presum.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix, class Schedule, class XView, class YView>
struct CsriScatter {
  using S = typename YView::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Window = CsriWindow<ExecSpace>;
  static constexpr int W = Window::W, E = Window::E, WIN = Window::WIN, WORDS = Window::WORDS;
  // Rank 1: A's entries through evict-first loads (arch::read). They are read
  // once, and evicting them first keeps in L2 the lines of y that the atomics
  // read and write (run 39, H100, with scale()'s memset for β = 0: mode T
  // 0.80× the time on denserows, 0.83× on Chem97Zt ×387, 0.96 geometric mean
  // on the score matrices, none slower beyond noise). Rank 2 keeps plain loads: the
  // K vectors' warps read the same chunk from L2 one after another (unmeasured
  // with streaming loads).
  static constexpr bool Stream = YView::rank == 1;

  CsriArrays<Matrix, Schedule> a;
  input_view_t<XView> x;
  YView y;
  S alpha;
  std::int64_t work, vectors;
  bool conjugate;

  // α·x_r for row r of the kernel's numbering (conjugation goes on a_rc).
  KOKKOS_FORCEINLINE_FUNCTION S scaled_x(O r, std::int64_t j) const {
    return alpha * at(x, a.row_of(r), j);
  }

  KOKKOS_FORCEINLINE_FUNCTION void add(O col, const S& val, const S& ax, std::int64_t j) const {
    Kokkos::atomic_add(&at(y, col, j), S(conj_if(conjugate, val) * ax));
  }

  // add() for entry k of the chunk, read with the loads Stream picks.
  KOKKOS_FORCEINLINE_FUNCTION void add_entry(const CsriChunkSpan<S, O>& ch, int k, const S& ax,
                                             std::int64_t j) const {
    add(arch::read<Stream>(ch.cols + k), S(ch.template val<Stream>(k)), ax, j);
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t item = team_work_item(team);
    if (item >= work) return;
    std::int64_t c, j;
    split_item(item, vectors, c, j);  // a chunk's vectors in neighbouring warps
    const CsriChunkSpan<S, O> ch = a.template span<WIN>(c);
    const std::uint32_t* starts = ch.starts;
    const O* rows = ch.rows;
    const int len = ch.len;
    const int lane = arch::lane_id();

    for (int w = 0; w < len; w += WIN) {
      const std::uint32_t* mask = starts + (w >> 5);
      std::uint32_t words[WORDS];
      std::uint32_t any_start = 0;
#pragma unroll
      for (int i = 0; i < WORDS; ++i) {
        words[i] = mask[i];
        any_start |= words[i];
      }
      const O window_first = rows[w / WIN];  // the row holding entry w when no row starts there
      if (any_start == 0 && w + WIN <= len) {
        const S ax = scaled_x(window_first, j);
#pragma unroll
        for (int e = 0; e < E; ++e) {
          const int k = w + e * W + lane;
          add_entry(ch, k, ax, j);
        }
        continue;
      }
      if constexpr (W % 32 == 0) {
        // Lanes interleave: step e takes entries w + e·W + lane, so the
        // atomics of one instruction hit the columns of a few neighbouring
        // rows (few L2 sectors) instead of those of W rows. The row of entry
        // p is window_first + the row starts in [w, p] of the window.
        O before = 0;  // row starts in the window before step e's entries
#pragma unroll
        for (int e = 0; e < E; ++e) {
          const int k = w + e * W + lane;
          O row = window_first + before;
#pragma unroll
          for (int i = 0; i < W / 32; ++i) {
            const std::uint32_t word = words[e * (W / 32) + i];
            const int bit = lane - 32 * i;  // bits up to this lane's entry
            row += O(bit >= 31 ? arch::popcount(word)
                     : bit >= 0 ? arch::popcount(word & ((2u << bit) - 1u))
                                : 0);
            before += O(arch::popcount(word));
          }
          if (k < len) add_entry(ch, k, scaled_x(row, j), j);
        }
      } else {
        // One lane per warp (host backends): walk the window's entries in order.
        const int n = len - w < WIN ? len - w : WIN;
        O row = window_first;
        S ax(0);
        bool have_ax = false;
        for (int p = 0; p < n; ++p) {
          if (starts_row(words, p)) {
            ++row;
            have_ax = false;
          }
          if (!have_ax) {
            ax = scaled_x(row, j);
            have_ax = true;
          }
          add_entry(ch, w + p, ax, j);
        }
      }
    }
  }
};

// The same scatter for a row-major rank-2 y (y.stride(1) == 1: a LayoutRight Y,
// or the handle's row-major staging of a LayoutLeft one, spmv/row_major_y.hpp),
// one warp per chunk for all vectors. Lanes go across vectors: V lanes to an
// entry, W / V entries a step, so one atomic instruction adds into W / V runs
// of V neighbouring values of y (8 sectors for K = 8 doubles) where the
// warp-per-vector scatter's instruction reaches up to W columns' sectors. V:
// lanes_across_vectors (wider y loops over tiles of W vectors); a row-major y
// has two vectors or more, so V ≥ 2 ≥ W / 32 and a step's W / V entries lie in
// one mask word. Host backends: W = V = 1, a lane adds an entry into every vector.
template <class ExecSpace, class Matrix, class Schedule, class XView, class YView>
struct CsriScatterVectorLanes {
  using S = typename YView::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Window = CsriWindow<ExecSpace>;
  static constexpr int W = Window::W, WIN = Window::WIN, WORDS = Window::WORDS;

  CsriArrays<Matrix, Schedule> a;
  input_view_t<XView> x;
  YView y;
  S alpha;
  std::int64_t chunks, vectors;
  int lanes_per_entry;  // V
  bool conjugate;

  // α·a_rc·x_r into y_c for every vector t, t + V, ... of this lane.
  KOKKOS_FORCEINLINE_FUNCTION void add_entry(O row, O col, const S& val, int t) const {
    const O r = a.row_of(row);
    const S v = conj_if(conjugate, val);
    for (std::int64_t j = t; j < vectors; j += lanes_per_entry)
      Kokkos::atomic_add(&at(y, col, j), S(v * (alpha * at(x, r, j))));
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t c = team_work_item(team);
    if (c >= chunks) return;
    const CsriChunkSpan<S, O> ch = a.template span<WIN>(c);
    const int len = ch.len;
    const int lane = W == 1 ? 0 : arch::lane_id();
    const int V = lanes_per_entry, G = W / V;  // G entries a step, G divides 32
    const int g = lane / V, t = lane % V;

    for (int w = 0; w < len; w += WIN) {
      const std::uint32_t* mask = ch.starts + (w >> 5);
      const O window_first = ch.rows[w / WIN];  // the row holding entry w when no row starts there
      O before = 0;                              // row starts in the window's earlier words
#pragma unroll
      for (int i = 0; i < WORDS; ++i) {
        const std::uint32_t word = mask[i];
        for (int b0 = 0; b0 < 32; b0 += G) {
          const int bit = b0 + g;
          const int k = w + 32 * i + bit;
          if (k >= len) break;
          // Row of entry k: window_first + the row starts in [w, k].
          const O row = window_first + before +
                        O(bit == 31 ? arch::popcount(word)
                                    : arch::popcount(word & ((2u << bit) - 1u)));
          add_entry(row, ch.cols[k], S(ch.vals[k]), t);
        }
        before += O(arch::popcount(word));
      }
    }
  }
};

// Whether a rank-2 y keeps each row's vectors next to each other.
template <class YView>
bool vectors_row_major(const YView& y) {
  if constexpr (YView::rank == 1) return false;
  else return y.extent(1) > 1 && y.stride(1) == 1;
}

// y += α·Aᵀ·x (conjugated on request) for every vector of y; y already holds
// β·y. presum: a tile's equal columns summed on chip first (csri_scatter_presum.hpp).
template <class ExecSpace, class Schedule, class Matrix, class XView, class YView>
void csri_scatter_accumulate(const ExecSpace& exec, const Schedule& s, bool conjugate,
                             const Matrix& A, typename YView::const_value_type alpha,
                             const XView& x, const YView& y, bool presum = false) {
  const std::int64_t vectors = num_vectors(y), work = s.num_chunks * vectors;
  if (work == 0) return;
  if (presum && csri_scatter_presummed(exec, s, conjugate, A, alpha, x, y)) return;
  constexpr int W = compat::static_warp_width<ExecSpace>();
  if (vectors_row_major(y)) {
    Kokkos::parallel_for(
        "kspmv::csr_load_balance_transpose_vector_lanes",
        vector_team_policy(exec, s.num_chunks, W),
        CsriScatterVectorLanes<ExecSpace, Matrix, Schedule, XView, YView>{
            CsriArrays<Matrix, Schedule>::of(A, s), x, y, alpha, s.num_chunks, vectors,
            lanes_across_vectors<ExecSpace>(vectors), conjugate});
    return;
  }
  Kokkos::parallel_for("kspmv::csr_load_balance_transpose", vector_team_policy(exec, work, W),
                       CsriScatter<ExecSpace, Matrix, Schedule, XView, YView>{
                           CsriArrays<Matrix, Schedule>::of(A, s), x, y, alpha, work,
                           vectors, conjugate});
}

}  // namespace kspmv
