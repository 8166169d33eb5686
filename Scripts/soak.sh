#!/usr/bin/env bash
# Long runs that must keep memory flat (not part of CI: they take minutes).
#
# Usage: Scripts/soak.sh [--quick] [--fuzz-time SECONDS | --no-fuzz]
#   --quick       a tenth of the operations of each run
#   --fuzz-time   how long the scene fuzzer runs (default: 300 s)
#   --no-fuzz     skip the scene fuzzer
#
# 1. `layout-bench --soak`, built in release mode: a million solver cycles,
#    100,000 stack toggles, 100,000 ticks of a 100,000-item collection
#    with a carousel section every 100 items, and 100,000 animated snapshots
#    of a 1,000-item diffable list. Each prints its resident memory after a
#    warm-up, its growth over the rest of the run (in all and
#    per operation) and the process's peak; a run that keeps more than 4 MiB
#    after its warm-up is GROWING, and fails the script.
# 2. The scene fuzzer (Scripts/fuzz.sh scene) with its memory limits (1 GB
#    in all, 256 MB an allocation): a scene that exhausts memory fails it.
#    Its peak resident memory is printed from libFuzzer's final statistics.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

quick=()
fuzz_time=300
fuzz=true
while [[ $# -gt 0 ]]; do
    case "$1" in
        --quick) quick=(--quick); shift ;;
        --fuzz-time) fuzz_time=$2; shift 2 ;;
        --no-fuzz) fuzz=false; shift ;;
        -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "soak.sh: unknown argument $1" >&2; exit 64 ;;
    esac
done

status=0
swift build -c release --product layout-bench
bin="$(swift build -c release --show-bin-path)"
echo "soak.sh: layout-bench --soak ${quick[*]}"
if ! "$bin/layout-bench" --soak "${quick[@]}"; then
    echo "soak.sh: memory grew (or a result was wrong) in layout-bench --soak" >&2
    status=1
fi

if $fuzz; then
    log=.build/fuzz/soak-scene.log
    mkdir -p .build/fuzz
    echo "soak.sh: scene fuzzer for $fuzz_time s"
    if Scripts/fuzz.sh --time "$fuzz_time" scene >"$log" 2>&1; then
        result=flat
    else
        result=FAILED
        status=1
    fi
    peak=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    echo "soak=scene.fuzz seconds=$fuzz_time executions=${runs:-?} peak_rss_mb=${peak:-?} $result"
    [[ $result == flat ]] || echo "soak.sh: the scene fuzzer failed; see $log" >&2
fi
exit $status
