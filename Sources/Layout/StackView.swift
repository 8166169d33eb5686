import Foundation

/// A view that lays out a row or a column of views (UIKit's `UIStackView`).
///
/// The stack places its ``arrangedSubviews`` one after another along its
/// ``axis`` with ``spacing`` between neighbours, sizes them along the axis by
/// its ``distribution`` and places them across the axis by its
/// ``alignment``:
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [title, subtitle, button])
/// stack.axis = .vertical
/// stack.spacing = 8
/// root.addSubview(stack)
/// LayoutConstraint.activate([
///     stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
///     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
///     stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
/// ])
/// ```
///
/// The stack works through ordinary ``LayoutConstraint``s between itself and
/// its arranged views, named like UIKit's without the `UI` prefix
/// (`SV-canvas-connection`, `SV-spacing`, `SV-alignment`, `SV-hiding`, …), so
/// they show in ``View/activeConstraints`` and in diagnostics:
///
/// - Along the axis the first visible view is pinned to the stack's leading
///   (or top) edge and the last one to its trailing (or bottom) edge, with
///   required constraints: a stack whose size along the axis is not
///   constrained otherwise takes the size of its content.
/// - A hidden arranged view (``View/isHidden``) takes no room: it leaves the
///   row, its spacing disappears and its size along the axis becomes 0.
///   Across the axis it keeps its alignment (UIKit): its position there
///   stays as it was, and with ``Alignment/fill`` its size too, the stack's.
///   Only visible views size the stack across the axis. Its own size along
///   the axis (and across it, with ``Alignment/fill``) is suspended while it
///   is hidden — its intrinsic size, and its active width or height
///   constraints against a constant, which keep `isActive == true` but are
///   held out of the solver — so hiding never produces a conflict report.
/// - Ties are broken deterministically: among views of equal hugging priority
///   the last one stretches; among views of equal compression resistance the
///   last one shrinks first.
/// - Hiding, showing, inserting and removing arranged views change only the
///   few constraints around the view; changing ``axis``, ``distribution`` or
///   ``alignment`` rebuilds the constraints those settings shape.
open class StackView: View {
    /// How a stack sizes and spaces its arranged views along its axis (UIKit's
    /// `UIStackView.Distribution`).
    public enum Distribution: Sendable, CaseIterable {
        /// The views keep their sizes, spaced by ``StackView/spacing``; when they
        /// do not fit the stack exactly, the view with the lowest hugging priority
        /// stretches (or, short of room, the one with the lowest compression
        /// resistance shrinks). Ties go to the last view.
        case fill
        /// All views take the same size, spaced by ``StackView/spacing``.
        case fillEqually
        /// The views' sizes are proportional to their intrinsic sizes along the
        /// axis, spaced by ``StackView/spacing``. A view without an intrinsic
        /// size along the axis is sized as in ``fill``.
        case fillProportionally
        /// The views keep their sizes and the gaps between them are equal, at
        /// least ``StackView/spacing``.
        case equalSpacing
        /// The distances between the views' centers are equal, with gaps of at
        /// least ``StackView/spacing`` between the views.
        case equalCentering
    }

    /// How a stack places its arranged views across its axis (UIKit's
    /// `UIStackView.Alignment`).
    public enum Alignment: Sendable, CaseIterable {
        /// Each view spans the stack's full size across the axis.
        case fill
        /// Each view sits at the leading edge (the top edge for a horizontal
        /// stack); the stack is at least as big as its biggest view.
        case leading
        /// Each view is centered; the stack is at least as big as its biggest view.
        case center
        /// Each view sits at the trailing edge (the bottom edge for a horizontal
        /// stack); the stack is at least as big as its biggest view.
        case trailing

        /// The top edge of a horizontal stack: the same as ``leading``.
        public static let top = Alignment.leading
        /// The bottom edge of a horizontal stack: the same as ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// The value ``customSpacing(after:)`` returns for a view without custom
    /// spacing; passed to ``setCustomSpacing(_:after:)``, it removes the
    /// custom spacing (UIKit's `UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// The axis along which the arranged views are laid out (default
    /// `.horizontal`). Changing it rebuilds the stack's constraints.
    @exclusivity(unchecked) public var axis: LayoutConstraint.Axis = .horizontal {
        didSet {
            guard axis != oldValue else { return }
            settingDidChange { $0.rebuild(axisChangedFrom: oldValue) }
        }
    }

    /// The gap between neighbouring arranged views along the axis (default 0);
    /// the minimum gap for ``Distribution/equalSpacing`` and
    /// ``Distribution/equalCentering``. Changing it changes constants only.
    @exclusivity(unchecked) public var spacing: CGFloat = 0 {
        didSet {
            if spacing != oldValue { settingDidChange { $0.update() } }
        }
    }

    /// How the arranged views are sized and spaced along the axis (default
    /// ``Distribution/fill``). Changing it rebuilds the constraints between
    /// neighbours.
    @exclusivity(unchecked) public var distribution: Distribution = .fill {
        didSet {
            guard distribution != oldValue else { return }
            settingDidChange { $0.update(retiring: $0.retireLinks()) }
        }
    }

    /// How the arranged views are placed across the axis (default
    /// ``Alignment/fill``). Changing it rebuilds the constraints across the axis.
    @exclusivity(unchecked) public var alignment: Alignment = .fill {
        didSet {
            guard alignment != oldValue else { return }
            settingDidChange { $0.update(retiring: $0.retireAlignment()) }
        }
    }

    /// Whether the arranged views are laid out inside the stack's
    /// ``View/layoutMarginsGuide`` (its ``View/directionalLayoutMargins``
    /// from its edges) rather than edge to edge (default false, as UIKit).
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
        didSet {
            guard isLayoutMarginsRelativeArrangement != oldValue else { return }
            settingDidChange { $0.update(retiring: $0.retireCanvasAttachments()) }
        }
    }

    /// The views the stack lays out, in order. Each is also a subview of the stack.
    public var arrangedSubviews: [View] { items.map(\.view) }

    // MARK: State

    /// The constraints the stack made for one arranged view.
    private final class Item {
        let view: View
        /// The item's position in `items`.
        @exclusivity(unchecked) var index = 0
        /// The tie-break weight of the view's intrinsic constraints (earlier
        /// views weigh more, so the last one stretches and shrinks first).
        @exclusivity(unchecked) var weight: Double?
        /// Across the axis: the view's position (always active).
        @exclusivity(unchecked) var alignment: LayoutConstraint?
        /// Across the axis: fill's second edge (always active, part of the
        /// alignment), or keeping the view inside the stack (active while the
        /// view is visible: a hidden view does not size the stack).
        @exclusivity(unchecked) var span: LayoutConstraint?
        /// Along the axis while hidden: size 0 (kept, inactive, while visible).
        @exclusivity(unchecked) var hidingSize: LayoutConstraint?
        /// Along the axis while hidden: the view sits at the end of the view
        /// before it (or at the stack's leading edge). Kept, inactive, while
        /// the view is visible, for the next time it hides after that view.
        @exclusivity(unchecked) var hidingPosition: LayoutConstraint?
        /// Along the axis while visible: the link to the next visible view.
        @exclusivity(unchecked) var link: Link?
        /// Links to other views that a hidden or shown neighbour retired,
        /// inactive, newest last: a view hidden and shown again gets its
        /// neighbours' links back instead of new ones (at most
        /// ``StackView/spareLinkLimit``; dropped when the links' shape changes).
        @exclusivity(unchecked) var spareLinks: [Link] = []
        /// The view's canvas connections from when it was the first or the
        /// last visible view, inactive, kept for the next time it is.
        @exclusivity(unchecked) var spareConnections: (leading: LayoutConstraint?, trailing: LayoutConstraint?)

        /// Keeps a link that was just retired, for reuse.
        func keepSpare(_ link: Link) {
            if spareLinks.count == StackView.spareLinkLimit { spareLinks.removeFirst() }
            spareLinks.append(link)
        }

        /// Takes the inactive spare link to `next` made for `proportion`, or nil.
        func takeSpareLink(to next: View, proportion: (CGFloat, CGFloat)?) -> Link? {
            guard
                let i = spareLinks.lastIndex(where: {
                    $0.next === next && !$0.spacing.isActive && StackView.sameProportion($0.proportion, proportion)
                })
            else { return nil }
            return spareLinks.remove(at: i)
        }

        init(view: View) { self.view = view }
    }

    /// The constraints between two neighbouring visible views.
    private struct Link {
        let next: View
        /// `next.leading (== or >=) view.trailing + spacing`.
        let spacing: LayoutConstraint
        /// What the distribution adds: equal sizes, proportions, or the gap guide's pins.
        let extra: [LayoutConstraint]
        /// The intrinsic sizes a proportion was made for.
        let proportion: (CGFloat, CGFloat)?
        /// The gap guide of the equal-spacing distributions (constraints hold
        /// their items weakly: the stack keeps it alive).
        var guide: LayoutGuide?

        var constraints: [LayoutConstraint] { [spacing] + extra }

        /// Appends ``constraints`` to `list`, without making the array.
        func appendConstraints(to list: inout [LayoutConstraint]) {
            list.append(spacing)
            list += extra
        }
    }

    /// The most spare links an arranged view keeps (see `Item.spareLinks`):
    /// hiding a view and showing it again retires two links of its
    /// neighbour's, one each way.
    fileprivate static let spareLinkLimit = 2

    @exclusivity(unchecked) private var items: [Item] = []
    /// Each arranged view's item, by the view's identity.
    @exclusivity(unchecked) private var itemsByView: [ObjectIdentifier: Item] = [:]
    /// Which items' views are hidden, kept as they change (see
    /// ``subviewVisibilityDidChange(_:)``); nil while it may be out of date
    /// (an arranged view left the stack during an update, before the
    /// deferred removal from the arrangement), until `items` next changes.
    @exclusivity(unchecked) private var hiddenSet: StackViewHiddenSet?
    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// `first.leading == stack.leading` for the first visible view.
    @exclusivity(unchecked) private var leadingConnection: LayoutConstraint?
    /// `stack.trailing == last.trailing` for the last visible view.
    @exclusivity(unchecked) private var trailingConnection: LayoutConstraint?
    /// The stack's size along the axis as small as it can be (its content's size).
    @exclusivity(unchecked) private var canvasFit: LayoutConstraint?
    /// The stack's size across the axis as small as it can be.
    @exclusivity(unchecked) private var spanningFit: LayoutConstraint?
    /// The guide whose size every gap (equal spacing) or center distance
    /// (equal centering) equals, and the constraint that keeps it small.
    @exclusivity(unchecked) private var gapReference: (guide: LayoutGuide, fit: LayoutConstraint)?
    /// Whether the stack has built its constraints. A new stack builds them
    /// at its tree's next layout pass (or the first query of constraints), so
    /// that setting `axis`, `spacing` or the arrangement right after creating
    /// it costs one build, not one per setting (UIKit defers the same way).
    @exclusivity(unchecked) private var hasBuilt = false
    /// Whether an update is running.
    @exclusivity(unchecked) private var isUpdating = false
    /// How many times the stack brought every arranged view's constraints
    /// up to date (for tests: hiding or showing one view does not).
    @exclusivity(unchecked) private(set) var fullUpdateCount = 0
    /// Changes made while an update was running (from a diagnostic handler,
    /// say), applied when it has finished.
    @exclusivity(unchecked) private var deferred: [(StackView) -> Void] = []

    /// The arranged views whose own size the stack suspends (hidden ones),
    /// with the axes it suspends.
    @exclusivity(unchecked) private var suspensions: [ObjectIdentifier: [LayoutConstraint.Axis]] = [:]

    /// Builds the stack's constraints if it has not yet (see `hasBuilt`).
    open override func updateConstraints() {
        super.updateConstraints()
        guard !hasBuilt else { return }
        hasBuilt = true
        update()
    }

    // MARK: Creating a stack

    /// Creates an empty stack.
    ///
    /// - Parameter name: a name for descriptions and dumps.
    public override init(name: String) {
        super.init(name: name)
        update()
    }

    /// Creates a stack that lays out the given views, adding them as subviews.
    ///
    /// - Parameters:
    ///   - name: a name for descriptions and dumps.
    ///   - arrangedSubviews: the views to lay out, in order.
    public init(name: String, arrangedSubviews: [View]) {
        super.init(name: name)
        items.reserveCapacity(arrangedSubviews.count)
        itemsByView.reserveCapacity(arrangedSubviews.count)
        for view in arrangedSubviews where !isArranged(view) {
            if !view.isSubview(of: self) { addSubview(view) }
            let item = Item(view: view)
            items.append(item)
            itemsByView[ObjectIdentifier(view)] = item
        }
        itemsDidChange(from: 0)
        // Before the views' intrinsic-size constraints are made (when the
        // tree gets an engine), so that they enter the solver once.
        assignWeights()
        update()
    }

    /// Creates a stack named "stack" that lays out the given views, adding them as subviews.
    ///
    /// - Parameter arrangedSubviews: the views to lay out, in order.
    public convenience init(arrangedSubviews: [View]) {
        self.init(name: "stack", arrangedSubviews: arrangedSubviews)
    }

    /// Creates an empty stack named "stack".
    public convenience init() {
        self.init(name: "stack", arrangedSubviews: [])
    }

    // MARK: Managing arranged views

    /// Adds a view to the end of ``arrangedSubviews``, making it a subview if
    /// it is not one. A view that is arranged already moves to the end.
    ///
    /// - Complexity: changes a few constraints, whatever the number of views.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: items.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts a view into ``arrangedSubviews`` at an index, making it a
    /// subview if it is not one. A view that is arranged already moves to the index.
    ///
    /// - Parameters:
    ///   - view: the view to lay out.
    ///   - index: its position in ``arrangedSubviews``, `0...arrangedSubviews.count`
    ///     (for a view that is arranged already, its position after the move).
    /// - Important: Traps, in release builds too, with a message, if `view` is
    ///   the stack view itself or `index` is out of `0...arrangedSubviews.count`
    ///   (UIKit raises an exception for both).
    /// - Complexity: changes a few constraints, whatever the number of views.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view === self { fatalError("StackView.insertArrangedSubview: '\(name)' cannot arrange itself") }
        guard !isUpdating else { return deferred.append { $0.insertArrangedSubview(view, at: index) } }
        var changedFrom = index
        if let old = itemsByView[ObjectIdentifier(view)] {
            items.remove(at: old.index)
            itemsByView[ObjectIdentifier(view)] = nil
            itemsDidChange(from: old.index)
            retire(old, keepingSpacing: true)
            changedFrom = min(changedFrom, old.index)
        }
        if index < 0 || index > items.count {
            fatalError(
                "StackView.insertArrangedSubview: index \(index) is out of bounds 0...\(items.count) "
                    + "of '\(name)'")
        }
        if view.superview !== self { addSubview(view) }
        let item = Item(view: view)
        items.insert(item, at: index)
        itemsByView[ObjectIdentifier(view)] = item
        itemsDidChange(from: changedFrom)
        assignWeights()
        update()
    }

    /// Removes a view from ``arrangedSubviews``; it stays a subview of the
    /// stack (UIKit), without the stack's constraints. `removeFromSuperview()`
    /// on an arranged view removes it from both.
    ///
    /// - Complexity: changes a few constraints, whatever the number of views.
    public func removeArrangedSubview(_ view: View) {
        guard !isUpdating else {
            // The view may leave the stack before the removal runs: its
            // visibility is no longer reported here.
            hiddenSet = nil
            return deferred.append { $0.removeArrangedSubview(view) }
        }
        guard let item = itemsByView.removeValue(forKey: ObjectIdentifier(view)) else { return }
        items.remove(at: item.index)
        itemsDidChange(from: item.index)
        retire(item, keepingSpacing: false)
        update()
    }

    /// Sets the gap after an arranged view, in place of ``spacing``. Passing
    /// ``spacingUseDefault`` goes back to ``spacing``.
    ///
    /// The gap between two visible views is the one after the first of them;
    /// the custom spacing of a hidden view, or of the last visible one, is not
    /// used. A view that is not arranged is ignored; a view's custom spacing
    /// is forgotten when it is removed from the arrangement.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard isArranged(arrangedSubview) else { return }
        let id = ObjectIdentifier(arrangedSubview)
        if spacing == StackView.spacingUseDefault {
            guard customSpacings.removeValue(forKey: id) != nil else { return }
        } else {
            guard customSpacings.updateValue(spacing, forKey: id) != spacing else { return }
        }
        whenIdle { $0.update() }
    }

    /// The custom gap after an arranged view, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    // MARK: Notifications from views

    /// A hidden arranged view leaves the row.
    override func subviewVisibilityDidChange(_ view: View) {
        let item = itemsByView[ObjectIdentifier(view)]
        if hiddenSet != nil, let item {
            hiddenSet!.set(item.index, hidden: view.isHidden)
        }
        // Called directly when idle: a deferred change costs a closure.
        if isUpdating {
            deferred.append { $0.visibilityDidChange(of: view) }
        } else if let item {
            visibilityDidChange(of: item)
        }
    }

    /// Proportions follow the intrinsic sizes.
    override func subviewIntrinsicContentSizeDidChange(_ view: View) {
        // During an update the suspension of hidden views calls this; their
        // sizes are not in any proportion then.
        if distribution == .fillProportionally, !isUpdating, isArranged(view) { update() }
    }

    /// A hidden arranged view's own size along the axis is suspended, and
    /// across it when the alignment is fill (the stack sizes it there).
    override func suspendsSize(ofSubview subview: View, on axis: LayoutConstraint.Axis) -> Bool {
        !suspensions.isEmpty && suspensions[ObjectIdentifier(subview)]?.contains(axis) == true
    }

    /// Suspends a view's own size on `axes`, or lifts the suspension (none).
    private func setSuspension(of view: View, _ axes: [LayoutConstraint.Axis]) {
        if axes.isEmpty && suspensions.isEmpty { return }
        let id = ObjectIdentifier(view)
        guard (suspensions[id] ?? []) != axes else { return }
        suspensions[id] = axes.isEmpty ? nil : axes
        subviewSuspensionDidChange(view)
    }

    /// An arranged view that leaves the stack leaves the arrangement.
    open override func willRemoveSubview(_ view: View) {
        removeArrangedSubview(view)
        super.willRemoveSubview(view)
    }

    /// Applies a change of a setting to the constraints, now or after the
    /// running update. Before the first build there is nothing to change:
    /// the build reads the settings (a stack made and then set up, as most
    /// are, retires nothing and makes no closure per setting).
    private func settingDidChange(_ change: @escaping (StackView) -> Void) {
        guard hasBuilt else { return }
        whenIdle(change)
    }

    /// Runs a change now, or after the running update.
    private func whenIdle(_ change: @escaping (StackView) -> Void) {
        if isUpdating { deferred.append(change) } else { change(self) }
    }

    private func isArranged(_ view: View) -> Bool {
        itemsByView[ObjectIdentifier(view)] != nil
    }

    /// Numbers the items from `start` on after `items` changed there, and
    /// takes their visibility afresh.
    private func itemsDidChange(from start: Int) {
        for index in start..<items.count { items[index].index = index }
        hiddenSet = StackViewHiddenSet(items.lazy.map(\.view.isHidden))
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

    // MARK: Attributes

    /// The attributes along the axis: leading, trailing, center, size.
    private var along: (lead: Attribute, trail: Attribute, center: Attribute, size: Attribute) {
        axis == .horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
    }

    /// The attributes across the axis: leading, trailing, center, size.
    private var across: (lead: Attribute, trail: Attribute, center: Attribute, size: Attribute) {
        axis == .horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
    }

    private typealias Attribute = LayoutConstraint.Attribute

    /// What the arranged views are laid out in: the stack, or its margins guide.
    private var canvas: LayoutItem {
        isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    }

    /// A constraint of the stack's, `first (relation) multiplier × second + constant`.
    private func make(
        _ identifier: String, _ first: (LayoutItem, Attribute), _ relation: LayoutConstraint.Relation,
        _ second: (LayoutItem, Attribute)?, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: LayoutPriority = .required
    ) -> LayoutConstraint {
        let c = LayoutConstraint(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant)
        c.identifier = identifier
        c.priority = priority
        c.ownerTag = name
        return c
    }

    /// The gap after a visible view that a visible view follows.
    private func gap(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// A view's intrinsic size along the axis, or nil for none.
    private func intrinsicLength(_ view: View) -> CGFloat? {
        let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        return size >= 0 ? size : nil
    }

    // MARK: Updating constraints

    /// Brings the constraints up to date with the arranged views, their
    /// visibility and the settings, changing only what differs: constraints
    /// no longer wanted (and `retired` ones) are deactivated, the views'
    /// suspended axes follow their visibility, constants are set, then the new
    /// constraints are activated — in that order, so that a view's old
    /// constraints are gone before its new ones arrive.
    private func update(retiring retired: [LayoutConstraint] = []) {
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
            canvasFit = make("SV-canvas-fit", (self, along.size), .equal, nil, priority: .fittingSizeLevel)
        }
        if spanningFit == nil {
            spanningFit = make("SV-spanning-fit", (self, across.size), .equal, nil, priority: .fittingSizeLevel)
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
            let fit = make("SV-ambiguity-suppression", (guide, along.size), .equal, nil, priority: LayoutPriority(1))
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
            trailingConnection = make("SV-canvas-connection", (canvas, along.trail), .equal, (last, along.trail))
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
    }

    /// Brings the constraints up to date after one arranged view was hidden
    /// or shown, touching only those around it: its own hiding constraints
    /// and span, the links to its nearest visible neighbours, and the canvas
    /// connections when it is (or was) first or last. The result is the
    /// one ``update(retiring:)`` makes, without visiting the other views.
    /// Makes, keeps or drops an arranged view's hiding constraints for its
    /// current visibility: while hidden, a zero length and its leading edge
    /// on the previous view's trailing edge (or the canvas's leading edge).
    private func updateHiding(
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

    private func visibilityDidChange(of view: View) {
        guard let item = itemsByView[ObjectIdentifier(view)] else { return }
        visibilityDidChange(of: item)
    }

    /// Brings the constraints up to date after one arranged item's view was
    /// hidden or shown: see `visibilityDidChange(of:)` for a view.
    private func visibilityDidChange(of item: Item) {
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
                        "SV-canvas-connection", (canvas, along.trail), .equal, (last.view, along.trail))
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

    /// The constraints between two neighbouring visible views.
    private func makeLink(from view: View, to next: View, proportion: (CGFloat, CGFloat)?) -> Link {
        let a = along
        let relation: LayoutConstraint.Relation =
            distribution == .equalSpacing || distribution == .equalCentering
            ? .greaterThanOrEqual : .equal
        let spacing = make("SV-spacing", (next, a.lead), relation, (view, a.trail), constant: gap(after: view))
        var extra: [LayoutConstraint] = []
        var gapGuide: LayoutGuide?
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            extra.append(make("SV-fill-equally", (next, a.size), .equal, (view, a.size)))
        case .fillProportionally:
            if let (length, nextLength) = proportion {
                // The constraint's first item is the one whose size is a
                // multiple of the other's; a zero intrinsic size is a zero multiple.
                extra.append(
                    length > 0
                        ? make(
                            "SV-fill-proportionally", (next, a.size), .equal, (view, a.size),
                            multiplier: nextLength / length)
                        : make("SV-fill-proportionally", (view, a.size), .equal, (next, a.size), multiplier: 0))
            }
        case .equalSpacing, .equalCentering:
            let reference = gapReference!.guide
            let edges = distribution == .equalSpacing ? (a.trail, a.lead) : (a.center, a.center)
            let guide = LayoutGuide(identifier: "\(name)-gap-\(view.name)-\(next.name)")
            guide.view = self
            gapGuide = guide
            extra += [
                make("SV-distributing", (guide, a.lead), .equal, (view, edges.0)),
                make("SV-distributing", (guide, a.trail), .equal, (next, edges.1)),
                make("SV-fill-equally", (guide, a.size), .equal, (reference, a.size)),
            ]
        }
        return Link(next: next, spacing: spacing, extra: extra, proportion: proportion, guide: gapGuide)
    }

    /// The intrinsic sizes a proportional link is made for, or nil when it
    /// has none (another distribution, or a view without an intrinsic size).
    private func proportionKey(_ view: View, _ next: View) -> (CGFloat, CGFloat)? {
        guard distribution == .fillProportionally, let a = intrinsicLength(view), let b = intrinsicLength(next),
            a > 0 || b > 0
        else { return nil }
        return (a, b)
    }

    private static func sameProportion(_ x: (CGFloat, CGFloat)?, _ y: (CGFloat, CGFloat)?) -> Bool {
        switch (x, y) {
        case (nil, nil): return true
        case (let x?, let y?): return x.0 == y.0 && x.1 == y.1
        default: return false
        }
    }

    // MARK: Retiring constraints

    /// Forgets an item that leaves the arrangement: deactivates its
    /// constraints and the links to it, lifts its suspension and restores its
    /// weight. The next ``update(retiring:)`` joins its neighbours.
    private func retire(_ item: Item, keepingSpacing: Bool) {
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
        item.view.intrinsicWeight = 1
    }

    /// Forgets every link between neighbours and the gap reference.
    private func retireLinks() -> [LayoutConstraint] {
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
    private func retireAlignment() -> [LayoutConstraint] {
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
    private func retireCanvasAttachments() -> [LayoutConstraint] {
        for item in items { item.spareConnections = (nil, nil) }
        let retired = retireAlignment() + [leadingConnection, trailingConnection].compactMap { $0 }
        leadingConnection = nil
        trailingConnection = nil
        return retired
    }

    /// Rebuilds everything for a new axis.
    private func rebuild(axisChangedFrom oldAxis: LayoutConstraint.Axis) {
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

    // MARK: Tie-break weights

    /// The step between the weights of views appended one after another.
    private static let weightStep = 1.0 / 1024

    /// Gives every new arranged view an intrinsic-constraint weight between
    /// those of its neighbours, so that weights strictly decrease along the
    /// arrangement (earlier views win ties); existing views keep theirs unless
    /// the room between two weights runs out, when all are spread again.
    ///
    /// - Complexity: O(arranged views).
    private func assignWeights() {
        guard items.contains(where: { $0.weight == nil }) else { return syncWeights() }
        // The weight of the nearest view after each that has one already.
        var lowerWeights = [Double?](repeating: nil, count: items.count)
        var nextWeight: Double?
        for index in items.indices.reversed() {
            lowerWeights[index] = nextWeight
            if let weight = items[index].weight { nextWeight = weight }
        }
        var crowded = false
        for index in items.indices where items[index].weight == nil {
            let upper = index > 0 ? items[index - 1].weight : nil
            let lower = lowerWeights[index]
            let weight: Double
            switch (upper, lower) {
            case (nil, nil): weight = 1
            case (let u?, nil): weight = max(u - Self.weightStep, (u + 0.5) / 2)
            case (nil, let l?): weight = min(l + Self.weightStep, (l + 1.5) / 2)
            case (let u?, let l?): weight = (u + l) / 2
            }
            if let upper, upper - weight < 1e-6 { crowded = true }
            if let lower, weight - lower < 1e-6 { crowded = true }
            items[index].weight = weight
        }
        if crowded {
            let span = Double(max(items.count - 1, 1))
            for (index, item) in items.enumerated() { item.weight = 1.25 - 0.5 * Double(index) / span }
        }
        syncWeights()
    }

    /// Gives every arranged view's intrinsic-size constraints its item's weight.
    private func syncWeights() {
        for item in items where item.view.intrinsicWeight != item.weight! { item.view.intrinsicWeight = item.weight! }
    }
}
