#!/usr/bin/env python3
"""Compiles the built-in template documents into the toolkit.

Reads Templates/builtin/*.json (the source documents), checks that each is a JSON object whose
`id` is `builtin.<file name>`, and writes
Sources/KuriosaCore/BuiltinTemplates/BuiltinTemplateData.swift: an enum holding every document's
text byte for byte as a raw string literal.

Why embed: a Linux executable installed elsewhere cannot find a SwiftPM resource bundle, and the
built-ins must be reachable however the tool is installed.

Usage: python3 scripts/embed-templates.py [--check]
  --check  write nothing; exit 1 when the generated file is out of date.
Standard library only.
"""

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "Templates" / "builtin"
OUTPUT = ROOT / "Sources" / "KuriosaCore" / "BuiltinTemplates" / "BuiltinTemplateData.swift"
NAME_PATTERN = re.compile(r"[a-z][a-z0-9_]*")

HEADER = """\
// GENERATED FILE: do not edit. Made by scripts/embed-templates.py from Templates/builtin/*.json;
// edit those documents and run `python3 scripts/embed-templates.py` again.
// BuiltinTemplateTests checks that this file matches the documents.

/// The built-in template documents, compiled in so that every installation of the toolkit has
/// them: a Linux executable installed elsewhere cannot find a SwiftPM resource bundle.
enum BuiltinTemplateData {
    /// Template ID → the exact text of `Templates/builtin/<name>.json`.
    static let documents: [String: String] = [
"""

FOOTER = """\
    ]
}
"""


class EmbedError(Exception):
    """A source document that cannot be embedded; the message names the file."""


def read_document(path: pathlib.Path) -> tuple[str, str]:
    """Returns (template id, text) of one source document after checking it."""
    name = path.stem
    if not NAME_PATTERN.fullmatch(name):
        raise EmbedError(f"{path}: the file name must match [a-z][a-z0-9_]*")
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise EmbedError(f"{path}: not UTF-8 ({error})") from error
    if "\r" in text:
        raise EmbedError(f"{path}: carriage returns are not allowed (use \\n line endings)")
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise EmbedError(f"{path}: not JSON: line {error.lineno} column {error.colno}: {error.msg}") from error
    if not isinstance(document, dict):
        raise EmbedError(f"{path}: the document must be a JSON object")
    expected_id = f"builtin.{name}"
    if document.get("id") != expected_id:
        raise EmbedError(f"{path}: id is {document.get('id')!r}, expected {expected_id!r}")
    return expected_id, text


def raw_literal(text: str) -> str:
    """A multi-line raw string literal whose value is exactly `text`.

    The number of `#` grows until no delimiter, escape or interpolation sequence of that
    length occurs in the text. The closing delimiter sits in column 0, so no indentation is
    stripped; the extra line break before it is not part of the value.
    """
    hashes = "#"
    while any(s + hashes in text for s in ('"""', '"', "\\")):
        hashes += "#"
    return f'{hashes}"""\n{text}\n"""{hashes}'


def render(documents: list[tuple[str, str]]) -> str:
    entries = "".join(f'        "{template_id}": {raw_literal(text)},\n' for template_id, text in documents)
    return HEADER + entries + FOOTER


def main(argv: list[str]) -> int:
    check_only = "--check" in argv[1:]
    paths = sorted(SOURCE_DIR.glob("*.json"))
    if not paths:
        print(f"error: no documents in {SOURCE_DIR}", file=sys.stderr)
        return 1
    try:
        documents = [read_document(path) for path in paths]
    except EmbedError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    output = render(documents)
    current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else None
    if check_only:
        if current != output:
            print(f"{OUTPUT.relative_to(ROOT)} is out of date: run python3 scripts/embed-templates.py",
                  file=sys.stderr)
            return 1
        return 0
    if current != output:
        OUTPUT.parent.mkdir(parents=True, exist_ok=True)
        OUTPUT.write_text(output, encoding="utf-8")
    print(f"embedded {len(documents)} templates into {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
