"""Lane-by-lane emulation of CsriSteps' walk (diffs/csri_steps.diff), plain Python: a warp of W lanes, U steps
a group, CSRI's schedule (chunks, row-start mask with the bit at nnz, window rows, head / tail carries and
the second pass). Checks y = A x against a plain loop on random CSR matrices with empty rows, long rows and
rows crossing chunks. `python3 steps_emu.py SEED [W]` (W = 32, NVIDIA, or 64, AMD: windows and chunks of
W·E and more entries)."""
import random, sys

def run(rowptr, col, val, x, W=32, E=8, U=4, chunk=256):
    n_rows = len(rowptr) - 1; nnz = rowptr[-1]; WIN = W * E
    nonempty = [r for r in range(n_rows) if rowptr[r + 1] > rowptr[r]]
    nbits = ((nnz + WIN) // WIN + 1) * WIN
    mask = [False] * nbits
    for r in nonempty: mask[rowptr[r]] = True
    mask[nnz] = True
    before = [0]
    for b in mask: before.append(before[-1] + b)
    window_row = lambda w: before[w * WIN] - 1
    num_chunks = (nnz + chunk - 1) // chunk
    y = {}; head = [0.0] * num_chunks; tail = [0.0] * num_chunks
    for c in range(num_chunks):
        begin = c * chunk; ln = min(chunk, nnz - begin)
        first_split = not mask[begin]
        first_row = window_row(begin // WIN) + (0 if first_split else 1)
        def finish(r, s):
            if r == first_row and first_split: head[c] = s
            else:
                assert nonempty[r] not in y, ('written twice', r); y[nonempty[r]] = s
        cur = window_row(begin // WIN); opn = first_split; carry = 0.0
        inside = [0.0] * W; pending = False
        for g in range(0, ln, U * W):
            prods = []
            for u in range(U):
                pr = []
                for l in range(W):
                    p = g + u * W + l
                    q = begin + (p if p < ln else 0)
                    pr.append(val[q] * x[col[q]] if p < ln else 0.0)
                prods.append(pr)
            for u in range(U):
                p0 = g + u * W
                if p0 >= ln: break
                h = mask[begin + p0: begin + p0 + W]
                if not any(h) and opn and p0 + W <= ln:
                    inside = [a + b for a, b in zip(inside, prods[u])]; pending = True; continue
                if pending: carry += sum(inside); inside = [0.0] * W; pending = False
                if opn and h[0]:
                    finish(cur, carry); opn = False; carry = 0.0
                v = list(prods[u])
                if opn: v[0] += carry
                row = []; s = []; cnt = 0; acc = 0.0
                for l in range(W):
                    if h[l]: cnt += 1; acc = 0.0
                    acc += v[l]; row.append(cur + cnt); s.append(acc)
                for l in range(W - 1):
                    if p0 + l < ln and h[l + 1]: finish(row[l], s[l])
                if p0 + W <= ln: carry = s[W - 1]; cur = row[W - 1]; opn = True
                else: opn = False
        if pending: carry += sum(inside)
        if opn:
            if mask[begin + ln]: finish(cur, carry)
            elif cur == first_row and first_split: head[c] = carry
            else: tail[c] = carry
    for r in nonempty:  # the second pass: rows over more than one chunk
        a, b = rowptr[r], rowptr[r + 1] - 1
        c0, c1 = a // chunk, b // chunk
        if c1 > c0: y[r] = tail[c0] + sum(head[c0 + 1:c1 + 1])
    return [y.get(r, 0.0) for r in range(n_rows)]

rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
WARP = int(sys.argv[2]) if len(sys.argv) > 2 else 32
bad = runs = 0
for trial in range(120):
    n = rng.randint(1, 300); kind = trial % 4
    hi = [4, 40, 600, 3][kind]
    lens = [0 if rng.random() < 0.3 else rng.randint(0, hi) for _ in range(n)]
    if kind == 3: lens[rng.randrange(n)] = rng.randint(500, 3000)
    rowptr = [0]
    for L in lens: rowptr.append(rowptr[-1] + L)
    nnz = rowptr[-1]
    if nnz == 0: continue
    col = [rng.randrange(n) for _ in range(nnz)]; val = [rng.gauss(0, 1) for _ in range(nnz)]
    x = [rng.gauss(0, 1) for _ in range(n)]
    ref = [sum(val[k] * x[col[k]] for k in range(rowptr[r], rowptr[r + 1])) for r in range(n)]
    scale = 1 + max(abs(v) for v in ref)
    for U, chunk in [(4, 256), (8, 256), (4, 512), (2, 1024)]:
        got = run(rowptr, col, val, x, W=WARP, U=U, chunk=chunk * WARP // 32); runs += 1
        wrong = [r for r in range(n) if abs(got[r] - ref[r]) > 1e-9 * scale]
        if wrong: bad += 1; print('mismatch', trial, kind, U, chunk, wrong[:5])
print('runs', runs, 'bad', bad)
