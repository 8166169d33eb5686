#!/usr/bin/env bash
# Compiles and runs every ```swift code block of README.md and the DocC
# catalogs (Docs/*.docc/*.md) against the package's modules (built here in
# debug), and fails on any error, naming the file and line of the block.
#
# How a block is checked:
#   - Each block is its own scope, run once, in the order of its file. Its
#     `import` lines count for the whole file. An error thrown out of a block
#     fails the check.
#   - A block may rely on names it does not show (a `screen`, a `scrollView`)
#     when an HTML comment right before it declares them; readers of the
#     rendered docs do not see it:
#         <!-- snippet: setup
#         let screen = View(name: "screen")
#         -->
#   - Before a block (after any setup comment), a marker comment says how
#     else to treat it:
#         <!-- snippet: continues -->      the same scope as the block before
#                                          it: it uses that block's names
#         <!-- snippet: compile-only -->   type-checked, never run (code that
#                                          waits or loops on purpose)
#         <!-- snippet: fragment -->       not Swift on its own (a piece of a
#                                          Package.swift); not compiled
#
# `--verbose` also prints what the blocks print, each after a `--- file:line`
# line. Everything goes through one swiftc call: each doc file becomes a
# function in a Swift file of its own, with `#sourceLocation` lines so that
# compiler errors point into the Markdown file, and a main file calls them in
# turn.
set -euo pipefail
cd "$(dirname "$0")/.."

# UncheckedAccess: the internal module the solver and the kit store their hot fields with.
modules=(UncheckedAccess Cassowary Layout CollapsingBar CollectionLayout LayoutReport LayoutDump LayoutTesting)
# `swift build` takes one --target: build each module in turn (the later
# ones find their dependencies built).
for module in "${modules[@]}"; do
    if [[ -d "Sources/$module" ]]; then swift build --target "$module" >/dev/null; fi
done
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

docs=(README.md Docs/*.docc/*.md)
python3 - "$out" "${docs[@]}" <<'PYTHON'
import re, sys

out, docs = sys.argv[1], sys.argv[2:]
directive = re.compile(r"<!--\s*snippet:\s*(setup|continues|compile-only|fragment)\b(.*?)-->", re.S)
files, blocks, compiled = [], 0, 0
for index, path in enumerate(docs):
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    imports, scopes = [], []  # scopes: list of (compile_only, [(line, code lines)])
    pending, i = [], 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("<!--") and "snippet:" in stripped:
            start = i
            while "-->" not in lines[i]:
                i += 1
            match = directive.search("\n".join(lines[start:i + 1]))
            if not match:
                sys.exit(f"{path}:{start + 1}: unknown snippet comment (setup, continues, compile-only, fragment)")
            pending.append((match.group(1), match.group(2), start + 1))
            i += 1
            continue
        if stripped.startswith("```swift"):
            indent = line[: len(line) - len(line.lstrip())]
            first = i + 2  # the 1-based line of the block's first code line
            body = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i])
                i += 1
            blocks += 1
            kinds = {kind for kind, _, _ in pending}
            if "fragment" not in kinds:
                compiled += 1
                parts = []
                for kind, setup, at in pending:
                    if kind == "setup":
                        setup_lines = setup.strip("\n").split("\n")
                        imports += [l for l in setup_lines if l.startswith("import ")]
                        setup_lines = ["" if l.startswith("import ") else l for l in setup_lines]
                        parts.append((at + 1, setup_lines))
                code = ["" if l.startswith("import ") else l for l in body]
                imports += [l for l in body if l.startswith("import ")]
                parts.append((first, code))
                if "continues" in kinds and scopes:
                    scopes[-1][1].extend(parts)
                else:
                    scopes.append(("compile-only" in kinds, parts, first))
            pending = []
        elif stripped:
            pending = []  # snippet comments hold only for the block right after them
        i += 1
    if not scopes:
        continue
    name = f"snippets{index}"
    swift = sorted(set(imports)) + ["", f"func {name}() -> Int {{", "    var failures = 0"]
    for compile_only, parts, first in scopes:
        swift.append(f'    print("--- {path}:{first}")')
        swift.append("    _ = { () throws -> Void in" if compile_only else "    do {")
        for at, code in parts:
            swift.append(f'#sourceLocation(file: "{path}", line: {at})')
            swift += code
            swift.append("#sourceLocation()")
        if compile_only:
            swift.append("    }")
        else:
            swift += ["    } catch {", f'        print("check-doc-snippets: the block at {path}:{first} threw \\(error)")',
                      "        failures += 1", "    }"]
    swift += ["    return failures", "}"]
    open(f"{out}/{name}.swift", "w").write("\n".join(swift) + "\n")
    files.append((name, path))

main = ["import Foundation", "", "var failures = 0"]
main += [f"failures += {name}()" for name, _ in files]
main.append("exit(failures == 0 ? 0 : 1)")
open(f"{out}/main.swift", "w").write("\n".join(main) + "\n")
open(f"{out}/count", "w").write(f"{compiled} of {blocks} blocks in {len(files)} files\n")
PYTHON

# The objects of the modules' current sources (a build folder keeps the
# objects of deleted files too).
objects=()
for module in "${modules[@]}"; do
    map="$bin/$module.build/output-file-map.json"
    [[ -f "$map" ]] || continue
    while IFS= read -r object; do objects+=("$object"); done < <(
        python3 -c 'import json, sys
for entry in json.load(open(sys.argv[1])).values():
    if entry.get("object"): print(entry["object"])' "$map"
    )
done
if ! swiftc -swift-version 6 -suppress-warnings -I "$bin/Modules" "$out"/*.swift "${objects[@]}" \
    -o "$out/snippets" 2>"$out/compile.log"; then
    grep -v '^\s*$' "$out/compile.log" >&2
    echo "check-doc-snippets: a snippet does not compile (file and line above)" >&2
    exit 1
fi
if ! SWIFT_BACKTRACE=enable=no "$out/snippets" >"$out/run.log" 2>&1; then
    cat "$out/run.log" >&2
    echo "check-doc-snippets: a snippet failed when run (a block that threw is named above; after a" \
        "crash, it is the block after the last '---' line)" >&2
    exit 1
fi
[[ ${1:-} == --verbose ]] && cat "$out/run.log"
echo "check-doc-snippets: compiled and ran $(cat "$out/count")"
