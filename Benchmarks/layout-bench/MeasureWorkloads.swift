import BlackHole
import CollapsingBar
import Foundation
import Layout
import TestSupport

/// The fitting measure's workloads, each a measure that leaves no trace.
///
/// - `layout.measure.cell`: a cell of three labels (views with intrinsic
///   sizes 120×20, 200×17, 80×30) in a vertical stack with spacing 4,
///   inset by 8 in the cell, the cell pinned to a 390×844 root; per
///   measure, `systemLayoutSizeFitting(layoutFittingCompressedSize)` of
///   the cell, measured again (the engine keeps the scratch solver of the
///   last measure: a repeat costs the constants that changed).
/// - `layout.measure.cell.cold`: the same, alternating between two such
///   cells of one root, so that every measure builds its scratch solver.
/// - `layout.measure.bar`: the attached bar of `bar.tick`, 60 points into
///   its collapse; per measure, `expandedHeight()`, measured again.
/// - `layout.measure.bar.cold`: per operation, `expandedHeight()` and a
///   measure of the search field alone (one constraint), so that every
///   `expandedHeight()` builds its scratch solver.
///
/// The measured sizes are checked outside the timed regions.
enum MeasureWorkloads {
    /// The measure's workloads, in the order they run.
    static var all: [Workload] {
        [
            Workload(name: "layout.measure.cell", per: "measure", parameters: [(3, 9)]) {
                try cell(labels: $0, runs: $1, cold: false)
            },
            Workload(name: "layout.measure.cell.cold", per: "measure", parameters: [(3, 9)]) {
                try cell(labels: $0, runs: $1, cold: true)
            },
            Workload(name: "layout.measure.bar", per: "measure", parameters: [(7, 9)]) {
                try bar(panels: $0, runs: $1, cold: false)
            },
            Workload(name: "layout.measure.bar.cold", per: "measure", parameters: [(7, 9)]) {
                try bar(panels: $0, runs: $1, cold: true)
            },
        ]
    }

    /// Measures per sample.
    static let measures = 2000

    /// A cell of `count` labels in a vertical stack, pinned to `root`'s top.
    static func makeCell(_ name: String, labels count: Int, in root: View) -> (cell: View, labels: [View]) {
        let cell = View(name: name)
        root.addSubview(cell)
        let sizes = [CGSize(width: 120, height: 20), CGSize(width: 200, height: 17), CGSize(width: 80, height: 30)]
        let labels = (0..<count).map { i in
            let label = View(name: "\(name).label\(i)")
            label.intrinsicContentSize = sizes[i % sizes.count]
            return label
        }
        let stack = StackView(name: "\(name).stack", arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        cell.addSubview(stack)
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor),
            cell.widthAnchor.constraint(equalTo: root.widthAnchor),
            stack.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            cell.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
            cell.trailingAnchor.constraint(greaterThanOrEqualTo: stack.trailingAnchor, constant: 8),
        ])
        return (cell, labels)
    }

    /// `layout.measure.cell` and `layout.measure.cell.cold`, P = 3 labels.
    static func cell(labels count: Int, runs: Int, cold: Bool) throws -> Measurement {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let cells = [makeCell("a", labels: count, in: root), makeCell("b", labels: count, in: root)]
        root.layoutIfNeeded()
        var size = CGSize.zero
        let (samples, _) = sampleCycles(runs, cycles: measures, warmUp: measures / 4) { k in
            size = cells[cold ? k % 2 : 0].cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            blackHole(size)
        }
        let labelSizes = cells[0].labels.map(\.intrinsicContentSize)
        let width = (labelSizes.map(\.width).max() ?? 0) + 16
        let height = labelSizes.reduce(0) { $0 + $1.height } + 4 * CGFloat(max(count - 1, 0)) + 16
        try expect(Double(size.width), equals: Double(width), "the cell's measured width")
        try expect(Double(size.height), equals: Double(height), "the cell's measured height")
        try expect(Double(cells[1].cell.frame.width), equals: 390, "the cell's laid-out width")
        return Measurement(samples: samples, operations: measures)
    }

    /// `layout.measure.bar` and `layout.measure.bar.cold`, P = 7 panels:
    /// the bar's expanded height.
    static func bar(panels p: Int, runs: Int, cold: Bool) throws -> Measurement {
        let scene = BarScreen()
        guard scene.panels.count == p else {
            throw BenchmarkFailure("layout.measure.bar: \(scene.panels.count) panels")
        }
        scene.scrollView.contentOffset.y += 60
        scene.screen.layoutIfNeeded()
        var height: CGFloat = 0
        let (samples, _) = sampleCycles(runs, cycles: measures, warmUp: measures / 4) { _ in
            height = scene.bar.expandedHeight()
            if cold { blackHole(scene.bar.searchField.systemLayoutSizeFitting(.zero)) }
            blackHole(height)
        }
        try expect(Double(height), equals: 47 + 236 + 1.0 / 3, "the bar's expanded height")
        return Measurement(samples: samples, operations: measures)
    }
}
