#!/usr/bin/env bash
# The README's first command: installs the Debian packages that are missing, builds the
# toolkit, and runs the main job on the bundled sample library: its insurance report as PDF.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
# pkg-config's harmless "prohibited flag" warning is filtered; a failed build still stops here.
swift build -c release --product kuriosa 2>&1 | { grep -v "prohibited flag" || true; }
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "build failed" >&2; exit 2; }
bin="$(swift build -c release --show-bin-path)/kuriosa"
mkdir -p Samples/out
report="$PWD/Samples/out/insurance-report.pdf"
"$bin" export "Samples/Sample Library" --recovery-key-file "Samples/SAMPLE-RECOVERY-KEY.txt" \
    --template insurance --format pdf --owner "Sample Collector" -o "$report"
echo "The insurance report of the sample library is at $report"
