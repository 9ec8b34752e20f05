"""Run 74's tables from the bench JSONs of this folder (run from it):
  python3 run74_tables.py variants > variants.txt  # c1-c4: one launch against a launch per column, the walk
  python3 run74_tables.py record > record.txt      # c4-c5: the record at the final commit
"""
import json
import sys

sys.path.insert(0, '../../tools')
from run_tables import gm, ms, ratio_line, record_lines  # noqa: E402

R73 = '../2026-11-30-run73/'


def features(path):
    """{matrix's first word: (chosen, scattered_rows, columns)} of automatic."""
    out = {}
    for m in json.load(open(path))['matrices']:
        for v in m['variants']:
            if v['name'] == 'automatic':
                out[m['name'].split(' ')[0]] = (v['chosen'], m['scattered_rows'], m['cols'])
    return out


def together_over_columns():
    print('Y = A^T X, automatic: time in one launch / time a launch per column of Y (c1 K = 8, c2 K = 2, 4, 16, 32;')
    print('main f078f45 with --transpose-vectors one_at_a_time; > 1: the split is faster). Fit suite:')
    files = {2: 'c2/fit_t2', 4: 'c2/fit_t4', 8: 'c1/fit_t8', 16: 'c2/fit_t16', 32: 'c2/fit_t32'}
    f = features('c1/fit_t8.json')
    r = {k: {n: ms(p + '.json', 'automatic')[n] / ms(p + '_columns.json', 'automatic')[n]
             for n in ms(p + '.json', 'automatic')} for k, p in files.items()}
    print(f'  {"matrix":16s} {"chosen":17s} scat  K*8*cols at K=2 (MB) ' + ' '.join(f'K={k:<4d}' for k in files))
    for n in r[8]:
        c, s, cols = f[n]
        print(f'  {n:16s} {c:17s} {s:.3f} {2 * 8 * cols / 1e6:8.1f}            ' +
              ' '.join(f'{r[k][n]:6.2f}' for k in files))
    print('Score suite K = 8, one launch (run 73 c6) / a launch per column (c1 score_t8_columns), and each against')
    print("cuSPARSE's best SpMM:")
    a, b = ms(R73 + 'c6/score_t8.json', 'automatic'), ms('c1/score_t8_columns.json', 'automatic')
    f = features('c1/score_t8_columns.json')
    print('  ' + ', '.join(f'{n} {a[n] / b[n]:.2f}' for n in b if n in a))


def fe():
    print('FE matrices under ELL, Y = A^T X, automatic: final (c6f8653, all vectors through the row-order scatter in')
    print('one launch) / 1168d84 (a launch per column through it), same process (c4):')
    for k in (2, 8, 32):
        ratio_line(f'K = {k} final / 1168d84', f'c4/fe_t{k}_final.json', f'c4/fe_t{k}_1168d84.json', 'automatic')


def walk():
    print('The merge walk with 8 (u8) and 12 (u12) entries\' loads in flight a walker / main (4), automatic, c1')
    print('(fit: astro-ph, ca-CondMat; held out: bundle1, soc-Slashdot0902, wiki-Vote):')
    for k in (8, 16):
        for v in ('u8', 'u12'):
            a, b = ms(f'c1/walk_k{k}_{v}.json', 'automatic'), ms(f'c1/walk_k{k}_final.json', 'automatic')
            print(f'  K = {k:2d} {v:3s} / main  ' + ', '.join(f'{n} {a[n] / b[n]:.3f}' for n in a) +
                  f'; fit gm {gm([a[n] / b[n] for n in ("astro-ph", "ca-CondMat")]):.3f}')


def variants():
    together_over_columns()
    fe()
    walk()


def record():
    print("automatic against cuSPARSE's best SpMM algorithm, same process, at the final commits (c4: c6f8653, Y = A^T X;")
    print('c5: 778fec1, which changes only a test, op = A). Before: run 73 c6 (K = 8 T), c4 (K = 8, large).')
    record_lines([('c4/score_t4', None, 'K = 4 T held out'),
                  ('c4/score_t8', R73 + 'c6/score_t8', 'K = 8 T held out'),
                  ('c4/score_t16', None, 'K = 16 T held out'),
                  ('c5/score_auto8', R73 + 'c4/score_auto8', 'K = 8 held out'),
                  ('c5/large_auto8', R73 + 'c4/large_auto8', 'K = 8 large')])
    print('Fit suite, K = 8 T, automatic at the final commit (c4) / one launch (c1 fit_t8, f078f45):')
    a, b = ms('c4/fit_t8.json', 'automatic'), ms('c1/fit_t8.json', 'automatic')
    print('  ' + ', '.join(f'{n} {a[n] / b[n]:.3f}' for n in a) + f'; gm {gm([a[n] / b[n] for n in a]):.3f}')


if __name__ == '__main__':
    {'variants': variants, 'record': record}[sys.argv[1]]()
