"""Run 114 tables: `python3 run114_tables.py > tables.txt` in this folder.
r1 / q1 ran on an H100 (the device lent one): the record at eda0928a against cuSPARSE and Kokkos Kernels of the
same process, beside the last H200 record of each job (run 111 c1, run 103 / 104 for K > 1).
t1 (H200): the one-GPU tests at eda0928a."""
import re
import sys

sys.path.insert(0, '../../tools')
from run_tables import gm, record, record_lines  # noqa: E402

R111, R103, R104 = '../2026-12-05-run111', '../2026-12-04-run103', '../2026-12-04-run104'


def partial_k(path):
    """automatic's xCUSP per matrix from a bench text whose run stopped before its JSON was written."""
    rows, name = [], None
    for line in open(path):
        m = re.match(r'== (.+?)  \d+ x \d+', line)
        if m:
            name = m.group(1).strip()
        if line.startswith('automatic ') and name:
            cols = line.split()
            rows.append((name, float(cols[8])))
    rs = [r for _, r in rows]
    print(f'  {path}: {len(rows)} matrices (stopped early), automatic / cuSPARSE best SpMM gm {gm(rs):.3f}, '
          f'min {min(rs):.3f}')
    for n, r in rows:
        print(f'    {n:28s} {r:.3f}')


if __name__ == '__main__':
    print('# r1 (H100): the record at eda0928a against cuSPARSE best, with the last H200 record of each job')
    record_lines([('r1/scoreN', f'{R111}/c1/scoreN', 'held out, y = Ax'),
                  ('r1/scoreT', f'{R111}/c1/scoreT', 'held out, y = Aᵀx'),
                  ('r1/fitN', f'{R111}/c1/fitN', 'fit, y = Ax'),
                  ('r1/fitT', f'{R111}/c1/fitT', 'fit, y = Aᵀx'),
                  ('r1/largeN', f'{R111}/c1/largeN', 'large, y = Ax'),
                  ('r1/largeT', f'{R111}/c1/largeT', 'large, y = Aᵀx'),
                  ('r1/score_k8', None, 'held out, K = 8'),
                  ('r1/score_k4', None, 'held out, K = 4'),
                  ('q1/score_k16', None, 'held out, K = 16'),
                  ('q1/large_k4', None, 'large, K = 4'),
                  ('q1/large_k8', None, 'large, K = 8'),
                  ('q1/large_k16', None, 'large, K = 16')])
    for f in ('r1/scoreN', 'r1/scoreT', 'r1/fitN', 'r1/fitT', 'r1/largeN', 'r1/largeT', 'r1/score_k8',
              'r1/score_k4', 'q1/score_k16', 'q1/large_k4', 'q1/large_k8', 'q1/large_k16'):
        record(f'{f}.json')
    print('\n# q1 (H100): K = 32, cut by the call\'s per-bench limit')
    partial_k('q1/score_k32.txt')
    partial_k('q1/large_k32.txt')
