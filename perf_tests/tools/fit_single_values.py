#!/usr/bin/env python3
"""Fits TuningTable::single_values (spmv/automatic.hpp, single_values_choice)
on kspmv-bench --single-values runs, and scores a fitted rule on others.

For each matrix the rule's pick is replayed from the JSON: automatic's as-given
choice (variant `automatic`, field `chosen`); where that keeps its own values
(dia, ell, sellp) the pick is <chosen>_single; where it is a CSR kernel, ELL
single if max_row·rows/nnz <= F, else SELL-P single if std/mean <= C and
max_row <= 512 (csr_row_len_limit), else the as-given time. The score is the
geometric mean of automatic's as-given time over the pick's time (> 1: the
rule gains), with the worst matrix.

    fit_single_values.py fit FIT.json...            grid over F and C
    fit_single_values.py score F C SCORE.json...    one rule, matrix by matrix
"""
import json, math, sys

ROW_LIMIT = 512
KEEPS = ('dia', 'ell', 'sellp')


def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float('nan')


def load(paths):
    out = []
    for p in paths:
        for m in json.load(open(p))['matrices']:
            v = {x['name']: x for x in m['variants'] if x['ran'] and x['error_ok']}
            if 'automatic' not in v:
                continue
            mean = m['nnz'] / m['rows'] if m['rows'] else 0
            out.append(dict(name=m['name'], fill=m['max_row'] * m['rows'] / max(m['nnz'], 1),
                            cv=m['row_std'] / mean if mean else 0, max_row=m['max_row'],
                            chosen=v['automatic']['chosen'],
                            t={k: x['median_ms'] for k, x in v.items()}))
    return out


def pick(m, F, C):
    c = m['chosen']
    if c in KEEPS:
        return c + '_single'
    if not c.startswith('csr_'):
        return 'automatic'
    if m['fill'] <= F:
        return 'ell_single'
    if m['cv'] <= C and m['max_row'] <= ROW_LIMIT:
        return 'sellp_single'
    return 'automatic'


def gains(ms, F, C):
    out = []
    for m in ms:
        p = pick(m, F, C)
        t = m['t'].get(p, float('inf'))
        out.append((m, p, m['t']['automatic'] / t))
    return out


def main():
    if sys.argv[1] == 'fit':
        ms = load(sys.argv[2:])
        rows = []
        for F in (1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.75, 2.0, 2.5, 3.0):
            for C in (0.0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.5, 2.0):
                g = [x[2] for x in gains(ms, F, C)]
                rows.append((gm(g), min(g), F, C))
        rows.sort(reverse=True)
        print('| F (ell_max_fill) | C (sellp_max_cv) | gm gain | worst |')
        print('|---:|---:|---:|---:|')
        for r in rows[:12]:
            print('| %.2f | %.1f | %.3f | %.2f |' % (r[2], r[3], r[0], r[1]))
    else:
        F, C = float(sys.argv[2]), float(sys.argv[3])
        ms = load(sys.argv[4:])
        print('| matrix | fill | cv | automatic as given | pick | gain |')
        print('|---|---:|---:|---|---|---:|')
        g = []
        for m, p, r in gains(ms, F, C):
            g.append(r)
            print('| %s | %.2f | %.2f | %s | %s | %.2f |' % (m['name'], m['fill'], m['cv'],
                                                        m['chosen'], p, r))
        print('| geometric mean | | | | | %.3f (min %.2f) |' % (gm(g), min(g)))


if __name__ == '__main__':
    main()
