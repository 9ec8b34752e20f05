#pragma once
// Matrix Market (coordinate) reader and writer.
//
// The reader returns host triplets already expanded (symmetric, skew-symmetric
// and hermitian mirrors added), sorted by row then column and with duplicates
// summed, so that building a CrsMatrix is a single pass. Every problem in a
// file becomes a kspmv::Error naming the file, the 1-based line and what is
// wrong with it. Files ending in ".gz" are decompressed on the fly when kspmv
// was built with zlib (KSPMV_HAVE_ZLIB).
//
// Speed matters (benchmark files hold millions of entries), so lines are cut
// out of a large block buffer and parsed with strtoll / strtod in place instead
// of going through iostream formatted input.
//
// Memory follows the entries actually read, never the sizes a file declares: a
// three-line file that claims 2^40 rows or 10^12 entries costs nothing, and the
// only array with one element per row, a CrsMatrix's row pointer, is checked
// against the ordinal type and the memory available on the size line (see
// ReadLimits) and again in to_crs before it is allocated.

#include "convert/common.hpp"
#include "core/compat.hpp"
#include "core/errors.hpp"
#include "core/scalar_traits.hpp"

#include <Kokkos_Core.hpp>
#include <KokkosSparse_CrsMatrix.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <istream>
#include <limits>
#include <new>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#if defined(KSPMV_HAVE_ZLIB)
#include <zlib.h>
#endif

namespace kspmv {
namespace io {

// The matrix as read: 0-based, expanded, sorted by (row, col), no duplicates.
template <class Scalar>
struct HostTriplets {
  std::int64_t rows = 0;
  std::int64_t cols = 0;
  std::vector<std::int64_t> row;
  std::vector<std::int64_t> col;
  std::vector<Scalar> val;
  std::string field;     // as in the banner, lower case: real, integer, pattern, complex
  std::string symmetry;  // general, symmetric, skew-symmetric, hermitian
  std::int64_t nnz() const { return std::int64_t(val.size()); }
};

// What the caller will build from the file, checked on the size line so that a
// matrix it cannot hold is refused there, naming the line, before any entry is
// read. The defaults suit HostTriplets, which needs no memory per declared row;
// read_limits_for<CrsMatrix>() gives a CrsMatrix's.
struct ReadLimits {
  std::int64_t max_dimension = std::numeric_limits<std::int64_t>::max();  // rows and columns
  std::size_t row_pointer_entry_bytes = 0;  // bytes per row pointer entry; 0: none is built
  std::size_t max_row_pointer_bytes = 0;    // what the rows + 1 entries may take
  bool limit_is_configured = false;         // the caller's limit, not the free memory
};

// The limits of a CrsMatrixType: its ordinal type bounds rows and columns, and
// its row pointer must fit `limits.max_bytes`, or when that is 0 the memory
// its memory space has free (as for the conversions, convert/common.hpp).
template <class CrsMatrixType>
ReadLimits read_limits_for(const ConversionLimits& limits = {}) {
  using ordinal_type = typename CrsMatrixType::non_const_ordinal_type;
  using size_type = typename CrsMatrixType::non_const_size_type;
  using memory_space = typename CrsMatrixType::device_type::memory_space;
  constexpr auto max_ordinal = std::numeric_limits<ordinal_type>::max();
  constexpr auto max_int64 = std::numeric_limits<std::int64_t>::max();
  ReadLimits read_limits;
  read_limits.max_dimension =
      std::uint64_t(max_ordinal) < std::uint64_t(max_int64) ? std::int64_t(max_ordinal) : max_int64;
  read_limits.row_pointer_entry_bytes = sizeof(size_type);
  read_limits.max_row_pointer_bytes =
      limits.max_bytes ? limits.max_bytes : compat::free_memory_bytes<memory_space>();
  read_limits.limit_is_configured = limits.max_bytes != 0;
  return read_limits;
}

namespace detail {

// count * size, or SIZE_MAX when that does not fit: byte counts computed from
// declared sizes must not wrap around to something small.
inline std::size_t bytes_for(std::uint64_t count, std::size_t size) {
  constexpr std::size_t most = std::numeric_limits<std::size_t>::max();
  return size != 0 && count > most / size ? most : std::size_t(count) * size;
}

// Why a row pointer for `rows` rows cannot be allocated, or "" when it can:
// its rows + 1 offsets of `entry_bytes` must fit `available` bytes.
inline std::string row_pointer_refusal(std::int64_t rows, std::size_t entry_bytes,
                                       std::size_t available, bool limit_is_configured) {
  const std::uint64_t offsets = std::uint64_t(rows) + 1;
  const std::size_t needed = bytes_for(offsets, entry_bytes);
  if (needed <= available) return "";
  std::ostringstream why;
  why << "a matrix of " << rows << " rows needs " << needed << " bytes for its row pointer ("
      << offsets << " offsets of " << entry_bytes << " bytes) but only " << available
      << " bytes are available"
      << (limit_is_configured ? " under the configured limit" : " in the memory space");
  return why.str();
}

// ---- line source -------------------------------------------------------------

// Hands out one line at a time as a NUL-terminated char range inside its own
// buffer (the '\n' is overwritten), so strtod / strtoll can parse in place and
// stop at the end of the line. `read_bytes(dst, n)` returns how many bytes it
// stored; 0 means end of input. `input_bytes` is the size of the input when
// known (-1 otherwise); a small input then gets a small buffer.
class LineSource {
 public:
  using ReadBytes = std::function<std::size_t(char*, std::size_t)>;

  explicit LineSource(ReadBytes read_bytes, std::int64_t input_bytes = -1)
      : read_bytes_(std::move(read_bytes)),
        input_bytes_(input_bytes),
        block_(input_bytes >= 0 && std::uint64_t(input_bytes) < max_block
                   ? std::max<std::size_t>(std::size_t(input_bytes), min_block)
                   : max_block) {
    buffer_.resize(block_ + 1);
  }

  // On success `line` points at the NUL-terminated line, with any '\r' of a
  // CRLF file removed; `line_number` is 1-based.
  bool next(char*& line, std::int64_t& line_number) {
    for (;;) {
      char* const begin = buffer_.data() + start_;
      char* const end = buffer_.data() + end_;
      if (char* newline = static_cast<char*>(std::memchr(begin, '\n', end - begin))) {
        start_ = std::size_t(newline + 1 - buffer_.data());
        finish_line(begin, newline, line, line_number);
        return true;
      }
      if (at_eof_) {
        if (begin == end) return false;
        start_ = end_;  // last line without a trailing newline
        finish_line(begin, end, line, line_number);
        return true;
      }
      refill();
    }
  }

  std::int64_t lines_read() const { return lines_read_; }
  std::int64_t input_bytes() const { return input_bytes_; }

 private:
  // Big enough that the per-call cost of zlib / streambuf vanishes.
  static constexpr std::size_t max_block = std::size_t(1) << 20;
  static constexpr std::size_t min_block = 64;

  void finish_line(char* begin, char* end, char*& line, std::int64_t& line_number) {
    if (end > begin && end[-1] == '\r') --end;
    *end = '\0';  // buffer_ keeps one spare byte, so `end` is always writable
    line = begin;
    line_number = ++lines_read_;
  }

  // Keeps the unfinished line, moved to the front, and appends another block.
  void refill() {
    const std::size_t pending = end_ - start_;
    std::memmove(buffer_.data(), buffer_.data() + start_, pending);
    start_ = 0;
    end_ = pending;
    if (buffer_.size() - 1 - end_ < block_ / 2) buffer_.resize(2 * buffer_.size());
    const std::size_t got = read_bytes_(buffer_.data() + end_, buffer_.size() - 1 - end_);
    if (got == 0) at_eof_ = true;
    end_ += got;
  }

  ReadBytes read_bytes_;
  std::int64_t input_bytes_;
  std::size_t block_;  // bytes asked of read_bytes_ per refill, at least
  std::vector<char> buffer_;
  std::size_t start_ = 0, end_ = 0;  // unread bytes are buffer_[start_, end_)
  bool at_eof_ = false;
  std::int64_t lines_read_ = 0;
};

// ---- small text helpers ----------------------------------------------------

inline bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

inline std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

inline const char* skip_blanks(const char* p) {
  while (*p == ' ' || *p == '\t') ++p;
  return p;
}

inline bool blank_or_comment(const char* line) {
  const char* p = skip_blanks(line);
  return *p == '\0' || *p == '%';
}

// The whitespace-separated words of `line`; used for the banner only.
inline std::vector<std::string> split_words(const char* line) {
  std::vector<std::string> words;
  const char* p = skip_blanks(line);
  while (*p) {
    const char* q = p;
    while (*q && *q != ' ' && *q != '\t') ++q;
    words.emplace_back(p, q);
    p = skip_blanks(q);
  }
  return words;
}

// The offending word for messages, cut short so a binary file cannot flood them.
inline std::string word_at(const char* p) {
  const char* q = p;
  while (*q && *q != ' ' && *q != '\t' && q - p < 40) ++q;
  return std::string(p, q);
}

// Reports errors of one file: "read_matrix_market: NAME, line N: problem".
struct Reporter {
  const std::string& name;
  template <class... Parts>
  [[noreturn]] void fail_at(std::int64_t line_number, const Parts&... parts) const {
    kspmv::fail("read_matrix_market: ", name, ", line ", line_number, ": ", parts...);
  }
};

// One number of a line. `what` names it in messages ("row index", "value").
// Checks that the token exists, is a number and ends at a blank or the line end.
inline std::int64_t parse_int(const char*& p, const char* what, std::int64_t line_number,
                              const Reporter& report) {
  p = skip_blanks(p);
  if (*p == '\0') report.fail_at(line_number, "too few numbers: missing the ", what);
  char* end = nullptr;
  errno = 0;
  const long long v = std::strtoll(p, &end, 10);
  if (end == p) report.fail_at(line_number, "the ", what, " '", word_at(p), "' is not a number");
  if (*end != '\0' && *end != ' ' && *end != '\t')
    report.fail_at(line_number, "trailing garbage after the ", what, ": '", word_at(p),
                   "' is not an integer");
  if (errno == ERANGE) report.fail_at(line_number, "the ", what, " '", word_at(p), "' is out of range");
  p = end;
  return std::int64_t(v);
}

inline double parse_real(const char*& p, const char* what, std::int64_t line_number,
                         const Reporter& report) {
  p = skip_blanks(p);
  if (*p == '\0') report.fail_at(line_number, "too few numbers: missing the ", what);
  char* end = nullptr;
  const double v = std::strtod(p, &end);
  if (end == p) report.fail_at(line_number, "the ", what, " '", word_at(p), "' is not a number");
  if (*end != '\0' && *end != ' ' && *end != '\t')
    report.fail_at(line_number, "trailing garbage after the ", what, ": '", word_at(p), "'");
  // strtod's ERANGE also flags harmless underflow to a subnormal; accept those.
  p = end;
  return v;
}

inline void expect_line_end(const char* p, const char* expected, std::int64_t line_number,
                            const Reporter& report) {
  p = skip_blanks(p);
  if (*p != '\0')
    report.fail_at(line_number, "too many numbers: expected ", expected, " but found more ('",
                   word_at(p), "')");
}

// Entries are summed in double precision (complex or not) and converted to the
// caller's Scalar once at the end.
template <class Scalar>
using accumulator_t =
    std::conditional_t<is_complex_v<Scalar>, Kokkos::complex<double>, double>;

template <class To, class From>
To convert_scalar(const From& v) {
  if constexpr (is_complex_v<To>) {
    using R = real_type_t<To>;
    if constexpr (is_complex_v<From>) return To(R(v.real()), R(v.imag()));
    else return To(R(v), R(0));
  } else {
    static_assert(!is_complex_v<From>,
                  "kspmv::io: cannot convert complex values to a real scalar type");
    return To(v);
  }
}

enum class Field { real, integer, pattern, complex };
enum class Symmetry { general, symmetric, skew_symmetric, hermitian };

struct Header {
  Field field = Field::real;
  Symmetry symmetry = Symmetry::general;
  std::string field_name, symmetry_name;
  std::int64_t rows = 0, cols = 0, declared_entries = 0;
  std::int64_t size_line = 0;
};

inline Header parse_banner(const char* line, std::int64_t line_number, const Reporter& report) {
  const char* usage = "expected '%%MatrixMarket matrix coordinate <field> <symmetry>'";
  const std::vector<std::string> words = split_words(line);
  if (words.empty() || lower(words[0]) != "%%matrixmarket")
    report.fail_at(line_number, "missing or bad banner: ", usage);
  if (words.size() < 5)
    report.fail_at(line_number, "bad banner: only ", words.size(), " words, ", usage);
  if (words.size() > 5)
    report.fail_at(line_number, "bad banner: unexpected word '", words[5], "', ", usage);
  const std::string object = lower(words[1]), format = lower(words[2]);
  Header h;
  h.field_name = lower(words[3]);
  h.symmetry_name = lower(words[4]);
  if (object != "matrix")
    report.fail_at(line_number, "object '", words[1], "' is not supported; only 'matrix'");
  if (format == "array")
    report.fail_at(line_number, "array (dense) format is not supported; only coordinate");
  if (format != "coordinate")
    report.fail_at(line_number, "unknown format '", words[2], "'; only coordinate is supported");

  if (h.field_name == "real" || h.field_name == "double") h.field = Field::real;
  else if (h.field_name == "integer") h.field = Field::integer;
  else if (h.field_name == "pattern") h.field = Field::pattern;
  else if (h.field_name == "complex") h.field = Field::complex;
  else
    report.fail_at(line_number, "unknown field '", words[3],
                   "' (expected real, integer, pattern or complex)");

  if (h.symmetry_name == "general") h.symmetry = Symmetry::general;
  else if (h.symmetry_name == "symmetric") h.symmetry = Symmetry::symmetric;
  else if (h.symmetry_name == "skew-symmetric") h.symmetry = Symmetry::skew_symmetric;
  else if (h.symmetry_name == "hermitian") h.symmetry = Symmetry::hermitian;
  else
    report.fail_at(line_number, "unknown symmetry '", words[4],
                   "' (expected general, symmetric, skew-symmetric or hermitian)");
  return h;
}

inline void parse_size_line(const char* line, std::int64_t line_number, const Reporter& report,
                            const ReadLimits& limits, Header& h) {
  const char* p = line;
  h.rows = parse_int(p, "number of rows", line_number, report);
  h.cols = parse_int(p, "number of columns", line_number, report);
  h.declared_entries = parse_int(p, "number of entries", line_number, report);
  expect_line_end(p, "3 numbers (rows columns entries) on the size line", line_number, report);
  h.size_line = line_number;
  if (h.rows < 0 || h.cols < 0 || h.declared_entries < 0)
    report.fail_at(line_number, "negative size on the size line: ", h.rows, " rows, ", h.cols,
                   " columns, ", h.declared_entries, " entries");
  if (h.symmetry != Symmetry::general && h.rows != h.cols)
    report.fail_at(line_number, h.symmetry_name, " matrix must be square but is ", h.rows, " x ",
                   h.cols);
  if (h.rows > limits.max_dimension || h.cols > limits.max_dimension)
    report.fail_at(line_number, "a ", h.rows, " x ", h.cols,
                   " matrix does not fit the ordinal type of the matrix being built (at most ",
                   limits.max_dimension, " rows and columns)");
  if (limits.row_pointer_entry_bytes != 0) {
    const std::string refusal =
        row_pointer_refusal(h.rows, limits.row_pointer_entry_bytes,
                            limits.max_row_pointer_bytes, limits.limit_is_configured);
    if (!refusal.empty()) report.fail_at(line_number, refusal);
  }
}

// Room for the entries the size line declares, but never for more than the
// input can hold (an entry line takes at least 4 bytes, "1 1\n"), so that a
// size line that lies costs nothing; without a known input size (gzip), a
// small fixed cap, and the vectors grow as entries arrive.
inline std::size_t entries_to_reserve(const Header& h, std::int64_t input_bytes) {
  const std::uint64_t most_lines =
      input_bytes >= 0 ? std::uint64_t(input_bytes) / 4 + 1 : std::uint64_t(1) << 16;
  const std::uint64_t lines =
      std::min<std::uint64_t>(std::uint64_t(h.declared_entries), most_lines);
  return std::size_t(lines) * (h.symmetry != Symmetry::general ? 2 : 1);
}

// The entries as read (0-based), mirrors included, in file order.
template <class Acc>
struct RawEntries {
  std::vector<std::int64_t> row, col;
  std::vector<Acc> val;
  void reserve(std::size_t n) {
    row.reserve(n);
    col.reserve(n);
    val.reserve(n);
  }
  void push(std::int64_t i, std::int64_t j, const Acc& v) {
    row.push_back(i);
    col.push_back(j);
    val.push_back(v);
  }
};

// Sorts the raw entries by (row, col) and sums duplicates, in memory that
// follows the entries and never the declared rows: entries are grouped by row
// with a counting sort when there are no more rows than entries (linear), and
// with a stable sort otherwise (a file declaring 2^40 rows and 3 entries); then
// each row is stably sorted by column, so that duplicates are added in file
// order. `raw` is consumed, to lower the peak.
template <class Scalar, class Acc>
void sort_and_sum(std::int64_t rows, RawEntries<Acc>&& raw, HostTriplets<Scalar>& out) {
  struct Entry {
    std::int64_t row, col;
    Acc val;
  };
  const std::size_t n = raw.row.size();
  std::vector<Entry> by_row(n);
  if (std::uint64_t(rows) <= n) {
    std::vector<std::size_t> next(std::size_t(rows) + 1, 0);  // first slot of each row
    for (std::int64_t r : raw.row) ++next[std::size_t(r) + 1];
    for (std::size_t r = 0; r < std::size_t(rows); ++r) next[r + 1] += next[r];
    for (std::size_t k = 0; k < n; ++k)
      by_row[next[std::size_t(raw.row[k])]++] = {raw.row[k], raw.col[k], raw.val[k]};
  } else {
    for (std::size_t k = 0; k < n; ++k) by_row[k] = {raw.row[k], raw.col[k], raw.val[k]};
    std::stable_sort(by_row.begin(), by_row.end(),
                     [](const Entry& a, const Entry& b) { return a.row < b.row; });
  }
  raw = RawEntries<Acc>();

  out.row.clear();
  out.col.clear();
  out.val.clear();
  out.row.reserve(n);
  out.col.reserve(n);
  out.val.reserve(n);
  const auto by_col = [](const Entry& a, const Entry& b) { return a.col < b.col; };
  for (auto first = by_row.begin(); first != by_row.end();) {
    const std::int64_t r = first->row;
    auto last = first;
    while (last != by_row.end() && last->row == r) ++last;
    if (!std::is_sorted(first, last, by_col)) std::stable_sort(first, last, by_col);
    for (auto it = first; it != last;) {
      Acc sum = it->val;
      const std::int64_t c = it->col;
      for (++it; it != last && it->col == c; ++it) sum += it->val;
      out.row.push_back(r);
      out.col.push_back(c);
      out.val.push_back(convert_scalar<Scalar>(sum));
    }
    first = last;
  }
}

template <class Scalar>
HostTriplets<Scalar> parse_lines(LineSource& source, const Reporter& report,
                                 const ReadLimits& limits) {
  using Acc = accumulator_t<Scalar>;
  char* line = nullptr;
  std::int64_t line_number = 0;

  if (!source.next(line, line_number))
    report.fail_at(1, "missing banner: the file is empty; expected '%%MatrixMarket matrix "
                      "coordinate <field> <symmetry>'");
  Header h = parse_banner(line, line_number, report);
  if (h.field == Field::complex && !is_complex_v<Scalar>)
    report.fail_at(line_number, "the file holds complex values but the requested scalar type "
                                "is real; read it with a complex scalar type");

  for (;;) {
    if (!source.next(line, line_number))
      report.fail_at(line_number + 1, "missing size line (rows columns entries): the file ends");
    if (!blank_or_comment(line)) break;
  }
  parse_size_line(line, line_number, report, limits, h);

  const bool mirrored = h.symmetry != Symmetry::general;
  RawEntries<Acc> raw;
  raw.reserve(entries_to_reserve(h, source.input_bytes()));

  const char* entry_shape = h.field == Field::pattern   ? "2 numbers (row column)"
                            : h.field == Field::complex ? "4 numbers (row column real imaginary)"
                                                        : "3 numbers (row column value)";
  std::int64_t entries_read = 0;
  while (source.next(line, line_number)) {
    if (blank_or_comment(line)) continue;
    if (entries_read == h.declared_entries)
      report.fail_at(line_number, "more entries than declared: the size line (line ", h.size_line,
                     ") declares ", h.declared_entries, " entries");
    const char* p = line;
    const std::int64_t i = parse_int(p, "row index", line_number, report);
    const std::int64_t j = parse_int(p, "column index", line_number, report);
    Acc v{};
    switch (h.field) {
      case Field::pattern: v = Acc(1); break;
      case Field::integer: v = Acc(double(parse_int(p, "value", line_number, report))); break;
      case Field::real: v = Acc(parse_real(p, "value", line_number, report)); break;
      case Field::complex: {
        const double re = parse_real(p, "real part", line_number, report);
        const double im = parse_real(p, "imaginary part", line_number, report);
        if constexpr (is_complex_v<Acc>) v = Acc(re, im);
        break;
      }
    }
    expect_line_end(p, entry_shape, line_number, report);
    if (i < 1 || i > h.rows)
      report.fail_at(line_number, "row index ", i, " out of range [1, ", h.rows, "]");
    if (j < 1 || j > h.cols)
      report.fail_at(line_number, "column index ", j, " out of range [1, ", h.cols, "]");
    if (h.symmetry == Symmetry::skew_symmetric && i == j)
      report.fail_at(line_number, "skew-symmetric matrix has a diagonal entry (", i, ", ", j,
                     "); its diagonal must be zero and not stored");
    ++entries_read;
    raw.push(i - 1, j - 1, v);
    if (mirrored && i != j) {
      Acc mirror = v;
      if (h.symmetry == Symmetry::skew_symmetric) mirror = -v;
      else if (h.symmetry == Symmetry::hermitian) mirror = conj_if(true, v);
      raw.push(j - 1, i - 1, mirror);
    }
  }
  if (entries_read < h.declared_entries)
    report.fail_at(source.lines_read() + 1, "the file ends after ", entries_read,
                   " entries but the size line (line ", h.size_line, ") declares ",
                   h.declared_entries, " (truncated file?)");

  HostTriplets<Scalar> out;
  out.rows = h.rows;
  out.cols = h.cols;
  out.field = h.field_name == "double" ? std::string("real") : h.field_name;
  out.symmetry = h.symmetry_name;
  sort_and_sum(h.rows, std::move(raw), out);
  return out;
}

// parse_lines, with running out of memory also reported as a kspmv::Error
// naming the file and line: what the reader holds follows the entries read,
// so only a file with more entries than memory can get there.
template <class Scalar>
HostTriplets<Scalar> read_lines(LineSource& source, const std::string& name,
                                const ReadLimits& limits) {
  const Reporter report{name};
  try {
    return parse_lines<Scalar>(source, report, limits);
  } catch (const std::bad_alloc&) {
    report.fail_at(source.lines_read(), "out of memory after reading ", source.lines_read(),
                   " lines: the entries do not fit in host memory");
  } catch (const std::length_error&) {
    report.fail_at(source.lines_read(), "out of memory after reading ", source.lines_read(),
                   " lines: too many entries for a std::vector");
  }
}

// Bytes left in a seekable stream, or -1 (a pipe, a stream that cannot seek).
inline std::int64_t remaining_bytes(std::istream& in) {
  if (!in) return -1;
  const std::streampos here = in.tellg();
  if (here == std::streampos(-1)) return -1;
  in.seekg(0, std::ios::end);
  const std::streampos end = in ? in.tellg() : std::streampos(-1);
  in.clear();  // the stream was good on entry
  in.seekg(here);
  return end == std::streampos(-1) || end < here ? -1 : std::int64_t(end - here);
}

}  // namespace detail

// ---- reading -------------------------------------------------------------------

// Reads a coordinate Matrix Market stream; `name_for_errors` stands for the file
// in error messages. `limits` describes what the caller will build from it
// (read_limits_for); the defaults refuse nothing that HostTriplets can hold.
template <class Scalar>
HostTriplets<Scalar> read_matrix_market(std::istream& in, const std::string& name_for_errors,
                                        const ReadLimits& limits = {}) {
  detail::LineSource source(
      [&in](char* dst, std::size_t n) -> std::size_t {
        if (!in) return 0;
        in.read(dst, std::streamsize(n));
        return std::size_t(in.gcount());
      },
      detail::remaining_bytes(in));
  return detail::read_lines<Scalar>(source, name_for_errors, limits);
}

// Reads a file; a name ending in ".gz" is decompressed on the fly.
template <class Scalar>
HostTriplets<Scalar> read_matrix_market(const std::string& path, const ReadLimits& limits = {}) {
  if (detail::ends_with(path, ".gz")) {
#if defined(KSPMV_HAVE_ZLIB)
    gzFile file = gzopen(path.c_str(), "rb");
    require(file != nullptr, "read_matrix_market: ", path, ": cannot open file (",
            std::strerror(errno), ")");
    // Closes the file on every path, including errors thrown while parsing.
    struct Closer {
      gzFile f;
      ~Closer() { gzclose(f); }
    } closer{file};
    gzbuffer(file, 1u << 18);
    const detail::LineSource* reading = nullptr;  // for the line number of a corrupt stream
    detail::LineSource source([&](char* dst, std::size_t n) -> std::size_t {
      const unsigned chunk = unsigned(std::min<std::size_t>(n, 1u << 30));
      const int got = gzread(file, dst, chunk);
      if (got < 0) {
        int code = 0;
        const char* message = gzerror(file, &code);
        kspmv::fail("read_matrix_market: ", path, ", line ", reading->lines_read() + 1,
                    ": gzip decompression failed (", message, ")");
      }
      return std::size_t(got);
    });
    reading = &source;
    return detail::read_lines<Scalar>(source, path, limits);
#else
    kspmv::fail("read_matrix_market: ", path, ": cannot read '.gz' files: gzip support "
                "was not compiled in (build kspmv with zlib so that KSPMV_HAVE_ZLIB is defined), "
                "or decompress the file first");
#endif
  }
  std::ifstream in(path, std::ios::binary);
  require(bool(in), "read_matrix_market: ", path, ": cannot open file (",
          std::strerror(errno), ")");
  return read_matrix_market<Scalar>(in, path, limits);
}

// ---- building a CrsMatrix ----------------------------------------------------------

// Builds a KokkosSparse::CrsMatrix on its own device from triplets as returned
// by read_matrix_market (sorted by row, then column). Refuses, before
// allocating, a row pointer (the one array that follows the rows, not the
// entries) larger than `limits.max_bytes`, or when that is 0 than the memory
// free in the matrix's memory space.
template <class CrsMatrixType, class Scalar>
CrsMatrixType to_crs(const HostTriplets<Scalar>& t, const std::string& label = "kspmv::io::matrix",
                     const ConversionLimits& limits = {}) {
  using value_type = typename CrsMatrixType::non_const_value_type;
  using ordinal_type = typename CrsMatrixType::non_const_ordinal_type;
  using size_type = typename CrsMatrixType::non_const_size_type;
  using values_view = typename CrsMatrixType::values_type::non_const_type;
  using row_map_view = typename CrsMatrixType::row_map_type::non_const_type;
  using entries_view = typename CrsMatrixType::index_type::non_const_type;
  using memory_space = typename CrsMatrixType::device_type::memory_space;
  static_assert(!is_complex_v<Scalar> || is_complex_v<value_type>,
                "kspmv::io::to_crs: complex triplets need a complex CrsMatrix scalar type");

  const std::int64_t nnz = t.nnz();
  require(t.row.size() == t.val.size() && t.col.size() == t.val.size(),
          "io::to_crs: ", label, ": triplet arrays differ in length (", t.row.size(), " rows, ",
          t.col.size(), " cols, ", t.val.size(), " values)");
  require(t.rows <= std::int64_t(std::numeric_limits<ordinal_type>::max()) &&
              t.cols <= std::int64_t(std::numeric_limits<ordinal_type>::max()),
          "io::to_crs: ", label, ": a ", t.rows, " x ", t.cols,
          " matrix does not fit the CrsMatrix ordinal type (max ",
          std::int64_t(std::numeric_limits<ordinal_type>::max()), ")");
  require(std::uint64_t(nnz) <= std::uint64_t(std::numeric_limits<size_type>::max()),
          "io::to_crs: ", label, ": ", nnz, " entries do not fit the CrsMatrix offset type");
  require(t.rows >= 0 && t.cols >= 0, "io::to_crs: ", label, ": negative size ", t.rows, " x ",
          t.cols);

  const std::string refusal = detail::row_pointer_refusal(
      t.rows, sizeof(size_type),
      limits.max_bytes ? limits.max_bytes : compat::free_memory_bytes<memory_space>(),
      limits.max_bytes != 0);
  require(refusal.empty(), "io::to_crs: ", label, ": ", refusal);

  row_map_view row_map;
  entries_view entries;
  values_view values;
  try {
    row_map = row_map_view(Kokkos::view_alloc(Kokkos::WithoutInitializing, label + "::row_map"),
                           std::size_t(t.rows) + 1);
    entries = entries_view(Kokkos::view_alloc(Kokkos::WithoutInitializing, label + "::entries"),
                           std::size_t(nnz));
    values = values_view(Kokkos::view_alloc(Kokkos::WithoutInitializing, label + "::values"),
                         std::size_t(nnz));
  } catch (const std::bad_alloc&) {
    kspmv::fail("io::to_crs: ", label, ": out of memory allocating a ", t.rows, " x ", t.cols,
                " matrix with ", nnz, " entries");
  }
  auto row_map_h = Kokkos::create_mirror_view(row_map);
  auto entries_h = Kokkos::create_mirror_view(entries);
  auto values_h = Kokkos::create_mirror_view(values);

  // Count per row, then scan: the triplets are row-sorted, so entry k goes to
  // position k and only the row offsets need computing.
  for (std::int64_t r = 0; r <= t.rows; ++r) row_map_h(r) = 0;
  for (std::int64_t k = 0; k < nnz; ++k) {
    const std::int64_t r = t.row[std::size_t(k)], c = t.col[std::size_t(k)];
    require(r >= 0 && r < t.rows && c >= 0 && c < t.cols, "io::to_crs: entry ", k, " at (", r,
            ", ", c, ") is outside the ", t.rows, " x ", t.cols, " matrix");
    require(k == 0 || t.row[std::size_t(k) - 1] <= r, "io::to_crs: triplets are not sorted by row at entry ", k);
    ++row_map_h(r + 1);
    entries_h(k) = ordinal_type(c);
    values_h(k) = detail::convert_scalar<value_type>(t.val[std::size_t(k)]);
  }
  for (std::int64_t r = 0; r < t.rows; ++r) row_map_h(r + 1) += row_map_h(r);

  Kokkos::deep_copy(row_map, row_map_h);
  Kokkos::deep_copy(entries, entries_h);
  Kokkos::deep_copy(values, values_h);
  return CrsMatrixType(label, ordinal_type(t.rows), ordinal_type(t.cols), size_type(nnz), values,
                       row_map, entries);
}

// read_matrix_market + to_crs in one call. A size line the CrsMatrixType cannot
// hold (see read_limits_for) is refused before any entry is read.
template <class CrsMatrixType>
CrsMatrixType read_crs(const std::string& path, const ConversionLimits& limits = {}) {
  using value_type = typename CrsMatrixType::non_const_value_type;
  return to_crs<CrsMatrixType>(
      read_matrix_market<value_type>(path, read_limits_for<CrsMatrixType>(limits)), path, limits);
}

// ---- writing -------------------------------------------------------------------

namespace detail {

// Formats the matrix in blocks and hands each block to `sink(data, size)`.
template <class CrsMatrixType, class Sink>
void write_blocks(const CrsMatrixType& A, const Sink& sink) {
  using value_type = typename CrsMatrixType::non_const_value_type;
  using real = real_type_t<value_type>;
  // max_digits10 makes text -> binary exact, so read(write(A)) == A.
  const int digits = std::numeric_limits<real>::max_digits10;

  auto row_map = Kokkos::create_mirror_view(A.graph.row_map);
  auto entries = Kokkos::create_mirror_view(A.graph.entries);
  auto values = Kokkos::create_mirror_view(A.values);
  Kokkos::deep_copy(row_map, A.graph.row_map);
  Kokkos::deep_copy(entries, A.graph.entries);
  Kokkos::deep_copy(values, A.values);

  const std::int64_t rows = A.numRows(), cols = A.numCols();
  const std::int64_t nnz = rows > 0 ? std::int64_t(row_map(rows)) : 0;

  std::string block;
  block.reserve(1 << 20);
  block += is_complex_v<value_type> ? "%%MatrixMarket matrix coordinate complex general\n"
                                    : "%%MatrixMarket matrix coordinate real general\n";
  block += "% written by kspmv\n";
  block += std::to_string(rows) + " " + std::to_string(cols) + " " + std::to_string(nnz) + "\n";

  char entry[160];
  for (std::int64_t r = 0; r < rows; ++r) {
    for (std::int64_t k = std::int64_t(row_map(r)); k < std::int64_t(row_map(r + 1)); ++k) {
      const long long i = r + 1, j = std::int64_t(entries(k)) + 1;
      int length = 0;
      if constexpr (is_complex_v<value_type>) {
        length = std::snprintf(entry, sizeof entry, "%lld %lld %.*g %.*g\n", i, j, digits,
                               double(values(k).real()), digits, double(values(k).imag()));
      } else {
        length = std::snprintf(entry, sizeof entry, "%lld %lld %.*g\n", i, j, digits,
                               double(values(k)));
      }
      block.append(entry, std::size_t(length));
    }
    if (block.size() > (1u << 20) - 1024) {
      sink(block.data(), block.size());
      block.clear();
    }
  }
  sink(block.data(), block.size());
}

}  // namespace detail

// Writes A as "%%MatrixMarket matrix coordinate real|complex general".
template <class CrsMatrixType>
void write_matrix_market(std::ostream& out, const CrsMatrixType& A,
                         const std::string& name_for_errors = "stream") {
  detail::write_blocks(A, [&](const char* data, std::size_t size) {
    out.write(data, std::streamsize(size));
    require(bool(out), "write_matrix_market: ", name_for_errors, ": write failed");
  });
}

// Writes to a file; a name ending in ".gz" is gzip-compressed (needs zlib).
template <class CrsMatrixType>
void write_matrix_market(const std::string& path, const CrsMatrixType& A) {
  if (detail::ends_with(path, ".gz")) {
#if defined(KSPMV_HAVE_ZLIB)
    gzFile file = gzopen(path.c_str(), "wb");
    require(file != nullptr, "write_matrix_market: ", path, ": cannot open file for writing (",
            std::strerror(errno), ")");
    struct Closer {
      gzFile f;
      ~Closer() { if (f) gzclose(f); }
    } closer{file};
    detail::write_blocks(A, [&](const char* data, std::size_t size) {
      require(size == 0 || gzwrite(file, data, unsigned(size)) == int(size),
              "write_matrix_market: ", path, ": gzip write failed");
    });
    const int closed = gzclose(file);
    closer.f = nullptr;
    require(closed == Z_OK, "write_matrix_market: ", path, ": gzip close failed");
    return;
#else
    kspmv::fail("write_matrix_market: ", path, ": cannot write '.gz' files: gzip support was not "
                "compiled in (build kspmv with zlib so that KSPMV_HAVE_ZLIB is defined)");
#endif
  }
  std::ofstream out(path, std::ios::binary);
  require(bool(out), "write_matrix_market: ", path, ": cannot open file for writing (",
          std::strerror(errno), ")");
  write_matrix_market(out, A, path);
  out.close();
  require(!out.fail(), "write_matrix_market: ", path, ": write failed");
}

}  // namespace io
}  // namespace kspmv
