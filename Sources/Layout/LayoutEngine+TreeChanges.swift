import Cassowary
import Foundation

extension LayoutEngine {
    /// Takes over the constraints of a root that has just become a subview of
    /// this engine's tree.
    func absorb(_ other: LayoutEngine) {
        solverAdditionCount += other.solverAdditionCount
        let all = other.constraints
        // A tree being built joining another being built (a container
        // built on its own, as cells are built bottom-up): none of its
        // constraints reached a solver and all of them wait, so they
        // change engines as they are, still waiting.
        let waitingAsTheyAre = defersEnforcement && other.defersEnforcement && other.pins.isEmpty
        // Made in one allocation (a filter grows its result by doubling).
        var moving: [LayoutConstraint] = []
        moving.reserveCapacity(all.count)
        for c in all where !c.isInternal { moving.append(c) }
        if waitingAsTheyAre {
            other.dropAll()
        } else {
            // The old root's own pins go away with its engine: they no
            // longer refer to it.
            for c in all where c.isInternal { other.countReferences(of: c, by: -1) }
            // The index and the views' own size constraints live on the
            // views, which now belong to this tree: the moving constraints'
            // entries stay (their views and common ancestor are the same),
            // the pins' go.
            for c in all {
                other.stopAwaiting(c)
                other.forget(c, keepingViewEntries: !c.isInternal)
            }
            // Out of the old engine's list, its pins would keep a pointer
            // to it after it goes.
            for c in all where c.isInternal { c.engine = nil }
        }
        for c in moving {
            // Its solver constraint belongs to the old engine's solver.
            c.forgetSolverConstraint()
            c.engine = nil
        }
        // Inactive for now: the margins of views that change direction take
        // their new constants without solver work.
        if other.layoutDirection != layoutDirection { other.root.updateMarginsForDirectionInSubtree() }
        if other.hasForcedRightToLeft { hasForcedRightToLeft = true }
        // Constraints made against the old root's safe-area guide follow the
        // new root's guide.
        let oldGuide = other.root.rootSafeAreaGuide
        let newGuide = root.rootSafeAreaGuide
        if moving.contains(where: { $0.first.item === oldGuide || $0.second?.item === oldGuide }) {
            for attribute in [LayoutConstraint.Attribute.left, .top, .width, .height] {
                let alias = LayoutConstraint(
                    first: (oldGuide, attribute), relation: .equal, second: (newGuide, attribute), multiplier: 1,
                    constant: 0)
                alias.identifier = "SafeArea-Alias"
                install(alias)
            }
        }
        for d in other.diagnostics.all where !d.isUnsatisfiable { _ = diagnostics.insert(d) }
        for view in other.pendingConstraintUpdates { scheduleConstraintUpdate(for: view) }
        unreferencedViews += other.unreferencedViews
        // Room for the moving constraints at once: a tree built bottom-up
        // moves each container's constraints up a level at a time.
        active.reserveCapacity(forAdding: moving.count)
        if defersEnforcement { reserveAwaitingCapacity(moving.count) }
        if waitingAsTheyAre {
            for c in moving { adoptWaiting(c) }
        } else {
            for c in moving { install(c, keepingViewEntries: true) }
        }
    }

    /// Moves the constraints inside the subtree of `subroot` (about to leave
    /// the tree) to `target`, and deactivates those that cross its boundary.
    func split(_ subroot: View, into target: () -> LayoutEngine) {
        if isLayingOut { holdDeparted(subroot) }
        var inside: [LayoutConstraint] = []
        var crossing: [LayoutConstraint] = []
        for c in constraints where !pins.contains(where: { $0 === c }) {
            let views = c.views
            let within = views.map { $0.isDescendant(of: subroot) }
            if within.allSatisfy({ $0 }) {
                inside.append(c)
            } else if within.contains(true) {
                crossing.append(c)
            }
        }
        for c in inside + crossing { uninstall(c, retryBroken: false) }
        retryBroken()
        let leaving = pendingConstraintUpdates.filter { $0.isDescendant(of: subroot) }
        pendingConstraintUpdates.removeAll { $0.isDescendant(of: subroot) }
        let engine = target()
        if engine.layoutDirection != layoutDirection { subroot.updateMarginsForDirectionInSubtree() }
        if hasForcedRightToLeft { engine.hasForcedRightToLeft = true }
        engine.unreferencedViews += unreferencedViews.filter { $0.isDescendant(of: subroot) }
        unreferencedViews.removeAll { $0.isDescendant(of: subroot) }
        for c in inside {
            // A solver constraint is made for the new engine's solver.
            c.forgetSolverConstraint()
            engine.install(c)
        }
        for view in leaving { engine.scheduleConstraintUpdate(for: view) }
    }

    /// Holds a subtree that leaves the tree during a pass until the pass
    /// ends: its views may be in the pass's lists, which do not retain them.
    private func holdDeparted(_ subroot: View) {
        departedViews.append(subroot)
        for view in subroot.subviews { holdDeparted(view) }
    }
}
