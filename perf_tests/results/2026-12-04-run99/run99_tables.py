# Run 99 n1: time of `automatic` with X read by __ldg (ldg) over the same tree without it (base), per
# held-out matrix and job (N, T rank 1; K = 4, 8 rank 2, LayoutLeft), same call; geometric means; then
# base's picks and times where the two differ most. Usage: python3 run99_tables.py > tables.txt
import json, math
# {matrix: (ms, pick)} of the one kspmv variant each call ran per file (automatic, or csr_scalar forced in n3).
def kspmv_times(f):
    out = {}
    for m in json.load(open(f))['matrices']:
        for v in m['variants']:
            if v['family'] == 'kspmv': out[m['name']] = (v['median_ms'], v['chosen'])
    return out
jobs = ['N_1', 'N_2', 'T_1', 'k4_1', 'k8_1', 'k8_2']
T = {j: (kspmv_times(f'n1/{j}_base.json'), kspmv_times(f'n1/{j}_ldg.json')) for j in jobs}
names = list(T['N_1'][0])
print('# ldg / base time; last columns: the pick at N and at K = 4 (both binaries pick alike)')
print('%-26s' % 'matrix' + ''.join('%9s' % j for j in jobs))
for n in names:
    assert all(T[j][0][n][1] == T[j][1][n][1] for j in jobs)
    print('%-26s' % n[:26] + ''.join('%9.3f' % (T[j][1][n][0] / T[j][0][n][0]) for j in jobs),
          T['N_1'][0][n][1], T['k4_1'][0][n][1])
print('%-26s' % 'gm' + ''.join('%9.3f' % math.exp(sum(math.log(T[j][1][n][0] / T[j][0][n][0]) for n in names) / len(names)) for j in jobs))
print()
print('# base: ms and pick')
for j in ['N_1', 'T_1', 'k4_1', 'k8_1']:
    print(j, ', '.join('%s %.4f %s' % (n.split()[0], *T[j][0][n]) for n in names
                       if n.split()[0] in ('web-NotreDame', 'Chem97Zt', 'wave', 'kmnist_norm_10NN')))

# n2: cache-streaming loads of A in rank-2 launches (stream) and n3: csr_scalar's rank-2 gather in aligned runs
# of 4 entries (runs), each over base in the same call; kspmv's one variant per file (automatic in n2,
# csr_scalar forced in n3).
for call, variant, jobs in [('n2', 'stream', ['fk4', 'fk8', 'sk4', 'sk8']), ('n3', 'runs', ['fk4', 'sk4', 'sk8'])]:
    print()
    print(f'# {call}: {variant} / base (f = fit suite, s = held out; k4, k8 = K); base ms and pick')
    for j in jobs:
        b, s = kspmv_times(f'{call}/{j}_base.json'), kspmv_times(f'{call}/{j}_{variant}.json')
        rs = [s[n][0] / b[n][0] for n in b]
        print(f'{j}: gm %.3f' % math.exp(sum(map(math.log, rs)) / len(rs)))
        for n, r in zip(b, rs):
            print('  %-28s %-18s %.4f ms  %.3f' % (n[:28], b[n][1], b[n][0], r))

# n4: ncu of csr_scalar's rank-2 gather, wave x12, K = 4, one binary a variant (the first profiled launch)
import csv, gzip
print()
print('# n4: ncu, csr_scalar rank 2, wave x12, K = 4 (first profiled launch)')
names = {'gpu__time_duration.sum': 'us', 'l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct': 'L1 hit %',
         'l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum': 'L1 sectors M', 'lts__t_sectors_op_read.sum': 'L2 sectors M',
         'dram__bytes_read.sum': 'DRAM MB', 'smsp__inst_executed.sum': 'instructions M'}
print('%-8s' % 'variant' + ''.join('%16s' % n for n in names.values()))
for v in ['base', 'ldg', 'stream', 'runs']:
    rows = list(csv.reader(gzip.open(f'n4/ncu_wave_k4_{v}.csv.gz', 'rt')))
    h = next(i for i, r in enumerate(rows) if r and r[0] == 'ID')
    hdr, data = rows[h], rows[h + 1:]
    val = {r[hdr.index('Metric Name')]: float(r[hdr.index('Metric Value')].replace(',', ''))
           for r in data if r[hdr.index('ID')] == '0'}
    scale = {'us': 1e-3, 'L1 hit %': 1, 'L1 sectors M': 1e-6, 'L2 sectors M': 1e-6, 'DRAM MB': 1e-6, 'instructions M': 1e-6}
    print('%-8s' % v + ''.join('%16.1f' % (val[m] * scale[n]) for m, n in names.items()))

# n5: base against noop (the rank-2 core recompiled by local_variant.sh with a define nothing reads)
print()
print('# n5: noop / base: ncu instructions and time (first launch), automatic held out at K = 4 (two passes)')
for f in ['wave', 'wnd']:
    vals = {}
    for v in ['base', 'noop']:
        rows = list(csv.reader(gzip.open(f'n5/ncu_{f}_k4_{v}.csv.gz', 'rt')))
        h = next(i for i, r in enumerate(rows) if r and r[0] == 'ID')
        hdr, data = rows[h], rows[h + 1:]
        vals[v] = {r[hdr.index('Metric Name')]: float(r[hdr.index('Metric Value')].replace(',', ''))
                   for r in data if r[hdr.index('ID')] == '0'}
    print('%-5s instructions %.1f M / %.1f M, time %.1f / %.1f us' % (
        f, vals['base']['smsp__inst_executed.sum'] * 1e-6, vals['noop']['smsp__inst_executed.sum'] * 1e-6,
        vals['base']['gpu__time_duration.sum'] * 1e-3, vals['noop']['gpu__time_duration.sum'] * 1e-3))
for j in ['sk4', 'sk4b']:
    b, s = kspmv_times(f'n5/{j}_base.json'), kspmv_times(f'n5/{j}_noop.json')
    rs = [s[n][0] / b[n][0] for n in b]
    print(f'{j}: gm %.4f, %.3f-%.3f' % (math.exp(sum(map(math.log, rs)) / len(rs)), min(rs), max(rs)))
