#pragma once
// The multi-GPU distribution of [KSPARSE] §5.6: work units (block rows, or
// the pieces of balanced BSR) sorted by length, longest first, and dealt out
// 1D-cyclically, so that every rank receives a share of the long ones and of
// the short ones. Host-side: it reads one length per unit.

#include "core/errors.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <vector>

namespace kspmv {

struct CyclicDeal {
  // units[q]: the units rank q holds, in its local order (the deal's order).
  std::vector<std::vector<std::int64_t>> units;
  int ranks() const { return int(units.size()); }
};

// Units ordered by length, longest first (ties: lower index first), unit at
// sorted position s going to rank s mod `ranks`.
inline CyclicDeal deal_cyclically(const std::vector<std::int64_t>& lengths, int ranks) {
  require(ranks >= 1, "deal_cyclically: at least one rank; got ", ranks);
  std::vector<std::int64_t> order(lengths.size());
  std::iota(order.begin(), order.end(), std::int64_t(0));
  std::stable_sort(order.begin(), order.end(),
                   [&](std::int64_t a, std::int64_t b) { return lengths[a] > lengths[b]; });
  CyclicDeal deal;
  deal.units.resize(std::size_t(ranks));
  for (std::size_t s = 0; s < order.size(); ++s) deal.units[s % std::size_t(ranks)].push_back(order[s]);
  return deal;
}

}  // namespace kspmv
