# Run 78's tables: python3 run78_tables.py > tables.txt (from this folder). Reads the benches' text output
# (per-matrix sections) and prints, matrix by matrix, the time of each variant asked for.
import math, os, re

def load(path):
    """{matrix: {variant: ms}} plus 'cusparse' = the best cuSPARSE SpMM / csrmv time."""
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
    for v in rows.values():
        cus = [t for k, t in v.items() if k.startswith('cusparse')]
        if cus:
            v['cusparse'] = min(cus)
    return rows

def gm(v):
    return math.exp(sum(map(math.log, v)) / len(v)) if v else float('nan')

def table(title, columns, ratio=None):
    """columns: [(label, file, variant)]; ratio: (label_a, label_b) printed as a / b."""
    data = [(label, load(f), var) for label, f, var in columns if os.path.exists(f)]
    print(title)
    print('  ' + ' ' * 26 + ''.join(f'{label:>16s}' for label, _, _ in data) +
          (f'   {ratio[0]}/{ratio[1]}' if ratio else ''))
    first = data[0][1]
    rs = []
    for m in first:
        vals = {label: d.get(m, {}).get(var) for label, d, var in data}
        line = f'  {m:26s}' + ''.join(f'{vals[l]:16.4f}' if vals[l] else f'{"-":>16s}' for l, _, _ in data)
        if ratio and vals.get(ratio[0]) and vals.get(ratio[1]):
            rs.append(vals[ratio[0]] / vals[ratio[1]])
            line += f'   {rs[-1]:.3f}'
        print(line)
    if rs:
        print(f'  gm {ratio[0]}/{ratio[1]} {gm(rs):.3f} over {len(rs)}')
    print()

def xcusp(title, path):
    d = load(path)
    xs = []
    print(title)
    for m, v in d.items():
        if 'automatic' in v and 'cusparse' in v:
            xs.append(v['cusparse'] / v['automatic'])
            print(f'  {m:26s} automatic {v["automatic"]:.4f}  cuSPARSE best {v["cusparse"]:.4f}  x{xs[-1]:.2f}')
    print(f'  gm x{gm(xs):.3f} over {len(xs)}; below 1: ' +
          (', '.join(f'{m} {v["cusparse"] / v["automatic"]:.2f}' for m, v in d.items()
                     if 'automatic' in v and 'cusparse' in v and v['cusparse'] < v['automatic']) or 'none') + '\n')

# c1: run 77's prepared call.
table('c1: presummed / staged scatter, real fit suite, mode T, K = 4',
      [('staged', 'c1/fit_t4_staged.txt', 'automatic'), ('presummed', 'c1/fit_t4_presum.txt', 'automatic')],
      ('presummed', 'staged'))
table('c1: denserows, mode T, K = 8: automatic (ordered branch) / staged',
      [('staged', 'c1/dense_t8_staged.txt', 'automatic'), ('automatic', 'c1/dense_t8_auto.txt', 'automatic')],
      ('automatic', 'staged'))
xcusp('c1: held out, op = A, K = 8, automatic at bb2dbd1', 'c1/score_auto8.txt')
# c2-c4: csr_vector's rank-2 kernels, forced.
for k in (4, 8, 16, 32):
    cols = [('automatic', f'c3/xfit_k{k}.txt', 'automatic'), ('cuSPARSE', f'c3/xfit_k{k}.txt', 'cusparse'),
            ('csr_lb', f'c3/xfit_k{k}.txt', 'csr_load_balance'),
            ('warp', f'c3/xfit_k{k}.txt', 'csr_vector'), ('warp copyX', f'c4/rmx_k{k}.txt', 'csr_vector')]
    if k == 8:
        cols.insert(3, ('portable', 'c2/long_k8.txt', 'csr_vector'))
        cols.append(('warp Right', 'c4/right_k8.txt', 'csr_vector'))
    table(f'c2-c4: long-row and FE files outside both suites, op = A, K = {k}, csr_vector forced '
          '(portable: bb2dbd1\'s kernel; warp: the warp-a-row kernel, X as given; copyX: through the '
          'row-major copy)', cols)
table('c3-c4: real fit suite, K = 8, forced', [('automatic', 'c3/fit_k8.txt', 'automatic'),
      ('csr_lb', 'c3/fit_k8.txt', 'csr_load_balance'), ('warp', 'c3/fit_k8.txt', 'csr_vector'),
      ('warp copyX', 'c4/fit_rmx_k8.txt', 'csr_vector')])
table('c3: generated fit suite, K = 8, forced', [('automatic', 'c3/gfit_k8.txt', 'automatic'),
      ('csr_lb', 'c3/gfit_k8.txt', 'csr_load_balance'), ('warp', 'c3/gfit_k8.txt', 'csr_vector')])
# c5: the final commit.
if os.path.exists('c5'):
    for k in (4, 8, 16):
        table(f'c5: fit-side files, automatic at the final commit / c3 (bb2dbd1 rule), K = {k}',
              [('before', f'c3/xfit_k{k}.txt', 'automatic'), ('after', f'c5/xfit_auto{k}.txt', 'automatic'),
               ('cuSPARSE', f'c3/xfit_k{k}.txt', 'cusparse')], ('after', 'before'))
    xcusp('c5: held out, op = A, K = 8, automatic at the final commit', 'c5/score_auto8.txt')
    xcusp('c5: held out, op = A, K = 4, automatic at the final commit', 'c5/score_auto4.txt')
    table('c5: held out K = 8, final / c1 (bb2dbd1)', [('before', 'c1/score_auto8.txt', 'automatic'),
          ('after', 'c5/score_auto8.txt', 'automatic')], ('after', 'before'))
    xcusp('c5: large suite, rank 1, op = A', 'c5/large_n.txt')
    xcusp('c5: held out, rank 1, op = A', 'c5/score_n.txt')
    # Rank-1 paths this run left alone, against their last measurements with the same commands.
    for title, before, after in [
            ('large suite, rank 1, N: final / run 70 c3', '../2026-11-30-run70/c3/large1.txt', 'c5/large_n.txt'),
            ('held out, rank 1, N: final / run 75 c5', '../2026-11-30-run75/c5/score_n.txt', 'c5/score_n.txt'),
            ('held out, rank 1, T: final / run 75 c5', '../2026-11-30-run75/c5/score_t.txt', 'c5/score_t.txt')]:
        if os.path.exists(after):
            table('c5: ' + title, [('before', before, 'automatic'), ('after', after, 'automatic')],
                  ('after', 'before'))
            xcusp('c5: ' + title.split(':')[0] + ', xCUSP at the final commit', after)
# c6: each variant in its own process; c7: the final commit.
for k in (4, 8):
    table(f'c6: mbeacxc and bundle1, K = {k}, at 482e4cd (warp: automatic, csr_vector and csr_load_balance take '
          'the tile-load branch kernel; nowarp: --warp-rows no) and with 4 consecutive rows a warp (runs)',
          [('automatic', f'c6/auto_k{k}.txt', 'automatic'), ('csr_vector', f'c6/vec_k{k}.txt', 'csr_vector'),
           ('csr_lb', f'c6/lb_k{k}.txt', 'csr_load_balance'), ('nowarp', f'c6/nowarp_k{k}.txt', 'automatic'),
           ('runs auto', f'c6/runs_auto_k{k}.txt', 'automatic'), ('runs vec', f'c6/runs_vec_k{k}.txt', 'csr_vector')])
if os.path.exists('c7'):
    for k in (4, 8):
        table(f'c7: the eight files, automatic, K = {k}: bb2dbd1\'s rule (c3) / 482e4cd (c5) / final (c7)',
              [('before', f'c3/xfit_k{k}.txt', 'automatic'), ('482e4cd', f'c5/xfit_auto{k}.txt', 'automatic'),
               ('final', f'c7/xfit_auto{k}.txt', 'automatic'), ('cuSPARSE', f'c3/xfit_k{k}.txt', 'cusparse')],
              ('final', 'before'))
    xcusp('c7: held out, op = A, K = 4, automatic at the final commit', 'c7/score_auto4.txt')
    table('c7: held out K = 4, final / c5 (482e4cd)', [('482e4cd', 'c5/score_auto4.txt', 'automatic'),
          ('final', 'c7/score_auto4.txt', 'automatic')], ('final', '482e4cd'))
