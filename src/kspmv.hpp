#pragma once
// kspmv: sparse formats and SpMV kernels for Kokkos Kernels users.
// Include this one header; see README.md for the handle API.

#include "core/compat.hpp"
#include "core/errors.hpp"
#include "core/row_statistics.hpp"
#include "core/tuning.hpp"
#include "formats/coo.hpp"
#include "formats/csc.hpp"
#include "formats/ell.hpp"
#include "formats/hyb.hpp"
#include "formats/sellp.hpp"
#include "convert/coo.hpp"
#include "convert/ell.hpp"
#include "convert/hyb.hpp"
#include "convert/sellp.hpp"
#include "convert/transpose.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/handle.hpp"
#include "spmv/spmv.hpp"
#include "spmv/kk_handle_overload.hpp"
