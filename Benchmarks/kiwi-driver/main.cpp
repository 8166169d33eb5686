// kiwi-driver: the solver workloads of `layout-bench` run on kiwi's C++ core,
// called directly, for a side-by-side comparison with `layout-bench`.
//
// Each workload does the work of its namesake in layout-bench and in
// Benchmarks/kiwisolver/workloads.py: the same constraints in the same order
// with the same strengths, the same edits, the same timed region, the same
// parameters and sample counts. Like `layout-bench`, and unlike the Python
// workloads, a build figure runs one untimed build first and an incremental
// figure runs a quarter of a sample's cycles untimed first, so that both
// time the same steady state of the solver.
//
// Usage: kiwi-driver [--quick] [--param N] [--instructions] [PREFIX ...]
//        kiwi-driver [--quick] [--instructions] --replay FILE ...
//   --quick         fewer samples: max(3, runs / 3) of each figure
//   --param N       only parameter N of each figure (repeatable)
//   --instructions  one sample of each figure, printing its number of
//                   operations instead of times (for callgrind, see below)
//   --replay FILE   instead of the workloads, replay the solver stream in
//                   FILE (repeatable; see "Solver streams" below), as
//                   `layout-bench --replay FILE` does in our solver
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
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

using kiwi::Constraint;
using kiwi::Expression;
using kiwi::Solver;
using kiwi::Variable;
namespace strength = kiwi::strength;

// MARK: - Command line

struct Options {
    bool quick = false;
    bool count_instructions = false;
    std::vector<std::string> replays;
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


// MARK: - Solver streams

// A solver stream (Tests/Differential/README.md, "Solver streams") recorded
// from the kit by `layout-bench --record NAME`: every call its solvers
// received. Replayed here with kiwi's own calls, made on variables and
// constraints built before the timed region:
// - `solver n V C`: the room for V variables and C constraints that our
//   engine makes beforehand has no kiwi counterpart and is left out;
// - `setconst c k` is kiwi's remove of the constraint that solver holds for
//   `c` and add of a new one with constant k (kiwi has no setConstant); a
//   later `remove c` or `setconst c` there removes that new one, and
//   `readd c` adds `c` as it was made, as our solver does;
// - strengths: `required`, `strong`, `medium`, `weak` and `a,b,c,w` are
//   kiwi's own; `L:w` on level 0 is the kiwi weight w. A strict level L >= 1
//   (ours: any error on a lower level is accepted to remove error on a
//   higher one) has no kiwi equivalent; it becomes the weight
//   w * step^rank, rank = 1, 2, ... R for the stream's R distinct strict
//   levels from the lowest, step = min(1000, floor((5e8)^(1/R))): kiwi's
//   own factor of 1000 between weak, medium and strong while the levels fit
//   in it, and otherwise the largest step that keeps the highest level
//   (with weights up to 2, the kit's tie-breaks are below 1) under kiwi's
//   required strength of 1,001,001,000. Higher levels then dominate lower
//   ones unless the lower ones' errors add up to more than `step` times the
//   higher's (55 for the five levels of the stack card): enough for the
//   kit's streams, where both solvers publish the same values (the sums
//   printed on standard error agree).
struct StreamCall {
    enum Kind { NewSolver, Use, Add, Remove, SetConstant, Edit, Unedit, Suggest, Update, Reset } kind;
    size_t solver = 0;      // Use: the solver's index
    Constraint constraint;  // Add, Remove; SetConstant: the one added
    Constraint removed;     // SetConstant: the one removed first
    Variable variable;      // Edit, Unedit, Suggest
    double value = 0;       // Edit: the strength; Suggest: the value
};

struct Stream {
    std::string name;  // replay.<the file's name without folder and .txt>
    std::vector<Variable> variables;
    std::vector<StreamCall> calls;
    long call_count = 0;  // the calls but `use`, as layout-bench counts them
    size_t levels = 0;    // R, the number of distinct strict levels
    double step = 1000;
};

[[noreturn]] void stream_error(const std::string& path, long line, const std::string& reason) {
    throw std::runtime_error(path + ":" + std::to_string(line) + ": " + reason);
}

Stream read_stream(const std::string& path) {
    std::ifstream file(path);
    if (!file) throw std::runtime_error("cannot read " + path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(file, line);) lines.push_back(line);

    Stream stream;
    size_t slash = path.find_last_of('/');
    std::string stem = slash == std::string::npos ? path : path.substr(slash + 1);
    if (stem.size() > 4 && stem.compare(stem.size() - 4, 4, ".txt") == 0) stem.resize(stem.size() - 4);
    stream.name = "replay." + stem;

    auto fields_of = [](const std::string& line) {
        std::vector<std::string> f;
        std::istringstream in(line);
        for (std::string word; in >> word;) f.push_back(word);
        return f;
    };
    // The strict levels, first: a level's kiwi weight depends on all of them.
    std::set<long> strict;
    for (const std::string& line : lines) {
        auto f = fields_of(line);
        const std::string* s = nullptr;
        if (f.size() > 3 && f[0] == "add") s = &f[3];
        if (f.size() > 2 && f[0] == "edit") s = &f[2];
        if (s == nullptr) continue;
        size_t colon = s->find(':');
        if (colon != std::string::npos && std::stol(s->substr(0, colon)) >= 1) strict.insert(std::stol(s->substr(0, colon)));
    }
    stream.levels = strict.size();
    if (!strict.empty()) {
        stream.step = std::min(1000.0, std::floor(std::pow(5e8, 1.0 / static_cast<double>(strict.size()))));
    }
    std::map<long, double> level_weight;
    double factor = 1;
    for (long level : strict) {
        factor *= stream.step;
        level_weight[level] = factor;
    }

    std::unordered_map<std::string, Variable> variables;
    std::unordered_map<std::string, Constraint> made;  // each constraint as made
    // What each solver holds for each constraint id: what `remove` removes.
    std::vector<std::unordered_map<std::string, Constraint>> held;
    size_t current = 0;
    long number = 0;
    for (const std::string& line : lines) {
        ++number;
        auto f = fields_of(line);
        if (f.empty() || f[0][0] == '#') continue;
        auto need = [&](size_t n) {
            if (f.size() < n) stream_error(path, number, "'" + f[0] + "' needs " + std::to_string(n - 1) + " fields");
        };
        auto variable = [&](const std::string& name) {
            auto found = variables.find(name);
            if (found == variables.end()) stream_error(path, number, "undeclared variable " + name);
            return found->second;
        };
        auto strength_of = [&](const std::string& text) -> double {
            if (text == "required") return strength::required;
            if (text == "strong") return strength::strong;
            if (text == "medium") return strength::medium;
            if (text == "weak") return strength::weak;
            size_t colon = text.find(':');
            if (colon != std::string::npos) {
                long level = std::stol(text.substr(0, colon));
                double weight = std::stod(text.substr(colon + 1));
                return strength::clip(level >= 1 ? weight * level_weight[level] : weight);
            }
            double p[4];
            if (std::sscanf(text.c_str(), "%lf,%lf,%lf,%lf", &p[0], &p[1], &p[2], &p[3]) != 4) {
                stream_error(path, number, "not a strength: " + text);
            }
            return strength::create(p[0], p[1], p[2], p[3]);
        };
        auto in_solver = [&]() -> std::unordered_map<std::string, Constraint>& {
            if (held.empty()) stream_error(path, number, "a call before any solver");
            return held[current];
        };
        // The constraint a solver holds for `id`, or `id` as made (kiwi refuses it as unknown).
        auto held_for = [&](const std::string& id) {
            auto& mine = in_solver();
            auto found = mine.find(id);
            if (found != mine.end()) return found->second;
            auto original = made.find(id);
            return original != made.end() ? original->second : Constraint(Expression(0.0), kiwi::OP_EQ);
        };
        StreamCall call{};
        const std::string& command = f[0];
        if (command == "var") {
            need(2);
            variables[f[1]] = Variable(f[1]);
            stream.variables.push_back(variables[f[1]]);
            continue;
        } else if (command == "solver") {
            held.emplace_back();
            current = held.size() - 1;
            call.kind = StreamCall::NewSolver;
        } else if (command == "use") {
            need(2);
            size_t n = std::stoul(f[1]);
            if (n < 1 || n > held.size()) stream_error(path, number, "no solver " + f[1]);
            current = n - 1;
            call.kind = StreamCall::Use;
            call.solver = current;
        } else if (command == "add") {
            need(5);
            kiwi::RelationalOperator op = f[2] == "==" ? kiwi::OP_EQ : f[2] == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
            std::vector<kiwi::Term> terms;
            for (size_t i = 5; i + 1 < f.size(); i += 2) terms.emplace_back(variable(f[i + 1]), std::stod(f[i]));
            Constraint c(Expression(std::move(terms), std::stod(f[4])), op, strength_of(f[3]));
            made[f[1]] = c;
            in_solver()[f[1]] = c;
            call.kind = StreamCall::Add;
            call.constraint = c;
        } else if (command == "readd") {
            need(2);
            auto original = made.find(f[1]);
            if (original == made.end()) stream_error(path, number, "undefined constraint " + f[1]);
            in_solver()[f[1]] = original->second;
            call.kind = StreamCall::Add;
            call.constraint = original->second;
        } else if (command == "remove") {
            need(2);
            call.kind = StreamCall::Remove;
            call.constraint = held_for(f[1]);
            in_solver().erase(f[1]);
        } else if (command == "setconst") {
            need(3);
            call.kind = StreamCall::SetConstant;
            call.removed = held_for(f[1]);
            const Constraint& before = call.removed;
            Expression changed(before.expression().terms(), std::stod(f[2]));
            call.constraint = Constraint(changed, before.op(), before.strength());
            in_solver()[f[1]] = call.constraint;
        } else if (command == "edit") {
            need(3);
            call.kind = StreamCall::Edit;
            call.variable = variable(f[1]);
            call.value = strength_of(f[2]);
        } else if (command == "unedit") {
            need(2);
            call.kind = StreamCall::Unedit;
            call.variable = variable(f[1]);
        } else if (command == "suggest") {
            need(3);
            call.kind = StreamCall::Suggest;
            call.variable = variable(f[1]);
            call.value = std::stod(f[2]);
        } else if (command == "update") {
            call.kind = StreamCall::Update;
        } else if (command == "reset") {
            in_solver().clear();
            call.kind = StreamCall::Reset;
        } else {
            stream_error(path, number, "unknown command '" + command + "'");
        }
        if (call.kind != StreamCall::Use) ++stream.call_count;
        stream.calls.push_back(std::move(call));
    }
    return stream;
}

// Makes every call of the stream on solvers made, and freed, in here.
// Returns the number of calls that kiwi refused (threw for).
long replay(const Stream& stream) {
    std::vector<std::unique_ptr<Solver>> solvers;
    Solver* solver = nullptr;
    long refused = 0;
    for (const StreamCall& call : stream.calls) {
        try {
            switch (call.kind) {
            case StreamCall::NewSolver:
                solvers.push_back(std::make_unique<Solver>());
                solver = solvers.back().get();
                break;
            case StreamCall::Use: solver = solvers[call.solver].get(); break;
            case StreamCall::Add: solver->addConstraint(call.constraint); break;
            case StreamCall::Remove: solver->removeConstraint(call.constraint); break;
            case StreamCall::SetConstant:
                solver->removeConstraint(call.removed);
                solver->addConstraint(call.constraint);
                break;
            case StreamCall::Edit: solver->addEditVariable(call.variable, call.value); break;
            case StreamCall::Unedit: solver->removeEditVariable(call.variable); break;
            case StreamCall::Suggest: solver->suggestValue(call.variable, call.value); break;
            case StreamCall::Update: solver->updateVariables(); break;
            case StreamCall::Reset: solver->reset(); break;
            }
        } catch (const std::exception&) {
            ++refused;
        }
    }
    return refused;
}

// The figure replay.<stem>, param = the stream's number of calls, per
// stream. Every sample must refuse as many calls as the first replay; the
// sum of the variables' final values goes to standard error, to set beside
// layout-bench's.
void replay_figure(const std::string& path) {
    Stream stream = read_stream(path);
    long refused = replay(stream);
    double sum = 0;
    for (const Variable& v : stream.variables) sum += v.value();
    std::fprintf(stderr, "  %s: %ld calls, %zu strict levels (step %g), %ld refused, sum of values %.6f\n",
                 stream.name.c_str(), stream.call_count, stream.levels, stream.step, refused, sum);
    int runs = options.runs(9);
    progress(stream.name.c_str(), stream.call_count, runs);
    std::vector<long> counts;
    auto samples = sample_runs(runs, [&] {
        long now = 0;
        double time = timed([&] { now = replay(stream); });
        counts.push_back(now);
        return time;
    });
    for (long count : counts) expect(static_cast<double>(count), static_cast<double>(refused), stream.name + ": calls refused");
    report(stream.name.c_str(), stream.call_count, "stream", samples, 1);
}

const char* usage =
    "usage: kiwi-driver [--quick] [--param N] [--instructions] [PREFIX ...]\n"
    "       kiwi-driver [--quick] [--instructions] --replay FILE ...";

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--quick") {
            options.quick = true;
        } else if (a == "--instructions") {
            options.count_instructions = true;
        } else if (a == "--replay" && i + 1 < argc) {
            options.replays.push_back(argv[++i]);
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
        if (!options.replays.empty()) {
            for (const std::string& path : options.replays) replay_figure(path);
            return 0;
        }
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
