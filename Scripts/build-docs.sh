#!/usr/bin/env bash
# Builds the DocC documentation of every module that has a catalog in Docs/
# (Docs/<Module>.docc), without the DocC plugin:
#
#   1. compiles the module with -emit-symbol-graph, in a scratch directory of
#      its own so that the flags do not invalidate the ordinary debug build;
#   2. copies only that module's symbol graphs (<Module>.symbols.json and
#      <Module>@<Other>.symbols.json) into a folder of their own, keeping only
#      the symbols the module declares: the compiler also writes into a
#      module's graph every symbol of the modules it re-exports
#      (`@_exported import`: CollapsingBar and CollectionLayout re-export
#      Layout, Layout re-exports Foundation), which would give each catalog
#      a second copy of those modules' pages;
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

# keep_own_symbols MODULE DIR: rewrites the symbol graphs in DIR so that they
# hold only MODULE's own symbols — those declared in Sources/MODULE/, and the
# members the compiler synthesizes for its types (they have no source
# location; their identifiers name the module) — and the relationships that
# start at one of them. A graph left without symbols is deleted.
keep_own_symbols() {
    python3 - "$1" "$2" <<'PYTHON'
import json, os, re, sys

module, folder = sys.argv[1], sys.argv[2]
mangled = f"s:{len(module)}{module}"
source_folder = f"/Sources/{module}/"

def own(symbol):
    uri = symbol.get("location", {}).get("uri")
    if uri is not None:
        return source_folder in uri
    precise = symbol["identifier"]["precise"]
    # A synthesized member: "<member>::SYNTHESIZED::<the type it is on>".
    owner = precise.split("::SYNTHESIZED::")[-1]
    return re.match(re.escape(mangled) + r"(?![0-9])", owner) is not None

for name in sorted(os.listdir(folder)):
    path = os.path.join(folder, name)
    graph = json.load(open(path, encoding="utf-8"))
    symbols = [s for s in graph["symbols"] if own(s)]
    if not symbols:
        os.remove(path)
        continue
    kept = {s["identifier"]["precise"] for s in symbols}
    graph["symbols"] = symbols
    graph["relationships"] = [r for r in graph.get("relationships", []) if r["source"] in kept]
    json.dump(graph, open(path, "w", encoding="utf-8"))
PYTHON
}

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
    keep_own_symbols "$module" "$module_graphs"

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

# Each symbol has its page in one archive only: a symbol documented in two
# catalogs (a re-exported module's, say) fails the build.
python3 - "${archives[@]}" <<'PYTHON'
import json, os, sys

seen, repeated = {}, []
for archive in sys.argv[1:]:
    for folder, _, names in os.walk(os.path.join(archive, "data", "documentation")):
        for name in names:
            if not name.endswith(".json"):
                continue
            page = json.load(open(os.path.join(folder, name), encoding="utf-8"))
            symbol = page.get("metadata", {}).get("externalID")
            if symbol is None:
                continue
            title = page["metadata"].get("title", symbol)
            if symbol in seen and seen[symbol] != archive:
                repeated.append(f"{title}: {os.path.basename(seen[symbol])} and {os.path.basename(archive)}")
            seen.setdefault(symbol, archive)
if repeated:
    print(f"error: {len(repeated)} symbols have a page in two archives, such as", file=sys.stderr)
    for line in repeated[:10]:
        print(f"  {line}", file=sys.stderr)
    sys.exit(1)
PYTHON

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
