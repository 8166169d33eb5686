import Cassowary
import Foundation

/// A scratch solver holding the constraints of one view's subtree for the
/// fitting measure (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``),
/// over stand-in variables of its own, so that the tree's variables and
/// solver never see the measure.
///
/// The engine keeps the last one: measuring the same subtree again, with the
/// same constraints and fitting priorities, changes only constants
/// (`setConstant`, incremental) instead of building a new solver.
final class FittingSolver {
    /// The measured view.
    private(set) weak var view: View?
    /// The engine's generation for which ``members`` are the subtree's
    /// enforced constraints.
    var generation: Int
    /// The subtree's enforced constraints, in activation order.
    private(set) var members: [LayoutConstraint]
    /// Each member's strength when it was added (a changed priority needs a new solver).
    private let strengths: [Strength]
    /// Each member's constraint in the scratch solver.
    private var standIns: [Constraint] = []
    /// The constant each stand-in holds.
    private var constants: [CGFloat]
    /// The fitting priorities.
    let horizontalPriority: LayoutPriority
    let verticalPriority: LayoutPriority
    /// The fitting constraints: the width and the height held to the target.
    private var fits: [Constraint] = []
    /// The target the fitting constraints hold.
    private var target: CGSize
    /// The stand-ins of the view's width and height.
    private let width: Variable
    private let height: Variable
    /// Whether the scratch solver took every constraint (one that conflicted
    /// was left out, and a solver missing one is not reused).
    private(set) var isComplete = true
    private let solver = Solver()

    /// Builds the scratch solver for `view` with `members` at `constants`.
    init(
        view: View, members: [LayoutConstraint], constants: [CGFloat], target: CGSize,
        horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority, generation: Int
    ) {
        self.view = view
        self.generation = generation
        self.members = members
        self.constants = constants
        self.target = target
        self.horizontalPriority = horizontalPriority
        self.verticalPriority = verticalPriority
        strengths = members.map(\.strength)
        var variables: [ObjectIdentifier: Variable] = [:]
        func standIn(_ variable: Variable) -> Variable {
            if let found = variables[ObjectIdentifier(variable)] { return found }
            let made = Variable(variable.name)
            variables[ObjectIdentifier(variable)] = made
            return made
        }
        let g = view.geometry
        width = standIn(g.width)
        height = standIn(g.height)
        func add(_ constraint: Constraint, constant: CGFloat) -> Constraint {
            let e = constraint.expression
            let expression = LinearExpression(
                e.terms.map { Term(standIn($0.variable), $0.coefficient) }, constant: -Double(constant))
            let made = Constraint(expression, constraint.relation, strength: constraint.strength)
            do {
                try solver.add(made)
            } catch {
                isComplete = false
            }
            return made
        }
        for (c, constant) in zip(members, constants) {
            standIns.append(add(c.makeSolverConstraint(), constant: constant))
        }
        // The measured view at the origin (its place is not measured), and
        // the target size at the fitting priorities.
        _ = add(LinearExpression(g.minX) == 0, constant: 0)
        _ = add(LinearExpression(g.minY) == 0, constant: 0)
        for (attribute, length, priority) in [
            (LayoutConstraint.Attribute.width, target.width, horizontalPriority),
            (.height, target.height, verticalPriority),
        ] {
            let fitting = LayoutConstraint(
                first: (view, attribute), relation: .equal, second: nil, multiplier: 1, constant: length)
            fitting.storedPriority = priority
            fits.append(add(fitting.makeSolverConstraint(), constant: length))
        }
    }

    /// Whether this solver measures `view` with these constraints (and
    /// their priorities) at these fitting priorities.
    func matches(
        _ view: View, _ members: [LayoutConstraint], _ horizontalPriority: LayoutPriority,
        _ verticalPriority: LayoutPriority
    ) -> Bool {
        guard isComplete, self.view === view, horizontalPriority == self.horizontalPriority,
            verticalPriority == self.verticalPriority, members.count == self.members.count
        else { return false }
        for (index, c) in members.enumerated() where c !== self.members[index] || c.strength != strengths[index] {
            return false
        }
        return true
    }

    /// The view's size with the members at `constants` and the target
    /// `target`, or nil when a new constant conflicts with the required
    /// constraints (a new solver then leaves the constraint out).
    func size(constants newConstants: [CGFloat], target newTarget: CGSize) -> CGSize? {
        do {
            for index in newConstants.indices where newConstants[index] != constants[index] {
                try solver.setConstant(-Double(newConstants[index]), for: standIns[index])
                constants[index] = newConstants[index]
            }
            if newTarget.width != target.width {
                try solver.setConstant(-Double(newTarget.width), for: fits[0])
                target.width = newTarget.width
            }
            if newTarget.height != target.height {
                try solver.setConstant(-Double(newTarget.height), for: fits[1])
                target.height = newTarget.height
            }
        } catch {
            return nil
        }
        solver.updateVariables()
        return CGSize(width: width.value, height: height.value)
    }
}
