import Foundation
import UncheckedAccess

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
/// - A vertical stack with ``Distribution/fill`` and ``Alignment/fill``
///   whose arranged views each have an intrinsic height and no intrinsic
///   width, optional hugging and compression resistance, and no constraint
///   of their own beyond those, lays its views out in closed form, as a
///   flexbox column would: the frames are the ones the constraints give
///   (an edge that falls exactly on half a pixel may round the other way),
///   and the constraints are active and listed as always, but the solver
///   holds two constraints on the stack's height in their place, so that a
///   long column builds and changes at a fraction of the cost. The first
///   constraint that refers to an arranged view from elsewhere (or a
///   setting that the closed form does not cover) hands the stack to the
///   solver, for good.
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
    public var axis: LayoutConstraint.Axis {
        get { stackFields.value.axis }
        set {
            let oldValue = stackFields.value.axis
            stackFields.value.axis = newValue
            guard axis != oldValue else { return }
            settingDidChange { $0.rebuild(axisChangedFrom: oldValue) }
        }
    }

    /// The gap between neighbouring arranged views along the axis (default 0);
    /// the minimum gap for ``Distribution/equalSpacing`` and
    /// ``Distribution/equalCentering``. Changing it changes constants only.
    public var spacing: CGFloat {
        get { stackFields.value.spacing }
        set {
            let oldValue = stackFields.value.spacing
            stackFields.value.spacing = newValue
            if spacing != oldValue { settingDidChange { $0.update() } }
        }
    }

    /// How the arranged views are sized and spaced along the axis (default
    /// ``Distribution/fill``). Changing it rebuilds the constraints between
    /// neighbours.
    public var distribution: Distribution {
        get { stackFields.value.distribution }
        set {
            let oldValue = stackFields.value.distribution
            stackFields.value.distribution = newValue
            guard distribution != oldValue else { return }
            settingDidChange { $0.update(retiring: $0.retireLinks()) }
        }
    }

    /// How the arranged views are placed across the axis (default
    /// ``Alignment/fill``). Changing it rebuilds the constraints across the axis.
    public var alignment: Alignment {
        get { stackFields.value.alignment }
        set {
            let oldValue = stackFields.value.alignment
            stackFields.value.alignment = newValue
            guard alignment != oldValue else { return }
            settingDidChange { $0.update(retiring: $0.retireAlignment()) }
        }
    }

    /// Whether the arranged views are laid out inside the stack's
    /// ``View/layoutMarginsGuide`` (its ``View/directionalLayoutMargins``
    /// from its edges) rather than edge to edge (default false, as UIKit).
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { stackFields.value.isLayoutMarginsRelativeArrangement }
        set {
            let oldValue = stackFields.value.isLayoutMarginsRelativeArrangement
            stackFields.value.isLayoutMarginsRelativeArrangement = newValue
            guard isLayoutMarginsRelativeArrangement != oldValue else { return }
            settingDidChange { $0.update(retiring: $0.retireCanvasAttachments()) }
        }
    }

    /// The views the stack lays out, in order. Each is also a subview of the stack.
    public var arrangedSubviews: [View] { items.map(\.view) }

    // MARK: State

    /// The constraints the stack made for one arranged view.
    final class Item {
        let view: View

        /// The item's position in `items`.
        var index: Int = 0
        /// The tie-break weight of the view's intrinsic constraints (earlier
        /// views weigh more, so the last one stretches and shrinks first).
        var weight: Double?
        /// Across the axis: the view's position (always active).
        var alignment: LayoutConstraint?
        /// Across the axis: fill's second edge (always active, part of the
        /// alignment), or keeping the view inside the stack (active while the
        /// view is visible: a hidden view does not size the stack).
        var span: LayoutConstraint?
        /// Along the axis while hidden: size 0 (kept, inactive, while visible).
        var hidingSize: LayoutConstraint?
        /// Along the axis while hidden: the view sits at the end of the view
        /// before it (or at the stack's leading edge). Kept, inactive, while
        /// the view is visible, for the next time it hides after that view.
        var hidingPosition: LayoutConstraint?
        /// Along the axis while visible: the link to the next visible view.
        var link: StackView.Link?
        /// Links to other views that a hidden or shown neighbour retired,
        /// inactive, newest last: a view hidden and shown again gets its
        /// neighbours' links back instead of new ones (at most
        /// ``StackView/spareLinkLimit``; dropped when the links' shape changes).
        var spareLinks: [StackView.Link] = []
        /// The view's canvas connections from when it was the first or the
        /// last visible view, inactive, kept for the next time it is.
        var spareConnections: (leading: LayoutConstraint?, trailing: LayoutConstraint?) = (nil, nil)

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
    struct Link {
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

    /// The fields that the hot paths read and write, stored without
    /// run-time exclusivity checks (see `UncheckedAccessStorage`).
    let stackFields = UncheckedAccessStorage(StackView.UncheckedFields())

    var items: [Item] {
        get { stackFields.value.items }
        _modify { yield &stackFields.value.items }
    }
    /// Each arranged view's item, by the view's identity.
    var itemsByView: [ObjectIdentifier: Item] {
        get { stackFields.value.itemsByView }
        _modify { yield &stackFields.value.itemsByView }
    }
    /// Which items' views are hidden, kept as they change (see
    /// ``subviewVisibilityDidChange(_:)``); nil while it may be out of date
    /// (an arranged view left the stack during an update, before the
    /// deferred removal from the arrangement), until `items` next changes.
    var hiddenSet: StackViewHiddenSet? {
        get { stackFields.value.hiddenSet }
        _modify { yield &stackFields.value.hiddenSet }
    }
    var customSpacings: [ObjectIdentifier: CGFloat] {
        get { stackFields.value.customSpacings }
        _modify { yield &stackFields.value.customSpacings }
    }
    /// `first.leading == stack.leading` for the first visible view.
    var leadingConnection: LayoutConstraint? {
        get { stackFields.value.leadingConnection }
        _modify { yield &stackFields.value.leadingConnection }
    }
    /// `stack.trailing == last.trailing` for the last visible view.
    var trailingConnection: LayoutConstraint? {
        get { stackFields.value.trailingConnection }
        _modify { yield &stackFields.value.trailingConnection }
    }
    /// The stack's size along the axis as small as it can be (its content's size).
    var canvasFit: LayoutConstraint? {
        get { stackFields.value.canvasFit }
        _modify { yield &stackFields.value.canvasFit }
    }
    /// The stack's size across the axis as small as it can be.
    var spanningFit: LayoutConstraint? {
        get { stackFields.value.spanningFit }
        _modify { yield &stackFields.value.spanningFit }
    }
    /// The guide whose size every gap (equal spacing) or center distance
    /// (equal centering) equals, and the constraint that keeps it small.
    var gapReference: (guide: LayoutGuide, fit: LayoutConstraint)? {
        get { stackFields.value.gapReference }
        _modify { yield &stackFields.value.gapReference }
    }
    /// Whether the stack has built its constraints. A new stack builds them
    /// at its tree's next layout pass (or the first query of constraints), so
    /// that setting `axis`, `spacing` or the arrangement right after creating
    /// it costs one build, not one per setting (UIKit defers the same way).
    var hasBuilt: Bool {
        get { stackFields.value.hasBuilt }
        _modify { yield &stackFields.value.hasBuilt }
    }
    /// Whether an update is running.
    var isUpdating: Bool {
        get { stackFields.value.isUpdating }
        _modify { yield &stackFields.value.isUpdating }
    }
    /// How many times the stack brought every arranged view's constraints
    /// up to date (for tests: hiding or showing one view does not).
    var fullUpdateCount: Int {
        get { stackFields.value.fullUpdateCount }
        _modify { yield &stackFields.value.fullUpdateCount }
    }
    /// Changes made while an update was running (from a diagnostic handler,
    /// say), applied when it has finished.
    var deferred: [(StackView) -> Void] {
        get { stackFields.value.deferred }
        _modify { yield &stackFields.value.deferred }
    }

    /// The arranged views whose own size the stack suspends (hidden ones),
    /// with the axes it suspends.
    private var suspensions: [ObjectIdentifier: [LayoutConstraint.Axis]] {
        get { stackFields.value.suspensions }
        _modify { yield &stackFields.value.suspensions }
    }

    /// Builds the stack's constraints if it has not yet (see `hasBuilt`).
    open override func updateConstraints() {
        super.updateConstraints()
        if !hasBuilt {
            hasBuilt = true
            update()
        } else if needsSolvingArrangement && arrangementSolving != .solver {
            update()
        }
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
            view.isArrangedOutsideSolver = true
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
        // In closed form the stack's height stands in for the views' sizes.
        if solvesArrangementInClosedForm, !isUpdating, let item = itemsByView[ObjectIdentifier(view)] {
            if isEligibleForClosedForm(view) {
                updateContentSize(rereading: false, index: item.index)
            } else {
                needsSolvingArrangement = true
                update()
            }
        }
    }

    /// A hidden arranged view's own size along the axis is suspended, and
    /// across it when the alignment is fill (the stack sizes it there).
    override func suspendsSize(ofSubview subview: View, on axis: LayoutConstraint.Axis) -> Bool {
        !suspensions.isEmpty && suspensions[ObjectIdentifier(subview)]?.contains(axis) == true
    }

    /// In closed form, an arranged view's intrinsic height is held out of
    /// the solver (see `StackView+ClosedForm.swift`).
    override func holdsSizeOutOfSolver(ofSubview subview: View, on axis: LayoutConstraint.Axis) -> Bool {
        holdsArrangedSizeOutOfSolver(subview, on: axis)
    }

    /// In closed form, the constraints that arrange the views are held out of the solver.
    override var holdsArrangementOutOfSolver: Bool { solvesArrangementInClosedForm }

    /// A constraint from outside the arrangement hands it to the solver.
    override func foreignConstraintDidArrive(for subview: View) {
        arrangedViewDidGetForeignConstraint(subview)
    }

    /// In closed form, the stack places its arranged views itself.
    override func placeSubviewsOutsideSolver(_ changed: (Unmanaged<View>) -> Void) {
        unsafe placeArrangementInClosedForm(changed)
    }

    /// Suspends a view's own size on `axes`, or lifts the suspension (none).
    func setSuspension(of view: View, _ axes: [LayoutConstraint.Axis]) {
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
    func whenIdle(_ change: @escaping (StackView) -> Void) {
        if isUpdating { deferred.append(change) } else { change(self) }
    }
}
