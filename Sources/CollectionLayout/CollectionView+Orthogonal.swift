import Foundation

extension CollectionView {
    /// The scroll view of an orthogonal section (made on first use): public,
    /// observable, with a delegate of your own, unlike UIKit's. Its frame is
    /// always the section's scroller frame from the layout (rounded to the
    /// pixel grid), its content size the layout's, and its cells are
    /// realized along its axis like the collection view's. A released drag
    /// comes to rest where the section's `orthogonalScrollingBehavior` says.
    ///
    /// - Returns: nil for a section that does not scroll orthogonally, or
    ///   one out of range (reported).
    public func orthogonalScrollView(forSection section: Int) -> ScrollView? {
        guard section >= 0, section < itemCounts.count else {
            report(
                .indexPathOutOfRange(IndexPath(item: 0, section: section), request: "orthogonalScrollView(forSection:)")
            )
            return nil
        }
        guard collectionViewLayout.orthogonalScrollerFrame(forSection: section) != nil else { return nil }
        let scroller = orthogonalScroller(forSection: section)
        positionOrthogonalScroller(scroller, section: section)
        return scroller
    }

    /// The view an element's view goes in: its section's scroller (made if
    /// needed) for a cell of an orthogonal section, else the collection view.
    func container(for element: CollectionElementKey) -> View {
        guard element.category == .cell, element.indexPath.count == 2 else { return self }
        let section = element.indexPath.section
        if let scroller = orthogonalScrollers[section] { return scroller }
        guard collectionViewLayout.orthogonalScrollerFrame(forSection: section) != nil else { return self }
        return orthogonalScroller(forSection: section)
    }

    /// The scroller of an orthogonal section, made on first use: it shares
    /// the collection view's clock, ignores the safe area, and reports its
    /// offset to the layout.
    func orthogonalScroller(forSection section: Int) -> ScrollView {
        if let scroller = orthogonalScrollers[section] { return scroller }
        let scroller = ScrollView(name: "\(name).section\(section)")
        scroller.contentInsetAdjustmentBehavior = .never
        scroller.clock = clock
        orthogonalScrollers[section] = scroller
        observations += [
            scroller.observe(\.contentOffset) { [weak self] scroller, _ in
                self?.orthogonalOffsetDidChange(scroller, section: section)
            },
            scroller.observe(\.isDragging) { [weak self] scroller, change in
                if change.newValue { self?.dragStartOffsets[section] = scroller.contentOffset }
            },
        ]
        scroller.releaseTargetAdjustment = { [weak self] scroller, velocity, target in
            self?.snapReleaseTarget(of: scroller, section: section, velocity: velocity, target: &target)
        }
        addSubview(scroller)
        putInZOrder(scroller, in: self)
        positionOrthogonalScroller(scroller, section: section)
        return scroller
    }

    /// Sets every scroller's frame and content size from the layout, and
    /// removes those whose section no longer scrolls orthogonally, once per
    /// revision of the layout (a scroller made meanwhile is placed when made).
    func updateOrthogonalScrollers() {
        // The frames come from the layout: nothing to do while it is the same.
        guard scrollersRevision != collectionViewLayout.revision else { return }
        scrollersRevision = collectionViewLayout.revision
        for (section, scroller) in orthogonalScrollers {
            if collectionViewLayout.orthogonalScrollerFrame(forSection: section) == nil {
                forgetReuseQueues(of: scroller)
                scroller.removeFromSuperview()
                orthogonalScrollers[section] = nil
                collectionViewLayout.orthogonalOffsets[section] = nil
            } else {
                positionOrthogonalScroller(scroller, section: section)
            }
        }
    }

    private func positionOrthogonalScroller(_ scroller: ScrollView, section: Int) {
        let layout = collectionViewLayout
        guard let frame = layout.orthogonalScrollerFrame(forSection: section),
            let contentSize = layout.orthogonalScrollerContentSize(forSection: section)
        else { return }
        let aligned = Self.pixelAligned(frame, scale: rootView.contentScaleFactor)
        if scroller.frame != aligned { scroller.frame = aligned }
        scroller.contentSize = contentSize
    }

    private var orthogonalAxis: LayoutAxis { collectionViewLayout.configuration.scrollDirection.axis.other }

    private func orthogonalOffsetDidChange(_ scroller: ScrollView, section: Int) {
        let offset = orthogonalAxis == .horizontal ? scroller.contentOffset.x : scroller.contentOffset.y
        collectionViewLayout.orthogonalOffsets[section] = offset
        realizedArea = nil
        updateRealizedElements()
    }

    /// Moves a released drag's target to where the section's behaviour
    /// rests, from the projection of the release velocity along the scroller's axis.
    private func snapReleaseTarget(
        of scroller: ScrollView, section: Int, velocity: CGPoint, target: inout CGPoint
    ) {
        guard let rule = collectionViewLayout.orthogonalDeceleration(forSection: section) else { return }
        let horizontal = orthogonalAxis == .horizontal
        let offset = horizontal ? scroller.contentOffset.x : scroller.contentOffset.y
        let speed = horizontal ? velocity.x : velocity.y
        let start = dragStartOffsets[section].map { horizontal ? $0.x : $0.y } ?? offset
        let projected = ScrollView.projectedOffset(
            from: offset, velocity: speed, decelerationRate: scroller.decelerationRate)
        let resting = rule.targetOffset(proposedOffset: projected, velocity: speed, startOffset: start)
        if horizontal { target.x = resting } else { target.y = resting }
    }
}
