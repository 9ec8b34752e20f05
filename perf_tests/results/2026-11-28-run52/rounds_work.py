"""Run 52: reads of the device order's rounds on one permuted copy (host count): pull rounds as
src/convert/cluster_order.hpp runs them against pushing from the frontier, per round and in all, in
units of nnz. usage: rounds_work.py MATRIX.mtx.gz"""
import sys, math, random
import os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from order_proxy import read_mtx, permute
rows = read_mtx(sys.argv[1]); n = len(rows)
rnd = list(range(n)); random.Random(1).shuffle(rnd); A = permute(rows, rnd)
spacing = 256; NONE = -1
level = [NONE if A[i] else -2 for i in range(n)]
for i in range(0, n, spacing):
    if A[i]: level[i] = 0
max_growth = max(2, math.ceil(math.sqrt(spacing)))
r = 0; seeded_at = 0; unclustered = sum(1 for l in level if l == NONE)
pull_total = 0; skip_total = 0; push_total = 0; opt_total = 0; nnz = sum(map(len, A))
frontier = [i for i in range(n) if level[i] == 0]
print(f'n {n} nnz {nnz}')
while unclustered > 0:
    r += 1
    pull = 0; new = []
    for i in range(n):
        if level[i] != NONE: pull += 1; skip_total += 1; continue
        for c in A[i]:
            pull += 1
            if 0 <= level[c] < r: new.append(i); break
    push = sum(len(A[f]) for f in frontier) + len(frontier)
    for i in new: level[i] = r
    pull_total += pull; push_total += push; opt_total += min(pull, push)
    frontier = list(new)
    still = unclustered - len(new)
    if still > 0 and (still == unclustered or r - seeded_at >= max_growth):
        seeded_at = r; spacing = max(1, spacing // 2)
        for i in range(n):
            if level[i] == NONE and i % spacing == 0: level[i] = r; still -= 1; frontier.append(i)
    print(f'round {r:3d} joined {len(new):6d} left {still:6d}  pull reads {pull/nnz:6.3f} nnz  push reads {push/nnz:6.3f} nnz')
    unclustered = still
print(f'total pull {pull_total/nnz:.2f} nnz (of which clustered rows checking their own level {skip_total/nnz:.2f}, column scans {(pull_total-skip_total)/nnz:.2f}), push {push_total/nnz:.2f}, min per round {opt_total/nnz:.2f}')
