"""Run 61's tables from the bench JSONs of this folder (run from it):
  python3 run61_tables.py copy_tiles > copy_tiles.txt      # c1 (and run 60's c4)
  python3 run61_tables.py record > record.txt              # c2
  python3 run61_tables.py gather_tiles > gather_tiles.txt  # c3
  python3 run61_tables.py committed > committed.txt        # c4 (and c3, run 60's c1)
"""
import json, math, sys

RUN60 = '../2026-11-29-run60/'
STENCILS = ['stencil7:160', 'stencil27:100', 'stencil5:4096']


def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float('nan')


def variants(path, name):
    """{matrix: variant record} of one variant of a bench JSON."""
    out = {}
    for m in json.load(open(path))['matrices']:
        for v in m['variants']:
            if v['name'] == name and v.get('median_ms'):
                out[m['name']] = v
    return out


def ms(path, name):
    return {k: v['median_ms'] for k, v in variants(path, name).items()}


def copy_tiles():
    print('csr_vector, rank 2, K = 8: tiles of 4 (t4, committed) and 8 doubles (t8) reading X through the')
    print('row-major copy (--row-major-x always, c1), against run 60 c4: t4 on X as given and csr_load_balance')
    print(f"{'matrix':28s} {'t4 copy':>8s} {'t8 copy':>8s} {'t4 given':>9s} {'csr_lb':>8s}")
    for s in ['rfit', 'gfit', 'score', 'large']:
        t4, t8 = ms(f'c1/k8_{s}_t4.json', 'csr_vector'), ms(f'c1/k8_{s}_t8.json', 'csr_vector')
        old, lb = ms(RUN60 + f'c4/k8_{s}.json', 'csr_vector'), ms(RUN60 + f'c4/k8_{s}.json', 'csr_load_balance')
        print(f'-- {s}: gm t4 copy / t4 given {gm([t4[n] / old[n] for n in t4]):.3f}, '
              f't8 copy / t4 given {gm([t8[n] / old[n] for n in t4]):.3f}, t4 copy / csr_lb {gm([t4[n] / lb[n] for n in t4]):.2f}')
        for n in t4:
            print(f'{n[:28]:28s} {t4[n]:8.4f} {t8[n]:8.4f} {old[n]:9.4f} {lb[n]:8.4f}')


def summary(path, name='automatic', key='speedup_vs_cusparse_best'):
    rs = variants(path, name)
    x = [(n, v[key]) for n, v in rs.items() if v.get(key)]
    ok = all(v['error_ok'] for v in rs.values())
    low = ', '.join(f'{n} {r:.2f}' for n, r in x if r < 1)
    return f'gm {gm([r for _, r in x]):.3f} min {min(r for _, r in x):.3f} n {len(x)} errors ok {ok}; below 1: {low}'


def record():
    print('automatic at d5409e8 (c2), same process as cuSPARSE and Kokkos Kernels')
    for f, what in [('scoreT', 'mode T held out'), ('largeT', 'mode T large')]:
        print(f'  {what:16s} / cuSPARSE T: {summary(f"c2/{f}.json")}')
        print(f'  {what:16s} / KK native T: {summary(f"c2/{f}.json", key="speedup_vs_kk_native")}')
    for f, what in [('score_auto16', 'K = 16 held out'), ('large_auto16', 'K = 16 large'),
                    ('large_auto4', 'K = 4 large')]:
        print(f'  {what:16s} / cuSPARSE SpMM: {summary(f"c2/{f}.json")}')


def gather_tiles():
    print('Rank-2 gather tiles, c3: t2 / t4 (committed at d5409e8) / t8 = 16 / 32 / 64 bytes a tile (one')
    print('compile-time switch for every one-thread-per-row kernel), dcopy / t8copy = DIA over the row-major')
    print('copy of X; ms, each variant its own process')
    for K in [4, 8, 16, 32]:
        print(f'-- K = {K}')
        runs = {t: f'c3/k{K}_st_{t}.json' for t in ['t2', 't4', 't8'] + (['dcopy', 't8copy'] if K == 8 else [])}
        for a in ['dia', 'ell'] if K == 8 else ['dia']:
            cols = {t: ms(p, a) for t, p in runs.items() if not (t.endswith('copy') and a != 'dia')}
            for n in STENCILS:
                print(f'  {a:4s} {n:14s} ' + ' '.join(f'{t} {c[n]:.4f}' for t, c in cols.items()) +
                      f'   t4/t8 {cols["t4"][n] / cols["t8"][n]:.3f}')
    print('-- K = 8, automatic on the fit suites: time t4 / time t8 (> 1: the wide tile faster)')
    for s in ['gfit', 'rfit']:
        t4, t8, t2 = (variants(f'c3/k8_{s}_{t}.json', 'automatic') for t in ['t4', 't8', 't2'])
        for n in t4:
            print(f'  {s} {n[:28]:28s} {t4[n]["chosen"]:16s} t4/t8 {t4[n]["median_ms"] / t8[n]["median_ms"]:.3f}'
                  f'  t4/t2 {t4[n]["median_ms"] / t2[n]["median_ms"]:.3f}')


def committed():
    print('51b636c (wide gather tiles) on the H200, c4; the stencils against run 60 c1 (d5409e8\'s kernels)')
    single = ms(RUN60 + 'c1/large.json', 'automatic')
    c4 = variants('c4/k8_st.json', 'automatic')
    for n in STENCILS:
        a = c4[n]
        print(f'  K = 8 {n:14s} {a["chosen"]} {a["median_ms"]:.4f} ms, {a["pct_copy_bandwidth"]:.1f}% of the '
              f'multivector roofline (bar 60), x{a["speedup_vs_cusparse_best"]:.2f} cuSPARSE, time per vector / '
              f'single-vector time {a["median_ms"] / 8 / single[n]:.3f} (bar 0.4)')
    for K in [16, 32]:
        new, old = ms(f'c4/k{K}_st.json', 'automatic'), ms(f'c3/k{K}_st_t4.json', 'dia')
        print(f'  K = {K}: ' + ', '.join(f'{n} {old[n]:.4f} -> {new[n]:.4f} (x{old[n] / new[n]:.3f})' for n in STENCILS))
    print(f'  held out K = 8 / cuSPARSE SpMM: {summary("c4/k8_score.json")}')
    print(f'  (run 60 c1, d5409e8\'s kernels: {summary(RUN60 + "c1/score_auto8.json")})')
    old = variants(RUN60 + 'c1/score_auto8.json', 'automatic')
    for n, a in variants('c4/k8_score.json', 'automatic').items():
        if old[n]['median_ms'] / a['median_ms'] > 1.01 or old[n]['median_ms'] / a['median_ms'] < 0.99:
            print(f'    {n:28s} {a["chosen"]:6s} {old[n]["median_ms"]:.4f} -> {a["median_ms"]:.4f} '
                  f'(x{old[n]["median_ms"] / a["median_ms"]:.3f})')
    for s in ['gfit', 'rfit']:
        new, old = ms(f'c4/k8_{s}.json', 'automatic'), ms(f'c3/k8_{s}_t4.json', 'automatic')
        print(f'  {s} K = 8, c3 t4 / c4: gm {gm([old[n] / new[n] for n in new]):.3f}; ' +
              ', '.join(f'{n.split()[0]} {old[n] / new[n]:.3f}' for n in new))


{'copy_tiles': copy_tiles, 'record': record, 'gather_tiles': gather_tiles,
 'committed': committed}[sys.argv[1]]()
