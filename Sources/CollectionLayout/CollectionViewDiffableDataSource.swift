import Foundation

/// A data source that shows snapshots of identifiers and animates the
/// difference between them as one batch update
/// (UIKit's `UICollectionViewDiffableDataSource`).
///
/// Creating it makes it the collection view's data source; the collection
/// view holds it weakly, so keep it. Applying a snapshot finds the
/// difference by identifier in O(n) and applies it through
/// ``CollectionView/performBatchUpdates(_:completion:)``: cells of items in
/// both snapshots keep their views and measured sizes. A snapshot that
/// cannot be applied throws and leaves the previous one shown (UIKit traps).
open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: CollectionViewDataSource {
    /// Makes the cell of an item, from the collection view's dequeue.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view of a kind, from the collection view's dequeue.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// Makes the supplementary views; without it they are blank (and reported).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    @usableFromInline weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    @usableFromInline var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    @usableFromInline var positions: [ItemIdentifierType: ItemPosition] = [:]
    /// The hash look-ups and comparisons of the last difference found (for tests).
    package var lastDifferenceSteps: Int { differenceSteps }
    @usableFromInline var differenceSteps = 0

    /// Creates a data source for `collectionView` and makes it its data source.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows `snapshot`: the difference from the one shown is applied as
    /// one batch update, animated unless `animatingDifferences` is false
    /// (then as in `View/performWithoutAnimation(_:)`), and `completion`
    /// is called once the views are in place — at the end of the
    /// animation, even an interrupted one, or before this method returns.
    ///
    /// - Throws: ``CollectionViewError/snapshot(_:)`` naming an identifier
    ///   the snapshot holds twice, or an error of the batch update; then the
    ///   previous snapshot stays shown and `completion` is not called.
    /// - Complexity: O(n): a comparison for each item of both snapshots and
    ///   a hash look-up for each item out of step (inserted, deleted or
    ///   moved, and every item an item moved forward from far behind
    ///   passes over: one look-up an item at worst), plus O(m log m) for m
    ///   items whose order changed.
    @inlinable
    public final func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) throws(CollectionViewError) {
        let difference = try SnapshotDifference(from: current, oldPositions: positions, to: snapshot)
        let previous = current
        do throws(CollectionViewError) {
            try difference.reposition(&positions, from: previous)
        } catch {
            restorePositions(of: previous)
            throw error
        }
        differenceSteps = difference.steps + positions.count
        current = snapshot.withoutMarks
        guard let collectionView, collectionView.dataSource === self else {
            completion?()
            return
        }
        let completions: [(Bool) -> Void] = completion.map { done in [{ _ in done() }] } ?? []
        do throws(CollectionViewError) {
            if animatingDifferences {
                try collectionView.apply(difference.update, completions: completions)
            } else {
                try View.performWithoutAnimation { () throws(CollectionViewError) in
                    try collectionView.apply(difference.update, completions: completions)
                }
            }
        } catch {
            current = previous
            restorePositions(of: previous)
            throw error
        }
    }

    /// Makes ``positions`` those of `snapshot` again, after a failed apply.
    @usableFromInline
    func restorePositions(of snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        var steps = 0
        positions = (try? SnapshotDifference.positions(of: snapshot, steps: &steps)) ?? [:]
    }

    /// The identifier of the item at an index path, or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < current.sectionIdentifiers.count,
            let items = current.itemsBySection[current.sectionIdentifiers[indexPath.section]],
            indexPath.item >= 0, indexPath.item < items.count
        else { return nil }
        return items[indexPath.item]
    }

    /// The index path of an item, or nil.
    ///
    /// - Complexity: O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        positions[itemIdentifier]?.indexPath
    }

    /// The identifier of the section at an index, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sectionIdentifiers.count ? current.sectionIdentifiers[index] : nil
    }

    // MARK: CollectionViewDataSource

    /// The number of sections of the snapshot shown.
    open func numberOfSections(in collectionView: CollectionView) -> Int {
        current.numberOfSections
    }

    /// The number of items of a section of the snapshot shown.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell from the cell provider; a blank cell (reported as not
    /// dequeued) when it gives none.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        if let identifier = itemIdentifier(for: indexPath),
            let cell = cellProvider(collectionView, indexPath, identifier)
        {
            return cell
        }
        return CollectionViewCell(name: "blank-\(indexPath.section)-\(indexPath.item)")
    }

    /// The view from the supplementary view provider; a blank view
    /// (reported as not dequeued) when there is none.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? CollectionReusableView(name: "\(kind)-\(indexPath.section)-\(indexPath.item)")
    }
}
