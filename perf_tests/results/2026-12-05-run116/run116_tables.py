"""Run 116 tables: `python3 run116_tables.py > tables.txt` in this folder. The call asked for an H200 and ran on
an H100 (v1/gpu.txt). v1: d01ecbf1, run 115's final tree (pack p116), every kspmv kernel forced on the held-out
and fit suites (y = Ax, held out y = Aᵀx) and the rest of the record, against run 115's v1 and v2 (pack p115, the
same library but for d01ecbf1's shared helper) on other H100s; issue 10's held-out K = 32 against run 115's h1.
v2: call V again on another H100 (asked for an H200 again). ab1, the same machine after v2: web-NotreDame's Aᵀ
question of run 111 (p116's bench against p111's r108src, held-out Aᵀ, A-B-B-A, no cuSPARSE)."""
import sys

sys.path.insert(0, '../../tools')
from run_tables import ab, oracle, picks, record, record_lines  # noqa: E402

R115 = '../2026-12-05-run115'

if __name__ == '__main__':
    print('# v1 (H100, d01ecbf1): the automatic pick against the fastest kspmv kernel forced')
    for f in ('scoreN_all', 'fitN_all', 'scoreT_all'):
        oracle(f'v1/{f}.json')
    for old in ('v1', 'v2'):
        print(f'\n# v1 against run 115 {old} (H100, pack p115): automatic\'s pick and time')
        for f in ('scoreN_all', 'fitN_all', 'scoreT_all'):
            picks(f'{R115}/{old}/{f}.json', f'v1/{f}.json')
    print('\n# v1: the rest of the record against run 115 v1 (H100)')
    record_lines([('v1/largeN', f'{R115}/v1/largeN', 'large, y = Ax'),
                  ('v1/largeT', f'{R115}/v1/largeT', 'large, y = Aᵀx'),
                  ('v1/fitT', f'{R115}/v1/fitT', 'fit, y = Aᵀx'),
                  ('v1/score_k8', f'{R115}/v1/score_k8', 'held out, K = 8'),
                  ('v1/score_k4', f'{R115}/v1/score_k4', 'held out, K = 4'),
                  ('v1/score_k32', f'{R115}/h1/score_k32', 'held out, K = 32')])
    for f in ('scoreN_all', 'fitN_all', 'scoreT_all', 'score_k32'):
        record(f'v1/{f}.json')
    print('\n# v2 (another H100, the same binary) against v1')
    for f in ('scoreN_all', 'fitN_all', 'scoreT_all'):
        picks(f'v1/{f}.json', f'v2/{f}.json')
    record_lines([('v2/largeN', 'v1/largeN', 'large, y = Ax'), ('v2/largeT', 'v1/largeT', 'large, y = Aᵀx'),
                  ('v2/fitT', 'v1/fitT', 'fit, y = Aᵀx'), ('v2/score_k8', 'v1/score_k8', 'held out, K = 8'),
                  ('v2/score_k4', 'v1/score_k4', 'held out, K = 4'), ('v2/score_k32', 'v1/score_k32', 'held out, K = 32')])
    ab('# ab1: held-out Aᵀ, run 108\'s final rank-1 double core (r108src, before) against d01ecbf1 (p116, after)',
       'ab1/scoreT_*_r108src.json', 'ab1/scoreT_*_p116.json', 'automatic')
