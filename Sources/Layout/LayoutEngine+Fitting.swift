import Cassowary
import Foundation

extension LayoutEngine {
    /// What the last fitting measure found, kept while the engine's enforced
    /// set is unchanged (its ``LayoutEngine/generation``): measuring the
    /// same view again skips finding its constraints and their key.
    struct FittingMemo {
        weak var view: View?
        let generation: Int
        let horizontalPriority: LayoutPriority
        let verticalPriority: LayoutPriority
        let members: [LayoutConstraint]
        let key: FittingTemplateKey
    }

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
    /// - Complexity: O(views and constraints of the subtree) to find its
    ///   constraints (``SubtreeConstraintIndex``) and their template key,
    ///   then — for a template measured before, by this view or another of
    ///   the same shape — `setConstant` for the constants that differ; only
    ///   the first measure of a shape builds a solver.
    func fittingSize(
        of view: View, targetSize: CGSize, horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority,
        replacedConstants: [ObjectIdentifier: CGFloat] = [:]
    ) -> CGSize {
        updatePendingConstraints()
        let members: [LayoutConstraint]
        let key: FittingTemplateKey
        if let memo = lastFitting, memo.generation == generation, memo.view === view,
            memo.horizontalPriority == horizontalPriority, memo.verticalPriority == verticalPriority
        {
            members = memo.members
            key = memo.key
        } else {
            members = enforcedConstraints(inSubtreeOf: view)
            key = FittingTemplateKey(
                view: view, members: members, horizontalPriority: horizontalPriority,
                verticalPriority: verticalPriority)
            lastFitting = FittingMemo(
                view: view, generation: generation, horizontalPriority: horizontalPriority,
                verticalPriority: verticalPriority, members: members, key: key)
        }
        let constants =
            replacedConstants.isEmpty
            ? members.map(\.constant) : members.map { replacedConstants[ObjectIdentifier($0)] ?? $0.constant }
        if let kept = fittingSolvers.checkOut(key) {
            let size = kept.size(constants: constants, target: targetSize)
            fittingSolvers.checkIn(kept)
            if let size { return size }
        }
        let made = FittingSolver(
            key: key, view: view, members: members, constants: constants, target: targetSize,
            horizontalPriority: horizontalPriority, verticalPriority: verticalPriority)
        fittingSolvers.didBuild()
        if made.isComplete { fittingSolvers.checkIn(made) }
        return made.size(constants: constants, target: targetSize) ?? .zero
    }

    /// The constraints the solver enforces between items of `view`'s
    /// subtree, and those sizing one of its items alone, in activation
    /// order — except the pins of a root's size and the size holding a
    /// frame the code set on `view` (UIKit's autoresizing-mask constraints,
    /// which belong to its superview: a cell placed by frame measures to
    /// its content, as UIKit's self-sizing cells do).
    ///
    /// - Complexity: O(views and constraints of the subtree).
    func enforcedConstraints(inSubtreeOf view: View) -> [LayoutConstraint] {
        var entries: [SubtreeConstraintIndex.Entry] = []
        subtreeConstraints.entries(inSubtreeOf: view, into: &entries)
        entries.removeAll { entry in
            let c = entry.constraint
            // Enforced only (not broken, not suspended).
            guard c.solverConstraint != nil else { return true }
            return c.second == nil && (c.isInternal || (c.isAutoresizingMask && c.first.item === view))
        }
        entries.sort { $0.order < $1.order }
        return entries.map(\.constraint)
    }
}
