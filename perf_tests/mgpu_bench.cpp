// kspmv-mgpu-bench: multi-GPU BSR SpMV ([KSPARSE] §5.6) on one machine, one
// process per GPU started by fork (distributed/fork_ranks.hpp: the GPU
// machines have no MPI), NCCL between them. For each matrix it times, on the
// root GPU:
//   - the three parts of y = A·x on R GPUs: x broadcast, local SpMV (every
//     rank's), ŷ gathered and un-shuffled, and the whole (median of --reps
//     event-timed applies, each after a barrier across the ranks' streams),
//     with the paper's equal deal and one part after the other;
//   - DistributedBsr::apply as a user calls it: the root's local SpMV beside
//     the broadcast, the root's share by its weight (--root-weight W; 0, the
//     default, is DistributedOptions' model), and at each weight of
//     --root-weights W1,W2,... (the sweep that fits the model);
//   - the same matrix on the root GPU alone: kspmv's BSR kernel the table
//     picks for it (as Algorithm::bsr does: spmv/bsr_kernel_choice.hpp), the
//     portable BSR kernel, balanced BSR, and the automatic handle on A as
//     CSR; the speedup is against the fastest of these.
// Each rank runs the table's kernel for its own block rows unless
// --portable-local asks for the portable one (runs before run 56 used it).
// y is checked against a host loop over the blocks.
//
//   kspmv-mgpu-bench [--ranks R] [--reps N] [--warmup N] [--piece-blocks RHO (1 GPU; 0: table)]
//                    [--mgpu-piece-blocks RHO (R GPUs; 0: DistributedOptions' default)]
//                    [--root-weight W] [--root-weights W1,W2,...] [--portable-local]
//                    [--nccl-cta-policy default|efficiency|zero] [--json FILE] MATRIX...
// --nccl-cta-policy: ncclConfig_t::CTAPolicy of the communicator (NCCL 2.27+;
// how many of each GPU's SMs NCCL's kernels may hold while the root's SpMV
// runs beside them). NCCL's environment (NCCL_PROTO, ...) is printed with it.
// MATRIX: stencil27:N:B   N³ block rows of B×B blocks, 27-point pattern
//         FILE.mtx[.gz]:B[:COPIES]   the file's pattern, every entry a B×B
//                                    block, COPIES times block-diagonally

#include <kspmv.hpp>
#include <convert/bsr_pieces.hpp>
#include <distributed/distributed_bsr.hpp>
#include <distributed/fork_ranks.hpp>
#include <distributed/nccl_transport.hpp>
#include <io/matrix_market.hpp>
#include <spmv/bsr_kernel_choice.hpp>
#include <spmv/bsr_pieces.hpp>

#include "timing.hpp"

#include <Kokkos_Random.hpp>

#include <nccl.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Exec = Kokkos::Cuda;
using D = Exec::device_type;
using S = double;
using Bsr = kspmv::BsrMatrix<S, int, int, D>;
using Crs = KokkosSparse::CrsMatrix<S, int, D, void, int>;
using V = Kokkos::View<S*, D>;

struct Args {
  int ranks = 2, reps = 30, warmup = 5;
  std::int64_t piece_blocks = 0;       // ρ of balanced BSR on one GPU; 0 = the tuning table's
  std::int64_t mgpu_piece_blocks = 0;  // ρ of balanced BSR on several; 0 = DistributedOptions'
  double root_weight = 0;              // DistributedOptions::root_weight of the overlapped apply (0: model)
  std::vector<double> sweep_weights;   // --root-weights: the overlapped apply also timed at each of these
  bool portable_local = false;         // each rank's rank-1 kernel: the portable one, not the table's
  std::string cta_policy = "default";  // ncclConfig_t::CTAPolicy
  std::string json;
  std::vector<std::string> matrices;
};

struct BlockPattern {
  std::string name;
  std::int64_t b = 1, block_rows = 0, block_cols = 0;
  std::vector<int> row_map{0}, cols;
};

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  std::stringstream in(s);
  for (std::string p; std::getline(in, p, sep);) parts.push_back(p);
  return parts;
}

BlockPattern stencil27(std::int64_t n, std::int64_t b) {
  BlockPattern p;
  p.name = "stencil27:" + std::to_string(n) + " b=" + std::to_string(b);
  p.b = b;
  p.block_rows = p.block_cols = n * n * n;
  for (std::int64_t z = 0; z < n; ++z)
    for (std::int64_t y = 0; y < n; ++y)
      for (std::int64_t x = 0; x < n; ++x) {
        for (std::int64_t dz = -1; dz <= 1; ++dz)
          for (std::int64_t dy = -1; dy <= 1; ++dy)
            for (std::int64_t dx = -1; dx <= 1; ++dx) {
              const std::int64_t X = x + dx, Y = y + dy, Z = z + dz;
              if (X < 0 || Y < 0 || Z < 0 || X >= n || Y >= n || Z >= n) continue;
              p.cols.push_back(int((Z * n + Y) * n + X));
            }
        p.row_map.push_back(int(p.cols.size()));
      }
  return p;
}

BlockPattern from_file(const std::string& path, std::int64_t b, std::int64_t copies) {
  const auto t = kspmv::io::read_matrix_market<double>(path);  // sorted by (row, col)
  BlockPattern p;
  p.name = path.substr(path.find_last_of('/') + 1) + " x" + std::to_string(copies) +
           " b=" + std::to_string(b);
  p.b = b;
  p.block_rows = t.rows * copies;
  p.block_cols = t.cols * copies;
  std::vector<std::int64_t> first(std::size_t(t.rows + 1), 0);
  for (const auto r : t.row) ++first[std::size_t(r + 1)];
  for (std::int64_t r = 0; r < t.rows; ++r) first[std::size_t(r + 1)] += first[std::size_t(r)];
  for (std::int64_t c = 0; c < copies; ++c)
    for (std::int64_t r = 0; r < t.rows; ++r) {
      for (auto k = first[std::size_t(r)]; k < first[std::size_t(r + 1)]; ++k)
        p.cols.push_back(int(c * t.cols + t.col[std::size_t(k)]));
      p.row_map.push_back(int(p.cols.size()));
    }
  return p;
}

BlockPattern pattern_of(const std::string& spec) {
  const auto parts = split(spec, ':');
  if (parts.size() == 3 && parts[0] == "stencil27") return stencil27(std::stoll(parts[1]), std::stoll(parts[2]));
  if (parts.size() >= 2) return from_file(parts[0], std::stoll(parts[1]), parts.size() > 2 ? std::stoll(parts[2]) : 1);
  kspmv::fail("kspmv-mgpu-bench: cannot read matrix '", spec, "'");
}

// The blocks on the device, column-major, values a hash of their position in [-1, 1).
Bsr to_device(const BlockPattern& p) {
  Bsr a;
  a.block_size = int(p.b);
  a.num_block_rows = int(p.block_rows);
  a.num_block_cols = int(p.block_cols);
  a.layout = kspmv::BlockLayout::column_major;
  a.block_row_map = Kokkos::View<int*, D>("row_map", p.row_map.size());
  a.block_col_idx = Kokkos::View<int*, D>("cols", p.cols.size());
  Kokkos::deep_copy(a.block_row_map, Kokkos::View<const int*, Kokkos::HostSpace>(p.row_map.data(), p.row_map.size()));
  Kokkos::deep_copy(a.block_col_idx, Kokkos::View<const int*, Kokkos::HostSpace>(p.cols.data(), p.cols.size()));
  a.values = Kokkos::View<S*, D>("values", std::size_t(a.blocks() * a.values_per_block()));
  auto vals = a.values;
  Kokkos::parallel_for("fill", Kokkos::RangePolicy<Exec>(0, std::int64_t(vals.extent(0))),
                       KOKKOS_LAMBDA(const std::int64_t k) {
                         std::uint64_t h = std::uint64_t(k) * 0x9E3779B97F4A7C15ull;
                         h ^= h >> 29;
                         h *= 0xBF58476D1CE4E5B9ull;
                         h ^= h >> 32;
                         vals(k) = double(h >> 11) * 0x1.0p-52 - 1.0;
                       });
  Exec().fence();
  return a;
}

// max |y - y_ref| / max |y_ref|, y_ref a host loop over the blocks.
double relative_error(const Bsr& a, const V& x, const V& y) {
  auto map = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), a.block_row_map);
  auto cols = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), a.block_col_idx);
  auto vals = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), a.values);
  auto xh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), x);
  auto yh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
  const std::int64_t b = a.block_size, b2 = b * b;
  double worst = 0, largest = 0;
  std::vector<double> row(static_cast<std::size_t>(b), 0.0);
  for (std::int64_t I = 0; I < a.num_block_rows; ++I) {
    std::fill(row.begin(), row.end(), 0.0);
    for (std::int64_t k = map(I); k < map(I + 1); ++k)
      for (std::int64_t l = 0; l < b; ++l) {
        const double xv = xh(std::int64_t(cols(k)) * b + l);
        for (std::int64_t i = 0; i < b; ++i) row[std::size_t(i)] += vals(k * b2 + l * b + i) * xv;
      }
    for (std::int64_t i = 0; i < b; ++i) {
      worst = std::max(worst, std::abs(yh(I * b + i) - row[std::size_t(i)]));
      largest = std::max(largest, std::abs(row[std::size_t(i)]));
    }
  }
  return largest > 0 ? worst / largest : worst;
}

// The kernel's name as kspmv-bench's --bsr-kernel spells it.
std::string kernel_tag(kspmv::BsrKernelKind k) {
  using K = kspmv::BsrKernelKind;
  return k == K::row_per_thread ? "rows" : k == K::k1 ? "k1" : k == K::k2 ? "k2" : k == K::k3 ? "k3"
         : k == K::row_lanes ? "lanes" : k == K::block_lanes ? "block_lanes" : "portable";
}

struct Parts {
  double broadcast = 0, local = 0, collect = 0, total = 0;
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0.0 : v.size() % 2 ? v[v.size() / 2] : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
}

// The medians of the three parts and the whole, on this rank's stream.
Parts time_distributed(kspmv::DistributedBsr<Exec, Bsr, kspmv::NcclTransport>& d,
                       const kspmv::NcclTransport& t, const V& x, const V& y, const Args& args) {
  const Exec exec;
  const kspmv::Op op{};
  cudaEvent_t e[4];
  for (auto& ev : e) KSPMV_CUDA_CHECK(cudaEventCreate(&ev));
  std::vector<double> ms[4];
  for (int rep = -args.warmup; rep < args.reps; ++rep) {
    t.barrier(exec);
    KSPMV_CUDA_CHECK(cudaEventRecord(e[0], exec.cuda_stream()));
    d.broadcast_x(op, x);
    KSPMV_CUDA_CHECK(cudaEventRecord(e[1], exec.cuda_stream()));
    d.local_apply(op);
    KSPMV_CUDA_CHECK(cudaEventRecord(e[2], exec.cuda_stream()));
    d.collect_y(op, S(1), S(0), y);
    KSPMV_CUDA_CHECK(cudaEventRecord(e[3], exec.cuda_stream()));
    KSPMV_CUDA_CHECK(cudaEventSynchronize(e[3]));
    if (rep < 0) continue;
    float f;
    for (int i = 0; i < 3; ++i) {
      KSPMV_CUDA_CHECK(cudaEventElapsedTime(&f, e[i], e[i + 1]));
      ms[i].push_back(f);
    }
    KSPMV_CUDA_CHECK(cudaEventElapsedTime(&f, e[0], e[3]));
    ms[3].push_back(f);
  }
  for (auto& ev : e) KSPMV_CUDA_CHECK(cudaEventDestroy(ev));
  return {median(ms[0]), median(ms[1]), median(ms[2]), median(ms[3])};
}

// The median of whole applies (d.apply, y = A·x), on this rank's stream.
double time_apply(kspmv::DistributedBsr<Exec, Bsr, kspmv::NcclTransport>& d, const kspmv::NcclTransport& t,
                  const V& x, const V& y, const Args& args) {
  const Exec exec;
  cudaEvent_t e[2];
  for (auto& ev : e) KSPMV_CUDA_CHECK(cudaEventCreate(&ev));
  std::vector<double> ms;
  for (int rep = -args.warmup; rep < args.reps; ++rep) {
    t.barrier(exec);
    KSPMV_CUDA_CHECK(cudaEventRecord(e[0], exec.cuda_stream()));
    d.apply("N", S(1), x, S(0), y);
    KSPMV_CUDA_CHECK(cudaEventRecord(e[1], exec.cuda_stream()));
    KSPMV_CUDA_CHECK(cudaEventSynchronize(e[1]));
    float f;
    KSPMV_CUDA_CHECK(cudaEventElapsedTime(&f, e[0], e[1]));
    if (rep >= 0) ms.push_back(f);
  }
  for (auto& ev : e) KSPMV_CUDA_CHECK(cudaEventDestroy(ev));
  return median(ms);
}

int run_rank(int rank, const ncclUniqueId& id, const Args& args) {
  Kokkos::ScopeGuard kokkos(Kokkos::InitializationSettings().set_device_id(rank));
  ncclComm_t comm;
  ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 27, 0)
  if (args.cta_policy == "efficiency") config.CTAPolicy = NCCL_CTA_POLICY_EFFICIENCY;
  else if (args.cta_policy == "zero") config.CTAPolicy = NCCL_CTA_POLICY_ZERO;
  else if (args.cta_policy != "default") kspmv::fail("kspmv-mgpu-bench: unknown --nccl-cta-policy ", args.cta_policy);
#else
  if (args.cta_policy != "default") kspmv::fail("kspmv-mgpu-bench: --nccl-cta-policy needs NCCL 2.27 or later");
#endif
  if (ncclCommInitRankConfig(&comm, args.ranks, id, rank, &config) != ncclSuccess) return 1;
  int status = 0;
  {
    const Exec exec;
    const kspmv::NcclTransport t(comm, rank, args.ranks);
    const bool root = rank == 0;
    const std::int64_t rho = args.piece_blocks > 0
                                 ? args.piece_blocks
                                 : kspmv::tuning_for(kspmv::compat::architecture_of<Exec>()).bsr_piece_blocks;
    kspmv_bench::LaunchTimer<Exec> timer(exec);
    const double copy_gbs = root ? kspmv_bench::copy_bandwidth_gbs(exec, timer, std::size_t(1) << 30, 3, 20) : 0;
    std::ofstream json;
    if (root && !args.json.empty()) json.open(args.json);
    if (root) {
      const char* proto = std::getenv("NCCL_PROTO");
      std::printf("# kspmv-mgpu-bench: %d ranks (fork + NCCL %d.%d.%d, CTA policy %s, NCCL_PROTO %s), double, int32, "
                  "median of %d (after %d warm-up), cudaEvents on each rank's stream; balanced BSR rho = %lld (1 GPU), "
                  "%lld (%d GPUs); copy bandwidth %.1f GB/s\n",
                  args.ranks, NCCL_MAJOR, NCCL_MINOR, NCCL_PATCH, args.cta_policy.c_str(), proto ? proto : "(NCCL's choice)",
                  args.reps, args.warmup, (long long)rho,
                  (long long)(args.mgpu_piece_blocks > 0 ? args.mgpu_piece_blocks
                                                         : kspmv::DistributedOptions{}.piece_blocks),
                  args.ranks, copy_gbs);
      if (json)
        json << "{\"ranks\": " << args.ranks << ", \"copy_gbs\": " << copy_gbs << ", \"nccl_cta_policy\": \""
             << args.cta_policy << "\", \"nccl_proto\": \"" << (proto ? proto : "") << "\", \"matrices\": [\n";
    }
    bool first_json = true;
    for (const auto& spec : args.matrices) {
      const BlockPattern p = pattern_of(spec);
      const Bsr a = to_device(p);
      const std::int64_t n = a.num_rows(), nnz = a.blocks() * a.values_per_block();
      std::int64_t longest = 0;
      for (std::size_t I = 0; I + 1 < p.row_map.size(); ++I)
        longest = std::max<std::int64_t>(longest, p.row_map[I + 1] - p.row_map[I]);
      const double csr_bytes = 12.0 * double(nnz) + 4.0 * double(n + 1) + 8.0 * double(n + a.num_cols());
      V x, y;
      if (root) {
        x = V("x", std::size_t(a.num_cols()));
        y = V("y", std::size_t(n));
        Kokkos::Random_XorShift64_Pool<Exec> pool(7);
        Kokkos::fill_random(x, pool, -1.0, 1.0);
      }
      if (root)
        std::printf("\n== %s: %lld x %lld, nnz %.1fM, %lld blocks, longest block row %lld\n", p.name.c_str(),
                    (long long)n, (long long)a.num_cols(), double(nnz) / 1e6, (long long)a.blocks(),
                    (long long)longest);
      std::ostringstream rows_json;
      for (const bool balanced : {false, true}) {
        kspmv::DistributedOptions o;
        o.balanced = balanced;
        if (args.mgpu_piece_blocks > 0) o.piece_blocks = args.mgpu_piece_blocks;
        if (args.portable_local) o.local.bsr_kernel = kspmv::BsrKernelKind::portable;
        // DistributedBsr::apply at root weight `w` (0: the model's): its time, and on the root
        // its error, the weight it dealt by and its description.
        struct Overlapped {
          double ms = 0, err = 0, weight = 0;
          std::string describe;
        };
        const auto overlapped = [&](double w) {
          kspmv::DistributedOptions ow = o;
          ow.root_weight = w;
          kspmv::DistributedBsr<Exec, Bsr, kspmv::NcclTransport> d(exec, t, a, ow);
          Overlapped r;
          r.ms = time_apply(d, t, x, y, args);
          if (root) {
            r.err = relative_error(a, x, y);
            r.weight = d.root_weight();
            r.describe = d.describe();
          }
          return r;
        };
        const Overlapped requested = overlapped(args.root_weight);  // --root-weight, 0: the model
        std::ostringstream sweep_json;  // the overlapped apply at each --root-weights value
        for (const double w : args.sweep_weights) {
          const Overlapped swept = overlapped(w);
          if (!root) continue;
          std::printf("%d GPUs %-9s apply, root overlapping the broadcast, root weight %.3f (swept): total %.4f ms | "
                      "rel.err %.1e\n",
                      args.ranks, balanced ? "balanced" : "plain", w, swept.ms, swept.err);
          sweep_json << ", {\"variant\": \"" << args.ranks << "gpu_" << (balanced ? "balanced" : "plain")
                     << "_overlapped_swept\", \"root_weight\": " << w << ", \"total_ms\": " << swept.ms
                     << ", \"rel_err\": " << swept.err << "}";
        }
        o.overlap = false;  // the paper's deal, one part after the other
        o.root_weight = 1;
        kspmv::DistributedBsr<Exec, Bsr, kspmv::NcclTransport> d(exec, t, a, o);
        const Parts mine = time_distributed(d, t, x, y, args);
        // Every rank's local time, on the root.
        Kokkos::View<double*, D> local("local", 1), all("all", std::size_t(args.ranks));
        Kokkos::deep_copy(local, mine.local);
        t.gather(exec, local.data(), 1, all.data(), std::vector<std::size_t>(std::size_t(args.ranks), 1), 0);
        auto all_h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), all);
        if (!root) continue;
        const double err = relative_error(a, x, y);
        std::string locals;
        double slowest = 0;
        for (int q = 0; q < args.ranks; ++q) {
          locals += (q ? " " : "") + std::to_string(all_h(q)).substr(0, 6);
          slowest = std::max(slowest, all_h(q));
        }
        std::printf("%d GPUs %-9s broadcast x %.4f ms | local SpMV %.4f ms (ranks: %s) | gather+unshuffle "
                    "%.4f ms | total %.4f ms | rel.err %.1e | %s\n",
                    args.ranks, balanced ? "balanced" : "plain", mine.broadcast, mine.local, locals.c_str(),
                    mine.collect, mine.total, err, d.describe().c_str());
        std::printf("%d GPUs %-9s apply, root overlapping the broadcast, root weight %.3f: total %.4f ms | "
                    "rel.err %.1e | %s\n",
                    args.ranks, balanced ? "balanced" : "plain", requested.weight, requested.ms, requested.err,
                    requested.describe.c_str());
        rows_json << (rows_json.tellp() > 0 ? ", " : "") << "{\"variant\": \"" << args.ranks << "gpu_"
                  << (balanced ? "balanced" : "plain") << "_overlapped\", \"root_weight\": " << requested.weight
                  << ", \"total_ms\": " << requested.ms << ", \"rel_err\": " << requested.err << "}";
        rows_json << ", {\"variant\": \"" << args.ranks << "gpu_"
                  << (balanced ? "balanced" : "plain") << "\", \"broadcast_ms\": " << mine.broadcast
                  << ", \"local_ms\": " << mine.local << ", \"slowest_local_ms\": " << slowest
                  << ", \"collect_ms\": " << mine.collect << ", \"total_ms\": " << mine.total
                  << ", \"rel_err\": " << err << "}" << sweep_json.str();
      }
      double best_single = 0;
      std::string best_name;
      if (root) {
        // The root GPU alone: kspmv's BSR kernel, balanced BSR, the automatic handle on CSR.
        const kspmv::BsrTransposedIndex<int, int, D> none;
        const auto report = [&](const char* name, const kspmv_bench::TimingStats& s, double err) {
          std::printf("1 GPU  %-22s %.4f ms (%.1f%% of copy bw in CSR bytes) | rel.err %.1e\n", name,
                      s.median_ms, 100.0 * csr_bytes / (s.median_ms * 1e-3) / 1e9 / copy_gbs, err);
          rows_json << ", {\"variant\": \"1gpu_" << name << "\", \"total_ms\": " << s.median_ms
                    << ", \"rel_err\": " << err << "}";
          if (best_single == 0 || s.median_ms < best_single) {
            best_single = s.median_ms;
            best_name = name;
          }
        };
        const kspmv::BsrLaunch launch =
            kspmv::bsr_kernel_launch_for_blocks<Exec>({}, a.block_size, a.num_block_rows, a.blocks(), longest);
        auto s = timer.time([&] { kspmv::bsr_apply(exec, kspmv::Op{}, a, none, S(1), x, S(0), y, launch); },
                            args.warmup, args.reps);
        report(("bsr_table(" + kernel_tag(launch.kind) + ")").c_str(), s, relative_error(a, x, y));
        s = timer.time([&] { kspmv::bsr_apply(exec, kspmv::Op{}, a, none, S(1), x, S(0), y); },
                       args.warmup, args.reps);
        report("bsr_portable", s, relative_error(a, x, y));
        const auto pieces = kspmv::cut_into_pieces(exec, a.block_row_map, a.num_block_rows, rho);
        const auto sums = kspmv::allocate_piece_sums<S>(pieces, a.block_size, 1, {});
        s = timer.time([&] {
          kspmv::bsr_pieces_apply(exec, kspmv::Op{}, a, none, pieces, sums, S(1), x, S(0), y);
        }, args.warmup, args.reps);
        report("bsr_balanced", s, relative_error(a, x, y));
        {
          const Crs csr = kspmv::from_bsr(exec, a);
          kspmv::SpmvHandle<Exec, Crs, V, V> h(kspmv::Algorithm::automatic);
          kspmv::spmv(exec, &h, "N", S(1), csr, x, S(0), y);
          s = timer.time([&] { kspmv::spmv(exec, &h, "N", S(1), csr, x, S(0), y); }, args.warmup, args.reps);
          report(("csr_automatic(" + std::string(kspmv::algorithm_name(h.report().chosen)) + ")").c_str(), s,
                 relative_error(a, x, y));
        }
        std::printf("speedup of %d GPUs over the best single GPU (%s): see total above / %.4f ms\n", args.ranks,
                    best_name.c_str(), best_single);
        if (json)
          json << (first_json ? "" : ",\n") << "{\"matrix\": \"" << p.name << "\", \"rows\": " << n
               << ", \"nnz\": " << nnz << ", \"blocks\": " << a.blocks() << ", \"longest_block_row\": " << longest
               << ", \"best_single_ms\": " << best_single << ", \"best_single\": \"" << best_name
               << "\", \"runs\": [" << rows_json.str() << "]}";
        first_json = false;
      }
      t.barrier(exec);
      exec.fence();
    }
    if (json) json << "\n]}\n";
  }
  ncclCommDestroy(comm);
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  Args args;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const auto value = [&] {
      if (i + 1 >= argc) kspmv::fail("kspmv-mgpu-bench: ", a, " needs a value");
      return std::string(argv[++i]);
    };
    if (a == "--ranks") args.ranks = std::stoi(value());
    else if (a == "--reps") args.reps = std::stoi(value());
    else if (a == "--warmup") args.warmup = std::stoi(value());
    else if (a == "--piece-blocks") args.piece_blocks = std::stoll(value());
    else if (a == "--mgpu-piece-blocks") args.mgpu_piece_blocks = std::stoll(value());
    else if (a == "--root-weight") args.root_weight = std::stod(value());
    else if (a == "--root-weights")
      for (const std::string& w : split(value(), ',')) args.sweep_weights.push_back(std::stod(w));
    else if (a == "--portable-local") args.portable_local = true;
    else if (a == "--nccl-cta-policy") args.cta_policy = value();
    else if (a == "--json") args.json = value();
    else args.matrices.push_back(a);
  }
  if (args.matrices.empty()) args.matrices = {"stencil27:26:16"};
  return kspmv::fork_ranks<ncclUniqueId>(
      args.ranks,
      [] {
        ncclUniqueId id;
        ncclGetUniqueId(&id);
        return id;
      },
      [&](int rank, const ncclUniqueId& id) {
        try {
          return run_rank(rank, id, args);
        } catch (const std::exception& e) {
          std::fprintf(stderr, "rank %d: %s\n", rank, e.what());
          return 1;
        }
      });
}
