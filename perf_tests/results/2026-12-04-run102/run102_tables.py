# Tables of run 102 from the call outputs in this folder: python3 run102_tables.py > tables.txt
import collections, glob, json, math, os

HERE = os.path.dirname(os.path.abspath(__file__))
RUN101 = os.path.join(HERE, '..', '2026-12-04-run101')


def kspmv_times(path, names=('automatic', 'csr_load_balance', 'csr_scalar', 'dia')):
    out = {}
    for m in json.load(open(path))['matrices']:
        for v in m['variants']:
            if v['name'] in names and v['ran']:
                out[m['name']] = (v['median_ms'], v['chosen'])
    return out


def ab(call, prefix, a, b):
    """Time of b over time of a per matrix for every pass PREFIX_<pass>_{a,b}.json."""
    print(f'# {call} {prefix}: {b} / {a}')
    rows, logs = collections.defaultdict(list), []
    for fa in sorted(glob.glob(f'{HERE}/{call}/{prefix}_*_{a}.json')):
        A, B = kspmv_times(fa), kspmv_times(fa.replace(f'_{a}.json', f'_{b}.json'))
        for k in A:
            if k in B:
                rows[k].append((A[k][0], B[k][0], A[k][1]))
    for k, v in rows.items():
        r = [y / x for x, y, _ in v]
        logs += [math.log(x) for x in r]
        print(f'{k:28s} {v[0][2]:18s} {a} {v[0][0]:.4f} ms  {b}/{a}: ' + ' '.join(f'{x:.3f}' for x in r))
    print(f'gm {math.exp(sum(logs) / len(logs)):.4f}\n')


def large(path, before, one_vector=None):
    """automatic against cuSPARSE's best SpMM per matrix, beside run 101's time; per right-hand side over
    kspmv's single-vector time where one_vector (a rank-1 run's json) is given."""
    def load(p):
        out = {}
        for m in json.load(open(p))['matrices']:
            best = min(v['median_ms'] for v in m['variants'] if v['name'].startswith('cusparse') and v['ran'])
            a = next(v for v in m['variants'] if v['name'] == 'automatic')
            out[m['name']] = (a['median_ms'], best, a['pct_copy_bandwidth'], a['chosen'])
        return out
    now, then = load(f'{HERE}/{path}'), load(before)
    single = {}
    if one_vector:
        for m in json.load(open(one_vector))['matrices']:
            single[m['name']] = next(v['median_ms'] for v in m['variants'] if v['name'] == 'automatic')
    k = json.load(open(f'{HERE}/{path}')).get('vectors', '')
    print(f'# {path}: automatic / cuSPARSE best SpMM (run 101 beside)')
    logs = []
    for name, (ms, best, pct, chosen) in now.items():
        t = then.get(name)
        extra = f'  run 101 {t[1] / t[0]:.2f} ({t[0]:.4f} ms, now / then {ms / t[0]:.3f})' if t else ''
        if name in single:
            extra += f'  per RHS / single {ms / 8 / single[name]:.3f}'
        logs.append(math.log(best / ms))
        print(f'  {name:26s} {chosen:18s} {ms:.4f} ms {pct:5.1f}%  cuSPARSE {best:.4f}  x {best / ms:.2f}{extra}')
    print(f'  gm {math.exp(sum(logs) / len(logs)):.3f}\n')


NCU_KEYS = ('Duration', 'Registers Per Thread', 'Achieved Occupancy', 'Executed Instructions',
            'Issued Warp Per Scheduler', 'Warp Cycles Per Issued Instruction', 'L1/TEX Hit Rate',
            'L1/TEX Cache Throughput', 'L2 Cache Throughput', 'DRAM Throughput', 'Compute (SM) Throughput')


def ncu(call, names):
    """The DIA kernel's ncu sections, one column a report (ncu_<name>.txt)."""
    print(f'# {call} ncu, DIA kernel at K = 8: ' + ', '.join(names))
    cols = []
    for n in names:
        vals = {}
        for line in open(f'{HERE}/{call}/ncu_{n}.txt'):
            parts = line.split()
            for k in NCU_KEYS:
                kw = k.split()
                if parts[:len(kw)] == kw and k not in vals:
                    vals[k] = parts[-1]
        cols.append(vals)
    for k in NCU_KEYS:
        print(f'{k:36s} ' + ' '.join(f'{c.get(k, "-"):>14s}' for c in cols))
    print()


if __name__ == '__main__':
    print('## n1: column pointers (run 101 prepared) against the build without them\n')
    for K in (4, 8, 16, 32):
        ab('n1', f's{K}', 'base', 'diacols')
    ab('n1', 't8', 'base', 'diacols')
    print("## n2: A's values evict-first (dstream), an L2 prefetch P diagonals ahead (pfP), both (spf4)\n")
    for K in (8, 4):
        for v in ('dstream', 'pf2', 'pf4', 'spf4', 'pf8'):
            ab('n2', f's{K}', 'base102', v)
    for v in ('dstream', 'pf2', 'pf4', 'spf4', 'pf8'):
        ab('n2', 't8', 'base102', v)
    print('## n3: the next offset loaded a step ahead (noff), the diagonal loop unrolled by 2 (unr2)\n')
    for K in (8, 4):
        for v in ('noff', 'unr2'):
            ab('n3', f's{K}', 'base102', v)
    for v in ('noff', 'unr2'):
        ab('n3', 't8', 'base102', v)
    ncu('n3', ['stencil7_base102', 'stencil7_pf8', 'stencil27_base102', 'stencil27_pf8'])
    print('## n4: a whole tile through one opaque stepped pointer (lean: __ldg, leanp: plain loads)\n')
    for K in (8, 4, 16):
        for v in ('lean', 'leanp'):
            ab('n4', f's{K}', 'base102', v)
    for v in ('lean', 'leanp'):
        ab('n4', 't8', 'base102', v)
    ncu('n4', ['stencil27_base102', 'stencil27_lean'])
    print('## n5: the stepped gather as committed (head, 0ecc4a0) against base102; srow / sscal prepared next\n')
    for K in (8, 4):
        ab('n5', f's{K}', 'base102', 'head')
    ab('n5', 't8', 'base102', 'head')
    ab('n5', 'b8', 'base102', 'head')
    for K in (4, 8):
        for v in ('srow', 'sscal'):
            ab('n5', f'e{K}', 'stepped', v)
    print('## n5: the record at 0ecc4a0 (large suite, automatic, cuSPARSE in the same process)\n')
    large('n5/large_k4.json', f'{RUN101}/r1/large_k4.json')
    large('n5/large_k8.json', f'{RUN101}/r1/large_k8.json', f'{RUN101}/e3/stencil_n.json')
    large('n5/large_k16.json', f'{RUN101}/r1/large_k16.json')
