#!/usr/bin/env python3
"""The import benchmark's watch CSV: ../shared/bench/gen_csv.py's rows, made to fit builtin.watch.

Usage: gen_watch_csv.py N OUT [--bench-dir DIR]

gen_csv.py writes a watch catalogue that the built-in watch template cannot take as it is:
its conditions include "For parts" (docs/import-rules.md#dropdowns-and-conditions knows
mint … poor only) and its "Material" column
holds several materials, while builtin.watch has a single-choice case material. Importing it
unchanged would reject a sixth of the rows and turn a column into a warning, so the benchmark
would not measure a real import. This script keeps gen_csv.py's rows, seed and column
layout (fourteen columns in the same order, which is what sqlite_import.py reads by position,
so the reference pipeline runs on the very same file) and changes two things:

- column 7 is "Complications", a multiple-choice field of builtin.watch ("Chronograph, Date"),
  drawn from a second generator with its own seed;
- "For parts" becomes "Poor".

The headers are the template's own English labels where gen_csv.py's differ. Columns and
what each exercises: Title (title), Brand/Model/Reference (text, identifying), Year of
production (number), Case diameter ("38 mm", measurement), Complications (multiple choice),
Purchase Date (date, ~10 % dd.mm.yyyy, ~3 % empty), Purchase Price and Estimated Value
(money with ISO codes and thousands separators), Condition, Tags ("vintage; GMT"), Place
("Home / Safe / Tray 2", a path created as needed), Notes (commas, doubled quotes, embedded
line breaks, non-ASCII letters).
"""
import csv
import importlib.util
import os
import random
import sys

COMPLICATIONS = ["Date", "Day and date", "Chronograph", "GMT / second time zone", "World time", "Moon phase",
                 "Annual calendar", "Perpetual calendar", "Power reserve indicator", "Alarm", "Tourbillon",
                 "Minute repeater"]
HEADER = ["Title", "Brand", "Model", "Reference", "Year of production", "Case diameter", "Complications",
          "Purchase Date", "Purchase Price", "Estimated Value", "Condition", "Tags", "Place", "Notes"]


def load_gen_csv(bench_dir):
    path = os.path.join(bench_dir, "gen_csv.py")
    spec = importlib.util.spec_from_file_location("gen_csv", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    args = sys.argv[1:]
    bench_dir = os.environ.get("KURIOSA_BENCH_DIR", "/work/shared/bench")
    if "--bench-dir" in args:
        i = args.index("--bench-dir")
        bench_dir = args[i + 1]
        del args[i:i + 2]
    if len(args) != 2:
        sys.exit("usage: gen_watch_csv.py N OUT [--bench-dir DIR]")
    n, out = int(args[0]), args[1]
    gen = load_gen_csv(bench_dir)
    rng = random.Random(gen.SEED)
    extra = random.Random(gen.SEED + 1)
    with open(out, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\r\n")
        w.writerow(HEADER)
        for i in range(n):
            r = gen.row(rng, i)
            k = extra.choice([0, 0, 1, 1, 1, 2, 3])
            r[6] = ", ".join(extra.sample(COMPLICATIONS, k))
            if r[10] == "For parts":
                r[10] = "Poor"
            w.writerow(r)


if __name__ == "__main__":
    main()
