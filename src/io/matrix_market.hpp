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
#include <ostream>
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

namespace detail {

// ---- line source -------------------------------------------------------------

// Hands out one line at a time as a NUL-terminated char range inside its own
// buffer (the '\n' is overwritten), so strtod / strtoll can parse in place and
// stop at the end of the line. `read_bytes(dst, n)` returns how many bytes it
// stored; 0 means end of input.
class LineSource {
 public:
  using ReadBytes = std::function<std::size_t(char*, std::size_t)>;

  explicit LineSource(ReadBytes read_bytes) : read_bytes_(std::move(read_bytes)) {
    buffer_.resize(block_size + 1);
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

 private:
  // Big enough that the per-call cost of zlib / streambuf vanishes.
  static constexpr std::size_t block_size = std::size_t(1) << 20;

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
    if (buffer_.size() - 1 - end_ < block_size / 2) buffer_.resize(2 * buffer_.size());
    const std::size_t got = read_bytes_(buffer_.data() + end_, buffer_.size() - 1 - end_);
    if (got == 0) at_eof_ = true;
    end_ += got;
  }

  ReadBytes read_bytes_;
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
                            Header& h) {
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
}

// Sorts the raw entries by (row, col) and sums duplicates: a counting sort by
// row (linear) and then a stable sort of each row by column, so that
// duplicates are added in file order.
template <class Scalar, class Acc>
void sort_and_sum(std::int64_t rows, const std::vector<std::int64_t>& raw_row,
                  const std::vector<std::int64_t>& raw_col, const std::vector<Acc>& raw_val,
                  HostTriplets<Scalar>& out) {
  const std::size_t n = raw_row.size();
  std::vector<std::int64_t> row_start(std::size_t(rows) + 1, 0);
  for (std::int64_t r : raw_row) ++row_start[std::size_t(r) + 1];
  for (std::size_t r = 0; r < std::size_t(rows); ++r) row_start[r + 1] += row_start[r];

  std::vector<std::pair<std::int64_t, Acc>> by_row(n);
  {
    std::vector<std::int64_t> next = row_start;
    for (std::size_t k = 0; k < n; ++k)
      by_row[std::size_t(next[std::size_t(raw_row[k])]++)] = {raw_col[k], raw_val[k]};
  }

  out.row.clear();
  out.col.clear();
  out.val.clear();
  out.row.reserve(n);
  out.col.reserve(n);
  out.val.reserve(n);
  const auto by_col = [](const auto& a, const auto& b) { return a.first < b.first; };
  for (std::int64_t r = 0; r < rows; ++r) {
    const auto first = by_row.begin() + row_start[std::size_t(r)];
    const auto last = by_row.begin() + row_start[std::size_t(r) + 1];
    if (!std::is_sorted(first, last, by_col)) std::stable_sort(first, last, by_col);
    for (auto it = first; it != last;) {
      Acc sum = it->second;
      const std::int64_t c = it->first;
      for (++it; it != last && it->first == c; ++it) sum += it->second;
      out.row.push_back(r);
      out.col.push_back(c);
      out.val.push_back(convert_scalar<Scalar>(sum));
    }
  }
}

template <class Scalar>
HostTriplets<Scalar> read_lines(LineSource& source, const std::string& name) {
  using Acc = accumulator_t<Scalar>;
  const Reporter report{name};
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
  parse_size_line(line, line_number, report, h);

  const bool mirrored = h.symmetry != Symmetry::general;
  // A lying size line must not allocate terabytes before the file runs out.
  const std::size_t reserve_cap = std::size_t(1) << 24;
  const std::size_t expected =
      std::min<std::size_t>(std::size_t(h.declared_entries) * (mirrored ? 2 : 1), reserve_cap);
  std::vector<std::int64_t> raw_row, raw_col;
  std::vector<Acc> raw_val;
  raw_row.reserve(expected);
  raw_col.reserve(expected);
  raw_val.reserve(expected);

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
    raw_row.push_back(i - 1);
    raw_col.push_back(j - 1);
    raw_val.push_back(v);
    if (mirrored && i != j) {
      Acc mirror = v;
      if (h.symmetry == Symmetry::skew_symmetric) mirror = -v;
      else if (h.symmetry == Symmetry::hermitian) mirror = conj_if(true, v);
      raw_row.push_back(j - 1);
      raw_col.push_back(i - 1);
      raw_val.push_back(mirror);
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
  sort_and_sum(h.rows, raw_row, raw_col, raw_val, out);
  return out;
}

}  // namespace detail

// ---- reading -------------------------------------------------------------------

// Reads a coordinate Matrix Market stream; `name_for_errors` stands for the file
// in error messages.
template <class Scalar>
HostTriplets<Scalar> read_matrix_market(std::istream& in, const std::string& name_for_errors) {
  detail::LineSource source([&in](char* dst, std::size_t n) -> std::size_t {
    if (!in) return 0;
    in.read(dst, std::streamsize(n));
    return std::size_t(in.gcount());
  });
  return detail::read_lines<Scalar>(source, name_for_errors);
}

// Reads a file; a name ending in ".gz" is decompressed on the fly.
template <class Scalar>
HostTriplets<Scalar> read_matrix_market(const std::string& path) {
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
    return detail::read_lines<Scalar>(source, path);
#else
    kspmv::fail("read_matrix_market: ", path, ": cannot read '.gz' files: gzip support "
                "was not compiled in (build kspmv with zlib so that KSPMV_HAVE_ZLIB is defined), "
                "or decompress the file first");
#endif
  }
  std::ifstream in(path, std::ios::binary);
  require(bool(in), "read_matrix_market: ", path, ": cannot open file (",
          std::strerror(errno), ")");
  return read_matrix_market<Scalar>(in, path);
}

// ---- building a CrsMatrix ----------------------------------------------------------

// Builds a KokkosSparse::CrsMatrix on its own device from triplets as returned
// by read_matrix_market (sorted by row, then column).
template <class CrsMatrixType, class Scalar>
CrsMatrixType to_crs(const HostTriplets<Scalar>& t, const std::string& label = "kspmv::io::matrix") {
  using value_type = typename CrsMatrixType::non_const_value_type;
  using ordinal_type = typename CrsMatrixType::non_const_ordinal_type;
  using size_type = typename CrsMatrixType::non_const_size_type;
  using values_view = typename CrsMatrixType::values_type::non_const_type;
  using row_map_view = typename CrsMatrixType::row_map_type::non_const_type;
  using entries_view = typename CrsMatrixType::index_type::non_const_type;
  static_assert(!is_complex_v<Scalar> || is_complex_v<value_type>,
                "kspmv::io::to_crs: complex triplets need a complex CrsMatrix scalar type");

  const std::int64_t nnz = t.nnz();
  require(t.row.size() == t.val.size() && t.col.size() == t.val.size(),
          "io::to_crs: triplet arrays differ in length (", t.row.size(), " rows, ", t.col.size(),
          " cols, ", t.val.size(), " values)");
  require(t.rows <= std::int64_t(std::numeric_limits<ordinal_type>::max()) &&
              t.cols <= std::int64_t(std::numeric_limits<ordinal_type>::max()),
          "io::to_crs: a ", t.rows, " x ", t.cols,
          " matrix does not fit the CrsMatrix ordinal type (max ",
          std::int64_t(std::numeric_limits<ordinal_type>::max()), ")");
  require(std::uint64_t(nnz) <= std::uint64_t(std::numeric_limits<size_type>::max()),
          "io::to_crs: ", nnz, " entries do not fit the CrsMatrix offset type");

  row_map_view row_map(Kokkos::view_alloc(Kokkos::WithoutInitializing, label + "::row_map"),
                       std::size_t(t.rows) + 1);
  entries_view entries(Kokkos::view_alloc(Kokkos::WithoutInitializing, label + "::entries"),
                       std::size_t(nnz));
  values_view values(Kokkos::view_alloc(Kokkos::WithoutInitializing, label + "::values"),
                     std::size_t(nnz));
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

// read_matrix_market + to_crs in one call.
template <class CrsMatrixType>
CrsMatrixType read_crs(const std::string& path) {
  using value_type = typename CrsMatrixType::non_const_value_type;
  return to_crs<CrsMatrixType>(read_matrix_market<value_type>(path), path);
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
