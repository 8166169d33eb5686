import Cassowary
import Foundation

/// The solver of one view tree, held by its root view: the constraints
/// active in the tree, those left out for conflicts, and the diagnostics.
final class LayoutEngine {
    /// The tree's solver. A stored constant, not made on first use: every
    /// access to a lazily made one would count a reference.
    let solver: Solver
    unowned let root: View
    /// Whether constraints activated in the tree wait, out of the solver,
    /// for the engine's first use: a layout pass, a measure, a query of the
    /// tree's constraints, or a size given to the root. A tree whose root
    /// has no size is being built — a cell, or a container built on its own
    /// before it joins another tree — and UIKit too makes such a tree's
    /// engine only when it is first laid out or measured: its constraints
    /// so cost no solver work that joining another tree would throw away,
    /// and a conflict among them is reported at the first use. From then
    /// on (and from the start in a tree whose root has a size, a screen),
    /// each activation reaches the solver at once.
    private(set) var defersEnforcement: Bool
    /// The constraints waiting for the first use, in activation order (an
    /// entry whose constraint is no longer waiting is skipped).
    private var awaitingEnforcement: [LayoutConstraint] = []
    /// How many constraints of ``awaitingEnforcement`` are waiting.
    private var awaitingCount = 0
    /// How many constraints this engine, and the engines of the trees it
    /// absorbed, added to their solvers (for tests: a tree built in parts
    /// adds each constraint once).
    private(set) var solverAdditionCount = 0
    /// The entries of the list of waiting constraints (for tests: it stays
    /// bounded however often constraints come and go before the first use).
    var awaitingEntryCount: Int { awaitingEnforcement.count }
    /// The active constraints, in no particular order: each knows its slot
    /// here (`activeSlot`) and its activation order (`activationOrder`).
    @exclusivity(unchecked) private var active: [LayoutConstraint] = []
    @exclusivity(unchecked) private var nextOrder = 0
    /// Active constraints left out of the layout for a conflict, in activation order.
    @exclusivity(unchecked) private(set) var broken: [LayoutConstraint] = []
    /// Solver constraints of deactivated constraints that the solver could
    /// not remove (its pivot limit), each with its constraint: still in the
    /// solver, taken out at the next change that retries broken constraints.
    @exclusivity(unchecked) private var stranded: [(constraint: Constraint, owner: LayoutConstraint)] = []
    /// The diagnostics still in force.
    @exclusivity(unchecked) var diagnostics = DiagnosticLog()
    /// Called with every new diagnostic.
    var onDiagnostic: (LayoutDiagnostic) -> Void = { StandardError.write("\($0)\n") }
    /// Whether something changed since the last layout pass.
    @exclusivity(unchecked) var needsLayout = true
    /// The root's size and safe-area constraints, owned by the engine.
    private(set) var pins: [LayoutConstraint] = []
    /// Views of the tree that asked for ``View/updateConstraints()`` before
    /// the next layout pass or query, in the order they asked.
    @exclusivity(unchecked) private var pendingConstraintUpdates: [View] = []
    /// Views that lost their last reference, to be placed by frame again if
    /// nothing refers to them at the next pass or query.
    @exclusivity(unchecked) private var unreferencedViews: [View] = []
    /// Whether a layout pass is running.
    @exclusivity(unchecked) private(set) var isLayingOut = false
    /// How many layout passes have run (for tests; also each pass's serial number).
    @exclusivity(unchecked) private(set) var passCount = 0
    /// How many solve-and-write rounds have run (each round's serial number).
    @exclusivity(unchecked) private var roundCount = 0
    /// How many times an active constraint's constant changed (for tests).
    @exclusivity(unchecked) var constantChangeCount = 0
    /// How many views the last round took up for a new frame (for tests: a
    /// pass's work follows what changed, not the size of the tree).
    @exclusivity(unchecked) private(set) var lastRoundViewCount = 0
    /// The root's frame at the last layout pass.
    @exclusivity(unchecked) private var laidOutRootFrame = CGRect.zero
    /// The moved views of the last round, emptied: their storage serves the next round.
    @exclusivity(unchecked) private var spareMovedViews = MovedViews()
    /// The active constraints filed by subtree, for the fitting measure.
    let subtreeConstraints = SubtreeConstraintIndex()
    /// What fitting measures found, kept while the enforced set is the same.
    let fittingMemos = FittingMemos()
    /// The scratch solvers of the fitting measure, shared by templates.
    var fittingSolvers = FittingSolverCache.shared
    /// The views taken up for a new frame in the last round, emptied: their
    /// storage serves the next round.
    @exclusivity(unchecked) private var spareDirtyViews: [Unmanaged<View>] = []
    /// The views that left the tree during the running pass, held until it
    /// ends: the pass's lists of views do not retain them.
    @exclusivity(unchecked) private var departedViews: [View] = []
    /// Subviews of the tree whose whole subtree the next pass lays out (they
    /// joined the tree), besides the views whose variables changed.
    @exclusivity(unchecked) private var pendingSubtrees: [View] = []
    /// Views of the tree whose frame the next pass writes again, whatever
    /// the solver says changed (the code set the frame).
    @exclusivity(unchecked) private var pendingViews: [View] = []
    /// Whether the next pass lays out every view of the tree (a new engine,
    /// a new scale).
    @exclusivity(unchecked) private var needsFullLayout = true
    /// Changes whenever a constraint is enforced, left out or given another
    /// strength: the enforced set is the same while it is.
    @exclusivity(unchecked) var generation = 0
    /// The root's ``View/userInterfaceLayoutDirection``, kept here for the
    /// constraints enforced: the root is held without a reference count.
    var layoutDirection: UserInterfaceLayoutDirection
    /// Whether a view of the tree has been forced right to left (see
    /// ``View/semanticContentAttribute``) since the engine was made: set,
    /// never cleared, and passed on to the engines of subtrees that split
    /// off and of trees that absorb this one.
    var hasForcedRightToLeft = false {
        didSet { updateResolvingDirection() }
    }
    /// The direction constraints resolve leading and trailing in, or nil
    /// when no view of the tree can lay out right to left: every
    /// constraint of a left-to-right tree then solves as it always did,
    /// without a look at its views.
    var resolvingDirection: UserInterfaceLayoutDirection?
    /// Whether the engine is re-resolving constraints for a new direction
    /// (see `directionDidChange(in:wholeSubtree:)`): constants changed
    /// meanwhile wait for its end to retry broken constraints.
    var isRedirecting = false
    /// Views whose direction changed since the last pass: the next pass
    /// calls their ``View/layoutSubviews()`` whether or not they moved, as
    /// UIKit lays views out again after a change of direction (views that
    /// place their content by frames, such as a collection view, mirror it).
    var redirectedViews: [View] = []

    /// Creates the engine of `root`'s tree of `viewCount` views, with room
    /// in the solver for the constraints such a tree usually has.
    init(root: View, viewCount: Int) {
        self.root = root
        layoutDirection = root.storedLayoutDirection
        resolvingDirection = layoutDirection == .rightToLeft ? .rightToLeft : nil
        // A view brings four variables and, laid out by constraints, some
        // five constraints (its intrinsic size, its place in a container).
        solver = Solver(variables: 4 * viewCount, constraints: 5 * viewCount)
        defersEnforcement = root.frameStorage.size == .zero
        pinRoot()
    }

    deinit {
        // Its constraints hold it without a reference count.
        for c in active where c.engine === self { c.engine = nil }
    }

    // MARK: Root

    /// Pins the root at the origin with its frame's size, and its safe-area
    /// guide inside it by the safe-area insets.
    ///
    /// A root given a frame keeps its size (required). A root of zero size
    /// (a view built on its own, before it joins a tree) does not pin its
    /// size: its constraints decide it, without a conflict report and
    /// without tying the size to every constraint inside.
    private func pinRoot() {
        let guide = root.rootSafeAreaGuide
        typealias Side = (LayoutItem, LayoutConstraint.Attribute)
        func pin(_ first: Side, _ second: Side?) -> LayoutConstraint {
            let c = LayoutConstraint(first: first, relation: .equal, second: second, multiplier: 1, constant: 0)
            c.identifier = second == nil ? "View-Encapsulated-Layout" : "SafeArea"
            c.isInternal = true
            return c
        }
        pins = [
            pin((root, .left), nil), pin((root, .top), nil), pin((root, .width), nil), pin((root, .height), nil),
            pin((guide, .left), (root, .left)), pin((guide, .top), (root, .top)),
            pin((guide, .right), (root, .right)), pin((guide, .bottom), (root, .bottom)),
        ]
        for (i, c) in pins.enumerated() where i < 2 || i >= 4 { install(c) }
        updatePins()
    }

    /// Sets the pins' constants from the root's frame and safe-area insets.
    func updatePins() {
        let size = root.frame.size
        let sized = size != .zero
        for c in pins[2...3] where sized != (c.engine === self) {
            if sized { install(c) } else { uninstall(c, retryBroken: false) }
        }
        let insets = root.storedSafeAreaInsets
        let constants: [CGFloat] = [
            0, 0, size.width, size.height, insets.left, insets.top, -insets.right, -insets.bottom,
        ]
        for (c, k) in zip(pins, constants) where c.constant != k { c.constant = k }
        // A root given a size is on screen: the tree is built.
        if sized { enforceAwaitingConstraints() }
    }

    // MARK: Deferred constraint updates

    /// Remembers a view that asked for ``View/updateConstraints()`` before
    /// the next layout pass or query.
    func scheduleConstraintUpdate(for view: View) {
        if !pendingConstraintUpdates.contains(where: { $0 === view }) { pendingConstraintUpdates.append(view) }
        needsLayout = true
    }

    /// Calls ``View/updateConstraints()`` on the views waiting for it (and
    /// on those that ask again meanwhile), then, unless `enforcing` is
    /// false (a measure, which can take the waiting constraints as they
    /// are), ends the deferral of a tree being built.
    func updatePendingConstraints(enforcing: Bool = true) {
        while !pendingConstraintUpdates.isEmpty {
            let views = pendingConstraintUpdates
            pendingConstraintUpdates.removeAll()
            for view in views { view.updateConstraints() }
        }
        while !unreferencedViews.isEmpty {
            let views = unreferencedViews
            unreferencedViews.removeAll()
            for view in views { view.placeByFrameIfUnreferenced() }
        }
        if enforcing && defersEnforcement { enforceAwaitingConstraints() }
    }

    /// Ends the deferral (see ``defersEnforcement``): enforces the waiting
    /// constraints, each left out and reported if it conflicts, as if
    /// activated now in activation order.
    ///
    /// The required constraints go in first (the root's pins before the
    /// others), then the optional ones, each in activation order. Only required constraints can
    /// conflict, so the same ones are left out as in activation order; and
    /// the solver then finds a variable of the layout to solve each
    /// required equality for, where the optional constraints' errors would
    /// otherwise have taken them all (an equality that no variable can
    /// take costs a phase of the simplex of its own).
    func enforceAwaitingConstraints() {
        guard defersEnforcement else { return }
        defersEnforcement = false
        var waiting = awaitingEnforcement
        awaitingEnforcement = []
        awaitingCount = 0
        if !zip(waiting, waiting.dropFirst()).allSatisfy({ $0.activationOrder < $1.activationOrder }) {
            waiting.sort { $0.activationOrder < $1.activationOrder }
        }
        for pass in EnforcementPass.allCases {
            for c in waiting where c.isAwaitingEnforcement && c.engine === self && pass.takes(c) {
                c.isAwaitingEnforcement = false
                enforce(c)
            }
        }
    }

    /// The order in which ``enforceAwaitingConstraints()`` enforces the
    /// waiting constraints, each pass in activation order.
    private enum EnforcementPass: CaseIterable {
        /// The root's pins: the root's size and safe area hold first, as in
        /// a tree whose root had its size from the start.
        case pins
        /// The other required constraints.
        case required
        /// The optional constraints.
        case optional

        func takes(_ c: LayoutConstraint) -> Bool {
            switch self {
            case .pins: return c.isInternal
            case .required: return !c.isInternal && c.priority.isRequired
            case .optional: return !c.isInternal && !c.priority.isRequired
            }
        }
    }

    /// Holds a constraint out of the solver until the engine's first use.
    private func holdUntilFirstUse(_ c: LayoutConstraint) {
        if !c.isAwaitingEnforcement {
            c.isAwaitingEnforcement = true
            awaitingCount += 1
            // A measure takes the waiting constraints: its memos follow them.
            generation &+= 1
        }
        // Entries of constraints deactivated since are dropped when they
        // outnumber the rest: activating and deactivating in a loop before
        // the first use keeps the list bounded.
        if awaitingEnforcement.count >= 2 * awaitingCount + 16 {
            awaitingEnforcement.removeAll { !$0.isAwaitingEnforcement || $0.engine !== self }
        }
        awaitingEnforcement.append(c)
    }

    /// Stops a constraint waiting for the engine's first use.
    private func stopAwaiting(_ c: LayoutConstraint) {
        guard c.isAwaitingEnforcement else { return }
        c.isAwaitingEnforcement = false
        awaitingCount -= 1
        generation &+= 1
    }

    // MARK: Activation

    /// Activates a constraint in this engine.
    func install(_ c: LayoutConstraint) {
        // A view placed by frame that the constraint refers to is held by
        // its autoresizing constraints from now on, installed first.
        countReferences(of: c, by: 1)
        // A constraint refused for lack of a common ancestor is fine now.
        diagnostics.remove(kind: LayoutDiagnostic.noCommonAncestorKind, of: c)
        c.engine = self
        c.activationOrder = nextOrder
        c.activeSlot = Int32(truncatingIfNeeded: active.count)
        active.append(c)
        subtreeConstraints.insert(c)
        nextOrder += 1
        if c.isSizeSuspensionCandidate, let view = c.first.itemGeometry.unretainedView {
            view._withUnsafeGuaranteedRef { view in
                // Room for the intrinsic pair in one allocation.
                if view.ownSizeConstraints.capacity == 0 { view.ownSizeConstraints.reserveCapacity(2) }
                view.ownSizeConstraints.append(c)
            }
        }
        if defersEnforcement {
            holdUntilFirstUse(c)
        } else {
            enforce(c)
        }
        needsLayout = true
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
        let constraint = c.solverConstraintToEnforce(in: resolvingDirection)
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
    /// subtree index and its view's own size constraints.
    private func forget(_ c: LayoutConstraint) {
        let slot = Int(c.activeSlot)
        let last = active.removeLast()
        if slot < active.count {
            active[slot] = last
            last.activeSlot = Int32(truncatingIfNeeded: slot)
        }
        c.activeSlot = -1
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
    private func countReferences(of c: LayoutConstraint, by delta: Int) {
        guard c.isCountedAsReference != (delta > 0) else { return }
        c.isCountedAsReference = delta > 0
        c.forEachView { view in
            if c.isAutoresizingMask && c.first.item === view { return }
            view.referenceCount += delta
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
        let own = view.ownSizeConstraints
        guard own.contains(where: { $0.wantsSuspension != $0.isSuspended }) else { return retryBroken() }
        let affected = own.sorted { $0.activationOrder < $1.activationOrder }
        for c in affected where c.wantsSuspension != c.isSuspended && !c.isAwaitingEnforcement {
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

    /// The active constraints, in activation order.
    var constraints: [LayoutConstraint] {
        active.sorted { $0.activationOrder < $1.activationOrder }
    }

    // MARK: Tree changes

    /// Takes over the constraints of a root that has just become a subview of
    /// this engine's tree.
    func absorb(_ other: LayoutEngine) {
        solverAdditionCount += other.solverAdditionCount
        let all = other.constraints
        let moving = all.filter { !$0.isInternal }
        // The old root's own pins go away with its engine: they no longer
        // refer to it.
        for c in all where c.isInternal { other.countReferences(of: c, by: -1) }
        // The index and the views' own size constraints live on the views,
        // which now belong to this tree: the old engine's entries go.
        for c in all {
            other.stopAwaiting(c)
            other.forget(c)
        }
        // Out of the old engine's list, its pins would keep a pointer to it
        // after it goes.
        for c in all where c.isInternal { c.engine = nil }
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
        for c in moving { install(c) }
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

    // MARK: Layout

    /// Has the next pass lay out every view of `view`'s subtree, whatever
    /// the solver says changed: the view joined the tree (its frame is
    /// relative to its new superview), or the pixel grid changed (the root).
    func layOutSubtree(of view: View) {
        if view === root {
            needsFullLayout = true
        } else if !needsFullLayout {
            pendingSubtrees.append(view)
        }
        needsLayout = true
    }

    /// Has the next pass write `view`'s frame from its variables again,
    /// whatever the solver says changed (the code set the frame).
    func layOutView(_ view: View) {
        if !needsFullLayout { pendingViews.append(view) }
        needsLayout = true
    }

    /// The most solve-and-write rounds of one pass: changes made by
    /// ``View/layoutSubviews()`` beyond them wait for the next pass.
    static let maxRoundsPerPass = 16

    /// One layout pass: makes the pending constraint updates, solves, writes
    /// the frames that changed, then calls ``View/layoutSubviews()`` on the
    /// views whose frame or direct subviews' frames changed, parents before
    /// children, each once per pass. Constraint changes they make are solved
    /// and written in another round of the same pass. Ends with the root's
    /// ``View/didLayout`` when a frame changed. A pass that changes no frame
    /// writes nothing and calls nothing.
    ///
    /// Work is proportional to what changed: a round takes up only the views
    /// whose variables the solver reports changed, the subviews of those
    /// whose rounded origin moved (a frame is relative to its superview's
    /// rounded origin), and the subtrees that joined the tree.
    func layout() {
        isLayingOut = true
        defer {
            isLayingOut = false
            if !departedViews.isEmpty { departedViews.removeAll() }
        }
        passCount += 1
        let pass = passCount
        // One strong load of the unowned root for the pass, not one per use.
        let root = self.root
        let scale = Double(root.contentScaleFactor)
        var changedAny = false
        var rounds = 0
        repeat {
            rounds += 1
            roundCount += 1
            updatePendingConstraints()
            var dirty = takeDirtyViews(root: root)
            needsLayout = false
            var moved = spareMovedViews
            spareMovedViews = MovedViews()
            moved.start(round: roundCount)
            if !root.frameStorage.isSame(as: laidOutRootFrame) {
                laidOutRootFrame = root.frameStorage
                moved.insert(Unmanaged.passUnretained(root), depth: 0)
            }
            writeFrames(of: &dirty, root: root, scale: scale, moved: &moved)
            // Held until the round's calls are made: `moved` does not retain.
            let redirected = redirectedViews
            if !redirected.isEmpty {
                redirectedViews = []
                let stamp = ObjectIdentifier(root)
                for view in redirected where view.treeStamp == stamp {
                    moved.insert(Unmanaged.passUnretained(view), depth: view.depth)
                }
            }
            lastRoundViewCount = dirty.count
            dirty.clearKeepingCapacity()
            spareDirtyViews = dirty
            changedAny = changedAny || !moved.isEmpty
            moved.forEachParentFirst { view in
                guard view.laidOutMark != pass else { return }
                view.laidOutMark = pass
                view.layoutSubviews()
            }
            moved.removeAll()
            spareMovedViews = moved
        } while needsLayout && rounds < Self.maxRoundsPerPass
        if changedAny { root.didLayout?(root) }
    }

    /// Holds a subtree that leaves the tree during a pass until the pass
    /// ends: its views may be in the pass's lists, which do not retain them.
    private func holdDeparted(_ subroot: View) {
        departedViews.append(subroot)
        for view in subroot.subviews { holdDeparted(view) }
    }

    /// Publishes the solution and returns the views of this round, each
    /// once: those of the subtrees waiting to be laid out (every view after
    /// a full request) in tree order, then those whose variables changed.
    private func takeDirtyViews(root: View) -> [Unmanaged<View>] {
        let round = roundCount
        var dirty = spareDirtyViews
        spareDirtyViews = []
        if needsFullLayout {
            needsFullLayout = false
            pendingSubtrees.removeAll()
            pendingViews.removeAll()
            root.collectSubtree(round: round, into: &dirty)
        } else if !pendingSubtrees.isEmpty || !pendingViews.isEmpty {
            let stamp = ObjectIdentifier(root)
            for view in pendingSubtrees where view.treeStamp == stamp {
                view.collectSubtree(round: round, into: &dirty)
            }
            for view in pendingViews where view.treeStamp == stamp && view.dirtyMark != round {
                view.dirtyMark = round
                dirty.append(Unmanaged.passUnretained(view))
            }
            pendingSubtrees.removeAll(keepingCapacity: true)
            pendingViews.removeAll(keepingCapacity: true)
        }
        // Appended through a pointer: a captured variable is checked for
        // exclusive access on every use, once per variable published.
        withUnsafeMutablePointer(to: &dirty) { dirty in
            solver.updateVariables { variable in
                // A variable's owner is a view, alive: a view clears its
                // variables' owner before it goes away.
                guard let owner = variable.unretainedOwner else { return }
                Unmanaged<View>.fromOpaque(owner.toOpaque())._withUnsafeGuaranteedRef { view in
                    guard view.dirtyMark != round else { return }
                    view.dirtyMark = round
                    dirty.pointee.append(Unmanaged.passUnretained(view))
                }
            }
        }
        return dirty
    }

    /// Writes the frames of the round's views, each edge rounded to the pixel
    /// grid in root coordinates, and adds each view whose frame changed, and
    /// its superview, to `moved`.
    ///
    /// First every view's rounded origin: a view whose origin moved adds its
    /// subviews to `dirty` (their frames are relative to it). Then every
    /// frame, from the view's rounded edges and its superview's origin.
    private func writeFrames(
        of dirty: inout [Unmanaged<View>], root: View, scale: Double, moved: inout MovedViews
    ) {
        let stamp = ObjectIdentifier(root)
        let round = roundCount
        var index = 0
        while index < dirty.count {
            let entry = dirty[index]
            index += 1
            entry._withUnsafeGuaranteedRef { view in
                guard view.treeStamp == stamp else { return }
                if view.isPlacedByFrame {
                    // Its rectangle follows its superview's: its subviews placed
                    // by frame follow it, even those taken up already.
                    if view.updatePlacedRect() {
                        for subview in view.subviews where subview.isPlacedByFrame {
                            subview.dirtyMark = round
                            dirty.append(Unmanaged.passUnretained(subview))
                        }
                    }
                } else if view.framePlacedSubviewCount > 0 {
                    for subview in view.subviews where subview.dirtyMark != round && subview.isPlacedByFrame {
                        subview.dirtyMark = round
                        dirty.append(Unmanaged.passUnretained(subview))
                    }
                }
                guard view !== root else { return }
                let origin = view.roundedOrigin(scale: scale)
                guard origin != view.layoutOrigin else { return }
                view.layoutOrigin = origin
                for subview in view.subviews where subview.dirtyMark != round {
                    subview.dirtyMark = round
                    dirty.append(Unmanaged.passUnretained(subview))
                }
            }
        }
        // Siblings move together (a stack's arranged views): their superview
        // goes into `moved` once, not once per sibling.
        var lastParent: Unmanaged<View>?
        for entry in dirty {
            entry._withUnsafeGuaranteedRef { view in
                // A view of the tree has its superview, alive: the tree holds it.
                guard view !== root && view.treeStamp == stamp, let parent = view.parent else { return }
                let parentOrigin = parent._withUnsafeGuaranteedRef { $0.layoutOrigin }
                let frame = view.roundedFrame(scale: scale, parentOrigin: parentOrigin)
                guard !frame.isSame(as: view.frameStorage) else { return }
                view.writeLaidOutFrame(frame)
                if parent.toOpaque() != lastParent?.toOpaque() {
                    moved.insert(parent, depth: view.depth - 1)
                    lastParent = parent
                }
                moved.insert(entry, depth: view.depth)
            }
        }
    }
}
