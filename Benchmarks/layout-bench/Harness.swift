#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The benchmark's machinery: the command line, the sampling loops, and the
// figure lines that `Scripts/compare-table.py` reads. Workloads live in files of their own
// (`SolverWorkloads.swift`, ...) and are listed in `LayoutBench.workloads`.

// MARK: - Workloads and measurements

/// A family of figures of one name, measured at several parameters, such as
/// `stack.edit` at P = 7, 100 and 1000.
struct Workload {
    /// The figure's name, such as `stack.edit`; prefixes on the command line select by it.
    let name: String
    /// What one operation is, for the `per=` field: `constraint`, `cycle`, `tick`, `view`, ...
    let per: String
    /// Each parameter with the number of samples its figure takes (before `--quick`).
    let parameters: [(value: Int, runs: Int)]
    /// Measures the figure at one parameter, taking the given number of samples.
    ///
    /// It checks the solver's results outside the timed regions and throws
    /// ``BenchmarkFailure`` when they are wrong.
    let measure: (_ parameter: Int, _ runs: Int) throws -> Measurement
}

/// What one figure measured: the time of each sample, and how many operations
/// (constraints, cycles, ...) each sample did.
struct Measurement {
    /// The time of each sample.
    var samples: [Duration]
    /// Operations per sample; the figure is time per operation.
    var operations: Int
}

/// A wrong result (or a refused call) that stops the benchmark: a fast solver
/// that gets the answer wrong must not look good.
struct BenchmarkFailure: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Checks that a value is what the workload must produce, within a small
/// relative tolerance.
///
/// - Throws: ``BenchmarkFailure`` naming `what` when it is not.
func expect(_ actual: Double, equals expected: Double, _ what: @autoclosure () -> String) throws {
    guard abs(actual - expected) <= 1e-6 * max(1, abs(expected)) else {
        throw BenchmarkFailure("wrong result: \(what()) is \(actual), expected \(expected)")
    }
}

// MARK: - Sampling

/// The clock of every timed region.
let benchmarkClock = ContinuousClock()

/// Runs `body`: every timed region runs inside this function, and nothing
/// else does.
///
/// It is never inlined, so it keeps its own symbol, and an instruction count
/// (`--instructions`) can collect exactly the timed work by running the
/// benchmark under callgrind with `--collect-atstart=no
/// --toggle-collect='*measuredRegion*'`.
@inline(never)
func measuredRegion(_ body: () throws -> Void) rethrows {
    try body()
}

/// Whether a warm-up run is under way: its timed region runs outside
/// ``measuredRegion(_:)``, so that an instruction count collects the
/// samples only (the benchmark runs on one thread).
nonisolated(unsafe) var warmingUp = false

/// Times one run of `body`.
@inline(__always)
func timed(_ body: () throws -> Void) rethrows -> Duration {
    let start = benchmarkClock.now
    if warmingUp {
        try body()
    } else {
        try measuredRegion(body)
    }
    return benchmarkClock.now - start
}

/// Takes `runs` samples of a workload that times itself (a build, whose
/// timed region is only part of the run), after one untimed warm-up run.
///
/// - Parameter run: runs the workload once and returns the time of its timed region.
func sampleRuns(_ runs: Int, _ run: () throws -> Duration) rethrows -> [Duration] {
    warmingUp = true
    defer { warmingUp = false }
    _ = try run()
    warmingUp = false
    var samples: [Duration] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs { samples.append(try run()) }
    return samples
}

/// Takes `runs` samples of `cycles` cycles each of an incremental workload.
///
/// Cycle numbers `k` run on from 0 through the warm-up and every sample, as
/// `kk + j` does in the Python reference; the first `warmUp` cycles are not
/// timed (the reference has no warm-up, so its first timed cycle is our
/// cycle `warmUp`; every cycle does the same kind of work).
///
/// - Returns: the samples, and the number of cycles run in all (warm-up included).
@inline(__always)
func sampleCycles(
    _ runs: Int, cycles: Int, warmUp: Int, _ cycle: (_ k: Int) throws -> Void
) rethrows -> (samples: [Duration], cyclesRun: Int) {
    for k in 0..<warmUp { try cycle(k) }
    var samples: [Duration] = []
    samples.reserveCapacity(runs)
    var kk = warmUp
    for _ in 0..<runs {
        let start = benchmarkClock.now
        try measuredRegion { for j in 0..<cycles { try cycle(kk + j) } }
        samples.append(benchmarkClock.now - start)
        kk += cycles
    }
    return (samples, kk)
}

// MARK: - Figures

/// A duration in seconds.
func seconds(_ d: Duration) -> Double {
    let (s, attoseconds) = d.components
    return Double(s) + Double(attoseconds) * 1e-18
}

/// The median, as Python's `statistics.median` (the mean of the two middle
/// values of an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// A number with exactly four decimals, as Python's `f"{x:.4f}"`.
func fixed4(_ x: Double) -> String {
    guard x.isFinite, abs(x) < 9e14 else { return "\(x)" }
    let scaled = Int64((abs(x) * 10_000).rounded())
    let fraction = String(scaled % 10_000)
    let sign = x < 0 && scaled != 0 ? "-" : ""
    return "\(sign)\(scaled / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
}

/// The figure line that `Scripts/compare-table.py` reads:
/// `figure=<name> param=<n> per=<unit> median_us=<x> min_us=<y> runs=<k>`,
/// times in microseconds per operation.
func figureLine(name: String, parameter: Int, per: String, _ m: Measurement) -> String {
    let us = m.samples.map { seconds($0) / Double(m.operations) * 1e6 }
    return "figure=\(name) param=\(parameter) per=\(per) median_us=\(fixed4(median(us))) "
        + "min_us=\(fixed4(us.min() ?? 0)) runs=\(us.count)"
}

/// Writes a line to standard error (progress, headers, errors).
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in
        var rest = UnsafeRawBufferPointer(bytes)
        while !rest.isEmpty {
            let n = write(2, rest.baseAddress, rest.count)
            if n <= 0 { return }
            rest = UnsafeRawBufferPointer(rebasing: rest[n...])
        }
    }
}

// MARK: - Command line

/// What the command line asked for.
struct Options: Equatable {
    /// Fewer samples: `max(3, runs / 3)` of each figure, like the reference's
    /// `--quick`, but never more than a full run takes.
    var quick = false
    /// Run only the figures whose names start with one of these; all when empty.
    var prefixes: [String] = []
    /// Run only these parameters of each figure; all when empty.
    var parameters: [Int] = []
    /// Count instructions instead of timing: one sample of each figure, and
    /// its number of operations instead of times (see ``LayoutBench/help``).
    var countInstructions = false
    /// Print what a view, a constraint and an active constraint cost in heap
    /// bytes instead of timing (see `MemoryReport`).
    var reportMemory = false
    /// Run the soaks instead of timing: long runs whose memory must stay
    /// flat (see `SoakReport`).
    var soak = false
    /// Replay the solver streams in these files, one figure each
    /// (`replay.<stem>`, see `StreamWorkloads`), instead of the workloads.
    var replayPaths: [String] = []
    /// Write the solver stream of this recordable workload to standard
    /// output instead of timing (see `StreamWorkloads.recordable`).
    var recordName: String?

    /// The result of reading the command line.
    enum Parsed: Equatable {
        case run(Options)
        case help
        case usageError(String)
    }

    /// Reads the arguments (without the program's name).
    static func parse(_ arguments: some Sequence<String>) -> Parsed {
        var options = Options()
        var onlyPrefixes = false
        var rest = arguments.makeIterator()
        while let argument = rest.next() {
            if onlyPrefixes || !argument.hasPrefix("-") {
                options.prefixes.append(argument)
            } else if argument == "--" {
                onlyPrefixes = true
            } else if argument == "--quick" {
                options.quick = true
            } else if argument == "--memory" {
                options.reportMemory = true
            } else if argument == "--soak" {
                options.soak = true
            } else if argument == "--instructions" {
                options.countInstructions = true
            } else if argument == "--replay" {
                guard let path = rest.next() else { return .usageError("--replay needs a file") }
                options.replayPaths.append(path)
            } else if argument == "--record" {
                guard let name = rest.next() else { return .usageError("--record needs a workload's name") }
                options.recordName = name
            } else if argument == "--param" {
                guard let value = rest.next() else { return .usageError("--param needs a value") }
                guard let parameter = Int(value) else { return .usageError("--param: '\(value)' is not an integer") }
                options.parameters.append(parameter)
            } else if argument == "--help" || argument == "-h" {
                return .help
            } else {
                return .usageError("unknown option '\(argument)'")
            }
        }
        return .run(options)
    }

    /// Whether the figure of this name is wanted, among figures of the given
    /// names: a prefix that is a figure's whole name selects that figure
    /// alone (`stack.views.build`, not `stack.views.build2d` too).
    func wants(_ name: String, among names: Set<String> = []) -> Bool {
        prefixes.isEmpty || prefixes.contains { names.contains($0) ? name == $0 : name.hasPrefix($0) }
    }

    /// Whether the parameter is wanted.
    func wants(parameter: Int) -> Bool {
        parameters.isEmpty || parameters.contains(parameter)
    }

    /// The number of samples to take of a figure that takes `runs` normally:
    /// `--quick` never takes more than that (`stack.views.build2d` at
    /// P = 2000 takes one sample of seconds).
    func runs(_ runs: Int) -> Int {
        countInstructions ? 1 : quick ? min(runs, max(3, runs / 3)) : runs
    }
}

/// The benchmark's entry point, apart from `main.swift` so that it reads as
/// a function from arguments to an exit status.
enum LayoutBench {
    /// Every workload, in the order they run.
    static var workloads: [Workload] {
        SolverWorkloads.all + LayoutWorkloads.all + BarWorkloads.all + MeasureWorkloads.all
            + CollectionWorkloads.all + CollectionUpdateWorkloads.all + CellWorkloads.all + StackCardWorkloads.all
    }

    /// The usage line.
    static let usage = """
        usage: layout-bench [--quick] [--param N] [--instructions] [--memory] [PREFIX ...]
               layout-bench [--quick] --soak
               layout-bench [--quick] [--instructions] --replay FILE ...
               layout-bench --record NAME
        """

    /// The `--help` text.
    static var help: String {
        let width = workloads.map(\.name.count).max() ?? 0
        let names = workloads.map { workload in
            let parameters = workload.parameters.map { String($0.value) }.joined(separator: ", ")
            let padding = String(repeating: " ", count: width - workload.name.count)
            return "  \(workload.name)\(padding)  per \(workload.per), at \(parameters)"
        }
        return """
            \(usage)

            Runs the benchmark's workloads (see the Performance article) and prints one figure a line
            to standard output:

              figure=<name> param=<n> per=<unit> median_us=<x> min_us=<y> runs=<k>

            with the median and minimum over the samples of the time per operation,
            in microseconds. Progress goes to standard error.

            Options:
              --quick         take fewer samples: max(3, runs / 3) of each figure,
                              never more than a full run
              --param N       run only parameter N of each figure (repeatable)
              --instructions  count instead of time: take one sample of each figure,
                              after its usual warm-up, and print
                                figure=<name> param=<n> per=<unit> operations=<k>
                              with the number of operations in the measured region.
                              Run it under callgrind, one figure and parameter a run:
                                valgrind --tool=callgrind --collect-atstart=no \\
                                  --toggle-collect='*measuredRegion*' \\
                                  layout-bench --instructions --param 7 stack.edit
                              and divide the instructions collected by k.
              --replay FILE   replay the solver stream in FILE (repeatable) instead of
                              the workloads: figure replay.<FILE's name without .txt>,
                              param = its number of calls, per stream; with
                              --instructions, count it as above (--param is ignored)
              --record NAME   write the solver stream of workload NAME to standard
                              output, in the protocol of Tests/Differential/README.md
                              (NAME: \(StreamWorkloads.recordable.map(\.name).joined(separator: ", ")))
              --memory        print the heap bytes of a view, a constraint, an active
                              constraint (with its solver row) and an arranged view of
                              a 1000-view stack, one `memory=<what> bytes=<n>` line each
              --soak          run long workloads whose memory must stay flat (a million
                              solver cycles, 100,000 stack toggles, 100,000 collection
                              ticks, 100,000 animated collection updates; a tenth of
                              that with --quick), one line each:
                                soak=<name> operations=<n> per=<unit> rss_mb=<r>
                                growth_bytes=<g> growth_per_op=<b> peak_rss_mb=<p> flat
                              and exit 1 when one grows (GROWING) past 4 MiB
              -h, --help      show this help
              PREFIX          run only the figures whose names start with one of the
                              prefixes (all of them without); a figure's whole name
                              selects that figure alone

            Figures:
            \(names.joined(separator: "\n"))
            """
    }

    /// Runs the command line and returns the exit status: 0, 1 when a result
    /// is wrong, the solver refuses a call or a soak's memory grows, 64 for
    /// a usage error.
    static func main(_ arguments: some Sequence<String>) -> Int32 {
        let options: Options
        switch Options.parse(arguments) {
        case .help:
            print(help)
            return 0
        case .usageError(let message):
            printError("Error: \(message)\n\(usage)\nSee 'layout-bench --help'.")
            return 64
        case .run(let o):
            options = o
        }
        if options.reportMemory {
            MemoryReport.run()
            return 0
        }
        if options.soak {
            do {
                return try SoakReport.run(quick: options.quick) ? 0 : 1
            } catch {
                printError("layout-bench: \(error)")
                return 1
            }
        }
        if let name = options.recordName {
            if StreamWorkloads.record(name) { return 0 }
            printError("Error: no recordable workload '\(name)'\n\(usage)\nSee 'layout-bench --help'.")
            return 64
        }
        let names = Set(workloads.map(\.name))
        var selected = workloads.filter { workload in
            options.wants(workload.name, among: names)
                && workload.parameters.contains { options.wants(parameter: $0.value) }
        }
        if !options.replayPaths.isEmpty {
            do {
                selected = try options.replayPaths.map(StreamWorkloads.replay(path:))
            } catch {
                printError("layout-bench: \(error)")
                return 1
            }
        }
        if selected.isEmpty {
            let prefixes = options.prefixes.map { "'\($0)'" }.joined(separator: ", ")
            let figures = prefixes.isEmpty ? "no figure" : "no figure whose name starts with \(prefixes)"
            let at =
                options.parameters.isEmpty
                ? "" : " has parameter \(options.parameters.map(String.init).joined(separator: " or "))"
            printError("Error: \(figures)\(at)\n\(usage)\nSee 'layout-bench --help'.")
            return 64
        }
        printError(
            options.countInstructions
                ? "layout-bench: counting instructions, one sample of each figure"
                : "layout-bench: \(options.quick ? "quick run" : "full run"), times in µs per operation")
        do {
            for workload in selected {
                let replaying = !options.replayPaths.isEmpty
                for (value, normalRuns) in workload.parameters where replaying || options.wants(parameter: value) {
                    let runs = options.runs(normalRuns)
                    printError("  \(workload.name) param=\(value): \(runs) samples ...")
                    let measurement = try workload.measure(value, runs)
                    if options.countInstructions {
                        let operations = measurement.operations * measurement.samples.count
                        print("figure=\(workload.name) param=\(value) per=\(workload.per) operations=\(operations)")
                    } else {
                        print(figureLine(name: workload.name, parameter: value, per: workload.per, measurement))
                    }
                    fflush(nil)
                }
            }
        } catch {
            printError("layout-bench: \(error)")
            return 1
        }
        return 0
    }
}
