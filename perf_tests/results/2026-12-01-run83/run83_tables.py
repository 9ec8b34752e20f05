"""Run 83's tables from the calls' JSON (python3 run83_tables.py > tables.txt, from this folder)."""
import glob
import json
import math
import os


def automatic(path, name="automatic"):
    """matrix -> (ms, cuSPARSE best ms, speedup vs cuSPARSE) of the variant `name`."""
    out = {}
    for m in json.load(open(path))["matrices"]:
        for v in m["variants"]:
            if v["name"] == name:
                out[m["name"]] = (v["median_ms"], m["cusparse_best_ms"], v["speedup_vs_cusparse_best"])
    return out


def gm(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))


def ab(title, pairs):
    """pairs: (label, new json, old json, variant name)."""
    print(f"\n## {title}")
    for label, new, old, name in pairs:
        if not (os.path.exists(new) and os.path.exists(old)):
            continue
        a, b = automatic(new, name), automatic(old, name)
        for k in a:
            print(f"{label:8s} {k:28s} new {a[k][0]:.4f} ms  old {b[k][0]:.4f} ms  new/old {a[k][0] / b[k][0]:.3f}")


def held_out(title, path, before=None):
    if not os.path.exists(path):
        return
    a = automatic(path)
    b = {}
    for f in before or []:
        b.update(automatic(f))
    print(f"\n## {title}")
    r = []
    for k, (ms, cu, s) in a.items():
        if s is None:
            continue
        r.append(s)
        extra = ""
        if k in b:
            extra = f"  kspmv / before {ms / b[k][0]:.3f}  cuSPARSE / before {cu / b[k][1]:.3f}  before {b[k][2]:.3f}"
        print(f"{k:28s} {ms:.4f} ms  x cuSPARSE {s:.3f}{extra}")
    print(f"gm {gm(r):.3f}  min {min(r):.3f}  below 1: {sum(x < 1 for x in r)} of {len(r)}")


R81 = "../2026-12-01-run81"
R80 = "../2026-12-01-run80"
R82 = "../2026-12-01-run82"
for K in (8, 4):
    ab(f"n1: branch a5c5850 (ten-team build where rows are in order and narrow) / 30c0472, K = {K}",
       [(f"K={K}", f"n1/x{K}_new.json", f"n1/x{K}_old.json", "automatic")])
for K in (8, 4):
    ab(f"n2: 12 / 10 teams for ordered rows (local variant t12 / 67e3233), K = {K}",
       [(f"auto", f"n2/s{K}_t12.json", f"n2/s{K}_base.json", "automatic"),
        (f"forced", f"n2/c{K}_t12.json", f"n2/c{K}_base.json", "csr_load_balance")])
held_out("n1: held out K = 4 at a5c5850", "n1/score4.json", [f"{R82}/c2/score4.json"])
held_out("n1: held out K = 8 at a5c5850", "n1/score8.json", [f"{R82}/c4/score8.json"])
held_out("n2: held out K = 4 at 67e3233", "n2/score4.json", [f"{R82}/c2/score4.json"])
held_out("n2: held out K = 8 at 67e3233", "n2/score8.json", [f"{R82}/c4/score8.json"])
held_out("n3: held out K = 16 at 67e3233 (before: run 80 c8)", "n3/score16.json", [f"{R80}/c8/score_auto16.json"])
held_out("n3: held out K = 32 at 67e3233 (before: run 81 c8)", "n3/score32.json",
         sorted(glob.glob(f"{R81}/c8/score32_*.json")))
held_out("n3: held out rank 1, N (before: run 82 c4)", "n3/score_n.json", [f"{R82}/c4/score_n.json"])
held_out("n3: held out rank 1, T (before: run 82 c4)", "n3/score_t.json", [f"{R82}/c4/score_t.json"])
held_out("n3: large suite, rank 1, N (before: run 82 c4)", "n3/large_n.json", [f"{R82}/c4/large_n.json"])
for K in (4, 8):
    ab(f"n3: floats / doubles under warp rows, K = {K} (67e3233)",
       [(f"K={K}", f"n3/w{K}_float.json", f"n3/w{K}_double.json", "automatic")])
for K in (4, 3):
    ab(f"n4: floats, fa0a195 (whole-tile loads) / 67e3233, K = {K}",
       [(f"K={K}", f"n4/f{K}_new.json", f"n4/f{K}_old.json", "automatic")])
ab("n4: doubles, fa0a195 / 67e3233, K = 3", [("K=3", "n4/d3_new.json", "n4/d3_old.json", "automatic")])
for call in ("n1", "n2", "n4"):
    p = f"{call}/tests_summary.txt"
    if os.path.exists(p):
        print(f"\n## {call}: CUDA tests\n" + open(p).read().rstrip())
