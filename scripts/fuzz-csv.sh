#!/usr/bin/env bash
# Fuzzes the CSV reader and the cell parsers with libFuzzer and AddressSanitizer.
#
#   scripts/fuzz-csv.sh            # 2 minutes
#   scripts/fuzz-csv.sh 600        # the 10-minute run (seconds as the first argument)
#
# Builds the reader and cell parsers of Sources/KuriosaImport (Reader, Cells, Tables, and
# Workbook, which CSVFile also opens) with Fuzz/CSVFuzz into one executable (swiftc, not SwiftPM:
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
# `CSVFile` opens .xlsx files too, so the workbook reader and its SAX shims (CSheetShims,
# libxml2, libzip) are part of the executable, as in scripts/fuzz-xlsx.sh.
mkdir -p "$build/include"
cat > "$build/include/module.modulemap" <<MAP
module CSheetShims {
    header "$PWD/Sources/CSheetShims/include/SheetShims.h"
    export *
}
MAP
for source in SheetShims SheetRows HTMLTable OpenDocument XMLEvents; do
    "${CLANG:-clang}" -c -g -O1 -fsanitize=fuzzer-no-link,address $(pkg-config --cflags libxml-2.0) \
        -ISources/CSheetShims/include "Sources/CSheetShims/$source.c" -o "$build/$source.o"
done
swiftc -sanitize=fuzzer,address -package-name kuriosa -parse-as-library -O -g \
    -module-name CSVFuzz -I "$build/include" -I "$modules/include" -I Sources/CZip -I Sources/CSQLite -I Sources/CCrypto \
    $(find Sources/KuriosaImport/Reader Sources/KuriosaImport/Cells Sources/KuriosaImport/Tables Sources/KuriosaImport/Workbook \
        -name '*.swift' | sort) Sources/KuriosaImport/Mapping/ImportTarget.swift Sources/KuriosaImport/Mapping/ImportPresetData.swift \
    Fuzz/CSVFuzz/CSVFuzz.swift \
    "$build/SheetShims.o" "$build/SheetRows.o" "$build/HTMLTable.o" "$build/OpenDocument.o" "$build/XMLEvents.o" \
    "$modules/KuriosaCore.o" "$modules/KuriosaStore.o" \
    $(pkg-config --libs libxml-2.0 libzip) -lsqlite3 -lcrypto \
    -o "$build/csvfuzz"

cd "$build"
nice -n "${FUZZ_NICE:-15}" ./csvfuzz -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 corpus
