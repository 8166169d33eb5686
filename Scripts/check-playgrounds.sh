#!/usr/bin/env bash
# Compiles and runs every playground page on Linux against the package's
# modules (built here in debug), and fails on any error. A page is the
# playground's Contents.swift; it may import Cassowary, Layout,
# CollapsingBar and CollectionLayout.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target CollapsingBar >/dev/null
swift build --target CollectionLayout >/dev/null
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

status=0
for page in Playgrounds/*.playground/Contents.swift; do
    name=$(basename "$(dirname "$page")" .playground)
    echo "== $name"
    if ! swiftc -swift-version 6 -I "$bin/Modules" "$page" \
        "$bin"/Cassowary.build/*.o "$bin"/Layout.build/*.o "$bin"/CollapsingBar.build/*.o "$bin"/CollectionLayout.build/*.o \
        -o "$out/$name" 2>"$out/$name.log"; then
        cat "$out/$name.log"
        echo "check-playgrounds: $name does not compile" >&2
        status=1
        continue
    fi
    if ! "$out/$name" >"$out/$name.txt" 2>&1; then
        cat "$out/$name.txt"
        echo "check-playgrounds: $name failed when run" >&2
        status=1
        continue
    fi
    head -n 12 "$out/$name.txt"
done
exit $status
