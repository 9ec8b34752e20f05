#!/usr/bin/env python3
"""Run 56's tables from the call folders (run from this folder).

    python3 run56_tables.py modeT    # c1: op = A^T on the fit block patterns, BSR vs the non-block kernels
    python3 run56_tables.py share    # c1 + run 53/55's mode-N times (the unit test's tables): break-even share
    python3 run56_tables.py kernels  # c2, c4: every non-block kernel per real matrix, relative to the CSR load balance
    python3 run56_tables.py oracle   # c2, c4: automatic and the best kspmv kernel against cuSPARSE's best
    python3 run56_tables.py heldT    # c5: held-out block patterns with 15 of 100 applies transposed
    python3 run56_tables.py fit2     # c4 -> c5: automatic on fit2 before and after the ELL refit
"""
import json, math, re, sys

NONBLOCK = ('ell', 'sellp', 'hybrid', 'csr_vector', 'csr_scalar', 'coo_load_balance')


def kspmv_times(m):
    return {v['name']: v['median_ms'] for v in m['variants']
            if v['family'] == 'kspmv' and v.get('ran') and v['median_ms']}


def chosen(m):
    return [v['chosen'] for v in m['variants'] if v['name'] == 'automatic'][0]


def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))


def mode_t():
    for b in (2, 3, 5, 8):
        rows = {}
        for tag in ('fitT', 'fitT10', 'fitT100'):
            for m in json.load(open(f'c1/{tag}_b{b}.json'))['matrices']:
                r = rows.setdefault(m['name'], {})
                if tag == 'fitT':
                    r['cus'] = m['cusparse_best_ms']
                t = kspmv_times(m)
                r['auto' + tag[4:]] = (t['automatic'], chosen(m))
                r['nb' + tag[4:]] = min(v for k, v in t.items() if k not in ('automatic', 'bsr'))
                if 'bsr' in t:
                    r['bsr'] = t['bsr']
        print(f'\n== b = {b}, op = A^T (ms); nb: the best non-block kernel with 0 / 10 / 100 transposed applies announced')
        print(f"{'pattern':24s} {'automatic':>18s} {'bsr':>7s} {'nb0':>7s} {'nb10':>7s} {'nb100':>7s} {'cuSPARSE':>8s} bsr/nb0")
        for n, r in rows.items():
            a = r['auto']
            print(f"{n[:24]:24s} {a[0]:.4f} {a[1][:10]:10s} {r['bsr']:.4f} {r['nb']:.4f} {r['nb10']:.4f} "
                  f"{r['nb100']:.4f} {r['cus']:8.4f} {r['bsr'] / r['nb']:5.2f}")


def share():
    src = open('../../../unit_tests/test_errors_and_handle.cpp').read()
    blk = src[src.index('TEST(Handle, AutomaticBsrForAnnouncedTransposes)'):]
    blk = blk[:blk.index('};')]
    print(f"{'pattern':24s}   cv  N bsr/nb  T bsr/nb  break-even share of transposed applies")
    for m in re.finditer(r'\{"([^"]+)", (\d+), (\d+), (\d+), (\d+), ([\d.]+), ([\d.]+), ([\d.]+), ([\d.]+), ([\d.]+), ([\d.]+)\}', blk):
        g = m.groups()
        bn, on, bt, ot = map(float, g[7:11])
        dn, dt = bn - on, ot - bt
        fs = 0.0 if dn <= 0 else (dn / (dn + dt) if dt > 0 else 1.0)
        print(f'{g[0]:24s} {float(g[5]):4.2f}  {bn / on:6.2f}  {bt / ot:8.2f}  {fs:5.2f}')


def kernels():
    for f in ('c2/fit_real_all.json', 'c4/fit2_all.json', 'c2/score_all.json'):
        print('==', f)
        for m in json.load(open(f))['matrices']:
            t = kspmv_times(m)
            mean = m['nnz'] / m['rows']
            fill = m['max_row'] * m['rows'] / m['nnz']
            lb = t['csr_load_balance']
            rel = ' '.join(f'{k[:6]}:{t[k] / lb:.2f}' for k in NONBLOCK if k in t)
            print(f"{m['name'][:24]:24s} mean {mean:6.1f} cv {m['row_std'] / mean:5.2f} fill {fill:7.2f} "
                  f"scat {m['scattered_rows']:.2f} auto {chosen(m)[:8]:8s} {rel}")


def oracle():
    for f in ('c2/fit_real_all.json', 'c4/fit2_all.json', 'c2/score_all.json', 'c2/fit_gen_all.json'):
        print('==', f)
        ga, go = [], []
        for m in json.load(open(f))['matrices']:
            t = kspmv_times(m)
            c = m['cusparse_best_ms']
            bn = min((v, k) for k, v in t.items() if k != 'automatic')
            ga.append(c / t['automatic'])
            go.append(c / bn[0])
            print(f"{m['name'][:28]:28s} automatic {chosen(m)[:16]:16s} {c / t['automatic']:5.2f}x cuSPARSE  "
                  f"best kspmv {bn[1][:16]:16s} {c / bn[0]:5.2f}x")
        print(f'geometric mean: automatic {gm(ga):.3f}, best kspmv kernel per matrix {gm(go):.3f}')


def held_t(f=0.15):
    print(f'cost = {1 - f:.2f} x mode N + {f:.2f} x mode T; nb: the best non-block kernel')
    print(f"{'pattern':24s} {'pick':8s}    cv    bsrN     nbN    bsrT     nbT  auto/cheaper  bsr/nb  T: cuSPARSE/auto")
    ratios, vs_cusparse = [], []
    for b in (2, 3, 5):
        n_of = {m['name']: m for m in json.load(open(f'c5/heldN15_b{b}.json'))['matrices']}
        for m in json.load(open(f'c5/heldT15_b{b}.json'))['matrices']:
            tt, tn = kspmv_times(m), kspmv_times(n_of[m['name']])
            nbn = min(v for k, v in tn.items() if k not in ('automatic', 'bsr'))
            nbt = min(v for k, v in tt.items() if k not in ('automatic', 'bsr'))
            cb = (1 - f) * tn['bsr'] + f * tt['bsr']
            cn = (1 - f) * nbn + f * nbt
            ca = (1 - f) * tn['automatic'] + f * tt['automatic']
            mean = m['nnz'] / m['rows']
            ratios.append(ca / min(cb, cn))
            vs_cusparse.append(m['cusparse_best_ms'] / tt['automatic'])
            print(f"{m['name'][:24]:24s} {chosen(m)[:8]:8s} {m['row_std'] / mean:5.2f} {tn['bsr']:.4f} {nbn:.4f} "
                  f"{tt['bsr']:.4f} {nbt:.4f}  {ca / min(cb, cn):6.3f}  {cb / cn:6.3f}  {vs_cusparse[-1]:.2f}")
    print(f'geometric mean: automatic / cheaper {gm(ratios):.3f}; mode T cuSPARSE best / automatic {gm(vs_cusparse):.2f}')


def fit2():
    before = {m['name']: m for m in json.load(open('c4/fit2_all.json'))['matrices']}
    after, was = [], []
    print('time / the best non-block kernel of c4 (DIA was not timed in c4: its picks run below 1)')
    for m in json.load(open('c5/fit2_auto.json'))['matrices']:
        o = before[m['name']]
        t = kspmv_times(o)
        best = min(v for k, v in t.items() if k != 'automatic')
        a = kspmv_times(m)['automatic']
        was.append(t['automatic'] / best)
        after.append(a / best)
        print(f"{m['name'][:22]:22s} before {chosen(o)[:16]:16s} {was[-1]:.3f}  after {chosen(m)[:16]:16s} {after[-1]:.3f}")
    print(f'geometric mean: before {gm(was):.3f}, after {gm(after):.3f}')


{'fit2': fit2, 'modeT': mode_t, 'share': share, 'kernels': kernels, 'oracle': oracle, 'heldT': held_t}[sys.argv[1]]()
