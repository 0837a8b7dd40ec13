#!/usr/bin/env bash
# What the accessibility bridge costs at 1,000 and 10,000 elements (issue 34), release build:
# listing children, collecting events once a client has seen every element, a point query.
# Run: cd Benchmarks && ./atspi-benchmarks.sh
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product ATSPIProbe 2>&1 | tail -n 1
.build/release/ATSPIProbe
