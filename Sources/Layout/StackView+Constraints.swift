import Foundation

extension StackView {
    // MARK: Attributes

    /// The attributes along the axis: leading, trailing, center, size.
    var along: (lead: Attribute, trail: Attribute, center: Attribute, size: Attribute) {
        axis == .horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
    }

    /// The attributes across the axis: leading, trailing, center, size.
    private var across: (lead: Attribute, trail: Attribute, center: Attribute, size: Attribute) {
        axis == .horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
    }

    typealias Attribute = LayoutConstraint.Attribute

    /// What the arranged views are laid out in: the stack, or its margins guide.
    var canvas: LayoutItem {
        isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    }

    /// A constraint of the stack's, `first (relation) multiplier × second + constant`.
    /// `arranged` says which side is an arranged view the constraint places
    /// or sizes (1 the first, 2 the second; held out of the solver while
    /// the stack lays its views out in closed form), or 0 for a constraint
    /// on the stack's own size or between guides.
    func make(
        _ identifier: String, _ first: (LayoutItem, Attribute), _ relation: LayoutConstraint.Relation,
        _ second: (LayoutItem, Attribute)?, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: LayoutPriority = .required, arranged: UInt8 = 1
    ) -> LayoutConstraint {
        let c = LayoutConstraint(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant)
        c.identifier = identifier
        c.priority = priority
        c.ownerTag = name
        c.arrangedSide = arranged
        return c
    }

    /// The gap after a visible view that a visible view follows.
    func gap(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    // MARK: Updating constraints

    /// Brings the constraints up to date with the arranged views, their
    /// visibility and the settings, changing only what differs: constraints
    /// no longer wanted (and `retired` ones) are deactivated, the views'
    /// suspended axes follow their visibility, constants are set, then the new
    /// constraints are activated — in that order, so that a view's old
    /// constraints are gone before its new ones arrive.
    func update(retiring retired: [LayoutConstraint] = []) {
        guard hasBuilt else {
            setNeedsUpdateConstraints()
            return
        }
        guard !isUpdating else { return deferred.append { $0.update(retiring: retired) } }
        fullUpdateCount += 1
        isUpdating = true
        defer {
            isUpdating = false
            while !deferred.isEmpty { deferred.removeFirst()(self) }
        }
        decideArrangementSolving()
        let axis = self.axis
        var off = retired
        var on: [LayoutConstraint] = []
        var constants: [(LayoutConstraint, CGFloat)] = []
        func want(_ c: LayoutConstraint?, _ active: Bool) {
            guard let c, c.isActive != active else { return }
            if active { on.append(c) } else { off.append(c) }
        }
        assignWeights()
        let along = self.along
        let across = self.across

        // The stack's own size: as small as its content, when nothing else says.
        if canvasFit == nil {
            canvasFit = make(
                "SV-canvas-fit", (self, along.size), .equal, nil, priority: .fittingSizeLevel, arranged: 0)
        }
        if spanningFit == nil {
            spanningFit = make(
                "SV-spanning-fit", (self, across.size), .equal, nil, priority: .fittingSizeLevel, arranged: 0)
        }
        // With visible views the canvas connections size the stack to its
        // content; the fit only sizes an empty stack. (Kept on, it would tie
        // the stack's size to every view's in one dense solver row.)
        want(canvasFit, !items.contains { !$0.view.isHidden })
        want(spanningFit, true)
        let needsGaps = distribution == .equalSpacing || distribution == .equalCentering
        if needsGaps, gapReference == nil {
            let guide = LayoutGuide(identifier: "\(name)-gap")
            guide.view = self
            let fit = make(
                "SV-ambiguity-suppression", (guide, along.size), .equal, nil, priority: LayoutPriority(1),
                arranged: 0)
            gapReference = (guide, fit)
        }
        want(gapReference?.fit, needsGaps)

        // Each view on its own: across the axis, and hiding.
        for (index, item) in items.enumerated() {
            let view = item.view
            if item.alignment == nil { (item.alignment, item.span) = makeAlignment(for: view) }
            want(item.alignment, true)
            want(item.span, alignment == .fill || !view.isHidden)
            updateHiding(of: item, at: index, want: want, retire: { off.append($0) })
        }

        // Links between neighbouring visible views.
        let visible = items.filter { !$0.view.isHidden }
        for (index, item) in visible.enumerated() {
            let next = index + 1 < visible.count ? visible[index + 1].view : nil
            let proportion = next.flatMap { proportionKey(item.view, $0) }
            if let link = item.link, link.next !== next || !Self.sameProportion(link.proportion, proportion) {
                off += link.constraints
                item.link = nil
            }
            guard let next else { continue }
            if let link = item.link {
                let wanted = gap(after: item.view)
                if link.spacing.constant != wanted { constants.append((link.spacing, wanted)) }
            } else {
                let link = makeLink(from: item.view, to: next, proportion: proportion)
                item.link = link
                on += link.constraints
            }
        }
        for item in items where item.view.isHidden {
            if let link = item.link { off += link.constraints }
            item.link = nil
        }

        // The canvas connections to the first and last visible views.
        if let c = leadingConnection, c.firstItem !== visible.first?.view {
            off.append(c)
            leadingConnection = nil
        }
        if let c = trailingConnection, c.secondItem !== visible.last?.view {
            off.append(c)
            trailingConnection = nil
        }
        if leadingConnection == nil, let first = visible.first?.view {
            leadingConnection = make("SV-canvas-connection", (first, along.lead), .equal, (canvas, along.lead))
            on.append(leadingConnection!)
        }
        if trailingConnection == nil, let last = visible.last?.view {
            trailingConnection = make(
                "SV-canvas-connection", (canvas, along.trail), .equal, (last, along.trail), arranged: 2)
            on.append(trailingConnection!)
        }

        LayoutConstraint.deactivate(off)
        for (c, k) in constants { c.constant = k }
        for item in items {
            let view = item.view
            let suspended: [LayoutConstraint.Axis] =
                !view.isHidden ? [] : alignment == .fill ? [.horizontal, .vertical] : [axis]
            setSuspension(of: view, suspended)
        }
        LayoutConstraint.activate(on)
        updateContentSize()
    }

    /// The constraints across the axis for a view: its position (always
    /// active) and fill's second edge (always active) or the containment
    /// (active while visible).
    private func makeAlignment(for view: View) -> (LayoutConstraint, LayoutConstraint) {
        let a = across
        let canvas = self.canvas
        switch alignment {
        case .fill:
            return (
                make("SV-alignment", (view, a.lead), .equal, (canvas, a.lead)),
                make("SV-alignment", (view, a.trail), .equal, (canvas, a.trail))
            )
        case .leading:
            return (
                make("SV-alignment", (view, a.lead), .equal, (canvas, a.lead)),
                make("SV-spanning-boundary", (view, a.trail), .lessThanOrEqual, (canvas, a.trail))
            )
        case .center:
            return (
                make("SV-alignment", (view, a.center), .equal, (canvas, a.center)),
                make("SV-spanning-boundary", (view, a.lead), .greaterThanOrEqual, (canvas, a.lead))
            )
        case .trailing:
            return (
                make("SV-alignment", (view, a.trail), .equal, (canvas, a.trail)),
                make("SV-spanning-boundary", (view, a.lead), .greaterThanOrEqual, (canvas, a.lead))
            )
        }
    }

    // MARK: Retiring constraints

    /// Forgets an item that leaves the arrangement: deactivates its
    /// constraints and the links to it, lifts its suspension and restores its
    /// weight. The next ``update(retiring:)`` joins its neighbours.
    func retire(_ item: Item, keepingSpacing: Bool) {
        var retired = [item.alignment, item.span, item.hidingSize, item.hidingPosition].compactMap { $0 }
        retired += item.link?.constraints ?? []
        if !keepingSpacing { customSpacings[ObjectIdentifier(item.view)] = nil }
        if leadingConnection?.firstItem === item.view {
            retired.append(leadingConnection!)
            leadingConnection = nil
        }
        if trailingConnection?.secondItem === item.view {
            retired.append(trailingConnection!)
            trailingConnection = nil
        }
        for other in items {
            if other.link?.next === item.view {
                retired += other.link!.constraints
                other.link = nil
            }
            // A spare link holds its next view: the view leaving may go away.
            other.spareLinks.removeAll { $0.next === item.view }
        }
        // Deactivate before lifting the suspension: the view's own size
        // constraints come back after the zero size is gone.
        LayoutConstraint.deactivate(retired)
        setSuspension(of: item.view, [])
        if item.view.isArrangedOutsideSolver {
            item.view.isArrangedOutsideSolver = false
            rootView.engineStorage?.suspendedAxesDidChange(item.view)
        }
        item.view.intrinsicWeight = 1
    }

    /// Forgets every link between neighbours and the gap reference.
    func retireLinks() -> [LayoutConstraint] {
        var retired: [LayoutConstraint] = []
        for item in items {
            retired += item.link?.constraints ?? []
            item.link = nil
            item.spareLinks = []
        }
        if let reference = gapReference { retired.append(reference.fit) }
        gapReference = nil
        return retired
    }

    /// Forgets every constraint across the axis.
    func retireAlignment() -> [LayoutConstraint] {
        var retired: [LayoutConstraint] = []
        for item in items {
            retired += [item.alignment, item.span].compactMap { $0 }
            item.alignment = nil
            item.span = nil
        }
        return retired
    }

    /// Forgets every constraint to the canvas's edges: across the axis and
    /// the connections to the first and last views (hiding positions follow
    /// the canvas in ``update(retiring:)``).
    func retireCanvasAttachments() -> [LayoutConstraint] {
        for item in items { item.spareConnections = (nil, nil) }
        let retired = retireAlignment() + [leadingConnection, trailingConnection].compactMap { $0 }
        leadingConnection = nil
        trailingConnection = nil
        return retired
    }

    /// Rebuilds everything for a new axis.
    func rebuild(axisChangedFrom oldAxis: LayoutConstraint.Axis) {
        var retired = retireLinks() + retireAlignment()
        retired += [leadingConnection, trailingConnection, canvasFit, spanningFit].compactMap { $0 }
        leadingConnection = nil
        trailingConnection = nil
        canvasFit = nil
        spanningFit = nil
        for item in items {
            retired += [item.hidingSize, item.hidingPosition].compactMap { $0 }
            item.hidingSize = nil
            item.hidingPosition = nil
            item.spareConnections = (nil, nil)
        }
        LayoutConstraint.deactivate(retired)
        for item in items { setSuspension(of: item.view, []) }
        update()
    }
}
