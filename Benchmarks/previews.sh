#!/usr/bin/env bash
# Runs the link-preview benchmarks (docs/link-previews.md#benchmark) in a release build and
# prints each figure beside its reference or target on this machine.
#   Benchmarks/previews.sh [extract|refresh]      (both when no argument)
# Pages are generated once into $PAGES (default /tmp/kuriosa-bench-pages) by the shared
# generator; the lxml reference is ../shared/bench/html_parse.py's parse and extract.
# SCRATCH=/tmp/build-x uses that build folder instead of .build.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
bench_dir=${BENCH_DIR:-$(cd .. && pwd)/shared/bench}
[ -f "$bench_dir/html_parse.py" ] || bench_dir=/work/shared/bench
pages=${PAGES:-/tmp/kuriosa-bench-pages}
bash scripts/install-deps.sh
python3 -c 'import lxml' 2>/dev/null || python3 -m pip install --quiet lxml
# SCRATCH: another build folder (e.g. one per person on a shared machine).
scratch=(); [ -n "${SCRATCH:-}" ] && scratch=(--scratch-path "$SCRATCH")
# BENCH_BIN: an already built kuriosa-bench-previews (an older build, to compare with).
if [ -n "${BENCH_BIN:-}" ]; then BENCH=$BENCH_BIN; else
swift build -c release "${scratch[@]}" --product kuriosa-bench-previews 2>&1 | grep -E "error|Compiling|Build" || true
BENCH="$(swift build -c release "${scratch[@]}" --show-bin-path)/kuriosa-bench-previews"
fi
work=$(mktemp -d)
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

best() { awk -F'pages_per_s=' '{split($2, a, " "); if (a[1] > b) b = a[1]} END {printf "%.1f", b}'; }

if [ "$what" = all ] || [ "$what" = extract ]; then
  echo "== Extraction of 1,000 saved pages of ~300 KB (target ≥ 2 × lxml.html)"
  if [ "$(ls "$pages"/page-*.html 2>/dev/null | wc -l)" -lt 1000 ]; then
    echo "  generating 1,000 pages into $pages (once) ..."
    python3 Benchmarks/make_pages.py "$bench_dir" "$pages" 1000 300
  fi
  # Three rounds, each the reference then the toolkit, best of each: load from elsewhere on a
  # shared machine hits both alike.
  : > "$work/lxml"; : > "$work/kuriosa"
  for _ in 1 2 3; do
    python3 Benchmarks/lxml_pages.py "$bench_dir" "$pages" 1 | tee -a "$work/lxml" >/dev/null
    "$BENCH" extract "$pages" 1 | grep '^rep=' | tee -a "$work/kuriosa" >/dev/null
  done
  ref=$(best < "$work/lxml"); ours=$(best < "$work/kuriosa")
  one=$(python3 "$bench_dir/html_parse.py" "$pages/page-0001.html" 1000 extract 1 | best)
  printf '  %-44s %8s pages/s\n' "lxml.html parse + extract (same 1,000 pages)" "$ref"
  printf '  %-44s %8s pages/s\n' "html_parse.py page-0001 × 1000 (as shipped)" "$one"
  printf '  %-44s %8s pages/s  (%s × lxml)\n' "LinkPreviewExtractor.extract" "$ours" \
    "$(awk -v a="$ours" -v b="$ref" 'BEGIN{printf "%.1f", a/b}')"
fi

if [ "$what" = all ] || [ "$what" = refresh ]; then
  echo "== Refresh of 1,000 links on 50 host names, server answers in 100 ms, concurrency 8 (target ≤ 1.5 × 12.5 s)"
  sans=$(for i in $(seq 0 49); do printf 'DNS:h%02d.bench.test,' "$i"; done)
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout "$work/key.pem" \
    -out "$work/cert.pem" -days 1 -subj /CN=bench.test -addext "subjectAltName=${sans%,}" 2>/dev/null
  python3 Benchmarks/previews_server.py "$work/cert.pem" "$work/key.pem" 100 "$work/port" &
  server=$!
  for _ in $(seq 1 100); do [ -s "$work/port" ] && break; sleep 0.1; done
  [ -s "$work/port" ] || { echo "the benchmark server did not start" >&2; exit 1; }
  out=$("$BENCH" refresh "$(cat "$work/port")" "$work/cert.pem" 1000 50 8)
  echo "$out" | sed 's/^/  /'
  s=$(echo "$out" | sed -nE 's/^s=([0-9.]+).*/\1/p')
  printf '  %.2f s = %.2f × the ideal 12.5 s (target ≤ 1.5 ×)\n' "$s" "$(awk -v a="$s" 'BEGIN{print a/12.5}')"
fi
