import Cassowary
import Foundation

extension LayoutEngine {
    /// What a fitting measure of a view found: its subtree's constraints
    /// and their template key.
    final class FittingMemo {
        weak var view: View?
        let horizontalPriority: LayoutPriority
        let verticalPriority: LayoutPriority
        let members: [LayoutConstraint]
        /// The template key; once a kept solver served the memo, that
        /// solver's own key, whose words compare by identity.
        var key: FittingTemplateKey

        init(
            view: View, horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority,
            members: [LayoutConstraint], key: FittingTemplateKey
        ) {
            self.view = view
            self.horizontalPriority = horizontalPriority
            self.verticalPriority = verticalPriority
            self.members = members
            self.key = key
        }
    }

    /// The memos of the views measured since the engine's enforced set
    /// last changed (its ``LayoutEngine/generation``): measuring one of
    /// them again, after constants changed (a reused cell), skips finding
    /// its constraints and their key.
    final class FittingMemos {
        /// The generation the memos are valid for.
        var generation = -1
        var byView: [ObjectIdentifier: FittingMemo] = [:]
        /// The most memos kept; beyond, they are dropped all at once.
        static let capacity = 64
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
        replacedConstants: [(ObjectIdentifier, CGFloat)] = []
    ) -> CGSize {
        // A tree being built stays so: the measure takes its waiting
        // constraints as they are, and the tree's solver is not needed.
        updatePendingConstraints(enforcing: false)
        let memos = fittingMemos
        if memos.generation != generation || memos.byView.count >= FittingMemos.capacity {
            memos.generation = generation
            memos.byView.removeAll(keepingCapacity: true)
        }
        let memo: FittingMemo
        if let found = memos.byView[ObjectIdentifier(view)], found.view === view,
            found.horizontalPriority == horizontalPriority, found.verticalPriority == verticalPriority
        {
            memo = found
        } else {
            let entries = enforcedEntries(inSubtreeOf: view)
            memo = FittingMemo(
                view: view, horizontalPriority: horizontalPriority, verticalPriority: verticalPriority,
                members: entries.map(\.constraint),
                key: FittingTemplateKey(
                    measuring: ObjectIdentifier(view.geometry), entries: entries,
                    horizontalPriority: horizontalPriority, verticalPriority: verticalPriority,
                    direction: resolvingDirection))
            memos.byView[ObjectIdentifier(view)] = memo
        }
        let members = memo.members
        let key = memo.key
        var constants = members.map(\.constant)
        if !replacedConstants.isEmpty { Self.replace(&constants, of: members, with: replacedConstants) }
        if let kept = fittingSolvers.checkOut(key) {
            // The same words as the kept solver's key, in another array:
            // from now on the memo looks the solver up with its key.
            memo.key = kept.key
            let size = kept.size(constants: constants, target: targetSize)
            fittingSolvers.checkIn(kept)
            if let size { return size }
        }
        let made = FittingSolver(
            key: key, view: view, members: members, constants: constants, target: targetSize,
            horizontalPriority: horizontalPriority, verticalPriority: verticalPriority, direction: resolvingDirection)
        fittingSolvers.didBuild()
        let size = made.size(constants: constants, target: targetSize)
        // Checked in only once this measure is done with it: from then on
        // another thread's measure may check it out.
        if made.isComplete { fittingSolvers.checkIn(made) }
        return size ?? .zero
    }

    /// Puts each replaced constant in the place of its constraint's own in
    /// `constants` (the constants of `members`, in order); a constraint
    /// named twice takes the last. A few replacements (a collapsing bar's
    /// expanded panels) are compared with every member, more are looked up
    /// in a table: no table to build and hash for a handful.
    static func replace(
        _ constants: inout [CGFloat], of members: [LayoutConstraint], with replaced: [(ObjectIdentifier, CGFloat)]
    ) {
        if replaced.count <= 8 {
            for (i, member) in members.enumerated() {
                let id = ObjectIdentifier(member)
                for (r, constant) in replaced where r == id { constants[i] = constant }
            }
            return
        }
        var table: [ObjectIdentifier: CGFloat] = [:]
        for (r, constant) in replaced { table[r] = constant }
        for (i, member) in members.enumerated() {
            if let constant = table[ObjectIdentifier(member)] { constants[i] = constant }
        }
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
        enforcedEntries(inSubtreeOf: view).map(\.constraint)
    }

    /// ``enforcedConstraints(inSubtreeOf:)`` as the index's entries.
    func enforcedEntries(inSubtreeOf view: View) -> [SubtreeConstraintIndex.Entry] {
        subtreeConstraints.measuredEntries(inSubtreeOf: view)
    }
}
