#!/usr/bin/env python3
"""Writes N distinct ~300 KB pages with the shared generator, in one process.

Usage: make_pages.py BENCH_DIR OUT_DIR [N=1000] [KB=300]
Page i (1-based) is what `gen_html.py OUT KB i` writes: seed i, so the set is the same on
every machine.
"""
import os
import random
import sys

sys.path.insert(0, sys.argv[1])
import gen_html  # noqa: E402

out = sys.argv[2]
n = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
kb = int(sys.argv[4]) if len(sys.argv) > 4 else 300
os.makedirs(out, exist_ok=True)
for seed in range(1, n + 1):
    path = os.path.join(out, "page-%04d.html" % seed)
    if os.path.exists(path):
        continue
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(gen_html.page(random.Random(seed), kb))
    os.replace(path + ".tmp", path)
