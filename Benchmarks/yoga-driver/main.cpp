// yoga-driver: the stack workloads of `layout-bench` run on Yoga's C++ core
// (Facebook's flexbox engine), for Scripts/compare-yoga.sh.
//
// Each workload lays out what its namesake in layout-bench lays out, as a
// flexbox column: a 390-wide root holding a column as wide as the root with
// P children; child i measures (through a measure function, as an intrinsic
// size) 20 + i % 5 high and, for build2d, 100 + i % 7 wide, and is stretched
// to the column's width; children are 8 apart (a top margin on every child
// but the first, as this Yoga has no gap). The timed regions are the same:
//   stack.views.build    making the nodes and the first layout, per view
//   stack.views.build2d  the same with widths measured too, per view
//   stack.views.toggle   hiding or showing child k % P (display none), then
//                        the layout, per toggle
// Like layout-bench, a build figure runs one untimed build first and a
// toggle figure a quarter of a sample's cycles.
//
// Usage: yoga-driver [--quick] [--param N] [--instructions] [PREFIX ...]
//   --quick         fewer samples: max(3, runs / 3) of each figure
//   --param N       run only parameter N of each figure (repeatable)
//   --instructions  one sample of each figure, printing its number of
//                   operations; run under
//                     valgrind --tool=callgrind --collect-atstart=no \
//                       --toggle-collect='*measured_region*' yoga-driver --instructions ...
//                   and divide the instructions collected by the operations.
// Prints layout-bench's figure lines:
//   figure=<name> param=<n> per=<unit> median_us=<x> min_us=<y> runs=<k>
// and with --instructions:
//   figure=<name> param=<n> per=<unit> operations=<k>
#include <yoga/Yoga.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

// MARK: - Command line

struct Options {
    bool quick = false;
    bool count_instructions = false;
    std::vector<std::string> prefixes;
    std::vector<long> parameters;

    // As in layout-bench, a figure's whole name selects that figure only
    // (`stack.views.build` is not also `stack.views.build2d`); any other
    // word selects the figures whose names start with it.
    bool wants(const std::string& name, long parameter) const {
        static const std::string figures[] = {"stack.views.build", "stack.views.build2d", "stack.views.toggle"};
        auto selects = [&](const std::string& p) {
            bool whole = std::find(std::begin(figures), std::end(figures), p) != std::end(figures);
            return whole ? name == p : name.compare(0, p.size(), p) == 0;
        };
        bool named = prefixes.empty() || std::any_of(prefixes.begin(), prefixes.end(), selects);
        return named && (parameters.empty() ||
                         std::find(parameters.begin(), parameters.end(), parameter) != parameters.end());
    }

    int runs(int n) const { return count_instructions ? 1 : quick ? std::max(3, n / 3) : n; }
};

Options options;

// MARK: - Sampling

using Clock = std::chrono::steady_clock;

// Runs `body`: every timed region runs in here and nothing else does, never
// inlined, so that callgrind's --toggle-collect finds it by name.
template <class Body>
[[gnu::noinline]] void measured_region(Body&& body) {
    body();
}

template <class Body>
double timed(bool warming_up, Body&& body) {
    auto start = Clock::now();
    if (warming_up) {
        body();
    } else {
        measured_region(body);
    }
    return std::chrono::duration<double>(Clock::now() - start).count();
}

void print_figure(const char* name, long param, const char* per, std::vector<double> seconds, long operations) {
    if (options.count_instructions) {
        std::printf("figure=%s param=%ld per=%s operations=%ld\n", name, param, per, operations * (long)seconds.size());
        return;
    }
    std::vector<double> micros;
    for (double s : seconds) micros.push_back(s / operations * 1e6);
    std::sort(micros.begin(), micros.end());
    size_t n = micros.size();
    double median = n % 2 ? micros[n / 2] : (micros[n / 2 - 1] + micros[n / 2]) / 2;
    std::printf("figure=%s param=%ld per=%s median_us=%.4f min_us=%.4f runs=%zu\n", name, param, per, median,
                micros[0], n);
    std::fflush(stdout);
}

[[noreturn]] void fail(const std::string& what) {
    std::fprintf(stderr, "yoga-driver: %s\n", what.c_str());
    std::exit(1);
}

// MARK: - The stack

// What a child measures to: its index is its context.
bool measure_widths = false;

YGSize measure(YGNodeRef node, float width, YGMeasureMode widthMode, float, YGMeasureMode) {
    auto i = static_cast<long>(reinterpret_cast<intptr_t>(YGNodeGetContext(node)));
    float intrinsic = measure_widths ? 100.0f + static_cast<float>(i % 7) : width;
    if (widthMode == YGMeasureModeExactly) intrinsic = width;
    if (widthMode == YGMeasureModeAtMost) intrinsic = std::min(intrinsic, width);
    return YGSize{intrinsic, 20.0f + static_cast<float>(i % 5)};
}

struct Stack {
    YGNodeRef root;
    YGNodeRef column;
    std::vector<YGNodeRef> children;
};

Stack make_stack(long count) {
    Stack stack;
    stack.root = YGNodeNew();
    YGNodeStyleSetWidth(stack.root, 390);
    stack.column = YGNodeNew();
    YGNodeStyleSetFlexDirection(stack.column, YGFlexDirectionColumn);
    YGNodeStyleSetAlignItems(stack.column, YGAlignStretch);
    YGNodeInsertChild(stack.root, stack.column, 0);
    stack.children.reserve(count);
    for (long i = 0; i < count; ++i) {
        YGNodeRef child = YGNodeNew();
        YGNodeSetContext(child, reinterpret_cast<void*>(static_cast<intptr_t>(i)));
        YGNodeSetMeasureFunc(child, measure);
        if (i > 0) YGNodeStyleSetMargin(child, YGEdgeTop, 8);
        YGNodeInsertChild(stack.column, child, static_cast<uint32_t>(i));
        stack.children.push_back(child);
    }
    YGNodeCalculateLayout(stack.root, 390, YGUndefined, YGDirectionLTR);
    return stack;
}

double expected_height(long count) {
    double height = 8.0 * static_cast<double>(std::max(count - 1, 0L));
    for (long i = 0; i < count; ++i) height += 20 + i % 5;
    return height;
}

void check_stack(const Stack& stack, long count, const char* figure) {
    double height = YGNodeLayoutGetHeight(stack.column);
    if (std::fabs(height - expected_height(count)) > 1e-3)
        fail(std::string(figure) + ": the column is " + std::to_string(height) + " high");
    if (YGNodeLayoutGetWidth(stack.children[count - 1]) != 390)
        fail(std::string(figure) + ": the last child is not as wide as the root");
}

void build(const char* figure, long count, int runs, bool widths) {
    measure_widths = widths;
    std::vector<double> samples;
    for (int run = -1; run < runs; ++run) {
        Stack stack;
        double seconds = timed(run < 0, [&] { stack = make_stack(count); });
        check_stack(stack, count, figure);
        YGNodeFreeRecursive(stack.root);
        if (run >= 0) samples.push_back(seconds);
    }
    print_figure(figure, count, "view", samples, count);
}

void toggle(long count, int runs) {
    measure_widths = false;
    Stack stack = make_stack(count);
    long cycles = count >= 1000 ? 400 : 2000;
    long k = 0;
    auto cycle = [&] {
        YGNodeRef child = stack.children[k % count];
        bool hidden = YGNodeStyleGetDisplay(child) == YGDisplayNone;
        YGNodeStyleSetDisplay(child, hidden ? YGDisplayFlex : YGDisplayNone);
        YGNodeCalculateLayout(stack.root, 390, YGUndefined, YGDirectionLTR);
        ++k;
    };
    for (long i = 0; i < cycles / 4; ++i) cycle();
    std::vector<double> samples;
    for (int run = 0; run < runs; ++run) {
        samples.push_back(timed(false, [&] {
            for (long i = 0; i < cycles; ++i) cycle();
        }));
    }
    YGNodeFreeRecursive(stack.root);
    print_figure("stack.views.toggle", count, "toggle", samples, cycles);
}

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        std::string argument = argv[i];
        if (argument == "--quick") {
            options.quick = true;
        } else if (argument == "--instructions") {
            options.count_instructions = true;
        } else if (argument == "--param" && i + 1 < argc) {
            options.parameters.push_back(std::atol(argv[++i]));
        } else if (argument.rfind("--", 0) == 0) {
            fail("unknown option " + argument + " (usage: yoga-driver [--quick] [--param N] [--instructions] "
                 "[PREFIX ...])");
        } else {
            options.prefixes.push_back(argument);
        }
    }
    for (auto [count, runs] : {std::pair{10L, 31}, {100L, 9}, {1000L, 3}})
        if (options.wants("stack.views.build", count)) build("stack.views.build", count, options.runs(runs), false);
    for (auto [count, runs] : {std::pair{100L, 9}, {500L, 3}, {1000L, 1}, {2000L, 1}})
        if (options.wants("stack.views.build2d", count))
            build("stack.views.build2d", count, options.runs(runs), true);
    for (long count : {10L, 100L, 1000L})
        if (options.wants("stack.views.toggle", count)) toggle(count, options.runs(9));
    return 0;
}
