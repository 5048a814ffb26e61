#!/usr/bin/env bash
# Keeps the repository's documentation self-contained: a maintainer with only this
# repository must find every rule the code follows in docs/.
#
# Fails (exit 1, one line per problem) when
# - a comment in Sources/, Tests/, Benchmarks/ or scripts/ cites a rule, a decision or an
#   issue by its number from a document outside the repository (the words "rule", "decision",
#   "issue" or "judgment" followed by a number), instead of pointing at a docs/ section;
# - a `docs/<file>.md#<anchor>` pointer in such a comment, or a `<file>.md#<anchor>` link in a docs/
#   page, names a doc file or a heading that does not exist. Anchors are GitHub's: the
#   heading's text in lower case, code marks and punctuation dropped, spaces as dashes, and
#   `-1`, `-2`, … for a heading text that occurs again in the same file.
# Only comments are read: test names and messages that are strings are not checked.
# Usage: scripts/check-doc-links.sh [REPOSITORY]   (default: the repository of this script)
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
exec python3 - "$root" <<'PYTHON'
import os, re, sys

root = sys.argv[1]
CITATION = re.compile(r"\b(?:rules?|decisions?|judgments?)\s+#?\d+|\bissues?\s+#\d+", re.I)
POINTER = re.compile(r"docs/([A-Za-z0-9_.-]+\.md)(?:#([A-Za-z0-9_-]*))?")
DOC_LINK = re.compile(r"\]\(([A-Za-z0-9_.-]+\.md)?(?:#([A-Za-z0-9_-]*))?\)")
problems = []


def slug(text):
    text = text.strip().lower().replace("`", "")
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


anchors = {}


def anchors_of(name):
    if name not in anchors:
        path = os.path.join(root, "docs", name)
        found = None
        if os.path.isfile(path):
            found, seen, fenced = set(), {}, False
            for line in open(path, encoding="utf-8"):
                if line.lstrip().startswith("```"):
                    fenced = not fenced
                    continue
                m = None if fenced else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
                if m:
                    base = slug(m.group(1))
                    n = seen.get(base, 0)
                    seen[base] = n + 1
                    found.add(base if n == 0 else f"{base}-{n}")
        anchors[name] = found
    return anchors[name]


def check_pointer(where, name, anchor):
    names = anchors_of(name)
    if names is None:
        problems.append(f"{where}: docs/{name} does not exist")
    elif anchor is not None and anchor not in names:
        problems.append(f"{where}: docs/{name} has no heading #{anchor}")


def comments(path):
    """(line number, comment text) of each comment line of a source file."""
    hash_style = path.endswith((".sh", ".py"))
    in_block = False
    for number, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
        if hash_style:
            stripped = line.lstrip()
            if stripped.startswith("#") and not stripped.startswith("#!"):
                yield number, stripped[1:]
            continue
        text = line
        if in_block:
            end = text.find("*/")
            yield number, text if end < 0 else text[:end]
            if end < 0:
                continue
            in_block, text = False, text[end + 2:]
        m = re.search(r"(?<![:\"\\])//", text)
        start = text.find("/*")
        if m and (start < 0 or m.start() < start):
            yield number, text[m.end():]
        elif start >= 0:
            end = text.find("*/", start + 2)
            yield number, text[start + 2:] if end < 0 else text[start + 2:end]
            in_block = end < 0


for top in ("Sources", "Tests", "Benchmarks", "scripts"):
    for folder, dirs, files in os.walk(os.path.join(root, top)):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for file in sorted(files):
            if not file.endswith((".swift", ".c", ".h", ".sh", ".py")):
                continue
            path = os.path.join(folder, file)
            rel = os.path.relpath(path, root)
            for number, text in comments(path):
                for m in CITATION.finditer(text):
                    problems.append(f"{rel}:{number}: cites \"{m.group(0)}\"; point at the docs/ section instead")
                for m in POINTER.finditer(text):
                    check_pointer(f"{rel}:{number}", m.group(1), m.group(2))

docs = os.path.join(root, "docs")
for file in sorted(os.listdir(docs)):
    if file.endswith(".md"):
        fenced = False
        for number, line in enumerate(open(os.path.join(docs, file), encoding="utf-8"), 1):
            if line.lstrip().startswith("```"):
                fenced = not fenced
            if fenced:
                continue
            for m in DOC_LINK.finditer(line):
                if m.group(1) is None and m.group(2) is None:
                    continue
                check_pointer(f"docs/{file}:{number}", m.group(1) or file, m.group(2))

for problem in problems:
    print(problem)
if problems:
    print(f"{len(problems)} problem(s): see docs/ for the sections comments should point at", file=sys.stderr)
    sys.exit(1)
PYTHON
