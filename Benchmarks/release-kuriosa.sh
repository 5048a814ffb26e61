# Sourced by the benchmarks that time `kuriosa` itself (export.sh, labels.sh), from the
# package folder: installs the Debian packages, builds kuriosa in release mode, makes the work
# folder $work (removed at exit) and defines `measure`.
bash scripts/install-deps.sh
# KURIOSA_SCRATCH: a build folder of one's own (--scratch-path) on a shared machine.
scratch=(); [ -n "${KURIOSA_SCRATCH:-}" ] && scratch=(--scratch-path "$KURIOSA_SCRATCH")
swift build -c release "${scratch[@]}" --product kuriosa 2>&1 | grep -E "error|Build" || true
kuriosa="$(swift build -c release "${scratch[@]}" --show-bin-path)/kuriosa"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs a command under /usr/bin/time -v; prints "seconds peak_MiB".
measure() {
  local t0 t1
  t0=$(date +%s.%N)
  /usr/bin/time -v -o "$work/time.txt" "$@" >"$work/out.txt" 2>&1 || { cat "$work/out.txt" >&2; return 1; }
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" '/Maximum resident set size/ {printf "%.1f %.0f\n", b - a, $NF / 1024}' "$work/time.txt"
}
