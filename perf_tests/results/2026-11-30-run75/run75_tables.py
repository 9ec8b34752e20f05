"""Run 75's tables from the bench outputs of this folder (run from it):
  python3 run75_tables.py variants > variants.txt  # c1-c3: Y = A^T X staged against run 74's rule, LayoutRight
  python3 run75_tables.py record > record.txt      # c4-c5: the record at the final commit (413145f)
"""
import json
import re
import sys

sys.path.insert(0, '../../tools')
from run_tables import gm, ms, record_lines  # noqa: E402

R74 = '../2026-11-30-run74/'
R73 = '../2026-11-30-run73/'


def shape(path):
    """{matrix: (chosen, entries a row of Y, scattered_rows)} of automatic."""
    out = {}
    for m in json.load(open(path))['matrices']:
        for v in m['variants']:
            if v['name'] == 'automatic':
                out[m['name'].split(' ')[0]] = (v['chosen'], m['nnz'] / m['cols'], m['scattered_rows'])
    return out


def staged_over_rule(label, base, staged):
    a, b = ms(base + '.json', 'automatic'), ms(staged + '.json', 'automatic')
    f = shape(base + '.json')
    r = {n: b[n] / a[n] for n in a if n in b}
    print(f'{label}: staged / run 74\'s rule, time ({staged} / {base}); gm {gm(list(r.values())):.3f}')
    for n, x in r.items():
        c, e, s = f[n]
        print(f'  {n:20s} {c:17s} entries a row of Y {e:6.2f}  scattered {s:.3f}  {x:.3f}')


def variants():
    print('Y = A^T X with --transpose-vectors staged against automatic (run 74\'s rule: one launch, a launch per column')
    print('or all vectors through the row-order scatter), both 3379471, no cuSPARSE in the process.')
    for k, base in ((2, 'c2/fit_t2'), (4, 'c2/fit_t4'), (8, 'c1/fit_t8')):
        staged_over_rule(f'Real fit suite, K = {k}', base + '_auto', base + '_staged')
    staged_over_rule('Real fit suite, K = 32', 'c1/fit_t32_auto', 'c2/fit_t32_staged')
    staged_over_rule('Generated fit suite, K = 8', 'c2/gfit_t8_auto', 'c2/gfit_t8_staged')
    for k in (8, 2):
        staged_over_rule(f'Ten unused real files in their own order, K = {k}', f'c3/ana_t{k}_auto',
                         f'c3/ana_t{k}_staged')
    print('Held out, K = 8, forced staged against cuSPARSE (c1 score_t8_staged; before the rule was set):')
    d = json.load(open('c1/score_t8_staged.json'))
    rs = {m['name'].split()[0]: v['speedup_vs_cusparse_best'] for m in d['matrices'] for v in m['variants']
          if v['name'] == 'automatic'}
    print('  ' + ', '.join(f'{n} {x:.2f}' for n, x in rs.items()) + f'; gm {gm(list(rs.values())):.3f}')
    print('LayoutRight Y = A^T X, K = 8, automatic: 3379471 (lanes across vectors) / 778fec1 (a warp per vector):')
    a, b = ms('c1/right_t8_new.json', 'automatic'), ms('c1/right_t8_old.json', 'automatic')
    print('  ' + ', '.join(f'{n.split()[0]} {a[n] / b[n]:.3f}' for n in a))


def from_log(path):
    """{matrix: (automatic ms, best cuSPARSE ms)} from a bench's stderr (a bench cut at its cap writes no JSON)."""
    out, name, auto, best = {}, None, None, None
    for line in open(path):
        m = re.search(r'reading \S+/([^/]+)\.mtx\.gz@', line)
        if m:
            name, auto, best = m.group(1), None, None
            continue
        m = re.search(r'\] {3}(\S+) +([0-9.]+) ms', line)
        if m and name:
            if m.group(1) == 'automatic':
                auto = float(m.group(2))
            elif m.group(1).startswith('cusparse'):
                best = min(best or 1e30, float(m.group(2)))
            if auto and best:
                out[name] = (auto, best)
    return out


def k16():
    t = from_log('c4/score_t16.err')
    d = json.load(open('c5/bcsstk16_t16.json'))['matrices'][0]
    auto = [v for v in d['variants'] if v['name'] == 'automatic'][0]['median_ms']
    t['bcsstk16'] = (auto, d['cusparse_best_ms'])  # c4's cap cut it before its cuSPARSE runs
    r = {n: b / a for n, (a, b) in t.items()}
    low = ', '.join(f'{n} {x:.2f}' for n, x in r.items() if x < 1)
    print(f'  {"K = 16 T held out":22s} now: gm {gm(list(r.values())):.3f} min {min(r.values()):.3f} n {len(r)} '
          f'(c4 score_t16.err, bcsstk16 c5); below 1: {low or "none"}')
    print(f'  {"":22s} before: gm 1.568 (run 74 c4 score_t16)')


def record():
    print("automatic against cuSPARSE's best (SpMM algorithm, transpose or format), same process, at the final commit")
    print('413145f (c4, c5). Before: run 74 c4 (T at K = 4, 8, 16), run 73 c5 (rank 1); K = 32 T and the large suite in')
    print('mode T were not recorded before.')
    record_lines([('c4/score_t4', R74 + 'c4/score_t4', 'K = 4 T held out'),
                  ('c4/score_t8', R74 + 'c4/score_t8', 'K = 8 T held out')])
    k16()
    record_lines([('c5/score_t32', None, 'K = 32 T held out'),
                  ('c4/large_t8', None, 'K = 8 T large'),
                  ('c5/score_t', R73 + 'c5/score_t', 'rank 1 T held out'),
                  ('c5/score_n', R73 + 'c5/score_n', 'rank 1 held out')])


if __name__ == '__main__':
    {'variants': variants, 'record': record}[sys.argv[1]]()
