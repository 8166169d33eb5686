import Cassowary
import Foundation
import UncheckedAccess

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
    private var awaitingEnforcement: [LayoutConstraint] {
        get { engineFields.value.awaitingEnforcement }
        _modify { yield &engineFields.value.awaitingEnforcement }
    }
    /// How many constraints of ``awaitingEnforcement`` are waiting.
    private var awaitingCount: Int {
        get { engineFields.value.awaitingCount }
        _modify { yield &engineFields.value.awaitingCount }
    }
    /// How many constraints this engine, and the engines of the trees it
    /// absorbed, added to their solvers (for tests: a tree built in parts
    /// adds each constraint once).
    var solverAdditionCount = 0
    /// The entries of the list of waiting constraints (for tests: it stays
    /// bounded however often constraints come and go before the first use).
    var awaitingEntryCount: Int { awaitingEnforcement.count }
    /// The fields that the hot paths read and write, stored without
    /// run-time exclusivity checks (see `UncheckedAccessStorage`).
    let engineFields = UncheckedAccessStorage(LayoutEngine.UncheckedFields())

    /// The active constraints, in no particular order: each knows its slot
    /// here (`activeSlot`) and its activation order (`activationOrder`).
    var active: [LayoutConstraint] {
        get { engineFields.value.active }
        _modify { yield &engineFields.value.active }
    }
    var nextOrder: Int {
        get { engineFields.value.nextOrder }
        _modify { yield &engineFields.value.nextOrder }
    }
    /// Active constraints left out of the layout for a conflict, in activation order.
    var broken: [LayoutConstraint] {
        get { engineFields.value.broken }
        _modify { yield &engineFields.value.broken }
    }
    /// Solver constraints of deactivated constraints that the solver could
    /// not remove (its pivot limit), each with its constraint: still in the
    /// solver, taken out at the next change that retries broken constraints.
    var stranded: [(constraint: Constraint, owner: LayoutConstraint)] {
        get { engineFields.value.stranded }
        _modify { yield &engineFields.value.stranded }
    }
    /// The diagnostics still in force.
    var diagnostics: DiagnosticLog {
        get { engineFields.value.diagnostics }
        _modify { yield &engineFields.value.diagnostics }
    }
    /// Called with every new diagnostic.
    var onDiagnostic: (LayoutDiagnostic) -> Void = { StandardError.write("\($0)\n") }
    /// Whether something changed since the last layout pass.
    var needsLayout: Bool {
        get { engineFields.value.needsLayout }
        _modify { yield &engineFields.value.needsLayout }
    }
    /// The root's size and safe-area constraints, owned by the engine;
    /// made at the first use of a tree being built (see
    /// ``defersEnforcement``), so that a container that joins another tree
    /// before then never makes them.
    private(set) var pins: [LayoutConstraint] = []
    /// Views of the tree that asked for ``View/updateConstraints()`` before
    /// the next layout pass or query, in the order they asked.
    var pendingConstraintUpdates: [View] {
        get { engineFields.value.pendingConstraintUpdates }
        _modify { yield &engineFields.value.pendingConstraintUpdates }
    }
    /// Views that lost their last reference, to be placed by frame again if
    /// nothing refers to them at the next pass or query.
    var unreferencedViews: [View] {
        get { engineFields.value.unreferencedViews }
        _modify { yield &engineFields.value.unreferencedViews }
    }
    /// Whether a layout pass is running.
    var isLayingOut: Bool {
        get { engineFields.value.isLayingOut }
        _modify { yield &engineFields.value.isLayingOut }
    }
    /// How many layout passes have run (for tests; also each pass's serial number).
    var passCount: Int {
        get { engineFields.value.passCount }
        _modify { yield &engineFields.value.passCount }
    }
    /// How many solve-and-write rounds have run (each round's serial number).
    var roundCount: Int {
        get { engineFields.value.roundCount }
        _modify { yield &engineFields.value.roundCount }
    }
    /// How many times an active constraint's constant changed (for tests).
    var constantChangeCount: Int {
        get { engineFields.value.constantChangeCount }
        _modify { yield &engineFields.value.constantChangeCount }
    }
    /// How many views the last round took up for a new frame (for tests: a
    /// pass's work follows what changed, not the size of the tree).
    var lastRoundViewCount: Int {
        get { engineFields.value.lastRoundViewCount }
        _modify { yield &engineFields.value.lastRoundViewCount }
    }
    /// The root's frame at the last layout pass.
    var laidOutRootFrame: CGRect {
        get { engineFields.value.laidOutRootFrame }
        _modify { yield &engineFields.value.laidOutRootFrame }
    }
    /// The moved views of the last round, emptied: their storage serves the next round.
    var spareMovedViews: MovedViews {
        get { engineFields.value.spareMovedViews }
        _modify { yield &engineFields.value.spareMovedViews }
    }
    /// The active constraints filed by subtree, for the fitting measure.
    let subtreeConstraints = SubtreeConstraintIndex()
    /// What fitting measures found, kept while the enforced set is the same.
    let fittingMemos = FittingMemos()
    /// The scratch solvers of the fitting measure, shared by templates.
    var fittingSolvers = FittingSolverCache.shared
    /// The templates that start the solvers of trees of a kind built before.
    var solverTemplates = SolverTemplateCache.shared
    /// The views taken up for a new frame in the last round, emptied: their
    /// storage serves the next round.
    var spareDirtyViews: [Unmanaged<View>] {
        get { unsafe engineFields.value.spareDirtyViews }
        _modify { yield unsafe &engineFields.value.spareDirtyViews }
    }
    /// The views that left the tree during the running pass, held until it
    /// ends: the pass's lists of views do not retain them.
    var departedViews: [View] {
        get { engineFields.value.departedViews }
        _modify { yield &engineFields.value.departedViews }
    }
    /// Subviews of the tree whose whole subtree the next pass lays out (they
    /// joined the tree), besides the views whose variables changed.
    var pendingSubtrees: [View] {
        get { engineFields.value.pendingSubtrees }
        _modify { yield &engineFields.value.pendingSubtrees }
    }
    /// Views of the tree whose frame the next pass writes again, whatever
    /// the solver says changed (the code set the frame).
    var pendingViews: [View] {
        get { engineFields.value.pendingViews }
        _modify { yield &engineFields.value.pendingViews }
    }
    /// Whether the next pass lays out every view of the tree (a new engine,
    /// a new scale).
    var needsFullLayout: Bool {
        get { engineFields.value.needsFullLayout }
        _modify { yield &engineFields.value.needsFullLayout }
    }
    /// Changes whenever a constraint is enforced, left out or given another
    /// strength: the enforced set is the same while it is.
    var generation: Int {
        get { engineFields.value.generation }
        _modify { yield &engineFields.value.generation }
    }
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
        if !defersEnforcement { pinRoot() }
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
    ///
    /// Made at the first use of a tree being built, the pins still come
    /// first in activation order, as if made with the engine.
    private func pinRoot() {
        let leadingOrder = active.isEmpty ? nil : Int.min
        let guide = root.rootSafeAreaGuide
        let constants = pinConstants
        typealias Side = (LayoutItem, LayoutConstraint.Attribute)
        func pin(_ first: Side, _ second: Side?) -> LayoutConstraint {
            let c = LayoutConstraint(
                first: first, relation: .equal, second: second, multiplier: 1, constant: constants[pins.count])
            c.identifier = second == nil ? "View-Encapsulated-Layout" : "SafeArea"
            c.isInternal = true
            return c
        }
        pins.reserveCapacity(8)
        for (first, second) in [
            ((root, .left), nil), ((root, .top), nil), ((root, .width), nil), ((root, .height), nil),
            ((guide, .left), (root, .left)), ((guide, .top), (root, .top)),
            ((guide, .right), (root, .right)), ((guide, .bottom), (root, .bottom)),
        ] as [(Side, Side?)] {
            pins.append(pin(first, second))
        }
        for (i, c) in pins.enumerated() where i < 2 || i >= 4 {
            install(c)
            if let leadingOrder { c.activationOrder = leadingOrder + i }
        }
        updatePins()
    }

    /// The pins' constants, in their order: from the root's frame and
    /// safe-area insets.
    private var pinConstants: [CGFloat] {
        let size = root.frame.size
        let insets = root.storedSafeAreaInsets
        return [0, 0, size.width, size.height, insets.left, insets.top, -insets.right, -insets.bottom]
    }

    /// Sets the pins' constants from the root's frame and safe-area insets.
    func updatePins() {
        // Not pinned yet (a tree being built): a size ends the deferral,
        // which pins the root.
        guard !pins.isEmpty else {
            if root.frame.size != .zero { enforceAwaitingConstraints() }
            return
        }
        let size = root.frame.size
        let sized = size != .zero
        for c in pins[2...3] where sized != (c.engine === self) {
            if sized { install(c) } else { uninstall(c, retryBroken: false) }
        }
        for (c, k) in zip(pins, pinConstants) where c.constant != k { c.constant = k }
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
        if pins.isEmpty {
            // Made while deferring, the pins wait with the others; a root
            // with a size ends the deferral from within, having enforced
            // every waiting constraint.
            pinRoot()
            guard defersEnforcement else { return }
        }
        defersEnforcement = false
        let waiting = Self.inActivationOrder(awaitingEnforcement)
        awaitingEnforcement = []
        awaitingCount = 0
        // The pins in the order they are made (the root's place, its safe
        // area, then its size), then the passes.
        var ordered: [LayoutConstraint] = []
        ordered.reserveCapacity(waiting.count)
        for index in [0, 1, 4, 5, 6, 7, 2, 3] {
            let c = pins[index]
            guard c.isAwaitingEnforcement, c.engine === self else { continue }
            c.isAwaitingEnforcement = false
            ordered.append(c)
        }
        for pass in EnforcementPass.allCases {
            for c in waiting where c.isAwaitingEnforcement && c.engine === self && pass.takes(c) {
                c.isAwaitingEnforcement = false
                ordered.append(c)
            }
        }
        enforce(inOrder: ordered)
    }

    /// Enforces `ordered` in order, as ``enforce(_:report:)`` does one by
    /// one, in a solver that holds nothing.
    ///
    /// A tree of a shape built before (see ``SolverTemplateCache``) starts
    /// its solver from a template of that shape's solved system; the
    /// second tree of a shape leaves one, if none of its constraints
    /// conflicted.
    private func enforce(inOrder ordered: [LayoutConstraint]) {
        var enforced: [LayoutConstraint] = []
        var made: [Constraint] = []
        enforced.reserveCapacity(ordered.count)
        made.reserveCapacity(ordered.count)
        for c in ordered {
            c.isSuspended = c.wantsSuspension
            if c.isSuspended {
                c.solverConstraint = nil
                continue
            }
            enforced.append(c)
            made.append(c.solverConstraintToEnforce(in: resolvingDirection))
        }
        let shape = ConstraintSystemShape(made)
        let lookup = solverTemplates.lookUp(shape, count: made.count)
        if case .template(let template) = lookup, solver.load(template, holding: made) {
            solverTemplates.didLoad()
            solverAdditionCount += made.count
            for (c, constraint) in zip(enforced, made) {
                c.solverConstraint = constraint
                noteValuesAccepted(of: c)
            }
            return
        }
        var isComplete = true
        for (c, constraint) in zip(enforced, made) where !add(c, as: constraint, report: true) {
            isComplete = false
        }
        if case .seenBefore = lookup, isComplete, let template = solver.makeTemplate() {
            solverTemplates.keep(template, for: shape)
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
    func holdUntilFirstUse(_ c: LayoutConstraint) {
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

    /// Takes a waiting constraint of an engine that was absorbed while both
    /// trees were being built, as ``install(_:keepingViewEntries:)`` takes a
    /// moving constraint (its views' entries and its reference count stay),
    /// without stopping and starting its wait.
    func adoptWaiting(_ c: LayoutConstraint) {
        enlist(c)
        // Every active constraint of a tree being built waits: it keeps
        // its flag, and counts here now.
        awaitingCount += 1
        awaitingEnforcement.append(c)
        generation &+= 1
        needsLayout = true
    }

    /// Empties an engine whose tree another absorbed while both were being
    /// built (see ``adoptWaiting(_:)``): its constraints keep waiting, in
    /// the other engine.
    func dropAll() {
        active = []
        awaitingEnforcement = []
        awaitingCount = 0
        generation &+= 1
    }

    /// Makes room in the list of waiting constraints for `count` more.
    func reserveAwaitingCapacity(_ count: Int) {
        awaitingEnforcement.reserveCapacity(forAdding: count)
    }

    /// Stops a constraint waiting for the engine's first use.
    func stopAwaiting(_ c: LayoutConstraint) {
        guard c.isAwaitingEnforcement else { return }
        c.isAwaitingEnforcement = false
        awaitingCount -= 1
        generation &+= 1
    }
}
