#!/usr/bin/env bash
# A screen of labels in Latin against mixed scripts (issue 35: ≤ 1.5×), release build.
# Run: cd Benchmarks && ./text-benchmarks.sh
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product TextProbe 2>&1 | tail -n 1
.build/release/TextProbe
