#!/usr/bin/env python3
"""Compiles the import presets into the toolkit.

Reads ImportPresets/*.json (one file per app whose export the import recognises), checks that
each is a JSON object whose `name` is its file name and whose keys are known, and writes
Sources/KuriosaImport/Mapping/ImportPresetData.swift: an enum holding every document's text byte
for byte as a raw string literal.

Why embed: a Linux executable installed elsewhere cannot find a SwiftPM resource bundle, and the
presets must be there however the tool is installed.

Usage: python3 scripts/embed-import-presets.py [--check]
  --check  write nothing; exit 1 when the generated file is out of date.
Standard library only.
"""

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "ImportPresets"
OUTPUT = ROOT / "Sources" / "KuriosaImport" / "Mapping" / "ImportPresetData.swift"
NAME_PATTERN = re.compile(r"[a-z][a-z0-9-]*")
KEYS = {"headers", "held", "name", "app", "template", "signature", "columns", "leftOut", "values", "currencyColumns", "minorUnits",
        "countPrefixed", "currency", "alsoInto", "kind", "markAfterNumber", "valuesOf"}

HEADER = """\
// GENERATED FILE: do not edit. Made by scripts/embed-import-presets.py from ImportPresets/*.json;
// edit those documents and run `python3 scripts/embed-import-presets.py` again.
// ImportPresetDataTests checks that this file matches the documents.

/// The import presets, compiled in so that every installation of the toolkit has them: a Linux
/// executable installed elsewhere cannot find a SwiftPM resource bundle.
enum ImportPresetData {
    /// Preset name → the exact text of `ImportPresets/<name>.json`.
    static let documents: [String: String] = [
"""

FOOTER = """\
    ]
}
"""


def read_document(path):
    text = path.read_text(encoding="utf-8")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as error:
        raise SystemExit(f"{path}: not JSON ({error})")
    if not isinstance(doc, dict):
        raise SystemExit(f"{path}: not a JSON object")
    name = path.stem
    if not NAME_PATTERN.fullmatch(name) or doc.get("name") != name:
        raise SystemExit(f"{path}: \"name\" must be the file name, {name!r}")
    unknown = set(doc) - KEYS
    if unknown:
        raise SystemExit(f"{path}: unknown keys {sorted(unknown)}")
    for key in ("app", "template"):
        if not isinstance(doc.get(key), str):
            raise SystemExit(f"{path}: \"{key}\" must be a text")
    if not isinstance(doc.get("signature"), list) or len(doc["signature"]) < 2:
        raise SystemExit(f"{path}: \"signature\" must list at least two headers")
    if '"#' in text:
        raise SystemExit(f"{path}: the text must not hold '\"#' (it ends the raw string)")
    return name, text


def generate():
    parts = [HEADER]
    for path in sorted(SOURCE_DIR.glob("*.json")):
        name, text = read_document(path)
        parts.append(f'        "{name}": #"""\n{text}\n"""#,\n')
    parts.append(FOOTER)
    return "".join(parts)


def main():
    text = generate()
    if "--check" in sys.argv[1:]:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != text:
            print(f"{OUTPUT} is out of date: run python3 scripts/embed-import-presets.py", file=sys.stderr)
            sys.exit(1)
        return
    OUTPUT.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
