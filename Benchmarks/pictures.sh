#!/usr/bin/env bash
# The picture pipeline's benchmarks (docs/pictures.md), in a release build:
#
# 1. Photo import of N 12-megapixel JPEGs (4000 × 3000, EXIF orientations 1, 6, 3, 8 in
#    turn), end to end (`kuriosa import` of a CSV of photos into a new library), beside
#    libjpeg-turbo's own tools doing the same work on the same files one after the other:
#    `jpegtran -copy none` (with `-rotate 90|180|270 -trim` where the orientation asks) plus
#    `djpeg -scale 1/4` for the thumbnail, per photo. Target: at most 0.8× their time.
# 2. The insurance report (PDF) of R pieces with a 12-megapixel photo each: seconds, peak
#    memory and PDF size, beside the same report made by BEFORE (an older kuriosa, e.g. a
#    release build of the commit before the report's photos were chosen by print size) when
#    it is given, in ROUNDS alternating rounds. Target: at least 3× faster.
#
# Usage: Benchmarks/pictures.sh [N=24] [R=200]      BEFORE=/path/to/old/kuriosa (optional)
#        ROUNDS=3: each part that many times in turn (tools and import; the old and the new
#        report), each round with the load average, then the best and the median ratio (a
#        shared machine's figures vary by more than the difference measured).
#        N=0 runs the report part only, R=0 the import part only.
# Run it under `nice` on a shared machine.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-24}
r=${2:-200}
command -v jpegtran >/dev/null || { echo "needs jpegtran and djpeg (libjpeg-turbo-progs)" >&2; exit 2; }
source Benchmarks/release-kuriosa.sh
# Wall-clock seconds, CPU seconds (user + system) and peak MiB of one command: on a shared
# machine the CPU time is the steadier figure.
measure() {
  /usr/bin/time -f "%e %U %S %M" -o "$work/time.txt" "$@" >"$work/out.txt" 2>&1 || { cat "$work/out.txt" >&2; return 1; }
  awk '{printf "%.2f %.2f %.0f\n", $1, $2 + $3, $4 / 1024}' "$work/time.txt"
}

echo "== Data: 12-megapixel JPEGs (cjpeg -quality 90 of a generated picture, an EXIF orientation each)"
mkdir -p "$work/photos"
python3 - "$work/base.ppm" <<'PY'
import sys
w, h = 4000, 3000
with open(sys.argv[1], "wb") as f:
    f.write(b"P6 %d %d 255\n" % (w, h))
    base = bytes(((x * 5) ^ (x >> 5) ^ (x * x >> 13)) & 255 for x in range(w * 3 + 3 * h))
    for y in range(h):
        f.write(base[3 * y:3 * y + w * 3])
PY
cjpeg -quality 90 "$work/base.ppm" > "$work/base.jpg"
# Each photo: the same picture with its own EXIF segment (orientation, and a number so that
# no two files are the same bytes).
count=$(( n > r ? n : r ))
python3 - "$work/base.jpg" "$work/photos" "$count" <<'PY'
import struct, sys
base = open(sys.argv[1], "rb").read()
for i in range(int(sys.argv[3])):
    o = [1, 6, 3, 8][i % 4]
    tiff = b"MM\x00\x2a\x00\x00\x00\x08\x00\x02" + struct.pack(">HHIHH", 0x0112, 3, 1, o, 0) \
        + struct.pack(">HHII", 0x0131, 2, 4, int.from_bytes(b"%03d" % (i % 1000) + b"\x00", "big")) + b"\x00\x00\x00\x00"
    payload = b"Exif\x00\x00" + tiff
    app1 = b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload
    open("%s/p%04d.jpg" % (sys.argv[2], i), "wb").write(base[:2] + app1 + base[2:])
PY
printf '   %d files of %.1f MB\n' "$count" "$(awk -v b="$(stat -c %s "$work/photos/p0000.jpg")" 'BEGIN{print b/1e6}')"

csv() {  # csv FILE ROWS
  { echo "Title,Brand,Photos"; for i in $(seq 0 $(( $2 - 1 ))); do printf 'Watch %d,Omega,photos/p%04d.jpg\n' "$i" "$i"; done; } > "$1"
}
fresh_library() {
  rm -rf "$work/lib"
  "$kuriosa" init "$work/lib" --recovery-key-out "$work/key" >/dev/null
}

if [ "$n" -gt 0 ]; then
echo "== 1. Photo import of $n photos (two cores for kuriosa, one for the tools)"
cat > "$work/tools.sh" <<'SH'
set -e
for f in "$1"/p*.jpg; do
  i=$(basename "$f" .jpg); i=$((10#${i#p}))
  [ "$i" -lt "$2" ] || continue
  case $(( i % 4 )) in 0) t=();; 1) t=(-rotate 90 -trim);; 2) t=(-rotate 180 -trim);; 3) t=(-rotate 270 -trim);; esac
  jpegtran -copy none "${t[@]}" "$f" > "$3/out.jpg"
  djpeg -scale 1/4 "$3/out.jpg" > "$3/thumb.ppm"
done
SH
csv "$work/import.csv" "$n"
ratios=()
for round in $(seq 1 "${ROUNDS:-1}"); do
  echo "   round $round, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  read -r ts tc tm < <(measure bash "$work/tools.sh" "$work/photos" "$n" "$work")
  fresh_library
  read -r ks kc km < <(measure "$kuriosa" import "$work/lib" "$work/import.csv" --recovery-key-file "$work/key" \
    --new-collection Watches --template builtin.watch --photos-dir "$work" --on-duplicate create)
  ratio=$(awk -v a="$ks" -v b="$ts" 'BEGIN{printf "%.2f", a/b}')
  ratios+=("$ratio")
  printf '  %-58s %7s s wall %7s s CPU %5s MiB\n' "jpegtran -copy none (+ -rotate -trim) + djpeg -scale 1/4" "$ts" "$tc" "$tm"
  printf '  %-58s %7s s wall %7s s CPU %5s MiB   %s× the tools'"'"' time, %.2f× their CPU (target ≤ 0.8×)\n' \
    "kuriosa import (release)" "$ks" "$kc" "$km" "$ratio" "$(awk -v a="$kc" -v b="$tc" 'BEGIN{print a/b}')"
done
if [ "${#ratios[@]}" -gt 1 ]; then
  printf '  import / tools over %d rounds: best %s×, median %s× (target ≤ 0.8×)\n' "${#ratios[@]}" \
    "$(printf '%s\n' "${ratios[@]}" | sort -n | head -1)" "$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}')"
fi
fi
[ "$r" -gt 0 ] || exit 0

echo "== 2. Insurance report (PDF) of $r pieces with a 12-megapixel photo each"
csv "$work/report.csv" "$r"
fresh_library
"$kuriosa" import "$work/lib" "$work/report.csv" --recovery-key-file "$work/key" --new-collection Watches \
  --template builtin.watch --photos-dir "$work" --on-duplicate create >/dev/null
# ROUNDS rounds (default 2), each BEFORE then this build, so that load from elsewhere on a
# shared machine hits both alike; the load average is printed with each round.
report() {  # report BINARY OUT.pdf → "wall CPU MiB MB"
  read -r s c m < <(measure "$1" export "$work/lib" --recovery-key-file "$work/key" --template insurance --format pdf -o "$2")
  echo "$s $c $m $(awk -v b="$(stat -c %s "$2")" 'BEGIN{printf "%.1f", b/1e6}')"
}
for round in $(seq 1 "${ROUNDS:-2}"); do
  echo "  round $round, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ -n "${BEFORE:-}" ]; then
    read -r bs bc bm bmb < <(report "$BEFORE" "$work/before.pdf")
    printf '  %-44s %7s s wall %7s s CPU %5s MiB %7s MB\n' "the same report by BEFORE" "$bs" "$bc" "$bm" "$bmb"
  fi
  read -r rs rc rm rmb < <(report "$kuriosa" "$work/after.pdf")
  printf '  %-44s %7s s wall %7s s CPU %5s MiB %7s MB' "kuriosa export --template insurance (this)" "$rs" "$rc" "$rm" "$rmb"
  if [ -n "${BEFORE:-}" ]; then
    printf '   %.2f× faster, %.2f× less CPU, %.2f× smaller (target ≥ 3× faster)' \
      "$(awk -v a="$bs" -v b="$rs" 'BEGIN{print a/b}')" "$(awk -v a="$bc" -v b="$rc" 'BEGIN{print a/b}')" \
      "$(awk -v a="$bmb" -v b="$rmb" 'BEGIN{print a/b}')"
  fi
  echo
done
pages=$(pdfinfo "$work/after.pdf" | awk '/^Pages:/ {print $2}')
echo "  this build's PDF: $pages pages; its images (pdfimages -list, first three):"
pdfimages -list "$work/after.pdf" | sed -n '3,5p' | awk '{printf "    page %s: %s × %s %s, %s ppi\n", $1, $4, $5, $9, $13}'
