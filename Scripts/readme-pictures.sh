#!/usr/bin/env bash
# Regenerates the README's pictures of the demo (Documentation/Pictures/*.svg) with
# `terrarium snapshot`: every tab at 100×24, an animation strip of listing 5-3's sliding
# transition, and the Modal tab in a light terminal. The Files tab opens this repository's
# Sources folder, so its picture changes with the tree (and its dates with the checkout).
#
#   Scripts/readme-pictures.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=Documentation/Pictures
swift build --product terrarium >&2
bin="$(swift build --show-bin-path)/terrarium"
mkdir -p "$out"
"$bin" snapshot all --size 100x24 --path Sources --output "$out"
"$bin" snapshot container --size 100x14 --frames 4 --duration 0.3 --name container-transition --output "$out"
"$bin" snapshot modal --style light --name modal-light --output "$out"
