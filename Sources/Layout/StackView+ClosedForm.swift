import Foundation

/// A vertical stack with fill distribution and fill alignment whose
/// arranged views nothing else refers to — each sized by its intrinsic
/// height alone, with optional priorities, and no intrinsic width — is laid
/// out in closed form, as a flexbox engine would: the stack's constraints
/// and the views' intrinsic-size constraints stay active, listed and
/// described as always, but are held out of the solver. Two constraints on
/// the stack's height stand in for them there (`SV-content-hugging` and
/// `SV-content-compression`, at the priority and tie-break weight of the
/// view that would stretch or shrink first), and the layout pass places
/// the views from the stack's solved rectangle. The solver would find the
/// same frames: the views' sizes add up to the stack's height, only one
/// view stretches or shrinks (the cheapest to), and the rest keep their
/// intrinsic heights.
///
/// The first constraint that refers to an arranged view from outside the
/// arrangement (or any change that makes the stack ineligible) hands the
/// arrangement to the solver for good, at the stack's next update.
extension StackView {
    /// How a stack solves its arrangement.
    enum ArrangementSolving {
        /// Not built yet: the arranged views' intrinsic heights wait, held
        /// out of the solver, while the settings allow closed form.
        case undecided
        /// In closed form (see the extension's comment).
        case closedForm
        /// In the solver, with every constraint.
        case solver
    }

    var arrangementSolving: ArrangementSolving {
        get { stackFields.value.arrangementSolving }
        _modify { yield &stackFields.value.arrangementSolving }
    }
    /// A constraint from outside the arrangement refers to an arranged view
    /// (or a view became ineligible): the next update hands the
    /// arrangement to the solver.
    var needsSolvingArrangement: Bool {
        get { stackFields.value.needsSolvingArrangement }
        _modify { yield &stackFields.value.needsSolvingArrangement }
    }
    /// The constraints on the stack's height that stand in for the
    /// arrangement in the solver, while in closed form.
    var contentSize: (hug: LayoutConstraint, resist: LayoutConstraint)? {
        get { stackFields.value.contentSize }
        _modify { yield &stackFields.value.contentSize }
    }

    /// Whether an arranged view's height was held out of the solver before
    /// the first build (see `holdsArrangedSizeOutOfSolver(_:on:)`).
    var heldSizesBeforeBuild: Bool {
        get { stackFields.value.heldSizesBeforeBuild }
        _modify { yield &stackFields.value.heldSizesBeforeBuild }
    }
    /// What closed form reads of each arranged view, in the order of `items`.
    var closedFormRows: [ClosedFormRow] {
        get { stackFields.value.closedFormRows }
        _modify { yield &stackFields.value.closedFormRows }
    }
    /// The positions in `items` of the views that stretch and shrink first (−1 for none).
    var contentTakers: (stretching: Int, shrinking: Int) {
        get { stackFields.value.contentTakers }
        _modify { yield &stackFields.value.contentTakers }
    }
    /// The stack's left edge and width when its views were last placed.
    var placedAcross: (minX: Double, width: Double) {
        get { stackFields.value.placedAcross }
        _modify { yield &stackFields.value.placedAcross }
    }

    /// Whether the stack's constraints that arrange its views are held out of the solver.
    var solvesArrangementInClosedForm: Bool { arrangementSolving == .closedForm }

    /// Whether the settings are those of closed form.
    private var settingsAllowClosedForm: Bool {
        axis == .vertical && distribution == .fill && alignment == .fill && !isLayoutMarginsRelativeArrangement
    }

    /// Whether an arranged view's own size constraints on `axis` are held
    /// out of the solver: in closed form, its height; before the first
    /// build, its height if the stack and the view look fit for closed form.
    func holdsArrangedSizeOutOfSolver(_ subview: View, on axis: LayoutConstraint.Axis) -> Bool {
        switch arrangementSolving {
        case .solver: return false
        case .closedForm: return axis == .vertical
        case .undecided:
            guard axis == .vertical && settingsAllowClosedForm && isEligibleForClosedForm(subview) else { return false }
            heldSizesBeforeBuild = true
            return true
        }
    }

    /// A constraint from outside the arrangement now refers to an arranged view.
    func arrangedViewDidGetForeignConstraint(_ subview: View) {
        guard arrangementSolving != .solver, !needsSolvingArrangement, isArranged(subview) else { return }
        needsSolvingArrangement = true
        setNeedsUpdateConstraints()
    }

    /// Whether an arranged view can be laid out in closed form.
    func isEligibleForClosedForm(_ view: View) -> Bool {
        guard view.foreignReferenceCount == 0, view.autoresizingStorage?.constraints.isEmpty ?? true else {
            return false
        }
        if view.isHidden { return true }
        let size = view.intrinsicContentSize
        guard size.height >= 0 && size.width < 0 else { return false }
        return !view.contentHuggingPriority(for: .vertical).isRequired
            && !view.contentCompressionResistancePriority(for: .vertical).isRequired
    }

    /// Whether the whole arrangement can be laid out in closed form.
    private var isEligibleForClosedForm: Bool {
        guard settingsAllowClosedForm, !needsSolvingArrangement, items.contains(where: { !$0.view.isHidden })
        else { return false }
        return items.allSatisfy { isEligibleForClosedForm($0.view) }
    }

    /// Decides, at the start of an update, how the arrangement is solved:
    /// closed form when it may be, the solver from the first time it may not.
    func decideArrangementSolving() {
        let old = arrangementSolving
        guard old != .solver else { return }
        arrangementSolving = isEligibleForClosedForm ? .closedForm : .solver
        guard arrangementSolving != old else { return }
        let closed = arrangementSolving == .closedForm
        placesSubviewsOutsideSolver = closed
        if !closed {
            needsSolvingArrangement = false
            closedFormRows = []
            if let contentSize {
                self.contentSize = nil
                LayoutConstraint.deactivate([contentSize.hug, contentSize.resist])
            }
        }
        for item in items { item.view.isArrangedOutsideSolver = closed }
        // Nothing held before the first build: nothing to bring into the solver.
        if old == .undecided && !closed && !heldSizesBeforeBuild { return }
        guard let engine = rootView.engineStorage else { return }
        // Into the solver, or out of it, as the new answer says: only those
        // whose answer may differ from their state. Into closed form, the
        // views' sizes still in the solver; out of it, every held one (the
        // stack's own made after the first build only).
        var constraints = closed || old == .undecided ? [] : activeArrangementConstraints
        for item in items {
            for c in item.view.ownSizeConstraints where c.isSuspended != closed { constraints.append(c) }
        }
        if !constraints.isEmpty { engine.suspensionDidChange(of: constraints) }
    }

    /// The active constraints that arrange the views.
    private var activeArrangementConstraints: [LayoutConstraint] {
        var list: [LayoutConstraint] = []
        for item in items {
            for c in [item.alignment, item.span, item.hidingSize, item.hidingPosition] {
                if let c, c.isActive { list.append(c) }
            }
            if let link = item.link, link.spacing.isActive { link.appendConstraints(to: &list) }
        }
        for c in [leadingConnection, trailingConnection] {
            if let c, c.isActive { list.append(c) }
        }
        return list
    }

    /// What closed form reads of an arranged view.
    func closedFormRow(of view: View) -> ClosedFormRow {
        unsafe ClosedFormRow(
            view: Unmanaged.passUnretained(view), length: Double(view.intrinsicContentSize.height),
            gapAfter: Double(gap(after: view)), isHidden: view.isHidden,
            hugLevel: LayoutConstraint.level(of: view.contentHuggingPriority(for: .vertical)),
            resistLevel: LayoutConstraint.level(of: view.contentCompressionResistancePriority(for: .vertical)),
            weight: view.intrinsicWeight)
    }

    /// Brings the constraints that stand in for the arrangement up to date
    /// with the visible views' intrinsic heights, priorities and weights
    /// and the gaps, and has the views placed again. With `rereading`, reads
    /// every view afresh; otherwise only the one at `index`, if any.
    func updateContentSize(rereading: Bool = true, index: Int? = nil) {
        guard solvesArrangementInClosedForm else { return }
        if rereading || closedFormRows.count != items.count {
            closedFormRows = items.map { closedFormRow(of: $0.view) }
        } else if let index {
            closedFormRows[index] = closedFormRow(of: items[index].view)
        }
        // The content's height, and the views that stretch and shrink
        // first: the lowest hugging (compression resistance) level, then
        // the lowest weight, as the solver would choose.
        var total = 0.0
        var stretching = -1
        var shrinking = -1
        var stretchKey = (Int.max, 0.0)
        var shrinkKey = (Int.max, 0.0)
        var previousGap: Double?
        let rows = closedFormRows
        for index in rows.indices where !rows[index].isHidden {
            let row = rows[index]
            if let previousGap { total += previousGap }
            total += row.length
            previousGap = row.gapAfter
            if stretching < 0 || (row.hugLevel, row.weight) < stretchKey {
                stretching = index
                stretchKey = (row.hugLevel, row.weight)
            }
            if shrinking < 0 || (row.resistLevel, row.weight) < shrinkKey {
                shrinking = index
                shrinkKey = (row.resistLevel, row.weight)
            }
        }
        contentTakers = (stretching, shrinking)
        defer { rootView.engineStorage?.layOutView(self) }
        guard stretching >= 0 else {
            // No visible view: the stack's own fit sizes it.
            if let contentSize {
                self.contentSize = nil
                LayoutConstraint.deactivate([contentSize.hug, contentSize.resist])
            }
            return
        }
        let stretch = (
            priority: items[stretching].view.contentHuggingPriority(for: .vertical), weight: rows[stretching].weight
        )
        let shrink = (
            priority: items[shrinking].view.contentCompressionResistancePriority(for: .vertical),
            weight: rows[shrinking].weight
        )
        let constant = CGFloat(total)
        if let contentSize {
            for (c, chosen) in [(contentSize.hug, stretch), (contentSize.resist, shrink)] {
                if c.constant != constant { c.constant = constant }
                if c.priority != chosen.priority { c.priority = chosen.priority }
                if c.weight != chosen.weight {
                    c.weight = chosen.weight
                    c.engine?.priorityDidChange(c)
                }
            }
        } else {
            let hug = make(
                "SV-content-hugging", (self, .height), .lessThanOrEqual, nil, constant: constant,
                priority: stretch.priority, arranged: 0)
            hug.weight = stretch.weight
            hug.arrangedSide = 3
            let resist = make(
                "SV-content-compression", (self, .height), .greaterThanOrEqual, nil, constant: constant,
                priority: shrink.priority, arranged: 0)
            resist.weight = shrink.weight
            resist.arrangedSide = 3
            contentSize = (hug, resist)
            LayoutConstraint.activate([hug, resist])
        }
    }

    /// Places the arranged views in closed form: from the top of the
    /// stack's rectangle, each visible view at its intrinsic height and the
    /// gap after it, the one that stretches (or shrinks) first taking up
    /// the difference between the stack's height and the content's; a
    /// hidden view at zero height where the view before it ends.
    func placeArrangementInClosedForm(_ changed: (Unmanaged<View>) -> Void) {
        guard solvesArrangementInClosedForm, closedFormRows.count == items.count else { return }
        let own = geometry
        let (minX, minY, width, height) = (own.minX.value, own.minY.value, own.width.value, own.height.value)
        let difference = height - (contentSize.map { Double($0.hug.constant) } ?? height)
        let taker = difference > 0 ? contentTakers.stretching : difference < 0 ? contentTakers.shrinking : -1
        let acrossChanged = minX != placedAcross.minX || width != placedAcross.width
        placedAcross = (minX, width)
        // Worked on out of the stack's fields: each access to a field
        // through its property retains the array.
        var rows: [ClosedFormRow] = []
        swap(&rows, &closedFormRows)
        defer { swap(&rows, &closedFormRows) }
        // Edges as numbers, not `CGRect`s: a view that shrinks past zero
        // has a negative height, which a rectangle would standardize.
        var top = minY
        var end = minY
        var previousGap: Double?
        for index in rows.indices {
            var length = 0.0
            if rows[index].isHidden {
                top = end
            } else {
                if let previousGap { top = end + previousGap }
                length = rows[index].length + (index == taker ? difference : 0)
                previousGap = rows[index].gapAfter
            }
            end = top + length
            guard acrossChanged || rows[index].placedTop != top || rows[index].placedLength != length else {
                continue
            }
            rows[index].placedTop = top
            rows[index].placedLength = length
            let view = unsafe rows[index].view
            unsafe view.withGuaranteedInstance { view in
                let g = view.geometry
                if acrossChanged {
                    g.minX.assignOutsideSolver(minX)
                    g.width.assignOutsideSolver(width)
                }
                g.minY.assignOutsideSolver(top)
                g.height.assignOutsideSolver(length)
            }
            unsafe changed(view)
        }
    }
}

/// What a stack's closed form reads of an arranged view, and where it last
/// placed it (see `StackView+ClosedForm.swift`).
@safe struct ClosedFormRow {
    /// The view, not retained: the stack's `items` hold it, and the rows
    /// are made again whenever they change. A retain and a release of the
    /// view per view placed were a third of placing the views after one
    /// hidden in a 1000-view stack (`stack.views.toggle`).
    let view: Unmanaged<View>
    /// The intrinsic height.
    var length: Double
    /// The gap after the view when a visible view follows.
    var gapAfter: Double
    var isHidden: Bool
    /// The solver levels of the hugging and compression-resistance priorities.
    var hugLevel: Int
    var resistLevel: Int
    /// The tie-break weight within a level.
    var weight: Double
    /// The top and height last given to the view (NaN before any).
    var placedTop = Double.nan
    var placedLength = Double.nan
}

extension LayoutConstraint {
    /// Whether the constraint is held out of the solver because a stack
    /// lays it out in closed form (it holds all the same): its own, or an
    /// arranged view's intrinsic height.
    var isHeldOutForClosedForm: Bool {
        guard isSuspended else { return false }
        if isArrangement { return isHeldByClosedFormArrangement }
        guard isSizeSuspensionCandidate, let (view, axis) = sizedViewAndAxis else { return false }
        return !view.isSizeSuspended(on: axis) && view.isSizeHeldOutOfSolver(on: axis)
    }
}
