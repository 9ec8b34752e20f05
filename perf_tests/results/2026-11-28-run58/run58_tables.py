#!/usr/bin/env python3
"""Run 58's tables, from the outputs in this folder and run 56's.
  python3 run58_tables.py mgpu    # c1, c2: 2 H200s / best single GPU at each NCCL setting
  python3 run58_tables.py slices  # fit, fit2, fit3 and the held-out suite: ELL and SELL-P against the best
                                  # other kernel, local rows (scattered < 0.86) sorted by 32-row slice padding
  python3 run58_tables.py rule    # the slice clause (cv <= 0.4, rows <= 512) simulated on those sets at bounds 1.3-1.6
  python3 run58_tables.py auto    # c4: automatic before (c3, 432dea3) and after the rule, held out and fit3
fills_all.txt: python3 ../../tools/row_fills.py ../../../.device/m/NAME ... (every file of .device/m but dwg961b).
"""
import glob, json, math, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
R56 = os.path.join(HERE, '..', '2026-11-28-run56')
SETS = {'fit': f'{R56}/c2/fit_real_all.json', 'fit2': f'{R56}/c4/fit2_all.json',
        'fit3': f'{HERE}/c3/fit3_all.json', 'held': f'{R56}/c2/score_all.json'}


def fills():
    out = {}
    for line in open(f'{HERE}/fills_all.txt'):
        p = line.split()
        if len(p) > 10 and p[1] == 'mean':
            out[p[0]] = dict(zip(p[1::2], map(float, p[2::2])))
    return out


def mgpu():
    for path in sorted(glob.glob(f'{HERE}/c[12]/*.txt')):
        text = open(path).read()
        if 'kspmv-mgpu-bench' not in text:
            continue
        head = re.search(r'NCCL [0-9.]+(, CTA policy (\w+), NCCL_PROTO ([^)]+))?', text)
        setting = (f'{head.group(2)}/{head.group(3)}' if head.group(2) else  # c1's bench printed no setting:
                   {'ll128': 'env LL128', 'll': 'env LL', 'max4ch': 'env <= 4 channels',
                    'min16ch': 'env >= 16 channels'}.get(os.path.basename(path)[4:-4], 'default'))
        for block in text.split('\n== ')[1:]:
            name = block.split(':')[0] + (':' + block.split(':')[1].split()[0] if 'stencil' in block else '')
            best = min(float(x) for x in re.findall(r'1 GPU  \S+\s+([0-9.]+) ms', block))
            model = {v: float(t) for v, t in re.findall(
                r'2 GPUs (plain|balanced)\s+apply, root overlapping the broadcast, root weight [0-9.]+: total ([0-9.]+)', block)}
            swept = re.findall(r'2 GPUs plain\s+apply, .*root weight ([0-9.]+) \(swept\): total ([0-9.]+)', block)
            sw = ' '.join(f'{w}:{best / float(t):.3f}' for w, t in swept)
            print(f'{os.path.basename(os.path.dirname(path))}/{os.path.basename(path)[:-4]:22s} {setting:22s} '
                  f'{name[:26]:26s} 1 GPU {best:.4f} ms  plain {best / model.get("plain", math.inf):.3f}x  '
                  f'balanced {best / model.get("balanced", math.inf):.3f}x  {sw}')


def local_rows():
    f = fills()
    rows = []
    for sname, path in SETS.items():
        for m in json.load(open(path))['matrices']:
            base = m['name'].split()[0].split('/')[-1].replace('.mtx.gz', '')
            if base not in f or 'perm' in m['name'] or m['scattered_rows'] >= 0.86:
                continue
            vs = {v['name']: v['median_ms'] for v in m['variants'] if v.get('median_ms')}
            if 'ell' not in vs or 'sellp' not in vs:
                continue
            others = {n: t for n, t in vs.items()
                      if not n.startswith(('ell', 'sellp', 'cusparse', 'automatic', 'kk'))}
            auto = [v for v in m['variants'] if v['name'].startswith('automatic')][0]
            rows.append(dict(set=sname, name=m['name'], base=base, f=f[base], vs=vs, others=others,
                             auto=auto['chosen'], auto_ms=auto['median_ms']))
    return sorted(rows, key=lambda r: r['f']['slice32'])


def slices():
    for r in local_rows():
        bo = min(r['others'], key=r['others'].get)
        t = r['others'][bo]
        print(f"{r['set']:5s} {r['name'][:22]:22s} slice32 {r['f']['slice32']:.2f} fill {r['f']['fill']:6.2f} "
              f"max {r['f']['max']:5.0f} cv {r['f']['cv']:.2f} mean {r['f']['mean']:6.1f}  ELL {r['vs']['ell'] / t:.3f}  "
              f"SELL-P {r['vs']['sellp'] / t:.3f}  x the best other ({bo})")


def rule():
    data = local_rows()
    for T in [None, 1.3, 1.35, 1.4, 1.45, 1.5, 1.52, 1.6]:
        out = []
        for sname in SETS:
            logs = []
            for r in data:
                if r['set'] != sname:
                    continue
                f = r['f']
                little = f['fill'] <= 1.1 or (f['cv'] <= 0.2 and f['mean'] >= 8)
                if little:
                    continue  # ELL by the other clauses either way
                # without the local clause: automatic's pick, or the CSR load balance where it took the local ELL
                other = r['vs']['csr_load_balance'] if r['auto'].startswith('ell') else r['auto_ms']
                if T is None:
                    pick = 'ell' if f['fill'] <= 2.6 else None
                elif f['slice32'] <= T and f['cv'] <= 0.4 and f['max'] <= 512:
                    pick = 'ell' if f['fill'] <= 2.6 else 'sellp'
                else:
                    pick = None
                logs.append(math.log(r['vs'][pick] if pick else other))
            out.append(f'{sname} {len(logs)}: {math.exp(sum(logs) / len(logs)) * 1e3:.2f} us')
        print(f"{'run 57 rule (fill <= 2.6)' if T is None else f'slice32 <= {T}':26s}", '   '.join(out))


def auto():
    for name in ['score', 'scoreT', 'large', 'largeT', 'fit3_auto']:
        new = f'{HERE}/c4/{name}.json'
        old = f'{HERE}/c3/{name}.json' if name in ('score', 'large') else None
        if name == 'fit3_auto':
            old = f'{HERE}/c3/fit3_all.json'
        if not os.path.exists(new):
            continue
        before = {}
        if old and os.path.exists(old):
            for m in json.load(open(old))['matrices']:
                a = [v for v in m['variants'] if v['name'].startswith('automatic')][0]
                before[m['name']] = (a['chosen'], a['median_ms'])
        logs = []
        print(f'== {name}')
        for m in json.load(open(new))['matrices']:
            a = [v for v in m['variants'] if v['name'].startswith('automatic')][0]
            x = m['cusparse_best_ms'] / a['median_ms']
            logs.append(math.log(x))
            b = before.get(m['name'])
            was = f"  was {b[0][:18]} {b[1]:.4f} ms ({b[1] / a['median_ms']:.3f}x)" if b and b[0] != a['chosen'] else ''
            print(f"  {m['name'][:28]:28s} {a['chosen'][:20]:20s} {a['median_ms']:.4f} ms  {x:.3f}x cuSPARSE{was}")
        print(f'  geometric mean {math.exp(sum(logs) / len(logs)):.3f}x cuSPARSE over {len(logs)}')


{'mgpu': mgpu, 'slices': slices, 'rule': rule, 'auto': auto}[sys.argv[1]]()
