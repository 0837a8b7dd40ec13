#!/usr/bin/env bash
# Tables of a thousand to a million rows (issue 32), each count in a fresh process: a scrolling
# frame's cost against a frame standing still, cells alive, resident memory; then reloads and
# diffable snapshots of 10,000 and 100,000 items. Release build.
# Run: cd Benchmarks && ./list-benchmarks.sh
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product ListProbe 2>&1 | tail -n 1
for rows in 1000 1000000; do .build/release/ListProbe frames "$rows"; done
for items in 10000 100000; do .build/release/ListProbe snapshot "$items"; done
