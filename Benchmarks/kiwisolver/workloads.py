#!/usr/bin/env python3
"""The solver's workloads of `layout-bench` run on kiwisolver (kiwi's C++ core
through its Python binding), for `Scripts/compare-kiwi.sh`.

Each workload builds the constraints that its `layout-bench` twin builds
(Benchmarks/layout-bench/SolverWorkloads.swift), in the same order, with the
same parameters, samples and cycles, times the same region, checks the result,
and prints one line a figure in the format of `layout-bench`:

    figure=<name> param=<n> per=<unit> median_us=<x> min_us=<y> runs=<k>

Usage: python3 Benchmarks/kiwisolver/workloads.py [--quick] [PREFIX ...]
Needs: pip install kiwisolver
"""
import statistics
import sys
import time

from kiwisolver import Solver, Variable, strength

now = time.perf_counter
# An edit outweighs a strong preference ten times over, as in layout-bench.
EDIT_STRENGTH = strength.create(10, 0, 0)
# The screen sizes `form.resize` cycles through, as (width, height).
SCREEN_SIZES = [(320, 568), (375, 667), (414, 896), (768, 1024), (1024, 768), (1366, 1024)]


class Options:
    """The command line: `--quick` and figure-name prefixes."""

    def __init__(self, arguments):
        self.quick = "--quick" in arguments
        self.prefixes = [a for a in arguments if not a.startswith("--")]

    def wants(self, figure):
        return not self.prefixes or any(figure.startswith(p) for p in self.prefixes)

    def samples(self, full):
        return max(3, full // 3) if self.quick else full


def print_figure(figure, param, per, seconds, operations):
    micros = [s / operations * 1e6 for s in seconds]
    print(
        f"figure={figure} param={param} per={per} median_us={statistics.median(micros):.4f} "
        f"min_us={min(micros):.4f} runs={len(micros)}",
        flush=True,
    )


def chain_build(links):
    """x0 == 0; x[i+1] >= x[i] + 10; x[i+1] == 100(i+1) weak; x0 == 0 weak.
    Times a new solver taking every constraint, then updateVariables()."""
    x = [Variable(f"x{i}") for i in range(links + 1)]
    constraints = [x[0] == 0]
    for i in range(links):
        constraints.append(x[i + 1] >= x[i] + 10)
        constraints.append((x[i + 1] == 100.0 * (i + 1)) | "weak")
    constraints.append((x[0] == 0) | "weak")
    start = now()
    solver = Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    took = now() - start
    if abs(x[links].value() - 100.0 * links) > 1e-6:
        sys.exit(f"chain.build {links}: x{links} is {x[links].value()}")
    return took, len(constraints)


class PanelStack:
    """A vertical stack of panels: top0 == 0; top[i+1] == top[i] + h[i]
    (required); h[i] == 20 + i%5 (strong); with edits, an edit variable on
    every height."""

    def __init__(self, panels, edits):
        self.top = [Variable(f"top{i}") for i in range(panels)]
        self.height = [Variable(f"h{i}") for i in range(panels)]
        self.constraints = [self.top[0] == 0]
        self.constraints += [self.top[i + 1] == self.top[i] + self.height[i] for i in range(panels - 1)]
        self.preferences = [(self.height[i] == 20.0 + i % 5) | "strong" for i in range(panels)]
        self.solver = Solver()
        for constraint in self.constraints + self.preferences:
            self.solver.addConstraint(constraint)
        if edits:
            for height in self.height:
                self.solver.addEditVariable(height, EDIT_STRENGTH)
        self.solver.updateVariables()


def form(rows):
    """A form of label and field rows in a container whose width and height are
    edited at strong strength."""
    solver = Solver()
    width, height = Variable("cw"), Variable("ch")
    left, top = Variable("cl"), Variable("ct")
    add = solver.addConstraint
    add(left == 0)
    add(top == 0)
    above = None
    for i in range(rows):
        label_x, label_y, label_w, label_h = (Variable(f"l{i}{k}") for k in "xywh")
        field_x, field_y, field_w, field_h = (Variable(f"f{i}{k}") for k in "xywh")
        add(label_x == left + 16)
        add(field_x == label_x + label_w + 8)
        add(field_x + field_w == left + width - 16)
        add((label_w == 100) | "strong")
        add((label_h == 30) | "strong")
        add(field_h == label_h)
        add(field_w >= 50)
        add(label_y == (top + 16 if above is None else above[0] + above[1] + 8))
        add(field_y == label_y)
        above = (label_y, label_h)
    add(top + height >= above[0] + above[1] + 16)
    solver.addEditVariable(width, "strong")
    solver.addEditVariable(height, "strong")
    solver.updateVariables()
    return solver, width, height


def timed_cycles(samples, cycles, cycle):
    """Runs `samples` samples of `cycles` calls of cycle(k), k counting on
    across samples, and returns each sample's seconds."""
    seconds, k = [], 0
    for _ in range(samples):
        start = now()
        for j in range(cycles):
            cycle(k + j)
        seconds.append(now() - start)
        k += cycles
    return seconds


def run(options):
    for links, samples in ((100, 31), (1000, 9), (5000, 3)):
        if options.wants("chain.build"):
            results = [chain_build(links) for _ in range(options.samples(samples))]
            print_figure("chain.build", links, "constraint", [t for t, _ in results], results[0][1])

    for panels, samples in ((7, 31), (100, 9), (1000, 3)):
        if options.wants("stack.build"):
            seconds = []
            for _ in range(options.samples(samples)):
                start = now()
                PanelStack(panels, edits=True)
                seconds.append(now() - start)
            print_figure("stack.build", panels, "constraint", seconds, 3 * panels)
        if options.wants("stack.edit"):
            stack = PanelStack(panels, edits=True)
            suggest, update = stack.solver.suggestValue, stack.solver.updateVariables

            def edit(k, stack=stack, suggest=suggest, update=update, panels=panels):
                suggest(stack.height[k % panels], 30.0 + k % 17)
                update()

            cycles = 2000 if panels >= 1000 else 10000
            print_figure("stack.edit", panels, "cycle", timed_cycles(options.samples(9), cycles, edit), cycles)

    for panels, cycles in ((7, 10000), (30, 2000), (100, 200)):
        if not options.wants("stack.constant"):
            continue
        stack = PanelStack(panels, edits=False)
        middle = panels // 2
        current = [stack.preferences[middle]]

        def replace(k, stack=stack, middle=middle, current=current):
            stack.solver.removeConstraint(current[0])
            current[0] = (stack.height[middle] == 30.0 + k % 17) | "strong"
            stack.solver.addConstraint(current[0])
            stack.solver.updateVariables()

        print_figure("stack.constant", panels, "cycle", timed_cycles(options.samples(7), cycles, replace), cycles)

    for rows in (10, 100):
        if not options.wants("form.resize"):
            continue
        solver, width, height = form(rows)

        def resize(k, solver=solver, width=width, height=height):
            w, h = SCREEN_SIZES[k % len(SCREEN_SIZES)]
            solver.suggestValue(width, w)
            solver.suggestValue(height, h)
            solver.updateVariables()

        cycles = 6000 if rows <= 10 else 1200
        print_figure("form.resize", rows, "cycle", timed_cycles(options.samples(9), cycles, resize), cycles)


if __name__ == "__main__":
    run(Options(sys.argv[1:]))
