# Distinct columns a tile of C consecutive CSR entries holds, over its entries, for one Matrix Market file
# (run 76, section 1): python3 tile_distinct_columns.py ../../../../../shared/matrices/web-NotreDame.mtx.gz
import gzip, sys
def read(path):
    f = gzip.open(path, 'rt')
    header = f.readline().lower()
    sym = 'symmetric' in header or 'hermitian' in header
    skew = 'skew' in header
    line = f.readline()
    while line.startswith('%'): line = f.readline()
    m, n, nz = map(int, line.split()[:3])
    rows = [[] for _ in range(m)]
    for line in f:
        p = line.split()
        if len(p) < 2: continue
        i, j = int(p[0]) - 1, int(p[1]) - 1
        rows[i].append(j)
        if (sym or skew) and i != j: rows[j].append(i)
    for r in rows: r.sort()
    return m, n, rows
path = sys.argv[1]
m, n, rows = read(path)
cols = [c for r in rows for c in r]
nnz = len(cols)
out = [path.split('/')[-1].split('.')[0], f"m={m} nnz={nnz}"]
for C in (32, 256, 1024, 4096):
    distinct = 0
    for s in range(0, nnz, C):
        distinct += len(set(cols[s:s+C]))
    out.append(f"C={C}: {distinct/nnz:.3f}")
print("  ".join(out), flush=True)
