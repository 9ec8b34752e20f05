# Shares of staged chunks (512 entries, empty rows compacted) by step-2 mapping: warp rows (mean >= 32
# entries, W = 32) and items (mean >= 8), on a pattern replicated block-diagonally (FILE@K; @auto: ~24M entries).
# Usage, from ../shared/matrices: python3 chunk_shares.py web-NotreDame.mtx.gz@16 ...
import gzip, sys, bisect, itertools
def load(p):
    f = gzip.open(p, 'rt'); header = f.readline(); sym = 'symmetric' in header
    line = f.readline()
    while line.startswith('%'): line = f.readline()
    m, n, nnz = map(int, line.split()[:3])
    counts = [0] * m
    for line in f:
        t = line.split()
        if len(t) < 2: continue
        r, c = int(t[0]) - 1, int(t[1]) - 1
        counts[r] += 1
        if sym and r != c: counts[c] += 1
    return m, counts
CH, W = 512, 32
for arg in sys.argv[1:]:
    p, rep = arg.split('@')
    m, counts = load(p)
    ne = [c for c in counts if c > 0]
    rep = int(rep) if rep != 'auto' else max(1, round(24e6 / sum(ne)))
    starts = list(itertools.accumulate(ne * rep, initial=0))
    nnz = starts[-1]; nch = (nnz + CH - 1) // CH
    nw = ni = 0
    for k in range(nch):
        b = k * CH; e = min(b + CH, nnz); ln = e - b
        first = bisect.bisect_right(starts, b) - 1
        last = bisect.bisect_left(starts, e) - 1
        span = last - first + 1
        if span * W <= ln: nw += 1
        elif ln >= 8 * span: ni += 1
    print(f'{p.split("/")[-1][:22]:22s} x{rep:<5d} chunks {nch:6d} warp {nw/nch:.3f} items {ni/nch:.3f}', flush=True)
