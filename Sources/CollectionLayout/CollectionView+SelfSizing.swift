import Foundation

extension CollectionView {
    /// Realizes the elements at `indices` that have no view yet, in order,
    /// and measures each whose size is estimated (``measure(_:at:)``),
    /// before any view is placed — so that a round a measure makes stale
    /// has placed nothing.
    /// Stops at the first measure that moves the layout: the elements after
    /// it are stale.
    ///
    /// - Returns: Whether a measure moved the layout.
    func realizeNewElements(
        _ elements: [PlacedElement], at indices: some Sequence<Int>
    ) -> Bool {
        for index in indices {
            let key = elements[index].key
            guard realizedViews[key] == nil, let view = realize(key) else { continue }
            realizedViews[key] = view
            if measure(view, at: elements[index].attributes) { return true }
        }
        return false
    }

    /// Measures a realized view if its element's size is estimated and not
    /// measured yet at its current held dimensions, and records the
    /// size in the layout: everything after the element moves, and when the
    /// element starts before the visible leading edge (above the visible
    /// top when scrolling vertically, counting the adjusted inset) the
    /// offset moves by the same amount, so that what the user sees stays
    /// still. A cell of an
    /// orthogonal section that starts before its scroller's visible leading
    /// edge moves the scroller's offset the same way along its axis.
    ///
    /// The view is measured by its
    /// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``
    /// before it is placed: a reused view's previous frame does not count.
    ///
    /// - Returns: Whether the layout changed (the element's attributes, or
    ///   those of other elements, are not what they were).
    func measure(_ view: CollectionReusableView, at attributes: CollectionViewLayoutAttributes) -> Bool {
        let layout = collectionViewLayout
        guard let axes = layout.unmeasuredEstimatedAxes(of: attributes) else { return false }
        view.estimatedAxes = axes
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        var size = attributes.size
        if axes.width { size.width = preferred.size.width }
        if axes.height { size.height = preferred.size.height }
        let shift: (alongScrollAxis: CGFloat, alongGroupAxis: CGFloat)
        do {
            if attributes.representedElementCategory == .cell {
                shift = try layout.recordMeasuredSize(size, forItemAt: attributes.indexPath)
            } else {
                let delta = try layout.setMeasuredSize(
                    size, forSupplementaryOfKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
                shift = (delta, 0)
            }
        } catch {
            // Recorded by the layout; the estimate stays.
            return false
        }
        if shift.alongScrollAxis != 0 && leadingStart(of: attributes.frame) < visibleLeadingDistance {
            moveLeadingDistance(by: shift.alongScrollAxis)
        }
        if shift.alongGroupAxis != 0, attributes.representedElementCategory == .cell {
            compensateOrthogonalOffset(by: shift.alongGroupAxis, forCellAt: attributes)
        }
        return size != attributes.size || shift.alongScrollAxis != 0 || shift.alongGroupAxis != 0
    }

    /// Moves an orthogonal section's scroller by `shift` along its axis
    /// from the section's first item when the cell that changed size starts
    /// before the scroller's visible leading edge, so that the cards in view
    /// stay still.
    private func compensateOrthogonalOffset(by shift: CGFloat, forCellAt attributes: CollectionViewLayoutAttributes) {
        let section = attributes.indexPath.section
        guard let scroller = orthogonalScrollers[section],
            let frame = collectionViewLayout.orthogonalScrollerFrame(forSection: section)
        else { return }
        let layout = collectionViewLayout
        let axis = layout.configuration.scrollDirection.axis.other
        let start = attributes.frame.minimum(along: axis) - frame.minimum(along: axis)
        if axis == .horizontal {
            // Right to left, the leading edge is the scroller's right, and
            // the cards after the cell keep their place in its content.
            let isBefore =
                layout.reflectsOrthogonalScroller(forSection: section)
                ? attributes.frame.maxX - frame.minX
                    > scroller.contentOffset.x + scroller.bounds.width - scroller.adjustedContentInset.right
                : start < scroller.contentOffset.x + scroller.adjustedContentInset.left
            if isBefore {
                let offset = (layout.orthogonalOffsets[section] ?? 0) + shift
                layout.orthogonalOffsets[section] = offset
                scroller.contentOffset.x = layout.scrollerOffset(offset, ofSection: section)
            }
        } else if start < scroller.contentOffset.y + scroller.adjustedContentInset.top {
            scroller.contentOffset.y += shift
        }
    }
}
