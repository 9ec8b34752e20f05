// The apply kernels' launches (spmv/arch/direct_launch.hpp): on CUDA they go
// around Kokkos' parallel_for, elsewhere through it. Either way every index
// and work item runs exactly once, a vector's lanes see the team shape
// vector_team_policy gives, and arch::vector_sum adds over a vector's lanes
// alone, also where its neighbours in the warp have already left; and a
// Kokkos Tools library sees every launch by its label, as it sees Kokkos'
// parallel_for. And β = 0's fill of y (spmv/scale.hpp), which on the device is
// memsets on the stream.

#include <gtest/gtest.h>
#include <kspmv.hpp>
#include <spmv/arch/direct_launch.hpp>
#include <spmv/scale.hpp>

#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

namespace {

using Exec = Kokkos::DefaultExecutionSpace;
using Counts = Kokkos::View<int*, Exec::memory_space>;

struct CountIndex {
  Counts count;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    Kokkos::atomic_add(&count(i), 1);
  }
};

// Lane 0 of each vector stores the sum over its lanes of (lane + 1) and of
// the complex (lane + 1, -(lane + 1)); items past `work` leave at once.
template <class S>
struct SumLanes {
  Counts count;
  Kokkos::View<S*, Exec::memory_space> sums;
  std::int64_t work;
  int lanes;
  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& team) const {
    const std::int64_t item = kspmv::team_work_item(team);
    if (item >= work) return;
    const int lane = kspmv::arch::lane_id();
    const S sum = kspmv::arch::vector_sum(S(lane + 1, -(lane + 1)), lanes);
    if (lane == 0) {
      sums(item) = sum;
      Kokkos::atomic_add(&count(item), 1);
    }
  }
};

std::vector<int> to_host(const Counts& c) {
  std::vector<int> h(c.extent(0));
  Kokkos::deep_copy(Kokkos::View<int*, Kokkos::HostSpace, Kokkos::MemoryUnmanaged>(h.data(), h.size()), c);
  return h;
}

TEST(Launch, RangeRunsEveryIndexOnce) {
  for (const std::int64_t n : {std::int64_t(0), std::int64_t(1), std::int64_t(127), std::int64_t(129),
                               std::int64_t(100003)}) {
    Counts count("count", n);
    kspmv::launch_range("test::count", Exec(), n, CountIndex{count});
    Exec().fence();
    const auto h = to_host(count);
    for (std::int64_t i = 0; i < n; ++i) ASSERT_EQ(h[i], 1) << "n = " << n << ", index " << i;
  }
}

template <class Bounds>
void check_vectors(int lanes, std::int64_t work) {
  using S = Kokkos::complex<double>;
  Counts count("count", work);
  Kokkos::View<S*, Exec::memory_space> sums("sums", work);
  kspmv::launch_vectors<Bounds>("test::sum_lanes", Exec(), work, lanes,
                                SumLanes<S>{count, sums, work, lanes});
  Exec().fence();
  const auto h = to_host(count);
  auto hs = Kokkos::create_mirror_view(sums);
  Kokkos::deep_copy(hs, sums);
  const double expected = 0.5 * lanes * (lanes + 1);
  for (std::int64_t i = 0; i < work; ++i) {
    ASSERT_EQ(h[i], 1) << lanes << " lanes, " << work << " items, item " << i;
    ASSERT_EQ(hs(i).real(), expected) << lanes << " lanes, item " << i;
    ASSERT_EQ(hs(i).imag(), -expected) << lanes << " lanes, item " << i;
  }
}

TEST(Launch, VectorsRunEveryItemOnceAndSumOverTheirLanes) {
  const int widest = kspmv::compat::warp_width<Exec>();
  for (int lanes = 1; lanes <= widest; lanes *= 2)
    for (const std::int64_t work : {std::int64_t(1), std::int64_t(37), std::int64_t(257),
                                    std::int64_t(10001)}) {
      check_vectors<Kokkos::LaunchBounds<>>(lanes, work);
      check_vectors<Kokkos::LaunchBounds<kspmv::vector_kernel_block_threads, 4>>(lanes, work);
    }
}

// What the tools callbacks below saw: each begun parallel_for's label, and
// the ids ended (the callbacks are plain functions, so the record is global).
struct ToolsSeen {
  std::vector<std::string> begun;
  std::vector<std::uint64_t> ended;
  std::uint64_t next = 1;
};
ToolsSeen tools_seen;

void begin_parallel_for_seen(const char* label, const std::uint32_t, std::uint64_t* id) {
  tools_seen.begun.emplace_back(label);
  *id = tools_seen.next++;
}
void end_parallel_for_seen(const std::uint64_t id) { tools_seen.ended.push_back(id); }

// Callbacks set for the test's scope only: the tests after it see none.
struct ToolsCallbacks {
  ToolsCallbacks() {
    tools_seen = ToolsSeen{};
    Kokkos::Tools::Experimental::set_begin_parallel_for_callback(begin_parallel_for_seen);
    Kokkos::Tools::Experimental::set_end_parallel_for_callback(end_parallel_for_seen);
  }
  ~ToolsCallbacks() {
    Kokkos::Tools::Experimental::set_begin_parallel_for_callback(nullptr);
    Kokkos::Tools::Experimental::set_end_parallel_for_callback(nullptr);
  }
};

// A launch a tool is told of: begun once under its label and ended with the
// id it was given, and the kernel still run (every index / item once).
TEST(Launch, ToolsSeeEveryLaunchByItsLabel) {
  if (std::getenv("KOKKOS_TOOLS_LIBS") || std::getenv("KOKKOS_PROFILE_LIBRARY"))
    GTEST_SKIP() << "a Kokkos Tools library is loaded: its callbacks are not this test's to replace";
  const std::int64_t n = 1001, work = 37;
  const int lanes = kspmv::compat::warp_width<Exec>();
  Counts count("count", n);
  Kokkos::View<Kokkos::complex<double>*, Exec::memory_space> sums("sums", work);
  Counts items("items", work);
  {
    const ToolsCallbacks callbacks;
    ASSERT_TRUE(Kokkos::Tools::profileLibraryLoaded());
    kspmv::launch_range("test::tools_range", Exec(), n, CountIndex{count});
    kspmv::launch_vectors<Kokkos::LaunchBounds<kspmv::vector_kernel_block_threads, 4>>(
        "test::tools_vectors", Exec(), work, lanes, SumLanes<Kokkos::complex<double>>{items, sums, work, lanes});
    Exec().fence();
    ASSERT_EQ(tools_seen.begun, (std::vector<std::string>{"test::tools_range", "test::tools_vectors"}));
    ASSERT_EQ(tools_seen.ended, (std::vector<std::uint64_t>{1, 2}));
  }
  ASSERT_FALSE(Kokkos::Tools::profileLibraryLoaded());
  for (const int c : to_host(count)) ASSERT_EQ(c, 1);
  for (const int c : to_host(items)) ASSERT_EQ(c, 1);
}

// β = 0's fill of y with its head last (spmv/scale.hpp): every entry of y
// zero whatever it held (NaN here), for heads of none, some, all and more
// than y, and nothing written beside y.
TEST(Scale, ZeroFillWithItsHeadLastOverwritesYAndNothingElse) {
  const std::size_t n = 1000;
  Kokkos::View<double*, Exec::memory_space> buffer("buffer", n + 2);
  for (const std::size_t head : {0, 1, 333, 999, 1000, 5000}) {
    Kokkos::deep_copy(buffer, std::numeric_limits<double>::quiet_NaN());
    kspmv::fill_zeros_head_last<Exec, double, Exec::device_type>(Exec(), buffer.data() + 1, n,
                                                                 head);
    Exec().fence();
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), buffer);
    ASSERT_TRUE(std::isnan(h(0))) << "head " << head;
    ASSERT_TRUE(std::isnan(h(n + 1))) << "head " << head;
    for (std::size_t i = 1; i <= n; ++i) ASSERT_EQ(h(i), 0.0) << "head " << head << ", entry " << i - 1;
  }
}

// y(i) = i % 1000 - 500 (a functor: gtest's test bodies are private members,
// where CUDA allows no extended lambda).
struct Ramp {
  Kokkos::View<double*, Exec::memory_space> y;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    y(i) = double(i % 1000) - 500.0;
  }
};

// scale() with its head last on a y larger than the NVIDIA table's head (two
// fills there, one elsewhere) and without: β = 0 zeros NaN, β = 2 doubles.
TEST(Scale, ScalesAYLargerThanTheHeadFilledLast) {
  const std::size_t n = kspmv::nvidia_tuning.scale_head_bytes / sizeof(double) + 12345;
  Kokkos::View<double*, Exec::memory_space> y("y", n);
  auto h = Kokkos::create_mirror_view(Kokkos::HostSpace(), y);
  for (const bool head_last : {true, false}) {
    Kokkos::deep_copy(y, std::numeric_limits<double>::quiet_NaN());
    kspmv::scale(Exec(), 0.0, y, head_last);
    Exec().fence();
    Kokkos::deep_copy(h, y);
    for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(h(i), 0.0) << head_last << ", entry " << i;
    Kokkos::parallel_for("test::ramp", Kokkos::RangePolicy<Exec>(0, n), Ramp{y});
    kspmv::scale(Exec(), 2.0, y, head_last);
    Exec().fence();
    Kokkos::deep_copy(h, y);
    for (std::size_t i = 0; i < n; ++i)
      ASSERT_EQ(h(i), 2.0 * (double(i % 1000) - 500.0)) << head_last << ", entry " << i;
  }
}

}  // namespace
