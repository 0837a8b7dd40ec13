#!/usr/bin/env bash
# Instructions per hit test on the benchmark trees, and per dispatched touch sequence (down,
# 10 moves, up into tree a), counted by callgrind (exact, unlike wall time on a shared VM).
# Compare two checkouts by running this in each.
# Usage: cd Benchmarks && ./hit-test-instructions.sh
set -euo pipefail
cd "$(dirname "$0")"
# A clean release build every time (the checked-out dependencies stay): incremental release
# builds gave one commit counts up to 20 % apart (session 16), which is worse than no
# measurement. About two minutes on two cores.
rm -rf .build/*-unknown-linux-gnu/release
swift build -c release --product HitTestProbe 2>&1 | grep -v -- "-D_REENTRANT" | tail -n 1
probe=.build/release/HitTestProbe
count() {
  # Fixed hash seeds: the subview index hashes, and a random seed moves counts by ~4%.
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$probe" "$1" "$2" 2>&1 \
    | awk '/Collected/ { print $4 }'
}
for tree in a b c; do
  n=2000
  [ "$tree" = b ] && n=200
  base=$(count 0 "$tree")
  total=$(count "$n" "$tree")
  echo "tree $tree: $(((total - base) / n)) instructions per hit test"
done
base=$(count 0 d)
total=$(count 200 d)
echo "dispatch: $(((total - base) / 200)) instructions per sequence of 12 events (tree a)"
