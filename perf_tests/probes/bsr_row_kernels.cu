// Probe for issue 8's b = 11-16 gap (not built by CMake): Kokkos Kernels' BSR
// V42 (one thread per row of a row-major block, as kspmv's spmv/bsr_rows.hpp)
// ran at 94-100% of the copy bandwidth on cti, 4elt and nopoly promoted to
// b = 11 (run 23), kspmv's thread per row at 83-90%. ptxas gives kspmv's
// kernel 32 registers (full occupancy) and V42 34 (48 of 64 warps): is it
// occupancy (the L1 holding the blocks a warp's lanes read row by row), or
// loads in flight? Variants of one thread per row on a synthetic block
// matrix (block rows of m blocks in a band, columns sorted), plain CUDA:
//   nvcc -O3 -arch=sm_90 -o bsr_row_kernels bsr_row_kernels.cu && ./bsr_row_kernels
// Prints, per b and m, the median of 30 event-timed launches after 5
// warm-ups as % of the copy bandwidth of the same run in CSR bytes
// (12 nnz + 4(m+1) + 16n), and the largest relative difference from a host loop.

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "probe_timing.cuh"

struct Bsr {
  int block_rows;
  const int* ptr;
  const int* idx;
  const double* vals;  // row-major b×b blocks
};

// Row i of block t times x under it.
template <int B>
__device__ __forceinline__ double row_dot(const Bsr& a, int t, int i, const double* x) {
  const double* v = a.vals + long(t) * (B * B) + i * B;
  const double* xs = x + long(a.idx[t]) * B;
  double s = 0;
#pragma unroll
  for (int l = 0; l < B; ++l) s += v[l] * __ldg(xs + l);
  return s;
}

// V42's order: a thread per row, grid-stride so that `threads` caps how many
// are resident (occupancy without shared memory, which would take the L1).
template <int B>
__global__ void rows_plain(Bsr a, const double* x, double* y, long rows) {
  for (long r = blockIdx.x * long(blockDim.x) + threadIdx.x; r < rows;
       r += long(gridDim.x) * blockDim.x) {
    const int I = int(r / B), i = int(r % B);
    double sum = 0;
    for (int t = a.ptr[I]; t < a.ptr[I + 1]; ++t) sum += row_dot<B>(a, t, i, x);
    y[r] = sum;
  }
}

// The same, with the lines of the next D blocks' rows asked into L1 while
// this block is summed (PTX prefetch: no register held).
template <int B, int D>
__global__ void rows_prefetch(Bsr a, const double* x, double* y, long rows) {
  for (long r = blockIdx.x * long(blockDim.x) + threadIdx.x; r < rows;
       r += long(gridDim.x) * blockDim.x) {
    const int I = int(r / B), i = int(r % B);
    const int end = a.ptr[I + 1];
    double sum = 0;
    for (int t = a.ptr[I]; t < end; ++t) {
      if (t + D < end) {
        const double* p = a.vals + long(t + D) * (B * B) + i * B;
        asm volatile("prefetch.global.L1 [%0];" ::"l"(p));
        if ((i * B * 8) % 128 + B * 8 > 128) asm volatile("prefetch.global.L1 [%0];" ::"l"(p + B - 1));
      }
      sum += row_dot<B>(a, t, i, x);
    }
    y[r] = sum;
  }
}

// P blocks per step: all 2PB loads of the step issued before the sums (more
// registers: fewer warps resident, each with more loads in flight).
template <int B, int P>
__global__ void rows_steps(Bsr a, const double* x, double* y, long rows) {
  for (long r = blockIdx.x * long(blockDim.x) + threadIdx.x; r < rows;
       r += long(gridDim.x) * blockDim.x) {
    const int I = int(r / B), i = int(r % B);
    const int end = a.ptr[I + 1];
    double s[P] = {};
    int t = a.ptr[I];
    for (; t + P - 1 < end; t += P) {
      double v[P][B], xs[P][B];
#pragma unroll
      for (int p = 0; p < P; ++p) {
        const double* vp = a.vals + long(t + p) * (B * B) + i * B;
        const double* xp = x + long(a.idx[t + p]) * B;
#pragma unroll
        for (int l = 0; l < B; ++l) {
          v[p][l] = vp[l];
          xs[p][l] = __ldg(xp + l);
        }
      }
#pragma unroll
      for (int p = 0; p < P; ++p)
#pragma unroll
        for (int l = 0; l < B; ++l) s[p] += v[p][l] * xs[p][l];
    }
    for (; t < end; ++t) s[0] += row_dot<B>(a, t, i, x);
    double sum = 0;
#pragma unroll
    for (int p = 0; p < P; ++p) sum += s[p];
    y[r] = sum;
  }
}

struct Matrix {
  int b, block_rows, m;
  std::vector<int> ptr, idx;
  std::vector<double> vals;
};

// Block rows of `m` blocks (m ± m/2, at least 1, at most 48) in a band of 128
// block columns around the diagonal (clipped at the ends, which leaves at
// least 64), columns sorted and distinct.
Matrix make(int b, int m, long target_nnz, unsigned seed) {
  Matrix a{b, int(std::max<long>(64, target_nnz / (long(m) * b * b))), m, {}, {}, {}};
  std::mt19937 rng(seed);
  a.ptr.push_back(0);
  for (int I = 0; I < a.block_rows; ++I) {
    const int len = std::max(1, m - m / 2 + int(rng() % unsigned(m / 2 * 2 + 1)));
    std::vector<int> cols;
    while (int(cols.size()) < std::min(len, 48)) {
      const int c = std::clamp(I - 64 + int(rng() % 128u), 0, a.block_rows - 1);
      if (std::find(cols.begin(), cols.end(), c) == cols.end()) cols.push_back(c);
    }
    std::sort(cols.begin(), cols.end());
    a.idx.insert(a.idx.end(), cols.begin(), cols.end());
    a.ptr.push_back(int(a.idx.size()));
  }
  a.vals.resize(a.idx.size() * b * b);
  std::uniform_real_distribution<double> u(-1, 1);
  for (double& v : a.vals) v = u(rng);
  return a;
}

template <int B>
void run(int m, double copy_gbs, int sms) {
  const Matrix h = make(B, m, 24000000L, 7u + B * 100 + m);
  const long rows = long(h.block_rows) * B;
  const long nnz = long(h.vals.size());
  std::vector<double> hx(rows);
  std::mt19937 rng(3);
  for (double& v : hx) v = std::uniform_real_distribution<double>(-1, 1)(rng);
  std::vector<double> want(rows, 0.0);
  for (int I = 0; I < h.block_rows; ++I)
    for (int t = h.ptr[I]; t < h.ptr[I + 1]; ++t)
      for (int i = 0; i < B; ++i)
        for (int l = 0; l < B; ++l)
          want[long(I) * B + i] += h.vals[long(t) * B * B + i * B + l] * hx[long(h.idx[t]) * B + l];
  int *ptr, *idx;
  double *vals, *x, *y;
  CHECK(cudaMalloc(&ptr, h.ptr.size() * sizeof(int)));
  CHECK(cudaMalloc(&idx, h.idx.size() * sizeof(int)));
  CHECK(cudaMalloc(&vals, h.vals.size() * sizeof(double)));
  CHECK(cudaMalloc(&x, rows * sizeof(double)));
  CHECK(cudaMalloc(&y, rows * sizeof(double)));
  CHECK(cudaMemcpy(ptr, h.ptr.data(), h.ptr.size() * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(idx, h.idx.data(), h.idx.size() * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(vals, h.vals.data(), h.vals.size() * sizeof(double), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(x, hx.data(), rows * sizeof(double), cudaMemcpyHostToDevice));
  const Bsr a{h.block_rows, ptr, idx, vals};
  const double bytes = 12.0 * nnz + 4.0 * (rows + 1) + 16.0 * rows;
  std::printf("b %2d  m %3d  rows %8ld  nnz %9ld ", B, m, rows, nnz);
  const auto report = [&](float ms) {
    std::vector<double> got(rows);
    CHECK(cudaMemcpy(got.data(), y, rows * sizeof(double), cudaMemcpyDeviceToHost));
    double err = 0, norm = 0;
    for (long r = 0; r < rows; ++r) {
      err = std::max(err, std::abs(got[r] - want[r]));
      norm = std::max(norm, std::abs(want[r]));
    }
    if (err > 1e-10 * norm) std::printf(" [err %.1e]", err / norm);
    std::printf(" %6.1f", 100.0 * bytes / (ms * 1e-3) / 1e9 / copy_gbs);
  };
  const int tpb = 256;
  const long full = (rows + tpb - 1) / tpb;
  const auto go = [&](auto kernel, long grid) {
    CHECK(cudaMemset(y, 0, rows * sizeof(double)));
    report(median_launch_ms([&] { kernel<<<grid, tpb>>>(a, x, y, rows); }));
  };
  // A row per thread, blocks scheduled as they finish (kspmv and V42 today).
  go(rows_plain<B>, full);
  go(rows_steps<B, 2>, full);
  go(rows_steps<B, 4>, full);
  // Grid-stride on a grid of `warps` per SM, passes balanced: as many
  // threads as make every thread's count of rows equal within one.
  for (int warps : {48, 40, 32}) {
    const long cap = long(sms) * warps * 32;
    const long passes = (rows + cap - 1) / cap;
    const long threads = (rows + passes - 1) / passes;
    go(rows_plain<B>, (threads + tpb - 1) / tpb);
  }
  go(rows_prefetch<B, 1>, full);
  std::printf("\n");
  CHECK(cudaFree(ptr));
  CHECK(cudaFree(idx));
  CHECK(cudaFree(vals));
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
}

int main() {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  const size_t n = size_t(1) << 27;  // 1 GiB of doubles
  double *src, *dst;
  CHECK(cudaMalloc(&src, n * sizeof(double)));
  CHECK(cudaMalloc(&dst, n * sizeof(double)));
  CHECK(cudaMemset(src, 0, n * sizeof(double)));
  const float copy_ms =
      median_launch_ms([&] { CHECK(cudaMemcpyAsync(dst, src, n * sizeof(double), cudaMemcpyDeviceToDevice)); });
  const double copy_gbs = 2.0 * n * sizeof(double) / (copy_ms * 1e-3) / 1e9;
  CHECK(cudaFree(src));
  CHECK(cudaFree(dst));
  std::printf("# %s, %d SMs; copy %.0f GB/s; %% of copy in CSR bytes\n", prop.name,
              prop.multiProcessorCount, copy_gbs);
  std::printf("# columns: a row per thread: plain, 2 blocks a step, 4 blocks a step | "
              "plain grid-stride at 48/40/32 warps per SM | plain with L1 prefetch of the next block\n");
  const int sms = prop.multiProcessorCount;
  for (int m : {3, 6, 12, 40}) {
    run<9>(m, copy_gbs, sms);
    run<11>(m, copy_gbs, sms);
    run<12>(m, copy_gbs, sms);
    run<13>(m, copy_gbs, sms);
    run<16>(m, copy_gbs, sms);
  }
  return 0;
}
