#pragma once
// A tiny thread pool-less parallel loop for host-side matrix generation.
// Work is cut into fixed-size chunks that threads pull from a shared counter,
// so a generator that seeds its random stream from the chunk or row index
// produces the same matrix whatever the number of threads.

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

namespace kspmv_bench {

// Upper bound on generator threads: beyond this, memory bandwidth and the
// serial prefix sums dominate generation time.
inline constexpr unsigned max_generator_threads = 32;

// Calls body(begin, end) for consecutive chunks [begin, end) of [0, n) of at
// most `grain` items, on up to max_generator_threads threads.
template <class Body>
void parallel_chunks(std::int64_t n, std::int64_t grain, const Body& body) {
  if (n <= 0) return;
  grain = std::max<std::int64_t>(grain, 1);
  const std::int64_t chunks = (n + grain - 1) / grain;
  const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
  const unsigned threads =
      unsigned(std::min<std::int64_t>(std::min(hw, max_generator_threads), chunks));
  std::atomic<std::int64_t> next{0};
  auto worker = [&] {
    for (std::int64_t c = next++; c < chunks; c = next++)
      body(c * grain, std::min(n, (c + 1) * grain));
  };
  if (threads <= 1) {
    worker();
    return;
  }
  std::vector<std::thread> pool;
  pool.reserve(threads - 1);
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
}

// Rows per chunk for per-row work: at most 4096 (amortizes the atomic), and
// at least 256 chunks so that a matrix of few long rows (short-and-wide)
// still spreads over every thread.
inline constexpr std::int64_t max_rows_per_chunk = 4096;
inline constexpr std::int64_t min_row_chunks = 256;

inline std::int64_t row_grain(std::int64_t rows) {
  return std::clamp<std::int64_t>(rows / min_row_chunks, 1, max_rows_per_chunk);
}

}  // namespace kspmv_bench
