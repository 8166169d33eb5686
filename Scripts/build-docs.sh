#!/usr/bin/env bash
# Builds the DocC documentation of every module that has a catalog in Docs/
# (Docs/<Module>.docc), without the DocC plugin:
#
#   1. compiles the module with -emit-symbol-graph, in a scratch directory of
#      its own so that the flags do not invalidate the ordinary debug build;
#   2. copies only that module's symbol graphs (<Module>.symbols.json and
#      <Module>@<Other>.symbols.json) into a folder of their own;
#   3. runs `docc convert --warnings-as-errors`, so a broken link fails;
#   4. with more than one module, merges the archives into one.
#
# Usage: Scripts/build-docs.sh
# Output: .build/docs/<Module>.doccarchive, and .build/docs/CassowaryLayout.doccarchive
#         when there is more than one.
set -euo pipefail

cd "$(dirname "$0")/.."

# docc ships with the toolchain (there is no xcrun on Linux): look on PATH,
# then next to swift.
docc=$(command -v docc || true)
if [[ -z "$docc" ]]; then
    swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
    docc="$swift_bin/docc"
fi
if [[ ! -x "$docc" ]]; then
    echo "error: docc not found on PATH or next to swift" >&2
    exit 1
fi

scratch=.build/docs-build
# The compiler writes a module's graphs only when it compiles the module, so
# this folder is kept between runs: after an incremental build that compiled
# nothing, the graphs in it are still current.
graphs="$PWD/$scratch/symbol-graphs"
out=.build/docs
mkdir -p "$out"

shopt -s nullglob
catalogs=(Docs/*.docc)
if (( ${#catalogs[@]} == 0 )); then
    echo "error: no catalogs in Docs/" >&2
    exit 1
fi

archives=()
for catalog in "${catalogs[@]}"; do
    module=$(basename "$catalog" .docc)
    echo "== $module: symbol graphs" >&2
    mkdir -p "$graphs"
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >&2

    module_graphs="$scratch/graphs-$module"
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    files=("$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json)
    if [[ ! -f "${files[0]}" ]]; then
        echo "error: no symbol graph for $module in $graphs (delete $scratch and run again)" >&2
        exit 1
    fi
    cp "${files[@]}" "$module_graphs/"

    echo "== $module: docc convert" >&2
    archive="$out/$module.doccarchive"
    rm -rf "$archive"
    "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.cassowarylayout.$module" \
        --output-path "$archive" \
        --warnings-as-errors >&2
    archives+=("$archive")
done

if (( ${#archives[@]} > 1 )); then
    echo "== docc merge" >&2
    merged="$out/CassowaryLayout.doccarchive"
    rm -rf "$merged"
    "$docc" merge "${archives[@]}" \
        --synthesized-landing-page-name CassowaryLayout \
        --output-path "$merged" >&2
    echo "Documentation: $merged"
else
    echo "Documentation: ${archives[0]}"
fi
