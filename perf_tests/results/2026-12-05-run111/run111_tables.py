"""Run 111 tables: `python3 run111_tables.py > tables.txt` in this folder.
c1: the record at 0f7ab8b9 (automatic and Kokkos Kernels native against cuSPARSE's best, modes N and T, fit,
held-out and large suites) beside the last record of each; run 108's fill shapes (xT_*: main, seg4, seg8, kern,
alternated); every transposed scatter forced on issue 6's four files below 1.0 (scatT_*).
n3: CsriSteps shapes 1-3 over CSRI's windows in one binary (run 110's n2, its tests one process at a time).
c2/n3 tests: tests_summary.txt of each call."""
import glob
import json
import os
import sys

sys.path.insert(0, '../../tools')
from run_tables import ab, gm, record, record_lines  # noqa: E402

R108, R103 = '../2026-12-04-run108', '../2026-12-04-run103'
R106 = '../2026-12-04-run106'


def native_vs_automatic(path):
    """Kokkos Kernels native's time over automatic's, per matrix (> 1: automatic faster)."""
    rows = []
    for m in json.load(open(path))['matrices']:
        t = {v['name']: v.get('median_ms') for v in m['variants']}
        if t.get('automatic') and t.get('kk_native'):
            rows.append((m['name'], t['kk_native'] / t['automatic']))
    slow = [n for n, r in rows if r < 1]
    print(f'  {path}: kk_native / automatic gm {gm([r for _, r in rows]):.2f}, '
          f'min {min(r for _, r in rows):.2f}; automatic slower on: {", ".join(slow) or "none"}')


if __name__ == '__main__':
    print('# c1: the record at 0f7ab8b9 against cuSPARSE best (automatic), with the last record of each job')
    record_lines([('c1/scoreT', f'{R108}/c5/scoreT_2_new', 'held out, y = Aᵀx'),
                  ('c1/scoreN', f'{R103}/p4/score_N', 'held out, y = Ax'),
                  ('c1/fitT', None, 'fit, y = Aᵀx'),
                  ('c1/fitN', None, 'fit, y = Ax'),
                  ('c1/largeN', None, 'large, y = Ax'),
                  ('c1/largeT', None, 'large, y = Aᵀx')])
    for f in ('scoreN', 'scoreT', 'fitN', 'fitT', 'largeN', 'largeT'):
        record(f'c1/{f}.json')
    print('\n# c1: Kokkos Kernels native against automatic')
    for f in ('scoreN', 'scoreT', 'fitN', 'fitT', 'largeN', 'largeT'):
        native_vs_automatic(f'c1/{f}.json')
    print('\n# c1: run 108\'s fill shapes (var binary, 5e405d5e) over HEAD\'s binary, held out, y = Aᵀx, automatic')
    for v in ('seg4', 'seg8', 'kern'):
        ab(f'fill {v} over main', 'c1/xT_*_main.json', f'c1/xT_*_{v}.json', 'automatic', only_moved=True)
    print('\n# c1: every scatter forced on the four files below cuSPARSE in y = Aᵀx (time / cuSPARSE best)')
    for f in ('scatT_row', 'scatT_plan'):
        d = json.load(open(f'c1/{f}.json'))
        for m in d['matrices']:
            best = m.get('cusparse_best_ms')
            cells = sorted((v['median_ms'], v['name']) for v in m['variants'] if v.get('median_ms'))
            print(f'  {f:10s} {m["name"]:28s} cuSPARSE {best or float("nan"):.4f} ms | ' +
                  ', '.join(f'{n} {t:.4f}' for t, n in cells[:5]))
    print()
    for c in ('c2', 'n3'):
        print(f'# {c}/tests_summary.txt')
        print(open(f'{c}/tests_summary.txt').read())
    print('# n3: CsriSteps shapes over CSRI windows (same binary; s0 = windows), y = Ax')
    for suite in ('scoreN', 'fitN', 'largeN', 'scoreK8'):
        for shape in (1, 2, 3):
            a, b = f'n3/{suite}_*_s0.json', f'n3/{suite}_*_s{shape}.json'
            if glob.glob(a) and glob.glob(b):
                ab(f'n3 {suite}: steps shape {shape} over windows', a, b, 'csr_load_balance')
                if suite == 'scoreN':
                    ab(f'n3 {suite}: automatic, steps shape {shape} over windows', a, b, 'automatic')
    record('n3/scoreN_1_s0.json')
    # The prepared calls, once run and unpacked here as p1/, p2/ (commands/p1.sh, p2.sh).
    if glob.glob('p1/scoreT_*_head.json') and glob.glob('p1/scoreT_*_r108src.json'):
        ab('p1: fec3d328 rank-1 core over HEAD, held out, y = Aᵀx', 'p1/scoreT_*_head.json',
           'p1/scoreT_*_r108src.json', 'automatic')
    for f in ('p1/waveT.json', 'p1/waveN.json'):
        if os.path.exists(f):
            for m in json.load(open(f))['matrices']:
                cells = sorted((v['median_ms'], v['name']) for v in m['variants'] if v.get('median_ms'))
                print(f'\n{f} {m["name"]}: ' + ', '.join(f'{n} {t:.4f}' for t, n in cells))
    if os.path.exists('p2/tests_summary.txt'):
        print('\n# p2/tests_summary.txt\n' + open('p2/tests_summary.txt').read())
