# Tables of run 104 from the call outputs in this folder: python3 run104_tables.py > tables.txt
# (against_cusparse / kspmv_times as in ../2026-12-04-run103/run103_tables.py)
import glob, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
R = lambda run, rel: os.path.join(HERE, '..', run, rel)

# run 103's functions, not its tables; their HERE is this folder (the __file__ given)
T103 = R('2026-12-04-run103', 'run103_tables.py')
t103 = {'__file__': __file__}
exec(compile(open(T103).read().split("print('# p1: ELL")[0], T103, 'exec'), t103)
against_cusparse = t103['against_cusparse']

print('# q2: the record at 8d4a71a, modes N / T and K = 16')
against_cusparse('q2/score_T.json', R('2026-12-04-run100', 'n7/score_T.json'), 'run 100')
against_cusparse('q2/large_N.json', R('2026-12-03-run96', 'n3/large_N.json'), 'run 96')
against_cusparse('q2/large_T.json', R('2026-12-03-run96', 'n3/large_T.json'), 'run 96')
against_cusparse('q2/score_k16.json', R('2026-12-04-run100', 'n6/score_k16.json'), 'run 100')
against_cusparse('q2/large_k16.json', R('2026-12-04-run102', 'n5/large_k16.json'), 'run 102')
print('# q3: K = 32')
against_cusparse('q3/score_k32.json', R('2026-12-04-run101', 'r2/score_k32.json'), 'run 101')
against_cusparse('q3/large_k32.json', R('2026-12-04-run101', 'r2/large_k32.json'), 'run 101')
for f in sorted(glob.glob(f'{HERE}/q*/tests_summary.txt')):
    print(f'# {os.path.relpath(f, HERE)}')
    print(open(f).read())

print('# v1: the change (new) against 8d4a71a (base), one process each, automatic, stencils')
def autos(p):
    out = {}
    for m in json.load(open(p))['matrices']:
        for v in m['variants']:
            if v['name'] == 'automatic':
                out[m['name']] = (float(v['median_ms']), v['chosen'], v['error_ok'], float(v['pct_copy_bandwidth']))
    return out
if os.path.exists(f'{HERE}/v1/stencils_k8_new.json'):
    n = {v: autos(f'{HERE}/v1/stencils_N_{v}.json') for v in ('base', 'new')}
    k = {v: autos(f'{HERE}/v1/stencils_k8_{v}.json') for v in ('base', 'new')}
    for s in n['base']:
        print(f"  {s:16s} N new/base {n['new'][s][0] / n['base'][s][0]:.3f}  K=8 new/base {k['new'][s][0] / k['base'][s][0]:.3f}"
              f"  K=8 {k['base'][s][0]:.4f} -> {k['new'][s][0]:.4f} ms ({k['base'][s][3]:.1f} -> {k['new'][s][3]:.1f}%)"
              f"  per RHS base {k['base'][s][0] / 8 / n['base'][s][0]:.3f} new {k['new'][s][0] / 8 / n['new'][s][0]:.3f}"
              f"  errors ok {k['new'][s][2]}")
    print()
against_cusparse('v1/large_k8.json', R('2026-12-04-run103', 'p3/large_k8.json'), 'run 103')
against_cusparse('v1/large_k16.json', f'{HERE}/q2/large_k16.json', 'q2')
against_cusparse('v1/large_k32.json', f'{HERE}/q3/large_k32.json', 'q3')
print('# v1/tests_summary.txt')
print(open(f'{HERE}/v1/tests_summary.txt').read())
