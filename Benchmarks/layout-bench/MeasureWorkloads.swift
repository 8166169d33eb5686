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
/// - `layout.measure.cell.cold.new`: per measure, a new cell of that kind
///   (built untimed just before, on its own as before insertion, its
///   stack's constraints made), never measured itself; cells of its kind
///   were measured before.
/// - `layout.measure.cell.cold.reused`: two cells of `layout.measure.cell`
///   reused in turn for other items: before each measure (untimed) the
///   next cell's labels get the next intrinsic sizes of a cycle.
/// - `layout.measure.cell.cold.tree`: one reused cell in a tree with P = 0,
///   100, 1000, 10000 other views (a chain, as `layout.pass`); before each
///   measure its labels change and a constraint elsewhere in the tree is
///   toggled, so that the tree's constraint set changed too and the
///   measure finds the cell's constraints anew. The cost must not grow
///   with P.
/// - `layout.measure.cell.cold.first`: the first measure of the cell's kind
///   in a process (the scratch solvers of every kind are dropped before
///   each): what building a scratch solver costs.
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
            Workload(name: "layout.measure.cell.cold.new", per: "measure", parameters: [(3, 9)]) {
                try newCell(labels: $0, runs: $1)
            },
            Workload(name: "layout.measure.cell.cold.reused", per: "measure", parameters: [(3, 9)]) {
                try reusedCells(labels: $0, runs: $1)
            },
            Workload(
                name: "layout.measure.cell.cold.tree", per: "measure",
                parameters: [(0, 9), (100, 9), (1000, 9), (10000, 5)]
            ) {
                try cellInTree(labels: 3, otherViews: $0, runs: $1)
            },
            Workload(name: "layout.measure.cell.cold.first", per: "measure", parameters: [(3, 9)]) {
                try firstCell(labels: $0, runs: $1)
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

    /// A cell of `count` labels in a vertical stack, pinned to `root`'s
    /// top, or on its own without a root.
    static func makeCell(_ name: String, labels count: Int, in root: View?) -> (cell: View, labels: [View]) {
        let cell = View(name: name)
        root?.addSubview(cell)
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
        if let root {
            LayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.topAnchor.constraint(equalTo: root.topAnchor),
                cell.widthAnchor.constraint(equalTo: root.widthAnchor),
            ])
        }
        LayoutConstraint.activate([
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

    /// The compressed size of a cell whose labels have these intrinsic sizes.
    static func expectedSize(_ labels: [View]) -> CGSize {
        let sizes = labels.map(\.intrinsicContentSize)
        return CGSize(
            width: (sizes.map(\.width).max() ?? 0) + 16,
            height: sizes.reduce(0) { $0 + $1.height } + 4 * CGFloat(max(sizes.count - 1, 0)) + 16)
    }

    /// Checks a measured size against the cell's labels.
    static func check(_ size: CGSize, _ labels: [View], _ figure: String) throws {
        let expected = expectedSize(labels)
        try expect(Double(size.width), equals: Double(expected.width), "\(figure): the cell's measured width")
        try expect(Double(size.height), equals: Double(expected.height), "\(figure): the cell's measured height")
    }

    /// Takes `runs` samples of `operations` operations each, after `warmUp`
    /// operations: `prepare(k)` untimed, then `measure(k)` timed (each in the
    /// measured region, so that `--instructions` counts only the measures).
    static func sampleMeasures(
        _ runs: Int, operations: Int, warmUp: Int, prepare: (_ k: Int) throws -> Void,
        measure: (_ k: Int) throws -> Void
    ) rethrows -> [Duration] {
        var k = 0
        for _ in 0..<warmUp {
            try prepare(k)
            try measure(k)
            k += 1
        }
        var samples: [Duration] = []
        for _ in 0..<runs {
            var total = Duration.zero
            for _ in 0..<operations {
                try prepare(k)
                total += try timed { try measure(k) }
                k += 1
            }
            samples.append(total)
        }
        return samples
    }

    /// The labels' intrinsic sizes for the `k`th item: each label's width
    /// and height move through a cycle of 17.
    static func relabel(_ labels: [View], _ k: Int) {
        for (i, label) in labels.enumerated() {
            let step = CGFloat((k + 5 * i) % 17)
            label.intrinsicContentSize = CGSize(width: 80 + 7 * step, height: 15 + step)
        }
    }

    /// `layout.measure.cell.cold.new`, P = 3 labels.
    static func newCell(labels count: Int, runs: Int) throws -> Measurement {
        let operations = 500
        var cell = makeCell("new", labels: count, in: nil)
        var size = CGSize.zero
        let samples = sampleMeasures(
            runs, operations: operations, warmUp: 50,
            prepare: { k in
                cell = makeCell("new\(k)", labels: count, in: nil)
                relabel(cell.labels, k)
                _ = cell.cell.activeConstraints  // the stack makes its constraints
            },
            measure: { _ in
                size = cell.cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                blackHole(size)
            })
        try check(size, cell.labels, "layout.measure.cell.cold.new")
        return Measurement(samples: samples, operations: operations)
    }

    /// `layout.measure.cell.cold.reused`, P = 3 labels.
    static func reusedCells(labels count: Int, runs: Int) throws -> Measurement {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let cells = [makeCell("a", labels: count, in: root), makeCell("b", labels: count, in: root)]
        root.layoutIfNeeded()
        var size = CGSize.zero
        let figure = "layout.measure.cell.cold.reused"
        let samples = try sampleMeasures(
            runs, operations: measures, warmUp: measures / 4,
            prepare: { k in
                if k > 0 { try check(size, cells[(k - 1) % 2].labels, figure) }
                relabel(cells[k % 2].labels, k)
            },
            measure: { k in
                size = cells[k % 2].cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                blackHole(size)
            })
        return Measurement(samples: samples, operations: measures)
    }

    /// `layout.measure.cell.cold.tree`: a cell of `count` labels in a root
    /// with `otherViews` views besides.
    static func cellInTree(labels count: Int, otherViews: Int, runs: Int) throws -> Measurement {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        var above = root.topAnchor
        for i in 0..<otherViews {
            let view = View(name: "v\(i)")
            root.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: above, constant: 1),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 3),
            ])
            above = view.bottomAnchor
        }
        let spare = View(name: "spare")
        root.addSubview(spare)
        let toggled = spare.heightAnchor.constraint(equalToConstant: 10)
        let (cell, labels) = makeCell("cell", labels: count, in: root)
        root.layoutIfNeeded()
        var size = CGSize.zero
        let operations = otherViews >= 10000 ? 500 : measures
        let figure = "layout.measure.cell.cold.tree"
        let samples = try sampleMeasures(
            runs, operations: operations, warmUp: operations / 4,
            prepare: { k in
                if k > 0 { try check(size, labels, figure) }
                relabel(labels, k)
                toggled.isActive.toggle()
            },
            measure: { _ in
                size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                blackHole(size)
            })
        try check(size, labels, figure)
        return Measurement(samples: samples, operations: operations)
    }

    /// `layout.measure.cell.cold.first`, P = 3 labels.
    static func firstCell(labels count: Int, runs: Int) throws -> Measurement {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let (cell, labels) = makeCell("cell", labels: count, in: root)
        root.layoutIfNeeded()
        var size = CGSize.zero
        let samples = sampleMeasures(
            runs, operations: 200, warmUp: 50,
            prepare: { k in
                relabel(labels, k)
                FittingSolverCache.shared.removeAll()
            },
            measure: { _ in
                size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                blackHole(size)
            })
        try check(size, labels, "layout.measure.cell.cold.first")
        return Measurement(samples: samples, operations: 200)
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
