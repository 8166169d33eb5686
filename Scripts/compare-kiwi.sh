#!/usr/bin/env bash
# Sets our solver beside kiwi's, in one run on this machine: our benchmark
# (layout-bench, release), kiwi's C++ core called directly (our driver,
# Benchmarks/kiwi-driver/main.cpp, built against kiwi's headers) and
# kiwisolver (the same core through its Python binding, run by
# Benchmarks/kiwisolver/workloads.py). All three run the same solver
# workloads and print the same figure lines; Scripts/compare-table.py sets
# them side by side with
# the ratios ours / kiwi C++ (below 1 means ours is faster).
#
# Usage: Scripts/compare-kiwi.sh [--quick] [--passes N] [--instructions]
#                                [--no-python] [--markdown] [--stream FILE ...]
#                                [PREFIX ...]
#   --quick         fewer samples (passed to all three benchmarks)
#   --passes N      run the three benchmarks N times, interleaved, and report
#                   the median of each figure's medians (default 1)
#   --instructions  also count instructions per operation with valgrind's
#                   callgrind, for ours and kiwi C++ (see INSTRUCTION_FIGURES)
#   --no-python     leave kiwisolver out
#   --markdown      print the table as Markdown
#   --stream FILE   replay the solver stream in FILE (repeatable), recorded by
#                   `layout-bench --record NAME` (Benchmarks/streams/;
#                   Tests/Differential/README.md, "Solver streams"), in ours
#                   and in kiwi C++: figure replay.<FILE's stem>, per stream;
#                   with --instructions, both are counted too. With --stream
#                   and no PREFIX, only the streams run (kiwisolver has no
#                   replay: it is left out of them)
#   PREFIX          only the figures whose names start with one of these
#
# How long it takes on 2 cores busy with other work, after the first run has
# built layout-bench and fetched kiwi (the first run adds the release build,
# ~30 s for pip download and ~20 s for g++):
#   --quick                    ~3 min a pass
#   (default)                  ~7 min a pass (most of it kiwi's stack.build
#                              P=1000 and stack.constant P=100, in C++ and Python)
#   --instructions             + ~5 min for the default INSTRUCTION_FIGURES
#   --quick --no-python stack.edit   what CI runs: ~11 s of CPU (~1.5 min of
#                              wall time here), plus the fetch and g++ when
#                              .build/kiwi is empty
#
# Instructions: each (figure, parameter) runs once per program under
#   valgrind --tool=callgrind --collect-atstart=no --toggle-collect=<region>
# with the program's --instructions flag (one sample, after the usual
# warm-up), which collects only the timed region (layout-bench's
# measuredRegion, the driver's measured_region) and prints the number of
# operations in it; instructions per operation is the quotient. Counts do not
# depend on the machine's load. The callgrind files stay in
# BENCH_OUT/callgrind/ for a closer look:
#   callgrind_annotate --inclusive=no FILE | swift demangle --simplified
#
# kiwi's C++ core comes from the kiwisolver source distribution on PyPI
# (kiwi is header-only); it is fetched once with pip into .build/kiwi/ and
# never committed.
#
# Environment:
#   BENCH_OUT     where to keep the outputs (default: .build/bench)
#   KIWI_VERSION  the kiwisolver release whose headers (and Python package,
#                 when it has to be installed) are used (default: 1.5.1)
#   INSTRUCTION_FIGURES  the figure:parameter pairs to count, space-separated
#                 (default below; prefixes on the command line filter them)
#   PYTHON        the Python to run the reference with (default: python3)
#   CXX           the C++ compiler (default: g++)
#   NO_BUILD=1    use the release build of layout-bench as it is
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

usage="usage: Scripts/compare-kiwi.sh [--quick] [--passes N] [--instructions] [--no-python] [--markdown] [--stream FILE ...] [PREFIX ...]"
quick=()
passes=1
count_instructions=false
with_python=true
table_options=()
prefixes=()
streams=()
while [[ $# -gt 0 ]]; do
    case "$1" in
    --quick) quick=(--quick) ;;
    --passes)
        [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || { echo "compare-kiwi: --passes needs a positive number" >&2; exit 64; }
        passes=$2
        shift
        ;;
    --instructions) count_instructions=true ;;
    --no-python) with_python=false ;;
    --markdown) table_options+=(--markdown) ;;
    --stream)
        [[ $# -ge 2 && -f "$2" ]] || { echo "compare-kiwi: --stream needs a stream file" >&2; exit 64; }
        streams+=("$2")
        shift
        ;;
    -h | --help)
        echo "$usage"
        exit 0
        ;;
    -*)
        echo "compare-kiwi: unknown option '$1'" >&2
        echo "$usage" >&2
        exit 64
        ;;
    *) prefixes+=("$1") ;;
    esac
    shift
done

# With streams and no prefix, only the streams run.
run_workloads=true
[[ ${#streams[@]} -gt 0 && ${#prefixes[@]} -eq 0 ]] && run_workloads=false
$run_workloads || with_python=false
replays=()
for stream in "${streams[@]}"; do replays+=(--replay "$stream"); done

workloads=Benchmarks/kiwisolver/workloads.py
out="${BENCH_OUT:-.build/bench}"
python="${PYTHON:-python3}"
cxx="${CXX:-g++}"
kiwi_version="${KIWI_VERSION:-1.5.1}"
# The default leaves out the figures whose kiwi run takes minutes under
# callgrind (stack.edit:1000, stack.constant:30; chain.build:5000,
# stack.build:1000 and stack.constant:100 take much longer).
instruction_figures="${INSTRUCTION_FIGURES:-chain.build:100 chain.build:1000 stack.build:7 stack.build:100 stack.edit:7 stack.edit:100 stack.constant:7 form.resize:10 form.resize:100}"

say() { echo "compare-kiwi: $*" >&2; }

# MARK: kiwi's headers and the driver

kiwi_dir=.build/kiwi
sdist="$kiwi_dir/kiwisolver-$kiwi_version.tar.gz"
headers="$kiwi_dir/kiwisolver-$kiwi_version"
driver="$kiwi_dir/kiwi-driver-$kiwi_version"
mkdir -p "$kiwi_dir"
if [[ ! -f "$sdist" ]]; then
    say "fetching the kiwisolver $kiwi_version source distribution (for kiwi's C++ headers)"
    "$python" -m pip download --quiet --no-deps --no-binary :all: "kiwisolver==$kiwi_version" -d "$kiwi_dir" >&2
fi
if [[ ! -f "$headers/kiwi/kiwi.h" ]]; then
    tar -xzf "$sdist" -C "$kiwi_dir" "kiwisolver-$kiwi_version/kiwi"
fi
if [[ ! -x "$driver" || Benchmarks/kiwi-driver/main.cpp -nt "$driver" ]]; then
    say "building the kiwi C++ driver ($cxx -O2)"
    "$cxx" -O2 -std=c++17 -I "$headers" Benchmarks/kiwi-driver/main.cpp -o "$driver"
fi

# MARK: the Python reference

if $with_python; then
    if ! "$python" -c 'import kiwisolver' 2>/dev/null; then
        say "installing kiwisolver $kiwi_version"
        # A Python that marks itself externally managed (PEP 668) refuses a
        # plain install: fall back to the user site.
        "$python" -m pip install --quiet "kiwisolver==$kiwi_version" ||
            "$python" -m pip install --quiet --user --break-system-packages "kiwisolver==$kiwi_version"
    fi
    installed=$("$python" -c 'import kiwisolver; print(kiwisolver.__version__)')
    if [[ "$installed" != "$kiwi_version" ]]; then
        say "note: kiwisolver $installed is installed, the C++ headers are kiwi $kiwi_version"
    fi
fi

# MARK: our benchmark

if [[ "${NO_BUILD:-0}" != 1 ]]; then
    say "building layout-bench (release)"
    swift build -c release --product layout-bench >&2
fi
bench="$(swift build -c release --show-bin-path)/layout-bench"

# MARK: timing

mkdir -p "$out"
rm -f "$out"/ours.*.txt "$out"/kiwi-cpp.*.txt "$out"/kiwisolver.*.txt "$out"/instructions.txt
ours_files=()
cpp_files=()
python_files=()
for ((pass = 1; pass <= passes; pass++)); do
    [[ $passes -gt 1 ]] && say "pass $pass of $passes"
    say "ours (layout-bench)"
    : >"$out/ours.$pass.txt"
    $run_workloads && "$bench" "${quick[@]}" "${prefixes[@]}" >>"$out/ours.$pass.txt"
    [[ ${#replays[@]} -gt 0 ]] && "$bench" "${quick[@]}" "${replays[@]}" >>"$out/ours.$pass.txt"
    ours_files+=("$out/ours.$pass.txt")
    say "kiwi $kiwi_version C++"
    : >"$out/kiwi-cpp.$pass.txt"
    $run_workloads && "$driver" "${quick[@]}" "${prefixes[@]}" >>"$out/kiwi-cpp.$pass.txt"
    [[ ${#replays[@]} -gt 0 ]] && "$driver" "${quick[@]}" "${replays[@]}" >>"$out/kiwi-cpp.$pass.txt"
    cpp_files+=("$out/kiwi-cpp.$pass.txt")
    if $with_python; then
        say "kiwisolver $installed (Python)"
        "$python" "$workloads" "${quick[@]}" "${prefixes[@]}" >"$out/kiwisolver.$pass.txt"
        python_files+=("$out/kiwisolver.$pass.txt")
    fi
done

# MARK: instructions

table_files=(--ours "${ours_files[@]}" --kiwi-cpp "${cpp_files[@]}")
$with_python && table_files+=(--kiwisolver "${python_files[@]}")

# Counts the instructions of one figure at one parameter of one program, and
# appends `figure=... param=... per=... program=... instructions=<n> operations=<k>`.
count() {
    local program=$1 region=$2 binary=$3 figure=$4 parameter=$5
    local file="$out/callgrind/$program.$figure.$parameter.out" line total
    line=$(valgrind --tool=callgrind --collect-atstart=no --toggle-collect="$region" \
        --callgrind-out-file="$file" --log-file="$file.log" \
        "$binary" --instructions --param "$parameter" "$figure" 2>/dev/null | grep "^figure=$figure ")
    total=$(sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$file")
    [[ -n "$line" && -n "$total" ]] || { say "no count for $program $figure $parameter (see $file.log)"; exit 1; }
    echo "${line/ operations=/ program=$program instructions=$total operations=}" >>"$out/instructions.txt"
}

# The same for the replay of one stream file (its figure is replay.<stem>).
count_stream() {
    local program=$1 region=$2 binary=$3 stream=$4 stem line total file
    stem=$(basename "$stream" .txt)
    file="$out/callgrind/$program.replay.$stem.out"
    line=$(valgrind --tool=callgrind --collect-atstart=no --toggle-collect="$region" \
        --callgrind-out-file="$file" --log-file="$file.log" \
        "$binary" --instructions --replay "$stream" 2>/dev/null | grep "^figure=replay.$stem ")
    total=$(sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$file")
    [[ -n "$line" && -n "$total" ]] || { say "no count for $program $stream (see $file.log)"; exit 1; }
    echo "${line/ operations=/ program=$program instructions=$total operations=}" >>"$out/instructions.txt"
}

if $count_instructions; then
    command -v valgrind >/dev/null || { say "--instructions needs valgrind (apt-get install valgrind)"; exit 1; }
    mkdir -p "$out/callgrind"
    : >"$out/instructions.txt"
    for stream in "${streams[@]}"; do
        say "counting instructions: $stream"
        count_stream ours '*measuredRegion*' "$bench" "$stream"
        count_stream kiwi-cpp '*measured_region*' "$driver" "$stream"
    done
    $run_workloads || instruction_figures=""
    for pair in $instruction_figures; do
        figure=${pair%%:*}
        parameter=${pair##*:}
        if [[ ${#prefixes[@]} -gt 0 ]]; then
            matched=false
            for p in "${prefixes[@]}"; do [[ $figure == "$p"* ]] && matched=true; done
            $matched || continue
        fi
        say "counting instructions: $figure $parameter"
        count ours '*measuredRegion*' "$bench" "$figure" "$parameter"
        count kiwi-cpp '*measured_region*' "$driver" "$figure" "$parameter"
    done
    table_files+=(--instructions "$out/instructions.txt")
fi

echo
"$python" Scripts/compare-table.py "${table_options[@]}" "${table_files[@]}"
