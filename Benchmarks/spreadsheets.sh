#!/usr/bin/env bash
# Spreadsheets both ways (docs/import.md#benchmark), in a release build, each XLSX figure beside
# the CSV one of the same run: the import of 100,000 watch rows from a CSV and from the same
# rows in an .xlsx (written by openpyxl: numbers and dates typed), each into a new collection of
# a new encrypted library; then the spreadsheet export of those 100,000 pieces as CSV and as
# XLSX. Target: the XLSX import runs at least half as fast as the CSV import.
#
#   Benchmarks/spreadsheets.sh [ROWS]    # default 100000
#
# Environment: RUNS (best of, default 2), SCRATCH (a SwiftPM --scratch-path), KEEP=1.
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-100000}"
runs="${RUNS:-2}"
bench_dir="${KURIOSA_BENCH_DIR:-/work/shared/bench}"
scratch=()
[ -n "${SCRATCH:-}" ] && scratch=(--scratch-path "$SCRATCH")
[ -x /usr/bin/time ] || { echo "needs GNU time: apt-get install -y time" >&2; exit 1; }
python3 -c "import openpyxl" 2>/dev/null || python3 -m pip install --quiet openpyxl
swift build -c release "${scratch[@]}" --product kuriosa 2>&1 | grep -E "error|Compiling|Build" || true
KURIOSA="$(swift build -c release "${scratch[@]}" --show-bin-path)/kuriosa"

work=$(mktemp -d)
[ "${KEEP:-0}" = 1 ] && echo "work folder: $work" || trap 'rm -rf "$work"' EXIT
export KURIOSA_CONFIG_DIR="$work/config"
csv="$work/watches.csv"
xlsx="$work/watches.xlsx"
python3 Benchmarks/gen_watch_csv.py "$rows" "$csv" --bench-dir "$bench_dir"
python3 Benchmarks/csv_to_xlsx.py "$csv" "$xlsx"

# Prints "seconds peak_kib" of one command.
measure() {
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || {
        echo "failed: $*" >&2; cat "$work/err" "$work/out" >&2; exit 1; }
    cat "$work/time"
}
best() { awk -v a="$1" -v b="$2" 'BEGIN{print (a=="" || b<a) ? b : a}'; }
peak() { awk -v a="$1" -v b="$2" 'BEGIN{print (b>a) ? b : a}'; }

printf '== Import of %s watch rows into an encrypted library, best of %s (CSV %.1f MB, XLSX %.1f MB)\n' "$rows" "$runs" \
    "$(awk -v b="$(stat -c %s "$csv")" 'BEGIN{print b/1e6}')" "$(awk -v b="$(stat -c %s "$xlsx")" 'BEGIN{print b/1e6}')"
declare -A secs peaks
for _ in $(seq "$runs"); do
    for format in csv xlsx; do
        rm -rf "$work/lib-$format"
        "$KURIOSA" init "$work/lib-$format" --recovery-key-out "$work/key-$format" --json >/dev/null
        file="$csv"; [ "$format" = xlsx ] && file="$xlsx"
        read -r s k < <(measure "$KURIOSA" import "$work/lib-$format" "$file" --recovery-key-file "$work/key-$format" \
            --new-collection Watches --template builtin.watch --on-duplicate create)
        grep -q "^Imported $rows pieces" "$work/out" || { echo "$format: not every row was imported: $(cat "$work/out")" >&2; exit 1; }
        secs[$format]=$(best "${secs[$format]:-}" "$s"); peaks[$format]=$(peak "${peaks[$format]:-0}" "$k")
    done
done
for format in csv xlsx; do
    printf '  %-30s %8s s %9.0f rows/s %8.1f MiB peak\n' "kuriosa import (${format^^})" "${secs[$format]}" \
        "$(awk -v n="$rows" -v s="${secs[$format]}" 'BEGIN{print n/s}')" "$(awk -v k="${peaks[$format]}" 'BEGIN{print k/1024}')"
done
printf '  XLSX import speed = %.2f × the CSV import (target ≥ 0.5 ×)\n' "$(awk -v a="${secs[csv]}" -v b="${secs[xlsx]}" 'BEGIN{print a/b}')"

echo "== Spreadsheet export of those $rows pieces, best of $runs"
unset secs peaks; declare -A secs peaks
for _ in $(seq "$runs"); do
    for format in csv xlsx; do
        read -r s k < <(measure "$KURIOSA" export "$work/lib-csv" --recovery-key-file "$work/key-csv" --template spreadsheet \
            --format "$format" -o "$work/export.$format")
        secs[$format]=$(best "${secs[$format]:-}" "$s"); peaks[$format]=$(peak "${peaks[$format]:-0}" "$k")
    done
done
for format in csv xlsx; do
    printf '  %-30s %8s s %9.0f rows/s %8.1f MiB peak  %6.1f MB file\n' "kuriosa export (${format^^})" "${secs[$format]}" \
        "$(awk -v n="$rows" -v s="${secs[$format]}" 'BEGIN{print n/s}')" "$(awk -v k="${peaks[$format]}" 'BEGIN{print k/1024}')" \
        "$(awk -v b="$(stat -c %s "$work/export.$format")" 'BEGIN{print b/1e6}')"
done
printf '  XLSX export time = %.2f × the CSV export\n' "$(awk -v a="${secs[csv]}" -v b="${secs[xlsx]}" 'BEGIN{print b/a}')"
