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

    /// The differential test's seed 202, shrunk: v0 ranges over [-342, 9] at the optimum (every
    /// error is zero), yet removing the edit variable left rounding of its weighed rows (2.5e-8 on a
    /// level weighing 5e6) on the free slack that moves v0, which an exact test read as a cost.
    @Test func freeAfterRemovalsLeaveRoundOffInTheObjective() throws {
        let (v0, v1, v2, v3) = (Variable("v0"), Variable("v1"), Variable("v2"), Variable("v3"))
        let solver = Solver()
        let replaced = (-3 * v1 + 3 * v0 + 39 == 0) | Strength(strong: 5, medium: 2, weak: 3, weight: 1)
        try solver.add((2 * v0 + 3 * v2 - 33 == 0) | Strength(strong: 10, medium: 1, weak: 5, weight: 0.5))
        try solver.add(replaced)
        try solver.add(
            (-2 * v0 - 2 * v2 + 3 * v1 - 2 * v3 + 37 >= 0) | Strength(strong: 0, medium: 5, weak: 2, weight: 1))
        try solver.addEditVariable(v1, strength: .medium)
        try solver.add(3 * v3 - v0 - 2 * v2 - 26 == 0)
        try solver.add((2 * v0 + v3 - 3 * v1 + 2 * v2 + 17 == 0) | Strength(strong: 3, medium: 3, weak: 0, weight: 1))
        try solver.remove(replaced)
        try solver.add((v3 - 15 >= 0) | Strength(strong: 5, medium: 1, weak: 0, weight: 1))
        try solver.removeEditVariable(v1)
        for v in [v0, v1, v2, v3] { #expect(solver.isAmbiguous(v), "\(v)") }
        // Each is free indeed: pinning v0 at either end of its range costs nothing.
        for end in [-342.0, 9] {
            let pin = (v0 == end) | .weak
            try solver.add(pin)
            solver.updateVariables()
            expectValue(v0, end, tolerance: 1e-7)
            try solver.remove(pin)
        }
    }
}
