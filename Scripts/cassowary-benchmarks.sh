#!/usr/bin/env bash
# Runs the Cassowary solver benchmarks (perf-anchors.md section 1: chain, grid in strength
# order and in view order) in our solver and in kiwi's Python binding, and prints a table:
# our time, kiwisolver's, the ratio, kiwi's C++ figure from perf-anchors.md and our ratio
# to it.
#
#   Scripts/cassowary-benchmarks.sh [--quick | --full] [--skip-kiwi]
#
#   --quick      sizes up to 1,000 only, for both solvers (a few minutes)
#   --full       also run the sizes that take an hour or more: kiwisolver at chain
#                10,000, grid-strength 5,000, grid-view 300 (and grid-strength 1,000 three
#                times), ours at the grids of 5,000 views; by default ours runs at kiwi's
#                other sizes and kiwi's C++ figures stand in where kiwisolver does not run
#   --skip-kiwi  ours only
#
# Every phase times solver calls only: constraints are built before the clock starts, in
# both languages. kiwisolver still pays the binding's per-call overhead (about 1-2 us a
# call), which matters for the cheap phases at N = 100 and not above.
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
# kiwisolver takes over three minutes per repeat of grid-strength 1,000, so the default
# runs it once.
kiwi_runs=("chain 100 9" "chain 1000 5" "grid-strength 100 9" "grid-view 100 5")
if [ "$mode" = full ]; then
    kiwi_runs+=("grid-strength 1000 3" "chain 10000 1" "grid-strength 5000 1" "grid-view 300 1")
elif [ "$mode" = default ]; then
    kiwi_runs+=("grid-strength 1000 1")
fi

report_arguments=("$out/ours.jsonl")
if [ "$kiwi" = yes ]; then
    if ! python3 -c 'import kiwisolver' 2>/dev/null; then
        echo "Installing kiwisolver..." >&2
        python3 -m pip install --quiet kiwisolver >&2
    fi
    : >"$out/kiwi.jsonl"
    report_arguments+=("$out/kiwi.jsonl")
    for run in "${kiwi_runs[@]}"; do
        read -r workload n repeats <<<"$run"
        echo "Running kiwisolver: $workload N = $n, $repeats repeat(s)..." >&2
        # One process per run: kiwi aborts the interpreter on some removals (an untranslated
        # C++ exception), and what was measured before that is kept.
        status=0
        python3 Scripts/kiwi_workloads.py run --workload "$workload" --n "$n" --repeats "$repeats" \
            >>"$out/kiwi.jsonl" || status=$?
        if [ "$status" -ne 0 ]; then
            echo "  kiwisolver failed on $workload N = $n (exit status $status)" >&2
            report_arguments+=(--aborted "$workload:$n")
        fi
    done
fi

echo >&2
python3 Scripts/kiwi_workloads.py report "${report_arguments[@]}"
