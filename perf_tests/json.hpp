#pragma once
// A minimal streaming JSON writer: objects, arrays, strings, numbers
// (non-finite numbers become null), booleans. Enough for the result file.

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

namespace kspmv_bench {

class JsonWriter {
 public:
  explicit JsonWriter(std::ostream& os) : os_(os) {}

  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }

  JsonWriter& key(const std::string& k) {
    separate();
    write_string(k);
    os_ << ": ";
    after_key_ = true;
    return *this;
  }
  JsonWriter& value(const std::string& s) {
    separate();
    write_string(s);
    return *this;
  }
  JsonWriter& value(const char* s) { return value(std::string(s)); }
  JsonWriter& value(bool b) {
    separate();
    os_ << (b ? "true" : "false");
    return *this;
  }
  JsonWriter& value(std::int64_t v) {
    separate();
    os_ << v;
    return *this;
  }
  JsonWriter& value(int v) { return value(std::int64_t(v)); }
  JsonWriter& value(double v) {
    separate();
    if (!std::isfinite(v)) {
      os_ << "null";
    } else {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.10g", v);
      os_ << buf;
    }
    return *this;
  }
  template <class T>
  JsonWriter& field(const std::string& k, const T& v) {
    key(k);
    return value(v);
  }

 private:
  JsonWriter& open(char c) {
    separate();
    os_ << c;
    first_.push_back(true);
    return *this;
  }
  JsonWriter& close(char c) {
    first_.pop_back();
    os_ << '\n' << std::string(2 * first_.size(), ' ') << c;
    return *this;
  }
  // Comma and newline before every item but the first of its container.
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (first_.empty()) return;
    if (!first_.back()) os_ << ',';
    first_.back() = false;
    os_ << '\n' << std::string(2 * first_.size(), ' ');
  }
  void write_string(const std::string& s) {
    os_ << '"';
    for (unsigned char c : s) {
      switch (c) {
        case '"': os_ << "\\\""; break;
        case '\\': os_ << "\\\\"; break;
        case '\n': os_ << "\\n"; break;
        case '\t': os_ << "\\t"; break;
        case '\r': os_ << "\\r"; break;
        default:
          if (c < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            os_ << buf;
          } else {
            os_ << c;
          }
      }
    }
    os_ << '"';
  }

  std::ostream& os_;
  std::vector<bool> first_;
  bool after_key_ = false;
};

}  // namespace kspmv_bench
