#!/usr/bin/env bash
# Builds the TerminalBenchmarks executable (and the demo, `terrarium`) in release mode and runs
# it: bytes and time per frame of a 200×60 screen against the lower bound, the input decoder's
# throughput, responsiveness on a pseudo-terminal (keypress-to-frame latency, CPU while idle
# and animating, start-up to the first frame of the smoke app, the demo and the ported app
# Cards), and a
# million-input decoder fuzz run. Arguments go to the benchmark (for example: --frames 60;
# `--workload latency` runs only the responsiveness figures, without Textual or the fuzz run;
# `--workload file-browser` only the browser's start-up on 100 to 100,000 entries).
#
# Textual's figures for the same workloads are printed beside ours when Textual can be
# installed: Scripts/textual-benchmark.py runs in a virtual environment under the scratch
# directory, made with `pip install textual` on first use. If that fails, the report says so.
#
# Environment: TERRARIUM_BENCH_SCRATCH (build directory, default .build-release),
# TERRARIUM_SKIP_TEXTUAL=1 (no Textual), TEXTUAL_FRAMES (default 60),
# TERRARIUM_FUZZ_COUNT (default 1000000; 0 skips the fuzz run), TERRARIUM_SKIP_DEMO=1 (no demo
# build; its start-up row is left out).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scratch="${TERRARIUM_BENCH_SCRATCH:-.build-release}"

only_latency=0
previous=""
for argument in "$@"; do
    if [ "$previous" = --workload ] && { [ "$argument" = latency ] || [ "$argument" = file-browser ]; }; then
        only_latency=1
    fi
    previous="$argument"
done

swift build -c release --product TerminalBenchmarks --scratch-path "$scratch" >&2
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"

demo=()
if [ "${TERRARIUM_SKIP_DEMO:-0}" != 1 ]; then
    if swift build -c release --product terrarium --scratch-path "$scratch" >&2; then
        demo=(--demo "$bin/terrarium")
    else
        echo "The demo did not build; its start-up is left out." >&2
    fi
    # The ported fixture app (Examples/Cards, what `terrarium-port app` makes): its start-up row.
    swift build -c release --product Cards --scratch-path "$scratch" >&2 ||
        echo "The ported app Cards did not build; its start-up is left out." >&2
fi

comparison=()
if [ "$only_latency" = 1 ]; then
    comparison=(--textual-note "not run (--workload latency or file-browser)")
elif [ "${TERRARIUM_SKIP_TEXTUAL:-0}" = 1 ]; then
    comparison=(--textual-note "skipped (TERRARIUM_SKIP_TEXTUAL=1)")
else
    venv="$scratch/textual-venv"
    if ! "$venv/bin/python" -c "import textual" >/dev/null 2>&1; then
        echo "Installing Textual into $venv (pip install textual)…" >&2
        if ! { python3 -m venv "$venv" && "$venv/bin/pip" install --quiet textual; } >&2; then
            comparison=(--textual-note "Textual could not be installed (pip install textual failed), so there is nothing to compare")
        fi
    fi
    if [ ${#comparison[@]} -eq 0 ]; then
        echo "Running Textual's renderer on the same workloads…" >&2
        if "$venv/bin/python" Scripts/textual-benchmark.py --frames "${TEXTUAL_FRAMES:-60}" \
            --json "$scratch/textual.json" >&2; then
            comparison=(--textual "$scratch/textual.json")
        else
            comparison=(--textual-note "Textual's benchmark failed (see above), so there is nothing to compare")
        fi
    fi
fi

"$bin/TerminalBenchmarks" "${comparison[@]}" "${demo[@]}" "$@"

fuzz_count="${TERRARIUM_FUZZ_COUNT:-1000000}"
if [ "$fuzz_count" != 0 ] && [ "$only_latency" = 0 ]; then
    echo
    "$bin/TerminalBenchmarks" --fuzz "$fuzz_count"
fi
