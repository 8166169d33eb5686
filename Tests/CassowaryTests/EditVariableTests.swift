import Cassowary
import Testing

@Suite("Edit variables and suggested values")
struct EditVariableTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    @Test func suggestMovesTheVariable() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        #expect(!solver.hasEditVariable(y))
        try solver.suggestValue(42, for: x)
        solver.updateVariables()
        expectValue(x, 42)
        try solver.suggestValue(-7.5, for: x)
        solver.updateVariables()
        expectValue(x, -7.5)
    }

    @Test func editConstraintStartsAtZeroLikeKiwi() throws {
        let solver = Solver()
        try solver.add((x == 10) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        solver.updateVariables()
        expectValue(x, 0)
        try solver.suggestValue(3, for: x)
        solver.updateVariables()
        expectValue(x, 3)
    }

    @Test func editConstraintIsHeld() throws {
        let solver = Solver()
        let c = x >= 0
        try solver.add(c)
        try solver.addEditVariable(x, strength: .medium)
        #expect(solver.constraints.count == 2)
        #expect(solver.constraints[0] === c)
        let edit = solver.constraints[1]
        #expect(edit.strength == .medium)
        #expect(edit.relation == .equal)
        #expect(edit.expression.terms.count == 1)
        #expect(edit.expression.terms.first?.variable === x)
        try solver.removeEditVariable(x)
        #expect(same(solver.constraints, [c]))
    }

    @Test func removingTheEditReleasesTheVariable() throws {
        let solver = Solver()
        try solver.add((x == 10) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(25, for: x)
        solver.updateVariables()
        expectValue(x, 25)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        solver.updateVariables()
        expectValue(x, 10)
        // It can be an edit variable again, starting from 0 once more.
        try solver.addEditVariable(x, strength: .strong)
        solver.updateVariables()
        expectValue(x, 0)
    }

    @Test func requiredConstraintsBoundTheSuggestion() throws {
        let solver = Solver()
        try solver.add(x <= 100)
        try solver.add(x >= -100)
        try solver.add(y == x + 1)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(150, for: x)
        solver.updateVariables()
        expectValue(x, 100)
        expectValue(y, 101)
        try solver.suggestValue(-500, for: x)
        solver.updateVariables()
        expectValue(x, -100)
        expectValue(y, -99)
        try solver.suggestValue(20, for: x)
        solver.updateVariables()
        expectValue(x, 20)
        expectValue(y, 21)
    }

    @Test func strongerEditWins() throws {
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(30, for: x)
        try solver.suggestValue(50, for: y)
        solver.updateVariables()
        expectValue(x, 30)
        expectValue(y, 70)
        // The weaker edit follows when the stronger one moves.
        try solver.suggestValue(90, for: x)
        solver.updateVariables()
        expectValue(x, 90)
        expectValue(y, 10)
        try solver.removeEditVariable(x)
        solver.updateVariables()
        expectValue(x, 50)
        expectValue(y, 50)
    }

    @Test func editBeatsOptionalConstraintsOfLowerStrength() throws {
        let solver = Solver()
        try solver.add((x <= 50) | .medium)
        try solver.add(y == 2 * x)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(80, for: x)
        solver.updateVariables()
        expectValue(x, 80)
        expectValue(y, 160)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(80, for: x)
        solver.updateVariables()
        expectValue(x, 50)
        expectValue(y, 100)
    }

    @Test func editOnAVariableOfNoConstraint() throws {
        let solver = Solver()
        try solver.addEditVariable(z, strength: .weak)
        try solver.suggestValue(7, for: z)
        solver.updateVariables()
        expectValue(z, 7)
    }

    @Test func editsOnStrictLevels() throws {
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.addEditVariable(x, strength: Strength(level: 2))
        try solver.addEditVariable(y, strength: Strength(level: 1, weight: 1000))
        try solver.suggestValue(4, for: x)
        try solver.suggestValue(4, for: y)
        solver.updateVariables()
        expectValue(x, 4)
        expectValue(y, 6)
    }

    @Test func manySuggestionsInARow() throws {
        // x == 2y with y edited; x is bounded to 0...50. Every suggestion is checked against
        // the value it must give, so the dual-simplex path is exercised in both directions.
        let solver = Solver()
        try solver.add(x == 2 * y)
        try solver.add(x >= 0)
        try solver.add(x <= 50)
        try solver.addEditVariable(y, strength: .strong)
        for s in [3.0, 30, -4, 12, 25, 25.5, 0, 100, 1] {
            try solver.suggestValue(s, for: y)
            solver.updateVariables()
            let expectedY = min(max(s, 0), 25)
            expectValue(y, expectedY)
            expectValue(x, 2 * expectedY)
        }
    }

    @Test func constraintsChangeAroundAnEdit() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(60, for: x)
        let cap = x <= 40
        try solver.add(cap)
        try solver.add(y == x - 10)
        solver.updateVariables()
        expectValue(x, 40)
        expectValue(y, 30)
        try solver.remove(cap)
        solver.updateVariables()
        expectValue(x, 60)
        expectValue(y, 50)
        try solver.suggestValue(61, for: x)
        solver.updateVariables()
        expectValue(y, 51)
    }
}
