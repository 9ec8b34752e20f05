#pragma once
// Cuts the block rows of a block list (a pointer array `ptr` of units + 1
// offsets: BsrMatrix::block_row_map or BsrTransposedIndex::block_col_map)
// into pieces of at most ρ blocks (formats/bsr_pieces.hpp), on the device:
// block row U of n blocks gets ceil(n / ρ) pieces, all of ρ blocks but the
// last.

#include "convert/common.hpp"
#include "formats/bsr_pieces.hpp"

#include <string>

namespace kspmv {

template <class ExecSpace, class PtrView>
BsrPieces<typename PtrView::non_const_value_type, typename PtrView::device_type> cut_into_pieces(
    const ExecSpace& exec, const PtrView& ptr, std::int64_t units, std::int64_t piece_blocks,
    const ConversionLimits& limits = {}) {
  using Off = typename PtrView::non_const_value_type;
  using D = typename PtrView::device_type;
  require(piece_blocks >= 1, "cut_into_pieces: at least one block per piece (rho >= 1); got ",
          piece_blocks);
  BsrPieces<Off, D> p;
  p.piece_blocks = piece_blocks;
  p.units = units;
  ensure_fits<typename D::memory_space>("cut_into_pieces", std::to_string(units) + " block rows",
                                        std::size_t(units + 1) * sizeof(Off), limits);
  p.segment_ptr = Kokkos::View<Off*, D>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr_pieces::segment_ptr"),
      std::size_t(units + 1));
  const std::int64_t rho = piece_blocks;
  p.pieces = exclusive_scan(
      exec, units,
      KOKKOS_LAMBDA(const std::int64_t U) {
        const std::int64_t n = std::int64_t(ptr(U + 1)) - std::int64_t(ptr(U));
        return (n + rho - 1) / rho;
      },
      p.segment_ptr);
  ensure_fits<typename D::memory_space>(
      "cut_into_pieces", std::to_string(p.pieces) + " pieces of at most " + std::to_string(rho) + " blocks",
      std::size_t(units + 1 + p.pieces + 1) * sizeof(Off), limits);
  p.piece_ptr = Kokkos::View<Off*, D>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr_pieces::piece_ptr"),
      std::size_t(p.pieces + 1));
  auto segment_ptr = p.segment_ptr;
  auto piece_ptr = p.piece_ptr;
  const std::int64_t pieces = p.pieces;
  Kokkos::parallel_for(
      "kspmv::bsr_pieces", Kokkos::RangePolicy<ExecSpace>(exec, 0, units),
      KOKKOS_LAMBDA(const std::int64_t U) {
        const std::int64_t first = ptr(U);
        for (std::int64_t q = segment_ptr(U); q < segment_ptr(U + 1); ++q)
          piece_ptr(q) = Off(first + (q - std::int64_t(segment_ptr(U))) * rho);
        if (U == units - 1) piece_ptr(pieces) = ptr(units);
      });
  if (units == 0) Kokkos::deep_copy(exec, p.piece_ptr, Off(0));
  exec.fence();
  return p;
}

}  // namespace kspmv
