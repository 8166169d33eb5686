import Cassowary

/// One line of a solver stream that calls a solver, with its variables and
/// constraints already made (see ``SolverStream``).
public enum SolverStreamCall {
    /// `solver <n> [<variables> <constraints>]`: a new solver (made with room
    /// for that many variables and constraints when given), which the
    /// following calls go to.
    case createSolver(capacity: (variables: Int, constraints: Int)?)
    /// `use <n>`: the following calls go to solver `n` (0-based here).
    case use(Int)
    /// `add` or `readd`: `Solver.add(_:)`.
    case add(Constraint)
    /// `remove`: `Solver.remove(_:)`.
    case remove(Constraint)
    /// `setconst`: `Solver.setConstant(_:for:)`.
    case setConstant(Double, Constraint)
    /// `edit`: `Solver.addEditVariable(_:strength:)`.
    case addEditVariable(Variable, Strength)
    /// `unedit`: `Solver.removeEditVariable(_:)`.
    case removeEditVariable(Variable)
    /// `suggest`: `Solver.suggestValue(_:for:)`.
    case suggestValue(Double, Variable)
    /// `update`: `Solver.updateVariables()`.
    case updateVariables
    /// `reset`: `Solver.reset()`.
    case reset
}
