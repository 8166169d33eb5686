import BlackHole
import Foundation
import Layout
import TestSupport

/// The stack-view card's workloads, on ``StackCardCell``
/// (LayoutFrameworkBenchmark's `FeedItemUIStackView`, ported), per cell at
/// a width of 375 points (the parameter), as `cell.feed.*`:
///
/// - `cell.stackcard.build`: a new cell, its data set, sized by
///   `systemLayoutSizeFitting` (width `.required`, height at
///   `.fittingSizeLevel`), given that frame and laid out.
/// - `cell.stackcard.reuse`: the other data set on a laid-out cell, sized
///   and laid out.
///
/// Outside the timed regions, every cell's size is checked against the
/// height summed by hand from its texts' intrinsic sizes.
enum StackCardWorkloads {
    /// The workloads, in the order they run.
    static var all: [Workload] {
        [
            Workload(name: "cell.stackcard.build", per: "cell", parameters: [(375, 9)]) {
                try build(width: CGFloat($0), runs: $1)
            },
            Workload(name: "cell.stackcard.reuse", per: "cell", parameters: [(375, 9)]) {
                try reuse(width: CGFloat($0), runs: $1)
            },
        ]
    }

    /// The data sets the figures show, in turn.
    static let samples = FeedItemData.stackCardSamples

    /// Cells per sample of `cell.stackcard.build`.
    static let cellsPerSample = 10

    /// A new cell showing `data`, sized at `width` (`.required`
    /// horizontally, `.fittingSizeLevel` vertically) and laid out at that size.
    static func buildCell(_ data: FeedItemData, width: CGFloat = 375) -> StackCardCell {
        let cell = StackCardCell()
        cell.setData(data)
        layOut(cell, width: width)
        return cell
    }

    /// Sizes a cell at `width` and lays it out at that size.
    static func layOut(_ cell: StackCardCell, width: CGFloat) {
        let size = cell.fittingSize(width: width)
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
    }

    /// The card's height for `data`, summed by hand: the top bar's tallest
    /// label; the poster card's taller of the picture (50) and the poster
    /// labels with their spacings (1) and margins (1 and 3); the comment
    /// label; the content picture (200); title; domain; the actions (20);
    /// the taller of the reader's picture (50) and comment.
    static func expectedHeight(_ data: FeedItemData) -> Double {
        func h(_ text: String) -> Double { Double(TextLabel.size(of: text, lines: 0).height) }
        let topBar = max(h(data.actionText), h("..."))
        let posterLabels = 1 + h(data.posterName) + 1 + h(data.posterHeadline) + 1 + h(data.posterTimestamp) + 3
        return topBar + max(50, posterLabels) + h(data.posterComment) + 200 + h(data.contentTitle)
            + h(data.contentDomain) + h("Like") + max(50, h(data.actorComment))
    }

    /// Checks a laid-out cell's size against ``expectedHeight(_:)`` (which
    /// holds at widths where no text is compressed, such as 375).
    static func verify(_ cell: StackCardCell, _ data: FeedItemData, width: CGFloat, _ what: String) throws {
        try expect(Double(cell.frame.width), equals: Double(width), "\(what): the cell's width")
        try expect(Double(cell.frame.height), equals: expectedHeight(data), "\(what): the cell's height")
        try expect(Double(cell.comment.frame.maxY), equals: expectedHeight(data), "\(what): the last row's bottom")
    }

    /// `cell.stackcard.build`: times building ``cellsPerSample`` new cells,
    /// each set to the first data set, sized and laid out. Per cell.
    static func build(width: CGFloat, runs: Int) throws -> Measurement {
        let count = cellsPerSample
        var last: [StackCardCell] = []
        let data = samples[0]
        let times = sampleRuns(runs) {
            var cells: [StackCardCell] = []
            cells.reserveCapacity(count)
            let time = timed {
                for _ in 0..<count { cells.append(buildCell(data, width: width)) }
            }
            blackHole(cells)
            last = cells
            return time
        }
        for cell in last { try verify(cell, data, width: width, "cell.stackcard.build") }
        return Measurement(samples: times, operations: count)
    }

    /// `cell.stackcard.reuse`: on one laid-out cell, times setting the
    /// other data set (the two in turn), sizing and laying out. Per cell.
    static func reuse(width: CGFloat, runs: Int) throws -> Measurement {
        let count = samples.count
        let cell = buildCell(samples[0], width: width)
        let cycles = 500
        let data = samples
        let (times, cyclesRun) = sampleCycles(runs, cycles: cycles, warmUp: cycles / 4) { k in
            cell.setData(data[(k + 1) % count])
            layOut(cell, width: width)
            blackHole(cell.actorCommentLabel.frame)
        }
        try verify(cell, data[cyclesRun % count], width: width, "cell.stackcard.reuse")
        return Measurement(samples: times, operations: cycles)
    }
}
