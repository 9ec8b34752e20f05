# Mode T, automatic handle: base (b7ff6bb) against the change, two interleaved passes each
# (call 8, one H100), min over passes; cuSPARSE's best transpose from run 37's record
# (another H100, same build of cuSPARSE) for an estimated ratio only.
# Run in this folder after: for d in base_1 base_2 new_1 new_2; do mkdir -p $d; tar -xzf ab/$d.tar.gz -C $d; done
import json, math
def load(p, name='automatic'):
    d = json.load(open(p)); r = {}
    for m in d['matrices']:
        for v in m['variants']:
            if v.get('ran') and v['name'] == name: r[m['name']] = (v['median_ms'], v.get('error_ok'), v.get('chosen'))
        if name == 'cusparse': r[m['name']] = m.get('cusparse_best_ms')
    return r
for job in ['scoreT', 'largeT']:
    B = [load(f'base_{p}/logs/{job}.json') for p in (1, 2)]
    N = [load(f'new_{p}/logs/{job}.json') for p in (1, 2)]
    C = load(f'../../2026-11-26-run37/record/{job}.json', 'cusparse')
    print(f'== {job}: ms (min of 2 passes); est. = run 37 cuSPARSE best / ms')
    print(f"{'matrix':28s} {'chosen':18s} {'base':>7s} {'new':>7s} {'new/base':>8s} {'est. base':>9s} {'est. new':>8s}")
    L = []
    for m in B[0]:
        b = min(x[m][0] for x in B); n = min(x[m][0] for x in N); ok = all(x[m][1] for x in B + N)
        c = C.get(m); L.append(math.log(n / b))
        eb = f'{c / b:9.2f}' if c else '        -'; en = f'{c / n:8.2f}' if c else '       -'
        print(f'{m:28s} {B[0][m][2]:18s} {b:7.4f} {n:7.4f} {n / b:8.3f} {eb} {en}' + ('' if ok else '  ERROR'))
    print(f'geometric mean new/base {math.exp(sum(L) / len(L)):.3f}')
