#!/usr/bin/env python3
"""Markdown summary of kspmv-bench --single-values runs: per matrix, kspmv's
best kernel with values as given (family kspmv) against its best kernel with
values stored single (family kspmv-single), automatic with and without
value_precision = single, cuSPARSE's best format, the % of the copy bandwidth
in CSR bytes, and the largest relative rounding reported. Geometric means
last. > 1: the single-values kernel is faster.

    single_summary.py RUN.json...
"""
import json, math, sys


def gm(xs):
    xs = [x for x in xs if x == x and x > 0]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float('nan')


def ok(m, family):
    return [x for x in m['variants'] if x['family'] == family and x['ran'] and x['error_ok']]


def main():
    for path in sys.argv[1:]:
        d = json.load(open(path))
        print('\n### %s (mode %s, copy bandwidth %.0f GB/s)\n' %
              (path.split('/')[-1], d.get('mode', 'N'), d['copy_bandwidth_gbs']))
        print('| matrix | nnz | best as given | ms | %copy | best single | ms | %copy | rounding '
              '| single / as given | automatic_single (chosen) | vs automatic | vs cuSPARSE best |')
        print('|---|---:|---|---:|---:|---|---:|---:|---:|---:|---|---:|---:|')
        ratio, auto_ratio, cusp_ratio = [], [], []
        failed = []
        for m in d['matrices']:
            failed += [m['name'] + ' ' + x['name'] for x in m['variants']
                       if x['family'] == 'kspmv-single' and x['ran'] and not x['error_ok']]
            given, single = ok(m, 'kspmv'), ok(m, 'kspmv-single')
            if not given or not single:
                continue
            g = min(given, key=lambda x: x['median_ms'])
            s = min(single, key=lambda x: x['median_ms'])
            by = {x['name']: x for x in given + single}
            a, a1 = by.get('automatic'), by.get('automatic_single')
            r = g['median_ms'] / s['median_ms']
            ratio.append(r)
            ar = a['median_ms'] / a1['median_ms'] if a and a1 else float('nan')
            cr = (m.get('cusparse_best_ms') or float('nan')) / a1['median_ms'] if a1 else float('nan')
            auto_ratio.append(ar)
            cusp_ratio.append(cr)
            print('| %s | %.1fM | %s | %.4f | %.0f | %s | %.4f | %.0f | %.1e | %.2f | %s (%s) | %.2f | %.2f |' % (
                m['name'], m['nnz'] / 1e6, g['name'], g['median_ms'], g.get('pct_copy_bandwidth', 0),
                s['name'], s['median_ms'], s.get('pct_copy_bandwidth', 0), s.get('value_rounding', 0),
                r, '%.4f' % a1['median_ms'] if a1 else '-', a1['chosen'] if a1 else '-', ar, cr))
        print('| geometric mean | | | | | | | | | %.3f (min %.2f) | | %.3f | %.3f |' % (
            gm(ratio), min(ratio or [float('nan')]), gm(auto_ratio), gm(cusp_ratio)))
        if failed:
            print('\nabove tolerance: ' + ', '.join(failed))


if __name__ == '__main__':
    main()
