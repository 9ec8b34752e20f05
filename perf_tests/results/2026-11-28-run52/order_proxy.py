#!/usr/bin/env python3
"""Run 52: a CPU proxy of x-gather locality for renumbering orders (an exploration; the library's order is
src/convert/cluster_order.hpp, re-implemented here as `cluster`).
For a pattern A (one copy, randomly permuted as the bench's 'p' does), orders:
  given   : the random permutation itself
  bfs     : run 50's host order (BFS from the lowest unreached vertex, stored column order)
  cluster : run 51's device order (seeds every S rows, pull rounds, reseed at S/2, key (cluster, level, row))
  cluster+adj: the same, clusters numbered by a BFS over the cluster graph (adjacent numbering)
  cluster+cm : within a cluster, level by level, rows after their parent's new position (Cuthill-McKee)
  cluster+sib: within (cluster, level), rows by their parent's number in A, then their own (diffs/sibling_order.diff)
  c1024+cm, c64+cm: cluster+cm with seeds every 1024 / 64 rows
(original = the file's own numbering, given = the random permutation itself)
Metric: rows in new order, entries in row order; for windows of W consecutive entries, the distinct
32-byte sectors of x (4 doubles) they read, per entry. Lower is better."""
import gzip, random, sys, math
from collections import deque

def read_mtx(path):
    f = gzip.open(path, 'rt')
    header = f.readline().lower()
    sym = 'symmetric' in header or 'hermitian' in header or 'skew' in header
    line = f.readline()
    while line.startswith('%'): line = f.readline()
    n, m, nnz = map(int, line.split()[:3])
    rows = [[] for _ in range(n)]
    for line in f:
        p = line.split()
        if len(p) < 2: continue
        i, j = int(p[0]) - 1, int(p[1]) - 1
        rows[i].append(j)
        if sym and i != j: rows[j].append(i)
    assert n == m
    return rows

def permute(rows, perm):  # perm(new) = old
    inv = [0] * len(perm)
    for new, old in enumerate(perm): inv[old] = new
    return [[inv[c] for c in rows[old]] for old in perm]

def bfs_order(rows):
    n = len(rows); seen = [False] * n; order = []
    for s in range(n):
        if seen[s]: continue
        seen[s] = True; q = deque([s])
        while q:
            v = q.popleft(); order.append(v)
            for c in rows[v]:
                if not seen[c]: seen[c] = True; q.append(c)
    return order

def cluster_order(rows, spacing=256, adjacent=False, cm=False, sib=False):
    n = len(rows)
    NONE, EMPTY = -1, -2
    seed = [-1] * n; level = [NONE] * n; parent = [-1] * n
    left = 0
    for i in range(n):
        if not rows[i]: seed[i] = i; level[i] = EMPTY
        elif i % spacing == 0: seed[i] = i; level[i] = 0
        else: left += 1
    max_growth = max(2, math.ceil(math.sqrt(max(1, spacing))))
    r = 0; seeded_at = 0; unclustered = left
    while unclustered > 0:
        r += 1
        new = []
        for i in range(n):
            if level[i] != NONE: continue
            for c in rows[i]:
                lc = level[c]
                if 0 <= lc < r:
                    new.append((i, seed[c], c)); break
        for i, s, c in new: seed[i] = s; level[i] = r; parent[i] = c
        still = unclustered - len(new)
        if still > 0 and (still == unclustered or r - seeded_at >= max_growth):
            seeded_at = r; spacing = max(1, spacing // 2)
            for i in range(n):
                if level[i] == NONE and i % spacing == 0:
                    seed[i] = i; level[i] = r; still -= 1
        unclustered = still
    seeds = sorted(i for i in range(n) if level[i] >= 0 and seed[i] == i)
    if adjacent:
        # cluster graph: edges between clusters of cut entries; numbered by BFS from the lowest seed
        nbr = {s: set() for s in seeds}
        for i in range(n):
            if level[i] < 0: continue
            for c in rows[i]:
                if level[c] >= 0 and seed[c] != seed[i]: nbr[seed[i]].add(seed[c])
        seen = set(); ordered = []
        for s in seeds:
            if s in seen: continue
            seen.add(s); q = deque([s])
            while q:
                v = q.popleft(); ordered.append(v)
                for w in sorted(nbr[v]):
                    if w not in seen: seen.add(w); q.append(w)
        seeds = ordered
    rank = {s: k for k, s in enumerate(seeds)}
    C = len(seeds)
    key = lambda i: (rank[seed[i]] if level[i] >= 0 else C, level[i] if level[i] >= 0 else 0, i)
    if sib:
        return sorted(range(n), key=lambda i: key(i)[:2] + (parent[i], i)), r
    if not cm:
        return sorted(range(n), key=key), r
    # level by level: rows of level l after their parents' positions (Cuthill-McKee within a cluster)
    pos = [0] * n
    bylevel = {}
    for i in range(n): bylevel.setdefault(level[i] if level[i] >= 0 else 10**9, []).append(i)
    for l in sorted(bylevel):
        if l == 10**9:
            for i in bylevel[l]: pos[i] = (C, 0, i)
            continue
        for i in bylevel[l]:
            p = parent[i]
            pos[i] = (rank[seed[i]], l, (pos[p] if p >= 0 and level[p] >= 0 and level[p] < l else (0, 0, i)), i)
    return sorted(range(n), key=lambda i: pos[i]), r

def sectors_per_entry(rows, W):
    total = 0; distinct = 0; window = set(); count = 0
    for row in rows:
        for c in row:
            window.add(c >> 2); count += 1
            if count == W:
                distinct += len(window); total += count; window = set(); count = 0
    if count: distinct += len(window); total += count
    return distinct / total

# usage: order_proxy.py MATRIX.mtx.gz
if __name__ == '__main__':
    path = sys.argv[1]
    rows = read_mtx(path)
    n = len(rows)
    rnd = list(range(n)); random.Random(1).shuffle(rnd)
    A = permute(rows, rnd)  # the permuted matrix, as the bench's 'p'
    orders = {'original': None, 'given': list(range(n)), 'bfs': bfs_order(A)}
    co, rounds = cluster_order(A, 256); orders['cluster'] = co
    co2, _ = cluster_order(A, 256, adjacent=True); orders['cluster+adj'] = co2
    co3, _ = cluster_order(A, 256, cm=True); orders['cluster+cm'] = co3
    co5, _ = cluster_order(A, 256, sib=True); orders['cluster+sib'] = co5
    co6, _ = cluster_order(A, 1024, cm=True); orders['c1024+cm'] = co6
    co7, _ = cluster_order(A, 64, cm=True); orders['c64+cm'] = co7
    name = path.split('/')[-1].split('.')[0]
    print(f'{name}: n {n}, nnz {sum(map(len, rows))}, cluster rounds {rounds}')
    Ws = [32, 256, 2048, 16384]
    print('order'.ljust(14) + ''.join(f'W={w:>6d}' for w in Ws) + '   (distinct x sectors per entry)')
    for k, o in orders.items():
        B = rows if o is None else permute(A, o)
        print(k.ljust(14) + ''.join(f'{sectors_per_entry(B, w):8.3f}' for w in Ws))
