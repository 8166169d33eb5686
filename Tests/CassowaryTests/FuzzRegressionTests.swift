import Cassowary
import Testing

/// The failures the solver fuzzer (Fuzz/SolverFuzzer, Scripts/fuzz.sh) found, replayed from the
/// calls it printed; each failed before its fix.
@Suite("Fuzzer regressions")
struct FuzzRegressionTests {
    /// Two copies of a required equality: the second is redundant, held by a row whose basic symbol
    /// is its dummy (`d4 = d2`). Removing the first moved its marker through the row of the bound
    /// (kiwi's choice, by ratio) and left `d4 = 47`: the second copy broken by 47. kiwi 1.5.1 does
    /// the same.
    @Test func removingOneOfTwoEqualEqualitiesKeepsTheOther() throws {
        let v0 = Variable("v0")
        let solver = Solver()
        let c0 = Constraint(LinearExpression([Term(v0, 2.0)], constant: -18.0), .lessThanOrEqual)
        try solver.add(c0)
        let c1 = Constraint(LinearExpression([Term(v0, -3.0)], constant: -20.0), .equal)
        try solver.add(c1)
        let c2 = Constraint(LinearExpression([Term(v0, -3.0)], constant: -20.0), .equal)
        try solver.add(c2)
        try solver.remove(c1)
        solver.updateVariables()
        expectValue(v0, -20.0 / 3)
        #expect(c2.isSatisfied(tolerance: 1e-9))
        try solver.remove(c2)
        solver.updateVariables()
        #expect(c0.isSatisfied())
    }

    /// After a dozen adds and removes, v1 had left every row but kept a cell of 1.2e-8 in the
    /// objective (its rows' cells cancelled below epsilon, the strong-weighted objective's did not).
    /// The next constraint on v1 made it basic without substituting it into the objective, which
    /// then referenced a basic symbol: the debug invariant check trapped.
    @Test func aVariableLeftOnlyInTheObjectiveIsSubstitutedThere() throws {
        let v0 = Variable("v0")
        let v1 = Variable("v1")
        let v2 = Variable("v2")
        let v3 = Variable("v3")
        let solver = Solver()
        try solver.addEditVariable(v0, strength: .weak)
        let c0 = Constraint(
            LinearExpression([Term(v3, 1.0), Term(v0, -3.0), Term(v2, -3.0)], constant: 0.0), .greaterThanOrEqual,
            strength: .medium)
        try solver.add(c0)
        let c1 = Constraint(
            LinearExpression([Term(v1, -1.0), Term(v2, 1.0), Term(v3, 3.0)], constant: -11.0), .equal, strength: .weak)
        try solver.add(c1)
        try solver.removeEditVariable(v0)
        let c2 = Constraint(LinearExpression([Term(v1, 4.0), Term(v3, 1.0)], constant: -15.0), .equal)
        try solver.add(c2)
        let c3 = Constraint(
            LinearExpression([Term(v3, -3.0), Term(v1, -2.0)], constant: -19.0), .lessThanOrEqual, strength: .medium)
        try solver.add(c3)
        let c4 = Constraint(
            LinearExpression([Term(v1, -1.0), Term(v2, -3.0)], constant: 16.0), .greaterThanOrEqual, strength: .medium)
        try solver.add(c4)
        try solver.remove(c0)
        let c5 = Constraint(
            LinearExpression([Term(v0, -1.0), Term(v2, 1.0)], constant: -15.0), .equal, strength: .strong)
        try solver.add(c5)
        try solver.addEditVariable(v0, strength: .strong)
        try solver.suggestValue(5.0, for: v0)
        let c6 = Constraint(LinearExpression([Term(v1, 2.0)], constant: -6.0), .greaterThanOrEqual, strength: .strong)
        try solver.add(c6)
        let c7 = Constraint(LinearExpression([Term(v0, -3.0)], constant: -20.0), .equal)
        try solver.add(c7)
        let c8 = Constraint(LinearExpression([Term(v1, 2.0)], constant: -15.0), .greaterThanOrEqual, strength: .weak)
        try solver.add(c8)
        try solver.remove(c5)
        let c9 = Constraint(LinearExpression([Term(v1, 1.0), Term(v0, -6.0)], constant: -20.0), .equal)
        try solver.add(c9)
        for c in [c7, c4, c6, c8, c2, c1, c9, c3] { try solver.remove(c) }
        let c10 = Constraint(
            LinearExpression([Term(v1, -3.0), Term(v0, -6.0)], constant: -15.0), .equal, strength: .weak)
        try solver.add(c10)
        solver.updateVariables()
        expectValue(v0, 5)
        expectValue(v1, -15)
    }
}
