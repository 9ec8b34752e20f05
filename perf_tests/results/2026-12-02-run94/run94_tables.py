"""Run 94's tables from the JSON of this folder: python3 run94_tables.py > tables.txt"""
import gzip, csv, json, math, re


def load(path):
    out = {}
    for m in json.load(open(path))['matrices']:
        for v in m['variants']:
            out[(m['name'], v['name'])] = v
    return out


def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))


print('## 1. n1: EVC-HYB with 16-bit deltas (diffs/r94_narrow_evc_hyb.diff), 32-bit (fe32) against as chosen (fe)')
runs = ['fe32', 'fe', 'fe32_2', 'fe_2']
t = {r: load('n1/%s.json' % r) for r in runs}
for k in t['fe']:
    if k[1] not in ('ell', 'sellp', 'evc_hyb', 'evc_hyb_permuted_y'):
        continue
    ms = [t[r][k]['median_ms'] for r in runs]
    print('%-12s %-20s 32-bit %.4f %.4f  deltas %.4f %.4f  32-bit/deltas %.3f %.3f' %
          (k[0], k[1], ms[0], ms[2], ms[1], ms[3], ms[0] / ms[1], ms[2] / ms[3]))

print('\n## 2. automatic setup (ms), run 93 binary (b3443d4) against e3a9925, n6, two alternated passes')
o1, n1_, o2, n2_ = [load('n6/%s.json' % f) for f in ['old_N_1', 'new_N_1', 'old_N_2', 'new_N_2']]
ratios = []
for k in o1:
    if k[1] != 'automatic':
        continue
    old = (o1[k]['setup_ms'] + o2[k]['setup_ms']) / 2
    new = (n1_[k]['setup_ms'] + n2_[k]['setup_ms']) / 2
    ratios.append(new / old)
    print('%-22s %-17s old %6.2f %6.2f  new %6.2f %6.2f  new/old %.2f  apply ms old %.4f new %.4f' %
          (k[0], n1_[k]['chosen'], o1[k]['setup_ms'], o2[k]['setup_ms'], n1_[k]['setup_ms'],
           n2_[k]['setup_ms'], new / old, o1[k]['median_ms'], n1_[k]['median_ms']))
print('geometric mean new/old %.3f over %d files' % (gm(ratios), len(ratios)))
for p in '12':
    os_, ns = load('n6/old_st_%s.json' % p), load('n6/new_st_%s.json' % p)
    for k in os_:
        if k[1] in ('automatic', 'dia'):
            print('pass %s %-14s %-10s setup old %6.2f new %6.2f  apply old %.4f new %.4f' %
                  (p, k[0], k[1], os_[k]['setup_ms'], ns[k]['setup_ms'], os_[k]['median_ms'],
                   ns[k]['median_ms']))


def ncu(path):
    rows = [l for l in gzip.open(path, 'rt') if l.startswith('"')]
    agg = {}
    for row in list(csv.reader(rows))[1:]:
        fn = re.findall(r'kspmv::([a-z_0-9]+)<', row[4])
        label = fn[0] if fn else ('radix_sort' if 'radix' in row[4] else row[4][:40])
        agg.setdefault(label, []).append(float(row[14].replace(',', '')) / 1e3)
    return agg


print('\n## 3. ncu: kernel durations (us) of the setup passes, one automatic handle (two setups a run)')
passes = ['diagonal_counts', 'largest_block_size', 'sorted_columns', 'narrow_column_groups', 'scatter_costs_of']
for f, before, after in [('4elt', 'n3', 'n4'), ('cti', 'n3', 'n4'), ('bcsstk29', 'n3', 'n4')]:
    a, b = ncu('%s/ncu_%s.csv.gz' % (before, f)), ncu('%s/ncu_%s.csv.gz' % (after, f))
    for p in passes:
        print('%-9s %-22s before %-28s after %s' % (f, p, ' '.join('%.0f' % x for x in a.get(p, [])),
                                                   ' '.join('%.0f' % x for x in b.get(p, []))))
a, b = ncu('n7/ncu_st27_old.csv.gz'), ncu('n7/ncu_st27_new.csv.gz')
for p in passes:
    print('%-9s %-22s before %-28s after %s' % ('st27', p, ' '.join('%.0f' % x for x in a.get(p, [])),
                                               ' '.join('%.0f' % x for x in b.get(p, []))))

print('\n## 4. automatic against cuSPARSE best at e3a9925 (n6)')
for f in ['score_N', 'score_T', 'large_N']:
    r, low = [], []
    for m in json.load(open('n6/%s.json' % f))['matrices']:
        vs = {v['name']: v for v in m['variants'] if v.get('median_ms')}
        a = vs['automatic']['median_ms']
        c = min(v['median_ms'] for n, v in vs.items() if n.startswith('cusparse'))
        r.append(c / a)
        if c / a < 1:
            low.append('%s %.3f' % (m['name'], c / a))
    print('%-8s gm %.3f min %.3f n %d; below 1: %s' % (f, gm(r), min(r), len(r), ', '.join(low)))
