# Tables of run 96 (python3 run96_tables.py > tables.txt, in this folder).
import json, math, os


def load(f):
    d = json.load(open(f))
    return {m['name']: m for m in d['matrices']}


def var(m, name):
    return {v['name']: v for v in m['variants']}.get(name, {})


def ms(m, name):
    return var(m, name).get('median_ms')


def gm(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float('nan')


print('# n1: the padded-tiles clause: new (row_major_x automatic) / old (never: the old path on these files)')
runs = [('k4', '_1'), ('k4', '_2'), ('k8', '_1'), ('k8', '_2'), ('k6', ''), ('k12', ''), ('k16', ''),
        ('f8', ''), ('f16', '')]
for tag, p in runs:
    new, old = load(f'n1/new_{tag}{p}.json'), load(f'n1/old_{tag}{p}.json')
    for name in new:
        a = var(new[name], 'automatic')
        cells = []
        for alg in [v['name'] for v in new[name]['variants'] if not v['name'].startswith('kk')]:
            cells.append(f'{alg} {ms(new[name], alg) / ms(old[name], alg):.3f}')
        path = 'copy' if 'copy' in a.get('x_path', '') else 'given'
        print(f'{tag:4}{p:3} {name:17} shifted {new[name]["shifted_rows"]:.2f} pick {a.get("chosen", "?"):17}'
              f' x {path:5} ' + ' '.join(cells) + f'   (automatic {ms(new[name], "automatic"):.4f} ms)')

for k in (4, 8, 16):
    f = f'n1/score_k{k}.json'
    print(f'\n# n1: held-out score suite K = {k}, automatic against cuSPARSE best SpMM')
    s = load(f)
    xs = []
    for name, m in s.items():
        a = var(m, 'automatic')
        x = a['speedup_vs_cusparse_best']
        xs.append(x)
        print(f'{name:28} {a["chosen"]:17} {a["median_ms"]:.4f} ms  x{x:.3f}  %copy {a["pct_copy_bandwidth"]:.1f}')
    print(f'gm {gm(xs):.3f} min {min(xs):.3f} over {len(xs)}')

print('\n# n2, n3: the record at 8afef51, automatic against cuSPARSE best (rank 1: its best format; rank 2: best SpMM)')
for f in ['n2/score_N.json', 'n2/score_T.json', 'n3/large_N.json', 'n3/large_T.json',
          'n3/score_k4.json', 'n3/score_k8.json', 'n3/score_k16.json', 'n3/score_k32.json']:
    s = load(f)
    xs = [(var(m, 'automatic')['speedup_vs_cusparse_best'], name) for name, m in s.items()]
    lo = min(xs)
    print(f'{f:20} gm {gm([x for x, _ in xs]):.3f} min {lo[0]:.3f} ({lo[1]}) over {len(xs)}')

print('\n# n3: held-out suite per matrix, K = 4 / 8 / 16 / 32 (x cuSPARSE best SpMM; pick at K = 8)')
ks = {k: load(f'n3/score_k{k}.json') for k in (4, 8, 16, 32)}
for name in ks[4]:
    cells = ' '.join(f'{var(ks[k][name], "automatic")["speedup_vs_cusparse_best"]:6.3f}' for k in ks)
    print(f'{name:28} {var(ks[8][name], "automatic")["chosen"]:17} {cells}')

print('\n# n3: ncu of web-NotreDame x16 at K = 4 (one launch each, caches flushed by ncu)')
import csv, gzip, collections
rows = list(csv.reader(l for l in gzip.open('n3/ncu_wnd_k4.csv.gz', 'rt') if not l.startswith('==')))
i = rows[0].index
kern = collections.OrderedDict()
for r in rows[1:]:
    if len(r) == len(rows[0]):
        kern.setdefault((int(r[i('ID')]), r[i('Kernel Name')]), {})[r[i('Metric Name')]] = \
            float(r[i('Metric Value')].replace(',', ''))
seen = set()
for (kid, name), m in kern.items():
    short = next((s for s in ('StagedProducts', 'FinishShortRows', 'coomm_alg3', 'coomm_alg1', 'csrmm_alg1',
                              'csrmm_v3', 'matrix_scalar_multiply') if s in name), None)
    if not short or short in seen:
        continue
    seen.add(short)
    print(f'{short:24} {m["gpu__time_duration.sum"] / 1000:7.1f} us  DRAM read {m["dram__bytes_read.sum"] / 1e6:6.0f} MB'
          f' write {m["dram__bytes_write.sum"] / 1e6:5.0f} MB  L2 read sectors {m["lts__t_sectors_op_read.sum"] / 1e6:5.1f} M'
          f'  L1 load sectors {m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"] / 1e6:6.1f} M'
          f'  warp instructions {m["smsp__inst_executed.sum"] / 1e6:6.1f} M'
          f'  warps active {m["sm__warps_active.avg.pct_of_peak_sustained_active"]:.0f}%')
