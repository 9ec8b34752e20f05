"""Tables of run 86 from the call folders (python3 run86_tables.py > tables.txt)."""
import json, math, os, statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '../../tools'))
from run_tables import launch_costs  # noqa: E402
RUN85 = os.path.join(HERE, '..', '2026-12-01-run85', 'n3')
CANDIDATES = ['csr_scalar', 'csr_vector', 'csr_load_balance', 'coo_load_balance']


def matrices(path):
    with open(path) as f:
        return json.load(f)['matrices']


def gm(values):
    values = list(values)
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float('nan')


def latency(call, names):
    """automatic against cuSPARSE's best in the same process, per file and pass."""
    runs = []
    for name in names:
        path = os.path.join(HERE, call, name + '.json')
        if not os.path.exists(path):
            return
        r = {}
        for m in matrices(path):
            v = {x['name']: x for x in m['variants']}
            a = v.get('automatic')
            if a and a.get('median_ms') and m.get('cusparse_best_ms'):
                r[m['name']] = (m['cusparse_best_ms'] / a['median_ms'], a['chosen'], a['median_ms'] * 1e3,
                                m['cusparse_best_ms'] * 1e3)
        runs.append(r)
    common = sorted(set.intersection(*[set(r) for r in runs]))
    print(f'\n## {call}: latency regime, automatic x cuSPARSE\'s best (same process), {" / ".join(names)}')
    for n in common:
        print(f'{n:18s} {runs[0][n][1]:18s} ' +
              '  '.join(f'{r[n][0]:.3f} ({r[n][2]:.1f} / {r[n][3]:.1f} us)' for r in runs))
    print('gm            ' + '  '.join(f'{gm(r[n][0] for n in common):.3f}' for r in runs) +
          '   files below 0.8: ' + ' '.join(str(sum(r[n][0] < 0.8 for n in common)) for r in runs))


def ab(call, pairs):
    """kspmv time new / old per matrix and kernel, binaries run alternately in one call."""
    print(f'\n## {call}: time new / old, same call (> 1: new slower)')
    tables = []
    for new, old in pairs:
        def load(name):
            path = os.path.join(HERE, call, name + '.json')
            return {(m['name'], v['name']): v['median_ms'] for m in matrices(path) for v in m['variants']
                    if v.get('median_ms') and v['family'] == 'kspmv'}
        tables.append((load(new), load(old)))
    keys = sorted(set(tables[0][0]) & set(tables[0][1]))
    for k in keys:
        print(f'{k[0]:22s} {k[1]:12s} ' + '  '.join(f'{n[k] / o[k]:.3f}' for n, o in tables if k in n and k in o))


def host_costs(call, names):
    print(f'\n## {call}: host time per apply (us, mean over the matrices; kspmv-launch-cost)')
    keys = ['cuda_empty_64B', 'kokkos_range_light', 'cusparse_csr_alg1', 'csr_scalar', 'csr_vector', 'ell',
            'sellp', 'csr_load_balance', 'coo_load_balance', 'hybrid', 'automatic']
    print(f'{"":24s}' + ' '.join(f'{k[:12]:>12s}' for k in keys))
    for name in names:
        path = os.path.join(HERE, call, name + '.txt')
        if not os.path.exists(path):
            continue
        by = {}
        for (_, launch), host_us in launch_costs(path).items():
            by.setdefault(launch, []).append(host_us)
        print(f'{name:24s}' + ' '.join(f'{statistics.mean(by[k]):12.2f}' for k in keys if k in by))


def record(call, jobs):
    print(f'\n## {call}: the record against run 85 n3 (automatic x cuSPARSE\'s best; kspmv time new / run 85)')
    for job in jobs:
        path = os.path.join(HERE, call, job + '.json')
        old_path = os.path.join(RUN85, job + '.json')
        if not os.path.exists(path) or not os.path.exists(old_path):
            continue
        def load(p):
            r = {}
            for m in matrices(p):
                v = {x['name']: x for x in m['variants']}
                a = v.get('automatic')
                if a and a.get('median_ms') and m.get('cusparse_best_ms'):
                    r[m['name']] = (a['median_ms'], m['cusparse_best_ms'], a['chosen'])
            return r
        n, o = load(path), load(old_path)
        ks = sorted(set(n) & set(o))
        worst = min(ks, key=lambda k: n[k][1] / n[k][0])
        print(f'{job:8s} gm {gm(n[k][1] / n[k][0] for k in ks):.3f} (min {n[worst][1] / n[worst][0]:.3f} {worst}); '
              f'run 85 {gm(o[k][1] / o[k][0] for k in ks):.3f}; kspmv new / run 85 gm {gm(n[k][0] / o[k][0] for k in ks):.3f} '
              f'({min(n[k][0] / o[k][0] for k in ks):.3f}-{max(n[k][0] / o[k][0] for k in ks):.3f})')
        for k in ks:
            r = n[k][0] / o[k][0]
            if abs(r - 1) > 0.02:
                print(f'    {k:24s} {n[k][2]:18s} new / run 85 {r:.3f}')


host_costs('n1', ['launch_cost_old_1', 'launch_cost_new_1', 'launch_cost_old_2', 'launch_cost_new_2'])
latency('n1', ['lat_score_1', 'lat_score_2', 'lat_score_old'])
latency('n1', ['lat_fit_1', 'lat_fit_2'])
record('n1', ['score_n', 'large_n'])
record('n2', ['score_t', 'score4'])
ab('n3', [('large_new_1', 'large_old_1'), ('large_new_2', 'large_old_2')])
ab('n3', [('fe4_new_1', 'fe4_old_1'), ('fe4_new_2', 'fe4_old_2')])
ab('n4', [('large_new_1', 'large_old_1'), ('large_new_2', 'large_old_2')])
ab('n4', [('fe4_new_1', 'fe4_old_1'), ('fe4_new_2', 'fe4_old_2')])
host_costs('n4', ['launch_cost_new'])
latency('n4', ['lat_score_1', 'lat_score_2', 'lat_score_old'])
latency('n4', ['lat_fit_1', 'lat_fit_2', 'lat_fit_old'])
if os.path.isdir(os.path.join(HERE, 'n5')):
    ab('n5', [('large_new', 'large_old')])
    ab('n5', [('fe4_new', 'fe4_old')])
    host_costs('n5', ['launch_cost_old', 'launch_cost_new'])
    latency('n5', ['lat_score_1', 'lat_score_2', 'lat_score_old'])
    latency('n5', ['lat_fit_1', 'lat_fit_2', 'lat_fit_old'])
    record('n5', ['score_n', 'large_n', 'score_t', 'score4'])
if os.path.isdir(os.path.join(HERE, 'n7')):
    latency('n7', ['lat_score_base_1', 'lat_score_rule_1', 'lat_score_base_2', 'lat_score_rule_2'])
    latency('n7', ['lat_fit_base_1', 'lat_fit_rule_1', 'lat_fit_base_2', 'lat_fit_rule_2'])
