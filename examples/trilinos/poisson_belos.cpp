// Solves two 3D problems with Belos, once through kspmv::TpetraOperator and
// once through the Tpetra::CrsMatrix itself, and checks that kspmv changes
// nothing but the local SpMV:
//   1. Poisson, 7-point stencil, Dirichlet boundary (SPD): Belos CG
//   2. convection-diffusion, 7-point stencil with first-order upwind
//      convection (nonsymmetric): Belos GMRES
// Each solve must reach ||b - A x|| / ||b|| below --check-tolerance, and the
// two operators must take the same number of iterations.
//
//   mpirun -np 2 ./kspmv_poisson_belos [--n=20] [--tol=1e-8] [--check-tolerance=1e-7]
//
// Exit status 0 only when every check passes.

#include "trilinos/kspmv_tpetra_operator.hpp"

#include <BelosLinearProblem.hpp>
#include <BelosSolverFactory.hpp>
#include <BelosTpetraAdapter.hpp>
#include <Teuchos_CommHelpers.hpp>
#include <Teuchos_ParameterList.hpp>
#include <Tpetra_Core.hpp>
#include <Tpetra_CrsMatrix.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace {

using Matrix = Tpetra::CrsMatrix<>;
using SC = Matrix::scalar_type;
using LO = Matrix::local_ordinal_type;
using GO = Matrix::global_ordinal_type;
using MV = Tpetra::MultiVector<SC, LO, GO>;
using OP = Tpetra::Operator<SC, LO, GO>;
using Map = Tpetra::Map<LO, GO>;

// Coefficients of the 7-point stencil: centre and the six neighbours
// (-x, +x, -y, +y, -z, +z).
struct Stencil {
  double centre;
  double neighbour[6];
};

// Poisson: -Δu scaled by h².
Stencil poisson() { return {6.0, {-1.0, -1.0, -1.0, -1.0, -1.0, -1.0}}; }

// -Δu + w·∇u scaled by h², w ≥ 0, with upwind (backward) differences for
// the convection: each direction adds h·w_d to the centre and subtracts it
// from the upstream (-d) neighbour.
Stencil convection_diffusion(double h, const double w[3]) {
  Stencil s = poisson();
  for (int d = 0; d < 3; ++d) {
    s.centre += h * w[d];
    s.neighbour[2 * d] -= h * w[d];
  }
  return s;
}

// The n³-point grid operator on a uniform contiguous row map; neighbours
// outside the grid are Dirichlet zeros (dropped).
Teuchos::RCP<Matrix> grid_matrix(const Teuchos::RCP<const Teuchos::Comm<int>>& comm, GO n,
                                 const Stencil& s) {
  auto map = Teuchos::rcp(new Map(n * n * n, 0, comm));
  auto A = Teuchos::rcp(new Matrix(map, 7));
  const GO offsets[6] = {-1, 1, -n, n, -n * n, n * n};
  std::vector<GO> cols;
  std::vector<SC> vals;
  for (GO row : map->getNodeElementList()) {
    const GO i = row % n, j = (row / n) % n, k = row / (n * n);
    const bool inside[6] = {i > 0, i < n - 1, j > 0, j < n - 1, k > 0, k < n - 1};
    cols.assign(1, row);
    vals.assign(1, s.centre);
    for (int d = 0; d < 6; ++d)
      if (inside[d]) {
        cols.push_back(row + offsets[d]);
        vals.push_back(s.neighbour[d]);
      }
    A->insertGlobalValues(row, Teuchos::ArrayView<const GO>(cols),
                          Teuchos::ArrayView<const SC>(vals));
  }
  A->fillComplete();
  return A;
}

struct SolveResult {
  bool converged = false;
  int iterations = 0;
  double true_residual = 0.0;  // ||b - A x|| / ||b||, with Tpetra's own A
};

SolveResult solve(const std::string& solver_name, const Teuchos::RCP<const OP>& op,
                  const Matrix& A, const MV& b, double tol) {
  auto x = Teuchos::rcp(new MV(A.getDomainMap(), 1));  // zero initial guess
  auto problem = Teuchos::rcp(new Belos::LinearProblem<SC, MV, OP>(
      op, x, Teuchos::rcpFromRef(b)));
  problem->setProblem();
  auto params = Teuchos::rcp(new Teuchos::ParameterList);
  params->set("Convergence Tolerance", tol);
  params->set("Maximum Iterations", 1000);
  params->set("Num Blocks", 50);  // GMRES restart length; CG ignores it
  Belos::SolverFactory<SC, MV, OP> factory;
  auto solver = factory.create(solver_name, params);
  solver->setProblem(problem);
  SolveResult r;
  r.converged = solver->solve() == Belos::Converged;
  r.iterations = solver->getNumIters();

  MV residual(A.getRangeMap(), 1);
  A.apply(*x, residual);
  residual.update(1.0, b, -1.0);
  std::vector<double> rn(1), bn(1);
  residual.norm2(rn);
  b.norm2(bn);
  r.true_residual = rn[0] / bn[0];
  return r;
}

// Solves A x = A·x_true with both operators; returns the number of failed checks.
int compare_solvers(const char* title, const std::string& solver_name,
                    const Teuchos::RCP<Matrix>& A, double tol, double check_tol) {
  const auto comm = A->getComm();
  const bool root = comm->getRank() == 0;
  MV x_true(A->getDomainMap(), 1), b(A->getRangeMap(), 1);
  {
    auto xt = x_true.getLocalViewHost(Tpetra::Access::OverwriteAll);
    const auto& gids = *A->getDomainMap();
    for (LO i = 0; i < LO(xt.extent(0)); ++i)
      xt(i, 0) = 1.0 + 0.5 * std::sin(0.1 * double(gids.getGlobalElement(i)));
  }
  A->apply(x_true, b);

  const auto kspmv_op = kspmv::make_tpetra_operator(A);
  const SolveResult with_kspmv = solve(solver_name, kspmv_op, *A, b, tol);
  const SolveResult with_tpetra = solve(solver_name, A, *A, b, tol);

  int failures = 0;
  auto check = [&](bool ok, const std::string& what) {
    if (!ok) {
      ++failures;
      if (root) std::printf("  FAILED: %s\n", what.c_str());
    }
  };
  if (root) {
    std::printf("%s: %lld unknowns on %d ranks, Belos %s, tolerance %.1e\n", title,
                static_cast<long long>(A->getGlobalNumRows()), comm->getSize(),
                solver_name.c_str(), tol);
    std::printf("  rank 0 %s\n", kspmv_op->describe().c_str());
    std::printf("  kspmv operator : %d iterations, %s, true residual %.3e\n",
                with_kspmv.iterations, with_kspmv.converged ? "converged" : "NOT converged",
                with_kspmv.true_residual);
    std::printf("  Tpetra matrix  : %d iterations, %s, true residual %.3e\n",
                with_tpetra.iterations, with_tpetra.converged ? "converged" : "NOT converged",
                with_tpetra.true_residual);
  }
  check(with_kspmv.converged && with_tpetra.converged, "both solves converge");
  check(with_kspmv.true_residual < check_tol, "kspmv solve: true residual below check_tol");
  check(with_tpetra.true_residual < check_tol, "Tpetra solve: true residual below check_tol");
  check(with_kspmv.iterations == with_tpetra.iterations, "equal iteration counts");
  return failures;
}

// --name=value from argv, or the fallback.
double option(int argc, char* argv[], const std::string& name, double fallback) {
  const std::string prefix = "--" + name + "=";
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]).rfind(prefix, 0) == 0) return std::atof(argv[i] + prefix.size());
  return fallback;
}

}  // namespace

int main(int argc, char* argv[]) {
  Tpetra::ScopeGuard scope(&argc, &argv);
  int failures = 0;
  try {
    const auto comm = Tpetra::getDefaultComm();
    const GO n = GO(option(argc, argv, "n", 20));
    const double tol = option(argc, argv, "tol", 1e-8);
    const double check_tol = option(argc, argv, "check-tolerance", 1e-7);
    const double h = 1.0 / double(n + 1);
    const double wind[3] = {40.0, 20.0, 10.0};  // cell Péclet numbers up to ~1

    failures += compare_solvers("3D Poisson", "PSEUDOBLOCK CG", grid_matrix(comm, n, poisson()),
                                tol, check_tol);
    failures += compare_solvers("3D convection-diffusion", "PSEUDOBLOCK GMRES",
                                grid_matrix(comm, n, convection_diffusion(h, wind)), tol,
                                check_tol);
    if (comm->getRank() == 0)
      std::printf("kspmv_poisson_belos: %s\n", failures ? "FAILED" : "OK");
  } catch (const std::exception& e) {
    std::cerr << "kspmv_poisson_belos: " << e.what() << "\n";
    return 1;
  }
  return failures ? 1 : 0;
}
