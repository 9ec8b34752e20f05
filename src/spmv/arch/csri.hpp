#pragma once
// Load-balanced CSR ("CSRI", [TOPC20] §3.3 / [ISC20] §3.2): the COO scheme of
// [TOPC20] Alg. 1 run over CSR. Every warp gets an equal chunk of entries and
// walks it in windows of W·E entries, lane l holding entries l·E .. l·E+E-1 of
// the window. Where rows begin is read from a bit mask built at setup (one bit
// per entry: 1/8 byte per entry instead of COO's 4-byte row index), so a lane
// finds the row of its first entry with a popcount over the window's mask
// words and needs no search:
//   1. each lane walks its E entries, finishing the rows that begin and end
//      inside them;
//   2. the partial sums of rows crossing lane boundaries are joined by a warp
//      segmented scan whose segment heads are a ballot (spmv/arch/warp.hpp),
//      and the lane where a row ends writes y = α·sum + β·y;
//   3. a window with no row start lies inside one row: lanes only accumulate,
//      lane-interleaved and fully coalesced ([TOPC20]'s warp-vote skip; the
//      mask says it without a vote).
// Rows are numbered among the non-empty ones inside the kernel; rows cut by
// chunk boundaries are finished by a second, small launch
// (spmv/chunk_carries.hpp), and empty rows (y = β·y) by extra warps after the
// chunks' in the same launch, from the carries' list of them. No atomics: y is
// reproducible bit for bit, and β needs no separate pass. On host backends
// W = 1 and E = 32.
// Columns come from A's col_idx, or as 16-bit deltas from the window's base
// where the plan built them (NarrowEntries, formats/narrow_entries.hpp: one
// base per window, so the choice is uniform across the warp).
// (Finishing cut rows in the same launch, by the last chunk of the row to
// arrive at a counter, measured 30-45% slower on the H200: the fence each
// chunk needs before counting in costs more than the second launch.)

#include "formats/narrow_entries.hpp"
#include "spmv/arch/direct_launch.hpp"
#include "spmv/arch/warp.hpp"
#include "spmv/chunk_carries.hpp"

namespace kspmv {

template <class Scalar, class Ordinal, class Device>
struct CsriSchedule {
  std::int64_t window = 0;      // W·E entries
  std::int64_t chunk = 0;       // entries per warp, a multiple of the window
  std::int64_t num_chunks = 0;
  bool compact_rows = false;    // A has empty rows: kernel rows index nonempty_rows
  bool aligned = false;         // A's entries and values start 16-byte aligned: vector loads
  // Bit p of the mask (word p / 32, bit p % 32) is set where entry p begins a
  // non-empty row, and at p = nnz; zero-padded past the last window.
  Kokkos::View<std::uint32_t*, Device> row_starts;
  // window_row(w): the number of non-empty rows that begin before entry w·window, minus 1.
  Kokkos::View<Ordinal*, Device> window_row;
  Kokkos::View<Ordinal*, Device> nonempty_rows;  // kernel row -> row of A (compact_rows only)
  // Rows the second launch finishes: cut rows and empty rows.
  ChunkCarries<Scalar, Device, Ordinal> carries;

  std::size_t bytes() const {
    return row_starts.span() * sizeof(std::uint32_t) +
           (window_row.span() + nonempty_rows.span()) * sizeof(Ordinal) + carries.bytes();
  }
};

// Whether entry p begins a non-empty row, by a CsriSchedule::row_starts mask
// read from the word that holds entry 0.
template <class Index>
KOKKOS_FORCEINLINE_FUNCTION bool starts_row(const std::uint32_t* mask, Index p) {
  return (mask[p >> 5] >> (p & 31)) & 1u;
}

// One chunk of entries: [begin, begin + len) of A's arrays, its mask words
// and the window_row of its windows; its deltas and window bases where the
// columns are narrow (else null).
template <class S, class O>
struct CsriChunkSpan {
  const O* cols;
  const S* vals;
  const std::uint32_t* starts;  // mask words of the chunk, from entry begin
  const O* rows;                // window_row of the chunk's windows
  int len;
  const std::uint16_t* deltas = nullptr;  // from entry begin
  const O* bases = nullptr;               // NarrowEntries::base of the chunk's windows

  // The base of the window at entry w of the chunk; -1 where it reads cols.
  template <int WIN>
  KOKKOS_FORCEINLINE_FUNCTION O base_of(int w) const { return bases ? bases[w / WIN] : O(-1); }
  // Column of entry k of a window whose base is b; value of entry k. Stream:
  // cache-streaming loads (arch::read).
  template <bool Stream = false>
  KOKKOS_FORCEINLINE_FUNCTION O col(O b, int k) const {
    return b >= 0 ? O(b + O(arch::read<Stream>(deltas + k))) : arch::read<Stream>(cols + k);
  }
  template <bool Stream = false>
  KOKKOS_FORCEINLINE_FUNCTION S val(int k) const {
    return arch::read<Stream>(vals + k);
  }
};

// The window shape both CSRI kernels (gather, scatter) walk: W lanes of E
// consecutive entries, WIN = W·E entries covering WORDS 32-bit mask words.
template <class ExecSpace>
struct CsriWindow {
  static constexpr int W = compat::static_warp_width<ExecSpace>();
  static constexpr int E = csri_entries_per_lane(W);
  static constexpr int WIN = W * E, WORDS = WIN / 32;
  static_assert((WIN % 32 == 0 && E < 32) || W == 1, "a window must be whole mask words");
};

// What the CSRI kernels (gather here, scatter in csri_scatter.hpp) read: A's
// arrays and the schedule's map of rows. V: the type of the values read, A's
// scalar or, for a gather with SpmvOptions::value_precision = single, the
// plan's single-precision copy of them (same positions as A's values).
template <class Matrix, class Schedule, class V = typename Matrix::non_const_value_type>
struct CsriArrays {
  using O = typename Matrix::non_const_ordinal_type;
  typename Matrix::index_type entries;
  const V* values;
  decltype(Schedule::row_starts) row_starts;
  decltype(Schedule::window_row) window_row;
  decltype(Schedule::nonempty_rows) nonempty_rows;
  std::int64_t nnz, chunk, num_chunks;
  bool compact_rows;
  const std::uint16_t* deltas = nullptr;  // NarrowEntries (gather only); null: col_idx alone
  const O* window_base = nullptr;

  static CsriArrays of(const Matrix& A, const Schedule& s) {
    return {A.graph.entries, A.values.data(), s.row_starts, s.window_row, s.nonempty_rows,
            std::int64_t(A.nnz()), s.chunk, s.num_chunks, s.compact_rows};
  }
  // With narrow columns, built with the kernel's window, and values read from
  // `values` (A's or a copy of them as V).
  template <class D>
  static CsriArrays of(const Matrix& A, const Schedule& s, const NarrowEntries<O, D>& narrow,
                       const V* values) {
    CsriArrays a = {A.graph.entries, values, s.row_starts, s.window_row, s.nonempty_rows,
                    std::int64_t(A.nnz()), s.chunk, s.num_chunks, s.compact_rows};
    if (narrow.used()) {
      a.deltas = narrow.deltas.data();
      a.window_base = narrow.base.data();
    }
    return a;
  }

  // Chunk c, for windows of WIN entries.
  template <int WIN>
  KOKKOS_FORCEINLINE_FUNCTION CsriChunkSpan<V, O> span(std::int64_t c) const {
    const std::int64_t begin = c * chunk;
    return {entries.data() + begin,
            values + begin,
            row_starts.data() + (begin >> 5),
            window_row.data() + begin / WIN,
            int(nnz - begin < chunk ? nnz - begin : chunk),
            deltas ? deltas + begin : nullptr,
            deltas ? window_base + begin / WIN : nullptr};
  }

  // Row of A for row r of the kernels' numbering (non-empty rows only when compact).
  KOKKOS_FORCEINLINE_FUNCTION std::int64_t row_of(O r) const {
    return compact_rows ? std::int64_t(nonempty_rows(r)) : std::int64_t(r);
  }
};

// Stream: A's entries through cache-streaming loads (arch::read; rank 1,
// SpmvOptions::matrix_loads). V: the stored values' type (CsriArrays).
template <class ExecSpace, class Matrix, class Schedule, class XView, class YView, bool Stream,
          class V = typename Matrix::non_const_value_type>
struct CsriChunks {
  using S = typename YView::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Window = CsriWindow<ExecSpace>;
  static constexpr int W = Window::W, E = Window::E, WIN = Window::WIN, WORDS = Window::WORDS;

  CsriArrays<Matrix, Schedule, V> a;
  decltype(Schedule::carries) carries;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t work, first_vector, vectors;  // vectors: of this launch
  bool aligned, conjugate;
  // Warps after the `work` chunk warps that store A's empty rows (y = β·y),
  // csri_empty_rows_per_lane a lane.
  std::int64_t empty_work = 0;

  // The chunk a vector works on (CsriChunkSpan), the vector, the chunk's
  // first row (kernel numbering) and whether that row began before the chunk.
  struct Chunk : CsriChunkSpan<V, O> {
    std::int64_t c, v;
    O first_row;
    bool first_split;
  };

  // Row r of the kernel's numbering is complete unless it is the chunk's
  // first row and began before the chunk: then it is the chunk's head partial.
  KOKKOS_FORCEINLINE_FUNCTION void finish(const Chunk& ch, O r, const S& sum) const {
    if (r == ch.first_row && ch.first_split) {
      carries.head(ch.c, ch.v) = sum;
      return;
    }
    store_result(at(y, a.row_of(r), first_vector + ch.v), alpha, beta, sum);
  }

  // Empty rows [e·W·U, (e+1)·W·U) of the carries' list, lane-interleaved so
  // that neighbouring lanes store neighbouring rows. In the second pass they
  // cost a launch's worth of time on matrices with many (run 88: warps after
  // the chunks took 0.958 of the time on web-NotreDame x16, 58% of whose rows
  // are empty; warps before the chunks 0.985).
  KOKKOS_FORCEINLINE_FUNCTION void store_empty_rows(std::int64_t e) const {
    constexpr int U = csri_empty_rows_per_lane;
    const std::int64_t n = carries.num_empty(), k0 = e * (W * U) + arch::lane_id();
    std::int64_t r[U];
#pragma unroll
    for (int u = 0; u < U; ++u) r[u] = k0 + u * W < n ? std::int64_t(carries.empty(k0 + u * W)) : -1;
    for (std::int64_t v = 0; v < vectors; ++v)
#pragma unroll
      for (int u = 0; u < U; ++u)
        if (r[u] >= 0) store_result(at(y, r[u], first_vector + v), alpha, beta, S(0));
  }

  template <class Member>  // Team, or arch::DirectTeam (spmv/arch/direct_launch.hpp)
  KOKKOS_INLINE_FUNCTION void operator()(const Member& team) const {
    const std::int64_t item = team_work_item(team);
    if (item >= work) {  // the whole vector leaves together
      if (item - work < empty_work) store_empty_rows(item - work);
      return;
    }
    Chunk ch;
    split_item(item, vectors, ch.c, ch.v);  // a chunk's vectors in neighbouring warps
    static_cast<CsriChunkSpan<V, O>&>(ch) = a.template span<WIN>(ch.c);
    const std::int64_t j = first_vector + ch.v;
    ch.first_split = !(ch.starts[0] & 1u);
    ch.first_row = ch.rows[0] + (ch.first_split ? 0 : 1);
    const int lane = arch::lane_id();

    // The row open at the window boundary and its partial sum (warp-uniform),
    // plus each lane's share of it from windows that lay inside that row.
    O open_row = ch.first_row;
    bool open = ch.first_split;  // the chunk begins inside a row begun before it
    S carry(0), inside(0);
    bool inside_pending = false;

    for (int w = 0; w < ch.len; w += WIN) {
      const std::uint32_t* mask = ch.starts + (w >> 5);
      std::uint32_t words[WORDS];
      std::uint32_t any_start = 0;
#pragma unroll
      for (int i = 0; i < WORDS; ++i) {
        words[i] = mask[i];
        any_start |= words[i];
      }
      const O base = ch.template base_of<WIN>(w);
      if (open && any_start == 0 && w + WIN <= ch.len) {
        // The window lies inside open_row: lane-interleaved, fully coalesced.
#pragma unroll
        for (int e = 0; e < E; ++e) {
          const int k = w + e * W + lane;
          inside += conj_if(conjugate, S(ch.template val<Stream>(k))) *
                    at(x, ch.template col<Stream>(base, k), j);
        }
        inside_pending = true;
        continue;
      }
      if (inside_pending) {
        carry += arch::warp_sum<W>(inside);
        inside = S(0);
        inside_pending = false;
      }
      if (open && (words[0] & 1u)) {  // open_row ended where the inside-row windows did
        if (lane == 0) finish(ch, open_row, carry);
        open = false;
        carry = S(0);
      }

      const int p0 = lane * E;  // the lane's entries: w + p0 .. w + p0 + n - 1
      const int n = ch.len - w - p0 <= 0 ? 0 : (ch.len - w - p0 < E ? ch.len - w - p0 : E);
      // The lane's own mask word is read again (an L1 hit): selecting it from
      // `words` by a lane-dependent index would move `words` to local memory.
      const std::uint32_t word = mask[p0 >> 5];
      int before = 0;  // row starts in the window before the lane's first entry
#pragma unroll
      for (int i = 0; i + 1 < WORDS; ++i) before += (p0 >> 5) > i ? arch::popcount(words[i]) : 0;
      const int shift = p0 & 31;
      before += arch::popcount(shift ? word & ((1u << shift) - 1u) : 0u);
      const std::uint32_t bits = E == 32 ? word : (word >> shift) & ((1u << (E % 32)) - 1u);
      const bool first_starts = bits & 1u;
      // Does the lane's last row end with its last entry? Full lanes ask the
      // next lane (or the next window); only the matrix's end cuts a lane.
      const bool next_lane_starts = arch::shfl_down<W>(first_starts, 1);
      const bool ends_here =
          n > 0 && (n < E || (lane + 1 < W ? next_lane_starts : starts_row(ch.starts, w + WIN)));

      S prod[E];
      // `aligned` is tested inside each load, so the 16-byte loads and their
      // element-by-element fallback are both issued, one predicated off.
      // Testing it once here instead (run 106 n6) ran 6% fewer warp
      // instructions in the same time (0.98-1.03 in the bench): this kernel is
      // bound by the loads it keeps in flight, not by issue.
      if (n == E) {
        O col[E];
        V val[E];
        if (base >= 0) {
          std::uint16_t delta[E];
          arch::load_consecutive<Stream>(ch.deltas + w + p0, true, delta);  // windows start 16-byte aligned
#pragma unroll
          for (int e = 0; e < E; ++e) col[e] = O(base + O(delta[e]));
        } else {
          arch::load_consecutive<Stream>(ch.cols + w + p0, aligned, col);
        }
        arch::load_consecutive<Stream>(ch.vals + w + p0, aligned, val);
#pragma unroll
        for (int e = 0; e < E; ++e) prod[e] = conj_if(conjugate, S(val[e])) * at(x, col[e], j);
      } else {
#pragma unroll
        for (int e = 0; e < E; ++e) {
          const int k = w + p0 + e;
          prod[e] = e < n ? S(conj_if(conjugate, S(ch.template val<Stream>(k))) *
                              at(x, ch.template col<Stream>(base, k), j))
                          : S(0);
        }
      }
      const O row0 = ch.rows[w / WIN] + O(before) + O(first_starts ? 1 : 0);
      O row = row0;
      S acc = prod[0], head(0);
      bool head_done = false;
#pragma unroll
      for (int e = 1; e < E; ++e) {
        if (e < n && ((bits >> e) & 1u)) {  // entry e begins the next row
          if (row == row0) {
            head = acc;
            head_done = true;
          } else {
            finish(ch, row, acc);  // began and ended here
          }
          acc = S(0);
          ++row;
        }
        acc += prod[e];
      }
      if (lane == 0 && open) {  // lane 0's first row goes on from the last window
        if (head_done) head += carry;
        else acc += carry;
      }
      // acc is the partial of `row`, the lane's last row: join across lanes.
      const std::uint64_t heads = arch::ballot(n == 0 || head_done || first_starts);
      const S joined = arch::segmented_scan_by_heads<W>(acc, heads);
      const S before_sum = arch::shfl_up<W>(joined, 1);
      if (n > 0 && head_done)
        finish(ch, row0, lane > 0 && !first_starts ? S(head + before_sum) : head);
      if (ends_here) finish(ch, row, joined);
      const int last = (ch.len - 1 - w) / E < W - 1 ? (ch.len - 1 - w) / E : W - 1;
      carry = arch::shfl(joined, last);
      open_row = arch::shfl(row, last);
      open = !arch::shfl(ends_here, last);
      if (!open) carry = S(0);
    }

    if (inside_pending) carry += arch::warp_sum<W>(inside);
    if (open && lane == 0) {
      if (starts_row(ch.starts, ch.len)) finish(ch, open_row, carry);  // ends with the chunk
      else if (open_row == ch.first_row && ch.first_split) carries.head(ch.c, ch.v) = carry;
      else carries.tail(ch.c, ch.v) = carry;  // goes on in the next chunk
    }
  }
};

// y = α·A·x + β·y (conjugated A on request) for `vectors` columns starting at
// `first_vector`, at most the schedule's carry batch; A's values read from
// `values` (A.values.data() or a copy of them as V).
template <class ExecSpace, class Schedule, class Narrow, class Matrix, class V, class XView,
          class YView>
void csri_apply_batch(const ExecSpace& exec, const Schedule& s, const Narrow& narrow,
                      bool stream, bool conjugate, const Matrix& A, const V* values,
                      typename YView::const_value_type alpha,
                      const XView& x, typename YView::const_value_type beta, const YView& y,
                      std::int64_t first_vector, std::int64_t vectors) {
  const std::int64_t work = s.num_chunks * vectors;
  constexpr int W = compat::static_warp_width<ExecSpace>();
  const std::int64_t per_warp = std::int64_t(W) * csri_empty_rows_per_lane;
  // A matrix with no entries has no chunk launch: its rows, all empty, go to
  // the second pass.
  const std::int64_t empty_work = work > 0 ? (s.carries.num_empty() + per_warp - 1) / per_warp : 0;
  if (work > 0) {
    using Bounds = warp_chunk_launch_bounds<ExecSpace>;
    const auto launch = [&](auto streams) {
      launch_vectors<Bounds>("kspmv::csr_load_balance", exec, work + empty_work, W,
                           CsriChunks<ExecSpace, Matrix, Schedule, XView, YView, decltype(streams)::value, V>{
                               CsriArrays<Matrix, Schedule, V>::of(A, s, narrow, values), s.carries, x, y,
                               alpha, beta, work, first_vector, vectors, s.aligned, conjugate,
                               empty_work});
    };
    with_matrix_loads<YView>(stream, launch);
  }
  finish_carried_rows<false>(exec, s.carries, first_vector, vectors, alpha, beta, y, empty_work > 0);
}

// `narrow`: the columns as 16-bit deltas (NarrowEntries built with the
// kernel's window), or an empty one for A's col_idx alone. `stream`: rank-1
// launches load A's entries with cache-streaming loads. `values`: A's values,
// as given (A.values.data()) or a copy in another precision V at the same
// positions (SpmvOptions::value_precision).
template <class ExecSpace, class Schedule, class Narrow, class Matrix, class V, class XView,
          class YView>
void csri_apply(const ExecSpace& exec, const Schedule& s, const Narrow& narrow, bool stream,
                bool conjugate, const Matrix& A, const V* values,
                typename YView::const_value_type alpha, const XView& x,
                typename YView::const_value_type beta, const YView& y) {
  const std::int64_t vectors = num_vectors(y), batch = s.carries.batch();
  for_each_vector_batch(vectors, batch, [&](std::int64_t j, std::int64_t count) {
    csri_apply_batch(exec, s, narrow, stream, conjugate, A, values, alpha, x, beta, y, j, count);
  });
}

}  // namespace kspmv
