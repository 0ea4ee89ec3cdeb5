#!/usr/bin/env bash
# Checks that every DocC catalog builds without a warning, from the modules of the debug
# build that `swift build` or `swift test` has already made: no second build.
#
# What users run to get the documentation is the plugin, which builds its own symbol graphs
# (each `--target` names a module; without them the plugin also documents the demo, its kit
# and the benchmarks, which have no catalog):
#
#   swift package generate-documentation --target Terrarium --target TerrariumOSLog \
#       --target TerrariumTesting --target TerrariumTerminal --target TerrariumSnapshotTesting \
#       --target Cassowary
#
# This script checks the same catalogs for CI, the way the plugin does it, with the same
# symbol graph options (public symbols, synthesized members, extension blocks), in three
# steps per module:
#   1. swift-symbolgraph-extract reads the module's built .swiftmodule;
#   2. docc convert --warnings-as-errors builds the catalog with those symbol graphs, so a
#      broken ``Symbol`` link or <doc:Article> link, in a catalog or a doc comment, fails;
#   3. every top-level symbol, and every module and type the module extends, must be curated
#      in a Topics group; one left for DocC to group by itself fails, named (the catalogs in
#      `curation_pending` below only print them). Members may be left to DocC's groups.
#
# Usage: Scripts/documentation.sh [MODULE...]   (all six modules by default)
# Environment: BUILD_DIR (default .build/debug), DOCC (default: the toolchain's docc),
# OUTPUT (default: a temporary folder, removed at the end; set it to keep the archives).
# The archives are built without the static-hosting transform (half the files): to read them,
# use the plugin's command above, or `docc preview`.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
    modules=(Cassowary Terrarium TerrariumOSLog TerrariumTesting TerrariumTerminal TerrariumSnapshotTesting)
fi

build=${BUILD_DIR:-.build/debug}
module_dir="$build/Modules"
[ -d "$module_dir" ] || module_dir="$build"
swift_bin=$(dirname "$(command -v swift)")
extract="$swift_bin/swift-symbolgraph-extract"
docc=${DOCC:-$swift_bin/docc}
command -v "$docc" >/dev/null || docc=$(xcrun --find docc 2>/dev/null || command -v docc)
target=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)

if [ -n "${OUTPUT:-}" ]; then
    output=$OUTPUT
    mkdir -p "$output"
else
    # The archives are thousands of small files (Terrarium's: 5,000, 50 MB): in memory when
    # /dev/shm has room, since writing and deleting them on a disk that builds share took
    # longer than DocC itself here.
    base=${TMPDIR:-/tmp}
    if [ -d /dev/shm ] && [ -w /dev/shm ] && [ "$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }')" -gt 512000 ]; then
        base=/dev/shm
    fi
    output=$(mktemp -d "$base/terrarium-docs.XXXXXX")
    trap 'rm -rf "$output"' EXIT
fi

# Catalogs whose Topics are still being written: what they leave uncurated is printed, not
# failed on. None today; a new catalog may start here.
curation_pending=()

status=0
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    if [ ! -f "$module_dir/$module.swiftmodule" ] && [ ! -d "$module_dir/$module.swiftmodule" ]; then
        echo "error: $module_dir/$module.swiftmodule is missing: run \`swift build\` (or \`swift test\`) first" >&2
        exit 1
    fi
    if [ ! -d "$catalog" ]; then
        echo "error: $module has no catalog at $catalog" >&2
        status=1
        continue
    fi
    started=$(date +%s)
    graphs="$output/symbol-graphs/$module"
    rm -rf "$graphs" "$output/$module.doccarchive"
    mkdir -p "$graphs"
    "$extract" -module-name "$module" -target "$target" -I "$module_dir" -output-dir "$graphs" \
        -minimum-access-level public -emit-extension-block-symbols
    if ! "$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --output-path "$output/$module.doccarchive" --warnings-as-errors --no-transform-for-static-hosting; then
        echo "error: $module's documentation has warnings (above)" >&2
        status=1
        continue
    fi
    # DocC groups uncurated top-level symbols itself, in sections it marks "generated".
    curation=ok
    if ! command -v python3 >/dev/null; then
        echo "warning: no python3: $module's curation is not checked" >&2
        curation=unchecked
    fi
    [ "$curation" = unchecked ] || python3 - "$output/$module.doccarchive" "$module" <<'EOF' || curation=failed
import json, pathlib, sys

archive, module = pathlib.Path(sys.argv[1]), sys.argv[2]
root = archive / "data" / "documentation"
# The landing page, and the page of each module this one extends, which lists the types it
# extends. A type's members, its own or added to another module's type, may be left to
# DocC's groups by kind.
pages = [root / f"{module.lower()}.json"] + sorted((root / module.lower()).glob("*.json"))
uncurated = []
for path in pages:
    page = json.loads(path.read_text())
    if path != pages[0] and page.get("metadata", {}).get("symbolKind") != "extension":
        continue
    for section in page.get("topicSections", []):
        if section.get("generated"):
            for identifier in section.get("identifiers", []):
                uncurated.append(identifier.split("/documentation/", 1)[-1])
if uncurated:
    print(f"{module}: not curated in a Topics group: " + ", ".join(uncurated), file=sys.stderr)
    sys.exit(1)
EOF
    seconds=$(($(date +%s) - started))
    if [ "$curation" = ok ]; then
        echo "$module: documentation builds without warnings, every symbol curated (${seconds} s)"
    elif [ "$curation" = unchecked ]; then
        echo "$module: documentation builds without warnings (${seconds} s)"
    elif [[ " ${curation_pending[*]} " == *" $module "* ]]; then
        echo "note: $module builds without warnings; its Topics are still being written (above) (${seconds} s)"
    else
        echo "error: $module has symbols no Topics group curates (above)" >&2
        status=1
    fi
done
exit $status
