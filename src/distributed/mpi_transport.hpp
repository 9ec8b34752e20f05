#pragma once
// The transport of distributed/distributed_bsr.hpp over MPI, for host
// backends (the 2-rank CI test runs it under mpirun): buffers in host-
// accessible memory, each call fencing the execution space first so that
// the kernels that wrote a buffer have finished. GPU builds use
// distributed/nccl_transport.hpp, which keeps the data on the device.

#include "core/errors.hpp"
#include "core/scalar_traits.hpp"

#include <Kokkos_Core.hpp>
#include <mpi.h>

#include <climits>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace kspmv {

class MpiTransport {
 public:
  explicit MpiTransport(MPI_Comm comm = MPI_COMM_WORLD) : comm_(comm) {
    MPI_Comm_rank(comm_, &rank_);
    MPI_Comm_size(comm_, &size_);
  }
  int rank() const { return rank_; }
  int size() const { return size_; }
  static const char* name() { return "MPI"; }

  // Buffers this transport can pass: those the host reaches.
  template <class MemorySpace>
  static constexpr bool reaches = Kokkos::SpaceAccessibility<Kokkos::HostSpace, MemorySpace>::accessible;

  template <class ExecSpace, class S>
  void broadcast(const ExecSpace& exec, S* data, std::size_t count, int root) const {
    exec.fence();
    check(MPI_Bcast(data, bytes(count, sizeof(S), "broadcast"), MPI_BYTE, root, comm_), "MPI_Bcast");
  }

  // recv (root only) = every rank's `send` of counts[q] entries, rank by rank.
  template <class ExecSpace, class S>
  void gather(const ExecSpace& exec, const S* send, std::size_t count, S* recv,
              const std::vector<std::size_t>& counts, int root) const {
    exec.fence();
    std::vector<int> sizes(counts.size()), displs(counts.size());
    std::size_t offset = 0;
    for (std::size_t q = 0; q < counts.size(); ++q) {
      sizes[q] = bytes(counts[q], sizeof(S), "gather");
      displs[q] = bytes(offset, sizeof(S), "gather");
      offset += counts[q];
    }
    check(MPI_Gatherv(send, bytes(count, sizeof(S), "gather"), MPI_BYTE, recv, sizes.data(),
                      displs.data(), MPI_BYTE, root, comm_),
          "MPI_Gatherv");
  }

  // recv (root only) = Σ over ranks of `send`, entry by entry.
  template <class ExecSpace, class S>
  void reduce_sum(const ExecSpace& exec, const S* send, S* recv, std::size_t count, int root) const {
    exec.fence();
    using Real = real_type_t<S>;
    constexpr std::size_t parts = is_complex_v<S> ? 2 : 1;
    static_assert(std::is_same_v<Real, double> || std::is_same_v<Real, float>,
                  "MpiTransport: float, double and their Kokkos::complex only");
    const MPI_Datatype type = std::is_same_v<Real, double> ? MPI_DOUBLE : MPI_FLOAT;
    check(MPI_Reduce(send, recv, bytes(count * parts, 1, "reduce"), type, MPI_SUM, root, comm_),
          "MPI_Reduce");
  }

  template <class ExecSpace>
  void barrier(const ExecSpace& exec) const {
    exec.fence();
    check(MPI_Barrier(comm_), "MPI_Barrier");
  }

 private:
  static int bytes(std::size_t count, std::size_t size, const char* what) {
    require(count * size <= std::size_t(INT_MAX), "MpiTransport: a ", what, " of ", count * size,
            " bytes exceeds MPI's int count");
    return int(count * size);
  }
  static void check(int status, const char* call) {
    require(status == MPI_SUCCESS, "MpiTransport: ", call, " failed (MPI error ", status, ")");
  }
  MPI_Comm comm_;
  int rank_ = 0, size_ = 1;
};

}  // namespace kspmv
