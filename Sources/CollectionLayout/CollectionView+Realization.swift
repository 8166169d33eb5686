import Foundation

extension CollectionView {
    /// The area whose elements have views: the bounds extended by half their
    /// length along the scroll axis each way (half the height, for a
    /// vertical layout).
    var realizationRect: CGRect {
        let axis = collectionViewLayout.configuration.scrollDirection.axis
        return bounds.extended(by: bounds.size.length(along: axis) / 2, along: axis)
    }

    /// Brings the realized views in line with the layout, the bounds and
    /// the data: queues the views of elements that left the realized area,
    /// asks the data source for those that entered it, and places every
    /// realized view at its attributes.
    ///
    /// Runs on every change of the bounds (offset or size), of the visible
    /// content inset (the adjusted one, or a collapsing bar's height), of an orthogonal scroller's offset, after a reload and
    /// in ``layoutSubviews()``. Asked again while it runs (a data source
    /// that scrolls), it runs once more when done.
    ///
    /// A newly realized element whose size is estimated is measured
    /// (``measure(_:at:)``) before it is placed; when that moves the layout,
    /// the round ends there and another one starts from the new layout. Each
    /// element is measured once, so the rounds end.
    ///
    /// - Complexity: the layout's query (independent of the number of items)
    ///   plus O(realized views), per round.
    package func updateRealizedElements() {
        guard !isRealizing else {
            needsRealizationAgain = true
            return
        }
        isRealizing = true
        defer { isRealizing = false }
        repeat {
            needsRealizationAgain = false
            realizeElements()
        } while needsRealizationAgain
    }

    private func realizeElements() {
        let layout = collectionViewLayout
        // A collection view not yet given a size has not been laid out by its
        // owner: its layout waits for the layout pass that gives it one, so
        // that a section provider never sees a 0×0 container.
        guard frame.size != .zero else {
            for key in realizedViews.keys.sorted(by: CollectionElementKey.precedes) {
                if let view = realizedViews.removeValue(forKey: key) { enqueue(view) }
            }
            retireOrthogonalScrollers()
            realizedArea = nil
            realizedInputs = nil
            return
        }
        var context = layout.context
        context.boundsSize = frame.size
        context.itemCounts = itemCounts
        context.safeAreaInsets = safeAreaInsets
        context.layoutMargins = layoutMargins
        context.contentOffset = contentOffset
        context.visibleContentInset = visibleContentInset
        context.layoutDirection = effectiveUserInterfaceLayoutDirection
        layout.context = context
        contentSize = layout.collectionViewContentSize
        if keepRightToLeftLeadingEnd() { layout.context.contentOffset = contentOffset }
        reportOverflows()
        reportLayoutFailure()

        let rect = realizationRect
        let scale = rootView.contentScaleFactor
        if updateAnimation == nil, let area = realizedArea, area.scale == scale,
            let layoutMoved = realizeChanges(from: area.rect, to: rect)
        {
            realizedArea = nil
            if layoutMoved {
                // A measure moved the layout: the next round starts from the new one.
                needsRealizationAgain = true
                return
            }
            // Asked again meanwhile (the data source reloaded, say): the
            // next round realizes every element.
            if needsRealizationAgain { return }
            realizedArea = (rect, scale)
            realizedInputs = currentRealizationInputs
            updatePrefetching(around: rect)
            return
        }
        realizedArea = nil

        var buffers = realizationBuffers.take()
        defer { realizationBuffers.keep(&buffers) }
        if dataSource != nil {
            layout.appendElements(in: rect, extendingOrthogonalScrollers: true, to: &buffers.elements)
        }
        // The views of the elements still realized are marked, those left
        // unmarked are queued, then the new elements are realized (and
        // measured) before any view is placed, so that a round a measure
        // makes stale has placed nothing.
        realizationSerial &+= 1
        let serial = realizationSerial
        // Where each element's view is in the table (-1 for none yet): read
        // in place, a view is not retained and released for each element.
        buffers.positions.reserveCapacity(buffers.elements.count)
        for index in buffers.elements.indices {
            if let position = realizedViews.position(of: buffers.elements[index].key) {
                realizedViews.values[position].realizationMark = serial
                buffers.positions.append(position)
            } else {
                buffers.entering.append(index)
                buffers.positions.append(-1)
            }
        }
        // Views the animation keeps outside the area, placed after the others.
        if let animation = updateAnimation, animation.keepsViews || !animation.kept.isEmpty {
            // The views realized before the update stay until its animation
            // ends (those not marked yet: their elements left the area).
            func keep(
                _ key: CollectionElementKey, _ view: CollectionReusableView,
                in kept: inout [(view: CollectionReusableView, element: PlacedElement)]
            ) {
                guard view.realizationMark != serial, let element = keptElement(key) else { return }
                view.realizationMark = serial
                kept.append((view, element))
            }
            if animation.keepsViews {
                for position in realizedViews.indices
                where realizedViews.values[position].keptByAnimation == animation.serial
                    && realizedViews.values[position].realizationMark != serial
                {
                    keep(realizedViews.keys[position], realizedViews.values[position], in: &buffers.kept)
                }
            }
            for key in animation.kept {
                if let view = realizedViews[key] { keep(key, view, in: &buffers.kept) }
            }
        }
        if realizedViews.count > buffers.elements.count - buffers.entering.count + buffers.kept.count {
            var leaving: [CollectionElementKey] = []
            for position in realizedViews.indices where realizedViews.values[position].realizationMark != serial {
                leaving.append(realizedViews.keys[position])
            }
            leaving.sort(by: CollectionElementKey.precedes)
            for key in leaving {
                if let view = realizedViews.removeValue(forKey: key) { enqueue(view) }
            }
        }
        updateOrthogonalScrollers(keepingThoseMeeting: rect)
        if !buffers.entering.isEmpty && realizeNewElements(buffers.elements, at: buffers.entering) {
            // A measure moved the layout: the next round starts from the new one.
            needsRealizationAgain = true
            return
        }

        let remeasuring = layout.needsRemeasuringRealizedElements
        for index in buffers.elements.indices {
            // A position from before the removals and the new views (or
            // none yet) is found again by the element's key.
            var position = buffers.positions[index]
            if position < 0 || position >= realizedViews.count
                || realizedViews.keys[position] != buffers.elements[index].key
            {
                guard let found = realizedViews.position(of: buffers.elements[index].key) else { continue }
                position = found
                realizedViews.values[position].realizationMark = serial
            }
            let view = realizedViews.values[position]
            if remeasuring && measure(view, at: buffers.elements[index].attributes) {
                // The layout moved: the rest of `elements` is stale. The
                // next round places the views at the new attributes.
                needsRealizationAgain = true
                return
            }
            place(view, as: buffers.elements[index], scale: scale)
        }
        for (view, element) in buffers.kept {
            if remeasuring && measure(view, at: element.attributes) {
                needsRealizationAgain = true
                return
            }
            place(view, as: element, scale: scale)
        }
        if remeasuring { layout.needsRemeasuringRealizedElements = false }
        showUpdateAnimationFrame()
        if needsRealizationAgain { return }
        realizedInputs = currentRealizationInputs
        if dataSource != nil {
            realizedArea = (rect, scale)
            updatePrefetching(around: rect)
        }
    }

    /// Brings the realized views in line when only the scroll offset (or
    /// the visible inset) changed since the views of `old` were realized:
    /// the views of elements that left `rect` are queued, the elements of
    /// the strip `rect` gained are realized and placed, and the pinned
    /// headers are placed again; every other element keeps its attributes,
    /// so it is neither asked for nor looked up.
    ///
    /// - Returns: nil, having changed nothing, when more than the offset
    ///   changed or the areas do not overlap (the caller realizes every
    ///   element); otherwise whether a measure moved the layout.
    /// - Complexity: the layout's query of the gained strip and of the
    ///   pinned headers, plus O(realized views).
    private func realizeChanges(from old: CGRect, to rect: CGRect) -> Bool? {
        let layout = collectionViewLayout
        guard let previous = realizedInputs, previous.layoutRevision == layout.revision,
            previous.size == frame.size, previous.safeAreaInsets == safeAreaInsets,
            previous.layoutMargins == layoutMargins, !layout.needsRemeasuringRealizedElements, dataSource != nil
        else { return nil }
        let axis = layout.configuration.scrollDirection.axis
        let low = rect.minimum(along: axis)
        let high = rect.maximum(along: axis)
        let oldLow = old.minimum(along: axis)
        let oldHigh = old.maximum(along: axis)
        guard rect.size == old.size, low < oldHigh, oldLow < high,
            let pinned = layout.offsetDependentElements(alongScrollAxis: min(low, oldLow), max(high, oldHigh))
        else { return nil }
        let pinnedKeys = pinned.map(CollectionElementKey.init)

        // Leaving: what no longer overlaps the area along the scroll axis
        // (across it nothing moved). Pinned headers are decided below.
        var leaving: [CollectionElementKey] = []
        for (key, view) in realizedViews {
            guard let frame = view.placement?.frame else { return nil }
            if frame.minimum(along: axis) < high && frame.maximum(along: axis) > low { continue }
            if key.category == .supplementaryView && pinnedKeys.contains(key) { continue }
            leaving.append(key)
        }

        // Entering: the gained strip's elements without a view (those
        // across its edge have one), then the pinned headers.
        var entering: [PlacedElement] = []
        if low != oldLow {
            let strip =
                low < oldLow ? rect.limited(to: low, oldLow, along: axis) : rect.limited(to: oldHigh, high, along: axis)
            for element in layout.elements(in: strip, extendingOrthogonalScrollers: true) {
                if realizedViews[element.key] == nil && !pinnedKeys.contains(element.key) { entering.append(element) }
            }
        }
        var moving: [(view: CollectionReusableView, element: PlacedElement)] = []
        for (attributes, key) in zip(pinned, pinnedKeys) {
            let view = realizedViews[key]
            if attributes.frame.overlapsWithArea(rect) {
                if let view {
                    moving.append((view, PlacedElement(attributes: attributes)))
                } else {
                    entering.append(PlacedElement(attributes: attributes))
                }
            } else if view != nil {
                leaving.append(key)
            }
        }

        if leaving.count > 1 { leaving.sort(by: CollectionElementKey.precedes) }
        for key in leaving {
            if let view = realizedViews.removeValue(forKey: key) { enqueue(view) }
        }
        updateOrthogonalScrollers(keepingThoseMeeting: rect)
        if !entering.isEmpty && realizeNewElements(entering, at: entering.indices) { return true }
        let scale = rootView.contentScaleFactor
        for element in entering {
            if let view = realizedViews[element.key] {
                place(view, as: element, scale: scale)
            }
        }
        for (view, element) in moving { place(view, as: element, scale: scale) }
        return false
    }

    /// What the realized views were last brought in line with: when a
    /// layout pass changes none of it, ``layoutSubviews()`` has nothing to do.
    struct RealizationInputs: Equatable {
        var size: CGSize
        var contentOffset: CGPoint
        var visibleContentInset: EdgeInsets
        var safeAreaInsets: EdgeInsets
        var layoutMargins: EdgeInsets
        var layoutRevision: Int
    }

    /// The inputs of the realization now; nil while the layout must be
    /// computed again (it has been invalidated).
    var currentRealizationInputs: RealizationInputs? {
        guard !collectionViewLayout.needsLayout else { return nil }
        return RealizationInputs(
            size: frame.size, contentOffset: contentOffset, visibleContentInset: visibleContentInset,
            safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
            layoutRevision: collectionViewLayout.revision)
    }

    /// Asks the data source for the view of an element (a decoration is made
    /// or reused here) and checks that it was dequeued for it.
    func realize(_ key: CollectionElementKey) -> CollectionReusableView? {
        guard let dataSource else { return nil }
        if key.category == .decorationView {
            let reuseKey = ReuseKey(category: .decorationView, kind: key.kind, identifier: key.kind ?? "")
            if let view = takeQueued(reuseKey, in: self) { return view }
            let view = CollectionReusableView(name: makeViewName(key.kind ?? "decoration"))
            view.reuseIdentifier = reuseKey.identifier
            view.reuseKey = reuseKey
            return view
        }
        pendingRequest = key
        // Emptied, not replaced: its storage serves every request.
        dequeuedInRequest.removeAll(keepingCapacity: true)
        defer {
            pendingRequest = nil
            dequeuedInRequest.removeAll(keepingCapacity: true)
        }
        let view: CollectionReusableView
        if key.category == .cell {
            view = dataSource.collectionView(self, cellForItemAt: key.indexPath)
        } else {
            view = dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: key.kind ?? "", at: key.indexPath)
        }
        // Dequeued but not returned: back to their queues.
        for other in dequeuedInRequest where other !== view { enqueue(other) }
        if !dequeuedInRequest.contains(where: { $0 === view }) {
            report(.notDequeued(key.indexPath, elementKind: key.kind))
            if realizedViews.values.contains(where: { $0 === view }) {
                // Shown elsewhere already: a blank view stands in.
                return CollectionReusableView(name: makeViewName("blank"))
            }
            view.reuseKey = nil
        }
        return view
    }

    /// Puts a realized view at its element's attributes in its container
    /// (the collection view, or the scroller of the element's orthogonal
    /// section): its frame the exact frame, relative to the container's
    /// content, rounded to the pixel grid; shown unless the attributes hide
    /// it; in zIndex order among the container's views.
    private func place(_ view: CollectionReusableView, as element: PlacedElement, scale: CGFloat) {
        if !view.isDisplayed {
            view.isDisplayed = true
            if let delegate = delegate as? CollectionViewDelegate {
                let key = element.key
                if key.category == .cell, let cell = view as? CollectionViewCell {
                    delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
                } else if key.category == .supplementaryView {
                    delegate.collectionView(
                        self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
                }
            }
        }
        let section = element.orthogonalSection
        if let placed = view.placement, placed.frame.isSame(as: element.frame), placed.section == section,
            placed.zIndex == element.zIndex, placed.alpha == element.alpha,
            placed.isHidden == element.isHidden, placed.scale == scale
        {
            return  // the element has not changed since the view was placed
        }
        // The scroller of the view's orthogonal section, nil when the
        // collection view holds it (not kept in a local of type View: a
        // strong reference to the collection view costs the runtime's slow
        // retain and release, as does reading `updateAnimation`).
        var scroller: ScrollView?
        var origin = CGPoint.zero
        if let section, let frame = collectionViewLayout.orthogonalScrollerFrame(forSection: section) {
            scroller = orthogonalScroller(forSection: section)
            origin = frame.origin
        }
        let isInContainer = scroller.map { view.isSubview(of: $0) } ?? view.isSubview(of: self)
        let previousZIndex = isInContainer ? view.appliedZIndex : nil
        // While an update animates, the animation's frame, shown right
        // after, places the collection view's own subviews.
        if scroller != nil || !isAnimatingUpdate {
            let exact = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            let frame = Self.pixelAligned(exact, scale: scale)
            if previousZIndex == nil || !view.frame.isSame(as: frame) { view.frame = frame }
            view.alignment = scroller == nil ? (exact, scale, frame) : nil
        }
        if view.isHidden != element.isHidden { view.isHidden = element.isHidden }
        view.appliedKey = element.key
        view.appliedAlpha = element.alpha
        view.appliedZIndex = element.zIndex
        view.placement = (element.frame, section, element.zIndex, element.alpha, element.isHidden, scale)
        if previousZIndex != element.zIndex {
            if let scroller { putInZOrder(view, in: scroller) } else { putInZOrder(view, in: self) }
        }
    }

    /// The zIndex of a subview of a container in the back-to-front order
    /// the collection view keeps: a placed element's, 0 for an orthogonal
    /// section's scroller, nil for any other view (queued for reuse, or
    /// not the collection view's).
    private func zOrderIndex(of view: View) -> Int? {
        if let reusable = view as? CollectionReusableView { return reusable.appliedZIndex }
        return view is ScrollView && view.isSubview(of: self) && orthogonalScrollers.values.contains { $0 === view }
            ? 0 : nil
    }

    /// Puts a placed view (new to its container, reused, or with a new
    /// zIndex) where the container's back-to-front order stays sorted by
    /// zIndex: a view between the nearest ordered views of lower and higher
    /// zIndexes stays where it is; any other goes to the front of the views
    /// of its zIndex. No other view moves.
    ///
    /// - Complexity: O(subviews of the container) at worst; in a
    ///   collection whose zIndexes rarely differ, the few views between it
    ///   and its nearest ordered neighbours.
    func putInZOrder(_ view: View, in container: View) {
        guard let z = zOrderIndex(of: view) else { return }
        let siblings = container.subviews
        var current: Int?
        if view.isSubview(of: container), let index = siblings.lastIndex(where: { $0 === view }) {
            current = index
            var behind = index - 1
            var behindZ: Int?
            while behind >= 0 && behindZ == nil {
                behindZ = zOrderIndex(of: siblings[behind])
                behind -= 1
            }
            var front = index + 1
            var frontZ: Int?
            while front < siblings.count && frontZ == nil {
                frontZ = zOrderIndex(of: siblings[front])
                front += 1
            }
            if (behindZ ?? z) <= z && z <= (frontZ ?? z) { return }
        }
        // Just above the frontmost ordered view of zIndex <= z.
        var target = 0
        var index = siblings.count - 1
        while index >= 0 {
            let other = siblings[index]
            if other !== view, let zOther = zOrderIndex(of: other), zOther <= z {
                target = index + 1
                break
            }
            index -= 1
        }
        if let current, current < target { target -= 1 }
        container.insertSubview(view, at: target)
    }

    /// A frame with each edge rounded to the pixel grid, as the layout pass
    /// rounds every view's frame.
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let minX = rect.minX.roundedToPixel(scale: scale)
        let minY = rect.minY.roundedToPixel(scale: scale)
        let maxX = rect.maxX.roundedToPixel(scale: scale)
        let maxY = rect.maxY.roundedToPixel(scale: scale)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

}
