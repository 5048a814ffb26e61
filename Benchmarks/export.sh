#!/usr/bin/env bash
# The export benchmark (docs/export-templates.md#benchmark), in a release build: the
# `inventory` PDF of 10,000 pieces with a distinct thumbnail each, seconds and peak memory,
# printed beside ReportLab and
# WeasyPrint making the same table (../shared/bench: pdf_reportlab.py, pdf_weasy.py) in the
# same run. Target: at least 3× faster than ReportLab with less memory, 10× faster than
# WeasyPrint.
# Usage: Benchmarks/export.sh [N=10000] [--no-weasy]   (WeasyPrint takes minutes and GBs)
#        BEFORE=/path/to/older/kuriosa also times that build on the same library.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
weasy=1; [ "${2:-}" = "--no-weasy" ] && weasy=0
shared="${KURIOSA_BENCH_DIR:-$(cd .. && pwd)/shared/bench}"
[ -f "$shared/pdf_reportlab.py" ] || shared=/work/shared/bench
[ -f "$shared/pdf_reportlab.py" ] || { echo "the reference scripts are not in $shared (set KURIOSA_BENCH_DIR)" >&2; exit 2; }
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
python3 -c "import reportlab, weasyprint, PIL" || { echo "needs reportlab, weasyprint and pillow ($shared/setup.sh)" >&2; exit 2; }

source Benchmarks/release-kuriosa.sh

# The reference scripts read data/ beside themselves: run copies of them in the work folder.
cp "$shared"/gen_csv.py "$shared"/gen_thumbs.py "$shared"/report_rows.py "$shared"/pdf_reportlab.py "$shared"/pdf_weasy.py "$work/"
echo "== Data: $n watches (gen_csv.py) and $n distinct 64 px thumbnails (gen_thumbs.py)"
mkdir -p "$work/data"
python3 "$work/gen_csv.py" "$n" "$work/data/collection_10k.csv" >/dev/null
python3 "$work/gen_thumbs.py" "$work/data/thumbs" "$n" >/dev/null
# The same rows with a photo each, imported by the toolkit's own importer (not timed). The
# generator's condition "For parts" is not one of the app's conditions: it becomes "Poor".
python3 - "$work/data/collection_10k.csv" "$work/import.csv" <<'EOF'
import csv, sys
with open(sys.argv[1], newline="", encoding="utf-8") as f, open(sys.argv[2], "w", newline="", encoding="utf-8") as out:
    rows = csv.reader(f)
    w = csv.writer(out)
    header = next(rows)
    condition = header.index("Condition")
    w.writerow(header + ["Photos"])
    for i, row in enumerate(rows):
        if row[condition] == "For parts":
            row[condition] = "Poor"
        w.writerow(row + [f"thumbs/t{i:05d}.jpg"])
EOF
"$kuriosa" init "$work/Bench Library" --recovery-key-out "$work/key.txt" >/dev/null
export KURIOSA_RECOVERY_KEY="$(cat "$work/key.txt")"
set +e
"$kuriosa" import "$work/Bench Library" "$work/import.csv" --new-collection Watches --template builtin.watch \
  --photos-dir "$work/data" --on-duplicate create --json > "$work/import.json"
status=$?
set -e
[ $status -le 3 ] || { echo "import failed ($status)" >&2; exit 2; }
pieces=$(python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(len(r.get('created', [])))" "$work/import.json")
echo "   imported $pieces pieces with a photo each"


echo "== inventory PDF of $n pieces with distinct thumbnails (A4 landscape, repeated header, page x of y)"
read -r ks km < <(measure "$kuriosa" export "$work/Bench Library" --template inventory --format pdf --paper a4 -o "$work/kuriosa.pdf")
kp=$(pdfinfo "$work/kuriosa.pdf" | awk '/^Pages:/ {print $2}')
printf '  %-34s %8s s %8s MiB  %5s pages\n' "kuriosa export (release)" "$ks" "$km" "$kp"
if [ -n "${BEFORE:-}" ]; then
  # An older kuriosa (BEFORE=path) making the same PDF, to see that a change made nothing worse.
  read -r bs bm < <(measure "$BEFORE" export "$work/Bench Library" --template inventory --format pdf --paper a4 -o "$work/before.pdf")
  bp=$(pdfinfo "$work/before.pdf" | awk '/^Pages:/ {print $2}')
  printf '  %-34s %8s s %8s MiB  %5s pages   this build %.2f× its time, %.2f× its memory\n' "the same by BEFORE" "$bs" "$bm" "$bp" \
    "$(awk -v a="$ks" -v b="$bs" 'BEGIN{print a/b}')" "$(awk -v a="$km" -v b="$bm" 'BEGIN{print a/b}')"
fi
read -r rs rm < <(cd "$work" && measure python3 pdf_reportlab.py "$n" distinct "$work/reportlab.pdf" 500)
rp=$(pdfinfo "$work/reportlab.pdf" | awk '/^Pages:/ {print $2}')
printf '  %-34s %8s s %8s MiB  %5s pages   kuriosa %.1f× faster, %.2f× the memory (target ≥ 3×, < 1×)\n' \
  "ReportLab (platypus, chunks of 500)" "$rs" "$rm" "$rp" "$(awk -v a="$rs" -v b="$ks" 'BEGIN{print a/b}')" "$(awk -v a="$km" -v b="$rm" 'BEGIN{print a/b}')"
if [ $weasy = 1 ]; then
  read -r ws wm < <(cd "$work" && measure python3 pdf_weasy.py "$n" distinct "$work/weasy.pdf")
  wp=$(pdfinfo "$work/weasy.pdf" | awk '/^Pages:/ {print $2}')
  printf '  %-34s %8s s %8s MiB  %5s pages   kuriosa %.1f× faster (target ≥ 10×)\n' \
    "WeasyPrint" "$ws" "$wm" "$wp" "$(awk -v a="$ws" -v b="$ks" 'BEGIN{print a/b}')"
fi

# The insurance report at collection scale (#29, docs/insurance-report.md#schedule): 5,000
# pieces (or N when smaller) without photos, in the schedule of the default `mixed` layout,
# then the same pieces with a photo each, every one on a page of its own; each printed beside
# the inventory of the same pieces. Targets: without photos under 20 pages per 100 pieces and
# at most 3× the inventory's time; with photos at most one page a piece.
m=$(( n < 5000 ? n : 5000 ))
python3 - "$work/import.csv" "$work/plain.csv" "$work/photos.csv" "$m" <<'EOF2'
import csv, sys
with open(sys.argv[1], newline="", encoding="utf-8") as f:
    rows = list(csv.reader(f))
m = int(sys.argv[4])
with open(sys.argv[2], "w", newline="", encoding="utf-8") as out:
    csv.writer(out).writerows([r[:-1] for r in rows[:m + 1]])
with open(sys.argv[3], "w", newline="", encoding="utf-8") as out:
    csv.writer(out).writerows(rows[:m + 1])
EOF2
for kind in plain photos; do
  lib="$work/Insurance $kind"
  "$kuriosa" init "$lib" --recovery-key-out "$work/key-$kind.txt" >/dev/null
  set +e
  KURIOSA_RECOVERY_KEY="$(cat "$work/key-$kind.txt")" "$kuriosa" import "$lib" "$work/$kind.csv" --new-collection Watches \
    --template builtin.watch --photos-dir "$work/data" --on-duplicate create --json > "$work/import-$kind.json"
  status=$?
  set -e
  [ $status -le 3 ] || { echo "import of $kind.csv failed ($status)" >&2; exit 2; }
done
insurance() { # kind label
  local lib="$work/Insurance $1"
  export KURIOSA_RECOVERY_KEY="$(cat "$work/key-$1.txt")"
  read -r is im < <(measure "$kuriosa" export "$lib" --template inventory --format pdf --paper a4 -o "$work/inv-$1.pdf")
  ip=$(pdfinfo "$work/inv-$1.pdf" | awk '/^Pages:/ {print $2}')
  read -r ss sm < <(measure "$kuriosa" export "$lib" --template insurance --format pdf --owner "Bench" -o "$work/ins-$1.pdf")
  sp=$(pdfinfo "$work/ins-$1.pdf" | awk '/^Pages:/ {print $2}')
  printf '  %-44s %8s s %8s MiB  %5s pages\n' "inventory, $2" "$is" "$im" "$ip"
  printf '  %-44s %8s s %8s MiB  %5s pages   %.2f× the inventory'"'"'s time, %.1f pages per 100 pieces\n' "insurance (mixed), $2" "$ss" "$sm" "$sp" \
    "$(awk -v a="$ss" -v b="$is" 'BEGIN{print a/b}')" "$(awk -v p="$sp" -v n="$m" 'BEGIN{print 100*p/n}')"
}
echo "== insurance report of $m pieces beside the inventory of the same pieces (targets: no photos < 20 pages per 100 pieces and ≤ 3× the time; photos ≤ 1 page a piece)"
insurance plain "$m pieces, no photos"
insurance photos "$m pieces, a photo each"
