"""Run 108's tables: python3 run108_tables.py > tables.txt (in this folder).

Each bench output here is `<call>/<suite>_<n>_<tag>.json`; the tag names the binary or switch
(base / var / full in c1-c2, o0-o2 in c3, h0-h48 in c4, base / new in c5). Per file: automatic's median
time of the first tag (mean over its runs), every other tag's over it, and automatic against cuSPARSE's best
(its mean over the runs that ran cuSPARSE) for each tag, with their geometric mean and minimum."""
import glob
import json
import math
import os
import re
import statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def automatic(path):
    out = {}
    for m in json.load(open(path))["matrices"]:
        v = [x for x in m["variants"] if x["name"] == "automatic"]
        if v and v[0].get("median_ms"):
            out[m["name"]] = (v[0]["median_ms"], v[0].get("chosen", ""), m.get("cusparse_best_ms"))
    return out


def table(call, suite, tags, note=""):
    runs = {}
    for f in sorted(glob.glob(os.path.join(HERE, call, suite + "_*.json"))):
        tag = re.search(r"_([a-z]+\d*)\.json$", f).group(1)
        runs.setdefault(tag, []).append(automatic(f))
    if not all(t in runs for t in tags):
        return
    print(f"# {call}/{suite}: {', '.join(f'{t} x{len(runs[t])}' for t in tags)} {note}")
    ratios = {t: [] for t in tags}
    for name in runs[tags[0]][0]:
        mean = {t: statistics.mean(r[name][0] for r in runs[t]) for t in tags}
        line = f"  {name:28s} {runs[tags[0]][0][name][1]:17s} {tags[0]} {mean[tags[0]]:.4f} ms"
        line += "".join(f"  {t}/{tags[0]} {mean[t] / mean[tags[0]]:.3f}" for t in tags[1:])
        cus = [r[name][2] for t in tags for r in runs[t] if r[name][2]]
        if cus:
            c = statistics.mean(cus)
            line += "   xCUSP " + " ".join(f"{t} {c / mean[t]:.3f}" for t in tags)
            for t in tags:
                ratios[t].append(c / mean[t])
        print(line)
    if ratios[tags[0]]:
        gm = {t: math.exp(sum(map(math.log, v)) / len(v)) for t, v in ratios.items()}
        print("  gm xCUSP " + ", ".join(f"{t} {gm[t]:.3f} (min {min(ratios[t]):.3f})" for t in tags))
    print()


table("c1", "scoreT", ["base", "var", "full"], "(held out, y = Aᵀx; var = scatter reads deltas, full = its 32-bit kernel)")
table("c2", "fitT", ["full", "var"], "(fit, y = Aᵀx)")
table("c2", "largeT", ["base", "var"], "(large, y = Aᵀx)")
table("c3", "scoreT", ["o0", "o1", "o2"], "(KSPMV_EXP_SCALE_ORDER: 0 memset, 1 kernel back to front, 2 kernel front to back)")
table("c3", "fitT", ["o0", "o1", "o2"])
table("c3", "largeT", ["o0", "o1", "o2"])
table("c4", "scoreT", ["h0", "h16", "h32", "h48"], "(KSPMV_EXP_SCALE_HEAD_MB: y's head filled last)")
table("c4", "fitT", ["h0", "h32", "h48"])
table("c4", "largeT", ["h0", "h32", "h48"])
for suite in ["scoreT", "fitT", "largeT", "scoreN", "largeN"]:
    table("c5", suite, ["base", "new"], "(60dd3b03's bench against the final commit's)")
