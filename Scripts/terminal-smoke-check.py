#!/usr/bin/env python3
"""Runs the TerrariumTerminal smoke app in a real pseudo-terminal, under an interactive bash
with job control, and checks the terminal comes back clean every way the app can pause or end.

Checks, in order: the modes are entered and a first frame drawn; an idle app sleeps (no CPU
ticks over 3 s beyond its 1 Hz timer); typed keys are drawn; Ctrl-Z restores the terminal and
really stops the process; `fg` re-enters the modes and redraws in full before anything else;
a window resize redraws at the new size; `q` restores and exits; Ctrl-C (SIGINT) restores.

Usage: terminal-smoke-check.py PATH/TO/TerminalBenchmarks
(Scripts/terminal-benchmarks.sh builds it into .build-release/release/.)
"""

import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time

ENTER = b"\x1b[?1049h\x1b[?25l\x1b[?2004h\x1b[?1000h\x1b[?1002h\x1b[?1006h\x1b[?1004h\x1b[>1u"
RESTORE = b"\x1b[?2026l\x1b[0m\x1b[<u\x1b[?1004l\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[?2004l\x1b[?25h\x1b[?1049l"
FULL_REDRAW = b"\x1b[?2026h\x1b[0m\x1b[2J"


def main() -> None:
    binary = os.path.abspath(sys.argv[1])
    pid, fd = pty.fork()
    if pid == 0:
        environment = {"TERM": "xterm-256color", "PS1": "$ ", "PATH": os.environ["PATH"], "HOME": "/tmp"}
        os.execvpe("bash", ["bash", "--norc", "--noprofile", "-i"], environment)

    def read(seconds: float) -> bytes:
        output = b""
        end = time.time() + seconds
        while time.time() < end:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    output += os.read(fd, 65536)
                except OSError:
                    break
        return output

    def resize(rows: int, columns: int) -> None:
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def check(label: str, condition: bool) -> None:
        print(f"{'ok  ' if condition else 'FAIL'} {label}")
        if not condition:
            os.kill(pid, signal.SIGKILL)
            sys.exit(1)

    resize(24, 80)
    read(1)
    os.write(fd, f"{binary} --smoke\r".encode())
    started = read(1.5)
    check("the modes are entered, in order", ENTER in started)
    check("a first frame is drawn", FULL_REDRAW in started and b"smoke test" in started)
    app = int(subprocess.run(["pgrep", "-n", "-x", os.path.basename(binary)[:15]], capture_output=True, text=True).stdout)

    def stat() -> list:
        with open(f"/proc/{app}/stat") as file:
            return file.read().split(") ")[1].split()

    before = int(stat()[11]) + int(stat()[12])
    time.sleep(3)
    ticks = int(stat()[11]) + int(stat()[12]) - before
    check(f"an idle app sleeps in poll(2) ({ticks} CPU ticks in 3 s)", stat()[0] == "S" and ticks <= 2)

    os.write(fd, b"x")
    check("a typed key is drawn", b"key x" in read(0.7))

    os.write(fd, b"\x1a")
    stopped = read(1)
    check("Ctrl-Z restores the terminal", RESTORE in stopped)
    check("Ctrl-Z stops the process", stat()[0] == "T" and b"Stopped" in stopped)

    os.write(fd, b"fg\r")
    resumed = read(1.5)
    check("fg re-enters the modes", ENTER in resumed)
    after_enter = resumed[resumed.index(ENTER) + len(ENTER) :]
    check("fg redraws in full before anything else", after_enter.startswith(FULL_REDRAW))

    resize(30, 100)
    os.kill(app, signal.SIGWINCH)
    check("a resize redraws at the new size", b"window 100\xc3\x9730" in read(1))

    os.write(fd, b"q")
    check("q restores the terminal", RESTORE in read(1.5) and not os.path.exists(f"/proc/{app}"))

    os.write(fd, f"{binary} --smoke\r".encode())
    read(1.5)
    os.write(fd, b"\x03")
    check("Ctrl-C (SIGINT) restores the terminal", RESTORE in read(1.5))

    os.write(fd, b"exit\r")
    read(0.5)
    print("all checks passed")


if __name__ == "__main__":
    main()
