#!/usr/bin/env bash
# CPU used by the Gallery's Scrolling scene after a fling has come to rest, over 10 s, in a real
# X window under Xvfb: deceleration and the indicators' fade must stop asking for frames.
# Usage (from the repository root, after `swift build -c release --product Gallery`):
#   xvfb-run -a -s "-screen 0 1280x800x24" Benchmarks/scroll-idle-cpu.sh
set -euo pipefail
gallery=${1:-.build/release/Gallery}
ready=$(mktemp -u)
SDL_VIDEODRIVER=x11 "$gallery" --ready-file "$ready" >/dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -f "$ready"' EXIT
for _ in $(seq 100); do [ -e "$ready" ] && break; sleep 0.1; done
sleep 1
wid=$(xdotool search --name "OpenUIKit Gallery" | head -n 1)
xdotool key --window "$wid" 9
sleep 0.5
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
# A fast upward fling on the list.
fling_start=$(ticks)
xdotool mousemove --window "$wid" 200 500 mousedown 1
for step in 1 2 3 4 5 6; do xdotool mousemove --window "$wid" 200 $((500 - step * 60)); done
xdotool mouseup 1
sleep 6   # the glide (about 4 s from a fast fling) and the indicators' fade
glide=$(($(ticks) - fling_start))
before=$(ticks); start=$(date +%s.%N)
sleep 10
after=$(ticks); end=$(date +%s.%N)
awk -v t=$((after - before)) -v g="$glide" -v hz="$hz" -v s="$start" -v e="$end" \
  'BEGIN { printf "after a fling: %d ticks while gliding (6 s); at rest %.2f%% of one core over %.1f s (%d ticks at %d Hz)\n", g, 100 * t / hz / (e - s), e - s, t, hz }'
