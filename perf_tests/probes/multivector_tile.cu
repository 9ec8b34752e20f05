// Probe for issue 10's next step (not built by CMake): on a 7-point stencil in
// CSR, K = 8 vectors in LayoutLeft, how much does a register tile of K sums
// per thread gain over kspmv's current rank-2 order (RowVectorGrid: 8 rows x 4
// vectors per warp, every (row, vector) thread loading the row's indices and
// values)? Plain CUDA, so that it builds in seconds:
//   nvcc -O3 -arch=sm_90 -o multivector_tile multivector_tile.cu && ./multivector_tile [n] [K]
// Prints the median of 50 event-timed launches of each kernel after 5
// warm-ups, the % of the multivector roofline (12 nnz + 4(m+1) + 8K(n+m)
// bytes) against a device-to-device copy of the same run, and the largest
// difference from a host loop.

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "probe_timing.cuh"

struct Csr {
  int rows;
  const int* row_map;
  const int* cols;
  const double* vals;
};

// kspmv today: 32 threads = 8 rows x 4 vectors, tiles of 4 vectors adjacent.
__global__ void grid_order(Csr a, int K, const double* x, double* y) {
  const long i = blockIdx.x * long(blockDim.x) + threadIdx.x;
  const int G = 4, tiles = (K + G - 1) / G;
  const long u = i / 32, lane = i % 32;
  const long r = (u / tiles) * (32 / G) + lane / G;
  const int j = int(u % tiles) * G + int(lane % G);
  if (r >= a.rows || j >= K) return;
  double sum = 0;
  for (int k = a.row_map[r]; k < a.row_map[r + 1]; ++k)
    sum += a.vals[k] * __ldg(&x[long(j) * a.rows + a.cols[k]]);
  y[long(j) * a.rows + r] = sum;
}

// The register tile: one thread per row holds T sums; tiles of T vectors in
// neighbouring warps.
template <int T>
__global__ void register_tile(Csr a, int K, const double* x, double* y) {
  const long i = blockIdx.x * long(blockDim.x) + threadIdx.x;
  const int tiles = (K + T - 1) / T;
  const long u = i / 32, lane = i % 32;
  const long r = (u / tiles) * 32 + lane;
  const int j0 = int(u % tiles) * T;
  if (r >= a.rows) return;
  double sum[T];
#pragma unroll
  for (int t = 0; t < T; ++t) sum[t] = 0;
  for (int k = a.row_map[r]; k < a.row_map[r + 1]; ++k) {
    const int c = a.cols[k];
    const double v = a.vals[k];
#pragma unroll
    for (int t = 0; t < T; ++t)
      if (j0 + t < K) sum[t] += v * __ldg(&x[long(j0 + t) * a.rows + c]);
  }
#pragma unroll
  for (int t = 0; t < T; ++t)
    if (j0 + t < K) y[long(j0 + t) * a.rows + r] = sum[t];
}

int main(int argc, char** argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 128;
  const int K = argc > 2 ? std::atoi(argv[2]) : 8;
  const int rows = n * n * n;
  std::vector<int> rm(rows + 1, 0), cols;
  std::vector<double> vals;
  for (int r = 0; r < rows; ++r) {
    const int i = r / (n * n), j = (r / n) % n, k = r % n;
    const int nb[7][3] = {{-1, 0, 0}, {0, -1, 0}, {0, 0, -1}, {0, 0, 0}, {0, 0, 1}, {0, 1, 0}, {1, 0, 0}};
    for (auto& d : nb) {
      const int a = i + d[0], b = j + d[1], c = k + d[2];
      if (a < 0 || b < 0 || c < 0 || a >= n || b >= n || c >= n) continue;
      cols.push_back((a * n + b) * n + c);
      vals.push_back(d[0] == 0 && d[1] == 0 && d[2] == 0 ? 6.0 : -1.0 - 0.001 * (r % 7));
    }
    rm[r + 1] = int(cols.size());
  }
  const long nnz = long(cols.size());
  std::vector<double> hx(long(rows) * K);
  for (long p = 0; p < long(hx.size()); ++p) hx[p] = std::sin(0.001 * double(p)) + 1.0;

  int *d_rm, *d_cols;
  double *d_vals, *d_x, *d_y, *d_copy;
  CHECK(cudaMalloc(&d_rm, sizeof(int) * (rows + 1)));
  CHECK(cudaMalloc(&d_cols, sizeof(int) * nnz));
  CHECK(cudaMalloc(&d_vals, sizeof(double) * nnz));
  CHECK(cudaMalloc(&d_x, sizeof(double) * hx.size()));
  CHECK(cudaMalloc(&d_y, sizeof(double) * hx.size()));
  const size_t copy_bytes = size_t(1) << 30;
  CHECK(cudaMalloc(&d_copy, 2 * copy_bytes));
  CHECK(cudaMemcpy(d_rm, rm.data(), sizeof(int) * (rows + 1), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_cols, cols.data(), sizeof(int) * nnz, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_vals, vals.data(), sizeof(double) * nnz, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_x, hx.data(), sizeof(double) * hx.size(), cudaMemcpyHostToDevice));
  const Csr a{rows, d_rm, d_cols, d_vals};

  const float copy_ms = median_launch_ms([&] {
    CHECK(cudaMemcpyAsync(d_copy + copy_bytes / sizeof(double), d_copy, copy_bytes,
                          cudaMemcpyDeviceToDevice));
  }, 50);
  const double copy_gbs = 2.0 * double(copy_bytes) / (copy_ms * 1e6);
  const double bytes = 12.0 * nnz + 4.0 * (rows + 1) + 8.0 * K * 2.0 * rows;

  // Host reference for the error column.
  std::vector<double> ref(long(rows) * K);
  for (int j = 0; j < K; ++j)
    for (int r = 0; r < rows; ++r) {
      double s = 0;
      for (int k = rm[r]; k < rm[r + 1]; ++k) s += vals[k] * hx[long(j) * rows + cols[k]];
      ref[long(j) * rows + r] = s;
    }
  auto max_error = [&] {
    std::vector<double> got(ref.size());
    CHECK(cudaMemcpy(got.data(), d_y, sizeof(double) * got.size(), cudaMemcpyDeviceToHost));
    double e = 0;
    for (size_t p = 0; p < got.size(); ++p) e = std::max(e, std::fabs(got[p] - ref[p]));
    return e;
  };
  auto report = [&](const char* name, float ms) {
    std::printf("%-22s K=%d  %8.4f ms  %5.1f%% of roofline  max error %.2e\n", name, K, ms,
                100.0 * bytes / (ms * 1e6) / copy_gbs, max_error());
  };

  std::printf("stencil7:%d  rows %d  nnz %ld  copy %.0f GB/s  roofline bytes %.0f MB\n", n, rows,
              nnz, copy_gbs, bytes / 1e6);
  const int block = 256;
  {
    const long threads = (long(rows) + 7) / 8 * ((K + 3) / 4) * 32;
    const int blocks = int((threads + block - 1) / block);
    report("grid order (kspmv)", median_launch_ms([&] { grid_order<<<blocks, block>>>(a, K, d_x, d_y); }, 50));
  }
  {
    const long threads = (long(rows) + 31) / 32 * ((K + 3) / 4) * 32;
    const int blocks = int((threads + block - 1) / block);
    report("register tile T=4", median_launch_ms([&] { register_tile<4><<<blocks, block>>>(a, K, d_x, d_y); }, 50));
  }
  {
    const long threads = (long(rows) + 31) / 32 * ((K + 7) / 8) * 32;
    const int blocks = int((threads + block - 1) / block);
    report("register tile T=8", median_launch_ms([&] { register_tile<8><<<blocks, block>>>(a, K, d_x, d_y); }, 50));
  }
  return 0;
}
