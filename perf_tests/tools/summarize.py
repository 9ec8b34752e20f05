#!/usr/bin/env python3
"""Markdown summary of kspmv-bench JSON files: per matrix, what `automatic`
chose, its time and % of the copy bandwidth (roofline bytes), and its speed
against cuSPARSE's best format and Kokkos Kernels' native and merge-path
kernels (> 1: kspmv faster); geometric means last.

    summarize.py RUN.json...
"""
import json, math, sys


def gm(xs):
    xs = [x for x in xs if x == x and x > 0]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float('nan')


def main():
    for path in sys.argv[1:]:
        d = json.load(open(path))
        print('\n### %s (mode %s, copy bandwidth %.0f GB/s)\n' %
              (path.split('/')[-1], d.get('mode', 'N'), d['copy_bandwidth_gbs']))
        print('| matrix | nnz | automatic | ms | %copy | best kspmv | vs cuSPARSE best | vs KK native | vs KK merge |')
        print('|---|---:|---|---:|---:|---|---:|---:|---:|')
        cols = {'cusp': [], 'kk': [], 'mp': [], 'best': []}
        for m in d['matrices']:
            v = {x['name']: x for x in m['variants'] if x['ran'] and x['error_ok']}
            a = v.get('automatic')
            if not a:
                continue
            cusp = m.get('cusparse_best_ms') or float('nan')
            kk = v['kk_native']['median_ms'] if 'kk_native' in v else float('nan')
            mp = v['kk_merge_path']['median_ms'] if 'kk_merge_path' in v else float('nan')
            ours = [x for x in m['variants'] if x['family'] == 'kspmv' and x['ran'] and x['error_ok']]
            best = min(ours, key=lambda x: x['median_ms'])
            t = a['median_ms']
            r = dict(cusp=cusp / t, kk=kk / t, mp=mp / t, best=best['median_ms'] / t)
            for k in cols:
                cols[k].append(r[k])
            print('| %s | %.1fM | %s | %.4f | %.0f | %s %.4f | %.2f | %.2f | %.2f |' % (
                m['name'], m['nnz'] / 1e6, a['chosen'], t, a.get('pct_copy_bandwidth', float('nan')),
                best['name'], best['median_ms'], r['cusp'], r['kk'], r['mp']))
        print('| geometric mean | | | | | automatic / best kspmv %.3f | %.3f (min %.2f) | %.2f | %.2f |' % (
            gm(cols['best']), gm(cols['cusp']), min(cols['cusp'] or [float('nan')]), gm(cols['kk']),
            gm(cols['mp'])))


if __name__ == '__main__':
    main()
