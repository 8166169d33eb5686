extension LayoutEngine {
    /// Sets ``resolvingDirection`` from the tree's direction and whether a
    /// view has been forced right to left.
    func updateResolvingDirection() {
        resolvingDirection = layoutDirection == .rightToLeft || hasForcedRightToLeft ? layoutDirection : nil
    }

    /// Re-resolves the tree after a direction changed: the root's
    /// (`wholeSubtree`, with `view` the root) or one view's semantic content
    /// attribute.
    ///
    /// Only the enforced constraints whose leading or trailing attributes
    /// now resolve to other edges, and the margins constraints of the views
    /// whose left and right margins swap, leave the solver; they all leave
    /// before any comes back, so that no half-flipped layout conflicts, and
    /// come back required first, each group in activation order, as a tree
    /// being built enforces its constraints. Constraints without leading or
    /// trailing are not touched. The next layout pass writes the frames and
    /// calls ``View/layoutSubviews()`` on every view whose direction changed.
    ///
    /// - Complexity: O(active constraints) to find those affected, plus
    ///   O(views of the subtree) for the margins and the views to lay out
    ///   again; solver work only for the affected constraints.
    func directionDidChange(in view: View, wholeSubtree: Bool) {
        let direction = resolvingDirection
        var views: [View] = []
        func collect(_ view: View) {
            redirectedViews.append(view)
            if view.marginStorage != nil { views.append(view) }
            if wholeSubtree { view.subviews.forEach(collect) }
        }
        collect(view)
        var affected = constraints.filter {
            $0.solverConstraint != nil && $0.solverResolution != $0.directionResolution(in: direction)
        }
        let marginConstraints = views.flatMap { $0.marginConstraintsNeedingDirectionUpdate() }
        affected += marginConstraints.filter { $0.solverConstraint != nil }
        affected.sort { $0.activationOrder < $1.activationOrder }
        isRedirecting = true
        var withdrawn: [LayoutConstraint] = []
        for c in affected where withdraw(c) { withdrawn.append(c) }
        for view in views { view.updateMarginsForDirection() }
        for required in [true, false] {
            for c in withdrawn where c.priority.isRequired == required { enforce(c) }
        }
        isRedirecting = false
        needsLayout = true
        retryBroken()
    }
}
