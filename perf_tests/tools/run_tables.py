"""Helpers for a run folder's table script (perf_tests/results/<run>/runNN_tables.py, run from that folder):
reading the bench's JSON, geometric means, ratio lines between two binaries, and the record against cuSPARSE.
A run script imports them with
    sys.path.insert(0, '../../tools')
    from run_tables import ms, summary, ratio_line, record_lines
and, for passes alternated in one call, median_times, ab and record; launch_costs for kspmv-launch-cost;
oracle (automatic against every kspmv kernel forced) and picks (automatic's pick, binary against binary).
"""
import glob
import json
import math
import os
import statistics

# The staged-kernel matrices that fitted the rules (runs 65-70); the rest of a ratio line is held out.
STAGED = ['soc-Epinions1 x47', 'circuit204 x4080', 'web-NotreDame x16', 'rajat01 x555', 'Chem97Zt x387']
FIT = [n.split(' ')[0] for n in STAGED[:2]]  # matrices are keyed by their first word


def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float('nan')


def variants(path, name):
    """{matrix's first word: the variant's result} for the variant `name` where it ran."""
    out = {}
    for m in json.load(open(path))['matrices']:
        for v in m['variants']:
            if v['name'] == name and v.get('median_ms'):
                out[m['name'].split(' ')[0]] = v
    return out


def ms(path, name):
    return {k: v['median_ms'] for k, v in variants(path, name).items()}


def ratios(path, key='speedup_vs_cusparse_best'):
    """(matrix, cuSPARSE's best / automatic) where cuSPARSE ran."""
    return [(n, v[key]) for n, v in variants(path, 'automatic').items() if v.get(key)]


def summary(path, key='speedup_vs_cusparse_best'):
    x = ratios(path, key)
    ok = all(v['error_ok'] for v in variants(path, 'automatic').values())
    low = ', '.join(f'{n} {r:.2f}' for n, r in x if r < 1)
    return f'gm {gm([r for _, r in x]):.3f} min {min(r for _, r in x):.3f} n {len(x)} errors ok {ok}; below 1: {low}'


def ratio_line(label, new, old, variant, names=None):
    """Time of `variant` in file new / in file old, per matrix, with the geometric means of FIT and the rest."""
    a, b = ms(new, variant), ms(old, variant)
    names = names or [n for n in a if n in b]
    r = {n: a[n] / b[n] for n in names}
    fit = gm([r[n] for n in names if n in FIT]) if any(n in FIT for n in names) else float('nan')
    held = gm([r[n] for n in names if n not in FIT])
    print(f'  {label:34s} fit {fit:.3f}  held out {held:.3f}  | ' +
          ', '.join(f'{n.split()[0]} {r[n]:.3f}' for n in names))


def record_lines(rows, width=22):
    """rows: (file, earlier file or None, label), files without .json. Each file's summary against cuSPARSE,
    the earlier one's, and automatic's time now / before per matrix; files not present are left out."""
    for f, old, what in rows:
        if not os.path.exists(f + '.json'):
            continue
        print(f'  {what:{width}s} now: {summary(f + ".json")}')
        if old and os.path.exists(old + '.json'):
            print(f'  {"":{width}s} before: {summary(old + ".json")} ({old})')
            now, was = ms(f + '.json', 'automatic'), ms(old + '.json', 'automatic')
            print(f'  {"":{width}s} automatic time now / before: ' +
                  ', '.join(f'{n.split()[0]} {now[n] / was[n]:.3f}' for n in now if n in was))


def launch_costs(path):
    """{(matrix, launch): host_us} from a kspmv-launch-cost table (its comments, header and skipped rows left out)."""
    out = {}
    for line in open(path):
        r = line.split()
        if line.startswith('#') or 'skipped' in line or len(r) < 8 or r[0] == 'matrix':
            continue
        out[(r[0], r[3])] = float(r[5])
    return out


def median_times(pattern, name, rel=False):
    """{matrix: median over the files matching `pattern` of `name`'s time (or time / cuSPARSE's best)}: the
    passes of one job in one call, alternated with another binary's or switch's."""
    out = {}
    for f in sorted(glob.glob(pattern)):
        for m in json.load(open(f))['matrices']:
            for v in m['variants']:
                if v['name'] == name and v.get('median_ms'):
                    t = v['median_ms'] / m['cusparse_best_ms'] if rel else v['median_ms']
                    out.setdefault(m['name'], []).append(t)
    return {k: statistics.median(v) for k, v in out.items()}


def ab(title, a_pattern, b_pattern, name, rel=False, only_moved=False):
    """Prints `name`'s time under b over its time under a, per matrix (whole names) and as a geometric mean."""
    a, b = median_times(a_pattern, name, rel), median_times(b_pattern, name, rel)
    print(f"\n{title}  ({name}; {'time / cuSPARSE best' if rel else 'ms'}: before, after, after / before)")
    rs = []
    for k in a:
        if k in b:
            r = b[k] / a[k]
            rs.append(r)
            if not only_moved or abs(r - 1) > 0.02:
                print(f'  {k:30s} {a[k]:8.4f} {b[k]:8.4f} {r:6.3f}')
    print(f'  gm {gm(rs):.3f} over {len(rs)}')


def record(path, name='automatic'):
    """Prints `name` against cuSPARSE's best format in one bench file: geometric mean, minimum, every matrix."""
    rows = [(m['name'], v['median_ms'], v['speedup_vs_cusparse_best'])
            for m in json.load(open(path))['matrices'] for v in m['variants']
            if v['name'] == name and v.get('speedup_vs_cusparse_best')]
    low = min(rows, key=lambda t: t[2])
    print(f'\n{path}: {name} x cuSPARSE best, gm {gm([r for _, _, r in rows]):.3f}, min {low[2]:.3f} ({low[0]})')
    for n, t, r in rows:
        print(f'  {n:30s} {t:8.4f} ms  x{r:.3f}')


# Variants that are not candidates of the oracle: the pick itself and another library.
FORCED_ONLY = ('automatic', 'kk_native')


def oracle(path):
    """Per matrix: automatic's pick and time, the fastest kspmv kernel forced and its time, their ratio, and
    cuSPARSE's best over each."""
    rows = []
    for m in json.load(open(path))['matrices']:
        runs = {v['name']: v for v in m['variants']
                if v.get('ran') and v.get('error_ok') and v.get('median_ms') and v.get('family') == 'kspmv'}
        auto = runs.get('automatic')
        kernels = {k: v['median_ms'] for k, v in runs.items() if k not in FORCED_ONLY}
        if not auto or not kernels:
            continue
        best = min(kernels, key=kernels.get)
        cusp = m.get('cusparse_best_ms')
        rows.append((m['name'], auto.get('chosen', '?'), auto['median_ms'], best, kernels[best], cusp))
    print(f'\n{path}: automatic against the fastest kspmv kernel forced (auto / best > 1: the pick is slower)')
    for n, pick, t, best, tb, c in rows:
        print(f'  {n:28s} pick {pick:18s} {t:8.4f}  best {best:18s} {tb:8.4f}  auto/best {t / tb:6.3f}'
              f'  xCUSP auto {c / t if c else float("nan"):5.3f} best {c / tb if c else float("nan"):5.3f}')
    if rows:
        print(f'  gm auto/best {gm([t / tb for _, _, t, _, tb, _ in rows]):.3f}; an oracle would give xCUSP gm '
              f'{gm([c / tb for *_, tb, c in rows if c]):.3f} against automatic\'s '
              f'{gm([c / t for _, _, t, _, _, c in rows if c]):.3f}')


def picks(old, new):
    """automatic's pick and time in file new against file old, per matrix (<--: the pick changed)."""
    a = {m['name']: m for m in json.load(open(old))['matrices']}
    rs, before, after = [], [], []
    print(f'\n{new} against {old}: automatic\'s pick, time new / old, and against cuSPARSE\'s best')
    for m in json.load(open(new))['matrices']:
        vb = next(v for v in m['variants'] if v['name'] == 'automatic')
        va = next(v for v in a[m['name']]['variants'] if v['name'] == 'automatic')
        rs.append(vb['median_ms'] / va['median_ms'])
        before.append(va['speedup_vs_cusparse_best'])
        after.append(vb['speedup_vs_cusparse_best'])
        flag = '  <--' if va['chosen'] != vb['chosen'] else ''
        print(f"  {m['name'][:26]:26s} {va['chosen']:16s} -> {vb['chosen']:16s} {rs[-1]:.3f}"
              f"  xCUSP {before[-1]:.3f} -> {after[-1]:.3f}{flag}")
    print(f'  gm time {gm(rs):.3f}; xCUSP gm {gm(before):.3f} -> {gm(after):.3f}, min {min(after):.3f}')
