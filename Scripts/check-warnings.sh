#!/usr/bin/env bash
# Builds the package with its tests, `swift build --build-tests` (the build step of `swift test`,
# whose output `swift test` would not show), and fails if the compiler warned about a file of
# this repository: each such warning is listed once, with its file and line. Warnings in
# dependencies (anything under a `.build…` folder or the scratch path) do not count.
#
# Meaningful on a clean build only: an incremental build prints the warnings of the files it
# compiles again, and nothing about the others. CI always builds from a fresh clone; by hand,
# build from scratch: `rm -rf .build` first, or give the script a scratch path of its own
# (`--scratch-path /tmp/terrarium-warnings`).
#
# Usage: Scripts/check-warnings.sh [SWIFT BUILD OPTION...]
#   Scripts/check-warnings.sh                         the debug build CI makes (`.ci/run`)
#   Scripts/check-warnings.sh -c release              the release build, by hand: not in CI,
#                                                     where a second full build (13 minutes
#                                                     on 2 cores) costs too long
#   Scripts/check-warnings.sh --package-path Port     the port command's package
# Then `swift test --skip-build` (with the same options) runs the tests without building again.
set -euo pipefail
cd "$(dirname "$0")/.."

# From the options: the package's folder, for SwiftPM's own warnings about the package (an
# unhandled file, say), which name it by its identity, the folder's name in lower case
# (`warning: 'terrarium': …`); and whether the build is a release one, whose tests need what
# `swift test -c release` gives them by default (`--enable-testable-imports`): modules
# compiled for testing, for their `@testable import`s.
package=.
scratch=
testing=()
previous=
for argument in "$@"; do
    case "$previous $argument" in
        "--package-path "*) package=$argument ;;
        *" --package-path="*) package=${argument#--package-path=} ;;
        "--scratch-path "*) scratch=$argument ;;
        *" --scratch-path="*) scratch=${argument#--scratch-path=} ;;
        "-c release" | "--configuration release" | *" -c=release" | *" --configuration=release")
            testing=(-Xswiftc -enable-testing) ;;
    esac
    previous=$argument
done
identity=$(basename "$(cd "$package" && pwd -P)" | tr '[:upper:]' '[:lower:]')
# Where SwiftPM keeps the dependencies' checkouts when it is not a `.build` folder.
case $scratch in
    "") ;;
    /*) scratch=${scratch%/}/ ;;
    *) scratch=$PWD/${scratch%/}/ ;;
esac

log=$(mktemp "${TMPDIR:-/tmp}/terrarium-build.XXXXXX")
trap 'rm -f "$log"' EXIT

status=0
swift build --build-tests "$@" ${testing[@]+"${testing[@]}"} 2>&1 | tee "$log" || status=$?

# The compiler prints a warning as `PATH:LINE:COLUMN: warning: MESSAGE`, once per frontend job
# that compiles the file (so often several times). A warning inside a macro's expansion
# (`#expect(…)`) is `macro expansion #expect:LINE:COLUMN: warning: …`, and the next line
# names where the expansion comes from: `` `- PATH:LINE:COLUMN: note: expanded code
# originates here``. Both repository spellings count, the logical and the physical one.
warnings=$(awk -v logical="$PWD/" -v physical="$(pwd -P)/" -v scratch="$scratch" -v identity="'$identity'" '
    function ours(path) {
        return (index(path, logical) == 1 || index(path, physical) == 1) && path !~ /\/\.build[^\/]*\// \
            && (scratch == "" || index(path, scratch) != 1)
    }
    function report(text) {
        if (!(text in seen)) { seen[text] = 1; print text }
    }
    expansion != "" {
        if (match($0, /^`- .+:[0-9]+:[0-9]+: note: expanded code originates here/)) {
            origin = substr($0, 4)
            sub(/: note: expanded code originates here.*/, "", origin)
            path = origin
            sub(/:[0-9]+:[0-9]+$/, "", path)
            if (ours(path)) report(origin ": warning: (in " expansion ") " message)
        }
        expansion = ""
    }
    /^macro expansion [^:]+:[0-9]+:[0-9]+: warning: / {
        expansion = $0
        sub(/: warning: .*/, "", expansion)
        message = $0
        sub(/^[^:]+:[0-9]+:[0-9]+: warning: /, "", message)
        next
    }
    index($0, "warning: " identity ": ") == 1 { report($0) }
    /^\/.+:[0-9]+:[0-9]+: warning: / {
        path = $0
        sub(/:[0-9]+:[0-9]+: warning: .*/, "", path)
        if (ours(path)) report($0)
    }
' "$log")

if [ -n "$warnings" ]; then
    count=$(printf '%s\n' "$warnings" | wc -l | tr -d ' ')
    echo >&2
    echo "error: the build warned $count time(s) about this repository's files:" >&2
    printf '%s\n' "$warnings" >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    exit "$status"
fi
echo "No warning in this repository's files."
