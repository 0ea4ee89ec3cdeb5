#!/usr/bin/env bash
# Builds the TerrariumBenchmarks executable in release mode and runs it, passing every
# argument through (for example: --quick, --workload add-remove, --scale 1,10). Every
# workload runs by default; `--workload auto-layout` runs workload 4 (Auto Layout: a grid
# of 100, 1,000 and 5,000 views tied by anchors, resized 100 times) alone.
#
# The report goes to standard output; build output and progress go to standard error.
# Set TERRARIUM_BENCH_SCRATCH to build somewhere other than .build-release.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scratch="${TERRARIUM_BENCH_SCRATCH:-.build-release}"

swift build -c release --product TerrariumBenchmarks --scratch-path "$scratch" >&2
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"
exec "$bin/TerrariumBenchmarks" "$@"
