#pragma once
// The lanes csr_vector gives each row ([ISC20] §3.2): the largest power of two
// <= the longest row (or <= SpmvOptions::vector_length where that is set),
// at most the warp width W. Apart from the kernel so that the automatic rule
// can count the threads csr_vector would launch (automatic.hpp) without the
// kernel's headers.

#include <cstdint>

namespace kspmv {

inline int csr_vector_lanes(std::int64_t max_row, int requested, int warp) {
  const std::int64_t bound = requested > 0 ? requested : max_row;
  int lanes = 1;
  while (lanes < warp && std::int64_t(lanes) * 2 <= bound) lanes *= 2;
  return lanes;
}

}  // namespace kspmv
