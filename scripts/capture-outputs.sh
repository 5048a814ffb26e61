#!/usr/bin/env bash
# Captures the text and --json outputs of 30 read-only commands on a copy of the sample
# library, for comparing two builds byte for byte (#26: a refactor changes no output).
#   scripts/capture-outputs.sh KURIOSA OUTDIR
# Run it with the build before a change and the build after, then `diff -r` the two folders.
# The copy's path is written LIB; nothing else is rewritten, so any other difference is real.
set -euo pipefail
kuriosa="$(realpath "$1")"; out="$(realpath -m "$2")"
root="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$root/Samples/Sample Library" "$work/lib"
export KURIOSA_RECOVERY_KEY="$(cat "$root/Samples/SAMPLE-RECOVERY-KEY.txt")"
export KURIOSA_CONFIG_DIR="$work/config"
mkdir -p "$out"
n=0
run() { # name, then the arguments after the command's LIBRARY
  local name="$1"; shift
  n=$((n + 1))
  set +e
  (cd "$work" && "$kuriosa" "$@") >"$out/$name.out" 2>"$out/$name.err"
  echo "exit $?" >>"$out/$name.err"
  set -e
  sed -i "s|$work|LIB|g" "$out/$name.out" "$out/$name.err"
}
"$kuriosa" export "$work/lib" --template spreadsheet --collection Watches -o "$work/watches.csv" >/dev/null 2>&1
run info info lib
run info-json info lib --json
run check check lib
run check-json check lib --json
run history history lib
run history-json history lib --json
run history-item history lib --item K-0001
run history-item-json history lib --item K-0001 --json
run find-number find lib K-0001
run find-number-json find lib K-0001 --json
run find-text find lib omega
run find-text-json find lib omega --json
run templates-list templates list
run templates-show templates show builtin.watch
run export-templates export-templates lib list
run export-templates-json export-templates lib list --json
run export-csv export lib --template spreadsheet -o - --date 2026-01-01
run export-html export lib --template inventory --format html -o - --date 2026-01-01
run export-json export lib --template inventory --format csv -o "$work/inv.csv" --json --date 2026-01-01
run import-dry import lib "$work/watches.csv" --collection Watches --dry-run
run import-dry-json import lib "$work/watches.csv" --collection Watches --dry-run --json
run previews-status previews status lib
run previews-status-json previews status lib --json
run undo-dry undo lib --dry-run
run undo-dry-json undo lib --dry-run --json
run codes-json codes list lib --json
run sheets-json labels --list-sheets --json
run keys-json keys list lib --json
run migrate-dry-json migrate lib --dry-run --json
run sync-dry-json sync lib --dry-run --json
echo "captured $n outputs in $out"
