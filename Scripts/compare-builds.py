#!/usr/bin/env python3
"""Times this checkout against an earlier revision of Terrarium, in one run.

    Scripts/compare-builds.py REV [--rounds N] [--scale S]

Builds TerrariumBenchmarks, TerminalBenchmarks and the demo in release mode at REV (a git
worktree under .build-compare/, ignored by git) and in this checkout (.build-release), then
runs the workloads a change of units could slow, alternating the two builds round by round
so that the machine's drift falls on both alike:

- layout-draw: a 200 x 60 window of views, laid out and drawn in full (a full frame);
- containers: pushes and pops of a navigation controller, tab switches, presentations;
- the terminal renderer's 200 x 60 workloads: bytes and time per frame of small UI steps;
- start-up: launch to first frame of the demo in a pseudo-terminal.

For each figure it prints the median of the rounds for both builds and the ratio
(this checkout / REV); a ratio above 1.10 is marked. Progress and build output go to
standard error.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def log(message):
    print(message, file=sys.stderr, flush=True)


def build(tree, scratch):
    for product in ["TerrariumBenchmarks", "TerminalBenchmarks", "terrarium"]:
        log(f"building {product} in {tree}")
        subprocess.run(
            ["swift", "build", "-c", "release", "--product", product, "--scratch-path", scratch],
            cwd=tree, check=True, stdout=sys.stderr)
    return os.path.join(scratch, "release")


def worktree(revision):
    folder = os.path.join(ROOT, ".build-compare", "tree")
    if os.path.exists(folder):
        subprocess.run(["git", "-C", folder, "checkout", "--quiet", "--detach", revision], check=True)
    else:
        os.makedirs(os.path.dirname(folder), exist_ok=True)
        subprocess.run(["git", "-C", ROOT, "worktree", "add", "--force", "--detach", folder, revision],
                       check=True, stdout=sys.stderr)
    return folder


def terrarium_figures(binary, scale):
    figures = {}
    for workload in ["layout-draw", "containers"]:
        out = subprocess.run([binary, "--workload", workload, "--scale", str(scale), "--json"],
                             check=True, capture_output=True, text=True).stdout
        for phase in json.loads(out)["phases"]:
            figures[f"{workload}: {phase['name']} (µs/op)"] = phase["medianPerOp"] * 1e6
    return figures


def terminal_figures(binary, demo):
    figures = {}
    out = subprocess.run([binary, "--frames", "60", "--repeats", "3"], check=True, capture_output=True,
                         text=True, env={**os.environ, "TERRARIUM_FUZZ_COUNT": "0"}).stdout
    render = re.compile(r"^(\S.*?)\s{2,}([0-9.]+)\s+([0-9.]+)\s+([0-9,]+)\s+([0-9,]+)\s+([0-9.]+)$")
    for line in out.split("Input decoder")[0].splitlines():
        # The render table: workload, µs/frame, min µs, bytes/frame, bound, ratio.
        match = render.match(line.strip())
        if match:
            figures[f"render {match.group(1)} (µs/frame)"] = float(match.group(2))
            figures[f"render {match.group(1)} (bytes/frame)"] = float(match.group(4).replace(",", ""))
    out = subprocess.run([binary, "--workload", "latency", "--launches", "5", "--samples", "30",
                          "--idle-seconds", "0.5", "--demo", demo],
                         check=True, capture_output=True, text=True).stdout
    section = ""
    headers = ["Keypress to frame", "Work from other threads", "In process", "Text field typing",
               "Start-up to first frame"]
    row = re.compile(r"^(\S.*?→.*?|smoke app.*?|demo \(terrarium\))\s{2,}([0-9.]+)\s")
    for line in out.split("File browser start-up")[0].splitlines():
        section = next((header for header in headers if line.startswith(header)), section)
        # A row's first number after its name is its median (µs; ms for start-up).
        match = row.match(line)
        if match and "failed" not in line:
            figures[f"{section}: {match.group(1).strip()}"] = float(match.group(2))
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("revision")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--before-bin", help="release products of REV already built: skip building")
    parser.add_argument("--after-bin", help="release products of this checkout already built")
    arguments = parser.parse_args()

    if arguments.before_bin:
        before = arguments.before_bin
    else:
        before = build(worktree(arguments.revision), os.path.join(ROOT, ".build-compare", "release"))
    after = arguments.after_bin or build(ROOT, os.path.join(ROOT, ".build-release"))

    runs = {"before": [], "after": []}
    for round_number in range(arguments.rounds):
        for name, bin_dir in [("before", before), ("after", after)]:
            log(f"round {round_number + 1}: {name}")
            figures = terrarium_figures(os.path.join(bin_dir, "TerrariumBenchmarks"), arguments.scale)
            figures.update(terminal_figures(os.path.join(bin_dir, "TerminalBenchmarks"),
                                            os.path.join(bin_dir, "terrarium")))
            runs[name].append(figures)

    keys = [key for key in runs["after"][0] if all(key in run for run in runs["before"] + runs["after"])]
    print(f"Terrarium: this checkout against {arguments.revision}, {arguments.rounds} alternating rounds, medians")
    print(f"{'figure':70} {'before':>12} {'after':>12} {'ratio':>7}")
    slower = 0
    for key in keys:
        b = statistics.median(run[key] for run in runs["before"])
        a = statistics.median(run[key] for run in runs["after"])
        ratio = a / b if b else float("nan")
        mark = "  > 1.10" if ratio > 1.10 else ""
        slower += ratio > 1.10
        print(f"{key:70} {b:12.3f} {a:12.3f} {ratio:7.2f}{mark}")
    print(f"{slower} of {len(keys)} figures more than 10 % slower")


if __name__ == "__main__":
    main()
