// kiwi-driver: the solver workloads of BENCH.md run on kiwi's C++ core,
// called directly, for a side-by-side comparison with `layout-bench`.
//
// Each workload does the work of its namesake in kiwisolver_workloads.py
// (the reference): the same constraints in the same order with the same
// strengths, the same edits, the same timed region, the same parameters and
// sample counts. Like `layout-bench`, and unlike the reference, a build
// figure runs one untimed build first and an incremental figure runs a
// quarter of a sample's cycles untimed first, so that all three programs
// time the same steady state of the solver.
//
// Usage: kiwi-driver [--quick] [--param N] [--instructions] [PREFIX ...]
//   --quick         fewer samples: max(3, runs / 3) of each figure
//   --param N       only parameter N of each figure (repeatable)
//   --instructions  one sample of each figure, printing its number of
//                   operations instead of times (for callgrind, see below)
//   PREFIX          only the figures whose names start with one of these
//
// Prints one figure a line on stdout, as the reference and layout-bench do:
//   figure=<name> param=<n> per=<unit> median_us=<x> min_us=<y> runs=<k>
// and with --instructions:
//   figure=<name> param=<n> per=<unit> operations=<k>
// Every timed region runs inside measured_region and nothing else does, so
//   valgrind --tool=callgrind --collect-atstart=no
//     --toggle-collect='*measured_region*' kiwi-driver --instructions ...
// collects exactly the timed work; divide its instructions by k.
//
// Build (kiwi is header-only; Scripts/compare-kiwi.sh fetches its headers
// from the kiwisolver source distribution):
//   g++ -O2 -std=c++17 -I <folder holding kiwi/> main.cpp -o kiwi-driver
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

using kiwi::Constraint;
using kiwi::Solver;
using kiwi::Variable;
namespace strength = kiwi::strength;

// MARK: - Command line

struct Options {
    bool quick = false;
    bool count_instructions = false;
    std::vector<std::string> prefixes;
    std::vector<long> parameters;

    bool wants(const std::string& name) const {
        if (prefixes.empty()) return true;
        return std::any_of(prefixes.begin(), prefixes.end(),
                           [&](const std::string& p) { return name.compare(0, p.size(), p) == 0; });
    }

    bool wants(const std::string& name, long parameter) const {
        return wants(name) && (parameters.empty() || std::find(parameters.begin(), parameters.end(),
                                                               parameter) != parameters.end());
    }

    int runs(int n) const { return count_instructions ? 1 : quick ? std::max(3, n / 3) : n; }
};

Options options;

// MARK: - Sampling

using Clock = std::chrono::steady_clock;

// Runs `body`. Every timed region runs in here and nothing else does: never
// inlined, so that callgrind's --toggle-collect can find it by name.
template <class Body>
[[gnu::noinline]] void measured_region(Body&& body) {
    body();
}

// Whether a warm-up run is under way: its timed region runs outside
// measured_region, so that an instruction count collects the samples only.
bool warming_up = false;

// Times one run of `body`, in seconds.
template <class Body>
double timed(Body&& body) {
    auto start = Clock::now();
    if (warming_up) {
        body();
    } else {
        measured_region(body);
    }
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Takes `runs` samples of a workload that times itself, after one untimed run.
template <class Run>
std::vector<double> sample_runs(int runs, Run&& run) {
    warming_up = true;
    run();
    warming_up = false;
    std::vector<double> samples;
    for (int i = 0; i < runs; ++i) samples.push_back(run());
    return samples;
}

// Takes `runs` samples of `cycles` cycles each, after `warm_up` untimed
// cycles; cycle numbers run on through the warm-up and every sample.
// Returns the samples, and sets `cycles_run` to the cycles run in all.
template <class Cycle>
std::vector<double> sample_cycles(int runs, long cycles, long warm_up, long& cycles_run, Cycle&& cycle) {
    for (long k = 0; k < warm_up; ++k) cycle(k);
    std::vector<double> samples;
    long kk = warm_up;
    for (int i = 0; i < runs; ++i) {
        samples.push_back(timed([&] {
            for (long j = 0; j < cycles; ++j) cycle(kk + j);
        }));
        kk += cycles;
    }
    cycles_run = kk;
    return samples;
}

// The median as Python's statistics.median.
double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    size_t mid = values.size() / 2;
    return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

void report(const char* name, long parameter, const char* per, const std::vector<double>& samples, long operations) {
    if (options.count_instructions) {
        std::printf("figure=%s param=%ld per=%s operations=%ld\n", name, parameter, per,
                    operations * static_cast<long>(samples.size()));
    } else {
        std::vector<double> us;
        for (double s : samples) us.push_back(s / static_cast<double>(operations) * 1e6);
        std::printf("figure=%s param=%ld per=%s median_us=%.4f min_us=%.4f runs=%zu\n", name, parameter, per,
                    median(us), *std::min_element(us.begin(), us.end()), us.size());
    }
    std::fflush(stdout);
}

void progress(const char* name, long parameter, int runs) {
    std::fprintf(stderr, "  %s param=%ld: %d samples ...\n", name, parameter, runs);
}

void expect(double actual, double expected, const std::string& what) {
    if (std::fabs(actual - expected) > 1e-6 * std::max(1.0, std::fabs(expected))) {
        throw std::runtime_error("wrong result: " + what + " is " + std::to_string(actual) + ", expected " +
                                 std::to_string(expected));
    }
}

// MARK: - chain.build

// x0 == 0; x[i+1] >= x[i] + 10; x[i+1] == 100(i+1) weak; x0 == 0 weak. The
// variables and constraints are made before the timed region, the solver
// freed after it.
double chain(long n, long& operations) {
    std::vector<Variable> x;
    for (long i = 0; i <= n; ++i) x.emplace_back("x" + std::to_string(i));
    std::vector<Constraint> cns{x[0] == 0};
    for (long i = 0; i < n; ++i) {
        cns.push_back(x[i + 1] >= x[i] + 10);
        cns.push_back((x[i + 1] == 100.0 * static_cast<double>(i + 1)) | strength::weak);
    }
    cns.push_back((x[0] == 0) | strength::weak);
    std::unique_ptr<Solver> solver;
    double t = timed([&] {
        solver = std::make_unique<Solver>();
        for (const Constraint& c : cns) solver->addConstraint(c);
        solver->updateVariables();
    });
    expect(x[n].value(), 100.0 * static_cast<double>(n), "chain.build N=" + std::to_string(n) + ": x[N]");
    operations = static_cast<long>(cns.size());
    return t;
}

// MARK: - The stack

const double edit_strength = strength::create(10, 0, 0);

// top0 == 0; top[i+1] == top[i] + h[i]; h[i] == 20 + i%5 strong; with
// `edits`, an edit variable on every h[i]; updateVariables().
struct Stack {
    Solver solver;
    std::vector<Variable> top, h;
    std::vector<Constraint> cns;

    Stack(long p, bool edits) {
        for (long i = 0; i < p; ++i) top.emplace_back("top" + std::to_string(i));
        for (long i = 0; i < p; ++i) h.emplace_back("h" + std::to_string(i));
        cns.push_back(top[0] == 0);
        for (long i = 0; i + 1 < p; ++i) cns.push_back(top[i + 1] == top[i] + h[i]);
        for (long i = 0; i < p; ++i) cns.push_back((h[i] == 20.0 + static_cast<double>(i % 5)) | strength::strong);
        for (const Constraint& c : cns) solver.addConstraint(c);
        if (edits) {
            for (const Variable& v : h) solver.addEditVariable(v, edit_strength);
        }
        solver.updateVariables();
    }

    // Checks the heights, and every top against the sum of the heights above it.
    void verify(const std::vector<double>& heights, const std::string& figure) const {
        double y = 0;
        for (size_t i = 0; i < h.size(); ++i) {
            expect(top[i].value(), y, figure + ": top" + std::to_string(i));
            expect(h[i].value(), heights[i], figure + ": h" + std::to_string(i));
            y += heights[i];
        }
    }
};

// The stack is freed inside the timed region, as the reference discards it there.
void stack_build(long p, int runs) {
    auto samples = sample_runs(runs, [&] { return timed([&] { Stack stack(p, true); }); });
    Stack stack(p, true);
    stack.verify(std::vector<double>(p, 0.0), "stack.build P=" + std::to_string(p));
    report("stack.build", p, "constraint", samples, 3 * p);
}

void stack_edit(long p) {
    Stack stack(p, true);
    long cycles = p >= 1000 ? 2000 : 10000;
    long cycles_run = 0;
    auto samples = sample_cycles(options.runs(9), cycles, cycles / 4, cycles_run, [&](long k) {
        stack.solver.suggestValue(stack.h[k % p], 30.0 + static_cast<double>(k % 17));
        stack.solver.updateVariables();
    });
    std::vector<double> heights(p, 0.0);
    for (long i = 0; i < std::min(p, cycles_run); ++i) {
        long k = i + (cycles_run - 1 - i) / p * p;
        heights[i] = 30.0 + static_cast<double>(k % 17);
    }
    stack.verify(heights, "stack.edit P=" + std::to_string(p));
    report("stack.edit", p, "cycle", samples, cycles);
}

// kiwi has no way to change a constraint's constant: remove it and add a new one.
void stack_constant(long p, long cycles) {
    Stack stack(p, false);
    Variable v = stack.h[p / 2];
    Constraint current = stack.cns[p + p / 2];
    long cycles_run = 0;
    auto samples = sample_cycles(options.runs(7), cycles, cycles / 4, cycles_run, [&](long k) {
        stack.solver.removeConstraint(current);
        current = (v == 30.0 + static_cast<double>(k % 17)) | strength::strong;
        stack.solver.addConstraint(current);
        stack.solver.updateVariables();
    });
    std::vector<double> heights;
    for (long i = 0; i < p; ++i) heights.push_back(20.0 + static_cast<double>(i % 5));
    heights[p / 2] = 30.0 + static_cast<double>((cycles_run - 1) % 17);
    stack.verify(heights, "stack.constant P=" + std::to_string(p));
    report("stack.constant", p, "cycle", samples, cycles);
}

// MARK: - form.resize

// r rows of a label and a field in a container whose size is edited.
struct Form {
    Solver solver;
    Variable cw{"cw"}, ch{"ch"};
    std::vector<Variable> label_top, field_width;
    long rows;

    explicit Form(long r) : rows(r) {
        Variable cl("cl"), ct("ct");
        auto add = [&](const Constraint& c) { solver.addConstraint(c); };
        add(cl == 0);
        add(ct == 0);
        Variable prev_top, prev_height;
        for (long i = 0; i < r; ++i) {
            std::string l = "l" + std::to_string(i), f = "f" + std::to_string(i);
            Variable ll(l + "x"), lt(l + "y"), lw(l + "w"), lh(l + "h");
            Variable fl(f + "x"), ft(f + "y"), fw(f + "w"), fh(f + "h");
            add(ll == cl + 16);
            add(fl == ll + lw + 8);
            add(fl + fw == cl + cw - 16);
            add((lw == 100) | strength::strong);
            add((lh == 30) | strength::strong);
            add(fh == lh);
            add(fw >= 50);
            add(i == 0 ? lt == ct + 16 : lt == prev_top + prev_height + 8);
            add(ft == lt);
            prev_top = lt;
            prev_height = lh;
            label_top.push_back(lt);
            field_width.push_back(fw);
        }
        add(ct + ch >= prev_top + prev_height + 16);
        solver.addEditVariable(cw, strength::strong);
        solver.addEditVariable(ch, strength::strong);
        solver.updateVariables();
    }

    void verify(double width, double height, const std::string& figure) const {
        double bottom = 16 + static_cast<double>(rows - 1) * 38 + 30;
        expect(cw.value(), width, figure + ": cw");
        expect(ch.value(), std::max(height, bottom + 16), figure + ": ch");
        for (long i = 0; i < rows; ++i) {
            expect(label_top[i].value(), 16 + static_cast<double>(i) * 38, figure + ": label top");
            expect(field_width[i].value(), width - 140, figure + ": field width");
        }
    }
};

const double sizes[6][2] = {{320, 568}, {375, 667}, {414, 896}, {768, 1024}, {1024, 768}, {1366, 1024}};

void form_resize(long r) {
    Form form(r);
    long cycles = r <= 10 ? 6000 : 1200;
    long cycles_run = 0;
    auto samples = sample_cycles(options.runs(9), cycles, cycles / 4, cycles_run, [&](long k) {
        const double* size = sizes[k % 6];
        form.solver.suggestValue(form.cw, size[0]);
        form.solver.suggestValue(form.ch, size[1]);
        form.solver.updateVariables();
    });
    const double* last = sizes[(cycles_run - 1) % 6];
    form.verify(last[0], last[1], "form.resize R=" + std::to_string(r));
    report("form.resize", r, "cycle", samples, cycles);
}

const char* usage = "usage: kiwi-driver [--quick] [--param N] [--instructions] [PREFIX ...]";

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--quick") {
            options.quick = true;
        } else if (a == "--instructions") {
            options.count_instructions = true;
        } else if (a == "--param" && i + 1 < argc) {
            char* end = nullptr;
            long value = std::strtol(argv[++i], &end, 10);
            if (*argv[i] == '\0' || *end != '\0') {
                std::fprintf(stderr, "Error: --param: '%s' is not an integer\n%s\n", argv[i], usage);
                return 64;
            }
            options.parameters.push_back(value);
        } else if (a == "--help" || a == "-h") {
            std::printf("%s\n", usage);
            return 0;
        } else if (!a.empty() && a[0] == '-') {
            std::fprintf(stderr, "Error: unknown option '%s'\n%s\n", a.c_str(), usage);
            return 64;
        } else {
            options.prefixes.push_back(a);
        }
    }
    std::fprintf(stderr, "kiwi-driver: kiwi %s, %s\n", KIWI_VERSION,
                 options.count_instructions ? "counting instructions, one sample of each figure"
                 : options.quick            ? "quick run, times in µs per operation"
                                            : "full run, times in µs per operation");
    try {
        // The reference's order.
        const std::pair<long, int> chains[] = {{100, 31}, {1000, 9}, {5000, 3}};
        for (auto [n, k] : chains) {
            if (!options.wants("chain.build", n)) continue;
            progress("chain.build", n, options.runs(k));
            long operations = 0;
            auto samples = sample_runs(options.runs(k), [&] { return chain(n, operations); });
            report("chain.build", n, "constraint", samples, operations);
        }
        for (long p : {7L, 100L, 1000L}) {
            if (options.wants("stack.build", p)) {
                int runs = options.runs(p == 7 ? 31 : p == 100 ? 9 : 3);
                progress("stack.build", p, runs);
                stack_build(p, runs);
            }
            if (options.wants("stack.edit", p)) {
                progress("stack.edit", p, options.runs(9));
                stack_edit(p);
            }
        }
        const std::pair<long, long> constants[] = {{7, 10000}, {30, 2000}, {100, 200}};
        for (auto [p, cycles] : constants) {
            if (!options.wants("stack.constant", p)) continue;
            progress("stack.constant", p, options.runs(7));
            stack_constant(p, cycles);
        }
        for (long r : {10L, 100L}) {
            if (!options.wants("form.resize", r)) continue;
            progress("form.resize", r, options.runs(9));
            form_resize(r);
        }
    } catch (const std::exception& error) {
        std::fprintf(stderr, "kiwi-driver: %s\n", error.what());
        return 1;
    }
    return 0;
}
