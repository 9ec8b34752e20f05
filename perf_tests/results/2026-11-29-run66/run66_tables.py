"""Run 66's tables from the bench JSONs of this folder (run from it):
  python3 run66_tables.py variants > variants.txt  # c1, c3, c4: empty-row loop, staged shapes, even blocks
  python3 run66_tables.py rule > rule.txt          # c2, c4, c5: X as given on ordered, scattered rows
  python3 run66_tables.py record > record.txt      # c5: automatic against cuSPARSE at 34cc0dd
"""
import json
import sys

sys.path.insert(0, '../2026-11-29-run62')
sys.path.insert(0, '../2026-11-29-run65')
from run62_tables import gm, ms, summary  # noqa: E402
from run65_tables import ratio_line  # noqa: E402

P = 'csr_load_balance'
KERNELS = ['csr_load_balance', 'csr_scalar', 'csr_vector', 'ell', 'sellp', 'hybrid', 'evc_hyb',
           'coo_load_balance']
FIT = ['ca-CondMat x128', 'wing x99', 'de2010 x207', 'vt2010 x154', 'crack x395']


def variants():
    print('Time of the variant / time of the base, csr_load_balance forced, median ms, one process each line.')
    print('c1, empty rows one thread each looping over the vectors (base: the (row, vector) grid):')
    ratio_line('K = 8  staged, loop / grid', 'c1/k8_staged_r2.json', 'c1/k8_staged_base.json', P)
    ratio_line('K = 8  staged, base2 / base', 'c1/k8_staged_base2.json', 'c1/k8_staged_base.json', P)
    ratio_line('K = 8  CSRI, loop / grid', 'c1/k8_csri_r2.json', 'c1/k8_csri_base.json', P)
    ratio_line('K = 2  staged, loop / grid', 'c1/k2_staged_r2.json', 'c1/k2_staged_base.json', P)
    ratio_line('K = 32 staged, loop / grid', 'c1/k32_staged_r2.json', 'c1/k32_staged_base.json', P)
    ratio_line('rank 1 web-NotreDame, loop / grid', 'c1/n_web_r1.json', 'c1/n_web_base.json', P)
    ratio_line('rank 1 large, loop / grid', 'c1/n_large_r1.json', 'c1/n_large_base.json', P)
    print('c3, staged shape (base: VB = 2, E = 4). E variants invalid: the plan setup in the rank-1 object')
    print('keeps the chunk of E = 4 (VB = 4, E = 2 faulted; VB = 2, E = 6 ran chunks of 512 with 768 slots):')
    for k in (8, 16):
        for v in ('vb3e4', 'vb2e6', 'base2'):
            ratio_line(f'K = {k:<2d} {v} / base', f'c3/k{k}_{v}.json', f'c3/k{k}_base.json', P)
    print('c4, VB = 3 with even blocks (34cc0dd) against a VB = 2 variant of the same tree:')
    for k in (2, 4, 8, 16, 32):
        ratio_line(f'K = {k:<2d} VB 3 / VB 2', f'c4/k{k}_vb3.json', f'c4/k{k}_vb2.json', P)
    print('...but both 1.17-1.26x slower than c3 (run 65 code): the even blocks (80 registers, ptxas/):')
    ratio_line('K = 8  c4 VB 2 / c3 base', 'c4/k8_vb2.json', 'c3/k8_base.json', P)
    ratio_line('K = 8  c4 VB 3 / c3 vb3e4', 'c4/k8_vb3.json', 'c3/k8_vb3e4.json', P)


def kernel_times(path):
    out = {}
    for m in json.load(open(path))['matrices']:
        out[m['name']] = {v['name']: v['median_ms'] for v in m['variants'] if v.get('median_ms')}
        out[m['name']]['_stats'] = (m['scattered_rows'], m['narrow_groups'])
    return out


def rule():
    print('c2 (run 65 code, VB = 2), K = 8: each kernel with X as given (never) and through the copy (always).')
    print('Fit: the first five; held out: ct2010 x71, memplus x190 perm.')
    tab = {}
    for s in ('fit', 'score'):
        for x in ('never', 'always'):
            for n, t in kernel_times(f'c2/k8_{s}_{x}.json').items():
                tab.setdefault(n, {})[x] = t
        for n, t in kernel_times(f'c2/k8_{s}_auto.json').items():
            tab[n]['auto'] = t
    for n, t in tab.items():
        sc, nar = t['never']['_stats']
        bg = min((t['never'][k], k) for k in KERNELS if k in t['never'])
        bc = min((t['always'][k], k) for k in KERNELS if k in t['always'])
        print(f'  {n:18s} scattered {sc:.3f} narrow {nar:.2f}  best as given {bg[1]:16s} {bg[0]:.3f}  '
              f'best through copy {bc[1]:16s} {bc[0]:.3f}  -> {"given" if bg[0] < bc[0] else "copy"}')
    print('Rule fitted: X as given where narrow >= 0.9 and scattered < 0.92 (any bound in (0.877, 0.957) splits')
    print('the five the same way); kernel as given: csr_load_balance where the rule took csr_scalar, else its own.')
    print('\nc4 (34cc0dd, the staged kernel slowed by the even blocks), automatic with the rule against automatic\'s')
    print('old pick through the copy (csr_scalar or ELL, same call):')
    old_pick = {m['name']: v['chosen'] for f in ('c2/k8_fit_auto.json', 'c2/k8_score_auto.json')
                for m in json.load(open(f))['matrices'] for v in m['variants'] if v['name'] == 'automatic'}
    for k in (4, 8, 32):
        auto, copy = kernel_times(f'c4/ord_k{k}_auto.json'), kernel_times(f'c4/ord_k{k}_copy.json')
        line = [f'{n.split()[0]} {t["automatic"] / copy[n][old_pick[n]]:.3f}'
                for n, t in auto.items() if old_pick[n] in copy[n]]
        print(f'  K = {k:<2d} new / old: ' + ', '.join(line))
    print('\nc5 (34cc0dd), K = 8, one process: csr_load_balance as given took, against c2\'s (run 65 code):')
    now, was = ms('c5/census_k8.json', P), ms('c2/k8_fit_never.json', P)
    was.update(ms('c2/k8_score_never.json', P))
    print('  ' + ', '.join(f'{n} {now[n]:.3f} / {was[n]:.3f} = {now[n] / was[n]:.3f}' for n in now))


def record():
    print('automatic at 34cc0dd (even blocks in the staged kernel, later undone) against cuSPARSE, c5;')
    print('before: run 65 c5 (K = 8) and c4 (rank 1).')
    for f, old, what in [('score_auto8', '../2026-11-29-run65/c5/score_auto8', 'K = 8 held out'),
                         ('large_auto8', '../2026-11-29-run65/c5/large_auto8', 'K = 8 large'),
                         ('score', '../2026-11-29-run65/c4/n_score_base', 'rank 1 held out')]:
        print(f'  {what:16s} now   : {summary("c5/" + f + ".json")}')
        print(f'  {"":16s} before: {summary(old + ".json")}')
        now, was = ms(f'c5/{f}.json', 'automatic'), ms(old + '.json', 'automatic')
        print(f'  {"":16s} automatic time now / before: ' +
              ', '.join(f'{n} {now[n] / was[n]:.3f}' for n in now if n in was))


if __name__ == '__main__':
    {'variants': variants, 'rule': rule, 'record': record}[sys.argv[1]]()
