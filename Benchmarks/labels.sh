#!/usr/bin/env bash
# The labels benchmark (docs/labels.md#speed), in a release build: N (default 10,000) QR labels on
# Avery L7160 sheets — every piece a new payload, linked in one history batch and saved —
# then the same labels again (the codes now exist: only rendering), printed beside the
# `inventory` PDF of the same pieces. Target: a few seconds for the 10,000 labels.
# Usage: Benchmarks/labels.sh [N=10000]
# KURIOSA_BIN=path times that binary instead of building one: to alternate the runs of two
# builds (before and after a change) on a loaded machine.
# BEFORE=path ROUNDS=n (default 5): then the render-only run of BEFORE (an older kuriosa) and
# of this build, and the inventory, n times each in turn on the same library, with medians: on
# a virtual machine whose speed drifts, only runs alternated within seconds compare.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
bin=${KURIOSA_BIN:-}
# With KURIOSA_BIN the shared setup builds nothing: `swift` is a no-op for it.
[ -n "$bin" ] && swift() { :; }
source Benchmarks/release-kuriosa.sh
[ -n "$bin" ] && { unset -f swift; kuriosa=$bin; }

# N watches with brands, references and titles of every length (not timed).
python3 - "$n" "$work/watches.csv" <<'PY'
import csv, random, sys
n, out = int(sys.argv[1]), sys.argv[2]
rng = random.Random(17)
brands = ["Omega", "Rolex", "Tudor", "Seiko", "Longines", "Zenith", "Oris", "Grand Seiko", "IWC", "Jaeger-LeCoultre"]
words = ["Speedmaster", "Professional", "Submariner", "Date", "Black Bay", "Chronograph", "Automatic", "Diver",
         "Pilot", "Moonphase", "GMT", "Heritage", "Vintage", "Limited Edition", "Calendar", "Skeleton"]
with open(out, "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["Title", "Brand", "Reference", "Estimated value", "Condition"])
    for i in range(n):
        title = " ".join(rng.sample(words, rng.randint(1, 5)))
        w.writerow([title, rng.choice(brands), f"{rng.randint(100, 999)}.{rng.randint(10, 99)}.{i:05d}", f"CHF {rng.randint(200, 20000)}",
                    rng.choice(["Mint", "Excellent", "Very good", "Good"])])
PY
"$kuriosa" init "$work/Bench Library" --recovery-key-out "$work/key.txt" >/dev/null
export KURIOSA_RECOVERY_KEY="$(cat "$work/key.txt")"
"$kuriosa" import "$work/Bench Library" "$work/watches.csv" --new-collection Watches --template builtin.watch >/dev/null

pages() { pdfinfo "$1" | awk '/^Pages:/ {print $2}'; }
# The CPU seconds (user + system) of the last measured run: on a shared machine the wall clock
# also counts the time other processes had the cores.
cpu() { awk '/User time/ {u = $NF} /System time/ {s = $NF} END {printf "%.1f", u + s}' "$work/time.txt"; }

echo "== $n pieces: QR labels on Avery L7160 beside the inventory PDF of the same pieces"
read -r ls lm < <(measure "$kuriosa" labels "$work/Bench Library" --sheet avery-l7160 --fields brand,reference -o "$work/labels.pdf")
printf '  %-44s %6s s (%5s s CPU) %6s MiB  %5s pages\n' "kuriosa labels (new codes linked and saved)" "$ls" "$(cpu)" "$lm" "$(pages "$work/labels.pdf")"
read -r rs rm < <(measure "$kuriosa" labels "$work/Bench Library" --sheet avery-l7160 --fields brand,reference -o "$work/labels2.pdf")
printf '  %-44s %6s s (%5s s CPU) %6s MiB  %5s pages\n' "kuriosa labels (codes exist, render only)" "$rs" "$(cpu)" "$rm" "$(pages "$work/labels2.pdf")"
read -r es em < <(measure "$kuriosa" export "$work/Bench Library" --template inventory --format pdf --paper a4 -o "$work/inventory.pdf")
printf '  %-44s %6s s (%5s s CPU) %6s MiB  %5s pages\n' "kuriosa export --template inventory (PDF)" "$es" "$(cpu)" "$em" "$(pages "$work/inventory.pdf")"

[ -n "${BEFORE:-}" ] || exit 0
median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
rounds=${ROUNDS:-5}
echo "== render only, $rounds rounds in turn: BEFORE ($BEFORE), this build, the inventory"
: >"$work/b.txt"; : >"$work/a.txt"; : >"$work/i.txt"
for round in $(seq 1 "$rounds"); do
  read -r bs _ < <(measure "$BEFORE" labels "$work/Bench Library" --sheet avery-l7160 --fields brand,reference -o "$work/before.pdf"); bc=$(cpu)
  read -r as _ < <(measure "$kuriosa" labels "$work/Bench Library" --sheet avery-l7160 --fields brand,reference -o "$work/labels2.pdf"); ac=$(cpu)
  read -r is _ < <(measure "$kuriosa" export "$work/Bench Library" --template inventory --format pdf --paper a4 -o "$work/inventory.pdf"); ic=$(cpu)
  printf '  round %d: BEFORE %5s s (%4s s CPU)   this build %5s s (%4s s CPU)   inventory %5s s (%4s s CPU)\n' "$round" "$bs" "$bc" "$as" "$ac" "$is" "$ic"
  echo "$bs" >>"$work/b.txt"; echo "$as" >>"$work/a.txt"; echo "$is" >>"$work/i.txt"
done
printf '  median:  BEFORE %5s s                this build %5s s                inventory %5s s\n' "$(median <"$work/b.txt")" "$(median <"$work/a.txt")" "$(median <"$work/i.txt")"
