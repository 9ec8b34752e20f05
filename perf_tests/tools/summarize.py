#!/usr/bin/env python3
"""Markdown summary of kspmv-bench JSON files: per matrix, what `automatic`
chose, its time and % of the copy bandwidth (roofline bytes), and its speed
against cuSPARSE's best format and Kokkos Kernels' native and merge-path
kernels (> 1: kspmv faster); geometric means last. Runs with --vectors K > 1:
against cuSPARSE's best SpMM algorithm and Kokkos Kernels' rank-2 SpMV
(kk_rank2), and automatic's time per right-hand side in place of merge path.

    summarize.py RUN.json...
"""
import json, math, sys


def gm(xs):
    xs = [x for x in xs if x == x and x > 0]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float('nan')


def main():
    for path in sys.argv[1:]:
        d = json.load(open(path))
        vectors = d.get('vectors', 1)
        multi = vectors > 1
        kk_name = 'kk_rank2' if multi else 'kk_native'
        print('\n### %s (mode %s%s, copy bandwidth %.0f GB/s)\n' %
              (path.split('/')[-1], d.get('mode', 'N'),
               ', K = %d, layout %s' % (vectors, d.get('layout')) if multi else '',
               d['copy_bandwidth_gbs']))
        print('| matrix | nnz | automatic | ms | %%copy | best kspmv | vs cuSPARSE best | vs KK %s | %s |' %
              (('rank-2', 'ms per vector') if multi else ('native', 'vs KK merge')))
        print('|---|---:|---|---:|---:|---|---:|---:|---:|')
        cols = {'cusp': [], 'kk': [], 'mp': [], 'best': []}
        for m in d['matrices']:
            v = {x['name']: x for x in m['variants'] if x['ran'] and x['error_ok']}
            a = v.get('automatic')
            if not a:
                continue
            cusp = m.get('cusparse_best_ms') or float('nan')
            kk = v[kk_name]['median_ms'] if kk_name in v else float('nan')
            mp = v['kk_merge_path']['median_ms'] if 'kk_merge_path' in v else float('nan')
            ours = [x for x in m['variants'] if x['family'] == 'kspmv' and x['ran'] and x['error_ok']]
            best = min(ours, key=lambda x: x['median_ms'])
            t = a['median_ms']
            r = dict(cusp=cusp / t, kk=kk / t, mp=mp / t, best=best['median_ms'] / t)
            for k in cols:
                cols[k].append(r[k])
            last = '%.4f' % (t / vectors) if multi else '%.2f' % r['mp']
            print('| %s | %.1fM | %s | %.4f | %.0f | %s %.4f | %.2f | %.2f | %s |' % (
                m['name'], m['nnz'] / 1e6, a['chosen'], t, a.get('pct_copy_bandwidth', float('nan')),
                best['name'], best['median_ms'], r['cusp'], r['kk'], last))
        print('| geometric mean | | | | | automatic / best kspmv %.3f | %.3f (min %.2f) | %.2f | %s |' % (
            gm(cols['best']), gm(cols['cusp']), min(cols['cusp'] or [float('nan')]), gm(cols['kk']),
            '' if multi else '%.2f' % gm(cols['mp'])))


if __name__ == '__main__':
    main()
