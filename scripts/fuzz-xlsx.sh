#!/usr/bin/env bash
# Fuzzes the .xlsx workbook reader (Sources/KuriosaImport/Workbook, libzip and the SAX shims
# of Sources/CSheetShims) with libFuzzer and AddressSanitizer.
#
#   scripts/fuzz-xlsx.sh [SECONDS=120]
#
# Inputs starting with "PK" are whole workbooks (ZIP-level mutations of real files), and so are
# those starting with an OLE signature (Excel 97–2003 .xls: compound file and BIFF8); an input
# whose first byte is 0x02 is an HTML page after it (a web app's .xls), 0x04 a Tellico
# collection's bare XML (a .tc is a ZIP, mutated as a whole), 0x05 LibraryThing's JSON; others
# are XML parts joined by U+0001 bytes that the target zips into a workbook (XML-level
# mutations): Fuzz/XLSXFuzz/XLSXFuzz.swift. Seeds: Fuzz/XLSXFuzz/corpus, workbooks written by
# openpyxl and LibreOffice (.xlsx and .xls) and their parts. The reader's Swift sources and the target are one
# executable (swiftc, not SwiftPM: SwiftPM cannot link a libFuzzer main); the shims are compiled
# with clang's fuzzer-no-link instrumentation. A crash leaves crash-* files in the build
# directory; rerun one with  "$build/xlsxfuzz" "$build/crash-…"
# The fuzzer runs under `nice -n ${FUZZ_NICE:-15}` (the machine is shared); the build does not.
set -euo pipefail
seconds="${1:-120}"
root=$(cd "$(dirname "$0")/.." && pwd)
build="${FUZZ_BUILD_DIR:-/tmp/build-xlsx-fuzz}"
mkdir -p "$build/include" "$build/corpus"
cp -n "$root/Fuzz/XLSXFuzz/corpus/"* "$build/corpus/" 2>/dev/null || true

# The reader opens files through the store's FileIO: KuriosaCore and KuriosaStore are
# modules of their own (scripts/fuzz-modules.sh), built once into the shared folder.
modules="${FUZZ_MODULES_DIR:-/tmp/build-fuzz-modules}"
bash "$root/scripts/fuzz-modules.sh" "$modules"
cat > "$build/include/module.modulemap" <<MAP
module CSheetShims {
    header "$root/Sources/CSheetShims/include/SheetShims.h"
    export *
}
MAP
clang=${CLANG:-clang}
for source in SheetShims SheetRows HTMLTable OpenDocument XMLEvents; do
    "$clang" -c -g -O1 -fsanitize=fuzzer-no-link,address $(pkg-config --cflags libxml-2.0) \
        -I"$root/Sources/CSheetShims/include" "$root/Sources/CSheetShims/$source.c" -o "$build/$source.o"
done
swiftc -sanitize=fuzzer,address -package-name kuriosa -parse-as-library -O -g -module-name XLSXFuzz \
    -I "$build/include" -I "$modules/include" -I "$root/Sources/CZip" -I "$root/Sources/CSQLite" -I "$root/Sources/CCrypto" \
    $(find "$root/Sources/KuriosaImport/Reader" "$root/Sources/KuriosaImport/Cells" "$root/Sources/KuriosaImport/Tables" \
        "$root/Sources/KuriosaImport/Workbook" -name '*.swift' | sort) \
    "$root/Sources/KuriosaImport/Mapping/ImportTarget.swift" "$root/Sources/KuriosaImport/Mapping/ImportPresetData.swift" \
    "$root/Fuzz/XLSXFuzz/XLSXFuzz.swift" \
    "$build/SheetShims.o" "$build/SheetRows.o" "$build/HTMLTable.o" "$build/OpenDocument.o" "$build/XMLEvents.o" \
    "$modules/KuriosaCore.o" "$modules/KuriosaStore.o" \
    $(pkg-config --libs libxml-2.0 libzip) -lsqlite3 -lcrypto \
    -o "$build/xlsxfuzz"

cd "$build"; [ -n "${FUZZ_ONLY:-}" ] && exec ./xlsxfuzz "$FUZZ_ONLY"
nice -n "${FUZZ_NICE:-15}" ./xlsxfuzz -max_total_time="$seconds" -max_len=65536 -timeout=30 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$build/" corpus
