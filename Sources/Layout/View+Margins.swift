import Foundation

extension View {
    /// The margins inside the view's edges, by reading direction (default 8
    /// on every side). The same storage as ``layoutMargins``; the
    /// ``layoutMarginsGuide`` follows a change incrementally.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { margins.insets }
        set {
            guard newValue != margins.insets else { return }
            margins.insets = newValue
            guard !margins.marginConstraints.isEmpty else { return }
            let rightToLeft = isRightToLeft
            for (c, edge) in margins.marginConstraints {
                c.constant = margins.constant(for: edge, rightToLeft: rightToLeft)
            }
        }
    }

    /// The margins inside the view's edges by side (default 8 on every
    /// side): ``directionalLayoutMargins`` with leading as the left side, or
    /// as the right side where the view lays out right to left
    /// (``effectiveUserInterfaceLayoutDirection``).
    public var layoutMargins: EdgeInsets {
        get {
            let m = directionalLayoutMargins
            if isRightToLeft { return EdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading) }
            return EdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            let (leading, trailing) = isRightToLeft ? (newValue.right, newValue.left) : (newValue.left, newValue.right)
            directionalLayoutMargins = DirectionalEdgeInsets(
                top: newValue.top, leading: leading, bottom: newValue.bottom, trailing: trailing)
        }
    }

    /// Whether the margins are measured from the safe area's edge where the
    /// safe area intrudes into the view (default true), so that content
    /// inside the margins stays clear of a notch or a home indicator. A
    /// safe area without insets (a root's ``safeAreaInsets`` all zero)
    /// intrudes into no view, as in UIKit.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { margins.insetsFromSafeArea }
        set {
            guard newValue != margins.insetsFromSafeArea else { return }
            margins.insetsFromSafeArea = newValue
            rebuildMarginConstraints()
        }
    }

    /// Whether the view's margins grow to reach its superview's margin lines
    /// where its edges lie inside the superview's margins (default false),
    /// so that nested content lines up with the superview's.
    public var preservesSuperviewLayoutMargins: Bool {
        get { margins.preservesSuperviewMargins }
        set {
            guard newValue != margins.preservesSuperviewMargins else { return }
            margins.preservesSuperviewMargins = newValue
            rebuildMarginConstraints()
        }
    }

    /// The view's bounds inset by its margins, as a guide to constrain
    /// content to. Its constraints follow ``directionalLayoutMargins``,
    /// ``insetsLayoutMarginsFromSafeArea`` and
    /// ``preservesSuperviewLayoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = margins.guide { return guide }
        let guide = LayoutGuide(identifier: "\(name).layoutMarginsGuide")
        addLayoutGuide(guide)
        margins.guide = guide
        rebuildMarginConstraints()
        return guide
    }

    /// A column for text inside the margins: centred in the
    /// ``layoutMarginsGuide``, as tall as it, and as wide as it up to 672
    /// points (ours: UIKit's width follows the text size).
    public var readableContentGuide: LayoutGuide {
        if let guide = margins.readableGuide { return guide }
        let margins = layoutMarginsGuide
        let guide = LayoutGuide(identifier: "\(name).readableContentGuide")
        addLayoutGuide(guide)
        self.margins.readableGuide = guide
        let width = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        width.priority = LayoutMargins.readableWidthPriority
        let constraints = [
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: View.readableContentWidth),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor), width,
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
        for c in constraints { c.identifier = "\(name)-readableContent-guide" }
        LayoutConstraint.activate(constraints)
        return guide
    }

    /// The widest the ``readableContentGuide`` gets.
    static let readableContentWidth: CGFloat = 672

    /// Makes the margins guide's constraints anew for the current settings
    /// and place in the tree (if the guide exists).
    ///
    /// Each edge of the guide sits at the margin from the view's edge. Where
    /// the safe area or the superview's margins may push it further in, the
    /// guide's edge is held by required inequalities — inside the view's edge
    /// by the margin, inside the safe area's edge by the margin, inside the
    /// superview's margin line — and pulled out to the first of them by an
    /// equality at ``LayoutMargins/edgePriority``: the guide's edge lands on
    /// the innermost of those lines.
    ///
    /// A constraint that is the same as before (the same lines, the same
    /// constant and priority) stays active: a view joining another tree
    /// replaces only its constraints to the old tree's safe area and the
    /// old superview's margins.
    func rebuildMarginConstraints() {
        guard let guide = margins.guide else { return }
        let state = margins
        var previous = state.marginConstraints.map(\.constraint) + state.otherConstraints
        let superGuide = state.preservesSuperviewMargins ? superview?.layoutMarginsGuide : nil
        // A safe area without insets intrudes into no view (UIKit's
        // views then all have zero safe-area insets): the margins need
        // no inequalities against it.
        let root = rootView
        let safeGuide = state.insetsFromSafeArea && root.storedSafeAreaInsets != .zero ? root.rootSafeAreaGuide : nil
        let pushed = superGuide != nil || safeGuide != nil
        let rightToLeft = isRightToLeft
        var marginConstraints: [(constraint: LayoutConstraint, edge: LayoutMargins.Edge)] = []
        var otherConstraints: [LayoutConstraint] = []
        var made: [LayoutConstraint] = []
        for edge in LayoutMargins.Edge.allCases {
            let attribute = edge.attribute
            let k = state.constant(for: edge, rightToLeft: rightToLeft)
            let inward: LayoutConstraint.Relation = edge.insetsForward ? .greaterThanOrEqual : .lessThanOrEqual
            var identifier: String?
            // The active constraint holding the line stays (found without
            // making a new one to compare); otherwise a new one is made.
            func constraint(
                _ relation: LayoutConstraint.Relation, _ item: LayoutItem, _ constant: CGFloat,
                _ priority: LayoutPriority = .required
            ) -> LayoutConstraint {
                if let index = previous.firstIndex(where: {
                    $0.isActive
                        && $0.holdsLine(
                            guide, attribute, relation, item, constant: constant, priority: priority)
                }) {
                    return previous.remove(at: index)
                }
                let c = LayoutConstraint(
                    first: (guide, attribute), relation: relation, second: (item, attribute), multiplier: 1,
                    constant: constant)
                c.priority = priority
                if identifier == nil { identifier = name + "-" + attribute.rawValue + "Margin-guide" }
                c.identifier = identifier
                made.append(c)
                return c
            }
            if !pushed {
                marginConstraints.append((constraint(.equal, self, k), edge))
                continue
            }
            marginConstraints.append((constraint(inward, self, k), edge))
            marginConstraints.append((constraint(.equal, self, k, LayoutMargins.edgePriority), edge))
            if let safeGuide { marginConstraints.append((constraint(inward, safeGuide, k), edge)) }
            if let superGuide { otherConstraints.append(constraint(inward, superGuide, 0)) }
        }
        state.marginConstraints = marginConstraints
        state.otherConstraints = otherConstraints
        // The previous ones not kept.
        LayoutConstraint.deactivate(previous)
        LayoutConstraint.activate(made)
    }

    /// Rebuilds the margins constraints of the view after it (or an
    /// ancestor) moved to another tree or superview, or after its root's
    /// safe area gained or lost its insets: they refer to the root's safe
    /// area and the superview's margins.
    func marginsDidMove() {
        if let state = marginStorage, state.guide != nil,
            state.insetsFromSafeArea || state.preservesSuperviewMargins
        {
            rebuildMarginConstraints()
        }
    }

    /// Sets the constants of the margins guide's constraints for the view's
    /// current direction (its left and right margins swap sides in right to
    /// left).
    func updateMarginsForDirection() {
        guard let state = marginStorage, !state.marginConstraints.isEmpty else { return }
        let rightToLeft = isRightToLeft
        for (c, edge) in state.marginConstraints { c.constant = state.constant(for: edge, rightToLeft: rightToLeft) }
    }

    /// The margins guide's constraints whose constant the view's current
    /// direction changes (see ``updateMarginsForDirection()``).
    func marginConstraintsNeedingDirectionUpdate() -> [LayoutConstraint] {
        guard let state = marginStorage, !state.marginConstraints.isEmpty else { return [] }
        let rightToLeft = isRightToLeft
        return state.marginConstraints.filter {
            $0.constraint.constant != state.constant(for: $0.edge, rightToLeft: rightToLeft)
        }
        .map(\.constraint)
    }

    /// The view's margins settings and guides, made on first use.
    var margins: LayoutMargins {
        if let state = marginStorage { return state }
        let state = LayoutMargins()
        marginStorage = state
        return state
    }
}
