import BlackHole
import CollectionLayout
import Foundation

/// The collection view's update workloads, on the 390×844 screen of
/// ``CollectionWorkloads``, in a list of rows 44 high.
///
/// - `collection.update`, N items in one section: inserting one item at the
///   top of a list at rest — the data source's count grows by one,
///   `insertItems(at:)` (animated, UIKit's default), then
///   `layoutIfNeeded()`. Per update. The update's animation then runs to its
///   end on the clock, outside the timed region, so that each update starts
///   from a list at rest, as one message arriving in a chat does.
/// - `collection.update.burst`: the same insertions back to back, the clock
///   never running between them: each interrupts the animation of the one
///   before at its first frame. The views seen when the burst started stay
///   where they were shown and the inserted ones wait, transparent, so that
///   about twice the realized area's views take part in every update.
/// - `collection.update.frame`: the frames of `collection.update`'s
///   animation (each clock step, then `layoutIfNeeded()`), after an
///   untimed insertion: the cells on screen glide one row down, the new
///   one fades in. Per frame, the animation's end included.
/// - `collection.diff`, N items in one section through a diffable data
///   source: applying a snapshot in which 1% of the items changed (a third
///   deleted, a third moved to the top, a third inserted), then
///   `layoutIfNeeded()`; the samples alternate between two such snapshots.
///   Per item of the snapshot.
///
/// Results are checked outside the timed regions; a wrong one throws
/// ``BenchmarkFailure``.
enum CollectionUpdateWorkloads {
    /// The update workloads, in the order they run.
    static var all: [Workload] {
        [
            Workload(name: "collection.update", per: "update", parameters: [(1000, 9), (100_000, 9)]) {
                try update(items: $0, runs: $1, atRest: true)
            },
            Workload(name: "collection.update.burst", per: "update", parameters: [(1000, 9), (100_000, 9)]) {
                try update(items: $0, runs: $1, atRest: false)
            },
            Workload(name: "collection.update.frame", per: "frame", parameters: [(1000, 9)]) {
                try updateFrames(items: $0, runs: $1)
            },
            Workload(name: "collection.diff", per: "item", parameters: [(10000, 9), (100_000, 5)]) {
                try diff(items: $0, runs: $1)
            },
        ]
    }

    static let rowHeight: CGFloat = 44

    static func listLayout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
            subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    /// One section whose count the workload changes.
    final class CountDataSource: CollectionViewDataSource {
        var count: Int

        init(count: Int) {
            self.count = count
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// A list of `items` rows on the screen, laid out, with its data source.
    static func makeList(items: Int) -> (root: View, collectionView: CollectionView, dataSource: CountDataSource) {
        let (root, collectionView) = CollectionWorkloads.makeCollectionView(listLayout())
        let dataSource = CountDataSource(count: items)
        collectionView.dataSource = dataSource
        root.layoutIfNeeded()
        return (root, collectionView, dataSource)
    }

    /// `collection.update` (`atRest`) and `collection.update.burst`, N
    /// items: one insertion at the top per cycle.
    static func update(items: Int, runs: Int, atRest: Bool) throws -> Measurement {
        let (root, collectionView, dataSource) = makeList(items: items)
        let top = IndexPath(item: 0, section: 0)
        let cycles = 100
        var cyclesRun = 0
        /// One insertion, timed; at rest, its animation then runs to the end.
        func insert() -> Duration {
            dataSource.count += 1
            cyclesRun += 1
            let duration = timed {
                collectionView.insertItems(at: [top])
                root.layoutIfNeeded()
                blackHole(collectionView.contentSize)
            }
            if atRest {
                _ = collectionView.clock.runUntilIdle()
                root.layoutIfNeeded()
            }
            return duration
        }
        warmingUp = true
        for _ in 0..<(cycles / 4) { _ = insert() }
        warmingUp = false
        var samples: [Duration] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            var total = Duration.zero
            for _ in 0..<cycles { total += insert() }
            samples.append(total)
        }
        guard collectionView.contentSize.height == CGFloat(items + cyclesRun) * rowHeight,
            collectionView.numberOfSections == 1, !collectionView.visibleCells.isEmpty,
            !atRest || collectionView.clock.isIdle
        else { throw BenchmarkFailure("collection.update: the content is not \(items + cyclesRun) rows") }
        return Measurement(samples: samples, operations: cycles)
    }

    /// `collection.update.frame`, N items: the frames of one insertion's
    /// animation per cycle, the insertion itself untimed.
    static func updateFrames(items: Int, runs: Int) throws -> Measurement {
        let (root, collectionView, dataSource) = makeList(items: items)
        let top = IndexPath(item: 0, section: 0)
        let clock = collectionView.clock
        let insertions = 10
        /// One insertion, untimed, then its animation's frames, timed one by one.
        func animate() -> (duration: Duration, frames: Int) {
            dataSource.count += 1
            collectionView.insertItems(at: [top])
            root.layoutIfNeeded()
            var duration = Duration.zero
            var frames = 0
            while !clock.isIdle {
                duration += timed {
                    clock.step()
                    root.layoutIfNeeded()
                }
                frames += 1
            }
            return (duration, frames)
        }
        // A warm-up, untimed, that counts the animation's frames.
        warmingUp = true
        let framesPerInsertion = animate().frames
        warmingUp = false
        guard framesPerInsertion > 1 else {
            throw BenchmarkFailure("collection.update.frame: the animation ran \(framesPerInsertion) frames")
        }
        var samples: [Duration] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            var total = Duration.zero
            for _ in 0..<insertions {
                let (duration, frames) = animate()
                guard frames == framesPerInsertion else {
                    throw BenchmarkFailure(
                        "collection.update.frame: an animation ran \(frames) frames, not \(framesPerInsertion)")
                }
                total += duration
            }
            samples.append(total)
        }
        guard collectionView.contentSize.height == CGFloat(dataSource.count) * rowHeight else {
            throw BenchmarkFailure("collection.update.frame: the content is not \(dataSource.count) rows")
        }
        return Measurement(samples: samples, operations: insertions * framesPerInsertion)
    }

    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    /// `collection.diff`, N items: snapshots alternating between two that
    /// differ in 1% of the items each way.
    static func diff(items: Int, runs: Int) throws -> Measurement {
        let (root, collectionView) = CollectionWorkloads.makeCollectionView(listLayout())
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var first = Snapshot()
        try first.appendSections([0])
        try first.appendItems(Array(0..<items))
        // 1% changed: a third deleted, a third moved to the top, a third inserted.
        let third = max(1, items / 300)
        var second = first
        let stride = items / (3 * third)
        let picked = (0..<(3 * third)).map { $0 * stride + stride / 2 }
        try second.deleteItems(Array(picked[0..<third]))
        for identifier in picked[third..<(2 * third)] { try second.moveItem(identifier, beforeItem: 0) }
        try second.insertItems(Array(items..<(items + third)), afterItem: picked[2 * third])
        try dataSource.apply(first, animatingDifferences: false)
        root.layoutIfNeeded()
        var showsSecond = false
        var failure: (any Error)?
        let samples = sampleRuns(runs) {
            let next = showsSecond ? first : second
            showsSecond.toggle()
            return timed {
                do {
                    try dataSource.apply(next, animatingDifferences: false)
                } catch {
                    failure = error
                }
                root.layoutIfNeeded()
                blackHole(collectionView.bounds)
            }
        }
        if let failure { throw BenchmarkFailure("collection.diff: \(failure)") }
        let shown = showsSecond ? second : first
        guard dataSource.snapshot().itemIdentifiers == shown.itemIdentifiers else {
            throw BenchmarkFailure("collection.diff: the snapshot shown is not the one applied")
        }
        for indexPath in collectionView.indexPathsForVisibleItems {
            let identifier = shown.itemIdentifiers[indexPath.item]
            guard dataSource.indexPath(for: identifier) == indexPath else {
                throw BenchmarkFailure("collection.diff: item \(identifier) is not at \(indexPath)")
            }
        }
        printError("    collection.diff: \(dataSource.lastDifferenceSteps) steps in the last difference")
        return Measurement(samples: samples, operations: items)
    }
}
