#pragma once
// Multi-GPU BSR SpMV after [KSPARSE] §5.6, one process (rank) per GPU:
//   - work units (A's block rows, or their pieces of at most ρ blocks with
//     balanced BSR, §5.5) sorted by length and dealt out 1D-cyclically
//     (distributed/cyclic_deal.hpp); each rank keeps its units as the block
//     rows of a local BsrMatrix over A's global block columns;
//   - y = α·A·x + β·y in three parts: x broadcast from the root to every
//     rank; each rank's single-GPU kernel (spmv/bsr.hpp; rank 1: the kernel
//     the single-GPU plan would pick for the rank's own block rows,
//     spmv/bsr_kernel_choice.hpp) writes its units'
//     raw sums ŷ; the ŷ of all ranks gathered on the root and un-shuffled
//     into y there, the pieces of each block row added in block order (the
//     paper's shuffle and reduction kernels in one launch, with α and β);
//   - op = Aᵀ, Aᴴ: x broadcast, each rank applies its units transposed to the
//     rows of x under them, and the ranks' full-length partial sums are
//     added on the root (a reduce), where α and β are applied.
// apply() overlaps on the root: its local SpMV runs on a second instance
// (distributed/side_instance.hpp) while x is on its way to the other ranks,
// so the root can take a larger share (DistributedOptions::root_weight).
// The communication goes through a Transport (distributed/mpi_transport.hpp
// on host backends, distributed/nccl_transport.hpp on CUDA): the partition,
// the local kernels and the un-shuffle are the same code for both.
// x and y are read and written on the root only; the other ranks pass
// empty views.

#include "convert/bsr.hpp"
#include "convert/bsr_pieces.hpp"
#include "convert/bsr_transpose.hpp"
#include "convert/common.hpp"
#include "distributed/cyclic_deal.hpp"
#include "distributed/side_instance.hpp"
#include "formats/bsr.hpp"
#include "spmv/bsr.hpp"
#include "spmv/bsr_kernel_choice.hpp"
#include "spmv/mode.hpp"

#include <algorithm>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

namespace kspmv {

namespace detail {

// f(r, j) for every row r < rows and vector j < vectors, neighbouring
// threads on neighbouring rows of one vector (the LayoutLeft buffers' order).
template <class ExecSpace, class F>
void for_each_entry(const ExecSpace& exec, const char* name, std::int64_t rows,
                    std::int64_t vectors, const F& f) {
  if (rows == 0) return;
  Kokkos::parallel_for(name, Kokkos::RangePolicy<ExecSpace>(exec, 0, rows * vectors),
                       KOKKOS_LAMBDA(const std::int64_t k) { f(k % rows, k / rows); });
}

// Local block k of `local` is block first(l) + (k - local.block_row_map(l))
// of `global`, l its local block row (unit).
template <class ExecSpace, class Bsr, class FirstView>
void copy_unit_blocks(const ExecSpace& exec, const Bsr& global, const Bsr& local,
                      const FirstView& first) {
  const std::int64_t units = local.num_block_rows, b2 = local.values_per_block();
  auto ptr = local.block_row_map;
  auto cols = local.block_col_idx;
  auto vals = local.values;
  auto g_cols = global.block_col_idx;
  auto g_vals = global.values;
  Kokkos::parallel_for(
      "kspmv::distributed::copy_blocks", Kokkos::RangePolicy<ExecSpace>(exec, 0, local.blocks()),
      KOKKOS_LAMBDA(const std::int64_t k) {
        const std::int64_t l = row_of_entry(ptr, units, k);
        const std::int64_t g = std::int64_t(first(l)) + (k - std::int64_t(ptr(l)));
        cols(k) = g_cols(g);
        for (std::int64_t e = 0; e < b2; ++e) vals(k * b2 + e) = g_vals(g * b2 + e);
      });
}

}  // namespace detail

struct DistributedOptions {
  bool balanced = false;          // cut block rows into pieces of piece_blocks ([KSPARSE] §5.5)
  // ρ. The paper's 16, not the single-GPU table's 4: on several GPUs every
  // piece's b partial sums cross the link (H200 pair, run 19: ρ = 4 doubled
  // the gather of memplus and rajat01 against ρ = 16).
  std::int64_t piece_blocks = 16;
  std::int64_t vectors = 1;       // columns of x and y (K)
  bool transposed = false;        // also serve op = Aᵀ, Aᴴ (a full-length partial y per rank)
  int root = 0;                   // the rank that holds x and y
  // apply() starts the root's local SpMV beside the broadcast of x, on
  // backends with a second instance (CUDA); false: one part after the other.
  bool overlap = true;
  // The root's units per unit of another rank (the deal's weight; the paper
  // deals equal shares). 0: from the model below when apply() overlaps, else 1.
  double root_weight = 0;
  // The model: the root is done when the other ranks' ŷ has arrived, and
  // they wait for two collectives, the broadcast of x (n·K scalars) and the
  // gather of their ŷ (b·K scalars a unit), each costing about link_latency
  // + bytes / link_bandwidth. While those run, the root's kernel reads
  // local_bandwidth bytes of blocks a second, so the root takes that many
  // more blocks than each other rank. H200 pair, run 56 (NCCL 2.28, the
  // parts timed apart on five matrices at b = 8-32): broadcasts of 1.3-9 MB
  // 17 µs + 3.2 µs/MB, gathers alike once the un-shuffle is taken out.
  // local_bandwidth is fitted (run 57, the overlapped apply swept over root
  // weights 1.2-1.9 on the same matrices): the table's kernels read 4.0-4.2
  // TB/s alone, but 4e12 gave weights 1.40-1.92 where 1.3-1.5 ran fastest;
  // the root's kernel shares its GPU with NCCL's, and the gather overlaps it
  // only in part.
  double link_latency = 17e-6;       // seconds a collective
  double link_bandwidth = 300e9;     // bytes a second
  double local_bandwidth = 2.75e12;  // bytes of blocks a second, the root's kernel beside NCCL's
  // Each rank's rank-1 kernel: SpmvOptions::bsr_kernel and its shape options
  // as for Algorithm::bsr, else the tuning table's choice for the rank's own
  // block rows (their mean and longest). No other field is read.
  SpmvOptions local;
};

// What DistributedOptions' root-weight model reads of the deal.
struct DealShape {
  int ranks = 1;
  std::int64_t cols = 0;        // of A: x holds cols·K scalars
  std::int64_t units = 0;       // dealt out, each b·K scalars of ŷ
  std::int64_t block_size = 1;  // b
  std::int64_t blocks = 0;      // of A
  std::size_t scalar_bytes = 8, ordinal_bytes = 4;
};

// The model's weight of the root (DistributedOptions, above) for a deal of
// this shape, where the root's collectives overlap its kernel: it takes as
// many more blocks than another rank as its kernel reads while x goes out
// and the others' ŷ (at equal shares) comes back; at most 8.
inline double modelled_root_weight(const DistributedOptions& o, const DealShape& d) {
  const double scalar = double(o.vectors) * double(d.scalar_bytes);
  const double x_bytes = double(d.cols) * scalar;
  const double yhat_bytes = double(d.units) * double(d.block_size) * scalar * double(d.ranks - 1) / double(d.ranks);
  const double waiting = 2 * o.link_latency + (x_bytes + yhat_bytes) / o.link_bandwidth;
  const double block_bytes = double(d.block_size * d.block_size) * double(d.scalar_bytes) + double(d.ordinal_bytes);
  const double extra = waiting * o.local_bandwidth / block_bytes;
  const double other = (double(d.blocks) - extra) / double(d.ranks);
  constexpr double most = 8;  // x outweighs A: the root takes most of it
  return other > 0 ? std::min(most, (other + extra) / other) : most;
}

template <class ExecSpace, class Bsr, class Transport>
class DistributedBsr {
 public:
  using S = typename Bsr::scalar_type;
  using O = typename Bsr::ordinal_type;
  using Off = typename Bsr::offset_type;
  using D = typename Bsr::device_type;
  using Buffer = Kokkos::View<S**, Kokkos::LayoutLeft, D>;
  static_assert(Transport::template reaches<typename D::memory_space>,
                "this transport cannot pass buffers of the matrix's memory space");

  // `global` is all of A, on every rank; each rank copies out its own units.
  DistributedBsr(const ExecSpace& exec, const Transport& transport, const Bsr& global,
                 const DistributedOptions& options)
      : exec_(exec), transport_(transport), options_(options) {
    require(options.vectors >= 1, "DistributedBsr: vectors must be >= 1; got ", options.vectors);
    require(options.piece_blocks >= 1, "DistributedBsr: piece_blocks must be >= 1; got ",
            options.piece_blocks);
    require(options.root >= 0 && options.root < transport.size(), "DistributedBsr: root ",
            options.root, " is not a rank of ", transport.size());
    require(options.root_weight >= 0, "DistributedBsr: root_weight must be >= 0 (0: the model); got ",
            options.root_weight);
    require(options.link_latency >= 0 && options.link_bandwidth > 0 && options.local_bandwidth > 0,
            "DistributedBsr: the root-weight model needs link_latency >= 0, link_bandwidth > 0 and "
            "local_bandwidth > 0; got ", options.link_latency, ", ", options.link_bandwidth, ", ",
            options.local_bandwidth);
    b_ = global.block_size;
    rows_ = global.num_rows();
    cols_ = global.num_cols();
    take_units(global);
    allocate_buffers();
  }

  // ---- the three parts of one apply, timed apart by kspmv-mgpu-bench ------

  // Root: x (op(A)'s columns × K) to every rank. Where x is already laid out
  // as the kernels read it (contiguous, column after column, in the
  // matrix's memory space), the root broadcasts it in place and its kernel
  // reads it there; otherwise it is copied into the root's buffer first.
  template <class XView>
  void broadcast_x(const Op& op, const XView& x) {
    place_x(op, x);
    send_x(op);
  }

  // Every rank: its units' raw sums (op = A) or its partial Aᵀx (op = Aᵀ).
  void local_apply(const Op& op) { local_apply_on(exec_, op); }

  // ---- pieces of the parts, for apply()'s overlapped order (public only
  // because CUDA's device lambdas need a public enclosing function) --------

  // Root: x_in_ = x as the kernels read it (in place, or copied on exec_).
  template <class XView>
  void place_x(const Op& op, const XView& x) {
    const std::int64_t n = op.transpose ? rows_ : cols_;
    x_in_ = x_all(n);
    if (is_root()) {
      require(std::int64_t(x.extent(0)) == n && num_vectors(x) == options_.vectors,
              "DistributedBsr: x must be ", n, " x ", options_.vectors, " on the root; got ",
              x.extent(0), " x ", num_vectors(x));
      if (readable_in_place(x)) {
        // In place: the root's send buffer is its receive buffer, so x is only read.
        x_in_ = Buffer(const_cast<S*>(x.data()), std::size_t(n), std::size_t(options_.vectors));
      } else {
        auto xx = x;
        Buffer all = x_in_;
        detail::for_each_entry(exec_, "kspmv::distributed::copy_x", n, options_.vectors,
                               KOKKOS_LAMBDA(const std::int64_t r, const std::int64_t j) {
                                 all(r, j) = at(xx, r, j);
                               });
      }
    }
  }

  void send_x(const Op& op) {
    const std::int64_t n = op.transpose ? rows_ : cols_;
    transport_.broadcast(exec_, x_in_.data(), std::size_t(n * options_.vectors), options_.root);
  }

  void local_apply_on(const ExecSpace& exec, const Op& op) {
    require(!op.transpose || options_.transposed,
            "DistributedBsr: op = A^T needs DistributedOptions::transposed at setup");
    if (!op.transpose) {
      local_bsr_apply(exec, op, x_in_, yhat_);
      return;
    }
    Buffer all = x_in_, mine = x_mine_;
    auto unit_row = unit_row_;
    const std::int64_t b = b_;
    detail::for_each_entry(
        exec, "kspmv::distributed::x_under_units", std::int64_t(mine.extent(0)), options_.vectors,
        KOKKOS_LAMBDA(const std::int64_t r, const std::int64_t j) {
          mine(r, j) = all(std::int64_t(unit_row(r / b)) * b + r % b, j);
        });
    local_bsr_apply(exec, op, mine, ypart_);
  }

  // Root: y = α·(the ranks' results, un-shuffled or added) + β·y.
  template <class YView>
  void collect_y(const Op& op, const S& alpha, const S& beta, const YView& y) {
    collect_y(op, alpha, beta, y, false);
  }

  // As above; with `side_ran`, the root's local work ran on side_, and is
  // ordered before what reads it (the overlapped apply's join).
  template <class YView>
  void collect_y(const Op& op, const S& alpha, const S& beta, const YView& y, bool side_ran) {
    const std::int64_t m = op.transpose ? cols_ : rows_;
    check_y(op, y);
    if (op.transpose) {
      if (is_root() && side_ran) Side::order(side_.get(), exec_);  // the reduce sends its partial
      transport_.reduce_sum(exec_, ypart_.data(), reduced_.data(), ypart_.span(), options_.root);
      if (!is_root()) return;
      Buffer sum = reduced_;
      detail::for_each_entry(
          exec_, "kspmv::distributed::store_reduced", m, options_.vectors,
          KOKKOS_LAMBDA(const std::int64_t r, const std::int64_t j) {
            store_result(at(y, r, j), alpha, beta, sum(r, j));
          });
      return;
    }
    // The root's own ŷ stays where its kernel wrote it.
    transport_.gather(exec_, yhat_.data(), is_root() ? 0 : yhat_.span(), gathered_.data(),
                      gather_counts_, options_.root);
    if (!is_root()) return;
    if (side_ran) Side::order(side_.get(), exec_);
    const Buffer gathered = gathered_, own = yhat_;
    auto row_units = row_units_;
    auto unit_offset = unit_offset_;
    auto unit_stride = unit_stride_;
    const std::int64_t b = b_;
    detail::for_each_entry(
        exec_, "kspmv::distributed::unshuffle", m, options_.vectors,
        KOKKOS_LAMBDA(const std::int64_t r, const std::int64_t j) {
          const std::int64_t U = r / b, i = r % b;
          S sum(0);
          for (std::int64_t s = row_units(U); s < row_units(U + 1); ++s) {
            const std::int64_t o = unit_offset(s), at_j = j * unit_stride(s) + i;
            sum += o >= 0 ? gathered.data()[o + at_j] : own.data()[-o - 1 + at_j];
          }
          store_result(at(y, r, j), alpha, beta, sum);
        });
  }

  // y = α·op(A)·x + β·y, x and y on the root.
  template <class XView, class YView>
  void apply(const char mode[], const S& alpha, const XView& x, const S& beta, const YView& y) {
    const Op op = parse_mode(mode);
    check_y(op, y);  // before any rank starts communicating
    if (!(overlapping() && is_root())) {
      broadcast_x(op, x);
      local_apply(op);
      collect_y(op, alpha, beta, y);
      return;
    }
    // Root, overlapped: the side instance starts after x is in place (and
    // after the last apply's reads of the root's buffers), and is launched
    // after the broadcast so that the broadcast gets the GPU first.
    place_x(op, x);
    Side::order(exec_, side_.get());
    send_x(op);
    local_apply_on(side_.get(), op);
    collect_y(op, alpha, beta, y, true);
  }

  // Root: y is op(A)'s rows × K; the other ranks' views are not read.
  template <class YView>
  void check_y(const Op& op, const YView& y) const {
    const std::int64_t m = op.transpose ? cols_ : rows_;
    if (is_root())
      require(std::int64_t(y.extent(0)) == m && num_vectors(y) == options_.vectors,
              "DistributedBsr: y must be ", m, " x ", options_.vectors, " on the root; got ",
              y.extent(0), " x ", num_vectors(y));
  }

  bool overlapping() const { return Side::concurrent && options_.overlap && transport_.size() > 1; }
  double root_weight() const { return root_weight_; }

  bool is_root() const { return transport_.rank() == options_.root; }
  std::int64_t local_units() const { return std::int64_t(unit_row_.extent(0)); }
  std::int64_t local_blocks() const { return local_.blocks(); }
  // Device memory this rank holds: its blocks, buffers and (root) the gather map.
  std::size_t bytes() const {
    return local_.bytes() + local_t_.bytes() + unit_row_.span() * sizeof(O) +
           x_store_.span() * sizeof(S) + (yhat_.span() + x_mine_.span() + ypart_.span() +
                                          gathered_.span() + reduced_.span()) * sizeof(S) +
           row_units_.span() * sizeof(Off) + (unit_offset_.span() + unit_stride_.span()) * 8;
  }
  const BsrLaunch& local_launch() const { return launch_; }
  std::string describe() const {
    std::ostringstream d;
    d << "rank " << transport_.rank() << " of " << transport_.size() << " (" << Transport::name()
      << "): " << local_units() << (options_.balanced ? " pieces" : " block rows") << ", "
      << local_blocks() << " blocks of " << b_ << "x" << b_ << ", " << bytes() << " B"
      << ", root weight " << root_weight_ << (overlapping() ? ", root overlaps" : "")
      << "; rank-1 kernel: " << bsr_kernel_name(launch_.kind);
    return d.str();
  }

 private:
  // x as the kernels read it: this rank's scalars, one column after another.
  template <class XView>
  bool readable_in_place(const XView& x) const {
    using Value = typename XView::non_const_value_type;
    if constexpr (!std::is_same_v<Value, S> ||
                  !std::is_same_v<typename XView::memory_space, typename D::memory_space>) {
      return false;
    } else {
      const bool by_columns = XView::rank == 1 || options_.vectors == 1 ||
                              std::is_same_v<typename XView::array_layout, Kokkos::LayoutLeft>;
      return by_columns && x.span_is_contiguous() &&
             std::int64_t(x.span()) == std::int64_t(x.extent(0)) * options_.vectors;
    }
  }

  // All of x for op(A) with n columns: the first n·K entries of x_store_.
  Buffer x_all(std::int64_t n) const { return Buffer(x_store_.data(), std::size_t(n), std::size_t(options_.vectors)); }

  template <class XBuf>
  void local_bsr_apply(const ExecSpace& exec, const Op& op, const XBuf& x, const Buffer& y) const {
    if (options_.vectors == 1)
      bsr_apply(exec, op, local_, local_t_, S(1), Kokkos::subview(x, Kokkos::ALL, 0), S(0),
                Kokkos::subview(y, Kokkos::ALL, 0), launch_);
    else
      bsr_apply(exec, op, local_, local_t_, S(1), x, S(0), y);
  }

  // DistributedOptions::root_weight, or its model (modelled_root_weight) for
  // `units` units dealt out.
  double weight_of_root(const Bsr& global, std::int64_t units) const {
    if (options_.root_weight > 0) return options_.root_weight;
    if (!overlapping()) return 1.0;
    return modelled_root_weight(options_, {transport_.size(), cols_, units, b_, std::int64_t(global.blocks()),
                                           sizeof(S), sizeof(O)});
  }

  // The deal, this rank's blocks, and on the root where each unit's ŷ lands.
  // Units are the pieces of convert/bsr_pieces.hpp: of ρ blocks when
  // balanced, else each non-empty block row whole (ρ = the longest).
  void take_units(const Bsr& global) {
    const std::int64_t block_rows = global.num_block_rows;
    const std::int64_t rho = options_.balanced ? options_.piece_blocks
                                               : std::max<std::int64_t>(1, longest_block_row(exec_, global));
    const auto pieces = cut_into_pieces(exec_, global.block_row_map, block_rows, rho);
    auto piece_ptr = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pieces.piece_ptr);
    auto segment_ptr = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pieces.segment_ptr);
    // Unit p: block row unit_block_row[p], blocks unit_first[p] .. + unit_length[p] - 1.
    std::vector<std::int64_t> unit_block_row(std::size_t(pieces.pieces)), unit_first, unit_length;
    for (std::int64_t U = 0; U < block_rows; ++U)
      for (std::int64_t p = segment_ptr(U); p < segment_ptr(U + 1); ++p) unit_block_row[std::size_t(p)] = U;
    for (std::int64_t p = 0; p < pieces.pieces; ++p) {
      unit_first.push_back(piece_ptr(p));
      unit_length.push_back(std::int64_t(piece_ptr(p + 1)) - std::int64_t(piece_ptr(p)));
    }
    root_weight_ = weight_of_root(global, pieces.pieces);
    std::vector<double> weights(std::size_t(transport_.size()), 1.0);
    weights[std::size_t(options_.root)] = root_weight_;
    const CyclicDeal deal = deal_weighted(unit_length, weights);
    const auto& mine = deal.units[std::size_t(transport_.rank())];
    launch_ = local_kernel(mine, unit_length);  // refuses bad options before the copy
    copy_units(global, mine, unit_block_row, unit_first, unit_length);
    gather_counts_.clear();
    for (int q = 0; q < deal.ranks(); ++q)
      gather_counts_.push_back(q == options_.root ? 0 : deal.units[std::size_t(q)].size() *
                                                            std::size_t(b_ * options_.vectors));
    if (is_root()) {
      row_units_ = pieces.segment_ptr;
      map_gathered_units(deal);
    }
  }

  // The rank-1 kernel for this rank's units (their mean and longest length),
  // as the single-GPU plan picks it for block rows of those lengths.
  BsrLaunch local_kernel(const std::vector<std::int64_t>& mine,
                         const std::vector<std::int64_t>& unit_length) const {
    std::int64_t blocks = 0, longest = 0;
    for (const std::int64_t u : mine) {
      blocks += unit_length[std::size_t(u)];
      longest = std::max(longest, unit_length[std::size_t(u)]);
    }
    return bsr_kernel_launch_for_blocks<ExecSpace>(options_.local, b_, std::int64_t(mine.size()),
                                                   blocks, longest);
  }

  void copy_units(const Bsr& global, const std::vector<std::int64_t>& mine,
                  const std::vector<std::int64_t>& unit_block_row,
                  const std::vector<std::int64_t>& unit_first,
                  const std::vector<std::int64_t>& unit_length) {
    const std::int64_t units = std::int64_t(mine.size());
    Kokkos::View<Off*, Kokkos::HostSpace> ptr_h("ptr", std::size_t(units + 1)), first_h("first", std::size_t(units));
    Kokkos::View<O*, Kokkos::HostSpace> row_h("row", std::size_t(units));
    for (std::int64_t l = 0; l < units; ++l) {
      const auto u = std::size_t(mine[std::size_t(l)]);
      ptr_h(l + 1) = Off(std::int64_t(ptr_h(l)) + unit_length[u]);
      first_h(l) = Off(unit_first[u]);
      row_h(l) = O(unit_block_row[u]);
    }
    const std::int64_t blocks = ptr_h(units), b2 = std::int64_t(b_) * b_;
    local_.block_size = O(b_);
    local_.num_block_rows = O(units);
    local_.num_block_cols = global.num_block_cols;
    local_.layout = global.layout;
    local_.block_row_map = Kokkos::View<Off*, D>("kspmv::distributed::block_row_map", std::size_t(units + 1));
    local_.block_col_idx = Kokkos::View<O*, D>(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::distributed::block_col_idx"), std::size_t(blocks));
    local_.values = Kokkos::View<S*, D>(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::distributed::values"), std::size_t(blocks * b2));
    Kokkos::deep_copy(local_.block_row_map, ptr_h);
    Kokkos::View<Off*, D> first("kspmv::distributed::unit_first", std::size_t(units));
    Kokkos::deep_copy(first, first_h);
    unit_row_ = Kokkos::View<O*, D>("kspmv::distributed::unit_row", std::size_t(units));
    Kokkos::deep_copy(unit_row_, row_h);
    detail::copy_unit_blocks(exec_, global, local_, first);
    if (options_.transposed) local_t_ = bsr_transposed_index(exec_, local_);
    exec_.fence();
  }

  // Root: unit s of another rank sits in gathered_ (the other ranks' ŷ, rank
  // by rank) from unit_offset(s) >= 0, a unit of the root's own in yhat_ from
  // -unit_offset(s) - 1; vector j another j·unit_stride(s) further. Block row
  // U's units are row_units(U) .. row_units(U + 1) - 1 (the pieces' segment_ptr).
  void map_gathered_units(const CyclicDeal& deal) {
    std::size_t total = 0;
    for (const auto& units : deal.units) total += units.size();
    Kokkos::View<std::int64_t*, Kokkos::HostSpace> off_h("off", total), stride_h("stride", total);
    std::int64_t base = 0;
    for (int q = 0; q < deal.ranks(); ++q) {
      const auto& units = deal.units[std::size_t(q)];
      const std::int64_t stride = std::int64_t(units.size()) * b_;
      const bool own = q == options_.root;
      for (std::size_t l = 0; l < units.size(); ++l) {
        const std::int64_t offset = std::int64_t(l) * b_;
        off_h(units[l]) = own ? -offset - 1 : base + offset;
        stride_h(units[l]) = stride;
      }
      if (!own) base += stride * options_.vectors;
    }
    unit_offset_ = Kokkos::View<std::int64_t*, D>("kspmv::distributed::unit_offset", total);
    unit_stride_ = Kokkos::View<std::int64_t*, D>("kspmv::distributed::unit_stride", total);
    Kokkos::deep_copy(unit_offset_, off_h);
    Kokkos::deep_copy(unit_stride_, stride_h);
  }

  void allocate_buffers() {
    const std::int64_t K = options_.vectors;
    const std::int64_t longest = rows_ > cols_ ? rows_ : cols_;
    const std::int64_t units = local_units();
    x_store_ = Kokkos::View<S*, D>("kspmv::distributed::x", std::size_t(longest * K));
    yhat_ = Buffer("kspmv::distributed::yhat", std::size_t(units * b_), std::size_t(K));
    if (options_.transposed) {
      x_mine_ = Buffer("kspmv::distributed::x_mine", std::size_t(units * b_), std::size_t(K));
      ypart_ = Buffer("kspmv::distributed::ypart", std::size_t(cols_), std::size_t(K));
    }
    if (!is_root()) return;
    std::size_t gathered = 0;
    for (const std::size_t c : gather_counts_) gathered += c;
    gathered_ = Buffer("kspmv::distributed::gathered", gathered / std::size_t(K), std::size_t(K));
    if (options_.transposed) reduced_ = Buffer("kspmv::distributed::reduced", std::size_t(cols_), std::size_t(K));
  }

  using Side = SideInstance<ExecSpace>;
  ExecSpace exec_;
  Side side_{exec_};  // the root's local SpMV in apply() where it overlaps
  Transport transport_;
  DistributedOptions options_;
  double root_weight_ = 1;
  std::int64_t b_ = 1, rows_ = 0, cols_ = 0;
  Bsr local_;
  BsrTransposedIndex<O, Off, D> local_t_;
  BsrLaunch launch_;                    // this rank's rank-1 kernel
  Kokkos::View<O*, D> unit_row_;        // A's block row of each local unit
  Kokkos::View<S*, D> x_store_;         // all of x, on every rank
  Buffer x_in_;                         // x as this apply's kernels read it
  Buffer yhat_, x_mine_, ypart_;        // this rank's ŷ; op = Aᵀ: its rows of x, its Aᵀx
  std::vector<std::size_t> gather_counts_;  // ŷ entries each rank sends (the root: none)
  // Root only:
  Buffer gathered_, reduced_;
  Kokkos::View<Off*, D> row_units_;
  Kokkos::View<std::int64_t*, D> unit_offset_, unit_stride_;
};

}  // namespace kspmv
