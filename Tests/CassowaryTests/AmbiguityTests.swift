import Cassowary
import Testing

@Suite("Ambiguity: variables the optimum leaves free")
struct AmbiguityTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func freeAlongAnEquality() throws {
        let solver = Solver()
        try solver.add(x + y == 10)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.add((y == 3) | .weak)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        solver.updateVariables()
        expectValue(x, 7)
    }

    @Test func freeBetweenBounds() throws {
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 10)
        #expect(solver.isAmbiguous(x))
        try solver.add((x == 20) | .weak)
        #expect(!solver.isAmbiguous(x))
        solver.updateVariables()
        expectValue(x, 10)
    }

    @Test func pinnedByRequiredEquality() throws {
        let solver = Solver()
        try solver.add(x == 4)
        try solver.add(y == 2 * x)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func editVariablesAreDetermined() throws {
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.addEditVariable(x, strength: .weak)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        try solver.removeEditVariable(x)
        #expect(solver.isAmbiguous(x))
    }

    @Test func tiedWishesLeaveAChoice() throws {
        // x + y == 10 with weak x == 8 and weak y == 8: any x in 2...8 costs 6.
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add((x == 8) | .weak)
        try solver.add((y == 8) | .weak)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        // A level-1 preference breaks the tie.
        try solver.add((x == 5) | Strength(level: 1))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        solver.updateVariables()
        expectValue(x, 5)
        expectValue(y, 5)
    }

    @Test func tieAtAHigherLevelBrokenBelow() throws {
        // The tie on level 2 is broken by a weak (level 0) wish: no ambiguity.
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add((x == 8) | Strength(level: 2))
        try solver.add((y == 8) | Strength(level: 2))
        #expect(solver.isAmbiguous(x))
        try solver.add((x == 0) | .weak)
        #expect(!solver.isAmbiguous(x))
        solver.updateVariables()
        expectValue(x, 2)
        expectValue(y, 8)
    }
}
