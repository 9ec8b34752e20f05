# Run 77's tables: python3 run77_tables.py > variants.txt (from this folder). Reads each bench's text
# output (the per-matrix sections: run 75's c4/score_t16 was cut before its summary) and compares the
# automatic row's time of two runs matrix by matrix; xCUSP = cuSPARSE's best SpMM time / automatic's.
import math, re
R75 = '../2026-11-30-run75/'

def load(path):
    rows, cur = {}, None
    for line in open(path):
        if line.startswith('== summary'):
            cur = None
        elif line.startswith('== '):
            cur = re.split(r'\s{2,}', line[3:].strip())[0]
            rows[cur] = {}
        elif cur and not line.startswith(('variant', '#')) and len(line.split()) > 3:
            p = line.split()
            try:
                rows[cur][p[0]] = float(p[2])
            except ValueError:
                pass
    out = {}
    for m, v in rows.items():
        if 'automatic' in v:
            cus = [t for k, t in v.items() if k.startswith('cusparse')]
            out[m] = (v['automatic'], min(cus) if cus else None)
    return out

def gm(v):
    return math.exp(sum(map(math.log, v)) / len(v)) if v else float('nan')

def compare(title, before, after):
    a, b = load(before), load(after)
    print(f'{title}\n  before {before}\n  after  {after}')
    ratios, xa, xb = [], [], []
    for m in a:
        if m not in b:
            continue
        r = b[m][0] / a[m][0]
        ratios.append(r)
        line = f'  {m:28s} {a[m][0]:8.4f} {b[m][0]:8.4f} ms  after/before {r:.3f}'
        if a[m][1] and b[m][1]:
            xa.append(a[m][1] / a[m][0]); xb.append(b[m][1] / b[m][0])
            line += f'   xCUSP {xa[-1]:.2f} -> {xb[-1]:.2f}'
        print(line)
    tail = f'  gm after/before {gm(ratios):.3f} over {len(ratios)}'
    if xa:
        tail += (f'; xCUSP gm {gm(xa):.3f} -> {gm(xb):.3f}, min {min(xb):.2f}, below 1: ' +
                 (', '.join(f'{m} {b[m][1] / b[m][0]:.2f}' for m in a if m in b and b[m][1] and b[m][1] / b[m][0] < 1) or 'none'))
    print(tail + '\n')

compare('c2: design 3 presummed / staged, fit suite, K = 8', 'c2/fit_t8_staged.txt', 'c2/fit_t8_presum.txt')
compare('c2: design 3 presummed / staged, fit suite, K = 32 (presummed cut at 90 s)', 'c2/fit_t32_staged.txt', 'c2/fit_t32_presum.txt')
compare('c3: held out K = 16, forced presummed / run 75 automatic', R75 + 'c4/score_t16.txt', 'c3/score_t16_presum.txt')
compare('c3: held out K = 32, forced presummed / run 75 automatic', R75 + 'c5/score_t32.txt', 'c3/score_t32_presum.txt')
compare('c4: fit K = 8, automatic (rule at 0.30) / c2 staged', 'c2/fit_t8_staged.txt', 'c4/fit_t8_auto.txt')
compare('c4: fit K = 32, automatic (rule at 0.30) / c2 staged', 'c2/fit_t32_staged.txt', 'c4/fit_t32_auto.txt')
compare('c4: held out K = 16, automatic (rule at 0.30) / run 75 automatic', R75 + 'c4/score_t16.txt', 'c4/score_t16_auto.txt')
compare('c4: large K = 8, automatic (rule at 0.30) / run 75 automatic', R75 + 'c4/large_t8.txt', 'c4/large_t8_auto.txt')
for k in (8, 16, 32):
    compare(f'c5: generated fit suite K = {k}, automatic (rule at 0.30) / staged', f'c5/gfit_t{k}_staged.txt', f'c5/gfit_t{k}_auto.txt')
compare('c5: held out K = 32, automatic (rule at 0.30) / run 75 automatic', R75 + 'c5/score_t32.txt', 'c5/score_t32_auto.txt')
# bcsstk16 at K = 16: run 75 c4 was cut before it; run 75 c5 measured it alone.
compare('c4: bcsstk16 at K = 16, automatic (rule at 0.30) / run 75 c5 automatic', R75 + 'c5/bcsstk16_t16.txt', 'c4/score_t16_auto.txt')
import os
if os.path.exists('c6'):
    compare('c6: large K = 8, automatic (final rule, 0.20) / run 75 automatic', R75 + 'c4/large_t8.txt', 'c6/large_t8_auto.txt')
    compare('c6: generated fit suite K = 8, automatic (final rule, 0.20) / c5 staged', 'c5/gfit_t8_staged.txt', 'c6/gfit_t8_auto.txt')
    compare('c6: fit K = 8, automatic (final rule, 0.20) / c2 staged', 'c2/fit_t8_staged.txt', 'c6/fit_t8_auto.txt')
