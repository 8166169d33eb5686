import Cassowary
import Foundation
import UncheckedAccess

extension LayoutEngine {
    /// Activates a constraint in this engine. With `keepingViewEntries`
    /// (a constraint moving in from an absorbed engine), the entries its
    /// views hold of it — its filing (see ``SubtreeConstraintIndex``) and
    /// a view's own size constraints — are kept as they are: the views, and
    /// their common ancestor, are the same.
    func install(_ c: LayoutConstraint, keepingViewEntries: Bool = false) {
        // A view placed by frame that the constraint refers to is held by
        // its autoresizing constraints from now on, installed first.
        countReferences(of: c, by: 1)
        enlist(c)
        if !keepingViewEntries { fileInViews(c) }
        if defersEnforcement {
            holdUntilFirstUse(c)
        } else {
            enforce(c)
        }
        needsLayout = true
    }

    /// Makes an activated constraint one of this engine's: last in
    /// activation order, at the end of the active list.
    func enlist(_ c: LayoutConstraint) {
        // A constraint refused for lack of a common ancestor is fine now.
        // (Read first: a removal, even from an empty log, writes it.)
        if !diagnostics.isEmpty { diagnostics.remove(kind: LayoutDiagnostic.noCommonAncestorKind, of: c) }
        c.engine = self
        c.activationOrder = nextOrder
        c.activeSlot = Int32(truncatingIfNeeded: active.count)
        active.append(c)
        nextOrder += 1
    }

    /// Files an activated constraint under its views (see
    /// ``install(_:keepingViewEntries:)``).
    private func fileInViews(_ c: LayoutConstraint) {
        subtreeConstraints.insert(c)
        if c.isSizeSuspensionCandidate, let view = unsafe c.first.itemGeometry.unretainedView {
            unsafe view.withGuaranteedInstance { view in
                // Room for the intrinsic pair in one allocation.
                if view.ownSizeConstraints.capacity == 0 { view.ownSizeConstraints.reserveCapacity(2) }
                view.ownSizeConstraints.append(c)
            }
        }
    }

    /// Adds an active constraint to the solver, or leaves it out and reports
    /// the conflict. Returns whether it is enforced.
    ///
    /// With `report` false (a retry) the solver is only asked whether the
    /// constraint fits now: finding the conflicting constraints costs many
    /// times the attempt, and is done only for a diagnostic.
    @discardableResult
    func enforce(_ c: LayoutConstraint, report: Bool = true) -> Bool {
        c.isSuspended = c.wantsSuspension
        if c.isSuspended {
            c.solverConstraint = nil
            return true
        }
        return add(c, as: c.solverConstraintToEnforce(in: resolvingDirection), report: report)
    }

    /// Adds `constraint`, the solver constraint of an active constraint
    /// that is not suspended, or leaves it out and reports the conflict (see
    /// ``enforce(_:report:)``). Returns whether it is enforced.
    @discardableResult
    func add(_ c: LayoutConstraint, as constraint: Constraint, report: Bool) -> Bool {
        solverAdditionCount += 1
        do {
            if report {
                try solver.add(constraint)
            } else {
                try solver.addIfSatisfiable(constraint)
            }
            c.solverConstraint = constraint
            noteValuesAccepted(of: c)
            return true
        } catch {
            c.solverConstraint = nil
            if !broken.contains(where: { $0 === c }) { broken.append(c) }
            if case .nonFiniteValue = error { reportInvalidValues(of: c) }
            if report, case .unsatisfiableConstraint(_, let conflicts) = error {
                self.report(.unsatisfiable(broken: c, conflicting: owners(of: conflicts)))
            }
            return false
        }
    }

    /// Takes a constraint out of the solver, or, if it was left out for a
    /// conflict, forgets that: the one path by which the engine withdraws a
    /// constraint, so that its bookkeeping follows what the solver holds.
    ///
    /// Returns false if the solver refused the removal (its pivot limit): the
    /// constraint is then still enforced, as the solver still holds it, and a
    /// ``LayoutDiagnostic/withdrawalFailed(_:)`` is reported.
    @discardableResult
    func withdraw(_ c: LayoutConstraint) -> Bool {
        guard let constraint = c.solverConstraint else {
            broken.removeAll { $0 === c }
            diagnostics.remove(kind: LayoutDiagnostic.unsatisfiableKind, of: c)
            return true
        }
        do {
            try solver.remove(constraint)
        } catch {
            report(.withdrawalFailed(c))
            return false
        }
        c.solverConstraint = nil
        diagnostics.remove(kind: LayoutDiagnostic.withdrawalFailedKind, of: c)
        return true
    }

    /// Takes out of the solver the constraints it could not remove before.
    private func withdrawStranded() {
        guard !stranded.isEmpty else { return }
        var kept: [(constraint: Constraint, owner: LayoutConstraint)] = []
        for entry in stranded {
            do {
                try solver.remove(entry.constraint)
            } catch {
                kept.append(entry)
                continue
            }
            let owner = entry.owner
            diagnostics.remove(kind: LayoutDiagnostic.withdrawalFailedKind, of: owner)
            needsLayout = true
        }
        stranded = kept
    }

    /// Deactivates a constraint of this engine.
    ///
    /// If the solver cannot remove it, it stays in the solver, reported, and
    /// is taken out at the next change that retries broken constraints.
    func uninstall(_ c: LayoutConstraint, retryBroken retry: Bool = true) {
        // Nothing said about the constraint is in force once it is inactive.
        diagnostics.removeAll(about: c)
        stopAwaiting(c)
        if !withdraw(c), let constraint = c.solverConstraint {
            stranded.append((constraint, c))
            // Still in the solver: it cannot go in again.
            c.forgetSolverConstraint()
        }
        c.solverConstraint = nil
        c.isSuspended = false
        c.engine = nil
        forget(c)
        countReferences(of: c, by: -1)
        needsLayout = true
        if retry { retryBroken() }
    }

    /// Takes a constraint that leaves the engine out of the active list, the
    /// subtree index and its view's own size constraints (out of the active
    /// list only, with `keepingViewEntries`: see
    /// ``install(_:keepingViewEntries:)``).
    func forget(_ c: LayoutConstraint, keepingViewEntries: Bool = false) {
        let slot = Int(c.activeSlot)
        let last = active.removeLast()
        if slot < active.count {
            active[slot] = last
            last.activeSlot = Int32(truncatingIfNeeded: slot)
        }
        c.activeSlot = -1
        if keepingViewEntries { return }
        subtreeConstraints.remove(c)
        if c.isSizeSuspensionCandidate, let view = c.first.itemGeometry.view {
            view.ownSizeConstraints.removeAll { $0 === c }
        }
    }

    /// The layout constraints of solver constraints, in their order: those
    /// enforced, and those the solver could not remove (each is in one or
    /// the other). Only reports need it, so it is found by a search.
    private func owners(of constraints: [Constraint]) -> [LayoutConstraint] {
        guard !constraints.isEmpty else { return [] }
        var owner: [ObjectIdentifier: LayoutConstraint] = [:]
        for c in active { if let s = c.solverConstraint { owner[ObjectIdentifier(s)] = c } }
        for entry in stranded { owner[ObjectIdentifier(entry.constraint)] = entry.owner }
        return constraints.compactMap { owner[ObjectIdentifier($0)] }
    }

    /// Counts an installed constraint in (`delta` 1) or out of (−1) the
    /// `referenceCount` of the views it refers to, once per activation. A
    /// view placed by frame that gains a reference gets its autoresizing
    /// constraints now; one that loses its last is placed by frame again at
    /// the next pass or query (see ``updatePendingConstraints()``).
    func countReferences(of c: LayoutConstraint, by delta: Int) {
        guard c.isCountedAsReference != (delta > 0) else { return }
        c.isCountedAsReference = delta > 0
        c.forEachView { view in
            if c.isAutoresizingMask && c.first.item === view { return }
            view.referenceCount += delta
            if view.isArrangedOutsideSolver && c.intrinsicRole == nil && !c.isArrangement {
                view.foreignReferenceCount += delta
                if delta > 0 { view.superview?.foreignConstraintDidArrive(for: view) }
            }
            if delta > 0 {
                if view.referenceCount == 1 && view.isPlacedByFrame { view.installAutoresizingConstraints() }
            } else if view.referenceCount == 0 && view.autoresizingStorage != nil {
                unreferencedViews.append(view)
            }
        }
    }

    /// Takes out what the solver could not remove before, then tries again
    /// every constraint left out for a conflict.
    func retryBroken() {
        withdrawStranded()
        guard !broken.isEmpty else { return }
        for c in broken where enforce(c, report: false) {
            broken.removeAll { $0 === c }
            diagnostics.remove(kind: LayoutDiagnostic.unsatisfiableKind, of: c)
            needsLayout = true
        }
    }

    /// Applies a new constant incrementally.
    func constantDidChange(_ c: LayoutConstraint) {
        needsLayout = true
        guard let constraint = c.solverConstraint else {
            if !isRedirecting { retryBroken() }
            return
        }
        do {
            try solver.setConstant(-Double(c.constant), for: constraint)
            noteValuesAccepted(of: c)
        } catch {
            if case .nonFiniteValue = error { reportInvalidValues(of: c) }
            // The new constant conflicts with required constraints: leave the
            // constraint out, as if it had just been activated. (If even that
            // fails, it stays in force with its old constant, reported.)
            if withdraw(c) {
                broken.append(c)
                if case .unsatisfiableConstraint(_, let conflicts) = error {
                    report(.unsatisfiable(broken: c, conflicting: owners(of: conflicts)))
                }
            }
        }
        retryBroken()
    }

    /// Applies a new optional priority (remove and add: strengths are fixed in
    /// the solver). If the removal fails, the old priority stays in force.
    func priorityDidChange(_ c: LayoutConstraint) {
        needsLayout = true
        if c.solverConstraint != nil {
            if withdraw(c) { enforce(c) }
        } else {
            retryBroken()
        }
    }

    /// Holds out of the solver, or brings back, the active constraints that
    /// size `view` alone, after its suspended axes changed. A constraint that
    /// comes back and conflicts is left out and reported like a new one; one
    /// the solver cannot remove stays enforced, and is tried again at the next
    /// change of the view's suspended axes.
    func suspendedAxesDidChange(_ view: View) {
        suspensionDidChange(of: view.ownSizeConstraints)
    }

    /// Brings active constraints whose answer to `wantsSuspension` may have
    /// changed into the solver or out of it, in activation order.
    func suspensionDidChange(of constraints: [LayoutConstraint]) {
        guard constraints.contains(where: { $0.wantsSuspension != $0.isSuspended }) else { return retryBroken() }
        let affected = constraints.sorted { $0.activationOrder < $1.activationOrder }
        for c in affected where c.engine === self && c.wantsSuspension != c.isSuspended && !c.isAwaitingEnforcement {
            needsLayout = true
            if c.isSuspended {
                enforce(c)
            } else if withdraw(c) {
                c.isSuspended = true
            }
        }
        retryBroken()
    }

    /// Records a diagnostic and hands it to the handler, unless the same
    /// diagnostic is in force already.
    func report(_ diagnostic: LayoutDiagnostic) {
        guard diagnostics.insert(diagnostic) else { return }
        onDiagnostic(diagnostic)
    }

    /// The active constraints, in activation order (the active list is,
    /// until a constraint leaves it: a check, then, rather than a sort).
    var constraints: [LayoutConstraint] {
        Self.inActivationOrder(active)
    }

    /// `list` in activation order: as it is when it is already.
    static func inActivationOrder(_ list: [LayoutConstraint]) -> [LayoutConstraint] {
        if zip(list, list.dropFirst()).allSatisfy({ $0.activationOrder < $1.activationOrder }) { return list }
        return list.sorted { $0.activationOrder < $1.activationOrder }
    }
}
