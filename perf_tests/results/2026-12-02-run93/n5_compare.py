# n5 (b3443d4) against n3 / n4 (66cf083): automatic in mode T, time, cuSPARSE ratio, setup.
import json
old = {m['name']: m for f in ['n3/fe_T.json', 'n4/unseen_T.json', 'n4/score_T.json'] for m in json.load(open(f))['matrices']}
for f in ['n5/fe_T.json', 'n5/unseen_T.json', 'n5/score_T.json']:
    print(f)
    for m in json.load(open(f))['matrices']:
        a = [v for v in m['variants'] if v['name'] == 'automatic'][0]
        o = [v for v in old[m['name']]['variants'] if v['name'] == 'automatic'][0]
        path = 'own' if 'in the plan' in a['transpose_path'] else 'row order'
        print(f"  {m['name']:26s} {a['chosen']:16s} {path:9s} {a['median_ms']:.4f} ms (before {o['median_ms']:.4f}, "
              f"{a['median_ms'] / o['median_ms']:.3f}x)  x cuSPARSE {m['cusparse_best_ms'] / a['median_ms']:.3f} "
              f"(before {old[m['name']]['cusparse_best_ms'] / o['median_ms']:.3f})  setup {a['setup_ms']:.1f} ms "
              f"(before {o['setup_ms']:.1f})")
