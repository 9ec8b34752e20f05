"""Run 63's tables from the bench JSONs of this folder (run from it):
  python3 run63_tables.py in_flight > in_flight.txt  # c1: DIA G diagonals a step, ELL / SELL-P batched slots
  python3 run63_tables.py record > record.txt        # c2, c4: automatic against cuSPARSE at 166cd46
  python3 run63_tables.py paths > paths.txt          # c3: K = 8, every kernel and csr_load_balance path
Ratios are base time / variant time (> 1: the variant is faster), each variant a bench
relinked by perf_tests/tools/variant_bench.sh and run in the same call as the base.
"""
import glob, json, sys

sys.path.insert(0, '../2026-11-29-run62')
from run62_tables import gm, ms, ratios, stencil_table, suite_table, summary  # noqa: E402


def in_flight():
    print('Rank-2 DIA taking G diagonals a step (g2, g3) and ELL / SELL-P gathering a block of slots')
    print('(pb), all loads of x before the sums (run 62 diffs/r62_in_flight.diff; g3pb: both)')
    stencil_table('c1', 8, 'base', ['g2', 'g3', 'pb', 'base2'])
    for K in (16, 4):
        stencil_table('c1', K, 'base', ['g3pb'])
    for s in ('gfit', 'rfit', 'score'):
        suite_table('c1', s, 'base', 'g3pb')


def text_ratios(path):
    """(matrix, xCUSP) of `automatic` rows in a bench table cut before its JSON was written."""
    out, name = [], None
    for line in open(path):
        if line.startswith('== '):
            name = line.split()[1]
        elif line.startswith('automatic ') and name:
            out.append((name, float(line.split()[8])))
    return out


def record():
    print('automatic at 166cd46 (library code of 9323f0d), same process as cuSPARSE; ratio = cuSPARSE best / kspmv')
    for f, what in [('c2/large_auto8', 'K = 8 large'), ('c2/score_auto4', 'K = 4 held out'),
                    ('c2/score_auto32', 'K = 32 held out'), ('c2/score', 'rank 1 N held out'),
                    ('c2/scoreT', 'rank 1 T held out')]:
        print(f'  {what:18s}: {summary(f + ".json")}')
    part = text_ratios('c2/large_auto32.txt') + ratios('c4/k32_large_rest.json')
    print(f'  {"K = 32 large":18s}: gm {gm([r for _, r in part]):.3f} n {len(part)} (c2 cut after 5 matrices, '
          'c4 the other 3): ' + ', '.join(f'{n} {r:.2f}' for n, r in part))


def paths():
    print('K = 8, X LayoutLeft, no cuSPARSE: automatic against every non-block kernel (all) and')
    print('csr_load_balance under each rank-2 path: walk (merge-path walkers over the row-major copy),')
    print('staged products, csri (neither), given / copy (X as given / row-major copy, path by the rule)')
    for suite in ('rfit', 'score'):
        auto, best, lb = {}, {}, {}
        for f in sorted(glob.glob(f'c3/k8_{suite}_*.json')):
            tag = f.split('_')[-1][:-5]
            for m in json.load(open(f))['matrices']:
                n = m['name'].split(' ')[0]
                for v in m['variants']:
                    if not v.get('ran') or not v.get('median_ms') or v['name'] in ('kk_rank2', 'evc_hyb_permuted_y'):
                        continue
                    if v['name'] == 'automatic':
                        auto[n] = (v['median_ms'], v['chosen'])
                        continue
                    if v['name'] == 'csr_load_balance' and tag != 'all':
                        lb.setdefault(n, {})[tag] = v['median_ms']
                    key = v['name'] if tag == 'all' else f'csr_load_balance/{tag}'
                    if n not in best or v['median_ms'] < best[n][0]:
                        best[n] = (v['median_ms'], key)
        print(f'-- {suite}: automatic (pick, ms), fastest other (ms), automatic / fastest; csr_load_balance by path')
        for n, (t, c) in auto.items():
            b = best[n]
            print(f'  {n[:20]:20s} {c:16s} {t:.4f}  {b[1]:26s} {b[0]:.4f}  {t / b[0]:.3f}   ' +
                  ' '.join(f'{k} {x:.3f}' for k, x in sorted(lb[n].items())))


{'in_flight': in_flight, 'record': record, 'paths': paths}[sys.argv[1]]()
