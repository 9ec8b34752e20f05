"""Run 105 tables: A-B-B-A ratios of n1 (five DIA kernels), n2 (bound on / off) and n3, and n3's
automatic against cuSPARSE (run 103 / 104 beside). `python3 run105_tables.py > tables.txt` here."""
import collections, glob, json, math, os

HERE = os.path.dirname(os.path.abspath(__file__))


def medians(folder, pattern='*.json'):
    """{(prefix, matrix, algorithm): {variant: [median ms per pass]}} from NAME_PASS_VARIANT.json."""
    t = collections.defaultdict(dict)
    for f in sorted(glob.glob(os.path.join(HERE, folder, pattern))):
        parts = os.path.basename(f)[:-5].rsplit('_', 2)
        if len(parts) != 3 or not parts[1].isdigit():
            continue
        prefix, _, variant = parts
        for m in json.load(open(f))['matrices']:
            for v in m['variants']:
                if v.get('ran') and v.get('median_ms'):
                    assert v.get('error_ok', True), (f, m['name'], v['name'])
                    t[(prefix, m['name'], v['name'])].setdefault(variant, []).append(v['median_ms'])
    return t


def gm(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def ab_table(folder, base, others, algorithms=None, pattern='*.json'):
    print(f'# {folder}: time / {base}, geometric mean of the passes (passes: first / second of the base)')
    for (prefix, matrix, algorithm), vs in sorted(medians(folder, pattern).items()):
        if base not in vs or (algorithms and algorithm not in algorithms):
            continue
        b = gm(vs[base])
        cells = [f'{o} {gm(vs[o]) / b:.3f}' for o in others if o in vs]
        if cells:
            print(f'  {prefix:7} {matrix[:28]:28} {algorithm:11} {base} {b:.4f} ms  ' + '  '.join(cells) +
                  f'   (spread {vs[base][0] / vs[base][-1]:.3f})')
    print()


if __name__ == '__main__':
    ab_table('n1', 'base', ['v2', 'bonly', 'bsp', 'bound'], ['dia'])
    ab_table('n2', 'base', ['new'], ['dia'], 'st[13]*_*.json')
    ab_table('n2', 'xoff', ['xon'], ['dia', 'ell', 'sellp', 'csr_scalar'])
    if os.path.isdir(os.path.join(HERE, 'n3')):
        ab_table('n3', 'prev', ['new'], ['dia'])

    # run 103's against_cusparse (automatic / cuSPARSE's best SpMM, an earlier file beside); its HERE is this folder
    R = lambda run, rel: os.path.join(HERE, '..', run, rel)
    T103 = R('2026-12-04-run103', 'run103_tables.py')
    t103 = {'__file__': __file__}
    exec(compile(open(T103).read().split("print('# p1: ELL")[0], T103, 'exec'), t103)
    against_cusparse = t103['against_cusparse']
    against_cusparse('n3/stencils_T_k8.json')
    against_cusparse('n3/large_k8.json', R('2026-12-04-run103', 'p3/large_k8.json'), 'run 103')
    against_cusparse('n3/large_k16.json', R('2026-12-04-run104', 'q2/large_k16.json'), 'run 104')
    against_cusparse('n3/large_k32.json', R('2026-12-04-run104', 'q3/large_k32.json'), 'run 104')
    for f in sorted(glob.glob(f'{HERE}/n*/tests_summary.txt')):
        print(f'# {os.path.relpath(f, HERE)}')
        print(open(f).read())

    def autos(p):
        out = {}
        for m in json.load(open(os.path.join(HERE, p)))['matrices']:
            for v in m['variants']:
                if v['name'] == 'automatic':
                    out[m['name']] = (v['median_ms'], v['chosen'], v['pct_copy_bandwidth'], v['error_ok'])
        return out
    print('# n4: the stencils, automatic, y = Ax and K = 8 in one process: time a right-hand side / y = Ax')
    n, k = autos('n4/stencils_N.json'), autos('n4/stencils_k8.json')
    for s in n:
        print(f'  {s:16s} y = Ax {n[s][0]:.4f} ms ({n[s][1]})  K = 8 {k[s][0]:.4f} ms ({k[s][1]}, {k[s][2]:.1f}% of the'
              f' multivector roofline)  per right-hand side {k[s][0] / 8 / n[s][0]:.3f}  errors ok {n[s][3] and k[s][3]}')
    ab_table('n5', 'xoff', ['xon'], ['automatic', 'csr_scalar'])
