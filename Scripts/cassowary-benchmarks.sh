#!/usr/bin/env bash
# Runs the Cassowary solver benchmarks (perf-anchors.md section 1: chain, grid in strength
# order and in view order) in our solver and in kiwi's C++ solver, one after the other in
# the same run, and prints a table phase by phase: our time, kiwi's, and the ratio (with
# perf-anchors.md's kiwi C++ figure for reference).
#
#   Scripts/cassowary-benchmarks.sh [--quick | --full] [--skip-kiwi]
#
#   --quick      sizes up to 1,000 only, for both solvers
#   --full       also the 5,000-view grids (ours in both orders, kiwi in strength order)
#                and perf-anchors' repeat counts for kiwi at grid-strength 1,000 and
#                grid-view 300: over an hour in all
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

# workload, N, repeats. Ours: the sizes kiwi was measured at in perf-anchors.md (with its
# repeat counts), grid-view 1,000 besides, and with --full the 5,000-view grids. kiwi takes
# minutes per repeat of grid-strength 1,000 and grid-view 300 and over ten minutes for chain
# 10,000, so the default runs those once; grid-strength 5,000 (--full) adds about 40 minutes
# of kiwi and throws "The objective is unbounded" removing half of it, which the report
# marks as aborted.
ours_runs=("chain 100 9" "chain 1000 5" "grid-strength 100 9" "grid-strength 1000 3" "grid-view 100 5"
    "grid-view 300 3" "grid-view 1000 3")
kiwi_runs=("chain 100 9" "chain 1000 5" "grid-strength 100 9" "grid-view 100 5")
if [ "$mode" = full ]; then
    ours_runs+=("chain 10000 3" "grid-strength 5000 1" "grid-view 5000 1")
    kiwi_runs+=("grid-strength 1000 3" "grid-view 300 3" "chain 10000 1" "grid-strength 5000 1")
elif [ "$mode" = default ]; then
    ours_runs+=("chain 10000 3")
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
fi

# Each workload and size runs in ours and then at once in kiwi, so that the two are timed
# minutes apart rather than an hour: on a shared machine the speed drifts by half between
# runs far apart, which showed as ratios off by as much.
: >"$out/ours.jsonl"
for run in "${ours_runs[@]}"; do
    read -r workload n repeats <<<"$run"
    echo "Running ours: $workload N = $n, $repeats repeat(s)..." >&2
    "$bin/CassowaryBenchmarks" --json --workload "$workload" --sizes "$n" --repeats "$repeats" |
        tee -a "$out/ours.jsonl" >&2
    [ "$kiwi" = yes ] || continue
    for kiwi_run in "${kiwi_runs[@]}"; do
        read -r kiwi_workload kiwi_n kiwi_repeats <<<"$kiwi_run"
        [ "$kiwi_workload" = "$workload" ] && [ "$kiwi_n" = "$n" ] || continue
        echo "Running kiwi (C++): $workload N = $n, $kiwi_repeats repeat(s)..." >&2
        # One process per run: kiwi throws on some removals, and what was measured before
        # that is kept.
        status=0
        "$driver" "$workload" "$n" "$kiwi_repeats" | tee -a "$out/kiwi.jsonl" >&2 || status=$?
        if [ "$status" -ne 0 ]; then
            echo "  kiwi failed on $workload N = $n (exit status $status)" >&2
            report_arguments+=(--aborted "$workload:$n")
        fi
    done
done

echo >&2
python3 Scripts/kiwi_workloads.py report "${report_arguments[@]}"
