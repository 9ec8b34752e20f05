"""Run 62's tables from the bench JSONs of this folder (run from it):
  python3 run62_tables.py blocks > blocks.txt          # c1, c2: teams of 64-1024 rows
  python3 run62_tables.py min_blocks > min_blocks.txt  # c3: LaunchBounds<128, 9/10/12>
  python3 run62_tables.py record > record.txt          # c2: K = 16 against cuSPARSE's SpMM
Ratios are base time / variant time (> 1: the variant is faster), each variant a bench
relinked by perf_tests/tools/variant_bench.sh and run in the same call as the base.
"""
import json, math, sys

sys.path.insert(0, '../../tools')
from run_tables import gm, variants, ms, ratios, summary  # noqa: E402,F401 (run 63-69's scripts import them from here)

RUN61 = '../2026-11-29-run61/'
STENCILS = ['stencil7:160', 'stencil27:100', 'stencil5:4096']


def stencil_table(call, K, base, names, algorithms=('dia', 'ell')):
    print(f'-- {call}, K = {K}: ms of {base} and ratios base / variant')
    for a in algorithms:
        b = ms(f'{call}/k{K}_st_{base}.json', a)
        row = {v: ms(f'{call}/k{K}_st_{v}.json', a) for v in names}
        print(f'  {a:4s} ' + '  '.join(
            f'{n}: {b[n]:.4f} ' + ' '.join(f'{v} {b[n] / row[v][n]:.3f}' for v in names) for n in STENCILS))


def suite_table(call, suite, base, v):
    b, w = variants(f'{call}/k8_{suite}_{base}.json', 'automatic'), ms(f'{call}/k8_{suite}_{v}.json', 'automatic')
    print(f'-- {call}, {suite}, K = 8, automatic: base ms, {v} ms, base / {v}; gm {gm([b[n]["median_ms"] / w[n] for n in b]):.3f}')
    for n, r in b.items():
        print(f'  {n[:24]:24s} {r["chosen"]:18s} {r["median_ms"]:.4f} {w[n]:.4f} {r["median_ms"] / w[n]:.3f}')


def blocks():
    print('Rank-2 DIA and ELL gathers (X, Y LayoutLeft) in teams of a fixed block size (flat_for,')
    print("diffs/r62_block.diff) against Kokkos' RangePolicy choice (base: 128 for these kernels)")
    stencil_table('c1', 8, 'base', ['b256', 'b512', 'b1024', 'base2'])
    stencil_table('c2', 8, 'base', ['b64', 'b96'])
    for K in (16, 32, 4):
        stencil_table('c1', K, 'base', ['b512', 'b1024'], ('dia',))
    for s in ('rfit', 'gfit'):
        for v in ('b512', 'b1024'):
            suite_table('c1', s, 'base', v)


def min_blocks():
    print('Rank-2 DIA and ELL gathers under Kokkos::LaunchBounds<128, m> (diffs/r62_min_blocks.diff)')
    stencil_table('c3', 8, 'base', ['m9', 'm10', 'm12', 'base2'])
    for K in (16, 4):
        stencil_table('c3', K, 'base', ['m10'])
    for s in ('gfit', 'rfit', 'score'):
        suite_table('c3', s, 'base', 'm10')


def record():
    print('automatic at 9323f0d (code of 51b636c: wide gather tiles), c2, same process as cuSPARSE')
    for f, what in [('score_auto16', 'K = 16 held out'), ('large_auto16', 'K = 16 large')]:
        print(f'  {what:16s} / cuSPARSE SpMM: {summary(f"c2/{f}.json")}')
        print(f'  {"":16s} run 61 (d5409e8): {summary(RUN61 + f"c2/{f}.json")}')
        now, old = ms(f'c2/{f}.json', 'automatic'), ms(RUN61 + f'c2/{f}.json', 'automatic')
        print(f'  {"":16s} time run 61 / now: ' + ', '.join(f'{n} {old[n] / now[n]:.3f}' for n in now))


if __name__ == '__main__':  # run 63's tables import the helpers above
    {'blocks': blocks, 'min_blocks': min_blocks, 'record': record}[sys.argv[1]]()
