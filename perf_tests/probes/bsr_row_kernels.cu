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

#include "band_blocks.cuh"
#include "probe_timing.cuh"

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

template <int B>
void run(int m, double copy_gbs, int sms) {
  // Block rows of m ± m/2 blocks, at most 48.
  const BandBlocks h = make_band_blocks(B, m, 1, 48, 64, 24000000L, 7u + B * 100 + m);
  const long rows = long(h.block_rows) * B;
  const long nnz = long(h.vals.size());
  const std::vector<double> hx = random_x(rows);
  const std::vector<double> want = band_blocks_product(h, hx);
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
  const int tpb = 256;
  const long full = (rows + tpb - 1) / tpb;
  const auto go = [&](auto kernel, long grid) {
    CHECK(cudaMemset(y, 0, rows * sizeof(double)));
    print_percent_of_copy(y, want, median_launch_ms([&] { kernel<<<grid, tpb>>>(a, x, y, rows); }),
                          bytes, copy_gbs);
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
  const double copy_gbs = copy_bandwidth_gbs();
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
