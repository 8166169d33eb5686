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
    /// Runs on every change of the bounds (offset or size), of the adjusted
    /// content inset, of an orthogonal scroller's offset, after a reload and
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
        var context = layout.context
        context.boundsSize = frame.size
        context.itemCounts = itemCounts
        context.safeAreaInsets = safeAreaInsets
        context.layoutMargins = layoutMargins
        context.contentOffset = contentOffset
        context.adjustedContentInset = adjustedContentInset
        layout.context = context
        contentSize = layout.collectionViewContentSize
        reportOverflows()

        let elements =
            dataSource == nil || frame.size == .zero
            ? [] : layout.elements(in: realizationRect, extendingOrthogonalScrollers: true)
        var wanted: [CollectionElementKey: Int] = [:]
        wanted.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() { wanted[CollectionElementKey(element.attributes)] = index }
        for (key, view) in realizedViews where wanted[key] == nil {
            realizedViews[key] = nil
            enqueue(view)
        }
        updateOrthogonalScrollers()
        if wanted.count > realizedViews.count && realizeNewElements(elements) {
            // A measure moved the layout: the next round starts from the new one.
            needsRealizationAgain = true
            return
        }

        let scale = rootView.contentScaleFactor
        let remeasuring = layout.needsRemeasuringRealizedElements
        var order: [(zIndex: Int, view: View)] = []
        var scrollerOrders: [Int: [(zIndex: Int, view: View)]] = [:]
        for (attributes, orthogonalSection) in elements {
            let key = CollectionElementKey(attributes)
            let container: View
            var origin = CGPoint.zero
            if let section = orthogonalSection, let frame = layout.orthogonalScrollerFrame(forSection: section) {
                container = orthogonalScroller(forSection: section)
                origin = frame.origin
            } else {
                container = self
            }
            let isNew = realizedViews[key] == nil
            guard let view = realizedViews[key] ?? realize(key) else { continue }
            realizedViews[key] = view
            if (isNew || remeasuring) && measure(view, at: attributes) {
                // The layout moved: the rest of `elements` is stale. The
                // next round places the views at the new attributes.
                needsRealizationAgain = true
                return
            }
            place(view, at: attributes, in: container, origin: origin, scale: scale)
            if container === self {
                order.append((attributes.zIndex, view))
            } else if let section = orthogonalSection {
                scrollerOrders[section, default: []].append((attributes.zIndex, view))
            }
        }
        if remeasuring { layout.needsRemeasuringRealizedElements = false }
        arrangeOrthogonalViews(byZIndex: scrollerOrders)
        for section in orthogonalScrollers.keys.sorted() {
            if let scroller = orthogonalScrollers[section] { order.append((0, scroller)) }
        }
        arrangeByZIndex(order)
    }

    /// Asks the data source for the view of an element (a decoration is made
    /// or reused here) and checks that it was dequeued for it.
    func realize(_ key: CollectionElementKey) -> CollectionReusableView? {
        guard let dataSource else { return nil }
        if key.category == .decorationView {
            let reuseKey = ReuseKey(category: .decorationView, kind: key.kind, identifier: key.kind ?? "")
            if let view = takeQueued(reuseKey, preferring: self) { return view }
            let view = CollectionReusableView(name: makeViewName(key.kind ?? "decoration"))
            view.reuseIdentifier = reuseKey.identifier
            view.reuseKey = reuseKey
            return view
        }
        pendingRequest = key
        dequeuedInRequest = []
        defer {
            pendingRequest = nil
            dequeuedInRequest = []
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

    /// Puts a realized view at its attributes: its frame the exact frame,
    /// relative to `origin`, rounded to the pixel grid; shown unless the
    /// attributes hide it.
    private func place(
        _ view: CollectionReusableView, at attributes: CollectionViewLayoutAttributes, in container: View,
        origin: CGPoint, scale: CGFloat
    ) {
        if view.superview !== container { container.addSubview(view) }
        let exact = attributes.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        let frame = Self.pixelAligned(exact, scale: scale)
        if view.appliedAttributes == nil || view.frame != frame { view.frame = frame }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.appliedAttributes = attributes
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

    /// Orders the collection view's realized subviews back to front by
    /// zIndex (stable: equal zIndexes keep the layout's order), moving
    /// views only when the order is wrong.
    private func arrangeByZIndex(_ views: [(zIndex: Int, view: View)]) {
        let sorted = views.enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }.map(\.element.view)
        let members = Set(sorted.map(ObjectIdentifier.init))
        let current = subviews.filter { members.contains(ObjectIdentifier($0)) }
        guard !current.elementsEqual(sorted, by: ===) else { return }
        for view in sorted { addSubview(view) }
    }
}
