#pragma once
// Named built-in cases "NAME[:size[:param]]" and the suites made of them.
//   stencil5:N      2D 5-point, N^2 rows          stencil7:N   3D 7-point, N^3 rows
//   stencil27:N     3D 27-point, N^3 rows         random:M:K   M x M, K random columns per row
//   rmat:S:E        R-MAT, 2^S vertices, E edges per vertex
//   denserows:M:D   M x M 7-diagonal band plus D full rows
//   wide:R          R x 2048R, 4R random columns per row
//   block4:M:B      M x M of dense 4x4 blocks, B blocks per block row

#include "generators.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace kspmv_bench {

struct CaseSpec {
  std::string kind;
  std::int64_t size = -1;   // -1: the kind's default
  std::int64_t param = -1;  // -1: the kind's default
};

struct CaseDefaults {
  const char* kind;
  std::int64_t size, param;
  const char* help;
};

// Defaults of `--case NAME` without a size: quick on either backend.
inline constexpr CaseDefaults case_defaults[] = {
    {"stencil5", 1024, 0, "2D 5-point stencil on size^2 grid"},
    {"stencil7", 64, 0, "3D 7-point stencil on size^3 grid"},
    {"stencil27", 40, 0, "3D 27-point stencil on size^3 grid"},
    {"random", 1 << 20, 16, "size x size, param random columns per row"},
    {"rmat", 18, 16, "R-MAT, 2^size vertices, param edges per vertex"},
    {"denserows", 1 << 20, 4, "size x size 7-band plus param full rows"},
    {"wide", 500, 0, "size x 2048*size, 4*size random columns per row"},
    {"block4", 1 << 20, 4, "size x size, 4x4 dense blocks, param blocks per block row"},
};

inline const CaseDefaults& defaults_of(const std::string& kind) {
  for (const CaseDefaults& d : case_defaults)
    if (kind == d.kind) return d;
  std::string known;
  for (const CaseDefaults& d : case_defaults) known += std::string(known.empty() ? "" : ", ") + d.kind;
  throw std::invalid_argument("unknown case '" + kind + "' (known: " + known + ")");
}

inline std::int64_t parse_count(const std::string& text, const std::string& what) {
  std::size_t used = 0;
  long long v = -1;
  try {
    v = std::stoll(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || v < 0)
    throw std::invalid_argument(what + ": '" + text + "' is not a non-negative integer");
  return v;
}

inline CaseSpec parse_case(const std::string& text) {
  CaseSpec c;
  const auto p1 = text.find(':');
  c.kind = text.substr(0, p1);
  const CaseDefaults& d = defaults_of(c.kind);
  c.size = d.size;
  c.param = d.param;
  if (p1 != std::string::npos) {
    const auto p2 = text.find(':', p1 + 1);
    c.size = parse_count(text.substr(p1 + 1, p2 == std::string::npos ? p2 : p2 - p1 - 1),
                         "case " + text + " size");
    if (p2 != std::string::npos) c.param = parse_count(text.substr(p2 + 1), "case " + text + " parameter");
  }
  return c;
}

template <class Scalar>
HostCsr<Scalar> make_case(const CaseSpec& c) {
  if (c.kind == "stencil5") return stencil5<Scalar>(c.size);
  if (c.kind == "stencil7") return stencil7<Scalar>(c.size);
  if (c.kind == "stencil27") return stencil27<Scalar>(c.size);
  if (c.kind == "random") return random_k<Scalar>(c.size, c.param);
  if (c.kind == "rmat") return rmat<Scalar>(int(c.size), c.param);
  if (c.kind == "denserows") return dense_rows<Scalar>(c.size, c.param);
  if (c.kind == "wide") return short_wide<Scalar>(c.size);
  if (c.kind == "block4") return block4<Scalar>(c.size, c.param);
  throw std::invalid_argument("unknown case '" + c.kind + "'");
}

// The main job of `kspmv-bench` without arguments: the 7-point stencil the
// issue's bar is stated on, at 160^3 (28.5M nonzeros) on a GPU and at a size a
// host backend does in seconds.
inline std::string default_case(bool gpu) { return gpu ? "stencil7:160" : "stencil7:40"; }

// --suite large: every built-in kind at >= 10M nonzeros (GPU).
// --suite small: every kind tiny, for a CPU smoke run.
inline std::vector<std::string> suite(const std::string& name) {
  if (name == "large")
    return {"stencil7:160",        "stencil27:100",  "stencil5:4096",
            "random:2097152:16",   "rmat:21:16",     "denserows:2097152:4",
            "wide:2000",           "block4:1048576:4"};
  // Generated matrices the automatic choice is fitted on, beside the real
  // `fit` suite; the large suite above is only scored.
  if (name == "fit")
    return {"stencil7:128",        "stencil27:80",          "random:1048576:24",
            "rmat:20:16",          "denserows:1048576:16",  "wide:1000",
            "block4:524288:6"};
  if (name == "small")
    return {"stencil5:64", "stencil7:16",      "stencil27:10", "random:4096:16",
            "rmat:12:8",   "denserows:8192:3", "wide:16",      "block4:4096:4"};
  throw std::invalid_argument("unknown suite '" + name + "' (known: small, large, fit)");
}

}  // namespace kspmv_bench
