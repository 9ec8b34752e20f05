#pragma once
// kspmv: sparse formats and SpMV kernels for Kokkos Kernels users.
// Include this one header; see README.md for the handle API.

#include "core/compat.hpp"
#include "core/errors.hpp"
#include "core/row_statistics.hpp"
#include "core/tuning.hpp"
#include "formats/bsr.hpp"
#include "formats/coo.hpp"
#include "formats/csc.hpp"
#include "formats/ell.hpp"
#include "formats/hyb.hpp"
#include "formats/sellp.hpp"
#include "convert/block_pattern.hpp"
#include "convert/bsr.hpp"
#include "convert/bsr_transpose.hpp"
#include "convert/coo.hpp"
#include "convert/ell.hpp"
#include "convert/hyb.hpp"
#include "convert/sellp.hpp"
#include "convert/transpose.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/handle.hpp"
#include "spmv/spmv.hpp"
#include "spmv/kk_handle_overload.hpp"
// Kokkos Kernels' BsrMatrix <-> kspmv's BSR (Kokkos Kernels >= 4): include
// "convert/bsr_kk.hpp" where needed; it stays out of here so that every
// translation unit does not parse Kokkos Kernels' BsrMatrix.
