#!/usr/bin/env bash
# Runs our benchmark (release) and the kiwisolver reference workloads one after
# the other on this machine, and prints compare.py's side-by-side table
# (ours / kiwi of the medians: below 1.0 means ours is faster).
#
# Usage: Scripts/compare-kiwi.sh [--quick] [PREFIX ...]
#   --quick and the figure prefixes are passed to both benchmarks.
#
# Environment:
#   BENCH_SHARED  the folder holding kiwisolver_workloads.py and compare.py,
#                 relative to the repository's root or absolute
#                 (default: ../shared/bench)
#   BENCH_OUT     where to keep ours.txt and kiwi.txt (default: .build/bench)
#   PYTHON        the Python to run the reference with (default: python3)
#   NO_BUILD=1    use the release build as it is, without `swift build`
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

shared="${BENCH_SHARED:-../shared/bench}"
out="${BENCH_OUT:-.build/bench}"
python="${PYTHON:-python3}"

for f in kiwisolver_workloads.py compare.py; do
    if [[ ! -f "$shared/$f" ]]; then
        echo "compare-kiwi: $shared/$f not found (set BENCH_SHARED)" >&2
        exit 1
    fi
done

if ! "$python" -c 'import kiwisolver' 2>/dev/null; then
    echo "compare-kiwi: installing kiwisolver" >&2
    "$python" -m pip install --quiet kiwisolver
fi

if [[ "${NO_BUILD:-0}" != 1 ]]; then
    echo "compare-kiwi: building layout-bench (release)" >&2
    swift build -c release --product layout-bench >&2
fi
bin="$(swift build -c release --show-bin-path)/layout-bench"

mkdir -p "$out"
echo "compare-kiwi: ours" >&2
"$bin" "$@" | tee "$out/ours.txt"
echo "compare-kiwi: kiwisolver $("$python" -c 'import kiwisolver; print(kiwisolver.__version__)')" >&2
"$python" "$shared/kiwisolver_workloads.py" "$@" | tee "$out/kiwi.txt"
echo
"$python" "$shared/compare.py" "$out/ours.txt" "$out/kiwi.txt"
