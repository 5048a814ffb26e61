#!/usr/bin/env bash
# Fuzzes the CSV reader and the cell parsers with libFuzzer and AddressSanitizer.
#
#   scripts/fuzz-csv.sh            # 2 minutes
#   scripts/fuzz-csv.sh 600        # the 10-minute run (seconds as the first argument)
#
# Builds the reader and cell parsers of Sources/KuriosaImport (Reader, Cells, Tables) with Fuzz/CSVFuzz into one executable (swiftc, not SwiftPM:
# SwiftPM cannot link a libFuzzer main), then runs it over Fuzz/CSVFuzz/corpus, adding what
# it finds to a work corpus in the build directory. A crash leaves crash-* files there;
# rerun one with:  "$build/csvfuzz" "$build/crash-…"
# The fuzzer runs under `nice -n ${FUZZ_NICE:-15}` (the machine is shared); the build does not.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-120}"
build="${FUZZ_BUILD_DIR:-/tmp/build-csv-fuzz}"
mkdir -p "$build/corpus"
cp -n Fuzz/CSVFuzz/corpus/* "$build/corpus/" 2>/dev/null || true

# The reader opens files through the store's FileIO: KuriosaCore and KuriosaStore are
# modules of their own (scripts/fuzz-modules.sh), built once into the shared folder.
modules="${FUZZ_MODULES_DIR:-/tmp/build-fuzz-modules}"
bash scripts/fuzz-modules.sh "$modules"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
    -module-name CSVFuzz -I "$modules/include" -I Sources/CSQLite -I Sources/CCrypto \
    $(find Sources/KuriosaImport/Reader Sources/KuriosaImport/Cells Sources/KuriosaImport/Tables -name '*.swift' | sort) Fuzz/CSVFuzz/CSVFuzz.swift \
    "$modules/KuriosaCore.o" "$modules/KuriosaStore.o" -lsqlite3 -lcrypto \
    -o "$build/csvfuzz"

cd "$build"
nice -n "${FUZZ_NICE:-15}" ./csvfuzz -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 corpus
