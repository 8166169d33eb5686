import BlackHole
import CollectionLayout
import Foundation

/// The collection view's workloads, on a 390×844 screen.
///
/// - `collection.build`, N items in sections of 100 alternating a
///   two-column grid (rows 128 high, spacing 12) and a continuous carousel
///   of 234×216 cards (spacing 12), each section under a pinned header 40
///   high: times `reloadData()` (setting the data source of a new
///   collection view) and the first `layoutIfNeeded()`. Per item.
/// - `collection.scroll`, the same collection: one 60 Hz tick of a
///   2,000 pt/s fling — `contentOffset.y` moves by 100/3 points, then
///   `layoutIfNeeded()` (the visible set, reuse, the pinned header) —
///   sweeping back and forth over 30,000 points in the middle of the
///   content. Per tick.
/// - `collection.selfSize`, N items of estimated height 216 in one list
///   section, whose cells (three labels in a vertical stack) measure 30%
///   taller: a tick moves `contentOffset.y` by the measured height, which
///   brings one new cell into the realized area. Per tick.
///
/// Results are checked against the layout's own attributes outside the
/// timed regions; a wrong one throws ``BenchmarkFailure``.
enum CollectionWorkloads {
    /// The collection workloads, in the order they run.
    static var all: [Workload] {
        [
            Workload(name: "collection.build", per: "item", parameters: [(1000, 15), (10000, 9), (100_000, 5)]) {
                try build(items: $0, runs: $1)
            },
            Workload(name: "collection.scroll", per: "tick", parameters: [(1000, 9), (10000, 9), (100_000, 9)]) {
                try scroll(items: $0, runs: $1)
            },
            Workload(name: "collection.selfSize", per: "tick", parameters: [(10000, 9)]) {
                try selfSize(items: $0, runs: $1)
            },
        ]
    }

    static let screenSize = CGSize(width: 390, height: 844)
    static let itemsPerSection = 100
    static let headerKind = "header"
    static let headerHeight: CGFloat = 40

    // MARK: The grid and carousel collection

    /// A cell with nothing in it but its content view.
    final class PlainCell: CollectionViewCell {}

    /// Sections of `itemsPerSection` items (the last holds the rest).
    final class DataSource: CollectionViewDataSource {
        let counts: [Int]

        init(items: Int, perSection: Int) {
            counts = stride(from: 0, to: items, by: perSection).map { min(perSection, items - $0) }
        }

        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> CollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
    }

    /// Even sections: a two-column grid; odd ones: a continuous carousel of
    /// fixed-size cards. Every section has a pinned header.
    static func gridAndCarouselLayout() -> CollectionViewCompositionalLayout {
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
            elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        let gridItem = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(128)),
            subitem: gridItem, count: 2)
        row.interItemSpacing = .fixed(12)
        let grid = CollectionLayoutSection(group: row)
        grid.interGroupSpacing = 12
        grid.boundarySupplementaryItems = [header]
        let card = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let cardGroup = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(234), heightDimension: .absolute(216)),
            subitems: [card])
        let carousel = CollectionLayoutSection(group: cardGroup)
        carousel.interGroupSpacing = 12
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.boundarySupplementaryItems = [header]
        return CollectionViewCompositionalLayout { index, _ in index % 2 == 0 ? grid : carousel }
    }

    /// A root of the screen's size holding a collection view that fills it,
    /// its classes registered, without a data source yet.
    static func makeCollectionView(_ layout: CollectionViewCompositionalLayout) -> (root: View, view: CollectionView) {
        let root = View(name: "screen")
        root.frame = CGRect(origin: .zero, size: screenSize)
        let collectionView = CollectionView(name: "collection", collectionViewLayout: layout)
        collectionView.onError = { _ in }
        collectionView.frame = root.bounds
        collectionView.register(PlainCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: headerKind, withReuseIdentifier: headerKind)
        root.addSubview(collectionView)
        return (root, collectionView)
    }

    /// `rect` with each edge rounded to the pixel grid, as the collection
    /// view places its views.
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let minX = rect.minX.roundedToPixel(scale: scale)
        let minY = rect.minY.roundedToPixel(scale: scale)
        return CGRect(
            x: minX, y: minY, width: rect.maxX.roundedToPixel(scale: scale) - minX,
            height: rect.maxY.roundedToPixel(scale: scale) - minY)
    }

    /// Checks that every grid cell overlapping the bounds is realized at its
    /// attributes' pixel-rounded frame, and that the visible set is not empty.
    static func checkRealized(_ collectionView: CollectionView, _ what: String) throws {
        let layout = collectionView.collectionViewLayout
        let bounds = collectionView.bounds
        var checked = 0
        for attributes in layout.layoutAttributesForElements(in: bounds)
        where attributes.representedElementCategory == .cell && attributes.indexPath.section % 2 == 0 {
            guard let cell = collectionView.cellForItem(at: attributes.indexPath) else {
                throw BenchmarkFailure("\(what): no cell for \(attributes.indexPath) at offset \(bounds.minY)")
            }
            let expected = pixelAligned(attributes.frame, scale: collectionView.contentScaleFactor)
            guard cell.frame == expected else {
                throw BenchmarkFailure("\(what): cell \(attributes.indexPath) at \(cell.frame), expected \(expected)")
            }
            checked += 1
        }
        guard !collectionView.visibleCells.isEmpty, checked > 0 || bounds.minY < 0 else {
            throw BenchmarkFailure("\(what): nothing visible at offset \(bounds.minY)")
        }
    }

    /// `collection.build`, N items: a new collection view each sample; times
    /// setting its data source (a reload) and the first layout pass.
    static func build(items: Int, runs: Int) throws -> Measurement {
        let dataSource = DataSource(items: items, perSection: itemsPerSection)
        var last: CollectionView?
        let samples = sampleRuns(runs) {
            let layout = gridAndCarouselLayout()
            let (root, collectionView) = makeCollectionView(layout)
            let time = timed {
                collectionView.dataSource = dataSource
                root.layoutIfNeeded()
            }
            blackHole(collectionView.visibleCells.count)
            last = collectionView
            return time
        }
        guard let collectionView = last else { throw BenchmarkFailure("collection.build: no run") }
        try checkRealized(collectionView, "collection.build")
        let lastSection = dataSource.counts.count - 1
        guard
            let lastItem = collectionView.collectionViewLayout.layoutAttributesForItem(
                at: IndexPath(item: dataSource.counts[lastSection] - 1, section: lastSection)),
            abs(collectionView.contentSize.height - lastItem.frame.maxY) < 300
        else { throw BenchmarkFailure("collection.build: the content does not end at the last item") }
        return Measurement(samples: samples, operations: items)
    }

    /// `collection.scroll`, N items: fling ticks over a built collection.
    static func scroll(items: Int, runs: Int) throws -> Measurement {
        let dataSource = DataSource(items: items, perSection: itemsPerSection)
        let (root, collectionView) = makeCollectionView(gridAndCarouselLayout())
        collectionView.dataSource = dataSource
        root.layoutIfNeeded()
        let step: CGFloat = 2000.0 / 60
        let maxOffset = collectionView.contentSize.height - screenSize.height
        let window = min(30_000, maxOffset)
        let start = (maxOffset - window) / 2
        let stepsPerLeg = Int(window / step)
        /// The offset of tick k: down `stepsPerLeg` ticks, then back up.
        func offset(_ k: Int) -> CGFloat {
            let lap = k % (2 * stepsPerLeg)
            return start + step * CGFloat(lap < stepsPerLeg ? lap : 2 * stepsPerLeg - lap)
        }
        let cycles = 2000
        let (samples, cyclesRun) = sampleCycles(runs, cycles: cycles, warmUp: cycles / 4) { k in
            collectionView.contentOffset.y = offset(k)
            root.layoutIfNeeded()
            blackHole(collectionView.bounds)
        }
        try expect(Double(collectionView.contentOffset.y), equals: Double(offset(cyclesRun - 1)), "the offset")
        try checkRealized(collectionView, "collection.scroll")
        return Measurement(samples: samples, operations: cycles)
    }

    // MARK: Self-sizing

    static let estimatedHeight: CGFloat = 216
    /// The height a cell measures to: 30% above the estimate.
    static let measuredHeight: CGFloat = 216 * 1.3

    /// A cell of three labels (views with intrinsic sizes) in a vertical
    /// stack, inset by 8, measuring `measuredHeight` high.
    final class StackCell: CollectionViewCell {
        required init(name: String) {
            super.init(name: name)
            let heights: [CGFloat] = [100, CollectionWorkloads.measuredHeight - 24 - 180, 80]
            let labels = heights.enumerated().map { index, height in
                let label = View(name: "\(name).label\(index)")
                label.intrinsicContentSize = CGSize(width: 120 + 40 * CGFloat(index), height: height)
                return label
            }
            let stack = StackView(name: "\(name).stack", arrangedSubviews: labels)
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 4
            contentView.addSubview(stack)
            LayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                contentView.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
                contentView.trailingAnchor.constraint(greaterThanOrEqualTo: stack.trailingAnchor, constant: 8),
            ])
        }
    }

    /// `collection.selfSize`, N items in one section of estimated heights.
    static func selfSize(items: Int, runs: Int) throws -> Measurement {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedHeight)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedHeight)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let (root, collectionView) = makeCollectionView(layout)
        collectionView.register(StackCell.self, forCellWithReuseIdentifier: "cell")
        // Few ticks, so that every one meets a cell never measured before.
        let cycles = 100
        guard CGFloat((runs + 1) * cycles) * measuredHeight < CGFloat(items) * estimatedHeight - 2 * screenSize.height
        else { throw BenchmarkFailure("collection.selfSize: too few items for \(runs) samples") }
        var requested = 0
        let counting = CountingDataSource(DataSource(items: items, perSection: items)) { requested += 1 }
        collectionView.dataSource = counting
        root.layoutIfNeeded()
        requested = 0
        let (samples, cyclesRun) = sampleCycles(runs, cycles: cycles, warmUp: cycles / 4) { k in
            collectionView.contentOffset.y = measuredHeight * CGFloat(k + 1)
            root.layoutIfNeeded()
            blackHole(collectionView.bounds)
        }
        let perTick = Double(requested) / Double(cyclesRun)
        guard perTick >= 0.9, perTick <= 1.5 else {
            throw BenchmarkFailure("collection.selfSize: \(perTick) cells brought in a tick, expected about 1")
        }
        let visible = collectionView.visibleCells
        guard let first = visible.first else { throw BenchmarkFailure("collection.selfSize: no visible cell") }
        let measured = abs(first.frame.height - measuredHeight) < 1
        printError(
            "    collection.selfSize: \(fixed4(perTick)) cells brought in a tick; visible cells "
                + (measured
                    ? "measured (\(first.frame.height) high)" : "at their estimate (\(first.frame.height) high)"))
        try checkSelfSized(collectionView)
        return Measurement(samples: samples, operations: cycles)
    }

    /// Checks that every realized cell sits at its attributes' rounded frame.
    static func checkSelfSized(_ collectionView: CollectionView) throws {
        let layout = collectionView.collectionViewLayout
        for cell in collectionView.visibleCells {
            let indexPath = collectionView.indexPathsForVisibleItems[
                collectionView.visibleCells.firstIndex { $0 === cell } ?? 0]
            guard let attributes = layout.layoutAttributesForItem(at: indexPath) else {
                throw BenchmarkFailure("collection.selfSize: no attributes for \(indexPath)")
            }
            let expected = pixelAligned(attributes.frame, scale: collectionView.contentScaleFactor)
            guard cell.frame == expected else {
                throw BenchmarkFailure("collection.selfSize: cell \(indexPath) at \(cell.frame), expected \(expected)")
            }
        }
    }

    /// A data source that forwards to another and counts the cells asked for.
    final class CountingDataSource: CollectionViewDataSource {
        let base: DataSource
        let onCell: () -> Void

        init(_ base: DataSource, onCell: @escaping () -> Void) {
            self.base = base
            self.onCell = onCell
        }

        func numberOfSections(in collectionView: CollectionView) -> Int { base.numberOfSections(in: collectionView) }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            base.collectionView(collectionView, numberOfItemsInSection: section)
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            onCell()
            return base.collectionView(collectionView, cellForItemAt: indexPath)
        }
    }
}
