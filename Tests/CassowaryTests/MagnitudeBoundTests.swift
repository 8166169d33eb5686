import Cassowary
import Testing

/// Issue 24: finite input near `Double`'s limit made the solver publish −∞
/// (a debug build trapped on a broken tableau invariant).
@Suite("Numbers beyond the solver's magnitude bound")
struct MagnitudeBoundTests {
    let x = Variable("x")

    @Test func opposingHugeSuggestionsAreRefusedAndChangeNothing() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(5, for: x)
        for value in [1e308, -1e308, 1e101, -.greatestFiniteMagnitude] {
            #expect(thrownError { try solver.suggestValue(value, for: x) }?.kind == .nonFiniteValue)
        }
        solver.updateVariables()
        expectValue(x, 5)
        try solver.suggestValue(Solver.maximumMagnitude, for: x)
        try solver.suggestValue(-Solver.maximumMagnitude, for: x)
        solver.updateVariables()
        #expect(x.value == -Solver.maximumMagnitude)
    }

    @Test func hugeRequiredAgainstHugeWeakIsRefused() throws {
        let solver = Solver()
        #expect(thrownError { try solver.add(x == 1e308) }?.kind == .nonFiniteValue)
        #expect(solver.constraints.isEmpty)
        try solver.add(x == 1e100)
        #expect(thrownError { try solver.add((x == -1e308) | .weak) }?.kind == .nonFiniteValue)
        try solver.add((x == -1e100) | .weak)
        solver.updateVariables()
        #expect(x.value == 1e100)
    }

    @Test func hugeCoefficientsConstantsAndWeightsAreRefused() throws {
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        #expect(thrownError { try solver.add(1e200 * x <= 0) }?.kind == .nonFiniteValue)
        #expect(thrownError { try solver.add((x >= 0) | Strength(level: 3, weight: 1e300)) }?.kind == .nonFiniteValue)
        let heavy = Strength(level: 1, weight: 1e300)
        #expect(thrownError { try solver.addEditVariable(Variable("y"), strength: heavy) }?.kind == .nonFiniteValue)
        #expect(thrownError { try solver.setConstant(-1e308, for: c) }?.kind == .nonFiniteValue)
        #expect(try solver.constant(for: c) == -1)
        solver.updateVariables()
        expectValue(x, 1)
    }

    /// The bound does not change which error a call reports first.
    @Test func unknownAndDuplicateAreReportedFirst() throws {
        let solver = Solver()
        let c = x == 1
        #expect(thrownError { try solver.suggestValue(1e308, for: x) }?.kind == .unknownEditVariable)
        #expect(thrownError { try solver.setConstant(1e308, for: c) }?.kind == .unknownConstraint)
    }
}
