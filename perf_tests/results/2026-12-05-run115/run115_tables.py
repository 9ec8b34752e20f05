"""Run 115 tables: `python3 run115_tables.py > tables.txt` in this folder. Every call ran on an H100.
h1, h2: eda0928a (pack p113): every kspmv kernel forced on the held-out and fit suites (y = Ax, y = Aᵀx) and the
large suite, what the automatic rule leaves to its fastest kernel; issue 10 at K = 32 (held out, large).
v1: run 115's tree (pack p115: the local-rows clause follows the card's DRAM peak): the same jobs, automatic
against h1's automatic and cuSPARSE; the rest of the record against run 114's H100 record (r1).
v2: call V again (asked for an H200, given an H100): v1 repeated on another machine."""
import sys

sys.path.insert(0, '../../tools')
from run_tables import oracle, picks, record, record_lines  # noqa: E402

R111, R114, R104 = '../2026-12-05-run111', '../2026-12-05-run114', '../2026-12-04-run104'
if __name__ == '__main__':
    print('# h1 / h2 (H100, eda0928a): the automatic pick against the fastest kspmv kernel forced')
    for f in ('h1/scoreN_all', 'h1/fitN_all', 'h1/scoreT_all', 'h2/fitT_all', 'h2/largeN_all'):
        oracle(f + '.json')
    print('\n# v1 (H100, run 115\'s tree) against h1 (eda0928a), the same card and jobs')
    for f in ('scoreN_all', 'fitN_all', 'scoreT_all'):
        picks(f'h1/{f}.json', f'v1/{f}.json')
    print('\n# v1 (H100): the rest of the record against run 114\'s H100 record (r1) of eda0928a')
    record_lines([('v1/largeN', f'{R114}/r1/largeN', 'large, y = Ax'),
                  ('v1/largeT', f'{R114}/r1/largeT', 'large, y = Aᵀx'),
                  ('v1/fitT', f'{R114}/r1/fitT', 'fit, y = Aᵀx'),
                  ('v1/score_k8', f'{R114}/r1/score_k8', 'held out, K = 8'),
                  ('v1/score_k4', f'{R114}/r1/score_k4', 'held out, K = 4')])
    print('\n# v2 (a third H100, the same script asking for an H200) against v1: the same binary twice')
    for f in ('scoreN_all', 'fitN_all', 'scoreT_all'):
        picks(f'v1/{f}.json', f'v2/{f}.json')
    record_lines([('v2/largeN', 'v1/largeN', 'large, y = Ax'), ('v2/largeT', 'v1/largeT', 'large, y = Aᵀx'),
                  ('v2/fitT', 'v1/fitT', 'fit, y = Aᵀx'), ('v2/score_k8', 'v1/score_k8', 'held out, K = 8'),
                  ('v2/score_k4', 'v1/score_k4', 'held out, K = 4')])
    print('\n# h1 / h2 (H100, eda0928a): issue 10 at K = 32, whole (run 114 was cut)')
    for f in ('h1/score_k32', 'h2/large_k32'):
        record(f + '.json')
