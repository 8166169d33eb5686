import Foundation

extension CollectionView {
    /// The scroll view of an orthogonal section: public, observable, with a
    /// delegate of your own, unlike UIKit's. Its frame is always the
    /// section's scroller frame from the layout (rounded to the pixel grid),
    /// its content size the layout's, and its cells are realized along its
    /// axis like the collection view's. A released drag comes to rest where
    /// the section's `orthogonalScrollingBehavior` says.
    ///
    /// Scrollers are virtualized like cells: a section has one while it is
    /// near the visible bounds (its scroller's frame overlaps the realized
    /// area). When the section leaves that area its scroller is hidden and
    /// queued, with the cells queued in it, and reused for the next
    /// orthogonal section that comes near — of the same size if one is
    /// queued — with its delegate cleared. The offset is the section's: a
    /// section that comes back, or is reloaded, shows the offset it was
    /// left at. Asked for a section away from the bounds, this returns a
    /// scroller for it until the collection view next realizes its views.
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

    /// The scroller of an orthogonal section: the one it has, else a queued
    /// one (of the section's size if there is one), else a new one that
    /// shares the collection view's clock, ignores the safe area and
    /// reports its offset to the layout. It is placed at the section's
    /// frame and scrolled to the section's offset.
    func orthogonalScroller(forSection section: Int) -> ScrollView {
        if let scroller = orthogonalScrollers[section] { return scroller }
        let frame = collectionViewLayout.orthogonalScrollerFrame(forSection: section)
        let shape = frame.map { Self.pixelAligned($0, scale: rootView.contentScaleFactor).size } ?? .zero
        let scroller: ScrollView
        if let queued = scrollerPool.take(shape: shape) {
            scroller = queued
            scroller.isHidden = false
        } else {
            scroller = makeOrthogonalScroller(named: "\(name).section\(section)")
        }
        // Placed and scrolled to the section's offset before it is the
        // section's: the layout already has that offset.
        positionOrthogonalScroller(scroller, section: section)
        scrollerPool.sections[ObjectIdentifier(scroller)] = section
        orthogonalScrollers[section] = scroller
        putInZOrder(scroller, in: self)
        return scroller
    }

    /// A new scroller, observed for its offset and drags on behalf of
    /// whichever section it shows.
    private func makeOrthogonalScroller(named name: String) -> ScrollView {
        let scroller = ScrollView(name: name)
        scroller.contentInsetAdjustmentBehavior = .never
        scroller.clock = clock
        scrollerPool.observations[ObjectIdentifier(scroller)] = [
            scroller.observe(\.contentOffset) { [weak self] scroller, _ in
                self?.orthogonalOffsetDidChange(scroller)
            },
            scroller.observe(\.isDragging) { [weak self] scroller, change in
                guard let self, change.newValue, let section = self.section(shownBy: scroller) else { return }
                self.dragStartOffsets[section] = scroller.contentOffset
            },
        ]
        scroller.releaseTargetAdjustment = { [weak self] scroller, velocity, target in
            guard let self, let section = self.section(shownBy: scroller) else { return }
            self.snapReleaseTarget(of: scroller, section: section, velocity: velocity, target: &target)
        }
        addSubview(scroller)
        return scroller
    }

    /// The section a scroller shows, nil while it is queued.
    private func section(shownBy scroller: ScrollView) -> Int? {
        scrollerPool.sections[ObjectIdentifier(scroller)]
    }

    /// Places every scroller at its section's frame once per revision of
    /// the layout, queues those of sections that no longer scroll
    /// orthogonally, and queues the scrollers whose frames no longer
    /// overlap `rect` (the realized area) and that hold no realized view.
    /// Called once the views that left `rect` are queued, before those
    /// that entered it are realized: they reuse what left.
    ///
    /// - Complexity: O(scrollers in use), plus O(realized views) for each
    ///   scroller leaving.
    func updateOrthogonalScrollers(keepingThoseMeeting rect: CGRect) {
        let layout = collectionViewLayout
        if scrollersRevision != layout.revision {
            scrollersRevision = layout.revision
            // Sorting even no keys costs a few hundred instructions.
            for section in orthogonalScrollers.isEmpty ? [] : orthogonalScrollers.keys.sorted() {
                guard let scroller = orthogonalScrollers[section] else { continue }
                if layout.orthogonalScrollerFrame(forSection: section) == nil {
                    retireOrthogonalScroller(ofSection: section)
                    layout.orthogonalOffsets[section] = nil
                } else {
                    positionOrthogonalScroller(scroller, section: section)
                }
            }
        }
        // A scroller's frame is its section's (pixel-aligned) in content
        // coordinates: every tick checks it without asking the layout.
        guard !orthogonalScrollers.isEmpty else { return }
        var leaving = false
        for scroller in orthogonalScrollers.values where !scroller.frame.overlapsWithArea(rect) {
            leaving = true
            break
        }
        guard leaving else { return }
        for section in orthogonalScrollers.keys.sorted() {
            guard let scroller = orthogonalScrollers[section], !scroller.frame.overlapsWithArea(rect),
                !realizedViews.values.contains(where: { $0.isSubview(of: scroller) })
            else { continue }
            retireOrthogonalScroller(ofSection: section)
        }
    }

    /// Hides a section's scroller and queues it for another section: a
    /// deceleration stops where it is (the layout keeps the offset for the
    /// section), and its delegate is cleared.
    private func retireOrthogonalScroller(ofSection section: Int) {
        guard let scroller = orthogonalScrollers.removeValue(forKey: section) else { return }
        scrollerPool.sections[ObjectIdentifier(scroller)] = nil
        dragStartOffsets[section] = nil
        scroller.setContentOffset(scroller.contentOffset, animated: false)
        scroller.delegate = nil
        scroller.isHidden = true
        scrollerPool.put(scroller)
    }

    /// Queues every scroller in use (before a reload realizes the views anew).
    func retireOrthogonalScrollers() {
        for section in orthogonalScrollers.keys.sorted() { retireOrthogonalScroller(ofSection: section) }
    }

    /// Removes the queued scrollers, with the views queued in them.
    func removeQueuedOrthogonalScrollers() {
        for scroller in scrollerPool.removeAll() {
            forgetReuseQueues(of: scroller)
            scroller.removeFromSuperview()
        }
    }

    /// Puts a scroller at its section's frame and content size, scrolled
    /// to the section's offset (right to left, a horizontal scroller's
    /// offset counts from its content's right end, where the first item is).
    private func positionOrthogonalScroller(_ scroller: ScrollView, section: Int) {
        let layout = collectionViewLayout
        guard let frame = layout.orthogonalScrollerFrame(forSection: section),
            let contentSize = layout.orthogonalScrollerContentSize(forSection: section)
        else { return }
        let aligned = Self.pixelAligned(frame, scale: rootView.contentScaleFactor)
        if scroller.frame != aligned { scroller.frame = aligned }
        scroller.contentSize = contentSize
        let offset = layout.scrollerOffset(layout.orthogonalOffsets[section] ?? 0, ofSection: section)
        let point = orthogonalAxis == .horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
        // Within a millionth of a point it is there: a reflected offset can
        // differ in its last bit, and setting it would stop a deceleration.
        if abs(scroller.contentOffset.x - point.x) > 1e-6 || abs(scroller.contentOffset.y - point.y) > 1e-6 {
            scroller.setContentOffset(point, animated: false)
        }
    }

    private var orthogonalAxis: LayoutAxis { collectionViewLayout.configuration.scrollDirection.axis.other }

    /// Records the offset of a scroller in use as its section's, and
    /// realizes the section's cells for it.
    private func orthogonalOffsetDidChange(_ scroller: ScrollView) {
        guard let section = section(shownBy: scroller) else { return }
        let offset = orthogonalAxis == .horizontal ? scroller.contentOffset.x : scroller.contentOffset.y
        let layout = collectionViewLayout
        layout.orthogonalOffsets[section] = layout.scrollerOffset(offset, ofSection: section)
        realizedArea = nil
        updateRealizedElements()
    }

    /// Moves a released drag's target to where the section's behaviour
    /// rests, from the projection of the release velocity along the scroller's axis.
    private func snapReleaseTarget(
        of scroller: ScrollView, section: Int, velocity: CGPoint, target: inout CGPoint
    ) {
        let layout = collectionViewLayout
        guard let rule = layout.orthogonalDeceleration(forSection: section) else { return }
        let horizontal = orthogonalAxis == .horizontal
        // The rule counts from the section's first item: right to left, a
        // horizontal scroller's offsets and velocity are reflected for it.
        func fromFirstItem(_ offset: CGFloat) -> CGFloat { layout.scrollerOffset(offset, ofSection: section) }
        let physicalOffset = horizontal ? scroller.contentOffset.x : scroller.contentOffset.y
        let offset = fromFirstItem(physicalOffset)
        let physicalSpeed = horizontal ? velocity.x : velocity.y
        let speed = layout.reflectsOrthogonalScroller(forSection: section) ? -physicalSpeed : physicalSpeed
        let start = dragStartOffsets[section].map { fromFirstItem(horizontal ? $0.x : $0.y) } ?? offset
        let projected = ScrollView.projectedOffset(
            from: offset, velocity: speed, decelerationRate: scroller.decelerationRate)
        let resting = fromFirstItem(rule.targetOffset(proposedOffset: projected, velocity: speed, startOffset: start))
        if horizontal { target.x = resting } else { target.y = resting }
    }
}
