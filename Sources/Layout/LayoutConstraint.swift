import Cassowary
import Foundation
import UncheckedAccess

/// A relation between two layout attributes,
/// `first (==, <=, >=) multiplier × second + constant` (UIKit's `NSLayoutConstraint`).
///
/// Make constraints with the anchors (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`);
/// they start inactive. Activate them with ``isActive`` or, batched,
/// ``activate(_:)``. After creation only ``constant``, ``priority``,
/// ``isActive`` and ``identifier`` change; a change of ``constant`` is applied
/// to the solver incrementally.
public final class LayoutConstraint {
    /// How the two sides relate.
    public enum Relation: Sendable {
        /// `first <= second`.
        case lessThanOrEqual
        /// `first == second`.
        case equal
        /// `first >= second`.
        case greaterThanOrEqual
    }

    /// A rectangle attribute that constraints relate.
    public enum Attribute: String, Sendable {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: the left edge, or the right edge where the
        /// item's view lays out right to left.
        case leading
        /// The trailing edge: the right edge, or the left edge right to left.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal center.
        case centerX
        /// The vertical center.
        case centerY
        /// The left edge of the view's margins (its ``View/layoutMarginsGuide``).
        case leftMargin
        /// The right edge of the view's margins.
        case rightMargin
        /// The top edge of the view's margins.
        case topMargin
        /// The bottom edge of the view's margins.
        case bottomMargin
        /// The leading edge of the view's margins.
        case leadingMargin
        /// The trailing edge of the view's margins.
        case trailingMargin
        /// The horizontal center of the view's margins.
        case centerXWithinMargins
        /// The vertical center of the view's margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint against a constant.
        case notAnAttribute
    }

    /// A layout axis.
    public enum Axis: Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// One side of the constraint. The item is not retained, as UIKit holds
    /// it weakly: a tree's engine holds its constraints, so strong items
    /// would keep every tree alive; the variables and the name are kept for
    /// the solver and descriptions.
    struct Side {
        /// The item's own variables, which answer for the item while it
        /// lives (see `ItemGeometry.item`): a weak reference would make every
        /// retain of a constrained view take the runtime's slow path.
        let itemGeometry: ItemGeometry
        let attribute: Attribute
        let geometry: ItemGeometry
        let name: String

        /// The item, or nil once it is gone.
        var item: LayoutItem? { unsafe itemGeometry.item }

        /// The view the item belongs to (the view itself, or a guide's
        /// view), or nil.
        var owningView: View? {
            if let view = itemGeometry.view { return view }
            return unsafe itemGeometry.item?.owningView
        }

        /// ``owningView`` without a reference count (a guide's view aside),
        /// for the walks of an activation. The view is alive while the
        /// item is: a view clears its geometry's item before it goes away.
        var unretainedOwningView: Unmanaged<View>? {
            if let view = unsafe itemGeometry.unretainedView { return unsafe view }
            return unsafe itemGeometry.item?.owningView.map { unsafe Unmanaged.passUnretained($0) }
        }

        init(_ item: LayoutItem, _ attribute: Attribute) {
            itemGeometry = item.geometry
            self.attribute = attribute
            geometry = item.geometry
            name = item.layoutName
        }
    }

    let first: Side
    let second: Side?

    /// How the two sides relate.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The fields that the hot paths read and write, without run-time
    /// exclusivity checks, under the invariant `UncheckedAccessStorage`
    /// states (no access to a field overlaps another that writes it). Kept
    /// in the object, not in that storage, because views and constraints
    /// are made by the thousand: the storage's allocation cost each about
    /// 400 instructions to make and free (`stack.views.build` 12% more).
    @exclusivity(unchecked) var constraintFields = LayoutConstraint.UncheckedFields()

    /// The constant added to the second side. Setting it on an active
    /// constraint changes the solver's constant incrementally.
    public var constant: CGFloat {
        get { unsafe constraintFields.constant }
        set {
            let oldValue = unsafe constraintFields.constant
            unsafe constraintFields.constant = newValue
            guard constant != oldValue, let engine else { return }
            engine.constantChangeCount += 1
            engine.constantDidChange(self)
        }
    }

    /// Sets ``constant`` when it differs from `value`, for a caller in
    /// another module that sets constants on every scroll tick, mostly to
    /// what they are: the comparison reads the constant here, where its
    /// storage needs no exclusivity check.
    package func updateConstant(_ value: CGFloat) {
        if constant != value { constant = value }
    }

    /// The constraint's priority. On an active constraint, a change between
    /// optional priorities is applied; a change between required and optional
    /// is refused (the priority stays) and reported as a ``LayoutDiagnostic``.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            if let engine, newValue.isRequired != storedPriority.isRequired {
                engine.report(.refusedPriorityChange(self, to: newValue))
                return
            }
            storedPriority = newValue
            engine?.priorityDidChange(self)
        }
    }

    /// A name shown in descriptions and diagnostics.
    public var identifier: String? {
        get { storedIdentifier ?? intrinsicRole.map { "\(first.name)-\($0.rawValue)" } }
        set {
            storedIdentifier = newValue
            intrinsicRole = nil
        }
    }

    /// The identifier set, if any.
    private var storedIdentifier: String?

    /// What a view's intrinsic-size constraint does, named in its identifier
    /// (`<view>-ContentHugging-V`, ...): the identifier is made when read,
    /// not for every view.
    enum IntrinsicRole: String {
        case huggingWidth = "ContentHugging-H"
        case huggingHeight = "ContentHugging-V"
        case resistingWidth = "CompressionResistance-H"
        case resistingHeight = "CompressionResistance-V"
    }

    /// The role of a view's intrinsic-size constraint, or nil.
    var intrinsicRole: IntrinsicRole? {
        get { unsafe constraintFields.intrinsicRole }
        _modify { yield unsafe &constraintFields.intrinsicRole }
    }

    /// Whether the constraint takes part in layout. Setting it activates or
    /// deactivates it (see ``activate(_:)``).
    public var isActive: Bool {
        get { engine != nil }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    var storedPriority: LayoutPriority {
        get { unsafe constraintFields.storedPriority }
        _modify { yield unsafe &constraintFields.storedPriority }
    }
    /// The engine holding the constraint while it is active. Not retained
    /// (nor weak: every change of a constant reads it): an engine clears it
    /// in its constraints before it goes away.
    var engine: LayoutEngine? {
        get { unsafe constraintFields.engine }
        _modify { yield unsafe &constraintFields.engine }
    }
    /// The solver's constraint while it is enforced, nil otherwise. Every
    /// change is a new generation of its engine's enforced set (see
    /// `LayoutEngine.generation`).
    var solverConstraint: Constraint? {
        get { isEnforced ? lastSolverConstraint : nil }
        set {
            if let newValue, newValue !== lastSolverConstraint { lastSolverConstraint = newValue }
            isEnforced = newValue != nil
            engine?.generation &+= 1
        }
    }
    /// The solver constraint last enforced, kept after it leaves the solver:
    /// enforced again with the same constant, strength and direction
    /// resolution (a stack's hidden view shown again), it goes back into the
    /// solver without being rebuilt.
    private var lastSolverConstraint: Constraint? {
        get { unsafe constraintFields.lastSolverConstraint }
        _modify { yield unsafe &constraintFields.lastSolverConstraint }
    }
    /// An owner that manages the constraint (a stack view), for descriptions.
    var ownerTag: String? {
        get { unsafe constraintFields.ownerTag }
        _modify { yield unsafe &constraintFields.ownerTag }
    }
    /// Which side of the constraint is the arranged view a stack view made
    /// it for (1 the first, 2 the second), 3 for a stack's stand-in (see
    /// ``isArrangementStandIn``), or 0 for any other constraint (the
    /// stack's own size included): while the stack lays its
    /// arrangement out in closed form, the constraint stays active but is
    /// held out of the solver. The stack is that view's superview.
    var arrangedSide: UInt8 {
        get { unsafe constraintFields.arrangedSide }
        set { unsafe constraintFields.arrangedSide = newValue }
    }
    /// Whether a stack view made the constraint to arrange one of its views.
    var isArrangement: Bool { arrangedSide == 1 || arrangedSide == 2 }
    /// Whether the constraint is one of a stack's two that stand in for its
    /// arrangement in the solver while it lays the arrangement out in
    /// closed form (``arrangedSide`` 3): not listed among a tree's
    /// constraints, which list the arrangement's own, as in the solver.
    var isArrangementStandIn: Bool { arrangedSide == 3 }
    /// The arranged view the constraint arranges, if it is an arrangement's.
    var arrangedView: View? {
        switch arrangedSide {
        case 1: return first.itemGeometry.view
        case 2: return second?.itemGeometry.view
        default: return nil
        }
    }
    /// Whether the constraint is an arrangement's that its stack lays out
    /// in closed form (see ``arrangedSide``).
    @inline(never) var isHeldByClosedFormArrangement: Bool {
        guard let view = arrangedView, view.isArrangedOutsideSolver else { return false }
        return unsafe view.parent?.withGuaranteedInstance { $0.holdsArrangementOutOfSolver } ?? false
    }
    /// A tie-break weight within the priority level (1 unless a stack view says otherwise).
    var weight: Double {
        get { unsafe constraintFields.weight }
        _modify { yield unsafe &constraintFields.weight }
    }
    /// Why the constraint cannot take part in layout (a classic constraint
    /// relating attributes of different axes, say), or nil. Activating such
    /// a constraint reports ``LayoutDiagnostic/invalidConstraint(_:reason:)``
    /// and leaves it inactive.
    var invalidReason: String?
    /// While active: the view it is filed under in the subtree index (see
    /// `SubtreeConstraintIndex`), which files it out before that view
    /// leaves the tree; nil when it is not filed.
    var filingView: View? {
        get { unsafe constraintFields.filingView }
        _modify { yield unsafe &constraintFields.filingView }
    }
    /// While active: the order of its activation in its engine.
    var activationOrder: Int {
        get { unsafe constraintFields.activationOrder }
        _modify { yield unsafe &constraintFields.activationOrder }
    }
    /// While active: its place in its engine's list of active constraints.
    var activeSlot: Int32 {
        get { unsafe constraintFields.activeSlot }
        _modify { yield unsafe &constraintFields.activeSlot }
    }
    /// While filed: its place in its filing view's list.
    var filingSlot: Int32 {
        get { unsafe constraintFields.filingSlot }
        _modify { yield unsafe &constraintFields.filingSlot }
    }
    /// Whether ``solverConstraint`` is in the solver.
    private var isEnforced: Bool {
        get { unsafe constraintFields.isEnforced }
        _modify { yield unsafe &constraintFields.isEnforced }
    }
    /// Whether the kit made the constraint for its own bookkeeping (root and
    /// safe-area pins): it stays with its engine when views move.
    var isInternal: Bool {
        get { unsafe constraintFields.isInternal }
        _modify { yield unsafe &constraintFields.isInternal }
    }
    /// Whether the constraint holds a frame the code set (see
    /// ``View/translatesAutoresizingMaskIntoConstraints``); described as
    /// UIKit's `NSAutoresizingMaskLayoutConstraint`.
    var isAutoresizingMask: Bool {
        get { unsafe constraintFields.isAutoresizingMask }
        _modify { yield unsafe &constraintFields.isAutoresizingMask }
    }
    /// Whether the constraint is counted in its views' `referenceCount`
    /// (from its installation to its deactivation, across engines).
    var isCountedAsReference: Bool {
        get { unsafe constraintFields.isCountedAsReference }
        _modify { yield unsafe &constraintFields.isCountedAsReference }
    }
    /// Whether the constraint is active but held out of the solver because it
    /// sizes its view on an axis its superview suspends (a container's hidden
    /// subview); it comes back when the axis is no longer suspended.
    var isSuspended: Bool {
        get { unsafe constraintFields.isSuspended }
        _modify { yield unsafe &constraintFields.isSuspended }
    }
    /// Whether the constraint is active but waits, out of the solver, for
    /// its engine's first use (see `LayoutEngine.defersEnforcement`).
    var isAwaitingEnforcement = false
    /// How the leading and trailing attributes of ``lastSolverConstraint``
    /// were resolved. (A byte beside the flags above: it takes no room.)
    private(set) var solverResolution: DirectionResolution {
        get { unsafe constraintFields.solverResolution }
        _modify { yield unsafe &constraintFields.solverResolution }
    }
    /// Whether an attribute is leading or trailing: only then does the
    /// direction matter. Fixed for the constraint's life.
    let namesLeadingOrTrailing: Bool

    /// Whether the constraint waits for its engine's first use and would
    /// then be enforced (not suspended): what a measure of a tree being
    /// built takes.
    var awaitsEnforcementUnsuspended: Bool { isAwaitingEnforcement && !wantsSuspension }

    convenience init(
        first: (LayoutItem, Attribute), relation: Relation, second: (LayoutItem, Attribute)?,
        multiplier: CGFloat, constant: CGFloat
    ) {
        self.init(
            first: Side(first.0, first.1), relation: relation, second: second.map { Side($0.0, $0.1) },
            multiplier: multiplier, constant: constant)
    }

    init(first: Side, relation: Relation, second: Side?, multiplier: CGFloat, constant: CGFloat) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        namesLeadingOrTrailing = first.attribute.isDirectional || second?.attribute.isDirectional == true
        unsafe constraintFields.constant = constant
    }

    /// The first item: a ``View`` or a ``LayoutGuide``.
    public var firstItem: AnyObject? { first.item }
    /// The attribute of the first item.
    public var firstAttribute: Attribute { first.attribute }
    /// The second item, or nil for a constraint against a constant.
    public var secondItem: AnyObject? { second?.item }
    /// The attribute of the second item, or nil.
    public var secondAttribute: Attribute? { second?.attribute }

    /// Whether the constraint is active but left out of the layout because it
    /// conflicted with required constraints.
    ///
    /// Asking makes the constraints waiting in a tree being built reach the
    /// solver first, as any query of the tree's constraints does.
    public var isBroken: Bool {
        guard let engine else { return false }
        engine.enforceAwaitingConstraints()
        return solverConstraint == nil && !isSuspended && !isAwaitingEnforcement
    }

    /// Whether the constraint sizes only its view (a width or height against a
    /// constant) on an axis its superview suspends (`View.isSizeSuspended(on:)`,
    /// asked of the superview), and is the user's (a container's own
    /// constraints, such as a zero size, are never suspended); or whether a
    /// stack view lays out in closed form the view it arranges or sizes
    /// (`View.isSizeHeldOutOfSolver(on:)`).
    ///
    /// Inlined: asked of every constraint enforced, nearly all of which
    /// answer from two fields.
    @inline(__always) var wantsSuspension: Bool {
        if isSizeSuspensionCandidate { return sizeWantsSuspension }
        return isArrangement && isHeldByClosedFormArrangement
    }

    /// ``wantsSuspension`` for a width or height against a constant.
    private var sizeWantsSuspension: Bool {
        guard let (view, axis) = sizedViewAndAxis else { return false }
        return view.isSizeSuspended(on: axis) || (view.isArrangedOutsideSolver && view.isSizeHeldOutOfSolver(on: axis))
    }

    /// The view a width or height against a constant sizes, and the axis.
    var sizedViewAndAxis: (view: View, axis: Axis)? {
        guard let view = first.itemGeometry.view else { return nil }
        return (view, first.attribute == .width ? .horizontal : .vertical)
    }

    /// Whether the constraint is of the kind a container may suspend: the
    /// user's width or height against a constant (of a view, which
    /// ``wantsSuspension`` checks). Fixed for the constraint's life.
    var isSizeSuspensionCandidate: Bool {
        second == nil && ownerTag == nil && (first.attribute == .width || first.attribute == .height)
    }

    /// Activates constraints, each in the engine of its views' root. A
    /// constraint that would make the required constraints unsatisfiable is
    /// left out (it stays active, is reported, and is tried again when
    /// constraints are deactivated or constants change); a constraint between
    /// views with no common ancestor is reported and stays inactive. Never throws.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints where c.engine == nil {
            if let reason = c.invalidReason {
                c.first.owningView?.engine.report(.invalidConstraint(c, reason: reason))
                continue
            }
            guard let root = c.commonRoot() else {
                let reporter = c.first.owningView ?? c.second?.owningView
                reporter?.engine.report(.noCommonAncestor(c))
                continue
            }
            (root.engineStorage ?? root.engine).install(c)
        }
    }

    /// Deactivates constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        // Almost always one engine: the others only when there are several.
        var firstEngine: LayoutEngine?
        var otherEngines: [LayoutEngine] = []
        for c in constraints {
            guard let engine = c.engine else { continue }
            engine.uninstall(c, retryBroken: false)
            if firstEngine == nil {
                firstEngine = engine
            } else if firstEngine !== engine, !otherEngines.contains(where: { $0 === engine }) {
                otherEngines.append(engine)
            }
        }
        firstEngine?.retryBroken()
        for engine in otherEngines { engine.retryBroken() }
    }

    /// The root view shared by both items, or nil when they have none.
    func commonRoot() -> View? {
        guard let view = unsafe first.unretainedOwningView else { return nil }
        let root = unsafe View.root(of: view)
        if second != nil {
            guard let other = unsafe second?.unretainedOwningView,
                unsafe View.root(of: other).toOpaque() == root.toOpaque()
            else {
                return nil
            }
        }
        return unsafe root.takeUnretainedValue()
    }

    /// The solver expression `first - (multiplier × second + constant)`,
    /// with leading and trailing resolved as `resolution` says: a
    /// right-to-left side's leading edge is its right edge, and a mirrored
    /// constraint measures its horizontal positions leftward (negated), so
    /// that its constant and relation read in the reading direction.
    func solverExpression(resolution: DirectionResolution = []) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        let sign: Double = resolution.contains(.mirrored) ? -1 : 1
        first.geometry.appendTerms(
            of: first.attribute, times: sign, rightToLeft: resolution.contains(.firstRightToLeft), to: &terms)
        // The second side's fields, not a copy of the side (its references and name).
        if let geometry = second?.geometry, let attribute = second?.attribute {
            geometry.appendTerms(
                of: attribute, times: -sign * Double(multiplier),
                rightToLeft: resolution.contains(.secondRightToLeft), to: &terms)
        }
        return LinearExpression(terms, constant: 0 - Double(constant))
    }

    /// The solver constraint for the current constant and priority, with
    /// leading and trailing resolved as `resolution` says.
    func makeSolverConstraint(resolution: DirectionResolution = []) -> Constraint {
        Constraint(solverExpression(resolution: resolution), relation.solverRelation, strength: strength)
    }

    /// The solver constraint to enforce with leading and trailing resolved
    /// in `direction` (nil: left to right, the tree has no right-to-left
    /// view): the last one, when it left the solver and has the current
    /// constant, strength and resolution, or a new one.
    func solverConstraintToEnforce(in direction: UserInterfaceLayoutDirection?) -> Constraint {
        let resolution = directionResolution(in: direction)
        if !isEnforced, let last = lastSolverConstraint, last.expression.constant == 0 - Double(constant),
            last.strength == strength, solverResolution == resolution
        {
            return last
        }
        let made = makeSolverConstraint(resolution: resolution)
        if !isEnforced {
            lastSolverConstraint = made
            solverResolution = resolution
        }
        return made
    }

    /// Drops the kept solver constraint (see ``solverConstraintToEnforce()``):
    /// the solver it was in may still hold it, or be gone.
    func forgetSolverConstraint() {
        solverConstraint = nil
        lastSolverConstraint = nil
    }

    /// The solver strength of the priority: a strict level per priority
    /// (priorities in thousandths), required at 1000.
    var strength: Strength {
        if storedPriority.isRequired { return .required }
        return Strength(level: Self.level(of: storedPriority), weight: weight)
    }

    /// The solver's level of an optional priority: one per thousandth.
    static func level(of priority: LayoutPriority) -> Int {
        max(1, Int((Double(priority.rawValue) * 1000).rounded()))
    }

    /// Whether the constraint is `item.attribute relation
    /// other.attribute + constant`, with a multiplier of 1, at `priority`
    /// (whether a constraint made so would hold the same line).
    func holdsLine(
        _ item: LayoutItem, _ attribute: Attribute, _ relation: Relation, _ other: LayoutItem,
        constant: CGFloat, priority: LayoutPriority
    ) -> Bool {
        first.itemGeometry === item.geometry && first.attribute == attribute
            && second?.itemGeometry === other.geometry && second?.attribute == attribute
            && self.relation == relation && multiplier == 1 && self.constant == constant
            && storedPriority == priority
    }

    /// The views the constraint relates.
    var views: [View] {
        [first.owningView, second?.owningView].compactMap { $0 }
    }

    /// Calls `body` with each of ``views`` in turn, without making the array
    /// or counting references.
    func forEachView(_ body: (View) -> Void) {
        unsafe first.unretainedOwningView?.withGuaranteedInstance(body)
        unsafe second?.unretainedOwningView?.withGuaranteedInstance(body)
    }
}

extension LayoutConstraint.Relation {
    var solverRelation: Cassowary.Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    var symbol: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// The constraint as UIKit's logs show it, without addresses:
    /// `'id' a.height == b.height * 0.5 + 8 @750   (active)`. The multiplier
    /// is shown unless 1, the constant unless 0, the priority unless required;
    /// each number as the shortest text that reads back to the same value
    /// (`0.5`, `44`, `1e-05`).
    public var description: String {
        if isAutoresizingMask { return autoresizingDescription }
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(first.name).\(first.attribute.rawValue) \(relation.symbol) "
        if let second {
            text += "\(second.name).\(second.attribute.rawValue)"
            if multiplier != 1 { text += " * \(Self.readable(Double(multiplier)))" }
            if constant != 0 {
                text += constant < 0 ? " - " : " + "
                text += Self.readable(Double(abs(constant)))
            }
        } else {
            text += Self.readable(Double(constant))
        }
        if !storedPriority.isRequired { text += " @\(Self.readable(Double(storedPriority.rawValue), as: Float.self))" }
        // Held out of the solver for a stack's closed form, it holds all the same.
        let status = isBroken ? ", broken" : isSuspended && !isHeldOutForClosedForm ? ", suspended" : ""
        text += isActive ? "   (active\(status))" : "   (inactive)"
        return text
    }

    /// The shortest text that reads back to `x` (at `T`'s precision): `44`,
    /// `0.5`, `233.33333333333334`, `1e-05`; never `-0`.
    static func readable<T: BinaryFloatingPoint & LosslessStringConvertible>(_ x: Double, as _: T.Type = Double.self)
        -> String
    {
        guard x != 0 else { return "0" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return T(x).description
    }
}
