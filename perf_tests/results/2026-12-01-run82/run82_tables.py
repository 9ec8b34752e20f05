#!/usr/bin/env python3
"""Run 82's tables from the call outputs in this folder: python3 run82_tables.py > tables.txt"""
import json, math, os

HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    return json.load(open(os.path.join(HERE, path)))


def kspmv_variant(m):
    return [v for v in m['variants'] if v['family'] == 'kspmv'][0]


def ab(call, title, names, Ks=(8, 4)):
    """new / old for each bench pair {call}/{name}{K}_new|_old.json."""
    print(f'{call}: {title} (new / old, same process, alternating binaries)')
    for K in Ks:
        for p in names:
            fn, fo = f'{call}/{p}{K}_new.json', f'{call}/{p}{K}_old.json'
            if not os.path.exists(os.path.join(HERE, fn)):
                continue
            for a, b in zip(load(fn)['matrices'], load(fo)['matrices']):
                va, vb = kspmv_variant(a), kspmv_variant(b)
                print(f'  {p:4s} K = {str(K):2s} {a["name"][:24]:24s} {va["chosen"][:18]:18s} {va["median_ms"]:.4f} '
                      f'{vb["median_ms"]:.4f}  ratio {va["median_ms"] / vb["median_ms"]:.3f}  error ok '
                      f'{va["error_ok"] and vb["error_ok"]}')
    print()


def row_major_x(call):
    print(f'{call}: floats under warp rows, X as the handle takes it (auto), as given (never), through the copy '
          '(always); ms, x_path of auto')
    for K in (4, 8, 16):
        runs = {v: load(f'{call}/w{K}_{v}.json')['matrices'] for v in ('auto', 'never', 'always')}
        for i, m in enumerate(runs['auto']):
            t = {v: kspmv_variant(runs[v][i])['median_ms'] for v in runs}
            a = kspmv_variant(m)
            print(f'  K = {K:2d} {m["name"][:22]:22s} {a["chosen"][:17]:17s} auto {t["auto"]:.4f} never '
                  f'{t["never"]:.4f} always {t["always"]:.4f}  never/always {t["never"] / t["always"]:.3f}'
                  f'  {a.get("x_path", "")[:60]}')
    print()


def variants(call, prefixes, names, Ks=(8, 4), base='base'):
    """time / base for bench files {call}/{prefix}{K}_{name}.json against {prefix}{K}_{base}.json."""
    print(f'{call}: variants against {base} (time / {base}, same process)')
    for K in Ks:
        for p in prefixes:
            fb = f'{call}/{p}{K}_{base}.json'
            if not os.path.exists(os.path.join(HERE, fb)):
                continue
            b = load(fb)['matrices']
            g = {}
            for n in names:
                fn = f'{call}/{p}{K}_{n}.json'
                if os.path.exists(os.path.join(HERE, fn)):
                    g[n] = [kspmv_variant(m)['median_ms'] for m in load(fn)['matrices']]
            for i, m in enumerate(b):
                t = kspmv_variant(m)['median_ms']
                print(f'  {p:4s} K = {K} {m["name"][:24]:24s} {kspmv_variant(m)["chosen"][:16]:16s} scattered '
                      f'{m["scattered_rows"]:.3f} narrow {m["narrow_groups"]:.3f} {base} {t:.4f} ' +
                      ' '.join(f'{n} {g[n][i] / t:.3f}' for n in g))
            for n in g:
                r = [g[n][i] / kspmv_variant(m)['median_ms'] for i, m in enumerate(b)]
                print(f'  {p:4s} K = {K} gm {n} {math.exp(sum(map(math.log, r)) / len(r)):.3f}')
    print()


def against_cusparse(path, title):
    rs, below = [], []
    for m in load(path)['matrices']:
        k = kspmv_variant(m)
        c = [v['median_ms'] for v in m['variants'] if v['family'] == 'cusparse']
        r = min(c) / k['median_ms']
        rs.append(r)
        if r < 1:
            below.append(f'{m["name"].split()[0]} {r:.2f}')
    print(f'{title}: gm {math.exp(sum(map(math.log, rs)) / len(rs)):.3f} min {min(rs):.3f} n {len(rs)}; '
          f'below 1: {", ".join(below)}')


if __name__ == '__main__':
    ab('c1', 'scan steps: staged products (f: fit, s: score, c: staged forced on circuit204)', ('f', 's', 'c'))
    ab('c1', 'scan steps: rank-1 automatic, two runs each', ('n1', 'n1b'), Ks=('',))
    row_major_x('c1')
    ab('c2', 'floats under warp rows, 30c0472 / 6261e6f', ('fl',), Ks=(4, 8))
    variants('c2', ('f', 's', 'c'), ('t9', 't10'))
    variants('c3', ('fit',), ('t9', 't10', 't12'))
    variants('c4', ('fit', 's'), ('vb4',))
    variants('c5', ('c', 'a'), ('t10', 'vb4'), Ks=(8, 4))
    for path, title in (('c2/score4.json', 'c2: held out, K = 4, against cuSPARSE best SpMM'),
                        ('c4/score8.json', 'c4: held out, K = 8, against cuSPARSE best SpMM'),
                        ('c4/score_n.json', 'c4: held out, rank 1, N'), ('c4/score_t.json', 'c4: held out, rank 1, T'),
                        ('c4/large_n.json', 'c4: large suite, rank 1, N')):
        against_cusparse(path, title)
