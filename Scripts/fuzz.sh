#!/usr/bin/env bash
# Builds the libFuzzer targets under Fuzz/ with swiftc (not `swift build`, so
# the package's own build is left alone) and runs each for a bounded time.
#
# Usage: Scripts/fuzz.sh [--time SECONDS] [--build-only | --no-build] [TARGET ...]
#   TARGET     one of the targets below (default: all of them)
#   --time     how long each target runs (default: 60 s)
#   --build-only  build the targets, do not run them
#   --no-build    run the targets as an earlier --build-only left them
#
# A target is compiled with -sanitize=fuzzer,address against the sources of
# the modules it needs, each module compiled once into .build/fuzz/modules;
# Cassowary with CASSOWARY_CHECKS, so the tableau's invariant checks run after
# every solver call. Each run starts from the committed corpus
# (Fuzz/corpus/TARGET), keeps what it finds in .build/fuzz/corpus/TARGET (the
# committed corpus is only read) and writes a crashing input to
# .build/fuzz/artifacts/TARGET/. To replay one:
#   .build/fuzz/TARGET .build/fuzz/artifacts/TARGET/crash-...
# The solver target prints the calls that led to a failure as Swift code, to
# paste into a regression test; if the failure is a trap inside the solver,
# replay the input with SOLVER_FUZZ_VERBOSE=1 to have every call printed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

seconds=60
build_only=false
no_build=false
requested=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --time) seconds=$2; shift 2 ;;
        --build-only) build_only=true; shift ;;
        --no-build) no_build=true; shift ;;
        -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "fuzz.sh: unknown option $1" >&2; exit 64 ;;
        *) requested+=("$1"); shift ;;
    esac
done

out=.build/fuzz
# lld, the toolchain's linker: gold warns about every ASan symbol it cannot export.
flags=(-O -sanitize=fuzzer,address -parse-as-library -g -use-ld=lld -package-name CassowaryLayout)

# MARK: Modules

# build_module NAME SOURCE_DIR [DEPENDENCY ...] [-- EXTRA_SWIFTC_FLAGS ...]
# compiles a module of the package, instrumented, into $out/modules (once a run).
built_modules=" "
build_module() {
    local name=$1 dir=$2
    shift 2
    [[ $built_modules == *" $name "* ]] && return
    built_modules+="$name "
    local extra=()
    while [[ $# -gt 0 ]]; do
        if [[ $1 == -- ]]; then shift; extra=("$@"); break; fi
        shift # dependencies are found through -I $out/modules
    done
    mkdir -p "$out/modules"
    echo "fuzz.sh: compiling module $name"
    swiftc "${flags[@]}" -wmo -module-name "$name" -I "$out/modules" \
        -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -c -o "$out/modules/$name.o" "${extra[@]}" "$dir"/*.swift
}

# MARK: Targets
#
# Each target has a build function, build_TARGET, that leaves the executable
# at $out/TARGET, and a corpus folder Fuzz/corpus/TARGET. To add one: write
# Fuzz/NameFuzzer/main.swift (a @_cdecl("LLVMFuzzerTestOneInput") entry,
# compiled with -parse-as-library), add a build function like those below
# that compiles the modules it needs and links their objects, add a seed
# corpus under Fuzz/corpus/TARGET, and add the target to `targets`.

build_solver() {
    build_module UncheckedAccess Sources/UncheckedAccess
    build_module Cassowary Sources/Cassowary UncheckedAccess -- -D CASSOWARY_CHECKS
    echo "fuzz.sh: linking solver"
    swiftc "${flags[@]}" -I "$out/modules" Fuzz/SolverFuzzer/main.swift \
        "$out/modules/UncheckedAccess.o" "$out/modules/Cassowary.o" -o "$out/solver"
}

build_scene() {
    build_module UncheckedAccess Sources/UncheckedAccess
    build_module Cassowary Sources/Cassowary UncheckedAccess -- -D CASSOWARY_CHECKS
    build_module Layout Sources/Layout Cassowary UncheckedAccess
    build_module CollapsingBar Sources/CollapsingBar Layout
    build_module CollectionLayout Sources/CollectionLayout Layout
    build_module LayoutReport Sources/LayoutReport Layout
    build_module LayoutDump Sources/LayoutDump LayoutReport CollapsingBar CollectionLayout
    echo "fuzz.sh: linking scene"
    swiftc "${flags[@]}" -I "$out/modules" Fuzz/SceneFuzzer/main.swift \
        "$out/modules/UncheckedAccess.o" "$out/modules/Cassowary.o" "$out/modules/Layout.o" \
        "$out/modules/CollapsingBar.o" "$out/modules/CollectionLayout.o" "$out/modules/LayoutReport.o" \
        "$out/modules/LayoutDump.o" -o "$out/scene"
}

targets=(solver scene)

# MARK: Run

if [[ ${#requested[@]} -eq 0 ]]; then requested=("${targets[@]}"); fi
for target in "${requested[@]}"; do
    if ! declare -F "build_$target" >/dev/null; then
        echo "fuzz.sh: unknown target $target (targets: ${targets[*]})" >&2
        exit 64
    fi
done

# The Swift runtime's backtracer would wait on a crashing fuzzer; libFuzzer
# reports the crash itself. Leaks are not the question here (Swift's runtime
# keeps metadata caches alive), so LeakSanitizer is off.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

status=0
for target in "${requested[@]}"; do
    if $no_build; then
        if [[ ! -x "$out/$target" ]]; then
            echo "fuzz.sh: $out/$target is not built (run with --build-only first)" >&2
            exit 1
        fi
    else
        "build_$target"
    fi
    $build_only && continue
    corpus="$out/corpus/$target"
    artifacts="$out/artifacts/$target"
    mkdir -p "$corpus" "$artifacts"
    echo "fuzz.sh: running $target for $seconds s"
    # Memory: a scene of three nested 'count 999' groups once grew past
    # 4 GiB and, at 2048 MB, was reported only as a timeout. A run takes
    # well under 1 GB, and no single allocation needs 256 MB: either
    # limit stops such an input at once, as an out-of-memory failure.
    if ! "$out/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 -malloc_limit_mb=256 \
        -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$corpus" "Fuzz/corpus/$target"; then
        echo "fuzz.sh: $target found a failure; the input is in $artifacts/" >&2
        status=1
    fi
done
exit $status
