#!/usr/bin/env python3
"""Run 81's tables from the call outputs in this folder: python3 run81_tables.py > tables.txt"""
import csv, gzip, json, os, re
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    return json.load(open(os.path.join(HERE, path)))


def kspmv_variant(m):
    return [v for v in m['variants'] if v['family'] == 'kspmv'][0]


def short(name):
    return name.split()[0]


def paths_c1():
    print('c1: the matrices below cuSPARSE, each path (ms; x_path of the handle)')
    for K in (4, 8, 16):
        rows = {}
        for v in ('auto', 'copy', 'right', 'csri'):
            for m in load(f'c1/{v}{K}.json')['matrices']:
                rows.setdefault(short(m['name']), {})[v] = kspmv_variant(m)['median_ms']
        print(f'  K = {K}: {"matrix":18s} {"auto":>8s} {"copy":>8s} {"right":>8s} {"csri":>8s}')
        for n, r in rows.items():
            print(f'         {n:18s} ' + ' '.join(f'{r[v]:8.4f}' for v in ('auto', 'copy', 'right', 'csri')))
    print()


def ab(call, title, prefixes=('f', 's', 'c')):
    print(f'{call}: {title} (new / old, same process alternating binaries)')
    for K in (8, 16, 4):
        for p in prefixes:
            fn, fo = f'{call}/{p}{K}_new.json', f'{call}/{p}{K}_old.json'
            if not os.path.exists(os.path.join(HERE, fn)):
                continue
            for a, b in zip(load(fn)['matrices'], load(fo)['matrices']):
                va, vb = kspmv_variant(a), kspmv_variant(b)
                forced = ' (staged forced)' if p == 'c' else ''
                print(f'  K = {K:2d} {a["name"][:22]:22s}{forced:16s} {va["median_ms"]:.4f} {vb["median_ms"]:.4f}'
                      f'  ratio {va["median_ms"] / vb["median_ms"]:.3f}  error ok {va["error_ok"]}')
    print()


def sass_c3():
    rows = list(csv.reader(gzip.open(os.path.join(HERE, 'c3/sass.csv.gz'), 'rt')))
    hdr = rows[1]
    data = [dict(zip(hdr, r)) for r in rows[2:] if len(r) == len(hdr)]
    ie, ss = 'Instructions Executed', 'Warp Stall Sampling (All Samples)'
    total = sum(int(d[ie]) for d in data)
    samples = sum(int(d[ss]) for d in data)
    dmul = sum(int(d[ie]) for d in data if 'DMUL' in d['Source'])
    print(f'c3: staged products, web-NotreDame x16, K = 8: {total} warp instructions, {dmul} DMUL '
          f'({total / dmul:.1f} an entry-vector product of a warp), {samples} stall samples')
    ops = Counter()
    for d in data:
        words = d['Source'].split()
        if not words:
            continue
        op = words[1] if words[0].startswith('@') else words[0]
        ops[op.split('.')[0]] += int(d[ie])
    print('  by opcode: ' + ', '.join(f'{k} {v / total:.3f}' for k, v in ops.most_common(12)))
    bars = [i for i, d in enumerate(data) if 'BAR.SYNC' in d['Source']]
    edges = [0] + bars + [len(data)]
    parts = [sum(int(d[ie]) for d in data[a:b]) / total for a, b in zip(edges, edges[1:])]
    print('  between barriers (setup | step 1 | step 2 | step 3 | rest): ' + ' | '.join(f'{p:.3f}' for p in parts))
    top = sorted(data, key=lambda d: -int(d[ss]))[:5]
    print('  most stall samples: ' + '; '.join(f'{d["Source"].strip()} {int(d[ss])}' for d in top))
    print()


def ncu_ab(call):
    print(f'{call}: ncu of one staged launch, web-NotreDame x16, K = 8')
    for b in ('new', 'old'):
        vals = {}
        for line in open(os.path.join(HERE, f'{call}/ncu_{b}.csv')):
            m = re.search(r'"(gpu__time_duration.sum|smsp__inst_executed.sum|smsp__cycles_active.avg)","([^"]*)","([^"]*)"', line)
            if m:
                vals[m.group(1)] = m.group(3)
        print(f'  {b}: ' + ', '.join(f'{k} {v}' for k, v in sorted(vals.items())))
    print()


paths_c1()
sass_c3()
ab('c2', '8 entries a thread (chunk 1024) against 4')
ab('c4', 'the block\'s gathers first + a pointer a vector against 0e025b1')
ab('c5', 'a pointer a vector only against 0e025b1')
ncu_ab('c5')
ab('c6', 'X\'s unit row stride as a pointer a column (no index products) against 0e025b1')
ncu_ab('c6')
if os.path.exists(os.path.join(HERE, 'c7')):
    ab('c7', 'one barrier a block of vectors, each warp finishing its own rows, against 0e025b1')
    ncu_ab('c7')


def held_out(call, parts, K):
    ratios, errors_ok, below = [], True, []
    for p in parts:
        path = os.path.join(HERE, f'{call}/{p}.json')
        if not os.path.exists(path):
            print(f'{call}: {p} missing (cut by its cap)')
            continue
        for m in json.load(open(path))['matrices']:
            v = [v for v in m['variants'] if v['name'] == 'automatic'][0]
            r = m['cusparse_best_ms'] / v['median_ms']
            errors_ok = errors_ok and v['error_ok']
            ratios.append(r)
            print(f'  {m["name"][:24]:24s} automatic {v["median_ms"]:.4f} ms, cuSPARSE best '
                  f'{m["best_cusparse"]} {m["cusparse_best_ms"]:.4f}: {r:.3f}x')
            if r < 1:
                below.append(f'{short(m["name"])} {r:.2f}')
    if ratios:
        gm = 1.0
        for r in ratios:
            gm *= r
        gm **= 1.0 / len(ratios)
        print(f'{call}: held out, K = {K}, automatic against the best cuSPARSE SpMM: gm {gm:.3f} '
              f'min {min(ratios):.3f} n {len(ratios)} errors ok {errors_ok}; below 1: {", ".join(below)}')
    print()


if os.path.exists(os.path.join(HERE, 'c8')):
    summary = os.path.join(HERE, 'c8/tests_summary.txt')
    if os.path.exists(summary):
        print('c8: CUDA test programs at 93fb1b8')
        print(''.join('  ' + l for l in open(summary)))
    held_out('c8', ['score32_a', 'score32_b', 'score32_c'], 32)

if os.path.exists(os.path.join(HERE, 'c9')):
    print('c9: warp rows of 5-7 vectors (and remainders) in one wide tile, experiment build against 5dad865\'s')
    for K in (5, 6, 7, 13, 8):
        n, o = load(f'c9/w{K}_new.json'), load(f'c9/w{K}_old.json')
        for a, b in zip(n['matrices'], o['matrices']):
            va, vb = kspmv_variant(a), kspmv_variant(b)
            print(f'  K = {K:2d} {a["name"][:22]:22s} {va["median_ms"]:.4f} {vb["median_ms"]:.4f}'
                  f'  ratio {va["median_ms"] / vb["median_ms"]:.3f}  error ok {va["error_ok"]}')
    print()
if os.path.exists(os.path.join(HERE, 'c10/tests_summary.txt')):
    print('c10: CUDA tests of the fewest-tiles commit')
    print(''.join('  ' + l for l in open(os.path.join(HERE, 'c10/tests_summary.txt'))))
