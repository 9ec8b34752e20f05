# choice_changes.py BEFORE.json... -- AFTER.json...: matrices whose automatic choice changed, with its time
# before and after (each from its own run) and the ratio (> 1: faster after)
import json, sys
args = sys.argv[1:]
cut = args.index('--')
def load(files):
    out = {}
    for f in files:
        for m in json.load(open(f))['matrices']:
            out[m['name']] = {v['name']: v for v in m['variants'] if v.get('ran')}['automatic']
    return out
old, new = load(args[:cut]), load(args[cut + 1:])
for n, a in new.items():
    if n in old and old[n]['chosen'] != a['chosen']:
        print(f"{n:26} {old[n]['chosen']:16} -> {a['chosen']:16} {old[n]['median_ms']:.4f} -> {a['median_ms']:.4f} ms ({old[n]['median_ms'] / a['median_ms']:.2f}x)")
