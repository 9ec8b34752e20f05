// Probe for issue 8's small blocks (not built by CMake): at b = 2-4 kspmv's
// BSR runs a thread per row (spmv/bsr_rows.hpp) and lost to the best
// non-block kernel on 9-10 of 10 held-out patterns at b = 2-3 (run 53), though
// BSR moves fewer bytes (b = 2: 8 + 4/4 bytes an entry against CSR's 12). A
// thread per row walks its block row alone, so a warp's 32 lanes read 32/b
// block rows far apart, a few bytes from each line per step. Here a lane
// takes whole blocks instead (all b rows of a block: b² values in a row, one
// column index, b values of x), S lanes a block row read S consecutive
// blocks per step, and the b sums are added across the S lanes by shuffles:
// CSR-vector over blocks. Baselines on the same matrix: a thread per row
// (kspmv today), ELL and CSR-vector over the matrix expanded to scalar
// entries (kspmv's ELL and csr_vector, which won at b = 2-3).
//   nvcc -O3 -arch=sm_90 -o bsr_block_lanes bsr_block_lanes.cu && ./bsr_block_lanes
// Prints, per b, mean blocks a block row m and spread (0: every block row
// holds m blocks, as cti and cryg10000; 1: m ± m/2), the median of 30
// event-timed launches after 5 warm-ups as % of the copy bandwidth of the
// same run in CSR bytes (12 nnz + 4(rows+1) + 16 rows), and any relative
// difference from a host loop above 1e-10.

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "band_blocks.cuh"
#include "probe_timing.cuh"

// b² values of block t into v: 16-byte loads where b is even (blocks then
// start on 32-byte boundaries).
template <int B>
__device__ __forceinline__ void load_block(const double* p, double (&v)[B * B]) {
  if constexpr (B % 2 == 0) {
    const double2* q = reinterpret_cast<const double2*>(p);
#pragma unroll
    for (int k = 0; k < B * B / 2; ++k) {
      const double2 w = __ldg(q + k);
      v[2 * k] = w.x;
      v[2 * k + 1] = w.y;
    }
  } else {
#pragma unroll
    for (int k = 0; k < B * B; ++k) v[k] = __ldg(p + k);
  }
}

// S lanes a block row, a lane a block at a time; the b sums added across the
// S lanes (S divides 32, so a block row's lanes share a warp and every lane
// of the warp takes part in the shuffles, the tail's with zeros).
template <int B, int S>
__global__ void block_lanes(Bsr a, const double* x, double* y, long) {
  const long g = blockIdx.x * long(blockDim.x) + threadIdx.x;
  const long I = g / S;
  const int l = int(g % S);
  double s[B] = {};
  if (I < a.block_rows) {
    const int end = a.ptr[I + 1];
    for (int t = a.ptr[I] + l; t < end; t += S) {
      double v[B * B], xs[B];
      load_block<B>(a.vals + long(t) * (B * B), v);
      const double* xp = x + long(a.idx[t]) * B;
#pragma unroll
      for (int k = 0; k < B; ++k) xs[k] = __ldg(xp + k);
#pragma unroll
      for (int i = 0; i < B; ++i)
#pragma unroll
        for (int k = 0; k < B; ++k) s[i] += v[i * B + k] * xs[k];
    }
  }
#pragma unroll
  for (int off = S / 2; off > 0; off /= 2)
#pragma unroll
    for (int i = 0; i < B; ++i) s[i] += __shfl_xor_sync(0xffffffffu, s[i], off, S);
  if (I < a.block_rows) {
#pragma unroll
    for (int i = 0; i < B; ++i)
      if (i % S == l) y[I * B + i] = s[i];
  }
}

// The matrix expanded to scalar entries, as kspmv's ELL and csr_vector hold it.
struct Scalar {
  long rows;
  int width;
  const int* ell_col;  // column-major, width × rows; padding: column 0, value 0
  const double* ell_val;
  const int* ptr;
  const int* col;
  const double* val;
};

__global__ void ell_rows(Scalar a, const double* x, double* y) {
  const long r = blockIdx.x * long(blockDim.x) + threadIdx.x;
  if (r >= a.rows) return;
  double sum = 0;
  for (int k = 0; k < a.width; ++k) {
    const long e = long(k) * a.rows + r;
    sum += a.ell_val[e] * __ldg(x + a.ell_col[e]);
  }
  y[r] = sum;
}

template <int S>
__global__ void csr_vector(Scalar a, const double* x, double* y) {
  const long g = blockIdx.x * long(blockDim.x) + threadIdx.x;
  const long r = g / S;
  const int l = int(g % S);
  double sum = 0;
  if (r < a.rows)
    for (int e = a.ptr[r] + l; e < a.ptr[r + 1]; e += S) sum += a.val[e] * __ldg(x + a.col[e]);
#pragma unroll
  for (int off = S / 2; off > 0; off /= 2) sum += __shfl_xor_sync(0xffffffffu, sum, off, S);
  if (r < a.rows && l == 0) y[r] = sum;
}

template <class T>
T* to_device(const std::vector<T>& h) {
  T* d;
  CHECK(cudaMalloc(&d, h.size() * sizeof(T)));
  CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

template <int B>
void run(int m, int spread, double copy_gbs) {
  // Block rows of m blocks (spread 1: m ± m/2), no cap.
  const BandBlocks h =
      make_band_blocks(B, m, spread, 1 << 30, 256, 24000000L, 11u + B * 100 + m + 7 * spread);
  const long rows = long(h.block_rows) * B;
  const long nnz = long(h.vals.size());
  const std::vector<double> hx = random_x(rows);
  const std::vector<double> want = band_blocks_product(h, hx);
  // The scalar expansion: CSR and column-major ELL.
  std::vector<int> sptr{0}, scol;
  std::vector<double> sval;
  int width = 0;
  for (int I = 0; I < h.block_rows; ++I)
    for (int i = 0; i < B; ++i) {
      for (int t = h.ptr[I]; t < h.ptr[I + 1]; ++t)
        for (int k = 0; k < B; ++k) {
          scol.push_back(h.idx[t] * B + k);
          sval.push_back(h.vals[long(t) * B * B + i * B + k]);
        }
      sptr.push_back(int(scol.size()));
      width = std::max(width, sptr.back() - sptr[sptr.size() - 2]);
    }
  std::vector<int> ecol(long(width) * rows, 0);
  std::vector<double> eval(long(width) * rows, 0.0);
  for (long r = 0; r < rows; ++r)
    for (int e = sptr[r]; e < sptr[r + 1]; ++e) {
      ecol[long(e - sptr[r]) * rows + r] = scol[e];
      eval[long(e - sptr[r]) * rows + r] = sval[e];
    }
  const Bsr a{h.block_rows, to_device(h.ptr), to_device(h.idx), to_device(h.vals)};
  const Scalar s{rows,           width,           to_device(ecol), to_device(eval),
                 to_device(sptr), to_device(scol), to_device(sval)};
  double* x = to_device(hx);
  double* y;
  CHECK(cudaMalloc(&y, rows * sizeof(double)));
  const double bytes = 12.0 * nnz + 4.0 * (rows + 1) + 16.0 * rows;
  std::printf("b %d  m %2d  spread %d  rows %8ld  nnz %9ld  ell fill %.2f |", B, m, spread, rows,
              nnz, double(width) * rows / nnz);
  const int tpb = 256;
  const auto grid = [&](long threads) { return (threads + tpb - 1) / tpb; };
  const auto go = [&](auto launch) {
    CHECK(cudaMemset(y, 0, rows * sizeof(double)));
    print_percent_of_copy(y, want, median_launch_ms(launch), bytes, copy_gbs);
  };
  // kspmv's thread per row (spmv/bsr_rows.hpp): a thread a row.
  go([&] { rows_plain<B><<<grid(rows), tpb>>>(a, x, y, rows); });
  const long br = h.block_rows;
  go([&] { block_lanes<B, 2><<<grid(br * 2), tpb>>>(a, x, y, rows); });
  go([&] { block_lanes<B, 4><<<grid(br * 4), tpb>>>(a, x, y, rows); });
  go([&] { block_lanes<B, 8><<<grid(br * 8), tpb>>>(a, x, y, rows); });
  go([&] { block_lanes<B, 16><<<grid(br * 16), tpb>>>(a, x, y, rows); });
  go([&] { ell_rows<<<grid(rows), tpb>>>(s, x, y); });
  go([&] { csr_vector<4><<<grid(rows * 4), tpb>>>(s, x, y); });
  go([&] { csr_vector<8><<<grid(rows * 8), tpb>>>(s, x, y); });
  std::printf("\n");
  for (const void* p : {(const void*)a.ptr, (const void*)a.idx, (const void*)a.vals,
                        (const void*)s.ell_col, (const void*)s.ell_val, (const void*)s.ptr,
                        (const void*)s.col, (const void*)s.val, (const void*)x, (const void*)y})
    CHECK(cudaFree(const_cast<void*>(p)));
}

int main() {
  const double copy_gbs = copy_bandwidth_gbs();
  std::printf("copy %.1f GB/s; %% of it in CSR bytes per kernel:\n", copy_gbs);
  std::printf("%-64s   rows  lanes2 lanes4 lanes8 lanes16   ell  vec4  vec8\n", "");
  for (const int spread : {0, 1})
    for (const int m : {4, 6, 12, 24}) {
      run<2>(m, spread, copy_gbs);
      run<3>(m, spread, copy_gbs);
      run<4>(m, spread, copy_gbs);
    }
  return 0;
}
