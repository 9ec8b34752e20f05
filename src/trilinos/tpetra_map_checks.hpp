#pragma once
// Argument checks of kspmv::TpetraOperator. Every check is collective or uses
// globally consistent facts, so all ranks throw together: a check that failed
// on one rank only would leave the others waiting in the next collective.

#include "core/errors.hpp"

#include <Teuchos_BLAS_types.hpp>
#include <Tpetra_Map.hpp>
#include <Tpetra_MultiVector.hpp>

#include <cstddef>
#include <type_traits>
#include <utility>

namespace kspmv {
namespace tpetra_detail {

// Trilinos 13.2 names a map's local size getNodeNumElements(); 13.4 added
// getLocalNumElements() and later releases removed the old name.
template <class Map, class = void>
struct has_local_num_elements : std::false_type {};
template <class Map>
struct has_local_num_elements<
    Map, std::void_t<decltype(std::declval<const Map&>().getLocalNumElements())>>
    : std::true_type {};

template <class Map>
std::size_t local_num_elements(const Map& map) {
  if constexpr (has_local_num_elements<Map>::value) return map.getLocalNumElements();
  else return map.getNodeNumElements();
}

inline const char* mode_name(Teuchos::ETransp mode) {
  switch (mode) {
    case Teuchos::NO_TRANS: return "NO_TRANS";
    case Teuchos::TRANS: return "TRANS";
    case Teuchos::CONJ_TRANS: return "CONJ_TRANS";
  }
  return "unknown";
}

// The Kokkos Kernels mode string of op(A).
inline const char* kk_mode(Teuchos::ETransp mode) {
  switch (mode) {
    case Teuchos::NO_TRANS: return "N";
    case Teuchos::TRANS: return "T";
    case Teuchos::CONJ_TRANS: return "H";
  }
  fail("TpetraOperator::apply: unknown Teuchos::ETransp value ", int(mode));
}

// `vector` (X or Y) must be laid out like `expected`: same global length and
// the same number of entries on every rank. That is what the local product
// and the matrix's Import/Export, which address entries by local index, rely
// on. Map::isCompatible answers the same on every rank.
template <class MultiVector, class Map>
void require_compatible(const MultiVector& vector, const char* vector_name, const Map& expected,
                        const char* expected_name, Teuchos::ETransp mode) {
  const Map& given = *vector.getMap();
  if (given.isCompatible(expected)) return;
  fail("TpetraOperator::apply (mode ", mode_name(mode), "): ", vector_name,
       "'s map is not compatible with the operator's ", expected_name, ": ", vector_name,
       " has ", given.getGlobalNumElements(), " global rows (", local_num_elements(given),
       " on rank ", given.getComm()->getRank(), "), the ", expected_name, " has ",
       expected.getGlobalNumElements(), " (", local_num_elements(expected), " on this rank)");
}

}  // namespace tpetra_detail
}  // namespace kspmv
