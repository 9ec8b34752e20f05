"""Run 64's tables from the bench JSONs of this folder (run from it):
  python3 run64_tables.py host_level > host_level.txt  # c4, c5: kspmv-bench's host code at -O1 against -O3
  python3 run64_tables.py extra > extra_fit.txt        # c3: twelve unused SuiteSparse files, K = 8 and rank 1
  python3 run64_tables.py staged > staged.txt          # c1: the kernels of one staged-products apply (ncu)
  python3 run64_tables.py record > record.txt          # c6: the default build (KSPMV_UNITS=few) against cuSPARSE
"""
import csv, json, sys

sys.path.insert(0, '../2026-11-29-run62')
from run62_tables import gm, ms, summary  # noqa: E402

CUSPARSE_RANK1 = ['cusparse_csr_alg1', 'cusparse_csr_alg2', 'cusparse_coo_alg1', 'cusparse_coo_alg2',
                  'cusparse_sell_alg1']
ORDER = [('O3', 1), ('O1', 1), ('O1', 2), ('O3', 2), ('O3', 3), ('O1', 3)]  # the order c5 ran them


def host_level():
    print('kspmv-bench host code at -O1 (O1) against -O3 (O3), the same kernels, one H200 call each (c4, c5)')
    print('\nLatency regime (--small-suite score, 28 unreplicated matrices), c5, passes in the order run;')
    print('geometric mean over the matrices of median ms / the first pass (O3 pass 1):')
    runs = {k: f'c5/small_{k[0]}_{k[1]}.json' for k in ORDER}
    names = sorted(ms(runs[ORDER[0]], 'automatic'))
    for var in ['automatic', 'kk_native', 'kk_merge_path'] + CUSPARSE_RANK1:
        base = ms(runs[ORDER[0]], var)
        row = [gm([ms(runs[k], var)[n] / base[n] for n in names]) for k in ORDER]
        print(f'  {var:20s} ' + ' '.join(f'{k[0]}/{k[1]} {r:.3f}' for k, r in zip(ORDER, row)))
    print('cuSPARSE, whose code no flag of ours reaches, moves as much from pass to pass: the drift is the')
    print("machine's. Against cuSPARSE in the same pass (variant / geometric mean of the five cuSPARSE")
    print('formats), O1 over O3, per pass and over the three:')
    for var in ['automatic', 'kk_native', 'kk_merge_path']:
        per = []
        for p in (1, 2, 3):
            a1, a3 = ms(runs[('O1', p)], var), ms(runs[('O3', p)], var)
            c1 = {n: gm([ms(runs[('O1', p)], c)[n] for c in CUSPARSE_RANK1]) for n in names}
            c3 = {n: gm([ms(runs[('O3', p)], c)[n] for c in CUSPARSE_RANK1]) for n in names}
            per.append(gm([(a1[n] / c1[n]) / (a3[n] / c3[n]) for n in names]))
        print(f'  {var:20s} ' + ' '.join(f'{x:.3f}' for x in per) + f'  all {gm(per):.3f}')
    for pre, what in [('large', 'built-in large suite, rank 1'), ('small8', 'latency regime, K = 8')]:
        print(f'\n{what} (c4, one pass each), median ms O1 / O3:')
        a3, a1 = f'c4/{pre}_O3.json', f'c4/{pre}_O1.json'
        m3 = json.load(open(a3))['matrices']
        for var in [v['name'] for v in m3[0]['variants'] if v['ran']]:
            t3, t1 = ms(a3, var), ms(a1, var)
            r = [t1[n] / t3[n] for n in t3]
            print(f'  {var:24s} {gm(r):.3f}  [{min(r):.3f}, {max(r):.3f}]')
        g = [sum(m['generate_seconds'] for m in json.load(open(f))['matrices']) for f in (a3, a1)]
        print(f'  host time to make or read the matrices: O3 {g[0]:.2f} s, O1 {g[1]:.2f} s')


def extra():
    print('Twelve SuiteSparse files no suite used (fit data for the automatic rule; c3), each at ~24M entries')
    print('\nK = 8: automatic against cuSPARSE SpMM best, and the fastest kspmv kernel or csr_load_balance path')
    print('(given: --row-major-x never, copy: always) with its time over automatic\'s')
    auto = {m['name']: m for m in json.load(open('c3/k8_extra_auto.json'))['matrices']}
    runs = [('c3/k8_extra_all.json', ''), ('c3/k8_extra_given.json', ' given'), ('c3/k8_extra_copy.json', ' copy')]
    xs = []
    for name, m in auto.items():
        a = {v['name']: v for v in m['variants']}['automatic']
        best = min((v['median_ms'], v['name'] + tag)
                   for f, tag in runs for mm in json.load(open(f))['matrices'] if mm['name'] == name
                   for v in mm['variants'] if v['ran'] and v['family'] == 'kspmv')
        mean = m['nnz'] / m['rows']
        xs.append(m['cusparse_best_ms'] / a['median_ms'])
        print(f'  {name:20s} max {m["max_row"]:3d} cv {m["row_std"] / mean:.2f} scattered {m["scattered_rows"]:.2f}'
              f'  automatic {a["chosen"]:11s} {a["median_ms"]:.3f} ms  x cuSPARSE {xs[-1]:.2f}'
              f'  best {best[1]:22s} {best[0]:.3f}  auto/best {a["median_ms"] / best[0]:.2f}')
    print(f'  geometric mean x cuSPARSE {gm(xs):.3f}')
    print('\nRank 1 (no cuSPARSE): automatic against the fastest kspmv kernel (evc_hyb_permuted_y: y in the')
    print('permuted order, not a pick automatic may make)')
    for m in json.load(open('c3/n_extra_all.json'))['matrices']:
        vs = sorted((v['median_ms'], v['name']) for v in m['variants'] if v['ran'] and v['family'].startswith('kspmv'))
        orig = [t for t in vs if t[1] != 'evc_hyb_permuted_y']
        a = {v['name']: v for v in m['variants']}['automatic']
        print(f'  {m["name"]:20s} automatic {a["chosen"]:16s} {a["median_ms"]:.4f}  best {orig[0][1]:16s} '
              f'{orig[0][0]:.4f}  auto/best {a["median_ms"] / orig[0][0]:.2f}')


def staged():
    print('One csr_load_balance apply with --staged-products yes, web-NotreDame x16, K = 8 (c1, ncu, no clock')
    print('control; kernels in launch order after setup):')
    rows = list(csv.reader(open('c1/ncu_kspmv_staged_times.txt')))
    hdr = next(i for i, r in enumerate(rows) if r and r[0] == 'ID')
    names = [(r[rows[hdr].index('Kernel Name')], r[rows[hdr].index('Metric Value')]) for r in rows[hdr + 1:]]
    for k, v in names:
        if 'StagedProducts' in k or 'FinishShortRows' in k:
            print(f'  {float(v.replace(",", "")) / 1000:8.1f} us  {k.split("<")[2][:60] if "<" in k else k}')


def record():
    print('automatic at a9dd10b + the dev_build.sh change (library code of 9323f0d), the project\'s default build')
    print('(KSPMV_UNITS=few, the bench\'s host code at -O1), same process as cuSPARSE; ratio = cuSPARSE best / kspmv.')
    print('Run 63 (c2, the same kernels built in many units, -O3 bench): rank 1 N held out 1.010, K = 8 large 2.153;')
    print('run 61-63\'s K = 8 held out 1.70.')
    for f, what in [('c6/score', 'rank 1 N held out'), ('c6/score_auto8', 'K = 8 held out'),
                    ('c6/large_auto8', 'K = 8 large')]:
        print(f'  {what:18s}: {summary(f + ".json")}')


if __name__ == '__main__':
    {'host_level': host_level, 'extra': extra, 'staged': staged, 'record': record}[sys.argv[1]]()
