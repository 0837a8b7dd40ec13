#!/usr/bin/env bash
# A screen of labels in Latin against mixed scripts (issue 35: ≤ 1.5×), then typing into a text
# view holding a megabyte (issue 36), release build.
# Run: cd Benchmarks && ./text-benchmarks.sh [megabytes for the text view, 1 by default]
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product TextProbe 2>&1 | tail -n 1
swift build -c release --product TextViewProbe 2>&1 | tail -n 1
.build/release/TextProbe
.build/release/TextViewProbe "${1:-1}"
