#!/usr/bin/env bash
# Benchmarks `kuriosa import` (docs/import.md#benchmark-1): 100,000 generated watch rows into a
# new collection of an encrypted library, end to end (unlock, both passes over the file, one
# transaction, the catalog serialized and sealed), beside the reference pipeline
# ../shared/bench/sqlite_import.py --mode full --serialize-encrypt on the same file, in the same
# run. Target: at least 3× the reference's rows per second, peak memory under 300 MB.
#
#   Benchmarks/import.sh [ROWS]          # default 100000
#
# Environment: KURIOSA_BENCH_DIR (the reference scripts, default /work/shared/bench),
# RUNS (best of, default 2), SCRATCH (a SwiftPM --scratch-path), KEEP=1 keeps the work folder,
# BEFORE=path (an older kuriosa: its import of the same rows runs in turn with this build's, and
# both are printed), CARDS=n (default 30000; 0 skips it: a card collection in ManaBox's shape,
# recognised with no option, against its target of 10 s and 200 MB).
# Rows per second are rows / wall-clock seconds of the whole process, for both; peak memory is
# the process's maximum resident set (/usr/bin/time -f %M).
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-100000}"
bench_dir="${KURIOSA_BENCH_DIR:-/work/shared/bench}"
runs="${RUNS:-2}"
scratch=()
[ -n "${SCRATCH:-}" ] && scratch=(--scratch-path "$SCRATCH")

[ -x /usr/bin/time ] || { echo "needs GNU time: apt-get install -y time" >&2; exit 1; }
python3 -c "import cryptography" 2>/dev/null || python3 -m pip install cryptography
for product in kuriosa kuriosa-bench-import; do
    swift build -c release "${scratch[@]}" --product "$product" 2>&1 | grep -E "error|Compiling|Build" || true
done
bin="$(swift build -c release "${scratch[@]}" --show-bin-path)"
KURIOSA="$bin/kuriosa"

work=$(mktemp -d)
[ "${KEEP:-0}" = 1 ] && echo "work folder: $work" || trap 'rm -rf "$work"' EXIT
export KURIOSA_CONFIG_DIR="$work/config"

csv="$work/watches-$rows.csv"
python3 Benchmarks/gen_watch_csv.py "$rows" "$csv" --bench-dir "$bench_dir"
printf '== Import of %s watch rows (%s MB CSV) into an encrypted library, best of %s\n' \
    "$rows" "$(awk -v b="$(stat -c %s "$csv")" 'BEGIN{printf "%.1f", b/1e6}')" "$runs"

# Prints "seconds peak_kib" of one command (its own output goes to $work/out).
measure() {
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || {
        echo "failed: $*" >&2; cat "$work/err" >&2; exit 1; }
    cat "$work/time"
}

best_ref=""; best_imp=""; ref_peak=0; imp_peak=0; best_before=""; before_peak=0
for _ in $(seq "$runs"); do
    # Reference: Python csv + sqlite3 executemany in one transaction, serialize, AES-GCM seal.
    read -r s k < <(measure python3 "$bench_dir/sqlite_import.py" "$csv" "$work/ref.db" --mode full --serialize-encrypt)
    ref_line=$(cat "$work/out")
    best_ref=$(awk -v a="$best_ref" -v b="$s" 'BEGIN{print (a=="" || b<a) ? b : a}')
    ref_peak=$(( k > ref_peak ? k : ref_peak ))

    # Toolkit: a fresh library each time, then the import (unlock, two passes, write, seal).
    rm -rf "$work/lib"
    "$KURIOSA" init "$work/lib" --recovery-key-out "$work/key" --json >/dev/null
    read -r s k < <(measure "$KURIOSA" import "$work/lib" "$csv" --recovery-key-file "$work/key" \
        --new-collection Watches --template builtin.watch --on-duplicate create --report "$work/report.csv")
    imp_line=$(cat "$work/out")
    best_imp=$(awk -v a="$best_imp" -v b="$s" 'BEGIN{print (a=="" || b<a) ? b : a}')
    imp_peak=$(( k > imp_peak ? k : imp_peak ))

    # An older build on the same rows, right after, so both see the machine as it is now.
    if [ -n "${BEFORE:-}" ]; then
        rm -rf "$work/lib"
        "$BEFORE" init "$work/lib" --recovery-key-out "$work/key" --json >/dev/null
        read -r s k < <(measure "$BEFORE" import "$work/lib" "$csv" --recovery-key-file "$work/key" \
            --new-collection Watches --template builtin.watch --on-duplicate create)
        best_before=$(awk -v a="$best_before" -v b="$s" 'BEGIN{print (a=="" || b<a) ? b : a}')
        before_peak=$(( k > before_peak ? k : before_peak ))
    fi
done

grep -q "^Imported $rows pieces" <<<"$imp_line" || { echo "the import did not take every row: $imp_line" >&2; head "$work/report.csv" >&2; exit 1; }
catalog=$(find "$work/lib" -name catalog.db.enc -exec stat -c %s {} + | head -1)
ref_rps=$(awk -v n="$rows" -v s="$best_ref" 'BEGIN{printf "%.0f", n/s}')
imp_rps=$(awk -v n="$rows" -v s="$best_imp" 'BEGIN{printf "%.0f", n/s}')
printf '  %-44s %8s s %9s rows/s %8.1f MiB peak\n' "reference sqlite_import.py (full, sealed)" "$best_ref" "$ref_rps" "$(awk -v k="$ref_peak" 'BEGIN{print k/1024}')"
printf '  %-44s %8s s %9s rows/s %8.1f MiB peak\n' "kuriosa import (encrypted library)" "$best_imp" "$imp_rps" "$(awk -v k="$imp_peak" 'BEGIN{print k/1024}')"
printf '  speed %.2f × the reference (target ≥ 3 ×); peak %.0f MB (target < 300 MB)\n' \
    "$(awk -v a="$imp_rps" -v b="$ref_rps" 'BEGIN{print a/b}')" "$(awk -v k="$imp_peak" 'BEGIN{print k*1024/1e6}')"
printf '  sealed catalog %.1f MB; reference database %.1f MB\n' "$(awk -v b="$catalog" 'BEGIN{print b/1e6}')" "$(awk -v b="$(stat -c %s "$work/ref.db")" 'BEGIN{print b/1e6}')"
# What bounds the import: SQLite's inserts of the same rows alone, sealing, the catalog's size.
floor=$("$bin/kuriosa-bench-import" floor "$work/lib" "$work/key")
field() { sed -n "s/.*$1=\([^ ]*\).*/\1/p" <<<"$floor"; }
sqlite_s=$(field sqlite_s); seal_s=$(field seal_s); payload=$(field payload_mb)
printf '  bound: 3 × the reference allows %.2f s for everything; SQLite alone needs %s s to insert these\n' \
    "$(awk -v n="$rows" -v r="$ref_rps" 'BEGIN{print n/(3*r)}')" "$sqlite_s"
printf '         rows (one connection, one thread) and sealing %s s: at most %s rows/s = %.2f × the reference\n' "$seal_s" \
    "$(awk -v n="$rows" -v a="$sqlite_s" -v b="$seal_s" 'BEGIN{printf "%.0f", n/(a+b)}')" \
    "$(awk -v n="$rows" -v a="$sqlite_s" -v b="$seal_s" -v r="$ref_rps" 'BEGIN{print n/(a+b)/r}')"
printf '  bound: the catalog holds %s MB of records (file %s MB); it is decrypted into memory,\n' "$payload" "$(field file_mb)"
printf '         so the peak cannot be under %s MB\n' "$payload"
echo "  reference: $ref_line"
echo "  kuriosa:   $imp_line"
if [ -n "$best_before" ]; then
    printf '  %-44s %8s s %9s rows/s %8.1f MiB peak\n' "BEFORE ($BEFORE)" "$best_before" \
        "$(awk -v n="$rows" -v s="$best_before" 'BEGIN{printf "%.0f", n/s}')" "$(awk -v k="$before_peak" 'BEGIN{print k/1024}')"
    printf '  this build / BEFORE: %.2f × the time\n' "$(awk -v a="$best_imp" -v b="$best_before" 'BEGIN{print a/b}')"
fi

cards="${CARDS:-30000}"
if [ "$cards" -gt 0 ]; then
    python3 Benchmarks/gen_card_csv.py "$cards" "$work/ManaBox_Collection.csv"
    rm -rf "$work/lib"
    "$KURIOSA" init "$work/lib" --recovery-key-out "$work/key" --json >/dev/null
    read -r s k < <(measure "$KURIOSA" import "$work/lib" "$work/ManaBox_Collection.csv" --recovery-key-file "$work/key" --new-collection Cards)
    printf '== %s card rows in ManaBox'"'"'s shape, recognised, into a new collection: %s s, %.0f MB peak (targets: < 10 s, < 200 MB)\n' \
        "$cards" "$s" "$(awk -v k="$k" 'BEGIN{print k*1024/1e6}')"
    echo "  kuriosa:   $(cat "$work/out")"
fi
