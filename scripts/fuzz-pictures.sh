#!/usr/bin/env bash
# Fuzzes the picture pipeline with libFuzzer and AddressSanitizer: KuriosaPictures (photo
# storage by TurboJPEG's lossless transform, the JPEG, PNG, GIF and WebP decoders with their
# bounds, the scaler, the encoder) over Sources/CImageShims.
#
#   scripts/fuzz-pictures.sh [SECONDS=120]
#
# The C shims are compiled with clang -fsanitize=fuzzer-no-link,address, KuriosaPictures with
# Fuzz/PictureFuzz by swiftc (SwiftPM cannot link a libFuzzer main); a module map for the
# shims is written into the build folder. A crash leaves crash-* files there.
set -euo pipefail
seconds="${1:-120}"
root=$(cd "$(dirname "$0")/.." && pwd)
build="${FUZZ_BUILD_DIR:-/tmp/build-picture-fuzz}"
mkdir -p "$build/include" "$build/corpus"
cp -n "$root"/Fuzz/PictureFuzz/corpus/* "$build/corpus/" 2>/dev/null || true
cat > "$build/include/module.modulemap" <<MAP
module CImageShims {
    header "$root/Sources/CImageShims/include/CImageShims.h"
    export *
}
MAP
clang=${CLANG:-clang}
objects=()
for source in "$root"/Sources/CImageShims/*.c; do
    object="$build/$(basename "$source" .c).o"
    "$clang" -c -g -O1 -fsanitize=fuzzer-no-link,address $(pkg-config --cflags libpng libwebpdemux) \
        -I"$root/Sources/CImageShims/include" "$source" -o "$object"
    objects+=("$object")
done
# KuriosaPictures asks Core's CancellationToken: Core is a module of its own
# (scripts/fuzz-modules.sh), built once into the shared folder.
modules="${FUZZ_MODULES_DIR:-/tmp/build-fuzz-modules}"
bash "$root/scripts/fuzz-modules.sh" "$modules"
cairo_flags=()
for flag in $(pkg-config --cflags pangocairo); do cairo_flags+=(-Xcc "$flag"); done
swiftc -sanitize=fuzzer,address -package-name kuriosa -parse-as-library -O -g -module-name PictureFuzz \
    -I "$build/include" -I "$modules/include" -I "$root/Sources/CTurboJPEG" -I "$root/Sources/CPango" "${cairo_flags[@]}" \
    "$root"/Sources/KuriosaPictures/*.swift \
    "$root/Fuzz/PictureFuzz/PictureFuzz.swift" "${objects[@]}" "$modules/KuriosaCore.o" \
    -ljpeg -lturbojpeg -lpng16 -lgif -lwebp -lwebpdemux $(pkg-config --libs pangocairo) -o "$build/picturefuzz"
cd "$build"
nice -n "${FUZZ_NICE:-15}" ./picturefuzz -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$build/" corpus
