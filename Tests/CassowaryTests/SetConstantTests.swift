import Cassowary
import Testing

@Suite("Changing a held constraint's constant")
struct SetConstantTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    @Test func equalityMovesItsVariables() throws {
        let solver = Solver()
        let c = x == 3 * y + 1
        try solver.add(c)
        try solver.add(y == 2)
        solver.updateVariables()
        expectValue(x, 7)
        try solver.setConstant(-7, for: c)
        #expect(try solver.constant(for: c) == -7)
        expectExpression(c.expression, [(x, 1), (y, -3)], -1)
        solver.updateVariables()
        expectValue(x, 13)
        try solver.setConstant(5, for: c)
        solver.updateVariables()
        expectValue(x, 1)
        #expect(same(solver.constraints.filter { $0 === c }, [c]))
    }

    /// One constraint held by two solvers carries a constant of its own in each: each solver's
    /// results are those of remove + add of the constraint with its own constant, and the
    /// constraint itself keeps the constant it was made with.
    @Test func eachSolverHoldsItsOwnConstant() throws {
        let c = x >= y + 10  // x - y - 10 >= 0, held tight by a weak pull of x to 0
        func build(_ constraint: Constraint) throws -> Solver {
            let solver = Solver()
            try solver.add(constraint)
            try solver.add((y == 5) | .strong)
            try solver.add((x == 0) | .weak)
            return solver
        }
        func reference(_ constant: Double) throws -> [Double] {
            let changed = Constraint(LinearExpression(c.expression.terms, constant: constant), c.relation)
            return published(try build(changed), [x, y])
        }
        let first = try build(c)
        let second = try build(c)
        for (k1, k2) in [(-20.0, -30.0), (-25, -15), (-10, -40)] {
            try first.setConstant(k1, for: c)
            try second.setConstant(k2, for: c)
            #expect(try first.constant(for: c) == k1)
            #expect(try second.constant(for: c) == k2)
            #expect(c.expression.constant == -10)
            #expect(close(published(first, [x, y]), try reference(k1)), "first solver at \(k1)")
            #expect(close(published(second, [x, y]), try reference(k2)), "second solver at \(k2)")
        }
        // Removed and added again, the constraint comes back with its own constant.
        try first.remove(c)
        try first.add(c)
        #expect(try first.constant(for: c) == -10)
        #expect(close(published(first, [x, y]), try reference(-10)))
        #expect(try second.constant(for: c) == -40)
    }

    @Test func inequalityBecomesActiveAndInactive() throws {
        let solver = Solver()
        let c = x >= 10
        try solver.add(c)
        try solver.add((x == 0) | .weak)
        solver.updateVariables()
        expectValue(x, 10)
        try solver.setConstant(-25, for: c)
        solver.updateVariables()
        expectValue(x, 25)
        try solver.setConstant(5, for: c)
        solver.updateVariables()
        expectValue(x, 0)
        try solver.setConstant(-3, for: c)
        solver.updateVariables()
        expectValue(x, 3)
    }

    @Test func inactiveBoundMovesWithoutMovingItsVariable() throws {
        // x >= 10 is slack while the weak x == 100 holds; moving its constant must not move x.
        let solver = Solver()
        let c = x >= 10
        try solver.add(c)
        try solver.add((x == 100) | .weak)
        try solver.setConstant(-3, for: c)
        solver.updateVariables()
        expectValue(x, 100)
        try solver.setConstant(-150, for: c)
        solver.updateVariables()
        expectValue(x, 150)
        try solver.setConstant(-30, for: c)
        solver.updateVariables()
        expectValue(x, 100)
    }

    @Test func optionalConstraint() throws {
        let solver = Solver()
        let c = (x == 10) | .strong
        try solver.add(c)
        try solver.add((x == 20) | .weak)
        try solver.add(y == x + 1)
        try solver.setConstant(-30, for: c)
        solver.updateVariables()
        expectValue(x, 30)
        expectValue(y, 31)
    }

    @Test func throughAChainOfEqualities() throws {
        // right == left + width, width == 100 (the constant to change), left == 20.
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let solver = Solver()
        let widthConstraint = width == 100
        try solver.add(right == left + width)
        try solver.add(widthConstraint)
        try solver.add(left == 20)
        solver.updateVariables()
        expectValue(right, 120)
        try solver.setConstant(-250, for: widthConstraint)
        solver.updateVariables()
        expectValue(width, 250)
        expectValue(right, 270)
    }

    @Test func thenRemoveLeavesTheRestIntact() throws {
        let solver = Solver()
        let c = x >= 10
        try solver.add((x == 0) | .weak)
        try solver.add(c)
        try solver.setConstant(-25, for: c)
        try solver.remove(c)
        solver.updateVariables()
        expectValue(x, 0)
        // Adding it back holds the constraint's own constant: the change lived in the solver.
        try solver.add(c)
        solver.updateVariables()
        expectValue(x, 10)
    }

    @Test func withEditVariables() throws {
        // The edit on y is strong; c is required, so it wins.
        let solver = Solver()
        let c = x + y == 100
        try solver.add(c)
        try solver.add(x >= 0)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(30, for: y)
        solver.updateVariables()
        expectValue(x, 70)
        try solver.setConstant(-50, for: c)
        solver.updateVariables()
        expectValue(x, 20)
        expectValue(y, 30)
        try solver.setConstant(-10, for: c)
        solver.updateVariables()
        expectValue(x, 0)
        expectValue(y, 10)
        try solver.suggestValue(4, for: y)
        solver.updateVariables()
        expectValue(x, 6)
        expectValue(y, 4)
    }

    /// Values of a, b, c after each new constant of the gap constraint `b - a + k >= 0`: set in place
    /// (`incremental`), or by removing the constraint and adding a copy with the new constant.
    private func gapSteps(incremental: Bool) throws -> [[Double]] {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let solver = Solver()
        try solver.add(a >= 0)
        try solver.add(c <= b + 5)
        try solver.add((c == 100) | .strong)
        try solver.add((a == 50) | .medium)
        try solver.add((b == 20) | .weak)
        var gap = b - a >= 10
        try solver.add(gap)
        var out: [[Double]] = []
        for k in [-30.0, -60, 0, -100, 7] {
            if incremental {
                try solver.setConstant(k, for: gap)
            } else {
                try solver.remove(gap)
                gap = Constraint(LinearExpression(gap.expression.terms, constant: k), .greaterThanOrEqual)
                try solver.add(gap)
            }
            out.append(published(solver, [a, b, c]))
        }
        return out
    }

    @Test func equalsRemoveAndAdd() throws {
        let incremental = try gapSteps(incremental: true)
        let rebuilt = try gapSteps(incremental: false)
        // By hand: c == 100 (strong) needs b >= 95; a stays at 50 (medium); b (weak, wants 20) is
        // pushed to max(95, a - k).
        let expected: [[Double]] = [[50, 95, 100], [50, 110, 100], [50, 95, 100], [50, 150, 100], [50, 95, 100]]
        #expect(incremental.count == expected.count)
        for (i, (got, want)) in zip(incremental, expected).enumerated() {
            #expect(close(got, want), "step \(i): setConstant gave \(got), expected \(want)")
        }
        for (i, (got, want)) in zip(rebuilt, expected).enumerated() {
            #expect(close(got, want), "step \(i): remove + add gave \(got), expected \(want)")
        }
    }

    @Test func unsatisfiableRequiredChangeThrowsAndChangesNothing() throws {
        let solver = Solver()
        let lower = x >= 10
        let upper = x <= 20
        try solver.add(lower)
        try solver.add(upper)
        let weakZero = (x == 0) | .weak
        try solver.add(weakZero)
        let error = thrownError { try solver.setConstant(-30, for: lower) }
        #expect(error?.kind == .unsatisfiableConstraint)
        #expect(error?.constraint === lower)
        #expect(error?.conflicts?.contains { $0 === upper } == true)
        #expect(error?.conflicts?.allSatisfy { $0 === upper || $0 === lower } == true)
        #expect(try solver.constant(for: lower) == -10)
        #expect(same(solver.constraints, [lower, upper, weakZero]))
        solver.updateVariables()
        expectValue(x, 10)
        try solver.remove(lower)
        solver.updateVariables()
        expectValue(x, 0)
    }

    @Test func unknownConstraint() {
        let solver = Solver()
        let c = x == 1
        let error = thrownError { try solver.setConstant(3, for: c) }
        #expect(error?.kind == .unknownConstraint)
        #expect(error?.constraint === c)
        #expect(c.expression.constant == -1)
        #expect(thrownError { _ = try solver.constant(for: c) }?.kind == .unknownConstraint)
    }

    @Test func removedConstraintIsUnknown() throws {
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        try solver.remove(c)
        #expect(thrownError { try solver.setConstant(3, for: c) }?.kind == .unknownConstraint)
    }

    @Test func nonFiniteConstant() throws {
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(thrownError { try solver.setConstant(bad, for: c) }?.kind == .nonFiniteValue)
            #expect(try solver.constant(for: c) == -1)
        }
        solver.updateVariables()
        expectValue(x, 1)
    }

    @Test func requiredChainThatBecomesInfeasible() throws {
        // z == y + 5, y == x + 5, x >= 0; cap: z <= 100 → setting cap's constant to -5 (z <= 5) conflicts.
        let solver = Solver()
        let cs = [z == y + 5, y == x + 5, x >= 0]
        try solver.add(cs)
        let cap = z <= 100
        try solver.add(cap)
        try solver.add((x == 50) | .weak)
        let error = thrownError { try solver.setConstant(-5, for: cap) }
        #expect(error?.kind == .unsatisfiableConstraint)
        #expect(same(error?.conflicts?.filter { $0 !== cap } ?? [], cs))
        #expect(try solver.constant(for: cap) == -100)
        solver.updateVariables()
        expectValue(x, 50)
        expectValue(z, 60)
        try solver.setConstant(-10, for: cap)
        solver.updateVariables()
        expectValue(x, 0)
        expectValue(z, 10)
    }
}
