import Foundation

extension CollectionView {
    /// The number of items in a section, as read at the last reload or
    /// update; 0, and the mistake reported, for a section out of range.
    public func numberOfItems(inSection section: Int) -> Int {
        guard section >= 0, section < itemCounts.count else {
            report(.indexPathOutOfRange(IndexPath(index: section), request: "numberOfItems(inSection:)"))
            return 0
        }
        return itemCounts[section]
    }

    /// The item whose cell contains `point`, in the collection view's
    /// coordinates (its bounds: content coordinates), or nil. A cell of an
    /// orthogonal section is found where its scroller shows it.
    ///
    /// - Complexity: O(realized views), plus the layout's query of a point
    ///   outside the realized cells.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        var found: IndexPath?
        for (key, view) in realizedViews where key.category == .cell && !view.isHidden {
            guard let frame = view.placement?.frame else { continue }
            var shown = frame
            if !view.isSubview(of: self) {
                guard let scroller = orthogonalScrollers[key.indexPath.section], view.isSubview(of: scroller),
                    let scrollerFrame = collectionViewLayout.orthogonalScrollerFrame(forSection: key.indexPath.section)
                else { continue }
                // Where the scroller shows it, within the scroller.
                shown = frame.offsetBy(dx: -scroller.bounds.minX, dy: -scroller.bounds.minY).intersection(scrollerFrame)
            }
            if shown.contains(point), found.map({ key.indexPath < $0 }) ?? true { found = key.indexPath }
        }
        if let found { return found }
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        for attributes in collectionViewLayout.layoutAttributesForElements(in: probe)
        where attributes.representedElementCategory == .cell && attributes.frame.contains(point)
            && orthogonalScrollers[attributes.indexPath.section] == nil
            && collectionViewLayout.orthogonalScrollerFrame(forSection: attributes.indexPath.section) == nil
        {
            return attributes.indexPath
        }
        return nil
    }

    /// The realized view of a supplementary element, or nil when it is not
    /// near the visible bounds.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        realizedViews[.lookingUp(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The realized supplementary views of a kind that overlap the visible
    /// bounds, by index path.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        visibleSupplementaryEntries(ofKind: elementKind).map(\.view)
    }

    /// The index paths of ``visibleSupplementaryViews(ofKind:)``, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryEntries(ofKind: elementKind).map(\.indexPath)
    }

    private func visibleSupplementaryEntries(ofKind elementKind: String)
        -> [(indexPath: IndexPath, view: CollectionReusableView)]
    {
        let kindNumber = ElementKindTable.shared.existingNumber(of: elementKind)
        return realizedViews.compactMap { key, view in
            guard key.category == .supplementaryView, key.kindNumber == kindNumber, !view.isHidden,
                isVisible(view, section: key.indexPath.count > 0 ? key.indexPath[0] : -1)
            else { return nil }
            return (key.indexPath, view)
        }.sorted { $0.indexPath < $1.indexPath }
    }
}
