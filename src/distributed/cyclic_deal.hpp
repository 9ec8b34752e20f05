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

// Units ordered by length, longest first (ties: lower index first), and
// dealt by smooth weighted round-robin: at each unit every rank q earns
// weights[q], and the one holding the most (ties: the lower rank) takes the
// unit and pays back the sum of the weights. Equal weights deal 1D-cyclically
// (unit at sorted position s to rank s mod R); otherwise rank q gets about
// weights[q] / Σ weights of the units of every length.
inline CyclicDeal deal_weighted(const std::vector<std::int64_t>& lengths,
                                const std::vector<double>& weights) {
  require(!weights.empty(), "deal_weighted: at least one rank");
  double sum = 0;
  for (const double w : weights) {
    require(w > 0, "deal_weighted: every rank's weight must be > 0; got ", w);
    sum += w;
  }
  std::vector<std::int64_t> order(lengths.size());
  std::iota(order.begin(), order.end(), std::int64_t(0));
  std::stable_sort(order.begin(), order.end(),
                   [&](std::int64_t a, std::int64_t b) { return lengths[a] > lengths[b]; });
  CyclicDeal deal;
  deal.units.resize(weights.size());
  std::vector<double> credit(weights.size(), 0.0);
  for (const std::int64_t unit : order) {
    std::size_t richest = 0;
    for (std::size_t q = 0; q < weights.size(); ++q) {
      credit[q] += weights[q];
      if (credit[q] > credit[richest]) richest = q;
    }
    credit[richest] -= sum;
    deal.units[richest].push_back(unit);
  }
  return deal;
}

// The paper's deal: equal weights.
inline CyclicDeal deal_cyclically(const std::vector<std::int64_t>& lengths, int ranks) {
  require(ranks >= 1, "deal_cyclically: at least one rank; got ", ranks);
  return deal_weighted(lengths, std::vector<double>(std::size_t(ranks), 1.0));
}

}  // namespace kspmv
