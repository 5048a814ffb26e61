#!/usr/bin/env python3
"""Compiles the label sheet presets into the toolkit.

Reads LabelSheets/*.json (one sheet or roll a file, `id` = `builtin.<file name>`), checks
each document the way scripts/embed-templates.py checks templates, plus the geometry every
preset must have (every label on its page), and writes
Sources/KuriosaLabels/Sheets/BuiltinLabelSheetData.swift with each document's text byte for
byte — for the reason the templates are embedded: an installed Linux executable cannot find
a SwiftPM resource bundle. LabelSheetTests checks that the generated file is current.

Usage: python3 scripts/embed-label-sheets.py [--check]
Standard library only.
"""

import importlib.util
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("embed_templates", ROOT / "scripts" / "embed-templates.py")
base = importlib.util.module_from_spec(spec)
spec.loader.exec_module(base)

SOURCES = ROOT / "LabelSheets"
TARGET = ROOT / "Sources" / "KuriosaLabels" / "Sheets" / "BuiltinLabelSheetData.swift"

PREAMBLE = """\
// GENERATED FILE: do not edit. Made by scripts/embed-label-sheets.py from LabelSheets/*.json;
// edit those documents and run the script again. LabelSheetTests checks this file is current.

/// The label sheet presets, compiled in so that every installation has them.
enum BuiltinLabelSheetData {
    /// Preset ID → the exact text of `LabelSheets/<name>.json`.
    static let documents: [String: String] = [
"""


def geometry_problem(doc):
    """Nil when the grid fits the page, else what does not (the Swift reader checks again)."""
    page, label, grid = doc["page"], doc["label"], doc["grid"]
    margins, pitch = doc["margins"], doc["pitch"]
    right = margins["left"] + pitch["horizontal"] * (grid["columns"] - 1) + label["width"]
    bottom = margins["top"] + pitch["vertical"] * (grid["rows"] - 1) + label["height"]
    if right > page["width"] + 1e-9:
        return f"the last column ends at {right:g}, beyond the page width {page['width']:g}"
    if bottom > page["height"] + 1e-9:
        return f"the last row ends at {bottom:g}, beyond the page height {page['height']:g}"
    return None


def run(check_only):
    documents = []
    for path in sorted(SOURCES.glob("*.json")):
        preset_id, text = base.read_document(path)
        problem = geometry_problem(json.loads(text))
        if problem:
            raise base.EmbedError(f"{path}: {problem}")
        documents.append(f'        "{preset_id}": {base.raw_literal(text)},\n')
    generated = PREAMBLE + "".join(documents) + base.FOOTER
    stale = not TARGET.exists() or TARGET.read_text(encoding="utf-8") != generated
    if check_only:
        return 1 if stale else 0
    if stale:
        TARGET.write_text(generated, encoding="utf-8")
    print(f"embedded {len(documents)} label sheets into {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(run("--check" in sys.argv[1:]))
    except (base.EmbedError, KeyError) as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(1)
