import BlackHole
import Cassowary
import Foundation
import TestSupport

/// Solver streams: recording the solver calls that a kit workload makes
/// (`--record NAME`, see ``recordable``), and replaying a recorded stream in
/// our solver alone (`--replay FILE`, figure `replay.<file's stem>`), as
/// `kiwi-driver --replay FILE` does in kiwi's C++ core.
enum StreamWorkloads {
    /// The workloads whose solver calls `--record` writes: each runs once,
    /// from nothing (no view or solver exists before it).
    ///
    /// So a cell's stream is the first cell of its shape in a process, as
    /// in an app: it also builds the fitting template that later cells of
    /// its shape reuse (a scratch solver of all the cell's constraints, the
    /// last solver of the stream). A later cell's calls cannot be recorded
    /// whole: that template solver was made before, outside the recording.
    static var recordable: [(name: String, run: () -> Void)] {
        [
            ("bar.sweep", recordBarSweep),
            ("cell.feed.build", recordFeedBuild),
            ("cell.stackcard.build", { _ = StackCardWorkloads.buildCell(StackCardWorkloads.samples[0]) }),
        ]
    }

    /// `bar.sweep`: builds the bar's screen (``BarScreen``) and runs one
    /// period of `bar.tick`'s sweep, −100 to 400 points and back in steps of
    /// 0.75 (1,334 ticks).
    static func recordBarSweep() {
        let sweep = BarTickSweep(BarScreen())
        var checksum: CGFloat = 0
        for k in sweep.offsets.indices { checksum += sweep.tick(k) }
        blackHole(checksum)
    }

    /// `cell.feed.build`: one new feed cell (`FeedItemAutoLayoutView`)
    /// showing the first of `cell.feed.build`'s items, sized at 375 and laid out.
    static func recordFeedBuild() {
        let cell = FeedItemAutoLayoutView()
        cell.setData(CellWorkloads.items[0])
        blackHole(cell.sizeAndLayOut(width: 375))
    }

    /// Writes the stream of the recordable workload `name` to standard output.
    ///
    /// - Returns: false when no workload has that name.
    static func record(_ name: String) -> Bool {
        guard let workload = recordable.first(where: { $0.name == name }) else { return false }
        let (_, recorder) = SolverStreamRecorder.recording(workload.run)
        print(recorder.text, terminator: "")
        printError("layout-bench: \(name): \(recorder.callCount) solver calls recorded")
        return true
    }

    /// The figure of a replay: `replay.<the file's name without folder and extension>`.
    static func figureName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.hasSuffix(".txt") ? String(file.dropLast(4)) : file
        return "replay.\(stem)"
    }

    /// The replay of the stream in the file at `path`: a workload with one
    /// parameter, the stream's number of calls. Per stream: each sample
    /// replays every call, on solvers made and dropped inside the timed
    /// region; the variables and constraints are made once, before.
    ///
    /// Outside the timed regions, the replay is recorded again and must
    /// give back the file's text (the same calls, variables and
    /// constraints in the same order), and every sample must refuse as
    /// many calls as that first replay. The sum of the variables' final
    /// values goes to standard error, to set beside `kiwi-driver`'s.
    static func replay(path: String) throws -> Workload {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw BenchmarkFailure("cannot read \(path): \(error.localizedDescription)")
        }
        let stream: SolverStream
        do {
            stream = try SolverStream(text)
        } catch {
            throw BenchmarkFailure("\(path): \(error)")
        }
        let name = figureName(path)
        return Workload(name: name, per: "stream", parameters: [(stream.callCount, 9)]) { _, runs in
            let (refused, recorder) = SolverStreamRecorder.recording { stream.replay() }
            let recorded = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            let replayed = recorder.text.split(separator: "\n")
            let firstDifference = zip(recorded, replayed).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            let lengthDifference = recorded.count == replayed.count ? nil : min(recorded.count, replayed.count)
            if let line = firstDifference ?? lengthDifference {
                throw BenchmarkFailure("\(name): the replay differs from the stream at its call line \(line + 1)")
            }
            let sum = stream.variables.reduce(0) { $0 + $1.value }
            printError("  \(name): \(stream.callCount) calls, \(refused) refused, sum of values \(sum)")
            var counts: [Int] = []
            let samples = try sampleRuns(runs) {
                // New variables and constraints for every replay, as the
                // recorded run had: a variable remembers the solvers it met.
                let fresh = try SolverStream(text)
                var refusedNow = 0
                let time = timed { refusedNow = fresh.replay() }
                counts.append(refusedNow)
                return time
            }
            try expect(Double(counts.max() ?? 0), equals: Double(refused), "\(name): calls refused")
            try expect(Double(counts.min() ?? 0), equals: Double(refused), "\(name): calls refused")
            return Measurement(samples: samples, operations: 1)
        }
    }
}
