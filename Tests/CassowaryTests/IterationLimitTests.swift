import Testing

@testable import Cassowary

/// Beale's cycling example (``BealesExample``) as a solver script, with edit variables and
/// constants to move: a system on which every kind of call pivots.
final class PivotingFixture {
    let x4: Variable
    let x5: Variable
    let x6: Variable
    let x7: Variable
    /// Held up by `floor` against a strong edit at 0: loosening the floor makes a row infeasible.
    let y = Variable("y")
    /// Held up by the strong `soft` against a weak pull to 0: likewise for an optional constant.
    let z = Variable("z")
    /// Held at 10 by a strong edit against a weak pull to 0 and a floor of 5.
    let w = Variable("w")
    let solver = Solver()
    let bounds: [Constraint]
    let first: Constraint
    let second: Constraint
    let cap: Constraint
    let cost: Constraint
    let floor: Constraint
    let soft: Constraint

    var all: [Variable] { [x4, x5, x6, x7, y, z, w] }

    init() {
        let beale = BealesExample()
        (x4, x5, x6, x7) = (beale.x4, beale.x5, beale.x6, beale.x7)
        (bounds, first, second, cap) = (beale.bounds, beale.first, beale.second, beale.cap)
        cost = (beale.cost <= -1000) | .weak
        floor = y >= 10
        soft = (z >= 10) | .strong
    }

    /// Builds the whole system.
    func build() throws {
        try solver.add(bounds)
        try solver.add([first, second, cap, cost])
        try solver.addEditVariable(x7, strength: .medium)
        try solver.suggestValue(0.5, for: x7)
        try solver.add(floor)
        try solver.addEditVariable(y, strength: .strong)
        try solver.add([soft, (z == 0) | .weak, (w == 0) | .weak, w >= 5])
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(10, for: w)
    }

    /// Calls that run after the call under test, on both solvers.
    func continuation() throws -> [[Double]] {
        var out: [[Double]] = []
        func publish() { out.append(published(solver, all)) }
        publish()
        try solver.suggestValue(0.25, for: x7)
        publish()
        try solver.setConstant(-3, for: cap)
        publish()
        try solver.remove(cost)
        publish()
        try solver.add(cost)
        publish()
        try solver.suggestValue(0, for: x7)
        publish()
        try solver.suggestValue(-4, for: y)
        try solver.setConstant(-3, for: soft)
        try solver.suggestValue(20, for: w)
        publish()
        try solver.removeEditVariable(w)
        try solver.remove(floor)
        publish()
        return out
    }
}

@Suite("Iteration limit")
struct IterationLimitTests {
    /// The calls that can reach the pivot limit, each run once on a built fixture.
    enum Call: CaseIterable, CustomStringConvertible {
        case addThroughSubject, addThroughArtificialVariable, remove, suggestValue, setConstantRequired
        case setConstantOptional, addEditVariable, removeEditVariable

        var description: String {
            switch self {
            case .addThroughSubject: return "add (a subject)"
            case .addThroughArtificialVariable: return "add (an artificial variable)"
            case .remove: return "remove"
            case .suggestValue: return "suggestValue"
            case .setConstantRequired: return "setConstant (required)"
            case .setConstantOptional: return "setConstant (optional)"
            case .addEditVariable: return "addEditVariable"
            case .removeEditVariable: return "removeEditVariable"
            }
        }

        /// Makes the call on a built fixture.
        func run(on f: PivotingFixture, extra: Constraint) throws {
            switch self {
            case .addThroughSubject: try f.solver.add(extra)
            case .addThroughArtificialVariable: try f.solver.add(extra)
            case .remove: try f.solver.remove(f.cap)
            case .suggestValue: try f.solver.suggestValue(20, for: f.y)
            case .setConstantRequired: try f.solver.setConstant(5, for: f.floor)
            case .setConstantOptional: try f.solver.setConstant(5, for: f.soft)
            case .addEditVariable: try f.solver.addEditVariable(f.x4, strength: .strong)
            case .removeEditVariable: try f.solver.removeEditVariable(f.x7)
            }
        }

        /// A constraint the call adds, if it adds one.
        func extra(for f: PivotingFixture) -> Constraint {
            switch self {
            case .addThroughSubject: return (f.x6 == 0.5) | .strong
            default: return f.x5 - f.x7 <= -1
            }
        }
    }

    /// With no pivot allowed, each call that needs one throws `.iterationLimitExceeded` and
    /// changes nothing: the same constraints and edit variables are held, and every later call
    /// publishes the same values as on a solver that never saw the call.
    @Test(arguments: Call.allCases)
    func aCallStoppedByTheLimitChangesNothing(call: Call) throws {
        let tested = PivotingFixture()
        let control = PivotingFixture()
        try tested.build()
        try control.build()
        let heldBefore = tested.solver.constraints
        let constantsBefore = try [tested.cap, tested.floor, tested.soft].map(tested.solver.constant(for:))

        tested.solver.tableau.maximumPivots = 0
        let error = thrownError { try call.run(on: tested, extra: call.extra(for: tested)) }
        tested.solver.tableau.maximumPivots = nil
        #expect(error?.kind == .iterationLimitExceeded, "\(call) threw \(String(describing: error))")

        #expect(same(tested.solver.constraints, heldBefore))
        #expect(try [tested.cap, tested.floor, tested.soft].map(tested.solver.constant(for:)) == constantsBefore)
        #expect(tested.solver.hasEditVariable(tested.x7))
        #expect(tested.solver.hasEditVariable(tested.w))
        #expect(!tested.solver.hasEditVariable(tested.x4))
        let expected = try control.continuation()
        let actual = try tested.continuation()
        for (step, (a, b)) in zip(actual, expected).enumerated() {
            #expect(close(a, b), "\(call), step \(step): \(a) vs \(b)")
        }
    }

    /// The limit scales with the tableau and is at least 10,000; a test can lower it.
    @Test func theLimitIsGenerous() throws {
        let f = PivotingFixture()
        try f.build()
        #expect(f.solver.tableau.pivotLimit >= 10_000)
        let x = variables(2_000, prefix: "x")
        for i in 0..<(x.count - 1) { try f.solver.add(x[i + 1] >= x[i] + 1) }
        let t = f.solver.tableau
        #expect(t.pivotLimit == max(10_000, 10 * (t.rows.count + t.serialCount)))
        #expect(t.pivotLimit > 10_000)
        f.solver.tableau.maximumPivots = 3
        #expect(f.solver.tableau.pivotLimit == 3)
    }

    /// A limit that allows the pivots a call needs lets it finish as without a limit.
    @Test func aLimitThatSufficesChangesNothing() throws {
        let limited = PivotingFixture()
        let free = PivotingFixture()
        limited.solver.tableau.maximumPivots = 50
        try limited.build()
        try free.build()
        #expect(close(try limited.continuation().flatMap { $0 }, try free.continuation().flatMap { $0 }))
    }

    @Test func theErrorSaysWhatHappened() {
        #expect("\(SolverError.iterationLimitExceeded)" == "the simplex reached its pivot limit without finishing")
    }
}
