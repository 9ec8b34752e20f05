#!/usr/bin/env python3
"""K = 8 times with the row-major copy of X forced on (copy_always/) and off
(copy_never/), per matrix and kernel, with the statistics the rank-2 rules read:
mean row length, scattered_rows and the copy's share of the apply's bytes at
the 16-vector batch (merge_walk_x_copy_share in src/spmv/merge_walk.hpp).
Run from this folder: python3 copy_table.py"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
BATCH = 16


def load(path):
    out, stats = {}, {}
    for m in json.load(open(path))['matrices']:
        stats[m['name']] = m
        for v in m['variants']:
            if v.get('ran'):
                out[(m['name'], v['name'])] = v
    return out, stats


for suite in ('score', 'rfit', 'gfit'):
    on, stats = load(os.path.join(HERE, 'copy_always', suite + '.json'))
    off, _ = load(os.path.join(HERE, 'copy_never', suite + '.json'))
    print(f'== {suite}: ms with the copy / without (ratio < 1: the copy pays)')
    for name in sorted(stats):
        m = stats[name]
        n, rows, nnz = m['cols'], m['rows'], m['nnz']
        share = 2 * n * BATCH / (1.5 * nnz + BATCH * (n + rows))
        line = (f"{name[:26]:26s} mean {nnz / rows:7.1f} scattered {m['scattered_rows']:.2f} "
                f"share {share:.2f} automatic {on[(name, 'automatic')]['chosen'][:16]:16s}")
        for alg in ('csr_load_balance', 'ell', 'csr_scalar'):
            if (name, alg) in on and (name, alg) in off:
                a, b = on[(name, alg)]['median_ms'], off[(name, alg)]['median_ms']
                line += f" | {alg} {a:.3f}/{b:.3f}={a / b:.2f}"
        print(line)
