/// Records every call that solvers receive, as lines of the solver-stream
/// protocol of `cassowary-replay` (Tests/Differential/README.md), so that a
/// workload's solver work can be replayed on its own: in this solver
/// (`layout-bench --replay`) and in kiwi's C++ core (`kiwi-driver --replay`).
///
/// Off by default. Only solvers created while a recorder is ``current`` (a
/// task-local value: concurrent tests do not see each other's recorders) are
/// recorded; each keeps its recorder for life, so a solver created without
/// one pays a test of a stored `nil` per call, and one read of the task-local
/// value when it is created.
///
/// ```swift
/// let (_, recorder) = SolverStreamRecorder.recording { buildTheCell() }
/// print(recorder.text, terminator: "")
/// ```
///
/// Variables and constraints get stable ids in order of first appearance
/// (`v1`, `v2`, ... and `c1`, `c2`, ...), solvers numbers from 1; the
/// recorder keeps every object it named alive, so that an id never refers to
/// two objects. Not thread-safe, like solvers: record on one thread at a time.
package final class SolverStreamRecorder: @unchecked Sendable {
    /// The recorder that solvers created in this task from now on report to,
    /// or `nil` (the default) to record nothing. Set it with ``recording(_:)``.
    @TaskLocal package static var current: SolverStreamRecorder?

    /// The stream so far: one protocol line each, every line ending in a newline.
    package private(set) var text = ""
    /// The number of solver calls recorded (solver creations included).
    package private(set) var callCount = 0
    /// The variables named so far, in id order (`v1` first).
    package private(set) var variables: [Variable] = []

    /// The number the next solver gets.
    private var solverCount = 0
    /// The solver that the last line went to.
    private var lastSolver = 0
    /// The id of every variable named so far, by identity.
    private var variableIDs: [ObjectIdentifier: Int] = [:]
    /// The id of every constraint named so far, by identity.
    private var constraintIDs: [ObjectIdentifier: Int] = [:]
    /// The constraints named so far, kept alive (as ``variables`` are) so
    /// that their identities stay theirs.
    private var constraints: [Constraint] = []

    /// Creates a recorder with an empty stream.
    package init() {}

    /// Runs `body` with a new recorder as ``current`` and returns what it
    /// returned and the recorder, which holds the stream of the solvers
    /// that `body` created.
    package static func recording<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, recorder: SolverStreamRecorder) {
        let recorder = SolverStreamRecorder()
        let result = try $current.withValue(recorder, operation: body)
        return (result, recorder)
    }

    // MARK: Calls

    /// A new solver, made with room for about `capacity` variables and
    /// constraints when given (``Solver/init(variables:constraints:)``):
    /// returns its number.
    func solverCreated(capacity: (variables: Int, constraints: Int)? = nil) -> Int {
        solverCount += 1
        lastSolver = solverCount
        callCount += 1
        let room = capacity.map { " \($0.variables) \($0.constraints)" } ?? ""
        text += "solver \(solverCount)\(room)\n"
        return solverCount
    }

    /// `add(_:)` (or `addIfSatisfiable(_:)`) of `constraint` on solver `solver`.
    func add(_ constraint: Constraint, on solver: Int) {
        let key = ObjectIdentifier(constraint)
        if let id = constraintIDs[key] {
            call(on: solver, "readd c\(id)")
            return
        }
        var terms = ""
        for term in constraint.expression.terms {
            terms += " \(number(term.coefficient)) \(variableID(term.variable))"
        }
        let id = constraintIDs.count + 1
        constraintIDs[key] = id
        constraints.append(constraint)
        let head = "add c\(id) \(constraint.relation) \(spelling(constraint.strength))"
        call(on: solver, "\(head) \(number(constraint.expression.constant))\(terms)")
    }

    /// `remove(_:)` of `constraint` on solver `solver`.
    func remove(_ constraint: Constraint, on solver: Int) {
        call(on: solver, "remove \(constraintID(constraint))")
    }

    /// `setConstant(_:for:)` on solver `solver`.
    func setConstant(_ constant: Double, for constraint: Constraint, on solver: Int) {
        call(on: solver, "setconst \(constraintID(constraint)) \(number(constant))")
    }

    /// `addEditVariable(_:strength:)` on solver `solver`.
    func addEditVariable(_ variable: Variable, strength: Strength, on solver: Int) {
        let id = variableID(variable)
        call(on: solver, "edit \(id) \(spelling(strength))")
    }

    /// `removeEditVariable(_:)` on solver `solver`.
    func removeEditVariable(_ variable: Variable, on solver: Int) {
        let id = variableID(variable)
        call(on: solver, "unedit \(id)")
    }

    /// `suggestValue(_:for:)` on solver `solver`.
    func suggestValue(_ value: Double, for variable: Variable, on solver: Int) {
        let id = variableID(variable)
        call(on: solver, "suggest \(id) \(number(value))")
    }

    /// `updateVariables()` (with or without a change handler) on solver `solver`.
    func updateVariables(on solver: Int) {
        call(on: solver, "update")
    }

    /// `reset()` on solver `solver`.
    func reset(on solver: Int) {
        call(on: solver, "reset")
    }

    // MARK: Lines

    /// Appends a call's line, after a `use` line when it goes to another
    /// solver than the last line.
    private func call(on solver: Int, _ line: String) {
        if solver != lastSolver {
            text += "use \(solver)\n"
            lastSolver = solver
        }
        callCount += 1
        text += line + "\n"
    }

    /// The variable's id, declaring it (a `var` line) the first time.
    private func variableID(_ variable: Variable) -> String {
        let key = ObjectIdentifier(variable)
        if let id = variableIDs[key] { return "v\(id)" }
        let id = variableIDs.count + 1
        variableIDs[key] = id
        variables.append(variable)
        text += "var v\(id)\n"
        return "v\(id)"
    }

    /// The id of a constraint named before; a constraint that never was
    /// (removed or changed without having been added: the call fails) is
    /// named `c0`, which no replay defines either.
    private func constraintID(_ constraint: Constraint) -> String {
        constraintIDs[ObjectIdentifier(constraint)].map { "c\($0)" } ?? "c0"
    }

    /// A number as the protocol writes it: Swift's shortest representation
    /// that reads back exactly.
    private func number(_ x: Double) -> String {
        "\(x)"
    }

    /// A strength as the protocol writes it: `required`, `strong`, `medium`,
    /// `weak`, or `<level>:<weight>` for ``Strength/init(level:weight:)``
    /// (which also spells any of kiwi's weights, on level 0).
    private func spelling(_ strength: Strength) -> String {
        switch strength {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default: return "\(strength.level):\(number(strength.weight))"
        }
    }
}
