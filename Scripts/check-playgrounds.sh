#!/usr/bin/env bash
# Compiles and runs every playground page on Linux against the package's
# modules (built here in debug), and fails on any error. Each playground
# goes through Scripts/run-playground.sh (which says how a page is compiled);
# this script shows the first lines each prints, or all of it when it fails.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target CollapsingBar >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

status=0
for playground in Playgrounds/*.playground; do
    name=$(basename "$playground" .playground)
    echo "== $name"
    if ! Scripts/run-playground.sh "$name" >"$out/$name.txt" 2>&1; then
        cat "$out/$name.txt"
        echo "check-playgrounds: $name does not compile or failed when run (above)" >&2
        status=1
        continue
    fi
    head -n 12 "$out/$name.txt"
done
exit $status
