import BlackHole
import Foundation
import Layout
import TestSupport

/// Real cells, each a port of a public one (see `Tests/TestSupport`), per
/// cell at a width of 375 points (the parameter):
///
/// - `cell.feed.build`: LayoutFrameworkBenchmark's LinkedIn feed item
///   (`FeedItemAutoLayoutView`: five containers built on their own with
///   their visual-format lines, then stacked; 175 constraints): a new
///   cell, its data set, sized by `systemLayoutSizeFitting` (width
///   required, height at the fitting level), given that frame and laid out.
/// - `cell.feed.reuse`: new data on a laid-out cell, sized and laid out.
/// - `cell.feed.manual`: the same views placed by hand arithmetic, no
///   constraint (new cell, data, frames): the floor for the two above.
///
/// The frames of the last cell of each sample are checked against the
/// hand-derived ones outside the timed regions.
enum CellWorkloads {
    /// The cells' workloads, in the order they run.
    static var all: [Workload] {
        [
            Workload(name: "cell.feed.build", per: "cell", parameters: [(375, 9)]) {
                try feedBuild(width: CGFloat($0), runs: $1)
            },
            Workload(name: "cell.feed.reuse", per: "cell", parameters: [(375, 9)]) {
                try feedReuse(width: CGFloat($0), runs: $1)
            },
            Workload(name: "cell.feed.manual", per: "cell", parameters: [(375, 9)]) {
                try feedManual(width: CGFloat($0), runs: $1)
            },
        ]
    }

    /// The items the cells show, in turn.
    static let items = (0..<16).map { FeedItemData(index: $0 * 37) }

    /// Cells per sample of the build figures.
    static let cellsPerSample = 50

    /// `cell.feed.build`.
    static func feedBuild(width: CGFloat, runs: Int) throws -> Measurement {
        try sampleNewCells(runs: runs) { data in
            let cell = FeedItemAutoLayoutView()
            cell.setData(data)
            blackHole(cell.sizeAndLayOut(width: width))
            return cell
        } check: { cell, data in
            try check(cell, data, width: width, "cell.feed.build")
        }
    }

    /// Takes `runs` samples of ``cellsPerSample`` new cells each, showing
    /// the items in turn, after one untimed warm-up sample; checks the last
    /// cell of each sample outside the timed region. The cells of a sample
    /// are freed before the next one is built.
    static func sampleNewCells<Cell>(
        runs: Int, make: (FeedItemData) -> Cell,
        check: (Cell, FeedItemData) throws -> Void
    ) throws -> Measurement {
        var cells: [Cell] = []
        cells.reserveCapacity(cellsPerSample)
        var next = 0
        let samples = try sampleRuns(runs) {
            cells.removeAll(keepingCapacity: true)
            let start = next
            let time = timed {
                for k in 0..<cellsPerSample { cells.append(make(items[(start + k) % items.count])) }
            }
            next += cellsPerSample
            try check(cells.last!, items[(next - 1) % items.count])
            return time
        }
        return Measurement(samples: samples, operations: cellsPerSample)
    }

    /// `cell.feed.reuse`.
    static func feedReuse(width: CGFloat, runs: Int) throws -> Measurement {
        let cell = FeedItemAutoLayoutView()
        cell.setData(items[0])
        cell.sizeAndLayOut(width: width)
        let cycles = 1000
        let (samples, cyclesRun) = sampleCycles(runs, cycles: cycles, warmUp: cycles / 4) { k in
            cell.setData(items[k % items.count])
            blackHole(cell.sizeAndLayOut(width: width))
        }
        try check(cell, items[(cyclesRun - 1) % items.count], width: width, "cell.feed.reuse")
        return Measurement(samples: samples, operations: cycles)
    }

    /// `cell.feed.manual`.
    static func feedManual(width: CGFloat, runs: Int) throws -> Measurement {
        try sampleNewCells(runs: runs) { data in
            let cell = FeedItemManualView()
            cell.setData(data)
            blackHole(cell.sizeAndLayOut(width: width, data: data))
            return cell
        } check: { cell, data in
            guard cell.leaves.map(\.frame) == FeedItemFrames(data: data, width: width).leaves else {
                throw BenchmarkFailure("cell.feed.manual: a leaf's frame is not the hand-derived one")
            }
        }
    }

    /// Checks a laid-out feed cell's frames against the hand-derived ones.
    static func check(_ cell: FeedItemAutoLayoutView, _ data: FeedItemData, width: CGFloat, _ figure: String) throws {
        let expected = FeedItemFrames(data: data, width: width)
        guard cell.frame.size == expected.size else {
            throw BenchmarkFailure("\(figure): the cell is \(cell.frame.size), expected \(expected.size)")
        }
        for (leaf, frame) in zip(cell.leaves, expected.leaves) where leaf.frame != frame {
            throw BenchmarkFailure("\(figure): \(leaf.name) is at \(leaf.frame), expected \(frame)")
        }
    }
}
