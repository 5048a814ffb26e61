#!/usr/bin/env bash
# Fuzzes the store's readers of hostile bytes with libFuzzer and AddressSanitizer: the KEF1
# reader, the manifest and its key slots, the recovery-key parser (Fuzz/StoreFuzz).
#
#   scripts/fuzz-store.sh kef1|manifest|recovery-key [SECONDS=120]
#
# KuriosaCore is compiled as a module of its own, then Sources/KuriosaStore with the target
# into one executable (swiftc, not SwiftPM: SwiftPM cannot link a libFuzzer main). The work
# corpus is in the build directory; a crash leaves crash-* files there; rerun one with
#   STORE_FUZZ_TARGET=kef1 "$build/storefuzz" "$build/crash-…"
# The fuzzer runs under `nice -n ${FUZZ_NICE:-15}` (the machine is shared); the build does not.
set -euo pipefail
target="${1:?kef1, manifest or recovery-key}"
seconds="${2:-120}"
root=$(cd "$(dirname "$0")/.." && pwd)
build="${FUZZ_BUILD_DIR:-/tmp/build-store-fuzz}"
mkdir -p "$build/include" "$build/corpus-$target"
cp -n "$root/Fuzz/StoreFuzz/corpus-$target/"* "$build/corpus-$target/" 2>/dev/null || true

if [ ! -x "$build/storefuzz" ] || [ -n "$(find "$root/Sources/KuriosaStore" "$root/Sources/KuriosaCore" "$root/Fuzz/StoreFuzz" -newer "$build/storefuzz" -name '*.swift' | head -1)" ]; then
    # The store needs no C target of its own: SQLite's one shim is inline in CSQLite's header.
    swiftc -sanitize=address -package-name kuriosa -parse-as-library -O -g -module-name KuriosaCore -emit-module \
        -emit-module-path "$build/include/KuriosaCore.swiftmodule" -emit-object -wmo \
        $(find "$root/Sources/KuriosaCore" -name '*.swift' | sort) -o "$build/KuriosaCore.o"
    swiftc -sanitize=fuzzer,address -package-name kuriosa -parse-as-library -O -g -module-name StoreFuzz \
        -I "$build/include" -I "$root/Sources/CSQLite" -I "$root/Sources/CCrypto" \
        $(find "$root/Sources/KuriosaStore" -name '*.swift' | sort) "$root/Fuzz/StoreFuzz/StoreFuzz.swift" \
        "$build/KuriosaCore.o" -lsqlite3 -lcrypto \
        -o "$build/storefuzz"
fi

cd "$build"
STORE_FUZZ_TARGET="$target" nice -n "${FUZZ_NICE:-15}" ./storefuzz -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$build/$target-" "corpus-$target"
