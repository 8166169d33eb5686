import BlackHole
import Cassowary
import CollectionLayout
import Foundation
import Layout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `layout-bench --soak`: long runs whose memory must stay flat
/// (`Scripts/soak.sh` runs them, then the scene fuzzer). One line each on
/// standard output:
///
/// ```
/// soak=<what> operations=<n> per=<unit> rss_mb=<r> growth_bytes=<g> growth_per_op=<b> peak_rss_mb=<p> <flat|GROWING>
/// ```
///
/// `rss_mb` is the resident memory once a tenth of the operations ran (the
/// warm-up: caches and reuse queues fill), `growth_bytes` how much it grew
/// over the other nine tenths, `growth_per_op` that per operation, and
/// `peak_rss_mb` the process's peak so far. A run grows when it kept more
/// than ``allowedGrowth`` after its warm-up.
///
/// - `solver.cycle`: a million cycles on a 100-panel stack with edit
///   variables (`stack.edit`): suggest a height, update the variables;
///   every tenth cycle also adds and removes a weak constraint.
/// - `stack.toggle`: 100,000 toggles of an arranged view of a 100-view
///   `StackView`, each followed by a layout pass.
/// - `collection.tick`: 100,000 ticks of 100/3 points over
///   `collection.scroll`'s 100,000-item collection (a grid and a carousel
///   in turn, sections of 100), down to the end and back; every 15th tick
///   also scrolls the carousel in view by 50 points. Prints the most views
///   the collection view held at once (`views_max`).
/// - `collection.update`: 100,000 animated snapshots of a diffable data
///   source over 1,000 items, the clock running between them (see
///   ``collectionUpdates(_:)``).
enum SoakReport {
    /// The growth after the warm-up that counts as growing: a leak of a few
    /// bytes an operation over a million operations, or of a view a tick.
    static let allowedGrowth = 4 << 20

    /// The process's resident memory in bytes.
    static func residentBytes() -> Int { MemoryReport.heapBytes() }

    /// The process's peak resident memory in bytes (`VmHWM` of
    /// `/proc/self/status`), 0 where there is none.
    static func peakResidentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes * 1024
    }

    /// Runs `operations` operations of `step` (given their number, from 0)
    /// and prints the run's line.
    ///
    /// - Returns: Whether memory stayed flat.
    static func soak(
        _ name: String, per: String, operations: Int, extra: () -> String = { "" }, _ step: (Int) throws -> Void
    ) rethrows -> Bool {
        let warmUp = operations / 10
        for k in 0..<warmUp { try step(k) }
        let start = residentBytes()
        for k in warmUp..<operations { try step(k) }
        let growth = residentBytes() - start
        let perOperation = Double(growth) / Double(operations - warmUp)
        let flat = growth <= allowedGrowth
        let megabytes = { (bytes: Int) in fixed4(Double(bytes) / 1_048_576) }
        print(
            "soak=\(name) operations=\(operations) per=\(per) rss_mb=\(megabytes(start)) growth_bytes=\(growth) "
                + "growth_per_op=\(fixed4(perOperation)) peak_rss_mb=\(megabytes(peakResidentBytes()))\(extra()) "
                + (flat ? "flat" : "GROWING"))
        fflush(nil)
        return flat
    }

    /// Runs every soak, `scale` times fewer operations with `--quick`.
    ///
    /// - Returns: Whether every run stayed flat.
    /// - Throws: ``BenchmarkFailure`` when a result is wrong.
    static func run(quick: Bool) throws -> Bool {
        let scale = quick ? 10 : 1
        var flat = try solverCycles(1_000_000 / scale)
        flat = try stackToggles(100_000 / scale) && flat
        flat = try collectionTicks(100_000 / scale) && flat
        flat = try collectionUpdates(100_000 / scale) && flat
        return flat
    }

    static func solverCycles(_ operations: Int) throws -> Bool {
        let panels = 100
        let stack = try SolverWorkloads.Stack(panels: panels, edits: true)
        let solver = stack.solver
        let h = stack.h
        let flat = try soak("solver.cycle", per: "cycle", operations: operations) { k in
            try solver.suggestValue(30 + Double(k % 17), for: h[k % panels])
            if k % 10 == 0 {
                let floor = (h[k % panels] >= 1) | .weak
                try solver.add(floor)
                try solver.remove(floor)
            }
            solver.updateVariables()
        }
        var heights = [Double](repeating: 0, count: panels)
        for i in 0..<min(panels, operations) {
            let k = i + (operations - 1 - i) / panels * panels
            heights[i] = 30 + Double(k % 17)
        }
        try stack.verify(heights: heights, "solver.cycle")
        return flat
    }

    static func stackToggles(_ operations: Int) throws -> Bool {
        let count = 100
        let (root, stack, views) = LayoutWorkloads.makeStack(count)
        let flat = soak("stack.toggle", per: "toggle", operations: operations) { k in
            let view = views[k % count]
            view.isHidden.toggle()
            root.layoutIfNeeded()
            blackHole(view.frame)
        }
        let hidden = { (i: Int) in (operations / count + (i < operations % count ? 1 : 0)) % 2 == 1 }
        try expect(
            Double(stack.frame.height), equals: LayoutWorkloads.expectedHeight(count) { !hidden($0) },
            "stack.toggle: the stack's height")
        return flat
    }

    static func collectionTicks(_ operations: Int) throws -> Bool {
        let dataSource = CollectionWorkloads.DataSource(items: 100_000, perSection: CollectionWorkloads.itemsPerSection)
        let (root, collectionView) = CollectionWorkloads.makeCollectionView(
            CollectionWorkloads.gridAndCarouselLayout())
        collectionView.dataSource = dataSource
        root.layoutIfNeeded()
        let step: CGFloat = 100.0 / 3
        let legTicks = Int((collectionView.contentSize.height - CollectionWorkloads.screenSize.height) / step)
        var mostViews = 0
        let flat = soak(
            "collection.tick", per: "tick", operations: operations, extra: { " views_max=\(mostViews)" }
        ) { k in
            let lap = k % (2 * legTicks)
            collectionView.contentOffset.y = step * CGFloat(lap < legTicks ? lap : 2 * legTicks - lap)
            root.layoutIfNeeded()
            if k % 15 == 0,
                let section = collectionView.indexPathsForVisibleItems.first(where: { $0.section % 2 == 1 })?.section,
                let scroller = collectionView.orthogonalScrollView(forSection: section)
            {
                let room = scroller.contentSize.width - scroller.bounds.width
                scroller.contentOffset.x = scroller.contentOffset.x + 50 > room ? 0 : scroller.contentOffset.x + 50
                root.layoutIfNeeded()
            }
            if k % 100 == 0 { mostViews = max(mostViews, heldViews(collectionView)) }
        }
        try CollectionWorkloads.checkRealized(collectionView, "collection.tick")
        return flat
    }

    /// The views a collection view holds, shown or queued: its subviews and
    /// those of its orthogonal sections' scrollers.
    static func heldViews(_ collectionView: CollectionView) -> Int {
        collectionView.subviews.reduce(collectionView.subviews.count) { count, view in
            count + (view is CollectionReusableView ? 0 : view.subviews.count)
        }
    }
}
