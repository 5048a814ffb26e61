#!/usr/bin/env python3
"""Compiles the built-in export templates into the toolkit.

Reads ExportTemplates/*.json, checks that each is a JSON object whose `id` is
`builtin.<file name>`, and writes Sources/KuriosaExport/Templates/BuiltinExportTemplateData.swift
with every document's text byte for byte, the same way scripts/embed-templates.py embeds the
collection templates (and for the same reason: an installed Linux executable cannot find a
SwiftPM resource bundle).

Usage: python3 scripts/embed-export-templates.py [--check]
Standard library only.
"""

import importlib.util
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("embed_templates", ROOT / "scripts" / "embed-templates.py")
base = importlib.util.module_from_spec(spec)
spec.loader.exec_module(base)

SOURCE_DIR = ROOT / "ExportTemplates"
OUTPUT = ROOT / "Sources" / "KuriosaExport" / "Templates" / "BuiltinExportTemplateData.swift"

HEADER = """\
// GENERATED FILE: do not edit. Made by scripts/embed-export-templates.py from
// ExportTemplates/*.json; edit those documents and run the script again.
// BuiltinExportTemplateTests checks that this file matches the documents.

/// The built-in export templates, compiled in so that every installation has them.
enum BuiltinExportTemplateData {
    /// Template ID → the exact text of `ExportTemplates/<name>.json`.
    static let documents: [String: String] = [
"""


def main(argv):
    check_only = "--check" in argv[1:]
    paths = sorted(SOURCE_DIR.glob("*.json"))
    try:
        documents = [base.read_document(path) for path in paths]
    except base.EmbedError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    entries = "".join(f'        "{i}": {base.raw_literal(t)},\n' for i, t in documents)
    output = HEADER + entries + base.FOOTER
    current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else None
    if check_only:
        if current != output:
            print(f"{OUTPUT.relative_to(ROOT)} is out of date: run python3 scripts/embed-export-templates.py", file=sys.stderr)
            return 1
        return 0
    if current != output:
        OUTPUT.write_text(output, encoding="utf-8")
    print(f"embedded {len(documents)} export templates into {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
