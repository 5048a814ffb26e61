#!/usr/bin/env bash
# Re-makes Samples/Sample Library and Samples/SAMPLE-RECOVERY-KEY.txt with the toolkit's own
# commands: `kuriosa init`, then one `kuriosa import` per CSV in Samples/csv (photos from
# Samples/csv/photos). Each import is one history batch, as in the app. Every run gives a
# new library ID, data key and recovery key.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product kuriosa 2>&1 | grep -v "prohibited flag" || true
kuriosa="$(swift build --show-bin-path)/kuriosa"
library="Samples/Sample Library"
key="Samples/SAMPLE-RECOVERY-KEY.txt"
csv=Samples/csv

# Keep the old library until the new one is complete.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$kuriosa" init "$work/Sample Library" --recovery-key-out "$work/key.txt" >/dev/null
export KURIOSA_RECOVERY_KEY="$(cat "$work/key.txt")"
import() { "$kuriosa" import "$work/Sample Library" "$@" --strict; }
import "$csv/watches.csv" --new-collection Watches --template builtin.watch
import "$csv/straps.csv" --new-collection Straps --template builtin.strap --parent Watches
import "$csv/coins.csv" --new-collection Coins --template builtin.coin
import "$csv/wine.csv" --new-collection "Wine cellar" --template builtin.wine
import "$csv/wishes.csv" --collection Watches --kind wish
"$kuriosa" check "$work/Sample Library" >/dev/null

rm -rf "$library"
mv "$work/Sample Library" "$library"
cp "$work/key.txt" "$key"
chmod 644 "$key"
echo "Made $library; its recovery key is in $key"
