#pragma once
// Starts the ranks of a multi-GPU run as child processes of one launcher,
// for machines without MPI (NCCL needs only its unique id shared before
// ncclCommInitRank). Rank 0 makes the id (make_id(), in its own process,
// after the fork, so that no CUDA state crosses a fork) and writes it into
// one pipe per other rank; every rank then runs body(rank, id). Only those
// few bytes pass through the pipes: the data goes through NCCL.
// The launcher waits for all ranks and returns 0 if each exited 0, else the
// first failing status; when one rank fails, the others (which may wait
// forever in a collective) are killed.

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <sys/types.h>
#include <sys/wait.h>
#include <type_traits>
#include <unistd.h>
#include <vector>

namespace kspmv {

template <class Id, class MakeId, class Body>
int fork_ranks(int ranks, const MakeId& make_id, const Body& body) {
  static_assert(std::is_trivially_copyable_v<Id>, "fork_ranks passes the id as bytes");
  std::vector<int> pipes(2 * std::size_t(ranks > 1 ? ranks - 1 : 0));
  for (int q = 1; q < ranks; ++q)
    if (pipe(&pipes[2 * std::size_t(q - 1)]) != 0) return 1;
  std::fflush(stdout);
  std::fflush(stderr);
  std::vector<pid_t> children;
  for (int rank = 0; rank < ranks; ++rank) {
    const pid_t pid = fork();
    if (pid < 0) return 1;
    if (pid > 0) {
      children.push_back(pid);
      continue;
    }
    Id id{};
    bool ok = true;
    if (rank == 0) {
      id = make_id();
      for (int q = 1; q < ranks; ++q)
        ok = ok && write(pipes[2 * std::size_t(q - 1) + 1], &id, sizeof(Id)) == ssize_t(sizeof(Id));
    } else {
      ok = read(pipes[2 * std::size_t(rank - 1)], &id, sizeof(Id)) == ssize_t(sizeof(Id));
    }
    for (const int fd : pipes) close(fd);
    const int status = ok ? body(rank, id) : 1;
    std::fflush(stdout);
    std::fflush(stderr);
    _exit(status);
  }
  for (const int fd : pipes) close(fd);
  int first_failure = 0;
  for (std::size_t done = 0; done < children.size(); ++done) {
    int status = 0;
    const pid_t pid = wait(&status);
    if (pid < 0) return first_failure ? first_failure : 1;
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    if (code != 0 && first_failure == 0) {
      first_failure = code;
      for (const pid_t other : children)
        if (other != pid) kill(other, SIGKILL);
    }
  }
  return first_failure;
}

}  // namespace kspmv
