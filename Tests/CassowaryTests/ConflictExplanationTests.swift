import Cassowary
import Testing

/// Whether a fresh solver holding `held` (added in order) accepts `constraint`.
func accepts(_ held: [Constraint], _ constraint: Constraint) -> Bool {
    let solver = Solver()
    for c in held where thrownError({ try solver.add(c) }) != nil { return false }
    return thrownError { try solver.add(constraint) } == nil
}

/// Whether `conflicts` is an irreducible explanation of why `constraint` cannot join `held` (see
/// ``expectIrreducible(_:of:held:sourceLocation:)``), each member with the constant `holder` holds
/// for it.
func isIrreducible(
    _ conflicts: [Constraint], of constraint: Constraint, held: [Constraint], holder: Solver? = nil
) -> Bool {
    let indices = conflicts.map { c in held.firstIndex { $0 === c } }
    let members = conflicts.map { c in holder.map { asHeld(c, by: $0) } ?? c }
    guard indices.allSatisfy({ $0 != nil }), indices.map({ $0! }) == indices.map({ $0! }).sorted(),
        Set(indices.map { $0! }).count == indices.count, conflicts.allSatisfy({ $0.strength == .required }),
        !accepts(members, constraint)
    else { return false }
    return members.indices.allSatisfy { i in
        var rest = members
        rest.remove(at: i)
        return accepts(rest, constraint)
    }
}

/// Expects `conflicts` to be an irreducible explanation of why `constraint` cannot join `held`:
/// required members of `held` in their order, that reject `constraint` on their own and accept it
/// without any one of them (each member with the constant `holder` holds for it).
func expectIrreducible(
    _ conflicts: [Constraint], of constraint: Constraint, held: [Constraint], holder: Solver? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let members = conflicts.map { c in holder.map { asHeld(c, by: $0) } ?? c }
    let positions = conflicts.map { c in held.firstIndex { $0 === c } }
    #expect(positions.allSatisfy { $0 != nil }, "every conflict is held", sourceLocation: sourceLocation)
    let indices = positions.compactMap { $0 }
    #expect(indices == indices.sorted() && Set(indices).count == indices.count, sourceLocation: sourceLocation)
    #expect(conflicts.allSatisfy { $0.strength == .required }, sourceLocation: sourceLocation)
    #expect(!accepts(members, constraint), "the conflicts alone reject it", sourceLocation: sourceLocation)
    for (i, member) in members.enumerated() {
        var rest = members
        rest.remove(at: i)
        #expect(accepts(rest, constraint), "without \(member) it is accepted", sourceLocation: sourceLocation)
    }
}

@Suite("Explanations of unsatisfiable constraints")
struct ConflictExplanationTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    @Test func onlyTheBoundThatConflicts() throws {
        let solver = Solver()
        let lower = x >= 10
        let upper = x <= 20
        let other = y == 5
        try solver.add([lower, upper, other])
        let new = x >= 30
        let error = thrownError { try solver.add(new) }
        #expect(error?.kind == .unsatisfiableConstraint)
        #expect(error?.constraint === new)
        #expect(same(error?.conflicts ?? [], [upper]), "\(error?.conflicts ?? [])")
    }

    @Test func chainListsEveryMemberInAddOrder() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let d = Variable("d")
        let e = Variable("e")
        let solver = Solver()
        let ab = a == b + 1
        let unrelated = e == 5
        let bc = b == c + 1
        let optional = (a == 0) | .strong
        let cd = c == d + 1
        let dPositive = d >= 0
        let held = [ab, unrelated, bc, optional, cd, dPositive]
        try solver.add(held)
        let new = a <= 2
        let conflicts = thrownError { try solver.add(new) }?.conflicts ?? []
        #expect(same(conflicts, [ab, bc, cd, dPositive]), "\(conflicts)")
        // Removing any member from the solver makes the add succeed.
        for member in [ab, bc, cd, dPositive] {
            #expect(accepts(held.filter { $0 !== member }, new), "without \(member)")
        }
        #expect(!accepts(held.filter { $0 !== unrelated }, new))
    }

    @Test func orderFollowsReAdding() throws {
        let solver = Solver()
        let first = y == x + 1
        let second = z == y + 1
        let third = x >= 0
        try solver.add([first, second, third])
        try solver.remove(first)
        try solver.add(first)
        let conflicts = thrownError { try solver.add(z <= 1) }?.conflicts ?? []
        #expect(same(conflicts, [second, third, first]), "\(conflicts)")
    }

    @Test func conflictWhileAddingTheThirdOfThree() throws {
        let solver = Solver()
        let sum = x + y == 10
        let xBound = x >= 8
        try solver.add([sum, xBound])
        let yBound = y >= 5
        let error = thrownError { try solver.add(yBound) }
        #expect(same(error?.conflicts ?? [], [sum, xBound]))
        #expect(error?.conflicts?.contains { $0 === yBound } == false)
    }

    @Test func equalityAgainstEquality() throws {
        let solver = Solver()
        let five = x == 5
        try solver.add(five)
        try solver.add((x == 6) | .strong)
        let six = x == 6
        #expect(same(thrownError { try solver.add(six) }?.conflicts ?? [], [five]))
    }

    @Test func theTighterBoundIsTheExplanation() throws {
        // x >= 10 alone would allow x <= 12; only x >= 15 is needed to explain the conflict.
        let solver = Solver()
        let loose = x >= 10
        let tight = x >= 15
        try solver.add([loose, tight])
        let conflicts = thrownError { try solver.add(x <= 12) }?.conflicts ?? []
        #expect(same(conflicts, [tight]), "\(conflicts)")
    }

    @Test func oneOfTwoAlternativeExplanations() throws {
        // Each of x >= 15 and x >= 20 explains the conflict with x <= 12 on its own.
        let solver = Solver()
        let fifteen = x >= 15
        let twenty = x >= 20
        try solver.add([fifteen, twenty])
        let new = x <= 12
        let conflicts = thrownError { try solver.add(new) }?.conflicts ?? []
        #expect(conflicts.count == 1)
        expectIrreducible(conflicts, of: new, held: [fifteen, twenty])
    }

    @Test func twoSidedSqueeze() throws {
        // x <= 5 against: x + y == 10 and y >= 0 (x <= 10, no matter), x >= 4 (no matter), and
        // z == x - 6 with z >= 0 (x >= 6: the explanation).
        let solver = Solver()
        let sum = x + y == 10
        let yPositive = y >= 0
        let xLower = x >= 4
        let link = z == x - 6
        let zPositive = z >= 0
        let held = [sum, yPositive, xLower, link, zPositive]
        try solver.add(held)
        let new = x <= 5
        let conflicts = thrownError { try solver.add(new) }?.conflicts ?? []
        #expect(same(conflicts, [link, zPositive]), "\(conflicts)")
        expectIrreducible(conflicts, of: new, held: held)
    }

    @Test func noHeldConstraintIsNeeded() throws {
        let solver = Solver()
        try solver.add(x == 1)
        let impossible = Constraint(LinearExpression(1), .lessThanOrEqual)
        let error = thrownError { try solver.add(impossible) }
        #expect(error?.kind == .unsatisfiableConstraint)
        #expect(error?.conflicts?.isEmpty == true)
        let cancelled = x - x == 2
        #expect(thrownError { try solver.add(cancelled) }?.conflicts?.isEmpty == true)
    }

    @Test func optionalAndEditConstraintsAreNeverInTheExplanation() throws {
        let solver = Solver()
        let upper = x <= 20
        try solver.add((x >= 50) | .strong)
        try solver.add(upper)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(100, for: x)
        let new = x >= 40
        let conflicts = thrownError { try solver.add(new) }?.conflicts ?? []
        #expect(same(conflicts, [upper]), "\(conflicts)")
    }

    @Test func rowOfBoxesThatDoesNotFit() throws {
        // Edges e0...e5 of three boxes in a row in a container 0...100: boxes at least 30 wide,
        // gaps of 10. 3 × 30 + 2 × 10 = 110 > 100, so the second gap cannot be added.
        let e = variables(6, prefix: "e")
        let solver = Solver()
        let left = e[0] == 0
        let loose = e[1] <= 95
        let right = e[5] == 100
        let widths = [e[1] - e[0] >= 30, e[3] - e[2] >= 30, e[5] - e[4] >= 30]
        let gap1 = e[2] == e[1] + 10
        let held = [left, loose, right] + widths + [gap1, (e[1] == 50) | .medium]
        try solver.add(held)
        let gap2 = e[4] == e[3] + 10
        let conflicts = thrownError { try solver.add(gap2) }?.conflicts ?? []
        let expected = [left, right] + widths + [gap1]
        #expect(same(conflicts, expected), "\(conflicts)")
        for member in expected {
            #expect(accepts(held.filter { $0 !== member }, gap2), "without \(member)")
        }
        // The solver is as before: the first box is where the medium wish puts it.
        solver.updateVariables()
        expectValue(e[1], 50)
        expectValue(e[2], 60)
    }
}
