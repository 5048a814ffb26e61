#!/usr/bin/env bash
# Builds KuriosaCore and KuriosaStore as Swift modules with AddressSanitizer (no fuzzer
# coverage: the fuzz targets above them are what is explored), for the fuzz scripts of
# KuriosaImport's readers, which import the store (FileIO opens every input without blocking).
#
#   scripts/fuzz-modules.sh DIR
#
# Leaves DIR/include (the modules) and DIR/*.o; rebuilt only when a source is newer. The
# store needs no shim target (SQLite's one variadic call is inline in Sources/CSQLite). A
# target then compiles with
#   -I DIR/include -I Sources/CSQLite -I Sources/CCrypto
# and links DIR/KuriosaCore.o DIR/KuriosaStore.o -lsqlite3 -lcrypto
set -euo pipefail
dir="${1:?build directory}"
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$dir/include"
stamp="$dir/KuriosaStore.o"
if [ -f "$stamp" ] && [ -z "$(find "$root/Sources/KuriosaStore" "$root/Sources/KuriosaCore" -newer "$stamp" -type f | head -1)" ]; then
    exit 0
fi
swiftc -sanitize=address -package-name kuriosa -parse-as-library -O -g -module-name KuriosaCore -emit-module \
    -emit-module-path "$dir/include/KuriosaCore.swiftmodule" -emit-object -wmo \
    $(find "$root/Sources/KuriosaCore" -name '*.swift' | sort) -o "$dir/KuriosaCore.o"
swiftc -sanitize=address -package-name kuriosa -parse-as-library -O -g -module-name KuriosaStore -emit-module \
    -emit-module-path "$dir/include/KuriosaStore.swiftmodule" -emit-object -wmo \
    -I "$dir/include" -I "$root/Sources/CSQLite" -I "$root/Sources/CCrypto" \
    $(find "$root/Sources/KuriosaStore" -name '*.swift' | sort) -o "$dir/KuriosaStore.o"
