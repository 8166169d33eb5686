import CollectionLayout
import Foundation
import Layout

extension SoakReport {
    /// `collection.update`: a diffable data source over a list of 1,000
    /// items (rows 44 high) takes one animated snapshot per operation, in
    /// turn inserting a new item at the top, deleting the last one, moving
    /// an item to the top and reloading one near it. The clock runs 5
    /// frames after most updates and 20 (past the animation's end) after
    /// every third; every 8th update interrupts the one before. Every 50th
    /// operation scrolls to a new offset. Prints the most views the
    /// collection view held at once (`views_max`).
    static func collectionUpdates(_ operations: Int) throws -> Bool {
        typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>
        let (root, collectionView) = CollectionWorkloads.makeCollectionView(CollectionUpdateWorkloads.listLayout())
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        let items = 1000
        var first = Snapshot()
        try first.appendSections([0])
        try first.appendItems(Array(0..<items))
        try dataSource.apply(first, animatingDifferences: false)
        root.layoutIfNeeded()
        var nextIdentifier = items
        var mostViews = 0
        var failure: (any Error)?
        let flat = soak(
            "collection.update", per: "update", operations: operations, extra: { " views_max=\(mostViews)" }
        ) { k in
            var next = dataSource.snapshot()
            let identifiers = next.itemIdentifiers
            do {
                switch k % 4 {
                case 0:
                    try next.insertItems([nextIdentifier], beforeItem: identifiers[0])
                    nextIdentifier += 1
                case 1:
                    try next.deleteItems([identifiers[identifiers.count - 1]])
                case 2:
                    try next.moveItem(identifiers[(k * 7) % identifiers.count], beforeItem: identifiers[0])
                default:
                    try next.reloadItems([identifiers[k % 10]])
                }
                try dataSource.apply(next, animatingDifferences: true)
            } catch {
                failure = failure ?? error
            }
            if k % 8 != 7 {
                for _ in 0..<(k % 3 == 0 ? 20 : 5) { collectionView.clock.step() }
            }
            if k % 50 == 0 { collectionView.contentOffset.y = CGFloat((k / 50) % 20) * 100 }
            root.layoutIfNeeded()
            if k % 100 == 0 { mostViews = max(mostViews, heldViews(collectionView)) }
        }
        if let failure { throw BenchmarkFailure("collection.update soak: \(failure)") }
        for _ in 0..<30 { collectionView.clock.step() }
        root.layoutIfNeeded()
        let shown = dataSource.snapshot().itemIdentifiers
        guard shown.count == items, Set(shown).count == items,
            collectionView.numberOfItems(inSection: 0) == items
        else { throw BenchmarkFailure("collection.update soak: the list does not hold \(items) distinct items") }
        let visible = collectionView.indexPathsForVisibleItems
        guard !visible.isEmpty else { throw BenchmarkFailure("collection.update soak: no item is visible") }
        for indexPath in visible where dataSource.indexPath(for: shown[indexPath.item]) != indexPath {
            throw BenchmarkFailure("collection.update soak: item \(shown[indexPath.item]) is not at \(indexPath)")
        }
        try CollectionWorkloads.checkRealized(collectionView, "collection.update soak")
        return flat
    }
}
