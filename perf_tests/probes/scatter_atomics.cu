// Probe for issue 6's scatter bar (not built by CMake): in mode T without a
// cached CSC, kspmv's automatic handle runs R-MAT at 1.00x and the random
// matrix at 1.00x cuSPARSE's transpose (run 40: 0.6105 ms for 32.4M entries,
// 0.4481 ms for 33.5M, 24% and 33% of the copy bandwidth for the roofline
// bytes), where the issue asks for 2x. Is an atomic scatter of A's entries
// into y bounded by the L2's atomic throughput before it is bounded by
// memory? Plain CUDA, one kernel shape for every variant: a grid-stride loop
// over the entries in A's order (coalesced loads of a column and a value),
// then one of
//   stream   sum the products in a register (A's read alone)
//   gather   sum y[col] * val in a register (y read at A's columns)
//   atomic   atomicAdd(&y[col], val) (a RED to L2 per entry)
//   combined the lanes of a warp that hold the same column add theirs first
//            (__match_any_sync, then shuffles from each peer: groups diverge),
//            then the lowest of them does the atomic
//   comb.smem the same groups add into their leader's slot in shared memory
//            (no divergent loop), then the leader does the atomic
// on columns drawn three ways: R-MAT (Graph500 a, b, c, d, entries sorted by
// row then column, as rmat:21:16), uniform (16 a row, sorted in the row, as
// random:2097152:16) and a band (16 consecutive columns a row, consecutive
// lanes hit consecutive y), into y of 2^21 doubles (16 MB, in L2); uniform
// and band also into y of 12M doubles (96 MB, the size of Chem97Zt x387's y,
// beyond L2; the band then hits each column about 2.7 times, as Chem97Zt's
// 2 entries a column).
//   nvcc -O3 -arch=sm_90 -std=c++17 -o scatter_atomics scatter_atomics.cu && ./scatter_atomics
// Prints, per case, the median of 30 event-timed launches after 5 warm-ups,
// entries per ns, and the time over the stream variant's; the copy bandwidth
// of the same run; the memset of y. Checks atomic and combined against a host
// sum (relative difference).

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

#include "probe_timing.cuh"

enum Variant { stream, gather, atomic, combined, combined_shared };
const char* const variant_names[] = {"stream", "gather", "atomic", "combined", "comb.smem"};
constexpr int block = 256;

template <Variant V>
__global__ void scatter(long n, const int* __restrict__ cols, const double* __restrict__ vals,
                        double* y, double* sink) {
  double acc = 0;
  const long stride = long(gridDim.x) * blockDim.x;
  // Every lane of a warp runs the same number of iterations (n rounded up),
  // so that __match_any_sync sees whole warps; lanes past n carry column -1.
  const long rounded = (n + 31) / 32 * 32;
  for (long i = long(blockIdx.x) * blockDim.x + threadIdx.x; i < rounded; i += stride) {
    const bool live = i < n;
    const int c = live ? cols[i] : -1;
    const double v = live ? vals[i] : 0.0;
    if constexpr (V == stream) acc += v * double(c);
    else if constexpr (V == gather) { if (live) acc += y[c] * v; }
    else if constexpr (V == atomic) { if (live) atomicAdd(y + c, v); }
    else if constexpr (V == combined) {
      const unsigned peers = __match_any_sync(0xffffffffu, c);
      const int lane = threadIdx.x & 31;
      double sum = 0;
      for (unsigned p = peers; p; p &= p - 1) sum += __shfl_sync(peers, v, __ffs(p) - 1);
      if (live && lane == __ffs(peers) - 1) atomicAdd(y + c, sum);
    } else {  // combined_shared: the peers add into their leader's slot in shared memory
      __shared__ double part[block / 32][32];
      const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
      const unsigned peers = __match_any_sync(0xffffffffu, c);
      const int leader = __ffs(peers) - 1;
      if (lane == leader) part[warp][lane] = 0;
      __syncwarp();
      atomicAdd(&part[warp][leader], v);
      __syncwarp();
      if (live && lane == leader) atomicAdd(y + c, part[warp][lane]);
      __syncwarp();
    }
  }
  if (acc == 12345.678) *sink = acc;  // keeps the loads; never true on these data
}

struct Case {
  const char* name;
  std::vector<int> cols;
  long m;
};

// Columns of A's entries in A's order (rows ascending, columns ascending in a row).
Case rmat_case(int scale, int edge_factor, long m) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> u(0, 1);
  const long n = (1L << scale) * edge_factor;
  std::vector<std::pair<long, long>> e(n);
  for (auto& p : e) {
    long r = 0, c = 0;
    for (int b = 0; b < scale; ++b) {
      const double q = u(rng);  // a = 0.57, b = 0.19, c = 0.19, d = 0.05
      const bool rb = q >= 0.76, cb = (q >= 0.57 && q < 0.76) || q >= 0.95;
      r |= long(rb) << b;
      c |= long(cb) << b;
    }
    p = {r, c % m};
  }
  std::sort(e.begin(), e.end());
  Case k{"rmat", {}, m};
  k.cols.reserve(n);
  for (auto& p : e) k.cols.push_back(int(p.second));
  return k;
}

Case uniform_case(long rows, int per_row, long m) {
  std::mt19937_64 rng(11);
  std::uniform_int_distribution<long> d(0, m - 1);
  Case k{"uniform", {}, m};
  std::vector<int> row(per_row);
  for (long r = 0; r < rows; ++r) {
    for (auto& c : row) c = int(d(rng));
    std::sort(row.begin(), row.end());
    k.cols.insert(k.cols.end(), row.begin(), row.end());
  }
  return k;
}

Case band_case(long rows, int per_row, long m) {
  Case k{"band", {}, m};
  for (long r = 0; r < rows; ++r)
    for (int j = 0; j < per_row; ++j) k.cols.push_back(int((r * m / rows + j) % m));
  return k;
}

int main() {
  int sms = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  const int grid = sms * 8;

  // Copy bandwidth of this run: 1 GiB device to device, read + written.
  const size_t copy_bytes = size_t(1) << 30;
  char *ca, *cb;
  CHECK(cudaMalloc(&ca, copy_bytes));
  CHECK(cudaMalloc(&cb, copy_bytes));
  CHECK(cudaMemset(ca, 1, copy_bytes));
  const float copy_ms =
      median_launch_ms([&] { CHECK(cudaMemcpyAsync(cb, ca, copy_bytes, cudaMemcpyDeviceToDevice)); });
  std::printf("copy bandwidth %.1f GB/s\n", 2.0 * copy_bytes / copy_ms / 1e6);
  CHECK(cudaFree(ca));
  CHECK(cudaFree(cb));

  double* sink;
  CHECK(cudaMalloc(&sink, sizeof(double)));
  const long rows = 1L << 21;
  for (const long m : {1L << 21, 12000000L}) {
    for (int which = 0; which < 3; ++which) {
      if (which == 0 && m != rows) continue;  // R-MAT's columns lie below 2^21
      const Case k = which == 0 ? rmat_case(21, 16, m)
                     : which == 1 ? uniform_case(rows, 16, m)
                                  : band_case(rows, 16, m);
      const long n = long(k.cols.size());
      std::vector<double> hv(n);
      std::mt19937_64 rng(3);
      std::uniform_real_distribution<double> u(0.5, 1.5);
      for (auto& v : hv) v = u(rng);
      std::vector<double> want(k.m, 0.0);
      for (long i = 0; i < n; ++i) want[k.cols[i]] += hv[i];

      int* dc;
      double *dv, *dy;
      CHECK(cudaMalloc(&dc, n * sizeof(int)));
      CHECK(cudaMalloc(&dv, n * sizeof(double)));
      CHECK(cudaMalloc(&dy, k.m * sizeof(double)));
      CHECK(cudaMemcpy(dc, k.cols.data(), n * sizeof(int), cudaMemcpyHostToDevice));
      CHECK(cudaMemcpy(dv, hv.data(), n * sizeof(double), cudaMemcpyHostToDevice));
      CHECK(cudaMemset(dy, 0, k.m * sizeof(double)));

      const float memset_ms =
          median_launch_ms([&] { CHECK(cudaMemsetAsync(dy, 0, k.m * sizeof(double))); });
      float ms[5];
      double err[5] = {0, 0, 0, 0, 0};
      for (int var = 0; var < 5; ++var) {
        auto launch = [&] {
          switch (var) {
            case stream: scatter<stream><<<grid, block>>>(n, dc, dv, dy, sink); break;
            case gather: scatter<gather><<<grid, block>>>(n, dc, dv, dy, sink); break;
            case atomic: scatter<atomic><<<grid, block>>>(n, dc, dv, dy, sink); break;
            case combined: scatter<combined><<<grid, block>>>(n, dc, dv, dy, sink); break;
            default: scatter<combined_shared><<<grid, block>>>(n, dc, dv, dy, sink); break;
          }
        };
        ms[var] = median_launch_ms(launch);
        if (var >= atomic) {  // one clean launch against the host sums
          CHECK(cudaMemset(dy, 0, k.m * sizeof(double)));
          launch();
          std::vector<double> got(k.m);
          CHECK(cudaMemcpy(got.data(), dy, k.m * sizeof(double), cudaMemcpyDeviceToHost));
          for (long c = 0; c < k.m; ++c)
            err[var] = std::max(err[var], std::abs(got[c] - want[c]) / std::max(1.0, want[c]));
        }
      }
      std::printf("%-8s y %3ld MB  %ld entries  memset %.4f ms\n", k.name,
                  long(k.m * sizeof(double) >> 20), n, memset_ms);
      for (int var = 0; var < 5; ++var)
        std::printf("  %-9s %.4f ms  %6.1f entries/ns  x%.2f stream%s\n", variant_names[var],
                    ms[var], n / ms[var] / 1e6, ms[var] / ms[stream],
                    var >= atomic ? (err[var] < 1e-9 ? "  (sums match)" : "  SUMS DIFFER") : "");
      CHECK(cudaFree(dc));
      CHECK(cudaFree(dv));
      CHECK(cudaFree(dy));
    }
  }
  return 0;
}
