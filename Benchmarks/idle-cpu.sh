#!/usr/bin/env bash
# CPU used by an idle Gallery window over 10 s, in a real X window under Xvfb (x11 driver).
# Usage (from the repository root, after `swift build -c release --product Gallery`):
#   xvfb-run -a -s "-screen 0 1280x800x24" Benchmarks/idle-cpu.sh
set -euo pipefail
gallery=${1:-.build/release/Gallery}
ready=$(mktemp -u)
SDL_VIDEODRIVER=x11 "$gallery" --ready-file "$ready" >/dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -f "$ready"' EXIT
for _ in $(seq 100); do [ -e "$ready" ] && break; sleep 0.1; done
sleep 1   # let start-up work finish
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
before=$(ticks); start=$(date +%s.%N)
sleep 10
after=$(ticks); end=$(date +%s.%N)
awk -v t=$((after - before)) -v hz="$hz" -v s="$start" -v e="$end" \
  'BEGIN { printf "idle Gallery: %.2f%% of one core over %.1f s (%d ticks at %d Hz)\n", 100 * t / hz / (e - s), e - s, t, hz }'
