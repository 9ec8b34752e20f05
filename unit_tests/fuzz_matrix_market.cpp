// Mutation fuzz of the Matrix Market reader (issue 7): every input, however
// broken, must end in a parse whose result is consistent or in a kspmv::Error
// naming the file and line. Any other exception fails the run, and a crash, a
// leak, an out-of-bounds access or undefined behaviour fails it through the
// sanitizers this program is built with (unit_tests/CMakeLists.txt).
//
//   fuzz_matrix_market [inputs] [seed] [first]
//
// Input i is a small valid file (or one of two array files, which the reader
// refuses) after 1 to 3 random mutations: bit flips, bytes set, inserted or
// erased, numbers replaced by awkward ones (2147483648, 4294967296, 10^12, -1,
// 1e400, nan, ...) anywhere or on the size line, banner words swapped, lines
// swapped, duplicated, deleted or inserted, lines of another file appended,
// truncation; half of the time the size line's entry count is then set to the
// entry lines that follow, so that more inputs get past the parser. The
// generator is seeded with (seed, i) alone, so a failure reported as "input i"
// replays with `fuzz_matrix_market 1 <seed> <i>`.
//
// Even inputs are read into complex triplets (every field fits) with no
// limits. Odd ones are read as for an int-ordinal CrsMatrix (complex when the
// banner says so, double otherwise) under a 1 MiB memory limit, then built
// into it with to_crs, so that the size-line refusals and to_crs are fuzzed
// too. A parse is checked for consistency: indices in range, entries strictly
// sorted, mirrors present, the CrsMatrix's row pointer monotone and matching
// the triplets. The reader allocates by the entries it reads, so nothing here
// allocates much; the sanitizers abort on any allocation that fails.

#include "io/matrix_market.hpp"

#include <Kokkos_Core.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <random>
#include <sstream>
#include <string>
#include <vector>

// With AddressSanitizer, a crash also names the input that caused it.
#if defined(__SANITIZE_ADDRESS__)
#define KSPMV_FUZZ_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KSPMV_FUZZ_ASAN 1
#endif
#endif
#if defined(KSPMV_FUZZ_ASAN)
#include <sanitizer/common_interface_defs.h>
#endif

namespace {

using cplx = Kokkos::complex<double>;
using Device = Kokkos::Device<Kokkos::DefaultHostExecutionSpace,
                              Kokkos::DefaultHostExecutionSpace::memory_space>;
using CrsD = KokkosSparse::CrsMatrix<double, int, Device>;
using CrsZ = KokkosSparse::CrsMatrix<cplx, int, Device>;

const char* const file_name = "fuzz.mtx";
const kspmv::ConversionLimits crs_limits{std::size_t(1) << 20};

// Small valid files covering every field, symmetry and layout quirk the reader
// accepts, and two array files it refuses, so that mutations can reach both.
const std::vector<std::string> corpus = {
    "%%MatrixMarket matrix coordinate real general\n"
    "% unsorted, with a duplicate and blank lines\n"
    "\n"
    "4 5 6\n"
    "3 1 5.5\n"
    "1 4 -2\n"
    "1 2 1e-3\n"
    "\n"
    "2 3 7\n"
    "1 4 0.25\n"
    "4 5 -1.5e+10\n",
    "%%MatrixMarket matrix coordinate integer symmetric\n"
    "3 3 4\n"
    "1 1 -7\n"
    "2 1 3\n"
    "3 2 2147483647\n"
    "3 3 0\n",
    "%%MatrixMarket matrix coordinate complex hermitian\n"
    "% diagonal real, mirrors conjugated\n"
    "3 3 3\n"
    "1 1 2 0\n"
    "2 1 1 2\n"
    "3 2 0 -1\n",
    "%%MatrixMarket matrix coordinate complex general\n"
    "2 3 3\n"
    "2 3 1.5 -0.25\n"
    "1 1 -1 1\n"
    "1 3 4.9e-324 1e308\n",
    "%%MatrixMarket matrix coordinate complex skew-symmetric\n"
    "3 3 2\n"
    "2 1 1 2\n"
    "3 1 -0.5 0\n",
    "%%MatrixMarket matrix coordinate pattern general\n"
    "2 3 4\n"
    "2 3\n"
    "1 1\n"
    "1 3\n"
    "1 1\n",
    "%%MatrixMarket matrix coordinate pattern symmetric\n"
    "% comment\n"
    "4 4 3\n"
    "1 1\n"
    "4 1\n"
    "3 2\n",
    "%%MatrixMarket matrix coordinate real skew-symmetric\n"
    "3 3 2\n"
    "2 1 3.0\n"
    "3 1 -2.0\n",
    "%%matrixmarket MATRIX Coordinate REAL Symmetric\r\n"
    "%comment\r\n"
    "2 2 2\r\n"
    "2 1 4.5\r\n"
    "1 1 -1\r\n",
    "%%MatrixMarket matrix coordinate real general\n"
    "4 5 0\n"
    "% trailing comment\n",
    "%%MatrixMarket matrix coordinate double general\n"
    "1 1 1\n"
    "  1\t1   2.5",
    "%%MatrixMarket matrix coordinate real general\n"
    "6 6 10\n"
    "1 1 1\n2 2 2\n3 3 3\n4 4 4\n5 5 5\n6 6 6\n"
    "1 6 -1\n6 1 -1\n3 4 0.5\n4 3 0.5\n",
    "%%MatrixMarket matrix coordinate integer general\n"
    "3 2 3\n"
    "3 2 -9223372036854775807\n"
    "1 1 9223372036854775807\n"
    "2 1 0\n",
    "%%MatrixMarket matrix coordinate real general\n"
    "1000000 3 2\n"
    "1000000 3 1\n"
    "1 1 2\n",
    "%%MatrixMarket matrix array real general\n"
    "% dense, column major\n"
    "2 2\n"
    "1\n2\n3\n4\n",
    "%%MatrixMarket matrix array complex hermitian\n"
    "2 2\n"
    "1 0\n2 1\n3 0\n",
};

// Numbers that break naive size arithmetic or parsing.
const std::vector<std::string> awkward_numbers = {
    "0", "1", "-1", "2", "-0", "+1", "07", "2147483647", "2147483648", "-2147483648",
    "4294967295", "4294967296", "1000000000000", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "-9223372036854775809", "18446744073709551616",
    "99999999999999999999999", "1e400", "-1e400", "1e-400", "4.9e-324", "1.7976931348623157e308",
    "nan", "-nan", "inf", "-inf", "infinity", "0x10", "1.5", "1e3", "1.", ".5", "e", "-", "",
};

const std::vector<std::string> banner_words = {
    "%%MatrixMarket", "matrix",    "vector",    "coordinate",     "array",    "real",
    "integer",        "pattern",   "complex",   "double",         "general",  "symmetric",
    "skew-symmetric", "hermitian", "REAL",      "%%matrixmarket", "sparse",   "%",
};

// Characters that tend to keep a mutated file near the grammar.
const std::string near_grammar = "0123456789-+.eE \t\n\r%xnaif";

class Mutator {
 public:
  explicit Mutator(std::mt19937_64& rng) : rng_(rng) {}

  // Banner and whole-line mutations are rarer: most of them end on the
  // banner, and the entries and size line are what the reader has to survive.
  void mutate(std::string& text) {
    switch (below(20)) {
      case 0: case 1: flip_bit(text); break;
      case 2: case 3: set_byte(text); break;
      case 4: case 5: insert_chars(text); break;
      case 6: case 7: erase_chars(text); break;
      case 8: case 9: case 10: replace_number(text); break;
      case 11: case 12: case 13: replace_size_number(text); break;
      case 14: replace_banner_word(text); break;
      case 15: swap_lines(text); break;
      case 16: duplicate_line(text); break;
      case 17: delete_line(text); break;
      case 18: text.resize(below(text.size() + 1)); break;  // truncation
      default: below(2) ? insert_line(text) : splice(text); break;
    }
  }

 private:
  std::size_t below(std::size_t n) { return n == 0 ? 0 : std::size_t(rng_() % n); }
  template <class T>
  const T& pick(const std::vector<T>& items) { return items[below(items.size())]; }
  char some_char() {
    return below(10) == 0 ? char(below(256)) : near_grammar[below(near_grammar.size())];
  }

  // Where a byte-level mutation goes: mostly after the banner, which is half
  // of a small file and which replace_banner_word mutates on its own.
  std::size_t position(const std::string& text, std::size_t end) {
    const std::size_t body = text.find('\n') + 1;  // 0 without a newline
    return below(4) != 0 && body < end ? body + below(end - body) : below(end);
  }
  void flip_bit(std::string& text) {
    if (!text.empty()) text[position(text, text.size())] ^= char(1 << below(8));
  }
  void set_byte(std::string& text) {
    if (!text.empty()) text[position(text, text.size())] = some_char();
  }
  void insert_chars(std::string& text) {
    const std::size_t at = position(text, text.size() + 1);
    for (std::size_t n = 1 + below(4); n > 0; --n) text.insert(at, 1, some_char());
  }
  void erase_chars(std::string& text) {
    if (!text.empty()) text.erase(position(text, text.size()), 1 + below(8));
  }

  // [begin, end) of every maximal run of number-like characters holding a
  // digit (the 'e's of "general" are not numbers).
  std::vector<std::pair<std::size_t, std::size_t>> number_spans(const std::string& text,
                                                                std::size_t from,
                                                                std::size_t to) {
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    const auto numeric = [](char c) {
      return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
    };
    for (std::size_t k = from; k < to;) {
      if (!numeric(text[k])) {
        ++k;
        continue;
      }
      const std::size_t begin = k;
      bool digit = false;
      for (; k < to && numeric(text[k]); ++k) digit = digit || (text[k] >= '0' && text[k] <= '9');
      if (digit) spans.emplace_back(begin, k);
    }
    return spans;
  }
  void replace_number_in(std::string& text, std::size_t from, std::size_t to) {
    const auto spans = number_spans(text, from, to);
    if (spans.empty()) return;
    const auto [begin, end] = pick(spans);
    text.replace(begin, end - begin, pick(awkward_numbers));
  }
  void replace_number(std::string& text) { replace_number_in(text, 0, text.size()); }

  // The size line is where the memory attacks of issue 7 live: aim at it.
  void replace_size_number(std::string& text) {
    const auto [begin, end] = size_line(text);
    if (begin < end) replace_number_in(text, begin, end);
  }

 public:
  // Sets the entry count of the size line to the entry lines that follow, so
  // that lines added or removed by the other mutations still parse and the
  // sorting, summing and CrsMatrix building behind the parser get fuzzed too.
  void recount(std::string& text) {
    const auto [begin, end] = size_line(text);
    if (begin == end) return;
    long long entries = 0;  // roughly: lines that are not blank or comments
    for (std::size_t k = end; k < text.size();) {  // text[k] is the '\n' before a line
      const std::size_t line = k + 1;
      k = std::min(text.find('\n', line), text.size());
      if (line < k && text[line] != '%' && text[line] != '\r') ++entries;
    }
    const auto spans = number_spans(text, begin, end);
    if (spans.size() == 3)
      text.replace(spans[2].first, spans[2].second - spans[2].first, std::to_string(entries));
  }

 private:
  // [begin, end) of the first line after the banner that is neither blank nor
  // a comment; empty when there is none.
  static std::pair<std::size_t, std::size_t> size_line(const std::string& text) {
    std::size_t begin = 0;
    for (int line = 0; begin < text.size(); ++line) {
      std::size_t end = text.find('\n', begin);
      if (end == std::string::npos) end = text.size();
      const bool comment_or_blank = begin == end || text[begin] == '%' || text[begin] == '\r';
      if (line > 0 && !comment_or_blank) return {begin, end};
      begin = end + 1;
    }
    return {0, 0};
  }

  void replace_banner_word(std::string& text) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    std::vector<std::pair<std::size_t, std::size_t>> words;
    for (std::size_t k = 0; k < end;) {
      if (text[k] == ' ') {
        ++k;
        continue;
      }
      const std::size_t begin = k;
      while (k < end && text[k] != ' ') ++k;
      words.emplace_back(begin, k);
    }
    if (words.empty()) return;
    const auto [begin, word_end] = pick(words);
    text.replace(begin, word_end - begin, pick(banner_words));
  }

  std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
  }
  // A line index below `n`, mostly not the banner's.
  std::size_t some_line(std::size_t n) {
    return n > 1 && below(4) != 0 ? 1 + below(n - 1) : below(n);
  }
  static std::string join(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) text += line + "\n";
    return text;
  }
  void swap_lines(std::string& text) {
    auto all = lines(text);
    if (all.size() < 2) return;
    std::swap(all[some_line(all.size())], all[some_line(all.size())]);
    text = join(all);
  }
  void duplicate_line(std::string& text) {
    auto all = lines(text);
    if (all.empty()) return;
    const std::size_t k = some_line(all.size());
    all.insert(all.begin() + std::ptrdiff_t(k), 1 + below(3), all[k]);
    text = join(all);
  }
  void delete_line(std::string& text) {
    auto all = lines(text);
    if (all.empty()) return;
    all.erase(all.begin() + std::ptrdiff_t(some_line(all.size())));
    text = join(all);
  }
  void insert_line(std::string& text) {
    static const std::vector<std::string> extra = {"", "%", "% comment", "   ", "\t", "1 1 1",
                                                   "1 1", "1 1 1 1", "2147483648 2 1"};
    auto all = lines(text);
    all.insert(all.begin() + std::ptrdiff_t(some_line(all.size() + 1)), pick(extra));
    text = join(all);
  }
  // The lines of another file appended: mixes fields, symmetries and sizes.
  void splice(std::string& text) {
    const auto other = lines(pick(corpus));
    if (other.size() < 2) return;
    const std::size_t first = 1 + below(other.size() - 1);
    for (std::size_t k = first; k < other.size(); ++k) text += other[k] + "\n";
  }

  std::mt19937_64& rng_;
};

struct Tally {
  long long inputs = 0;
  long long parsed_triplets = 0, parsed_crs = 0;
  long long errors = 0;
  long long parsed_beyond_int = 0;  // parsed with 2^31 rows or columns or more
  long long refused_by_ordinal = 0, refused_by_memory = 0;
};

// A printable copy of a failing input, for the report.
std::string escaped(const std::string& text) {
  std::string out;
  for (const unsigned char c : text) {
    if (c == '\n') out += "\\n\n";
    else if (c == '\\') out += "\\\\";
    else if (c >= 32 && c < 127) out += char(c);
    else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    }
  }
  return out;
}

void report(long long index, unsigned long long seed, const std::string& text,
            const std::string& problem) {
  std::fprintf(stderr,
               "fuzz_matrix_market: FAILED on input %lld (replay: fuzz_matrix_market 1 %llu "
               "%lld): %s\n--- input ---\n%s\n--- end ---\n",
               index, seed, index, problem.c_str(), escaped(text).c_str());
}

[[noreturn]] void fail(long long index, unsigned long long seed, const std::string& text,
                       const std::string& problem) {
  report(index, seed, text, problem);
  std::exit(1);
}

// The input being read, for the sanitizers' death callback.
struct Current {
  long long index = -1;
  unsigned long long seed = 0;
  const std::string* text = nullptr;
} current;

void report_current_input() {
  if (current.text) report(current.index, current.seed, *current.text, "a sanitizer error");
}

// Returns "" when the triplets are consistent, otherwise what is wrong.
template <class Scalar>
std::string triplet_problem(const kspmv::io::HostTriplets<Scalar>& t) {
  if (t.rows < 0 || t.cols < 0) return "negative size";
  if (t.row.size() != t.val.size() || t.col.size() != t.val.size())
    return "row, col and val differ in length";
  for (std::size_t k = 0; k < t.val.size(); ++k) {
    if (t.row[k] < 0 || t.row[k] >= t.rows) return "row index out of range";
    if (t.col[k] < 0 || t.col[k] >= t.cols) return "column index out of range";
    const bool after_previous =
        k == 0 || t.row[k - 1] < t.row[k] || (t.row[k - 1] == t.row[k] && t.col[k - 1] < t.col[k]);
    if (!after_previous) return "entries not strictly sorted by (row, column)";
  }
  if (t.field != "real" && t.field != "integer" && t.field != "pattern" && t.field != "complex")
    return "unknown field '" + t.field + "'";
  if (t.symmetry != "general") {
    if (t.rows != t.cols) return "a " + t.symmetry + " matrix that is not square";
    // Mirrors were added: the pattern must be symmetric.
    for (std::size_t k = 0; k < t.val.size(); ++k) {
      bool mirrored = false;
      for (std::size_t m = 0; m < t.val.size() && !mirrored; ++m)
        mirrored = t.row[m] == t.col[k] && t.col[m] == t.row[k];
      if (!mirrored) return "a " + t.symmetry + " matrix without the mirror of an entry";
    }
  }
  return "";
}

template <class Crs, class Scalar>
std::string crs_problem(const Crs& A, const kspmv::io::HostTriplets<Scalar>& t) {
  if (A.numRows() != t.rows || A.numCols() != t.cols) return "CrsMatrix size differs";
  if (std::int64_t(A.nnz()) != t.nnz()) return "CrsMatrix nnz differs";
  auto row_map = Kokkos::create_mirror_view(A.graph.row_map);
  auto entries = Kokkos::create_mirror_view(A.graph.entries);
  auto values = Kokkos::create_mirror_view(A.values);
  Kokkos::deep_copy(row_map, A.graph.row_map);
  Kokkos::deep_copy(entries, A.graph.entries);
  Kokkos::deep_copy(values, A.values);
  if (row_map(0) != 0) return "row_map(0) != 0";
  for (std::int64_t r = 0; r < t.rows; ++r) {
    if (row_map(r + 1) < row_map(r)) return "row_map not monotone";
    for (auto k = row_map(r); k < row_map(r + 1); ++k) {
      if (t.row[k] != r || t.col[k] != entries(k)) return "CrsMatrix entry differs from triplets";
      if (entries(k) < 0 || entries(k) >= A.numCols()) return "column index out of range";
      if (!(values(k) == t.val[k]) && values(k) == values(k)) return "value differs";
    }
  }
  if (std::int64_t(row_map(t.rows)) != t.nnz()) return "row_map(rows) != nnz";
  return "";
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Reads `in` as the caller of read_crs would and builds the CrsMatrix; returns
// "" when triplets and matrix are consistent, otherwise what is wrong.
template <class Crs>
std::string read_crs_problem(std::istream& in) {
  using Scalar = typename Crs::non_const_value_type;
  const auto t = kspmv::io::read_matrix_market<Scalar>(
      in, file_name, kspmv::io::read_limits_for<Crs>(crs_limits));
  const std::string problem = triplet_problem(t);
  if (!problem.empty()) return problem;
  return crs_problem(kspmv::io::to_crs<Crs>(t, file_name, crs_limits), t);
}

void run_one(long long index, unsigned long long seed, Tally& tally) {
  // seed_seq keeps 32 bits of each value.
  std::seed_seq seeds{seed, seed >> 32, (unsigned long long)index,
                      (unsigned long long)index >> 32};
  std::mt19937_64 rng(seeds);
  Mutator mutator(rng);
  std::string text = corpus[rng() % corpus.size()];
  for (std::size_t n = 1 + rng() % 3; n > 0; --n) mutator.mutate(text);
  if (rng() % 2 == 0) mutator.recount(text);

  const std::string reader_error =
      std::string("kspmv::read_matrix_market: ") + file_name + ", line ";
  const std::string to_crs_error = std::string("kspmv::io::to_crs: ") + file_name + ": ";
  ++tally.inputs;
  current = {index, seed, &text};
  try {
    std::istringstream in(text);
    if (index % 2 == 0) {
      const auto t = kspmv::io::read_matrix_market<cplx>(in, file_name);
      const std::string problem = triplet_problem(t);
      if (!problem.empty()) fail(index, seed, text, "parsed, but " + problem);
      ++tally.parsed_triplets;
      if (t.rows > 2147483647 || t.cols > 2147483647) ++tally.parsed_beyond_int;
    } else {
      const bool complex = contains(text.substr(0, text.find('\n')), "complex");
      const std::string problem =
          complex ? read_crs_problem<CrsZ>(in) : read_crs_problem<CrsD>(in);
      if (!problem.empty()) fail(index, seed, text, "parsed, but " + problem);
      ++tally.parsed_crs;
    }
  } catch (const kspmv::Error& e) {
    const std::string message = e.what();
    if (message.rfind(reader_error, 0) != 0 && message.rfind(to_crs_error, 0) != 0)
      fail(index, seed, text, "kspmv::Error naming neither file and line nor to_crs: " + message);
    ++tally.errors;
    if (contains(message, "does not fit the ordinal type")) ++tally.refused_by_ordinal;
    if (contains(message, "bytes are available")) ++tally.refused_by_memory;
  } catch (const std::exception& e) {
    fail(index, seed, text, std::string("an exception other than kspmv::Error: ") + e.what());
  } catch (...) {
    fail(index, seed, text, "an exception that is not a std::exception");
  }
}

// The corpus itself must read (the array files must be refused), or the
// mutations start from something other than what they claim.
void check_corpus() {
  for (std::size_t k = 0; k < corpus.size(); ++k) {
    const bool array = contains(corpus[k].substr(0, corpus[k].find('\n')), "array");
    std::string problem = "is read but should not be";
    std::istringstream in(corpus[k]);
    try {
      kspmv::io::read_matrix_market<cplx>(in, file_name);
      if (!array) continue;
    } catch (const kspmv::Error& e) {
      if (array) continue;
      problem = std::string("does not read: ") + e.what();
    }
    std::fprintf(stderr, "fuzz_matrix_market: FAILED: corpus file %zu %s\n", k, problem.c_str());
    std::exit(1);
  }
}

long long argument(int argc, char** argv, int k, long long fallback) {
  if (argc <= k) return fallback;
  char* end = nullptr;
  const long long value = std::strtoll(argv[k], &end, 10);
  if (end == argv[k] || *end != '\0' || value < 0) {
    std::fprintf(stderr, "usage: fuzz_matrix_market [inputs] [seed] [first]\n");
    std::exit(2);
  }
  return value;
}

}  // namespace

int main(int argc, char** argv) {
  const long long inputs = argument(argc, argv, 1, 100000);
  const unsigned long long seed = (unsigned long long)argument(argc, argv, 2, 1);
  const long long first = argument(argc, argv, 3, 0);

#if defined(KSPMV_FUZZ_ASAN)
  __sanitizer_set_death_callback(report_current_input);
#endif
  Kokkos::initialize();
  check_corpus();
  const auto start = std::chrono::steady_clock::now();
  Tally tally;
  for (long long i = first; i < first + inputs; ++i) run_one(i, seed, tally);
  current = {};
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  Kokkos::finalize();

  std::printf(
      "fuzz_matrix_market: seed %llu, inputs %lld..%lld: %lld inputs, %lld parsed (%lld into "
      "triplets, %lld into a CrsMatrix), %lld kspmv::Error, 0 other; %lld parsed with 2^31 or "
      "more rows or columns, %lld refused by the ordinal type, %lld by the memory limit; "
      "%.1f s\n",
      seed, first, first + inputs - 1, tally.inputs, tally.parsed_triplets + tally.parsed_crs,
      tally.parsed_triplets, tally.parsed_crs, tally.errors, tally.parsed_beyond_int,
      tally.refused_by_ordinal, tally.refused_by_memory, seconds);
  return 0;
}
