# Tables of run 101 from the call outputs in this folder: python3 run101_tables.py > tables.txt
import collections, glob, gzip, csv, json, math, os

HERE = os.path.dirname(os.path.abspath(__file__))
RUN59 = os.path.join(HERE, '..', '2026-11-28-run59', 'c4')
RUN97 = os.path.join(HERE, '..', '2026-12-03-run97', 'n3')


def load(path):
    return json.load(open(path)) if os.path.exists(path) else None


def kspmv_times(path, names=('automatic', 'csr_load_balance', 'csr_scalar')):
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


def forced(call):
    print(f'# {call} w_*: every path forced at K = 4 (ms; cuSPARSE COO ALG3, their best, from run 100 n5)')
    for f in sorted(glob.glob(f'{HERE}/{call}/w_*_base.json')):
        tag = os.path.basename(f)[2:-10]
        for m in json.load(open(f))['matrices']:
            for v in m['variants']:
                if v['ran'] and v['family'].startswith('kspmv'):
                    print(f'{tag:5s} {m["name"]:24s} {v["name"]:20s} {v["median_ms"]:.4f}')
    print()


def ncu(call):
    for mode in ('locked', 'free'):
        f = f'{HERE}/{call}/ncu_wnd_n_{mode}.csv.gz'
        if not os.path.exists(f):
            continue
        hdr, per = None, collections.defaultdict(lambda: collections.defaultdict(list))
        for r in csv.reader(gzip.open(f, 'rt')):
            if 'Kernel Name' in r:
                hdr = r
                continue
            if hdr and len(r) == len(hdr):
                d = dict(zip(hdr, r))
                per[d['Kernel Name'][:44]][d['Metric Name']].append(float(d['Metric Value'].replace(',', '')))
        print(f'# {call} ncu rank 1 web-NotreDame x16, clocks and caches {mode}: median over launches')
        for k, v in per.items():
            med = {m: sorted(x)[len(x) // 2] for m, x in v.items()}
            print(f'{k:46s} n={len(v["gpu__time_duration.sum"])} {med["gpu__time_duration.sum"] / 1e3:7.1f} us'
                  f'  DRAM {med["dram__bytes_read.sum"] / 1e6:6.1f} MB  L2 hit {med["lts__t_sector_hit_rate.pct"]:5.1f}%'
                  f'  SM {med["sm__cycles_elapsed.avg.per_second"] / 1e9:.2f} GHz  warps {med["sm__warps_active.avg.pct_of_peak_sustained_active"]:.0f}%'
                  f'  instr {med["smsp__inst_executed.sum"] / 1e6:.1f} M')
        print()


def record(path, label, before=None, before_label=''):
    j = load(path)
    if j is None:
        print(f'# {label}: not run\n')
        return
    prev = {}
    if before and load(before):
        for m in load(before)['matrices']:
            prev[m['name']] = m
    print(f'# {label}  ({os.path.relpath(path, HERE)}, {j["reps"]} launches, copy {j["copy_bandwidth_gbs"]:.0f} GB/s)')
    logs, worst = [], (9, '')
    for m in j['matrices']:
        auto = next((v for v in m['variants'] if v['name'] == 'automatic' and v['ran']), None)
        if auto is None or not m.get('cusparse_best_ms'):
            continue
        x = m['cusparse_best_ms'] / auto['median_ms']
        logs.append(math.log(x))
        worst = min(worst, (x, m['name']))
        kk = next((v for v in m['variants'] if v['name'] == 'kk_rank2' and v['ran']), None)
        p = prev.get(m['name'])
        was = ''
        if p and p.get('cusparse_best_ms'):
            pa = next((v for v in p['variants'] if v['name'] == 'automatic' and v['ran']), None)
            if pa:
                was = (f'  {before_label} {p["cusparse_best_ms"] / pa["median_ms"]:.2f} ({pa["chosen"]}),'
                       f' kspmv time / then {auto["median_ms"] / pa["median_ms"]:.3f}')
        print(f'  {m["name"]:28s} {auto["chosen"]:18s} {auto["median_ms"]:8.4f} ms {auto["pct_copy_bandwidth"]:5.1f}%'
              f'  best cuSPARSE {m["best_cusparse"][14:]:9s} {m["cusparse_best_ms"]:8.4f} ms  x{x:5.2f}'
              f'  xKK {kk["median_ms"] / auto["median_ms"] if kk else float("nan"):6.2f}'
              f'{"  KK " + str(kk["samples"]) + " launches" if kk and kk["samples"] < j["reps"] else ""}{was}')
    if logs:
        print(f'  gm {math.exp(sum(logs) / len(logs)):.3f}  min {worst[0]:.3f} ({worst[1]})  over {len(logs)}\n')


def e3():
    j = load(f'{HERE}/e3/stencil_n.json')
    one = {m['name']: next(v['median_ms'] for v in m['variants'] if v['name'] == 'automatic') for m in j['matrices']}
    k8 = load(f'{HERE}/r1/large_k8.json')
    print('# e3 + r1: time per right-hand side at K = 8 over kspmv\'s single-vector time, stencils (bar: <= 0.4)')
    for m in k8['matrices']:
        if m['name'] in one:
            t8 = next(v['median_ms'] for v in m['variants'] if v['name'] == 'automatic')
            print(f'  {m["name"]:16s} K = 8 {t8:.4f} ms / 8 = {t8 / 8:.4f}  rank 1 {one[m["name"]]:.4f} ms  ratio {t8 / 8 / one[m["name"]]:.3f}')
    print('\n# e3: denserows:2097152:4 at K = 32, paths forced (ms; cuSPARSE COO ALG3 1.6568 in r2)')
    for f in sorted(glob.glob(f'{HERE}/e3/dr_*.json')):
        for m in json.load(open(f))['matrices']:
            for v in m['variants']:
                if v['ran'] and v['family'].startswith('kspmv'):
                    print(f'  {os.path.basename(f)[3:-5]:7s} {v["name"]:18s} {v["chosen"]:18s} {v["median_ms"]:.4f}')
    print()


if __name__ == '__main__':
    for p in ('g4', 'g8', 'sk4'):
        ab('e1', p, 'base', 'scols')
    forced('e1')
    for p in ('fit4', 'score4', 'rmat4', 'rmat8', 'fit8', 'score8', 'fit16', 'score16'):
        ab('e2', p, 'base', 'nofill')
    ncu('e1')
    record(f'{HERE}/r1/large_k4.json', 'large suite K = 4')
    record(f'{HERE}/r1/large_k8.json', 'large suite K = 8', f'{RUN59}/large_auto8.json', 'run 59')
    record(f'{HERE}/r1/large_k16.json', 'large suite K = 16')
    record(f'{HERE}/r2/large_k32.json', 'large suite K = 32')
    e3()
    record(f'{HERE}/r2/score_k32.json', 'held-out suite K = 32', f'{RUN97}/score_k32.json', 'run 97')
