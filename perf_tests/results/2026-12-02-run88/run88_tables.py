#!/usr/bin/env python3
"""Tables of run 88 (python3 run88_tables.py > tables.txt, from this folder)."""
import glob
import sys

sys.path.insert(0, '../../tools')
from run_tables import ab, record  # noqa: E402

print("# n1: warps that stored nothing (host-only num_empty() on the device): the bound of the gain")
ab("n1 held out, e0 -> e1 (bound)", "n1/score_e0_*.json", "n1/score_e1_*.json", "csr_load_balance")
ab("n1 large, e0 -> e1 (bound)", "n1/large_e0*.json", "n1/large_e1*.json", "csr_load_balance")
print("\n# n2: the fixed warps; e0 second pass (before), e1 warps after the chunks, e2 before them")
for e in (1, 2):
    ab(f"n2 held out, e0 -> e{e}", "n2/score_e0_*.json", f"n2/score_e{e}_*.json", "csr_load_balance")
    ab(f"n2 large, e0 -> e{e}", "n2/large_e0*.json", f"n2/large_e{e}*.json", "csr_load_balance")
    ab(f"n2 fit, e0 -> e{e}", "n2/fit_e0*.json", f"n2/fit_e{e}*.json", "csr_load_balance")
ab("n2 held out K = 4, e0 -> e1", "n2/k4_e0.json", "n2/k4_e1.json", "csr_load_balance")
for h in ("score", "fit"):
    for a in ("csr_load_balance", "automatic"):
        ab(f"n2 latency {h} half, e0 -> e1, moved > 2%", f"n2/lat_{h}_e0_*.json", f"n2/lat_{h}_e1_*.json",
           a, rel=True, only_moved=True)
print("\n# n3: 788c7e5 (the old kernel: the edit was not applied), n4: 13dfcff")
for p in ("n3/score_n.json", "n3/large_n.json", "n4/score_n.json", "n4/large_n.json"):
    if glob.glob(p):
        record(p)
