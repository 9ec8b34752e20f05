#pragma once
// What the BSR probes share (bsr_row_kernels.cu, bsr_block_lanes.cu): the
// synthetic block matrix (block rows of about m blocks in a band around the
// diagonal), its product with x by a host loop, its device arrays and the
// thread-per-row kernel both measure against.

#include <cuda_runtime.h>

#include <algorithm>
#include <random>
#include <vector>

struct BandBlocks {
  int b, block_rows;
  std::vector<int> ptr, idx;
  std::vector<double> vals;  // row-major b×b blocks
};

// About target_nnz entries in block rows of m blocks (spread 1: m ± m/2, at
// least 1; 0: exactly m), at most max_len, in a band of 128 block columns
// around the diagonal (clipped at the ends), columns sorted and distinct; at
// least min_block_rows block rows.
inline BandBlocks make_band_blocks(int b, int m, int spread, int max_len, int min_block_rows,
                                   long target_nnz, unsigned seed) {
  BandBlocks a{b, int(std::max<long>(min_block_rows, target_nnz / (long(m) * b * b))), {}, {}, {}};
  std::mt19937 rng(seed);
  a.ptr.push_back(0);
  for (int I = 0; I < a.block_rows; ++I) {
    const int len = spread ? std::max(1, m - m / 2 + int(rng() % unsigned(m / 2 * 2 + 1))) : m;
    std::vector<int> cols;
    while (int(cols.size()) < std::min(len, max_len)) {
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

// n entries of x, uniform in [-1, 1).
inline std::vector<double> random_x(long n) {
  std::vector<double> x(n);
  std::mt19937 rng(3);
  for (double& v : x) v = std::uniform_real_distribution<double>(-1, 1)(rng);
  return x;
}

// A·x by a plain host loop.
inline std::vector<double> band_blocks_product(const BandBlocks& h, const std::vector<double>& x) {
  const int B = h.b;
  std::vector<double> y(long(h.block_rows) * B, 0.0);
  for (int I = 0; I < h.block_rows; ++I)
    for (int t = h.ptr[I]; t < h.ptr[I + 1]; ++t)
      for (int i = 0; i < B; ++i)
        for (int l = 0; l < B; ++l)
          y[long(I) * B + i] += h.vals[long(t) * B * B + i * B + l] * x[long(h.idx[t]) * B + l];
  return y;
}

// The matrix's arrays on the device.
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
