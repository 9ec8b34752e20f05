// Probe for issue 10's per-vector bar on the stencils (not built by CMake):
// at K = 8, kspmv's DIA kernel (spmv/dia.hpp, a thread per row and register
// tile of T = 4 vectors, RowTileGrid) took 0.349 ms per apply on stencil7:160
// (72% of the copy bandwidth for the bytes DIA moves), 0.42x its own
// single-vector time per vector, against the bar of 0.4x. Which shape of the
// same kernel streams better? Plain CUDA, X and Y LayoutLeft (leading
// dimension n), y = A·X (alpha 1, beta 0):
//   nvcc -O3 -arch=sm_90 -o dia_multivector dia_multivector.cu && ./dia_multivector
// Prints, per stencil, the median of 30 event-timed launches after 5
// warm-ups, its % of the copy bandwidth of the same run for DIA's bytes
// (8 per stored value + 16 n K), ms per vector over the single-vector time,
// and the largest relative difference from a host loop.
// (The numbers of run 36 come from this file at 4e8f81b, before row_tile was
// shared by the first two kernels.)
// Outcome (run 36, H100, results/2026-11-26-run36/): "row loops T=4" beat the
// present shape here by 2-6% on the fit stencils, but the same change in
// spmv/dia.hpp made kspmv's kernel slower in 15 of 18 stencil runs at
// K = 4-32 (by 1-27%, most on stencil27; 1-4% faster in 3). ncu: at K = 4 the
// same instructions and DRAM bytes in 9% more time; at K = 8 the L1 hit rate
// fell from 32% to 24%. Not kept. A probe's shape does not
// carry over to the Kokkos kernel without measuring the kernel itself.

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "probe_timing.cuh"

struct Dia {
  long rows;
  int diagonals;
  const long* offsets;   // device
  const double* vals;    // diagonal d at vals[d * rows + r]
};

// y(r, first .. first + count - 1) = the row's diagonals times x, T sums in registers.
template <int T>
__device__ __forceinline__ void row_tile(const Dia& a, const double* x, long ldx, double* y,
                                         long ldy, long r, int first, int count) {
  double s[T];
#pragma unroll
  for (int t = 0; t < T; ++t) s[t] = 0;
  for (int d = 0; d < a.diagonals; ++d) {
    const long c = r + a.offsets[d];
    if (c >= 0 && c < a.rows) {
      const double v = a.vals[d * a.rows + r];
#pragma unroll
      for (int t = 0; t < T; ++t)
        if (t < count) s[t] += v * __ldg(x + c + (first + t) * ldx);
    }
  }
#pragma unroll
  for (int t = 0; t < T; ++t)
    if (t < count) y[r + (first + t) * ldy] = s[t];
}

// Today's shape: thread i -> 32 consecutive rows of one tile of T vectors,
// the tiles of those rows in neighbouring warps; the stride of X and Y at run
// time (kspmv's kernels see LayoutStride).
template <int T>
__global__ void dia_tiles(Dia a, const double* x, long ldx, double* y, long ldy, int K,
                          int tiles) {
  const long i = blockIdx.x * long(blockDim.x) + threadIdx.x;
  const long u = i / 32;
  const long r = (u / tiles) * 32 + i % 32;
  const int first = int(u % tiles) * T;
  if (r >= a.rows) return;
  row_tile<T>(a, x, ldx, y, ldy, r, first, K - first < T ? K - first : T);
}

// One thread per row walks all tiles of T in turn (the values of a row come
// from L1 after the first tile).
template <int T>
__global__ void dia_rows_loop(Dia a, const double* x, long ldx, double* y, long ldy, int K) {
  const long r = blockIdx.x * long(blockDim.x) + threadIdx.x;
  if (r >= a.rows) return;
  for (int first = 0; first < K; first += T)
    row_tile<T>(a, x, ldx, y, ldy, r, first, K - first < T ? K - first : T);
}

// Today's shape with the offsets in shared memory (no per-diagonal global
// load), values through the read-only path and y by streaming stores.
template <int T>
__global__ void dia_tiles_shared_offsets(Dia a, const double* x, long ldx, double* y, long ldy,
                                         int K, int tiles) {
  extern __shared__ long offs[];
  for (int d = threadIdx.x; d < a.diagonals; d += blockDim.x) offs[d] = a.offsets[d];
  __syncthreads();
  const long i = blockIdx.x * long(blockDim.x) + threadIdx.x;
  const long u = i / 32;
  const long r = (u / tiles) * 32 + i % 32;
  const int first = int(u % tiles) * T;
  if (r >= a.rows) return;
  const int count = K - first < T ? K - first : T;
  double s[T];
#pragma unroll
  for (int t = 0; t < T; ++t) s[t] = 0;
  const double* xf = x + first * ldx;
  for (int d = 0; d < a.diagonals; ++d) {
    const long c = r + offs[d];
    if (c >= 0 && c < a.rows) {
      const double v = __ldg(a.vals + d * a.rows + r);
      const double* xc = xf + c;
#pragma unroll
      for (int t = 0; t < T; ++t)
        if (t < count) s[t] += v * __ldg(xc + t * ldx);
    }
  }
  double* yr = y + r + first * ldy;
#pragma unroll
  for (int t = 0; t < T; ++t)
    if (t < count) __stcs(yr + t * ldy, s[t]);
}

__global__ void copy_kernel(const double* in, double* out, long n) {
  for (long i = blockIdx.x * long(blockDim.x) + threadIdx.x; i < n;
       i += long(gridDim.x) * blockDim.x)
    out[i] = in[i];
}

struct Stencil {
  const char* name;
  long rows;
  std::vector<long> offsets;
};

// 3-D box of side m, `points` 7 or 27; 2-D square of side m, 5 points.
Stencil stencil(const char* name, int dims, long m, int points) {
  Stencil s{name, 1, {}};
  for (int k = 0; k < dims; ++k) s.rows *= m;
  if (dims == 2) {
    s.offsets = {-m, -1, 0, 1, m};
  } else if (points == 7) {
    s.offsets = {-m * m, -m, -1, 0, 1, m, m * m};
  } else {
    for (int a = -1; a <= 1; ++a)
      for (int b = -1; b <= 1; ++b)
        for (int c = -1; c <= 1; ++c) s.offsets.push_back(a * m * m + b * m + c);
  }
  return s;
}

int main() {
  const int K = 8;
  const long copy_n = 1L << 27;  // 1 GiB read + 1 GiB written
  double *cin, *cout;
  CHECK(cudaMalloc(&cin, copy_n * 8));
  CHECK(cudaMalloc(&cout, copy_n * 8));
  CHECK(cudaMemset(cin, 0, copy_n * 8));
  const double copy_ms = median_launch_ms([&] { copy_kernel<<<132 * 16, 256>>>(cin, cout, copy_n); });
  const double copy_gbs = 2.0 * copy_n * 8 / copy_ms / 1e6;
  std::printf("copy bandwidth %.1f GB/s (read + written)\n", copy_gbs);
  CHECK(cudaFree(cin));
  CHECK(cudaFree(cout));

  // The fit set's stencils (kspmv-bench --suite fit) first, then the large suite's.
  for (const Stencil& st : {stencil("stencil7:128", 3, 128, 7), stencil("stencil27:80", 3, 80, 27),
                            stencil("stencil7:160", 3, 160, 7), stencil("stencil27:100", 3, 100, 27),
                            stencil("stencil5:4096", 2, 4096, 5)}) {
    const long n = st.rows;
    const int D = int(st.offsets.size());
    // Values: a(d, r) = 1 + ((r * 7 + d) % 13) / 16 where r + off_d is inside.
    std::vector<double> hv(size_t(D) * n);
    for (int d = 0; d < D; ++d)
      for (long r = 0; r < n; ++r) {
        const long c = r + st.offsets[d];
        hv[size_t(d) * n + r] = (c >= 0 && c < n) ? 1.0 + double((r * 7 + d) % 13) / 16 : 0.0;
      }
    std::vector<double> hx(size_t(n) * K);
    for (size_t i = 0; i < hx.size(); ++i) hx[i] = double(i % 1024) / 1024 - 0.5;
    long* doff;
    double *dv, *dx, *dy;
    CHECK(cudaMalloc(&doff, D * sizeof(long)));
    CHECK(cudaMalloc(&dv, hv.size() * 8));
    CHECK(cudaMalloc(&dx, hx.size() * 8));
    CHECK(cudaMalloc(&dy, hx.size() * 8));
    CHECK(cudaMemcpy(doff, st.offsets.data(), D * sizeof(long), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dv, hv.data(), hv.size() * 8, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dx, hx.data(), hx.size() * 8, cudaMemcpyHostToDevice));
    const Dia a{n, D, doff, dv};

    // Host reference for vectors 0 and K-1 on every 97th row.
    auto check = [&](int vectors) {
      std::vector<double> hy(size_t(n) * K);
      CHECK(cudaMemcpy(hy.data(), dy, hy.size() * 8, cudaMemcpyDeviceToHost));
      double worst = 0;
      for (int j : {0, vectors - 1})
        for (long r = 0; r < n; r += 97) {
          double s = 0;
          for (int d = 0; d < D; ++d) {
            const long c = r + st.offsets[d];
            if (c >= 0 && c < n) s += hv[size_t(d) * n + r] * hx[size_t(j) * n + c];
          }
          const double got = hy[size_t(j) * n + r];
          worst = std::max(worst, std::abs(got - s) / std::max(1.0, std::abs(s)));
        }
      CHECK(cudaMemset(dy, 0xff, hy.size() * 8));  // NaN for the next variant
      return worst;
    };
    const double bytes1 = 8.0 * D * n + 16.0 * n;
    const double bytesK = 8.0 * D * n + 16.0 * n * K;
    const int tb = 256;
    const double single = median_launch_ms([&] {
      dia_tiles<1><<<(n + tb - 1) / tb, tb>>>(a, dx, n, dy, n, 1, 1);
    });
    std::printf("\n== %s  n %ld  diagonals %d  K %d\n", st.name, n, D, K);
    std::printf("%-28s %9.4f ms %6.1f%% of copy  err %.1e\n", "single vector (T=1)", single,
                100 * bytes1 / single / 1e6 / copy_gbs, check(1));
    auto report = [&](const char* name, double ms) {
      std::printf("%-28s %9.4f ms %6.1f%% of copy  per vector / single %.3f  err %.1e\n", name,
                  ms, 100 * bytesK / ms / 1e6 / copy_gbs, ms / K / single, check(K));
    };
    auto tiles_of = [&](auto tag) {
      constexpr int T = decltype(tag)::value;
      const int tiles = (K + T - 1) / T;
      const long threads = (n + 31) / 32 * tiles * 32;
      char name[64];
      std::snprintf(name, sizeof name, "tiles T=%d", T);
      report(name, median_launch_ms([&] {
               dia_tiles<T><<<(threads + tb - 1) / tb, tb>>>(a, dx, n, dy, n, K, tiles);
             }));
      std::snprintf(name, sizeof name, "tiles T=%d smem offsets", T);
      report(name, median_launch_ms([&] {
               dia_tiles_shared_offsets<T><<<(threads + tb - 1) / tb, tb, D * sizeof(long)>>>(
                   a, dx, n, dy, n, K, tiles);
             }));
      std::snprintf(name, sizeof name, "row loops tiles T=%d", T);
      report(name, median_launch_ms([&] {
               dia_rows_loop<T><<<(n + tb - 1) / tb, tb>>>(a, dx, n, dy, n, K);
             }));
    };
    tiles_of(std::integral_constant<int, 1>{});
    tiles_of(std::integral_constant<int, 2>{});
    tiles_of(std::integral_constant<int, 4>{});
    tiles_of(std::integral_constant<int, 8>{});
    CHECK(cudaFree(doff));
    CHECK(cudaFree(dv));
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dy));
  }
  return 0;
}
