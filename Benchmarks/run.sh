#!/usr/bin/env bash
# Runs the store benchmarks in a release build and prints each figure beside its reference
# on this machine. Usage: Benchmarks/run.sh [store]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build -c release --product kuriosa-bench 2>&1 | grep -E "error|Compiling|Build" || true
BENCH="$(swift build -c release --show-bin-path)/kuriosa-bench"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== KEF1 throughput, 256 MiB (target ≥ 80 % of openssl speed at 64 KiB blocks)"
# Best of three for both, measured side by side, so that load from elsewhere hits both alike.
ref=0; seal=0; open=0
for _ in 1 2 3; do
  r=$(openssl speed -evp aes-256-gcm -bytes 65536 -seconds 2 2>/dev/null | awk '/^AES-256-GCM|^aes-256-gcm/ {v=$NF} END {sub("k","",v); printf "%.1f", v*1000/1e6}')
  read -r s o < <("$BENCH" kef1 256 | sed -E 's/seal_mb_s=([0-9.]+) open_mb_s=([0-9.]+)/\1 \2/')
  ref=$(awk -v a="$ref" -v b="$r" 'BEGIN{print (b>a)?b:a}'); seal=$(awk -v a="$seal" -v b="$s" 'BEGIN{print (b>a)?b:a}'); open=$(awk -v a="$open" -v b="$o" 'BEGIN{print (b>a)?b:a}')
done
printf '  %-28s %10s MB/s\n' "openssl speed (64 KiB)" "$ref"
printf '  %-28s %10s MB/s  (%s %%)\n' "KEF1 seal" "$seal" "$(awk -v a="$seal" -v b="$ref" 'BEGIN{printf "%.0f", 100*a/b}')"
printf '  %-28s %10s MB/s  (%s %%)\n' "KEF1 open" "$open" "$(awk -v a="$open" -v b="$ref" 'BEGIN{printf "%.0f", 100*a/b}')"

echo "== KEF1 streaming a 1 GiB file from disk to disk (constant memory)"
echo "  $("$BENCH" kef1-file 1024 "$work")"

echo "== Catalog of 100,000 items: open (decrypt), migrate 10 → 16, save (seal + atomic rename)"
"$BENCH" make-catalog "$work/bench.kuriosa" 100000 >/dev/null
line=$("$BENCH" catalog "$work/bench.kuriosa")
echo "  $line"
size=$(sed -E 's/.*catalog_mib=([0-9.]+).*/\1/' <<<"$line")
peak=$(sed -E 's/.*peak_mib=([0-9.]+).*/\1/' <<<"$line")
printf '  peak memory %.1f MiB = %.2f × the catalog size (target < 3 ×)\n' "$peak" "$(awk -v a="$peak" -v b="$size" 'BEGIN{print a/b}')"

echo "== Merge of two copies of a 50,000-piece catalog that each changed 5,000 pieces (target < 10 s)"
swift build -c release --product kuriosa-merge-bench 2>&1 | grep -E "error" || true
echo "  $("$(swift build -c release --show-bin-path)/kuriosa-merge-bench" 50000 5000)"

echo "== Merge of two copies that each added 20,000 pieces, numbered alike (target < 5 s; before: 47-88 s)"
echo "  $("$(swift build -c release --show-bin-path)/kuriosa-merge-bench" added 20000)"

echo "== What a writer's soundness check costs on the 100,000-item catalog"
echo "  $("$BENCH" soundness "$work/bench.kuriosa")"
