#pragma once
// Every rejected argument becomes a kspmv::Error whose message names the
// function, the argument and the offending value. Checks run before any kernel
// is launched, so a failed check leaves y untouched.

#include <sstream>
#include <stdexcept>
#include <string>

namespace kspmv {

class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

namespace detail {
inline void append(std::ostringstream&) {}
template <class T, class... Rest>
void append(std::ostringstream& os, const T& first, const Rest&... rest) {
  os << first;
  append(os, rest...);
}
}  // namespace detail

// kspmv::fail("spmv: x has ", n, " rows, expected ", m) -> throws kspmv::Error.
template <class... Parts>
[[noreturn]] void fail(const Parts&... parts) {
  std::ostringstream os;
  os << "kspmv::";
  detail::append(os, parts...);
  throw Error(os.str());
}

template <class... Parts>
void require(bool condition, const Parts&... parts) {
  if (!condition) fail(parts...);
}

}  // namespace kspmv
