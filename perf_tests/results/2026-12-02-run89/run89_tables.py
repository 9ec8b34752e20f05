#!/usr/bin/env python3
"""Tables of run 89 (python3 run89_tables.py > tables.txt, from this folder)."""
import sys

sys.path.insert(0, '../../tools')
from run_tables import ab, record  # noqa: E402

print("# n1, n2: main at 70104ce, built on the device machine; the record owed since 13dfcff")
for p in ("n2/score_n.json", "n2/large_n.json", "n1/score_t.json", "n2/large_t.json", "n2/score4.json"):
    record(p)
print("\n# n3: the empty-row warps interleaved among the chunk warps (KSPMV_EXP_EMPTY=3, e3) against the"
      "\n# committed placement after them (e0), one binary, alternating")
ab("n3 held out, e0 -> e3", "n3/ho_e0_*.json", "n3/ho_e3_*.json", "csr_load_balance")
ab("n3 held out, pass 1 -> pass 2 of e0 (noise)", "n3/ho_e0_1.json", "n3/ho_e0_2.json", "csr_load_balance")
ab("n3 fit, e0 -> e3", "n3/fit_e0.json", "n3/fit_e3.json", "csr_load_balance")
ab("n3 large, e0 -> e3", "n3/large_e0.json", "n3/large_e3.json", "csr_load_balance")
