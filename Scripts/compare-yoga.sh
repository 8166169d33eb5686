#!/usr/bin/env bash
# Sets our stack views beside Yoga's C++ core (Facebook's flexbox engine), in
# one run on this machine: layout-bench's stack.views.* figures (release)
# and the same layouts as flexbox columns in Benchmarks/yoga-driver/main.cpp,
# built against Yoga's sources. Prints one table: the medians in µs per
# operation and ours / Yoga; with --instructions, instructions per operation
# counted with valgrind's callgrind (they do not depend on the machine's
# load) and their ratio.
#
# Usage: Scripts/compare-yoga.sh [--quick] [--instructions] [PREFIX ...]
#   --quick         fewer samples (passed to both benchmarks)
#   --instructions  also count instructions per operation, one figure and
#                   parameter a run (INSTRUCTION_FIGURES)
#   PREFIX          only the figures whose names start with it
#
# Yoga's C++ sources come from the source distribution of poga (a Python
# binding that carries Yoga's core) on PyPI, fetched once into .build/yoga/
# and never committed; the driver is compiled with g++ -O2.
#
# Environment:
#   POGA_VERSION  the poga release whose Yoga sources are used (default: 0.1.19)
#   INSTRUCTION_FIGURES  the figure:parameter pairs to count (default below)
#   CXX           the C++ compiler (default: g++)
#   NO_BUILD=1    use the release build of layout-bench as it is
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

quick=()
count_instructions=false
prefixes=()
while [[ $# -gt 0 ]]; do
    case "$1" in
    --quick) quick=(--quick) ;;
    --instructions) count_instructions=true ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    -*)
        echo "usage: Scripts/compare-yoga.sh [--quick] [--instructions] [PREFIX ...]" >&2
        exit 64
        ;;
    *) prefixes+=("$1") ;;
    esac
    shift
done
[[ ${#prefixes[@]} -eq 0 ]] && prefixes=(stack.views)

poga_version="${POGA_VERSION:-0.1.19}"
cxx="${CXX:-g++}"
instruction_figures="${INSTRUCTION_FIGURES:-stack.views.build:10 stack.views.build:100 stack.views.build:1000 stack.views.build2d:100 stack.views.build2d:500 stack.views.toggle:10 stack.views.toggle:100}"
out=.build/yoga
say() { echo "compare-yoga: $*" >&2; }

# MARK: Yoga's sources and the driver

mkdir -p "$out"
sources="$out/poga-$poga_version/src/poga/deps"
if [[ ! -f "$sources/yoga/Yoga.h" ]]; then
    say "fetching the poga $poga_version source distribution (for Yoga's C++ sources)"
    python3 - "$poga_version" "$out" <<'PYTHON'
import json, sys, tarfile, urllib.request
version, folder = sys.argv[1], sys.argv[2]
project = json.load(urllib.request.urlopen("https://pypi.org/pypi/poga/json"))
sdist = next(f for f in project["releases"][version] if f["packagetype"] == "sdist")
path = f"{folder}/{sdist['filename']}"
urllib.request.urlretrieve(sdist["url"], path)
tarfile.open(path).extractall(folder)
PYTHON
fi
driver="$out/yoga-driver-$poga_version"
if [[ ! -x "$driver" || Benchmarks/yoga-driver/main.cpp -nt "$driver" ]]; then
    say "building the Yoga driver ($cxx -O2)"
    "$cxx" -O2 -std=c++17 -w -I "$sources" "$sources"/yoga/*.cpp "$sources"/yoga/event/*.cpp \
        "$sources"/yoga/internal/*.cpp Benchmarks/yoga-driver/main.cpp -o "$driver"
fi

# MARK: our benchmark

if [[ "${NO_BUILD:-0}" != 1 ]]; then
    say "building layout-bench (release)"
    swift build -c release --product layout-bench >&2
fi
bench="$(swift build -c release --show-bin-path)/layout-bench"

# MARK: timing and instructions

say "ours (layout-bench)"
"$bench" "${quick[@]}" "${prefixes[@]}" >"$out/ours.txt"
say "Yoga (C++)"
"$driver" "${quick[@]}" "${prefixes[@]}" >"$out/yoga.txt"

: >"$out/instructions.txt"
if $count_instructions; then
    command -v valgrind >/dev/null || { say "--instructions needs valgrind (apt-get install valgrind)"; exit 1; }
    count() { # program region binary figure parameter
        local log
        log=$(valgrind --tool=callgrind --collect-atstart=no --toggle-collect="$2" \
            --callgrind-out-file=/dev/null "$3" --instructions --param "$5" "$4" 2>&1)
        echo "figure=$4 param=$5 program=$1 instructions=$(grep -o 'Collected : [0-9]*' <<<"$log" | awk '{print $3}')" \
            "operations=$(grep -o 'operations=[0-9]*' <<<"$log" | head -1 | cut -d= -f2)" >>"$out/instructions.txt"
    }
    for pair in $instruction_figures; do
        figure=${pair%%:*}
        parameter=${pair##*:}
        matched=false
        for p in "${prefixes[@]}"; do [[ $figure == "$p"* ]] && matched=true; done
        $matched || continue
        say "counting instructions: $figure $parameter"
        count ours '*measuredRegion*' "$bench" "$figure" "$parameter"
        count yoga '*measured_region*' "$driver" "$figure" "$parameter"
    done
fi

python3 - "$out/ours.txt" "$out/yoga.txt" "$out/instructions.txt" <<'PYTHON'
import re, sys
time = re.compile(r"figure=(\S+) param=(\S+) per=(\S+) median_us=([0-9.eE+-]+)")
count = re.compile(r"figure=(\S+) param=(\S+) program=(\S+) instructions=(\d+) operations=(\d+)")
def times(path):
    return {(m[1], m[2]): (m[3], float(m[4])) for m in map(time.search, open(path)) if m}
ours, yoga = times(sys.argv[1]), times(sys.argv[2])
counts = {(m[3], m[1], m[2]): int(m[4]) / int(m[5]) for m in map(count.search, open(sys.argv[3])) if m}
print(f"{'figure':<22}{'param':>6} {'per':<7}{'ours µs':>10}{'Yoga µs':>10}{'ours/Yoga':>10}"
      f"{'ours instr':>12}{'Yoga instr':>12}{'ours/Yoga':>10}")
for key, (per, us) in ours.items():
    if key not in yoga:
        continue
    row = f"{key[0]:<22}{key[1]:>6} {per:<7}{us:>10.3f}{yoga[key][1]:>10.3f}{us / yoga[key][1]:>10.2f}"
    a, b = counts.get(("ours",) + key), counts.get(("yoga",) + key)
    if a and b:
        row += f"{a:>12,.0f}{b:>12,.0f}{a / b:>10.2f}"
    print(row)
PYTHON
