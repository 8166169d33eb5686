/// The layout at one scroll offset.
public struct OffsetLayout: Sendable {
    /// The offset from the resting top; nil for a scene without a scroll view.
    public var offset: Double?
    /// What the offset shows: `expanded`, `half-collapsed` (progress 0.5),
    /// `collapsed`, `pulled down`, `progress 0.338`; nil without a bar.
    public var label: String?
    /// The driven scroll view's `contentOffset.y`.
    public var contentOffsetY: Double?
    /// The driven orthogonal scroller's offset along its axis, when the
    /// offsets scroll an orthogonal section.
    package var orthogonalContentOffset: Double?
    /// Where the layout is in the animation of an `update` statement; nil
    /// for a layout at an offset before the updates.
    package var update: UpdateStep?
    /// The bar's height.
    public var barHeight: Double?
    /// The bar's collapse progress.
    public var collapseProgress: Double?
    /// The view tree, as `recursiveDescription` prints it (empty unless the
    /// run asked for it: ``ReportDetails/tree``).
    public var tree: String
    /// Every view, in tree order.
    public var views: [ViewFrame]
    /// Every active constraint, in activation order (in a scene with a
    /// collection view, by the last view each names, in tree order) — or,
    /// when the run did not ask for them all
    /// (``ReportDetails/constraints``), the broken ones.
    public var constraints: [ConstraintState]
    /// The constraints left out for conflicts, in activation order.
    public var brokenConstraints: [ConstraintState] { constraints.filter(\.isBroken) }
    /// What the layout kit reported and is still in force, in UIKit's words
    /// (`Unable to simultaneously satisfy constraints…`), in report order.
    public var diagnostics: [DiagnosticState]
    /// The messages of the unsatisfiable sets among ``diagnostics``.
    public var conflicts: [String] { diagnostics.filter { $0.kind == .unsatisfiable }.map(\.message) }

    package init(
        offset: Double?, label: String?, contentOffsetY: Double? = nil, orthogonalContentOffset: Double? = nil,
        update: UpdateStep? = nil, barHeight: Double? = nil, collapseProgress: Double? = nil, tree: String,
        views: [ViewFrame], constraints: [ConstraintState], diagnostics: [DiagnosticState]
    ) {
        self.offset = offset
        self.label = label
        self.contentOffsetY = contentOffsetY
        self.orthogonalContentOffset = orthogonalContentOffset
        self.update = update
        self.barHeight = barHeight
        self.collapseProgress = collapseProgress
        self.tree = tree
        self.views = views
        self.constraints = constraints
        self.diagnostics = diagnostics
    }
}
