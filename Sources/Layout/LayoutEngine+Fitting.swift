import Cassowary
import Foundation

extension LayoutEngine {
    /// The size the constraints of `view`'s subtree and its own size
    /// constraints give it when its width is held to `targetSize.width` at
    /// `horizontalPriority` and its height to `targetSize.height` at
    /// `verticalPriority` — solved in a scratch solver, so that the tree
    /// keeps no trace of the measure.
    ///
    /// The scratch solver (``FittingSolver``) holds the constraints the
    /// tree's solver enforces between items of the subtree (views and guides
    /// owned by them), in activation order, with the constants of
    /// `replacedConstants` in place of their own; the subtree's constraints
    /// to the rest of the tree are left out. Its variables stand in for the
    /// subtree's, so nothing of the tree changes: its solver is not called,
    /// no variable, constant or frame is written and no observer notified.
    /// Pending constraint updates are made first, as for any query of the
    /// tree's constraints.
    ///
    /// - Complexity: a pass over the tree's active constraints to pick the
    ///   subtree's (no solver work), then solving the subtree's constraints:
    ///   from scratch, or — measuring the subtree last measured, with the
    ///   same constraints — by `setConstant` for the constants that differ.
    func fittingSize(
        of view: View, targetSize: CGSize, horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority,
        replacedConstants: [ObjectIdentifier: CGFloat] = [:]
    ) -> CGSize {
        updatePendingConstraints()
        if let kept = fittingSolver, kept.generation == generation, kept.view === view,
            kept.horizontalPriority == horizontalPriority, kept.verticalPriority == verticalPriority,
            let size = kept.size(
                constants: kept.members.map { replacedConstants[ObjectIdentifier($0)] ?? $0.constant },
                target: targetSize)
        {
            return size
        }
        var inside: Set<ObjectIdentifier> = []
        var pending = [view]
        while let v = pending.popLast() {
            inside.insert(ObjectIdentifier(v))
            pending += v.subviews
        }
        func isInside(_ item: LayoutItem?) -> Bool {
            guard let owner = item?.owningView else { return false }
            return inside.contains(ObjectIdentifier(owner))
        }
        var picked: [(order: Int, constraint: LayoutConstraint)] = []
        for entry in active.values {
            let c = entry.constraint
            // Enforced only (not broken, not suspended); not a root's own pins.
            guard c.solverConstraint != nil, isInside(c.first.item) else { continue }
            // Not the size of a frame the code set on `view` (its superview's
            // autoresizing constraints): a cell placed by frame measures to its content.
            if c.second == nil && c.isAutoresizingMask && c.first.item === view { continue }
            if c.second == nil ? !c.isInternal : isInside(c.second?.item) { picked.append(entry) }
        }
        picked.sort { $0.order < $1.order }

        let members = picked.map(\.constraint)
        let constants = members.map { replacedConstants[ObjectIdentifier($0)] ?? $0.constant }
        if let kept = fittingSolver, kept.matches(view, members, horizontalPriority, verticalPriority),
            let size = kept.size(constants: constants, target: targetSize)
        {
            kept.generation = generation
            return size
        }
        let made = FittingSolver(
            view: view, members: members, constants: constants, target: targetSize,
            horizontalPriority: horizontalPriority, verticalPriority: verticalPriority, generation: generation)
        fittingSolver = made
        return made.size(constants: constants, target: targetSize) ?? .zero
    }
}
