import Foundation

extension StackView {
    /// Brings the constraints up to date after one arranged view was hidden
    /// or shown, touching only those around it: its own hiding constraints
    /// and span, the links to its nearest visible neighbours, and the canvas
    /// connections when it is (or was) first or last. The result is the
    /// one ``update(retiring:)`` makes, without visiting the other views.
    /// Makes, keeps or drops an arranged view's hiding constraints for its
    /// current visibility: while hidden, a zero length and its leading edge
    /// on the previous view's trailing edge (or the canvas's leading edge).
    func updateHiding(
        of item: Item, at index: Int, want: (LayoutConstraint?, Bool) -> Void, retire: (LayoutConstraint) -> Void
    ) {
        let view = item.view
        let along = self.along
        if view.isHidden {
            if item.hidingSize == nil {
                // 999, not required: content inside the hidden view whose
                // required constraints need room cannot make a conflict.
                item.hidingSize = make("SV-hiding", (view, along.size), .equal, nil, priority: .required - 1)
            }
            want(item.hidingSize, true)
            let anchor: (LayoutItem, Attribute) =
                index == 0 ? (canvas, along.lead) : (items[index - 1].view, along.trail)
            if let old = item.hidingPosition, old.secondItem !== anchor.0 {
                retire(old)
                item.hidingPosition = nil
            }
            if item.hidingPosition == nil {
                item.hidingPosition = make("SV-hiding", (view, along.lead), .equal, anchor)
            }
            want(item.hidingPosition, true)
        } else {
            // Kept inactive: hidden again after the same view, it comes back.
            want(item.hidingSize, false)
            want(item.hidingPosition, false)
        }
    }

    func visibilityDidChange(of view: View) {
        guard let item = itemsByView[ObjectIdentifier(view)] else { return }
        visibilityDidChange(of: item)
    }

    /// Brings the constraints up to date after one arranged item's view was
    /// hidden or shown: see `visibilityDidChange(of:)` for a view.
    func visibilityDidChange(of item: Item) {
        let view = item.view
        guard hasBuilt else { return update() }
        isUpdating = true
        defer {
            isUpdating = false
            while !deferred.isEmpty { deferred.removeFirst()(self) }
        }
        let index = item.index
        let isHidden = view.isHidden
        let along = self.along
        var off: [LayoutConstraint] = []
        var on: [LayoutConstraint] = []
        func want(_ c: LayoutConstraint?, _ active: Bool) {
            guard let c, c.isActive != active else { return }
            if active { on.append(c) } else { off.append(c) }
        }
        let previous = previousVisibleItem(before: index)
        let next = nextVisibleItem(after: index)
        want(canvasFit, isHidden && previous == nil && next == nil)
        want(item.span, alignment == .fill || !isHidden)

        // The view's own hiding constraints.
        updateHiding(of: item, at: index, want: want, retire: { off.append($0) })

        // The links: previous → view → next while visible, previous → next while hidden.
        func link(_ from: Item?, to target: Item?) {
            guard let from else { return }
            if let old = from.link {
                old.appendConstraints(to: &off)
                from.link = nil
                from.keepSpare(old)
            }
            guard let target else { return }
            let proportion = proportionKey(from.view, target.view)
            let made: Link
            if let spare = from.takeSpareLink(to: target.view, proportion: proportion) {
                // Inactive: the constant changes without the solver.
                spare.spacing.constant = gap(after: from.view)
                made = spare
            } else {
                made = makeLink(from: from.view, to: target.view, proportion: proportion)
            }
            from.link = made
            made.appendConstraints(to: &on)
        }
        if isHidden {
            link(item, to: nil)
            link(previous, to: next)
        } else {
            link(previous, to: item)
            link(item, to: next)
        }

        // The canvas connections, when the view is or was first or last.
        // Each retired one is kept by its view's item for the next time.
        let canvas = self.canvas
        func keeper(of view: AnyObject?) -> Item? {
            if item.view === view { return item }
            if let previous, previous.view === view { return previous }
            if let next, next.view === view { return next }
            return nil
        }
        if previous == nil {
            if let c = leadingConnection {
                off.append(c)
                leadingConnection = nil
                keeper(of: c.firstItem)?.spareConnections.leading = c
            }
            if let first = isHidden ? next : item {
                let spare = first.spareConnections.leading
                if let spare, !spare.isActive, spare.secondItem === canvas {
                    leadingConnection = spare
                } else {
                    leadingConnection = make(
                        "SV-canvas-connection", (first.view, along.lead), .equal, (canvas, along.lead))
                }
                first.spareConnections.leading = nil
                on.append(leadingConnection!)
            }
        }
        if next == nil {
            if let c = trailingConnection {
                off.append(c)
                trailingConnection = nil
                keeper(of: c.secondItem)?.spareConnections.trailing = c
            }
            if let last = isHidden ? previous : item {
                let spare = last.spareConnections.trailing
                if let spare, !spare.isActive, spare.firstItem === canvas {
                    trailingConnection = spare
                } else {
                    trailingConnection = make(
                        "SV-canvas-connection", (canvas, along.trail), .equal, (last.view, along.trail), arranged: 2)
                }
                last.spareConnections.trailing = nil
                on.append(trailingConnection!)
            }
        }

        LayoutConstraint.deactivate(off)
        let suspended: [LayoutConstraint.Axis] =
            !isHidden ? [] : alignment == .fill ? [.horizontal, .vertical] : [axis]
        setSuspension(of: view, suspended)
        LayoutConstraint.activate(on)
        if solvesArrangementInClosedForm {
            if isEligibleForClosedForm(view) {
                updateContentSize(rereading: false, index: index)
            } else {
                needsSolvingArrangement = true
                deferred.append { $0.update() }
            }
        }
    }

    /// The nearest item before `index` whose view is visible.
    private func previousVisibleItem(before index: Int) -> Item? {
        guard let hiddenSet else { return items[..<index].last { !$0.view.isHidden } }
        return hiddenSet.previousVisible(before: index).map { items[$0] }
    }

    /// The nearest item after `index` whose view is visible.
    private func nextVisibleItem(after index: Int) -> Item? {
        guard let hiddenSet else { return items[(index + 1)...].first { !$0.view.isHidden } }
        return hiddenSet.nextVisible(after: index).map { items[$0] }
    }
}
