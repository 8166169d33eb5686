#!/usr/bin/env bash
# Compiles one playground page on Linux against the package's modules (built
# here in debug) and runs it, printing everything it prints (standard output
# and standard error, unabridged; Scripts/check-playgrounds.sh runs them all
# and shows only the start of each).
#
# A page is the playground's Contents.swift; it may import Cassowary, Layout,
# CollapsingBar and CollectionLayout, and use the public code of the
# playground's Sources/ folder (which Xcode compiles into a module of its own
# and imports): here the page, as the program's main.swift, and those files
# are one module.
#
# Usage: Scripts/run-playground.sh NAME
#   NAME  a playground in Playgrounds/, with or without `.playground`
#         (e.g. StackedScreen)
# Exit status: the page's own, or 1 if it does not compile, 64 for a wrong
# command line.
set -euo pipefail
cd "$(dirname "$0")/.."

playgrounds() { for p in Playgrounds/*.playground; do basename "$p" .playground; done; }

if [[ $# -ne 1 || $1 == -* ]]; then
    echo "usage: Scripts/run-playground.sh NAME" >&2
    echo "playgrounds: $(playgrounds | tr '\n' ' ')" >&2
    exit 64
fi
name=$(basename "$1" .playground)
page="Playgrounds/$name.playground/Contents.swift"
if [[ ! -f "$page" ]]; then
    echo "run-playground: no playground '$name' (no $page)" >&2
    echo "playgrounds: $(playgrounds | tr '\n' ' ')" >&2
    exit 64
fi

swift build --target CollapsingBar >/dev/null
swift build --target CollectionLayout >/dev/null
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# The files to compile for a playground: its page, as the program's
# main.swift, and the files of its Sources/ folder (names without spaces).
playground_sources() {
    local name=$1 dir=$2/$1.sources
    mkdir -p "$dir"
    # Errors still name the page's own path and lines.
    {
        echo "#sourceLocation(file: \"Playgrounds/$name.playground/Contents.swift\", line: 1)"
        cat "Playgrounds/$name.playground/Contents.swift"
    } >"$dir/main.swift"
    echo "$dir/main.swift"
    for file in "Playgrounds/$name.playground/Sources"/*.swift; do
        if [[ -f "$file" ]]; then echo "$file"; fi
    done
}

if ! swiftc -swift-version 6 -I "$bin/Modules" $(playground_sources "$name" "$out") \
    "$bin"/UncheckedAccess.build/*.o "$bin"/Cassowary.build/*.o "$bin"/Layout.build/*.o "$bin"/CollapsingBar.build/*.o "$bin"/CollectionLayout.build/*.o \
    -o "$out/$name"; then
    echo "run-playground: $name does not compile" >&2
    exit 1
fi
"$out/$name"
