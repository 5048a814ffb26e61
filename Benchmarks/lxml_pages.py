#!/usr/bin/env python3
"""The lxml reference over a folder of saved pages, for Benchmarks/previews.sh.

Usage: lxml_pages.py BENCH_DIR PAGES_DIR [REPS=1]
Reads every PAGES_DIR/*.html into memory, then parses and extracts each page exactly as
BENCH_DIR/html_parse.py does (lxml.html.document_fromstring, then its extract()), and prints
one line per rep in html_parse.py's key=value form. Every page must give og:title, og:image
and <title>, or the figure is not comparable.
"""
import os
import sys
import time

sys.path.insert(0, sys.argv[1])
import html_parse  # noqa: E402  the reference's own extract()
import lxml.html  # noqa: E402

folder = sys.argv[2]
reps = int(sys.argv[3]) if len(sys.argv) > 3 else 1
names = sorted(n for n in os.listdir(folder) if n.endswith(".html"))
pages = []
for name in names:
    with open(os.path.join(folder, name), "rb") as f:
        pages.append(f.read())
total = sum(map(len, pages))
for rep in range(reps):
    found = 0
    t0 = time.perf_counter()
    for data in pages:
        meta = html_parse.extract(lxml.html.document_fromstring(data))
        if meta[0] and meta[1] and meta[2]:
            found += 1
    dt = time.perf_counter() - t0
    assert found == len(pages), f"{len(pages) - found} page(s) without og:title, og:image or <title>"
    print(f"rep={rep} pages={len(pages)} bytes={total} s={dt:.3f} pages_per_s={len(pages) / dt:.1f} "
          f"MB_per_s={total / dt / 1e6:.1f}")
