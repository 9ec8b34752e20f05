#!/usr/bin/env python3
"""Run 57's tables from the call outputs in this folder.
  omega   c1: the CSR / COO load balance's time at omega 16-512 and chunks 64-1024 (the table: omega_table)
  sweep   c2, c3, c5: 2 GPUs over the best single GPU, at the model's root weight and at each swept weight
  final   c4: the same at the final code, the model's weight
  kk      c1: automatic against Kokkos Kernels' native SpMV (score and large suites, mode N)
"""
import json, math, sys

def load(path):
    return json.load(open(path))

def gm(v):
    return math.exp(sum(map(math.log, v)) / len(v)) if v else float('nan')

def omega():
    runs = ['omega16', 'omega32', 'omega64', 'omega_table', 'omega256', 'omega512', 'chunk64', 'chunk256', 'chunk1024']
    t = {}
    for r in runs:
        for m in load(f'c1/{r}.json')['matrices']:
            for v in m['variants']:
                t.setdefault((m['name'], v['name']), {})[r] = v['median_ms']
    print('ms; omega_table = the tuning table (omega 128 entries a warp for large matrices, its chunk)')
    print(f'{"matrix":24} {"kernel":16}' + ''.join(f'{r:>12}' for r in runs))
    for (name, kernel), d in sorted(t.items()):
        if kernel in ('csr_load_balance', 'coo_load_balance'):
            print(f'{name[:24]:24} {kernel:16}' + ''.join(f'{d[r]:12.4f}' for r in runs))

def sweep_of(path):
    for m in load(path)['matrices']:
        best = m['best_single_ms']
        print(f"{m['matrix'][:24]:24} 1 GPU best {best:.4f} ms ({m['best_single']})")
        for bal in ('plain', 'balanced'):
            swept, model = {}, None
            for r in m['runs']:
                if r['variant'] == f'2gpu_{bal}_overlapped_swept':
                    swept.setdefault(r['root_weight'], []).append(r['total_ms'])
                elif r['variant'] == f'2gpu_{bal}_overlapped':
                    model = r
            line = f"   {bal:9} model weight {model['root_weight']:.3f}: {best / model['total_ms']:.3f}x"
            if swept:
                line += '  swept: ' + ' '.join(f'{w:.2f} ' + '/'.join(f'{best / t:.3f}' for t in ts)
                                             for w, ts in sorted(swept.items()))
            print(line)

def sweep():
    for call, path in (('c2 (model: broadcast + gather, local_bandwidth 4e12)', 'c2/mgpu_sweep.json'),
                       ('c3 (local_bandwidth 2.75e12 = ecdbb70; each weight twice)', 'c3/mgpu_sweep.json'),
                       ('c5 (diffs/priority_side_stream.diff; cut at the call limit)', 'c5/mgpu_priority.json')):
        print(f'== {call}: 2 GPUs over 1, at the model\'s weight and swept')
        try:
            sweep_of(path)
        except (json.JSONDecodeError, FileNotFoundError):
            # Cut before its JSON was written: the text's totals, over its own best single GPU
            # where it got that far, else c4's.
            c4 = {m['matrix']: m['best_single_ms'] for m in load('c4/mgpu_final.json')['matrices']}
            blocks, name = {}, None
            for line in open(path.replace('.json', '.txt')):
                if line.startswith('== '):
                    name = ':'.join(line[3:].split(':')[:2])
                    blocks[name] = {'lines': [], 'single': []}
                elif name and 'apply, root overlapping' in line:
                    blocks[name]['lines'].append(line)
                elif name and line.startswith('1 GPU'):
                    blocks[name]['single'].append(float(line.split()[3]))
            for name, b in blocks.items():
                own = min(b['single']) if b['single'] else None
                ref = own or [v for k, v in c4.items() if k.startswith(name)][0]
                print(f"{name[:24]:24} 1 GPU best {ref:.4f} ms ({'this call' if own else 'c4: cut before its own'})")
                for line in b['lines']:
                    w = float(line.split('root weight ')[1].split()[0].rstrip(':'))
                    t = float(line.split('total ')[1].split()[0])
                    print(f"   {line.split()[2]:9} weight {w:.3f}{' (swept)' if 'swept' in line else ' (model)'}: "
                          f"{t:.4f} ms  {ref / t:.3f}x")

def final():
    print('== c4 (ecdbb70): 2 GPUs over 1 at the model\'s weight')
    sweep_of('c4/mgpu_final.json')

def kk():
    for f in ('score_kk', 'large_kk'):
        rc, rk = [], []
        for m in load(f'c1/{f}.json')['matrices']:
            v = {x['name']: x for x in m['variants']}
            a = v['automatic']['median_ms']
            rc.append(m['cusparse_best_ms'] / a)
            rk.append(m['kk_native_ms'] / a)
            print(f"{f:9} {m['name'][:28]:28} {v['automatic']['chosen'][:18]:18} {a:.4f} ms  "
                  f"x cuSPARSE best {rc[-1]:.3f}  x KK native {rk[-1]:.2f}")
        print(f'{f}: geomean x cuSPARSE best {gm(rc):.3f}, x KK native {gm(rk):.2f} (min {min(rk):.2f})')

{'omega': omega, 'sweep': sweep, 'final': final, 'kk': kk}[sys.argv[1]]()
