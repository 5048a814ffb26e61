#!/usr/bin/env bash
# Re-makes Samples/Sample Library and Samples/SAMPLE-RECOVERY-KEY.txt with the toolkit's own
# writer (a new data key and recovery key each time).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product kuriosa-make-sample 2>&1 | grep -v "prohibited flag" || true
"$(swift build --show-bin-path)/kuriosa-make-sample" Samples
"$(swift build --show-bin-path)/kuriosa" check "Samples/Sample Library" --recovery-key-file Samples/SAMPLE-RECOVERY-KEY.txt
