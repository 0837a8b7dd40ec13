#!/usr/bin/env bash
# Pango against OpenUIKit's text system on the same screen (issue 35). Needs libpango1.0-dev.
# Run: cd Benchmarks && ./pango-comparison.sh
set -euo pipefail
cd "$(dirname "$0")"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cc -O2 -o "$out/pango_probe" Tools/PangoProbe/pango_probe.c $(pkg-config --cflags --libs pangocairo sdl2)
"$out/pango_probe"
./text-benchmarks.sh
