#pragma once
// How many entries each warp of a load-balanced kernel takes ([TOPC20] §3.2):
// enough warps for ω threads per physical core, ω chosen by the number of
// entries, each chunk a multiple of the kernel's window so that windows never
// straddle chunks.

#include "convert/common.hpp"
#include "core/tuning.hpp"

#include <cstdint>

namespace kspmv {

struct ChunkSize {
  std::int64_t chunk = 1;
  std::int64_t num_chunks = 0;
};

// `omega_override` / `chunk_override` > 0 replace ω or the chunk itself
// (SpmvOptions::omega, load_balance_chunk); the chunk is rounded up to a
// multiple of `window` entries.
template <class ExecSpace>
ChunkSize chunk_size_for(const ExecSpace& exec, std::int64_t nnz, std::int64_t window,
                         std::int64_t omega_override, std::int64_t chunk_override) {
  ChunkSize s;
  if (nnz == 0) return s;
  std::int64_t chunk = chunk_override;
  if (chunk <= 0) {
    const TuningTable& t = tuning_for(compat::architecture_of<ExecSpace>());
    const std::int64_t omega = omega_override > 0 ? omega_override : omega_for(t, nnz);
    std::int64_t cores = std::int64_t(exec.concurrency()) / t.resident_threads_per_core;
    if (cores < 1) cores = 1;
    const std::int64_t warp = compat::warp_width<ExecSpace>();
    const std::int64_t warps = (omega * cores + warp - 1) / warp;
    chunk = (nnz + warps - 1) / warps;
  }
  s.chunk = round_up<std::int64_t>(chunk, window);
  s.num_chunks = (nnz + s.chunk - 1) / s.chunk;
  return s;
}

}  // namespace kspmv
