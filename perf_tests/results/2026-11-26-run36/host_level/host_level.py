#!/usr/bin/env python3
# The launch path with kspmv_eti's host code at -O1 (b37, fc7473f) against -O3
# (b35, the same kernels), same H100 machine: three interleaved passes of the
# latency regime, and the score set once each. Run from this folder.
import json, math
def auto(path):
    out = {}
    for m in json.load(open(path))['matrices']:
        for v in m['variants']:
            if v['name'] == 'automatic' and v['ran']:
                out[m['name']] = (v['median_ms'], v['min_ms'])
    return out
passes = [1, 2, 3]
o3 = [auto(f'b35_{p}/small.json') for p in passes]
o1 = [auto(f'b37_{p}/small.json') for p in passes]
g = lambda l: math.exp(sum(l) / len(l))
print('latency regime (--small-suite score), automatic: median ms of 30 launches per pass')
print('%-18s %-26s %-26s %6s %6s' % ('matrix', '-O3 passes 1 2 3', '-O1 passes 1 2 3', 'O1/O3', 'min'))
med, mins = [], []
for n in sorted(o3[0]):
    a = [r[n] for r in o3]; b = [r[n] for r in o1]
    # ratio of the medians over passes (robust to one jittered pass), and of the minima
    ma = sorted(x[0] for x in a)[1]; mb = sorted(x[0] for x in b)[1]
    na = min(x[1] for x in a); nb = min(x[1] for x in b)
    med.append(math.log(mb / ma)); mins.append(math.log(nb / na))
    print('%-18s %-26s %-26s %6.3f %6.3f' % (n, ' '.join('%.4f' % x[0] for x in a),
                                            ' '.join('%.4f' % x[0] for x in b), mb / ma, nb / na))
print('geometric mean -O1/-O3: %.3f (middle pass), %.3f (fastest launch)' % (g(med), g(mins)))
s3 = auto('b35_score/score.json'); s1 = auto('b37_score/score.json')
l = [math.log(s1[n][0] / s3[n][0]) for n in s3]
print('score set (replicated, 20-40M entries), -O1/-O3: geometric mean %.4f, range %.3f-%.3f'
      % (g(l), math.exp(min(l)), math.exp(max(l))))
