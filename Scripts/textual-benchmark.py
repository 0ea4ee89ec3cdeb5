#!/usr/bin/env python3
"""Textual's renderer on the workloads of TerminalBenchmarks, for a side-by-side comparison.

Runs a Textual app headless at 200x60 with one widget that draws a character grid line by
line, and measures, per frame, the bytes Textual writes and the time of the frame's update
(Screen._on_timer_update: compositor, line rendering, ANSI). Textual's HeadlessDriver is made
to report `is_headless = False` so Textual produces its full ANSI output, and its `write`
counts bytes instead of writing them.

The workloads match Sources/TerminalBenchmarks/Workloads.swift in structure (the same sizes,
change counts and colours; not the same random letters): every cell changing (one style, and
runs of 10 cells in 8 colours), 1% of cells changing (both styles), one cell, and a scroll by
one row. Scattered changes are tried both ways Textual offers, `refresh()` of the widget and
`refresh(*regions)` of the changed cells, and the cheaper in bytes is reported.

Usage: textual-benchmark.py [--frames N] [--json FILE]
Prints a table; with --json, also writes the figures for TerminalBenchmarks --textual FILE.
"""

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import time

os.environ.setdefault("COLORTERM", "truecolor")

try:
    import textual
    from rich.segment import Segment
    from rich.style import Style
    from textual.app import App, ComposeResult
    from textual.drivers.headless_driver import HeadlessDriver
    from textual.geometry import Region
    from textual.screen import Screen
    from textual.strip import Strip
    from textual.widget import Widget
except ImportError as error:  # pragma: no cover - reported to the caller
    print(f"Textual is not installed ({error}); nothing to compare.", file=sys.stderr)
    sys.exit(3)

WIDTH, HEIGHT = 200, 60
FOREGROUND = "#e0e0e0"  # UIColor(red: 0.88, …) in Workloads.swift
BACKGROUND = "#121212"  # UIColor(red: 0.07, …)
PALETTE = ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff", "#ff8000", "#999999"]
LETTERS = "abcdefghijklmnopqrstuvwxyz"

# Count Textual's output instead of writing it.
written = {"bytes": 0}
HeadlessDriver.is_headless = property(lambda self: False)


def _write(self, data: str) -> None:
    written["bytes"] += len(data.encode("utf-8"))


HeadlessDriver.write = _write

# Time each frame's update.
timings = {"last": 0.0}
_original_update = Screen._on_timer_update


def _timed_update(self) -> None:
    start = time.perf_counter()
    _original_update(self)
    timings["last"] = time.perf_counter() - start


Screen._on_timer_update = _timed_update


class Grid(Widget):
    """A 200x60 grid of letters, each cell with a foreground index (-1: the one style)."""

    DEFAULT_CSS = "Grid { width: 100%; height: 100%; }"

    def __init__(self) -> None:
        super().__init__()
        self.letters = [[" "] * WIDTH for _ in range(HEIGHT)]
        self.colours = [[-1] * WIDTH for _ in range(HEIGHT)]
        self.cell_styles = {-1: Style.parse(f"{FOREGROUND} on {BACKGROUND}")}
        for index, colour in enumerate(PALETTE):
            self.cell_styles[index] = Style.parse(f"{colour} on {BACKGROUND}")

    def render_line(self, y: int) -> Strip:
        letters, colours = self.letters[y], self.colours[y]
        segments = []
        start = 0
        for x in range(1, WIDTH + 1):
            if x == WIDTH or colours[x] != colours[start]:
                segments.append(Segment("".join(letters[start:x]), self.cell_styles[colours[start]]))
                start = x
        return Strip(segments, WIDTH)


class GridApp(App):
    CSS = "Screen { overflow: hidden; }"

    def compose(self) -> ComposeResult:
        yield Grid()


def random_screen(rng: random.Random, runs: bool, letters: str):
    grid = [[rng.choice(letters) for _ in range(WIDTH)] for _ in range(HEIGHT)]
    colours = [[(x // 10) % 8 if runs else -1 for x in range(WIDTH)] for _ in range(HEIGHT)]
    return grid, colours


def workloads(frames: int):
    """Each workload: name -> (first screen, list of changes); a change is (screen, cells or None)."""
    rng = random.Random(1)
    result = {}
    for runs, name in [(False, "every cell"), (True, "every cell, 8-colour runs")]:
        first = random_screen(rng, runs, LETTERS[:13])
        second = random_screen(rng, runs, LETTERS[13:])
        result[name] = (first, [((second if i % 2 == 0 else first), None) for i in range(frames)])
    for runs, changes, name in [
        (False, 120, "1% of cells"),
        (True, 120, "1% of cells, 8-colour runs"),
        (False, 1, "one cell"),
    ]:
        letters, colours = random_screen(rng, runs, LETTERS)
        first = ([row[:] for row in letters], [row[:] for row in colours])
        steps = []
        for _ in range(frames):
            cells = rng.sample(range(WIDTH * HEIGHT), changes)
            for index in cells:
                x, y = index % WIDTH, index // WIDTH
                letter = rng.choice(LETTERS)
                letters[y][x] = letter if letter != letters[y][x] else ("b" if letter == "a" else "a")
                if runs:
                    colours[y][x] = rng.randrange(8)
            steps.append((([row[:] for row in letters], [row[:] for row in colours]), cells))
        result[name] = (first, steps)
    rows = [[rng.choice(LETTERS) for _ in range(WIDTH)] for _ in range(HEIGHT + frames)]
    plain = [[-1] * WIDTH for _ in range(HEIGHT)]
    result["scroll by one row"] = (
        (rows[:HEIGHT], plain),
        [((rows[i + 1 : i + 1 + HEIGHT], plain), None) for i in range(frames)],
    )
    return result


async def wait_for_frame(pilot, before: int) -> None:
    for _ in range(2000):
        await asyncio.sleep(0.0005)
        if written["bytes"] != before:
            # Let the rest of the frame's writes land.
            await asyncio.sleep(0.002)
            return


async def measure(frames: int):
    app = GridApp()
    figures = {}
    async with app.run_test(size=(WIDTH, HEIGHT)) as pilot:
        await pilot.pause()
        grid = app.query_one(Grid)
        for name, (first, steps) in workloads(frames).items():
            variants = ["regions", "widget"] if steps[0][1] is not None else ["widget"]
            best = None
            for variant in variants:
                grid.letters, grid.colours = [row[:] for row in first[0]], [row[:] for row in first[1]]
                before = written["bytes"]
                grid.refresh()
                await wait_for_frame(pilot, before)
                sizes, times = [], []
                for (letters, colours), cells in steps:
                    grid.letters, grid.colours = letters, colours
                    before = written["bytes"]
                    if variant == "regions":
                        grid.refresh(*[Region(i % WIDTH, i // WIDTH, 1, 1) for i in cells])
                    else:
                        grid.refresh()
                    await wait_for_frame(pilot, before)
                    sizes.append(written["bytes"] - before)
                    times.append(timings["last"])
                result = {
                    "milliseconds": statistics.median(times) * 1000,
                    "bytes": statistics.mean(sizes),
                    "refresh": variant,
                }
                if best is None or result["bytes"] < best["bytes"]:
                    best = result
            figures[name] = best
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--json", help="write the figures here for TerminalBenchmarks --textual")
    arguments = parser.parse_args()
    figures = asyncio.run(measure(arguments.frames))
    print(f"Textual {textual.__version__}, {WIDTH}x{HEIGHT}, {arguments.frames} frames per workload")
    for name, figure in figures.items():
        print(
            f"  {name:28} {figure['milliseconds']:8.2f} ms/frame {figure['bytes']:10.0f} bytes/frame"
            f"  (refresh of the {figure['refresh']})"
        )
    if arguments.json:
        with open(arguments.json, "w") as file:
            json.dump(
                {
                    "version": textual.__version__,
                    "workloads": figures,
                    "note": "Textual: scattered changes use refresh(*regions) or refresh(), whichever wrote fewer bytes.",
                },
                file,
            )


if __name__ == "__main__":
    main()
