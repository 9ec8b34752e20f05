#!/usr/bin/env python3
"""Row-length statistics of Matrix Market files that kspmv-bench's JSON does not report:
the padding of ELL (fill = longest row x rows / entries, what automatic reads today) against
the padding of slices of 32 rows (slice32: SELL-P's storage, and what ELL's warp of 32 rows
reads with its early stop) and of 4 rows (quad4: the 32-byte sectors of one slot), in the
file's row order and after a random permutation (perm32). Symmetric files count both
triangles, as kspmv's reader does.

  python3 perf_tests/tools/row_fills.py DIR/NAME[.mtx.gz] ...
"""
import gzip
import random
import sys


def row_lengths(path):
    with gzip.open(path, 'rt') if path.endswith('.gz') else open(path) as f:
        header = f.readline().lower()
        symmetric = any(k in header for k in ('symmetric', 'hermitian', 'skew'))
        line = f.readline()
        while line.startswith('%'):
            line = f.readline()
        rows = int(line.split()[0])
        lengths = [0] * rows
        for line in f:
            p = line.split()
            if len(p) < 2:
                continue
            r, c = int(p[0]) - 1, int(p[1]) - 1
            lengths[r] += 1
            if symmetric and r != c:
                lengths[c] += 1
    return lengths


def group_fill(lengths, g):
    """Slots an entry when each group of g rows is padded to its longest row."""
    return sum(max(lengths[i:i + g]) * g for i in range(0, len(lengths), g)) / sum(lengths)


for arg in sys.argv[1:]:
    path = arg if '.mtx' in arg else arg + '.mtx.gz'
    n = row_lengths(path)
    entries, rows = sum(n), len(n)
    mean = entries / rows
    cv = (sum((x - mean) ** 2 for x in n) / rows) ** 0.5 / mean
    shuffled = n[:]
    random.Random(1).shuffle(shuffled)
    name = path.split('/')[-1].split('.mtx')[0]
    print(f'{name:18} mean {mean:6.1f} cv {cv:5.2f} max {max(n):6d} fill {max(n) * rows / entries:7.2f} '
          f'slice32 {group_fill(n, 32):6.2f} quad4 {group_fill(n, 4):6.2f} perm32 {group_fill(shuffled, 32):6.2f}')
