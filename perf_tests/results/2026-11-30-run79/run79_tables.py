# Run 79's tables: python3 run79_tables.py > tables.txt (from this folder), from the benches' JSON.
import os, sys
sys.path.insert(0, '../../tools')
from run_tables import gm, ms  # noqa: E402


def compare(title, runs, variant='automatic'):
    """runs: [(label, file)], the first the reference; `variant`'s time per matrix and the ratios to the first."""
    runs = [(label, ms(f, variant)) for label, f in runs if os.path.exists(f)]
    if not runs:
        return
    print(f'{title}\n  {"":24s}' + ''.join(f'{label:>12s}' for label, _ in runs) +
          ''.join(f'{label + "/" + runs[0][0]:>20s}' for label, _ in runs[1:]))
    ref = runs[0][1]
    ratios = {label: [] for label, _ in runs[1:]}
    for m in ref:
        line = f'  {m:24s}' + ''.join(f'{t[m]:12.4f}' if m in t else f'{"-":>12s}' for _, t in runs)
        for label, t in runs[1:]:
            if m in t:
                ratios[label].append(t[m] / ref[m])
                line += f'{t[m] / ref[m]:20.3f}'
        print(line)
    print('  gm' + ''.join(f'   {label}/{runs[0][0]} {gm(r):.3f} over {len(r)}' for label, r in ratios.items()) + '\n')


# c2: OLD = c95a8e8, UNB = every empty row stored in the CSRI gather, NEW = at most 16 of them + the spread kernel.
for stem, what in [('score_n', 'held-out (score) suite'), ('large_n', 'large generated suite'),
                   ('fit_n', 'real fit suite')]:
    compare(f'c2: rank 1, mode N, {what}, automatic, ms',
            [('old', f'c2/{stem}_old.json'), ('all empties', f'c2/{stem}_unb.json'), ('capped', f'c2/{stem}_new.json')])
for k in (8, 4):
    compare(f'c2: K = {k}, csr_vector through the row-major copy of X, ms (new: the spread kernel, one entry a lane)',
            [('old', f'c2/x{k}_rmx_old.json'), ('spread', f'c2/x{k}_rmx_new.json')], 'csr_vector')
# c3: the spread kernel with U = 2Q entries a lane in flight.
for k in (8, 4):
    compare(f'c3: K = {k}, csr_vector through the row-major copy of X, ms (spread, U = 2Q)',
            [('old', f'c3/x{k}_rmx_old.json'), ('spread', f'c3/x{k}_rmx_new.json')], 'csr_vector')
compare('c3: K = 8, automatic, ms', [('old', 'c3/x8_auto_old.json'), ('spread', 'c3/x8_auto_new.json')])
# c5: the warp-a-row kernel under LaunchBounds<256, 4>.
for k in (8, 4):
    compare(f'c5: K = {k}, csr_vector through the row-major copy of X, ms (launch bounds)',
            [('old', f'c5/x{k}_rmx_old.json'), ('bounded', f'c5/x{k}_rmx_new.json')], 'csr_vector')
    compare(f'c5: K = {k}, csr_vector with X as given, ms (launch bounds)',
            [('old', f'c5/x{k}_auto_old.json'), ('bounded', f'c5/x{k}_auto_new.json')], 'csr_vector')
    compare(f'c5: K = {k}, automatic, ms (launch bounds)',
            [('old', f'c5/x{k}_auto_old.json'), ('bounded', f'c5/x{k}_auto_new.json')])
# c7: the commit against c95a8e8.
compare('c7: K = 8, automatic, ms (the commit)', [('old', 'c7/x8_auto_old.json'), ('new', 'c7/x8_auto_new.json')])
compare('c7: float, K = 16, automatic, ms', [('old', 'c7/f16_auto_old.json'), ('new', 'c7/f16_auto_new.json')])
compare('c7: float, K = 16, csr_vector, ms', [('old', 'c7/f16_auto_old.json'), ('new', 'c7/f16_auto_new.json')],
        'csr_vector')
compare('c7: held out, K = 8, automatic, ms', [('old', 'c7/score_auto8_old.json'), ('new', 'c7/score_auto8_new.json')])
compare('c7: real fit suite, K = 8, automatic, ms', [('old', 'c7/fit_auto8_old.json'), ('new', 'c7/fit_auto8_new.json')])
from run_tables import summary  # noqa: E402
for f, what in [('c7/score_auto8_new.json', 'K = 8'), ('c7/score_auto4_new.json', 'K = 4')]:
    if os.path.exists(f):
        print(f'c7: held out, {what}, automatic against the best cuSPARSE SpMM: {summary(f)}')
# c8: the commit as committed (floats' wide tile ungated).
compare('c8: float, K = 16, automatic, ms', [('old', 'c8/f16_auto_old.json'), ('new', 'c8/f16_auto_new.json')])
compare('c8: float, K = 16, csr_vector, ms', [('old', 'c8/f16_auto_old.json'), ('new', 'c8/f16_auto_new.json')],
        'csr_vector')
compare('c8: K = 8, automatic, ms', [('old', 'c8/x8_auto_old.json'), ('new', 'c8/x8_auto_new.json')])
# c9: the narrow tile under LaunchBounds<256, 6>, against the commit.
for k in (4, 2):
    compare(f'c9: K = {k}, automatic, ms (narrow tile bounded to six teams)',
            [('commit', f'c9/x{k}_old.json'), ('bounded', f'c9/x{k}_new.json')])
    compare(f'c9: K = {k}, csr_vector, X as given, ms (narrow tile bounded to six teams)',
            [('commit', f'c9/x{k}_old.json'), ('bounded', f'c9/x{k}_new.json')], 'csr_vector')
# c10: persistent warps (experiment build; KSPMV_PERSISTENT=F).
compare('c10: K = 8, automatic, ms (persistent warps, F = resident warps x F/4)',
        [('commit', 'c10/x8_commit.json'), ('F=2', 'c10/x8_p2.json'), ('F=4', 'c10/x8_p4.json'),
         ('F=8', 'c10/x8_p8.json'), ('again', 'c10/x8_commit2.json')])
