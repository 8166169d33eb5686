import Cassowary
import Foundation

/// A scratch solver for the fitting measure
/// (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``):
/// the enforced constraints of a measured subtree over stand-in variables
/// of its own, so that the tree's variables and solver never see the measure.
///
/// It serves every measure of its template (``FittingTemplateKey``): the
/// subtree it was built from, again, or any other subtree of the same shape
/// — a reused cell, a new cell of the same kind. Such a measure changes
/// only constants (`setConstant`, incremental) instead of building a solver.
final class FittingSolver {
    /// The template the solver measures.
    let key: FittingTemplateKey
    /// Each member's constraint in the scratch solver, in the members' order.
    private var standIns: [Constraint] = []
    /// The constant each stand-in holds.
    private var constants: [CGFloat]
    /// The fitting constraints: the width and the height held to the target.
    private var fits: [Constraint] = []
    /// The target the fitting constraints hold.
    private var target: CGSize
    /// The stand-ins of the measured view's width and height.
    private let width: Variable
    private let height: Variable
    /// Whether the scratch solver took every constraint (one that conflicted
    /// was left out, and a solver missing one serves no other measure).
    private(set) var isComplete = true
    private let solver = Solver()

    /// Builds the scratch solver measuring `view` with `members` (its
    /// subtree's enforced constraints, in activation order) at `constants`,
    /// their leading and trailing resolved in `direction` (see
    /// `LayoutEngine.resolvingDirection`).
    init(
        key: FittingTemplateKey, view: View, members: [LayoutConstraint], constants: [CGFloat], target: CGSize,
        horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority, direction: UserInterfaceLayoutDirection?
    ) {
        self.key = key
        self.constants = constants
        self.target = target
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
        // The measured view at the origin (its place is not measured), and
        // the target size at the fitting priorities.
        _ = add(LinearExpression(g.minX) == 0, constant: 0)
        _ = add(LinearExpression(g.minY) == 0, constant: 0)
        let fitting = [
            (LayoutConstraint.Attribute.width, target.width, horizontalPriority),
            (.height, target.height, verticalPriority),
        ].map { attribute, length, priority in
            let c = LayoutConstraint(
                first: (view, attribute), relation: .equal, second: nil, multiplier: 1, constant: length)
            c.storedPriority = priority
            return c
        }
        // Required constraints first, each group in activation order, as a
        // tree enforces a tree being built (`LayoutEngine.enforceAwaitingConstraints()`):
        // the same ones conflict, and a required equality finds a variable to
        // solve for rather than a phase of the simplex of its own.
        var made = [Constraint?](repeating: nil, count: members.count)
        var fitsMade = [Constraint?](repeating: nil, count: 2)
        for required in [true, false] {
            for (index, c) in fitting.enumerated() where c.priority.isRequired == required {
                fitsMade[index] = add(c.makeSolverConstraint(), constant: c.constant)
            }
            for (index, (c, constant)) in zip(members, constants).enumerated() where c.priority.isRequired == required {
                made[index] = add(
                    c.makeSolverConstraint(resolution: c.directionResolution(in: direction)), constant: constant)
            }
        }
        standIns = made.map { $0! }
        fits = fitsMade.map { $0! }
    }

    /// The measured view's size with the members at `constants` and the
    /// target `target`, or nil when a new constant conflicts with the
    /// required constraints (a new solver then leaves the constraint out).
    /// The solver stays usable either way: it holds the constants it took.
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
