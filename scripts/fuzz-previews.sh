#!/usr/bin/env bash
# Builds and runs the libFuzzer target of the link-preview extractor.
#   scripts/fuzz-previews.sh [SECONDS=120] [extra libFuzzer flags...]
# The extractor's Swift sources are compiled with `swiftc -sanitize=fuzzer,address`, the C
# shims with clang `-fsanitize=fuzzer-no-link,address`; a module map for CPreviewHTML is written into
# the build folder because SwiftPM's generated one is not available outside `swift build`.
# The fuzzer runs under `nice -n ${FUZZ_NICE:-15}` (the machine is shared); the build does not.
set -euo pipefail
seconds=${1:-120}
shift || true
root=$(cd "$(dirname "$0")/.." && pwd)
build=${FUZZ_BUILD:-/tmp/build-previews-fuzz}
corpus=$build/corpus
mkdir -p "$build/include" "$corpus"
cp "$root"/Fuzz/PreviewExtractorFuzz/seed*.html "$corpus/"
for page in "$root"/Tests/KuriosaPreviewsTests/Pages/*.html; do cp "$page" "$corpus/"; done

cat > "$build/include/module.modulemap" <<MAP
module CPreviewHTML {
    header "$root/Sources/CPreviewHTML/include/PreviewHTML.h"
    export *
}
MAP

clang=${CLANG:-clang}
xml_cflags=$(pkg-config --cflags libxml-2.0)
for source in PreviewHTML PreviewHTMLText PreviewHTMLCollect; do
    "$clang" -c -g -O1 -fsanitize=fuzzer-no-link,address $xml_cflags -I"$root/Sources/CPreviewHTML/include" \
        "$root/Sources/CPreviewHTML/$source.c" -o "$build/$source.o"
done
swiftc -sanitize=fuzzer,address -package-name kuriosa -parse-as-library -g -O -module-name PreviewExtractorFuzz \
    -I "$build/include" \
    "$root"/Sources/KuriosaPreviews/*.swift "$root"/Fuzz/PreviewExtractorFuzz/*.swift \
    "$build/PreviewHTML.o" "$build/PreviewHTMLText.o" "$build/PreviewHTMLCollect.o" \
    $(pkg-config --libs libxml-2.0) -lcrypto \
    -o "$build/PreviewExtractorFuzz"

echo "Running for ${seconds}s; corpus in $corpus" >&2
nice -n "${FUZZ_NICE:-15}" "$build/PreviewExtractorFuzz" -max_total_time="$seconds" -max_len=1200000 -rss_limit_mb=4096 \
    -artifact_prefix="$build/" "$@" "$corpus"
