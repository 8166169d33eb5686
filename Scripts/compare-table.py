#!/usr/bin/env python3
"""One table of ours beside kiwi's C++ core and kiwisolver, by time and by
instructions, from the outputs that Scripts/compare-kiwi.sh collects.

Usage:
    compare-table.py --ours FILE... --kiwi-cpp FILE... [--kiwisolver FILE...]
                     [--instructions FILE] [--markdown]

Each timing FILE holds figure lines
    figure=<name> param=<n> per=<unit> median_us=<x> min_us=<y> runs=<k>
(one file a pass; with several passes, a figure's time is the median of its
medians). The instructions FILE holds lines
    figure=<name> param=<n> per=<unit> program=<ours|kiwi-cpp> instructions=<n> operations=<k>
and a figure's count is instructions / operations.

Prints, for every figure that kiwi's C++ core measured, in layout-bench's
order, the medians in µs of
ours, kiwi C++ and kiwisolver, ours / kiwi C++, and where counted the
instructions per operation of ours and kiwi C++ and their ratio; then the
geometric means of the ratios. Below 1 means ours is faster (or does less).
"""
import argparse
import math
import re
import statistics
import sys

TIME = re.compile(r"figure=(\S+) param=(\S+) per=(\S+) median_us=([0-9.eE+-]+)")
COUNT = re.compile(r"figure=(\S+) param=(\S+) per=(\S+) program=(\S+) instructions=(\d+) operations=(\d+)")


def read_times(paths):
    """(figure, param) -> (per, median of the files' medians), in the order of the first file."""
    medians, units = {}, {}
    for path in paths:
        with open(path) as f:
            for line in f:
                m = TIME.search(line)
                if m:
                    key = (m.group(1), m.group(2))
                    units[key] = m.group(3)
                    medians.setdefault(key, []).append(float(m.group(4)))
    return {key: (units[key], statistics.median(values)) for key, values in medians.items()}


def read_counts(path):
    """(program, figure, param) -> instructions per operation."""
    counts = {}
    if path:
        with open(path) as f:
            for line in f:
                m = COUNT.search(line)
                if m:
                    counts[(m.group(4), m.group(1), m.group(2))] = int(m.group(5)) / int(m.group(6))
    return counts


def number(x):
    """A figure with three significant digits, thousands separated."""
    if x is None:
        return "—"
    if x >= 1000:
        return f"{x:,.0f}"
    digits = max(0, 2 - int(math.floor(math.log10(x)))) if x > 0 else 0
    return f"{x:.{digits}f}"


def ratio(a, b):
    return a / b if a is not None and b else None


def geometric_mean(values):
    values = [v for v in values if v]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def main():
    parser = argparse.ArgumentParser(description="ours beside kiwi C++ and kiwisolver")
    parser.add_argument("--ours", nargs="+", required=True)
    parser.add_argument("--kiwi-cpp", nargs="+", required=True)
    parser.add_argument("--kiwisolver", nargs="+", default=[])
    parser.add_argument("--instructions")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()

    ours, cpp, python = read_times(args.ours), read_times(args.kiwi_cpp), read_times(args.kiwisolver)
    counts = read_counts(args.instructions)
    # Ours's order (the workloads' order in layout-bench), then kiwi's for any other.
    keys = [k for k in list(ours) + [k for k in cpp if k not in ours] if k in cpp]
    if not keys:
        print("no figure of kiwi's C++ core to compare", file=sys.stderr)
        return 1

    header = ["figure", "param", "per", "ours µs", "kiwi C++ µs", "ours/C++"]
    if args.kiwisolver:
        header += ["kiwisolver µs", "ours/kiwisolver"]
    if counts:
        header += ["ours instr", "kiwi C++ instr", "ours/C++ instr"]
    rows, time_ratios, python_ratios, count_ratios = [], [], [], []
    for key in keys:
        per = cpp[key][0]
        o = ours.get(key, (None, None))[1]
        c = cpp[key][1]
        row = [key[0], key[1], per, number(o), number(c), number(ratio(o, c))]
        time_ratios.append(ratio(o, c))
        if args.kiwisolver:
            p = python.get(key, (None, None))[1]
            row += [number(p), number(ratio(o, p))]
            python_ratios.append(ratio(o, p))
        if counts:
            oi, ci = counts.get(("ours",) + key), counts.get(("kiwi-cpp",) + key)
            row += [number(oi), number(ci), number(ratio(oi, ci))]
            count_ratios.append(ratio(oi, ci))
        rows.append(row)

    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "|".join("---" for _ in header) + "|")
        for row in rows:
            print("| " + " | ".join([f"`{row[0]}`"] + row[1:]) + " |")
    else:
        widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
        for line in [header] + rows:
            print("  ".join(cell.ljust(w) if i < 3 else cell.rjust(w) for i, (cell, w) in enumerate(zip(line, widths))))
    print()
    for name, values in (("time ours/kiwi C++", time_ratios), ("time ours/kiwisolver", python_ratios),
                         ("instructions ours/kiwi C++", count_ratios)):
        mean = geometric_mean(values)
        if mean is not None:
            print(f"geometric mean of {name} over {sum(1 for v in values if v)} figures: {mean:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
