#!/usr/bin/env bash
# Runs the Cassowary solver benchmarks (perf-anchors.md section 1: chain, grid in strength
# order and in view order) in our solver and in kiwi's C++ solver, one after the other in
# the same run, and prints a table phase by phase: our time, kiwi's, and the ratio (with
# perf-anchors.md's kiwi C++ figure for reference).
#
#   Scripts/cassowary-benchmarks.sh [--quick | --full] [--skip-kiwi]
#
#   --quick      sizes up to 1,000 only, for both solvers
#   --full       also the sizes that take kiwi an hour or more: chain 10,000, grid-strength
#                5,000 (both solvers), and grid-strength 1,000 three times
#   --skip-kiwi  ours only
#
# kiwi is built from Scripts/kiwi_workloads.cpp (the same workloads, line for line) with
# g++ -std=c++17 -O2 -DNDEBUG against the headers of the kiwisolver 1.5.1 sdist, which pip
# downloads at run time into $KIWI_CACHE (default $scratch/kiwi, outside version control);
# nothing of kiwi is committed. Every phase times solver calls only: constraints are built
# before the clock starts, in both languages.
# Results go to $CASSOWARY_BENCH_OUT (default .build-release/cassowary-benchmarks/).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scratch="${TERRARIUM_BENCH_SCRATCH:-.build-release}"
out="${CASSOWARY_BENCH_OUT:-$scratch/cassowary-benchmarks}"
mode=default
kiwi=yes
for argument in "$@"; do
    case "$argument" in
    --quick) mode=quick ;;
    --full) mode=full ;;
    --skip-kiwi) kiwi=no ;;
    *)
        sed -n '2,20p' "$0"
        exit 2
        ;;
    esac
done
mkdir -p "$out"

echo "Building CassowaryBenchmarks (release)..." >&2
swift build -c release --product CassowaryBenchmarks --scratch-path "$scratch" >&2
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"

ours_arguments=(--json)
if [ "$mode" != default ]; then ours_arguments+=("--$mode"); fi
echo "Running ours..." >&2
"$bin/CassowaryBenchmarks" "${ours_arguments[@]}" | tee "$out/ours.jsonl" >&2

# workload, N, repeats: the repeat counts of perf-anchors.md.
# kiwi takes minutes per repeat of grid-strength 1,000 and grid-view 300, so the default runs
# them once. (perf-anchors' kiwi threw removing half of its own 300-view grid; these
# workloads' grid has not made it throw.)
kiwi_runs=("chain 100 9" "chain 1000 5" "grid-strength 100 9" "grid-view 100 5")
if [ "$mode" = full ]; then
    kiwi_runs+=("grid-strength 1000 3" "grid-view 300 3" "chain 10000 1" "grid-strength 5000 1")
elif [ "$mode" = default ]; then
    kiwi_runs+=("grid-strength 1000 1" "grid-view 300 1" "chain 10000 1")
fi

report_arguments=("$out/ours.jsonl")
if [ "$kiwi" = yes ]; then
    cache="${KIWI_CACHE:-$scratch/kiwi}"
    version=1.5.1
    headers="$cache/kiwisolver-$version"
    if [ ! -f "$headers/kiwi/kiwi.h" ]; then
        echo "Downloading the kiwisolver $version sdist (for kiwi's C++ headers)..." >&2
        mkdir -p "$cache"
        python3 -m pip download --quiet --no-binary :all: --no-deps "kiwisolver==$version" -d "$cache" >&2
        tar -xzf "$cache/kiwisolver-$version.tar.gz" -C "$cache"
    fi
    driver="$cache/kiwi_workloads"
    if [ ! -x "$driver" ] || [ Scripts/kiwi_workloads.cpp -nt "$driver" ]; then
        echo "Compiling kiwi_workloads.cpp (g++ -O2)..." >&2
        g++ -std=c++17 -O2 -DNDEBUG -I "$headers" Scripts/kiwi_workloads.cpp -o "$driver"
    fi
    : >"$out/kiwi.jsonl"
    report_arguments+=("$out/kiwi.jsonl")
    for run in "${kiwi_runs[@]}"; do
        read -r workload n repeats <<<"$run"
        echo "Running kiwi (C++): $workload N = $n, $repeats repeat(s)..." >&2
        # One process per run: kiwi throws on some removals, and what was measured before
        # that is kept.
        status=0
        "$driver" "$workload" "$n" "$repeats" | tee -a "$out/kiwi.jsonl" >&2 || status=$?
        if [ "$status" -ne 0 ]; then
            echo "  kiwi failed on $workload N = $n (exit status $status)" >&2
            report_arguments+=(--aborted "$workload:$n")
        fi
    done
fi

echo >&2
python3 Scripts/kiwi_workloads.py report "${report_arguments[@]}"
