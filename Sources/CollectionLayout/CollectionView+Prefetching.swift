import Foundation

extension CollectionView {
    /// Asks the prefetch data source for the items one screen ahead of the
    /// realized area `rect` in the direction of the last scroll, nearest to
    /// the bounds first, each once; cancels those still pending when the
    /// direction reverses. Items realized since they were asked for leave
    /// the pending set without a cancel.
    ///
    /// - Complexity: nothing without a prefetch data source; else the
    ///   layout's query of one screen plus O(pending items), on a tick that
    ///   scrolled.
    func updatePrefetching(around rect: CGRect) {
        guard prefetchState.isActive, let prefetchDataSource else { return }
        let axis = collectionViewLayout.configuration.scrollDirection.axis
        let offset = axis == .vertical ? contentOffset.y : contentOffset.x
        let last = prefetchState.lastOffset
        prefetchState.lastOffset = offset
        guard let last, offset != last else { return }
        let isForward = offset > last
        if let wasForward = prefetchState.isForward, wasForward != isForward { cancelPrefetching() }
        prefetchState.isForward = isForward
        prefetchState.pending = prefetchState.pending.filter { realizedViews[.cell($0)] == nil }

        let length = bounds.size.length(along: axis)
        let start = isForward ? rect.maximum(along: axis) : rect.minimum(along: axis) - length
        let ahead = CGRect(
            origin: CGPoint(along: axis, start, across: rect.minimum(along: axis.other)),
            size: CGSize(along: axis, length, across: rect.size.length(along: axis.other)))
        var found: [(distance: CGFloat, indexPath: IndexPath)] = []
        for attributes in collectionViewLayout.layoutAttributesForElements(in: ahead)
        where attributes.representedElementCategory == .cell {
            let indexPath = attributes.indexPath
            guard realizedViews[.cell(indexPath)] == nil, !prefetchState.pending.contains(indexPath) else { continue }
            let distance =
                isForward
                ? attributes.frame.minimum(along: axis) - bounds.maximum(along: axis)
                : bounds.minimum(along: axis) - attributes.frame.maximum(along: axis)
            found.append((distance, indexPath))
        }
        guard !found.isEmpty else { return }
        found.sort { ($0.distance, $0.indexPath) < ($1.distance, $1.indexPath) }
        let indexPaths = found.map(\.indexPath)
        prefetchState.pending.formUnion(indexPaths)
        prefetchDataSource.collectionView(self, prefetchItemsAt: indexPaths)
    }

    /// Moves the pending items to their index paths after an update, and
    /// cancels those it deletes.
    func remapPrefetching(through plan: CollectionViewUpdatePlan) {
        var kept: Set<IndexPath> = []
        var deleted: [IndexPath] = []
        for indexPath in prefetchState.pending {
            if let moved = plan.newIndexPath(ofItemAt: indexPath) {
                kept.insert(moved)
            } else if realizedViews[.cell(indexPath)] == nil {
                deleted.append(indexPath)
            }
        }
        prefetchState.pending = kept
        guard !deleted.isEmpty, let prefetchDataSource else { return }
        prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: deleted.sorted())
    }

    /// Cancels the items asked for and not realized, in index-path order,
    /// and starts afresh (after a reload their index paths may name other
    /// items).
    func cancelPrefetching() {
        let pending = prefetchState.pending.filter { realizedViews[.cell($0)] == nil }.sorted()
        prefetchState.pending = []
        prefetchState.isForward = nil
        guard !pending.isEmpty, let prefetchDataSource else { return }
        prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: pending)
    }
}
