#pragma once
// Warp-level primitives of the load-balanced kernels ([TOPC20] Alg. 1, [ISC20]
// §3.1): lane id, shuffles, votes, and the segmented sums built from them.
//
// A kernel launched with vector_team_policy(exec, work, W), W =
// compat::static_warp_width<ExecSpace>(), runs one work item per hardware SIMD
// group: on the device each vector lane is one thread of a warp (CUDA, 32
// lanes) or wavefront (HIP, 64 lanes), so the intrinsics below exchange
// registers between the lanes of one work item. On host backends W = 1 and
// every primitive is the identity of a one-lane warp, so the same kernel is
// the portable fallback there. Every call must be reached by all W lanes of
// the vector (no lane may have returned early): the masks are full.

#include "core/compat.hpp"
#include "core/scalar_traits.hpp"

#include <cstdint>
#include <type_traits>

namespace kspmv {
namespace arch {

// The vector lane of the calling thread, in [0, W).
KOKKOS_FORCEINLINE_FUNCTION int lane_id() {
  KSPMV_IF_ON_DEVICE((return int(threadIdx.x);))
  KSPMV_IF_ON_HOST((return 0;))
}

namespace detail {

// One 4- or 8-byte register from lane `src` (CUDA/HIP shuffle); identity on
// the host.
template <class T>
KOKKOS_FORCEINLINE_FUNCTION T shfl_word(const T& v, int src) {
  static_assert(std::is_arithmetic_v<T>, "kspmv::arch: shuffles move arithmetic registers");
#if defined(KOKKOS_ENABLE_CUDA)
  KSPMV_IF_ON_DEVICE((return __shfl_sync(0xffffffffu, v, src);))
#elif defined(KOKKOS_ENABLE_HIP)
  KSPMV_IF_ON_DEVICE((return __shfl(v, src, compat::static_warp_width<Kokkos::HIP>());))
#endif
  KSPMV_IF_ON_HOST(((void)src; return v;))
}

}  // namespace detail

// The value `v` of lane `src` (complex values move as two registers).
template <class T>
KOKKOS_FORCEINLINE_FUNCTION T shfl(const T& v, int src) {
  if constexpr (is_complex_v<T>) {
    return T(detail::shfl_word(v.real(), src), detail::shfl_word(v.imag(), src));
  } else if constexpr (std::is_same_v<T, bool>) {
    return detail::shfl_word(int(v), src) != 0;
  } else {
    return detail::shfl_word(v, src);
  }
}

// `v` of lane (lane - delta), or the caller's own `v` where that is < 0.
template <int W, class T>
KOKKOS_FORCEINLINE_FUNCTION T shfl_up(const T& v, int delta) {
  const int lane = lane_id();
  const T other = shfl(v, lane >= delta ? lane - delta : lane);
  return other;
}

// `v` of lane (lane + delta), or the caller's own `v` where that is >= W.
template <int W, class T>
KOKKOS_FORCEINLINE_FUNCTION T shfl_down(const T& v, int delta) {
  const int lane = lane_id();
  return shfl(v, lane + delta < W ? lane + delta : lane);
}

// Warp votes ([TOPC20] Alg. 1 line 6).
KOKKOS_FORCEINLINE_FUNCTION bool any(bool p) {
#if defined(KOKKOS_ENABLE_CUDA)
  KSPMV_IF_ON_DEVICE((return __any_sync(0xffffffffu, p) != 0;))
#elif defined(KOKKOS_ENABLE_HIP)
  KSPMV_IF_ON_DEVICE((return __any(p) != 0;))
#endif
  KSPMV_IF_ON_HOST((return p;))
}

KOKKOS_FORCEINLINE_FUNCTION bool all(bool p) {
#if defined(KOKKOS_ENABLE_CUDA)
  KSPMV_IF_ON_DEVICE((return __all_sync(0xffffffffu, p) != 0;))
#elif defined(KOKKOS_ENABLE_HIP)
  KSPMV_IF_ON_DEVICE((return __all(p) != 0;))
#endif
  KSPMV_IF_ON_HOST((return p;))
}

// Bit l set where lane l's predicate holds (bits >= W are zero).
KOKKOS_FORCEINLINE_FUNCTION std::uint64_t ballot(bool p) {
#if defined(KOKKOS_ENABLE_CUDA)
  KSPMV_IF_ON_DEVICE((return std::uint64_t(__ballot_sync(0xffffffffu, p));))
#elif defined(KOKKOS_ENABLE_HIP)
  KSPMV_IF_ON_DEVICE((return std::uint64_t(__ballot(p));))
#endif
  KSPMV_IF_ON_HOST((return p ? 1u : 0u;))
}

// Number of set bits, on every backend.
KOKKOS_FORCEINLINE_FUNCTION int popcount(std::uint32_t v) {
  KSPMV_IF_ON_DEVICE((return __popc(v);))
  KSPMV_IF_ON_HOST((return __builtin_popcount(v);))
}

// Number of set bits of a 64-bit word (a ballot).
KOKKOS_FORCEINLINE_FUNCTION int popcount64(std::uint64_t v) {
  KSPMV_IF_ON_DEVICE((return __popcll((unsigned long long)v);))
  KSPMV_IF_ON_HOST((return __builtin_popcountll(v);))
}

// Index of the highest set bit of v != 0.
KOKKOS_FORCEINLINE_FUNCTION int highest_bit(std::uint64_t v) {
  KSPMV_IF_ON_DEVICE((return 63 - __clzll((long long)v);))
  KSPMV_IF_ON_HOST((return 63 - __builtin_clzll(v);))
}

// Index of the lowest set bit of v != 0.
KOKKOS_FORCEINLINE_FUNCTION int lowest_bit(std::uint64_t v) {
  KSPMV_IF_ON_DEVICE((return __ffsll((long long)v) - 1;))
  KSPMV_IF_ON_HOST((return __builtin_ctzll(v);))
}

// *p; with Stream, on CUDA devices, a cache-streaming load (ld.global.cs:
// evict-first in L1 and L2) for data read once, such as a matrix's entries.
// Whether that pays depends on the kernel and the matrix (run 32: a thread
// per row gained most on randomly numbered rows, CSRI only where x and y are
// small next to A; TuningTable::csri_/padded_stream_max_vector_share). A
// plain load elsewhere (HIP and hosts: unmeasured).
#if defined(KOKKOS_ENABLE_CUDA)
template <class V>
inline constexpr bool has_streaming_load =
    std::is_same_v<V, double> || std::is_same_v<V, float> || std::is_same_v<V, int> ||
    std::is_same_v<V, unsigned> || std::is_same_v<V, long long> ||
    std::is_same_v<V, unsigned long long> || std::is_same_v<V, short> ||
    std::is_same_v<V, unsigned short> || std::is_same_v<V, uint4> || std::is_same_v<V, int4> ||
    std::is_same_v<V, float4> || std::is_same_v<V, double2> || std::is_same_v<V, longlong2>;
#endif

template <bool Stream, class V>
KOKKOS_FORCEINLINE_FUNCTION V read(const V* p) {
#if defined(KOKKOS_ENABLE_CUDA)
  if constexpr (Stream && has_streaming_load<V>) {
    KSPMV_IF_ON_DEVICE((return __ldcs(p);))
  } else if constexpr (Stream && std::is_integral_v<V> && sizeof(V) == 8) {  // long, std::uint64_t
    KSPMV_IF_ON_DEVICE((return V(__ldcs(reinterpret_cast<const unsigned long long*>(p)));))
  }
#endif
  return *p;
}

// out[0..E) = p[0..E), E consecutive elements at a 16-byte aligned address
// when `aligned`: 16-byte loads on the device for 2-, 4- and 8-byte
// arithmetic types, element by element otherwise; cache-streaming loads
// with Stream (read above).
template <bool Stream = false, int E, class T>
KOKKOS_FORCEINLINE_FUNCTION void load_consecutive(const T* p, bool aligned, T (&out)[E]) {
  constexpr bool vectorizable = std::is_arithmetic_v<T> &&
                                (sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8) &&
                                E * sizeof(T) % 16 == 0;
  if constexpr (vectorizable) {
    if (aligned) {
      KSPMV_IF_ON_DEVICE((
        if constexpr (sizeof(T) == 2) {
_Pragma("unroll")
          for (int i = 0; i < E; i += 8) {
            const uint4 q = read<Stream>(reinterpret_cast<const uint4*>(p + i));
            const unsigned int half[4] = {q.x, q.y, q.z, q.w};
_Pragma("unroll")
            for (int h = 0; h < 4; ++h) {
              out[i + 2 * h] = T(half[h] & 0xFFFFu);
              out[i + 2 * h + 1] = T(half[h] >> 16);
            }
          }
        } else if constexpr (sizeof(T) == 8) {
          using V2 = std::conditional_t<std::is_floating_point_v<T>, double2, longlong2>;
_Pragma("unroll")
          for (int i = 0; i < E; i += 2) {
            const V2 q = read<Stream>(reinterpret_cast<const V2*>(p + i));
            out[i] = T(q.x);
            out[i + 1] = T(q.y);
          }
        } else {
          using V4 = std::conditional_t<std::is_floating_point_v<T>, float4, int4>;
_Pragma("unroll")
          for (int i = 0; i < E; i += 4) {
            const V4 q = read<Stream>(reinterpret_cast<const V4*>(p + i));
            out[i] = T(q.x);
            out[i + 1] = T(q.y);
            out[i + 2] = T(q.z);
            out[i + 3] = T(q.w);
          }
        }
        return;))
    }
  }
#pragma unroll
  for (int i = 0; i < E; ++i) out[i] = read<Stream>(p + i);
}

// Orders the memory accesses of the warp's lanes before and after it (a lane
// reads what another lane of the same warp wrote before the barrier).
KOKKOS_FORCEINLINE_FUNCTION void sync_lanes() {
#if defined(KOKKOS_ENABLE_CUDA)
  KSPMV_IF_ON_DEVICE((__syncwarp(0xffffffffu);))
#elif defined(KOKKOS_ENABLE_HIP)
  KSPMV_IF_ON_DEVICE((__builtin_amdgcn_wave_barrier(); __threadfence_block();))
#endif
}

// Sum of `v` over all W lanes, in every lane (butterfly: the same order on
// every run, so the result is reproducible).
template <int W, class T>
KOKKOS_FORCEINLINE_FUNCTION T warp_sum(T v) {
  const int lane = lane_id();
#pragma unroll
  for (int d = W / 2; d >= 1; d /= 2) v += shfl(v, lane ^ d);
  return v;
}

// Sum of `v` over each aligned group of `width` lanes (a power of two <= W),
// in every lane of the group; `width` must be the same in all W lanes.
template <int W, class T>
KOKKOS_FORCEINLINE_FUNCTION T subgroup_sum(T v, int width) {
  const int lane = lane_id();
  for (int d = width / 2; d >= 1; d /= 2) v += shfl(v, lane ^ d);
  return v;
}

// Sum of `v` over the `lanes` lanes of the caller's vector, in each of them:
// `lanes` a power of two <= W and the block's x extent (vector_team_policy,
// launch_vectors), so a vector is an aligned group of lanes of one warp. Only
// the vector's own lanes take part: its neighbours in the warp may have left.
template <class T>
KOKKOS_FORCEINLINE_FUNCTION T vector_sum(T v, int lanes) {
  if constexpr (is_complex_v<T>) {
    return T(vector_sum(v.real(), lanes), vector_sum(v.imag(), lanes));
  } else {
#if defined(KOKKOS_ENABLE_CUDA)
    KSPMV_IF_ON_DEVICE((
        const unsigned warp_lane = (threadIdx.y * blockDim.x + threadIdx.x) & 31u;
        const unsigned group = lanes >= 32 ? 0xffffffffu : (1u << lanes) - 1u;
        const unsigned mask = lanes >= 32 ? group : group << (warp_lane & ~unsigned(lanes - 1));
        for (int d = lanes / 2; d >= 1; d /= 2) v += __shfl_xor_sync(mask, v, d, lanes);
        return v;))
#elif defined(KOKKOS_ENABLE_HIP)
    KSPMV_IF_ON_DEVICE((for (int d = lanes / 2; d >= 1; d /= 2) v += __shfl_xor(v, d, lanes);
                        return v;))
#endif
    KSPMV_IF_ON_HOST(((void)lanes; return v;))
  }
}

// Sums of T values v[0..T) over all W lanes, spread over the lanes (recursive
// halving): at each step a lane keeps half of its values, adds its partner's
// copy of that half and sends the other half, so T = 8 sums over 32 lanes
// cost 4 + 2 + 1 shuffles and then 2 for the groups of W / T lanes left,
// where a warp_sum of each would cost 8 · 5. Afterwards v[0..T / min(W, T))
// of the calling lane hold the sums of values first .. first + T / min(W, T)
// - 1, `first` returned; lanes that differ only in their low log2(W / min(W,
// T)) bits hold the same sums. Fixed order: reproducible. On a one-lane warp
// nothing moves and first = 0.
template <int W, int T, class S>
KOKKOS_FORCEINLINE_FUNCTION int reduce_scatter(S (&v)[T]) {
  constexpr int spread = W < T ? W : T;  // lanes that end with different sums
  const int lane = lane_id();
  int first = 0;
#pragma unroll
  for (int s = 1; s < spread; s *= 2) {
    const int half = T / (2 * s), partner = W / (2 * s);
    const bool upper = (lane & partner) != 0;
#pragma unroll
    for (int i = 0; i < half; ++i) {
      const S send = upper ? v[i] : v[i + half];
      const S keep = upper ? v[i + half] : v[i];
      v[i] = keep + shfl(send, lane ^ partner);
    }
    if (upper) first += half;
  }
#pragma unroll
  for (int d = W / (2 * spread); d >= 1; d /= 2)
#pragma unroll
    for (int i = 0; i < T / spread; ++i) v[i] += shfl(v[i], lane ^ d);
  return first;
}

// Segmented sums over the lanes of a warp. A segment is a run of lanes; bit l
// of `heads` marks lane l as the first of its segment (lane 0 always starts
// one), typically a ballot of "my row differs from the previous lane's".
// Kogge-Stone, log2 W steps, no key shuffles.

// Inclusive segmented scan from the left, the calling lane's segment
// beginning at lane `head` (<= lane; 0 in every lane: a plain inclusive
// scan): lane l gets the sum of the lanes from head to l. For kernels that
// scan many values over the same segments and find the heads once.
template <int W, class T>
KOKKOS_FORCEINLINE_FUNCTION T segmented_scan_from(T v, int head) {
  const int lane = lane_id();
#pragma unroll
  for (int d = 1; d < W; d *= 2) {
    const T other = shfl_up<W>(v, d);
    if (lane - d >= head) v += other;
  }
  return v;
}

// segmented_scan_from<W>(·, head) split for several scans over one
// segmentation (a value a vector): bit b of the steps says whether the
// shuffle of distance 2^b adds, found once instead of a compare a scan and
// step. The staged rank-2 kernel's scan took 0.97-0.98 of the time this way
// (H200, run 100: perf_tests/results/2026-12-04-run100).
template <int W>
KOKKOS_FORCEINLINE_FUNCTION std::uint32_t segmented_scan_steps(int head) {
  const int lane = lane_id();
  std::uint32_t steps = 0;
#pragma unroll
  for (int d = 1, b = 0; d < W; d *= 2, ++b)
    if (lane - d >= head) steps |= 1u << b;
  return steps;
}
template <int W, class T>
KOKKOS_FORCEINLINE_FUNCTION T segmented_scan_by_steps(T v, std::uint32_t steps) {
#pragma unroll
  for (int d = 1, b = 0; d < W; d *= 2, ++b) {
    const T other = shfl_up<W>(v, d);
    if ((steps >> b) & 1u) v += other;
  }
  return v;
}

// The same where bit l of `heads` marks lane l as the first of its segment
// (lane 0 always starts one). Keys need no shuffles.
template <int W, class T>
KOKKOS_FORCEINLINE_FUNCTION T segmented_scan_by_heads(T v, std::uint64_t heads) {
  const int lane = lane_id();
  const std::uint64_t upto = lane + 1 < 64 ? (std::uint64_t(1) << (lane + 1)) - 1 : ~std::uint64_t(0);
  return segmented_scan_from<W>(v, highest_bit((heads & upto) | 1u));
}

// Suffix sum toward the segment's head ([TOPC20] Alg. 1 line 7): lane l gets
// the sum of the lanes from l to its segment's end, so the head of each
// segment holds the segment's total.
template <int W, class T>
KOKKOS_FORCEINLINE_FUNCTION T segmented_suffix_by_heads(T v, std::uint64_t heads) {
  const int lane = lane_id();
  const std::uint64_t above = lane + 1 < 64 ? heads & ~((std::uint64_t(1) << (lane + 1)) - 1) : 0;
  const int end = above ? lowest_bit(above) : W;
#pragma unroll
  for (int d = 1; d < W; d *= 2) {
    const T other = shfl_down<W>(v, d);
    if (lane + d < end) v += other;
  }
  return v;
}

// True in the first lane of each run of equal keys (keys of consecutive
// lanes, such as the rows of consecutive entries).
template <int W, class K>
KOKKOS_FORCEINLINE_FUNCTION bool segment_head(const K& key) {
  const int lane = lane_id();
  const K before = shfl_up<W>(key, 1);
  return lane == 0 || before != key;
}

}  // namespace arch
}  // namespace kspmv
