# Run 80's tables: python3 run80_tables.py > tables.txt (from this folder), from the benches' JSON.
import os, sys
sys.path.insert(0, '../../tools')
from run_tables import gm, ms, summary  # noqa: E402


def compare(title, runs, variant='automatic'):
    """runs: [(label, file)], the first the reference; `variant`'s time per matrix and the ratios to the first."""
    runs = [(label, ms(f, variant)) for label, f in runs if os.path.exists(f)]
    if not runs:
        return
    print(f'{title}\n  {"":20s}' + ''.join(f'{label:>9s}' for label, _ in runs))
    ref = runs[0][1]
    ratios = {label: [] for label, _ in runs[1:]}
    for m in ref:
        line = f'  {m:20s}' + ''.join(f'{t[m]:9.4f}' if m in t else f'{"-":>9s}' for _, t in runs)
        line += '   ratios to ' + runs[0][0] + ':' + ''.join(
            f' {t[m] / ref[m]:.3f}' if m in t else ' -' for _, t in runs[1:])
        for label, t in runs[1:]:
            if m in t:
                ratios[label].append(t[m] / ref[m])
        print(line)
    print('  gm' + ''.join(f'  {label} {gm(r):.3f}' for label, r in ratios.items()) + '\n')


def cusparse_best(title, a, b):
    """cuSPARSE's best SpMM ms per matrix in two benches (another machine, the same library)."""
    import json
    best = [{m['name'].split(' ')[0]: m['cusparse_best_ms'] for m in json.load(open(f))['matrices']}
            for f in (a, b)]
    print(title)
    r = []
    for n, t in best[0].items():
        r.append(best[1][n] / t)
        print(f'  {n:20s} {t:9.4f} {best[1][n]:9.4f}   {r[-1]:.3f}')
    print(f'  gm {gm(r):.3f}\n')


def record(title, path):
    if os.path.exists(path):
        print(f'{title}: {summary(path)}')


# c1: the first build (every item through one walking loop); F = walkers per 4 resident warps.
for k, e in ((8, 'w'), (4, 'n')):
    compare(f'c1: K = {k}, automatic, ms (first build: base = one item a warp through the loop)',
            [('base', f'c1/k{k}_base.json')] + [(f'F={f}', f'c1/k{k}_{e}{f}.json') for f in (4, 8, 16, 32)] +
            [(f'F={f}+p', f'c1/k{k}_{e}{f}p.json') for f in (8, 16)] + [('base2', f'c1/k{k}_base2.json')])
compare('c1: warp rows forced on Chem97Zt and web-NotreDame, K = 8, ms',
        [('auto', 'c1/z8_auto.json'), ('forced', 'c1/z8_wr.json'), ('F=8', 'c1/z8_wr8.json'),
         ('F=8+p', 'c1/z8_wr8p.json')])
compare('c1: the same, K = 4, ms', [('auto', 'c1/z4_auto.json'), ('F=8', 'c1/z4_wr8.json'),
                                    ('F=8+p', 'c1/z4_wr8p.json')])
# c2: efd614f's kernel kept for one item a warp; F/4 = walkers per warp in flight (the commit: F = 32).
for k in (8, 4):
    compare(f'c2: K = {k}, automatic, ms (old = run 79\'s binary; sF = F/4 walkers a warp; p = next first entry)',
            [('old', f'c2/k{k}_old.json'), ('base', f'c2/k{k}_base.json')] +
            [(f's{f}', f'c2/k{k}_s{f}.json') for f in (8, 16, 32, 64)] +
            [(f's{f}p', f'c2/k{k}_s{f}p.json') for f in (8, 16, 32)] +
            [('base2', f'c2/k{k}_base2.json'), ('old2', f'c2/k{k}_old2.json')])
    record(f'c2: K = {k}, run 79\'s kernel against cuSPARSE\'s best SpMM', f'c2/k{k}_cus.json')
# c4: the commit against run 79's binary.
for k in (8, 4, 2):
    compare(f'c4: K = {k}, automatic, ms, the commit against run 79', [('r79', f'c4/x{k}_old.json'),
                                                                       ('commit', f'c4/x{k}_new.json')])
for k in (16, 8):
    compare(f'c4: float, K = {k}, automatic, ms', [('r79', f'c4/f{k}_old.json'), ('commit', f'c4/f{k}_new.json')])
for k in (8, 4):
    record(f'c4: held out, K = {k}, automatic against the best cuSPARSE SpMM', f'c4/score_auto{k}.json')
    compare(f'c4: held out, K = {k}, automatic ms, run 79 c7 (another H200) and today',
            [('r79c7', f'../2026-11-30-run79/c7/score_auto{k}_new.json'), ('commit', f'c4/score_auto{k}.json')])
    cusparse_best(f'c4: held out, K = {k}, cuSPARSE\'s best SpMM ms, run 79 c7 (another H200) and today',
                  f'../2026-11-30-run79/c7/score_auto{k}_new.json', f'c4/score_auto{k}.json')
# c5: the rest of the record.
record('c5: held out, rank 1, N', 'c5/score_n.json')
record('c5: held out, rank 1, T', 'c5/score_t.json')
record('c5: large suite, rank 1, N', 'c5/large_n.json')
record('c5: held out, K = 16', 'c5/score_auto16.json')
compare('c5: large suite, K = 8, automatic, ms', [('r79', 'c5/large8_old.json'), ('commit', 'c5/large8_new.json')])
# c6: warp rows at K = 16 and 32 as one launch (experiment build).
for k in (16, 32):
    compare(f'c6: K = {k}, automatic, ms (walk = the merge walk; items = warp rows, a row\'s tiles in two warps; '
            'walktiles = a walker takes both)',
            [('walk', f'c6/k{k}_walk.json'), ('items', f'c6/k{k}_items.json'),
             ('walktiles', f'c6/k{k}_walktiles.json'), ('walk2', f'c6/k{k}_walk2.json')])
# c7: a launch per 8 columns, X as given (experiment build).
for k in (16, 32, 12):
    compare(f'c7: K = {k}, automatic, ms (split = a launch per 8 columns, X as given)',
            [('walk', f'c7/k{k}_walk.json'), ('split', f'c7/k{k}_split.json')])
compare('c7: K = 8, automatic, ms', [('commit', 'c7/k8_commit.json'), ('split', 'c7/k8_split.json')])
record('c7: K = 16, split, against cuSPARSE', 'c7/k16_split_cus.json')
record('c7: K = 32, split, against cuSPARSE', 'c7/k32_split_cus.json')
# c8: the second commit against f5444ed.
for k in (32, 16, 12, 8):
    compare(f'c8: K = {k}, automatic, ms, the second commit against f5444ed',
            [('f5444ed', f'c8/x{k}_old.json'), ('873341a', f'c8/x{k}_new.json')])
record('c8: held out, K = 16, automatic against the best cuSPARSE SpMM', 'c8/score_auto16.json')
compare('c8: held out, K = 16, automatic ms, f5444ed (c5) and the second commit',
        [('f5444ed', 'c5/score_auto16.json'), ('873341a', 'c8/score_auto16.json')])
