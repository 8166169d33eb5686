import Cassowary
import TestSupport
import Testing

@Suite("Strict priority levels, and kiwi's weights on level 0")
struct StrictPriorityTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func oneHigherLevelConstraintBeatsAThousandAndOneLowerOnes() throws {
        let solver = Solver()
        let lower = SanitizerRuntime.count(full: 1001, sanitized: 101)
        for _ in 0..<lower { try solver.add((x == 0) | Strength(level: 250)) }
        let high = (x == 100) | Strength(level: 251)
        try solver.add(high)
        solver.updateVariables()
        expectValue(x, 100)
        try solver.remove(high)
        solver.updateVariables()
        expectValue(x, 0)
    }

    @Test func weightsOnOneLevelAddUp() throws {
        // The same contest with weights on level 0: two of weight 250 already beat one of 251.
        let solver = Solver()
        for _ in 0..<2 { try solver.add((x == 0) | Strength(level: 0, weight: 250)) }
        try solver.add((x == 100) | Strength(level: 0, weight: 251))
        solver.updateVariables()
        expectValue(x, 0)
    }

    @Test func enoughMediumsOutweighOneStrongLikeKiwi() throws {
        // kiwi's weighted semantics, kept on level 0: 11 × 91 mediums (1,001,000) > one strong
        // (1,000,000) > 10 × 91 mediums. (Standing in for 1001 plain mediums, to keep the test fast.)
        let medium91 = Strength(strong: 0, medium: 91, weak: 0)
        let solver = Solver()
        try solver.add((x == 0) | .strong)
        for _ in 0..<11 { try solver.add((x == 10) | medium91) }
        solver.updateVariables()
        expectValue(x, 10)

        let other = Solver()
        try other.add((y == 0) | .strong)
        for _ in 0..<10 { try other.add((y == 10) | medium91) }
        other.updateVariables()
        expectValue(y, 0)
    }

    @Test func twoWeaksBeatOneWeak() throws {
        let solver = Solver()
        try solver.add((x == 20) | .weak)
        try solver.add((x == 10) | .weak)
        try solver.add((x == 10) | .weak)
        solver.updateVariables()
        expectValue(x, 10)
    }

    @Test func levelOneBeatsKiwiStrong() throws {
        let solver = Solver()
        try solver.add((x <= 40) | Strength(level: 1, weight: 0.001))
        try solver.add((x == 50) | Strength(strong: 1000, medium: 1000, weak: 999))
        solver.updateVariables()
        expectValue(x, 40)
    }

    @Test func weightsWithinALevel() throws {
        let solver = Solver()
        try solver.add((x == 10) | Strength(level: 3, weight: 2))
        try solver.add((x == 20) | Strength(level: 3, weight: 1))
        try solver.add((x == 30) | Strength(level: 2, weight: 1000))
        solver.updateVariables()
        expectValue(x, 10)
    }

    @Test func higherLevelFirstThenLowerLevelsOnWhatIsLeft() throws {
        // x + y == 100; level 2 wants x >= 60, level 1 wants y >= 60: level 2 is met (x >= 60), and
        // level 1 then gets as close as it can (y = 40). A weak x == y cannot undo either.
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add((x >= 60) | Strength(level: 2))
        try solver.add((y >= 60) | Strength(level: 1))
        try solver.add((x == y) | .weak)
        solver.updateVariables()
        expectValue(x, 60)
        expectValue(y, 40)
    }

    @Test func lowerLevelBreaksTiesOfHigherLevel() throws {
        // x + y == 100; at level 2, x == 30 and y == 80 cost 10 for every x in 20...30. Level 1's
        // x == 0 picks x = 20 among them.
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add((x == 30) | Strength(level: 2))
        try solver.add((y == 80) | Strength(level: 2))
        try solver.add((x == 0) | Strength(level: 1))
        solver.updateVariables()
        expectValue(x, 20)
        expectValue(y, 80)
    }

    @Test func levelsAreKeptThroughEditsAndConstantChanges() throws {
        let solver = Solver()
        let cap = (x <= 100) | Strength(level: 5)
        try solver.add(cap)
        try solver.add(y == x + 1)
        try solver.addEditVariable(x, strength: Strength(level: 4, weight: 1e6))
        try solver.suggestValue(150, for: x)
        solver.updateVariables()
        expectValue(x, 100)
        try solver.setConstant(-120, for: cap)
        solver.updateVariables()
        expectValue(x, 120)
        expectValue(y, 121)
        try solver.suggestValue(110, for: x)
        solver.updateVariables()
        expectValue(x, 110)
        try solver.remove(cap)
        try solver.suggestValue(150, for: x)
        solver.updateVariables()
        expectValue(x, 150)
    }

    @Test func manyLevelsStackInOrder() throws {
        // x == k at level k for k = 1...20 (added lowest first, then highest first): level 20 wins.
        for order in [Array(1...20), Array((1...20).reversed())] {
            let solver = Solver()
            for k in order { try solver.add((x == Double(k)) | Strength(level: k)) }
            solver.updateVariables()
            expectValue(x, 20)
        }
    }

    @Test func requiredStillBeatsEveryLevel() throws {
        let solver = Solver()
        try solver.add(x <= 5)
        try solver.add((x == 50) | Strength(level: 1_000_000, weight: 1e12))
        solver.updateVariables()
        expectValue(x, 5)
    }
}
