// Probe for issue 10's K = 8 losers (not built by CMake). cuSPARSE's COO
// SpMM ALG3 runs web-NotreDame x16 at K = 8 in 0.61 ms against rank-2 CSRI's
// 1.16 ms, with 0.45x its instructions (run 38). Run 38's counters suggest its
// shape: 128-thread blocks, 768 entries a block read once, the vectors looped
// inside, 6144 B of shared memory (a double a row slot), y written from
// there. Run 38's block frame with one shared atomic per *product* lost 4-20x
// (lanes holding neighbouring entries hit the same slot). The shape left
// untried, and timed here: each thread owns a run of E consecutive entries,
// sums the products of each row piece of its run in a register, and adds one
// shared atomic per row *piece* (1-2 a thread on short rows) into the row's
// slot; then the block writes its rows' slots to y, a row per thread
// (consecutive rows in neighbouring threads), with a global atomic only for
// the first and last row of its chunk, which neighbouring blocks may share.
// Y is zeroed first (beta = 0, as kspmv-bench times), inside the timed launch.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o block_runs_spmm block_runs_spmm.cu -lcusparse
//   ./block_runs_spmm FILE.mtx[.gz] COPIES [K=8] [row-groups]
// A is FILE's pattern and values (pattern files: values 1; symmetric ones
// expanded) replicated COPIES times block-diagonally, as kspmv-bench's
// FILE@COPIES. X and Y column-major (LayoutLeft), double, int32 indices.
// Run 40 timed block runs at E = 4, 6, 8: E = 6 best, below rank-2 CSRI only
// on web-NotreDame and rajat01, and 2x CSRI on bundle1 (long rows: the 32
// lanes' atomics into one slot). Run 41 adds two shapes (see the kernels):
// block runs with a warp shuffle sum where a warp's runs share one row, and
// staged products (a shared slot an entry, a thread a row).
// Prints the median of 30 event-timed launches after 5 warm-ups for each
// probe kernel (chunks of 128 E entries) and for cuSPARSE's COO
// ALG3 and CSR ALG1 (work buffer and preprocessing outside the timing), each
// with the largest relative difference from a host loop. Run 63 adds row
// groups over a row-major copy of X (K = 8 only); `row-groups` times those
// and cuSPARSE's COO ALG3 alone.

#include <cuda_runtime.h>
#include <cusparse.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "probe_timing.cuh"

#define CHECK_SPARSE(call)                                                          \
  do {                                                                              \
    cusparseStatus_t s_ = (call);                                                   \
    if (s_ != CUSPARSE_STATUS_SUCCESS) {                                            \
      std::fprintf(stderr, "%s:%d cuSPARSE status %d\n", __FILE__, __LINE__, int(s_)); \
      std::exit(1);                                                                 \
    }                                                                               \
  } while (0)

struct HostCsr {
  long rows = 0, cols = 0;
  std::vector<int> row_ptr, col;
  std::vector<double> val;
};

// Matrix Market coordinate file (gzip read through gzip -dc), one copy.
HostCsr read_matrix_market(const std::string& path) {
  const bool gz = path.size() > 3 && path.compare(path.size() - 3, 3, ".gz") == 0;
  FILE* f = gz ? popen(("gzip -dc '" + path + "'").c_str(), "r") : fopen(path.c_str(), "r");
  if (!f) { std::fprintf(stderr, "cannot open %s\n", path.c_str()); std::exit(1); }
  char line[1024];
  if (!fgets(line, sizeof line, f)) std::exit(1);
  const bool pattern = std::strstr(line, "pattern") != nullptr;
  const bool symmetric = std::strstr(line, "symmetric") != nullptr;
  const bool skew = std::strstr(line, "skew") != nullptr;
  do {
    if (!fgets(line, sizeof line, f)) std::exit(1);
  } while (line[0] == '%');
  long m, n, entries;
  std::sscanf(line, "%ld %ld %ld", &m, &n, &entries);
  std::vector<std::pair<std::pair<int, int>, double>> t;
  t.reserve(symmetric ? 2 * entries : entries);
  for (long k = 0; k < entries; ++k) {
    long i, j;
    double v = 1.0;
    if (!fgets(line, sizeof line, f)) std::exit(1);
    if (pattern) std::sscanf(line, "%ld %ld", &i, &j);
    else std::sscanf(line, "%ld %ld %lf", &i, &j, &v);
    t.push_back({{int(i - 1), int(j - 1)}, v});
    if ((symmetric || skew) && i != j) t.push_back({{int(j - 1), int(i - 1)}, skew ? -v : v});
  }
  gz ? pclose(f) : fclose(f);
  std::sort(t.begin(), t.end());
  HostCsr a;
  a.rows = m;
  a.cols = n;
  a.row_ptr.assign(m + 1, 0);
  for (size_t q = 0; q < t.size(); ++q) {
    if (q > 0 && t[q].first == t[q - 1].first) {  // a duplicate entry: summed
      a.val.back() += t[q].second;
      continue;
    }
    a.col.push_back(t[q].first.second);
    a.val.push_back(t[q].second);
    ++a.row_ptr[t[q].first.first + 1];
  }
  for (long r = 0; r < m; ++r) a.row_ptr[r + 1] += a.row_ptr[r];
  return a;
}

HostCsr replicate(const HostCsr& a, int copies) {
  HostCsr b;
  b.rows = a.rows * copies;
  b.cols = a.cols * copies;
  const long nnz = long(a.col.size());
  b.row_ptr.resize(b.rows + 1);
  b.col.resize(nnz * copies);
  b.val.resize(nnz * copies);
  b.row_ptr[0] = 0;
  for (int c = 0; c < copies; ++c) {
    for (long r = 0; r < a.rows; ++r) b.row_ptr[c * a.rows + r + 1] = int(c * nnz + a.row_ptr[r + 1]);
    for (long k = 0; k < nnz; ++k) {
      b.col[c * nnz + k] = int(c * a.cols + a.col[k]);
      b.val[c * nnz + k] = a.val[k];
    }
  }
  return b;
}

constexpr int block_threads = 128;
constexpr int max_slots = 1024;  // rows a chunk may span; beyond, pieces go to y directly

// Y(:, j) = A X(:, j) for j < k, one chunk of block_threads * E entries a block.
// WarpRows: a warp whose 32 runs all lie in one row (long rows) sums them with
// shuffles and adds one shared atomic, where run 40's block runs had its 32
// lanes add into the same slot one after another.
template <int E, bool WarpRows>
__global__ void __launch_bounds__(block_threads)
block_runs(long nnz, const int* __restrict__ row_of, const int* __restrict__ cols,
           const double* __restrict__ vals, const double* __restrict__ x, long ldx,
           double* y, long ldy, int k) {
  __shared__ double slot[max_slots];
  const long chunk = long(blockIdx.x) * block_threads * E;
  const long end = min(nnz, chunk + long(block_threads) * E);
  const int first_row = row_of[chunk], last_row = row_of[end - 1];
  const int span = last_row - first_row + 1;
  for (int r = threadIdx.x; r < max_slots; r += block_threads) slot[r] = 0;

  int row[E], col[E];
  double val[E];
  const long mine = chunk + long(threadIdx.x) * E;
#pragma unroll
  for (int e = 0; e < E; ++e) {
    const long q = mine + e;
    const bool live = q < end;
    row[e] = live ? row_of[q] : -1;
    col[e] = live ? cols[q] : 0;
    val[e] = live ? vals[q] : 0.0;
  }
  bool one_row = false;  // the same for the 32 lanes of a warp
  if constexpr (WarpRows) {
    const int r0 = __shfl_sync(0xffffffffu, row[0], 0);
    // r0 >= 0: a warp past the last entry (row -1 in every lane) has no row.
    one_row = __all_sync(0xffffffffu, r0 >= 0 && row[0] == r0 && row[E - 1] == r0);
  }
  __syncthreads();

  for (int j = 0; j < k; ++j) {
    const double* xj = x + j * ldx;
    double* yj = y + j * ldy;
    if (one_row) {
      double acc = 0;
#pragma unroll
      for (int e = 0; e < E; ++e) acc += val[e] * __ldg(xj + col[e]);
#pragma unroll
      for (int offset = 16; offset > 0; offset >>= 1)
        acc += __shfl_xor_sync(0xffffffffu, acc, offset);
      if ((threadIdx.x & 31) == 0) {
        const int local = row[0] - first_row;
        if (local < max_slots) atomicAdd(slot + local, acc);
        else atomicAdd(yj + row[0], acc);
      }
    } else {
      double acc = 0;
#pragma unroll
      for (int e = 0; e < E; ++e) {
        if (row[e] < 0) break;
        acc += val[e] * __ldg(xj + col[e]);
        if (e == E - 1 || row[e + 1] != row[e]) {  // the end of a row piece
          const int local = row[e] - first_row;
          if (local < max_slots) atomicAdd(slot + local, acc);
          else atomicAdd(yj + row[e], acc);
          acc = 0;
        }
      }
    }
    __syncthreads();
    for (int r = threadIdx.x; r < span && r < max_slots; r += block_threads) {
      const double s = slot[r];
      slot[r] = 0;
      const int rr = first_row + r;
      if (r == 0 || rr == last_row) {
        if (s != 0) atomicAdd(yj + rr, s);  // shared with the neighbouring chunks
      } else {
        yj[rr] = s;
      }
    }
    __syncthreads();
  }
}

// The shape run 38's counters fit more closely (6144 B of shared memory = one
// double for each of 768 entries; about one shared store a product; y stored
// a row per thread): entry q of the chunk in thread q mod 128, its product
// stored to prod[q] (no atomics), then each thread sums the products of a row
// of the chunk from shared memory and stores it to y, with a global atomic
// only for a row that begins or ends outside the chunk.
template <int E>
__global__ void __launch_bounds__(block_threads)
staged_products(long nnz, const int* __restrict__ row_ptr, const int* __restrict__ row_of,
                const int* __restrict__ cols, const double* __restrict__ vals,
                const double* __restrict__ x, long ldx, double* y, long ldy, int k) {
  __shared__ double prod[block_threads * E];
  const long chunk = long(blockIdx.x) * block_threads * E;
  const long end = min(nnz, chunk + long(block_threads) * E);
  const int first_row = row_of[chunk], last_row = row_of[end - 1];
  int col[E];
  double val[E];
#pragma unroll
  for (int e = 0; e < E; ++e) {
    const long q = chunk + threadIdx.x + e * block_threads;
    const bool live = q < end;
    col[e] = live ? cols[q] : 0;
    val[e] = live ? vals[q] : 0.0;
  }
  for (int j = 0; j < k; ++j) {
    const double* xj = x + j * ldx;
    double* yj = y + j * ldy;
#pragma unroll
    for (int e = 0; e < E; ++e) prod[threadIdx.x + e * block_threads] = val[e] * __ldg(xj + col[e]);
    __syncthreads();
    for (int r = first_row + threadIdx.x; r <= last_row; r += block_threads) {
      const long begin = row_ptr[r], finish = row_ptr[r + 1];
      const int lo = int(max(begin, chunk) - chunk), hi = int(min(finish, end) - chunk);
      double s = 0;
      for (int q = lo; q < hi; ++q) s += prod[q];
      if (begin < chunk || finish > end) atomicAdd(yj + r, s);
      else yj[r] = s;
    }
    __syncthreads();
  }
}

// Run 63: the X gathers of every kernel above cost a 32-byte sector a product
// (X column-major: the K values a nonzero multiplies lie in K columns), 8 K
// sectors an entry at K = 8; cuSPARSE's COO ALG3 ran at about that sector
// rate on web-NotreDame x16. Here X is first copied row-major (each row's K
// values in 8 K bytes, 2 sectors at K = 8) and a group of K / 2 lanes takes E
// consecutive entries, each lane two of the K columns with one 16-byte load
// an entry: all E loads of x issued before the sums, each row piece summed in
// registers in entry order, a plain store for rows inside the group's run and
// an atomic for its first and last row, which neighbouring groups may share
// (so Y is zeroed first, as for the kernels above). RowMajor = false gathers
// the same way from column-major X: the sector cost without the copy.
constexpr int rg_k = 8;           // the K these kernels are written for
constexpr int rg_lanes = rg_k / 2;  // lanes a group, two columns each

__global__ void row_major_copy(long rows, const double* __restrict__ x, long ldx,
                               double* __restrict__ xr) {
  const long t = long(blockIdx.x) * blockDim.x + threadIdx.x;
  if (t >= rows * rg_k) return;
  const long i = t / rg_k;
  const int j = int(t % rg_k);
  xr[t] = x[j * ldx + i];
}

template <int E, bool RowMajor>
__global__ void __launch_bounds__(block_threads)
row_groups(long nnz, const int* __restrict__ row_of, const int* __restrict__ cols,
           const double* __restrict__ vals, const double* __restrict__ x, long ldx, double* y,
           long ldy) {
  static_assert(E % 4 == 0, "entries are loaded four at a time");
  const long group = (long(blockIdx.x) * block_threads + threadIdx.x) / rg_lanes;
  const int lane = threadIdx.x % rg_lanes;
  const long begin = group * E;
  if (begin >= nnz) return;
  const int n = int(min(long(E), nnz - begin));  // nnz % 4 == 0 is not assumed: scalar tail
  int row[E], col[E];
  double val[E];
  if (n == E) {
#pragma unroll
    for (int e = 0; e < E; e += 4) {
      const int4 r4 = *reinterpret_cast<const int4*>(row_of + begin + e);
      const int4 c4 = __ldg(reinterpret_cast<const int4*>(cols + begin + e));
      const double2 v0 = __ldg(reinterpret_cast<const double2*>(vals + begin + e));
      const double2 v1 = __ldg(reinterpret_cast<const double2*>(vals + begin + e + 2));
      row[e] = r4.x, row[e + 1] = r4.y, row[e + 2] = r4.z, row[e + 3] = r4.w;
      col[e] = c4.x, col[e + 1] = c4.y, col[e + 2] = c4.z, col[e + 3] = c4.w;
      val[e] = v0.x, val[e + 1] = v0.y, val[e + 2] = v1.x, val[e + 3] = v1.y;
    }
  } else {
#pragma unroll
    for (int e = 0; e < E; ++e) {
      const bool live = e < n;
      row[e] = live ? row_of[begin + e] : row_of[nnz - 1];
      col[e] = live ? cols[begin + e] : 0;
      val[e] = live ? vals[begin + e] : 0.0;  // a dead entry adds 0 to the last row
    }
  }
  double2 xv[E];
#pragma unroll
  for (int e = 0; e < E; ++e) {
    if constexpr (RowMajor) {
      xv[e] = __ldg(reinterpret_cast<const double2*>(x + long(col[e]) * rg_k) + lane);
    } else {
      xv[e].x = __ldg(x + (2 * lane) * ldx + col[e]);
      xv[e].y = __ldg(x + (2 * lane + 1) * ldx + col[e]);
    }
  }
  double* y0 = y + (2 * lane) * ldy;
  double* y1 = y + (2 * lane + 1) * ldy;
  const int first = row[0], last = row[E - 1];
  double a0 = 0, a1 = 0;
#pragma unroll
  for (int e = 0; e < E; ++e) {
    a0 += val[e] * xv[e].x;
    a1 += val[e] * xv[e].y;
    if (e == E - 1 || row[e + 1] != row[e]) {
      const int r = row[e];
      if (r == first || r == last) {
        atomicAdd(y0 + r, a0);
        atomicAdd(y1 + r, a1);
      } else {
        y0[r] = a0;
        y1[r] = a1;
      }
      a0 = a1 = 0;
    }
  }
}

struct Device {
  long rows, cols, nnz;
  int *row_ptr, *row_of, *col;
  double *val, *x, *y, *xr;  // xr: the row-major copy of X (row_groups)
};

// {with Y's memset, the kernel alone}. The memset (8 K m bytes) is what these
// sketches need for the rows their chunks share and the empty rows between
// chunks; a carry list as CSRI's would need only those rows, so the kernel
// alone bounds what the shape could reach. The memset-and-kernel launch runs
// last, so Y holds a correct result for the check.
template <class Kernel>
std::pair<float, float> time_with_memset(const Device& d, int k, Kernel kernel) {
  const float alone = median_launch_ms(kernel);
  const float with_memset = median_launch_ms([&] {
    CHECK(cudaMemsetAsync(d.y, 0, d.rows * k * sizeof(double)));
    kernel();
  });
  return {with_memset, alone};
}

template <int E, bool WarpRows>
std::pair<float, float> time_block_runs(const Device& d, int k) {
  const long chunk = long(block_threads) * E;
  const int grid = int((d.nnz + chunk - 1) / chunk);
  return time_with_memset(d, k, [&] {
    block_runs<E, WarpRows><<<grid, block_threads>>>(d.nnz, d.row_of, d.col, d.val, d.x, d.cols,
                                                     d.y, d.rows, k);
  });
}

template <int E>
std::pair<float, float> time_staged_products(const Device& d, int k) {
  const long chunk = long(block_threads) * E;
  const int grid = int((d.nnz + chunk - 1) / chunk);
  return time_with_memset(d, k, [&] {
    staged_products<E><<<grid, block_threads>>>(d.nnz, d.row_ptr, d.row_of, d.col, d.val, d.x,
                                                d.cols, d.y, d.rows, k);
  });
}

// {copy, memset and kernel; the kernel alone; the copy alone}.
template <int E, bool RowMajor>
std::array<float, 3> time_row_groups(const Device& d, int k) {
  const long groups = (d.nnz + E - 1) / E;
  const int grid = int((groups * rg_lanes + block_threads - 1) / block_threads);
  const int copy_grid = int((d.cols * rg_k + 255) / 256);
  const double* x = RowMajor ? d.xr : d.x;
  const auto copy = [&] {
    if (RowMajor) row_major_copy<<<copy_grid, 256>>>(d.cols, d.x, d.cols, d.xr);
  };
  const auto kernel = [&] {
    row_groups<E, RowMajor><<<grid, block_threads>>>(d.nnz, d.row_of, d.col, d.val, x, d.cols,
                                                     d.y, d.rows);
  };
  copy();
  const float alone = median_launch_ms(kernel);
  const float copy_ms = RowMajor ? median_launch_ms(copy) : 0.0f;
  const float all = median_launch_ms([&] {
    copy();
    CHECK(cudaMemsetAsync(d.y, 0, d.rows * k * sizeof(double)));
    kernel();
  });
  return {all, alone, copy_ms};
}

double max_rel_diff(const Device& d, const std::vector<double>& want, int k) {
  std::vector<double> got(d.rows * k);
  CHECK(cudaMemcpy(got.data(), d.y, got.size() * sizeof(double), cudaMemcpyDeviceToHost));
  double worst = 0;
  for (size_t i = 0; i < got.size(); ++i)
    worst = std::max(worst, std::abs(got[i] - want[i]) / std::max(1.0, std::abs(want[i])));
  return worst;
}

float time_cusparse(const Device& d, int k, bool coo, cusparseSpMMAlg_t alg) {
  cusparseHandle_t h;
  CHECK_SPARSE(cusparseCreate(&h));
  cusparseSpMatDescr_t a;
  if (coo)
    CHECK_SPARSE(cusparseCreateCoo(&a, d.rows, d.cols, d.nnz, d.row_of, d.col, d.val,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
  else
    CHECK_SPARSE(cusparseCreateCsr(&a, d.rows, d.cols, d.nnz, d.row_ptr, d.col, d.val,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
  cusparseDnMatDescr_t xd, yd;
  CHECK_SPARSE(cusparseCreateDnMat(&xd, d.cols, k, d.cols, d.x, CUDA_R_64F, CUSPARSE_ORDER_COL));
  CHECK_SPARSE(cusparseCreateDnMat(&yd, d.rows, k, d.rows, d.y, CUDA_R_64F, CUSPARSE_ORDER_COL));
  const double one = 1, zero = 0;
  size_t bytes = 0;
  const cusparseStatus_t sized = cusparseSpMM_bufferSize(
      h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, a, xd, &zero,
      yd, CUDA_R_64F, alg, &bytes);
  if (sized != CUSPARSE_STATUS_SUCCESS) {  // this algorithm refuses column-major X and Y
    std::printf("  (cuSPARSE refused: status %d)\n", int(sized));
    return -1;
  }
  void* work = nullptr;
  if (bytes) CHECK(cudaMalloc(&work, bytes));
  CHECK_SPARSE(cusparseSpMM_preprocess(h, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                       CUSPARSE_OPERATION_NON_TRANSPOSE, &one, a, xd, &zero, yd,
                                       CUDA_R_64F, alg, work));
  const float ms = median_launch_ms([&] {
    CHECK_SPARSE(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE,
                              CUSPARSE_OPERATION_NON_TRANSPOSE, &one, a, xd, &zero, yd,
                              CUDA_R_64F, alg, work));
  });
  CHECK(cudaDeviceSynchronize());
  if (work) CHECK(cudaFree(work));
  cusparseDestroyDnMat(xd);
  cusparseDestroyDnMat(yd);
  cusparseDestroySpMat(a);
  cusparseDestroy(h);
  return ms;
}

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s FILE.mtx[.gz] COPIES [K] [row-groups]\n", argv[0]);
    return 2;
  }
  const int copies = std::atoi(argv[2]);
  const int k = argc > 3 ? std::atoi(argv[3]) : 8;
  const bool only_row_groups = argc > 4 && std::string(argv[4]) == "row-groups";
  const HostCsr a = replicate(read_matrix_market(argv[1]), copies);
  const long nnz = long(a.col.size());
  std::printf("%s x%d: %ld x %ld, %ld entries, K = %d\n", argv[1], copies, a.rows, a.cols, nnz, k);

  std::vector<int> row_of(nnz);
  for (long r = 0; r < a.rows; ++r)
    for (int q = a.row_ptr[r]; q < a.row_ptr[r + 1]; ++q) row_of[q] = int(r);
  std::vector<double> x(a.cols * k);
  for (size_t i = 0; i < x.size(); ++i) x[i] = 0.5 + double((i * 2654435761u) % 1000) / 1000.0;
  std::vector<double> want(a.rows * k, 0.0);
  for (int j = 0; j < k; ++j)
    for (long r = 0; r < a.rows; ++r) {
      double s = 0;
      for (int q = a.row_ptr[r]; q < a.row_ptr[r + 1]; ++q) s += a.val[q] * x[j * a.cols + a.col[q]];
      want[j * a.rows + r] = s;
    }

  Device d{a.rows, a.cols, nnz};
  CHECK(cudaMalloc(&d.row_ptr, (a.rows + 1) * sizeof(int)));
  CHECK(cudaMalloc(&d.row_of, nnz * sizeof(int)));
  CHECK(cudaMalloc(&d.col, nnz * sizeof(int)));
  CHECK(cudaMalloc(&d.val, nnz * sizeof(double)));
  CHECK(cudaMalloc(&d.x, x.size() * sizeof(double)));
  CHECK(cudaMalloc(&d.y, want.size() * sizeof(double)));
  CHECK(cudaMalloc(&d.xr, x.size() * sizeof(double)));
  CHECK(cudaMemcpy(d.row_ptr, a.row_ptr.data(), (a.rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d.row_of, row_of.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d.col, a.col.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d.val, a.val.data(), nnz * sizeof(double), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d.x, x.data(), x.size() * sizeof(double), cudaMemcpyHostToDevice));

  const auto report = [&](const char* name, float ms) {
    if (ms < 0) return;  // refused: time_cusparse said why, and Y holds another result
    std::printf("  %-22s %.4f ms  max rel diff %.1e\n", name, ms, max_rel_diff(d, want, k));
  };
  const auto report_runs = [&](const char* name, std::pair<float, float> t) {
    std::printf("  %-22s %.4f ms (kernel alone %.4f)  max rel diff %.1e\n", name, t.first,
                t.second, max_rel_diff(d, want, k));
  };
  const auto report_groups = [&](const char* name, std::array<float, 3> t) {
    std::printf("  %-22s %.4f ms (kernel alone %.4f, copy %.4f)  max rel diff %.1e\n", name,
                t[0], t[1], t[2], max_rel_diff(d, want, k));
  };
  if (k == rg_k) {
    report_groups("row groups copy E = 4", time_row_groups<4, true>(d, k));
    report_groups("row groups copy E = 8", time_row_groups<8, true>(d, k));
    report_groups("row groups copy E = 12", time_row_groups<12, true>(d, k));
    report_groups("row groups copy E = 16", time_row_groups<16, true>(d, k));
    report_groups("row groups col-major E=8", time_row_groups<8, false>(d, k));
    report_groups("row groups col-maj E=12", time_row_groups<12, false>(d, k));
    report_groups("row groups col-maj E=16", time_row_groups<16, false>(d, k));
  }
  if (only_row_groups) {
    report("cuSPARSE COO ALG3", time_cusparse(d, k, true, CUSPARSE_SPMM_COO_ALG3));
    return 0;
  }
  report_runs("block runs E = 6", time_block_runs<6, false>(d, k));
  report_runs("runs+warp rows E = 6", time_block_runs<6, true>(d, k));
  report_runs("runs+warp rows E = 8", time_block_runs<8, true>(d, k));
  report_runs("staged E = 4", time_staged_products<4>(d, k));
  report_runs("staged E = 6", time_staged_products<6>(d, k));
  report_runs("staged E = 8", time_staged_products<8>(d, k));
  report("cuSPARSE COO ALG3", time_cusparse(d, k, true, CUSPARSE_SPMM_COO_ALG3));
  report("cuSPARSE CSR ALG1", time_cusparse(d, k, false, CUSPARSE_SPMM_CSR_ALG1));
  return 0;
}
