# Tables of run 103 from the call outputs in this folder: python3 run103_tables.py > tables.txt
import collections, glob, json, math, os

HERE = os.path.dirname(os.path.abspath(__file__))
RUN102 = os.path.join(HERE, '..', '2026-12-04-run102')
RUN100 = os.path.join(HERE, '..', '2026-12-04-run100')


def kspmv_times(path, names=('automatic', 'dia')):
    out = {}
    for m in json.load(open(path))['matrices']:
        for v in m['variants']:
            if v['name'] in names and v['ran']:
                out[m['name']] = (v['median_ms'], v['chosen'])
    return out


def ab(call, prefix, a, b):
    """Time of b over time of a per matrix for every pass PREFIX_<pass>_{a,b}.json."""
    print(f'# {call} {prefix}: {b} / {a}')
    rows, logs = collections.defaultdict(list), []
    for fa in sorted(glob.glob(f'{HERE}/{call}/{prefix}_*_{a}.json')):
        A, B = kspmv_times(fa), kspmv_times(fa.replace(f'_{a}.json', f'_{b}.json'))
        for k in A:
            if k in B:
                rows[k].append((A[k][0], B[k][0], A[k][1]))
    for k, v in rows.items():
        r = [y / x for x, y, _ in v]
        logs += [math.log(x) for x in r]
        print(f'{k:28s} {v[0][2]:18s} {a} {v[0][0]:.4f} ms  {b}/{a}: ' + ' '.join(f'{x:.3f}' for x in r))
    print(f'gm {math.exp(sum(logs) / len(logs)):.4f}\n')


def against_cusparse(path, before=None, label='before'):
    """automatic against cuSPARSE's best SpMM per matrix, beside an earlier run's file."""
    def load(p):
        out = {}
        for m in json.load(open(p))['matrices']:
            ran = [v['median_ms'] for v in m['variants'] if v['name'].startswith('cusparse') and v['ran']]
            a = next(v for v in m['variants'] if v['name'] == 'automatic')
            if ran and a['ran']:
                out[m['name']] = (a['median_ms'], min(ran), a['pct_copy_bandwidth'], a['chosen'])
        return out
    if not os.path.exists(f'{HERE}/{path}'):
        print(f'# {path}: not run\n')
        return
    now = load(f'{HERE}/{path}')
    then = load(before) if before and os.path.exists(before) else {}
    print(f'# {path}: automatic / cuSPARSE best SpMM' + (f' ({label} beside)' if then else ''))
    logs = []
    for name, (ms, best, pct, chosen) in now.items():
        t = then.get(name)
        extra = f'  {label} {t[1] / t[0]:.3f} (kspmv now / then {ms / t[0]:.3f}, cuSPARSE {best / t[1]:.3f})' if t else ''
        logs.append(math.log(best / ms))
        print(f'  {name:26s} {chosen:18s} {ms:.4f} ms {pct:5.1f}%  cuSPARSE {best:.4f}  x {best / ms:.3f}{extra}')
    r = [math.exp(x) for x in logs]
    print(f'  gm {math.exp(sum(logs) / len(logs)):.3f}  min {min(r):.3f}\n')


print('# p1: ELL / SELL-P row pointer stepped (srow) against the no-op build (stepped), A-B-B-A, automatic')
for p in ('FIT4', 'E4', 'FIT8', 'E8'):
    ab('p1', p, 'stepped', 'srow')
print('# p1: DIA blocks walking R runs of 128 rows (walk4, walk16) against stepped, K = 8, dia forced')
ab('p1', 'w8', 'stepped', 'walk4')
ab('p1', 'w8', 'stepped', 'walk16')
against_cusparse('p1/stencils_k32.json')
print('# p3: the record at 8d4a71a')
against_cusparse('p3/large_k4.json', f'{RUN102}/n5/large_k4.json', 'run 102')
against_cusparse('p3/large_k8.json', f'{RUN102}/n5/large_k8.json', 'run 102')
against_cusparse('p3/score_k4.json', f'{RUN100}/n5/score_k4.json', 'run 100')
against_cusparse('p3/score_k8.json', f'{RUN100}/n5/score_k8.json', 'run 100')
print('# p4: rank 1, mode N, held out (binaries of p3)')
against_cusparse('p4/score_N.json', f'{RUN100}/n6/score_N.json', 'run 100')
for f in sorted(glob.glob(f'{HERE}/p*/tests_summary.txt')):
    print(f'# {os.path.relpath(f, HERE)}')
    print(open(f).read())
