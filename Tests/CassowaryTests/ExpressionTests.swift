import Cassowary
import Testing

@Suite("Expressions and constraints built with operators")
struct ExpressionTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    @Test func variableAndConstant() {
        expectExpression(x + 2, [(x, 1)], 2)
        expectExpression(2 + x, [(x, 1)], 2)
        expectExpression(x - 2, [(x, 1)], -2)
        expectExpression(5 - x, [(x, -1)], 5)
        expectExpression(LinearExpression(7), [], 7)
        expectExpression(LinearExpression(x), [(x, 1)], 0)
    }

    @Test func multiplicationAndDivision() {
        expectExpression(3 * x, [(x, 3)], 0)
        expectExpression(x * 3, [(x, 3)], 0)
        expectExpression(x / 4, [(x, 0.25)], 0)
        expectExpression((x + 4) / 2, [(x, 0.5)], 2)
        expectExpression((x + y) * 2, [(x, 2), (y, 2)], 0)
        expectExpression(-2 * (x - 3 * y + 1), [(x, -2), (y, 6)], -2)
        expectExpression(Term(x, 3) * 2, [(x, 6)], 0)
    }

    @Test func negation() {
        expectExpression(-x, [(x, -1)], 0)
        expectExpression(-(x + 2), [(x, -1)], -2)
        expectExpression(-Term(y, 4), [(y, -4)], 0)
    }

    @Test func sumsKeepTermsInWrittenOrder() {
        expectExpression(2 * x - y + 10, [(x, 2), (y, -1)], 10)
        expectExpression(Term(x, 3) + Term(y, 2), [(x, 3), (y, 2)], 0)
        expectExpression(z + Term(x, 3) - (y + 1), [(z, 1), (x, 3), (y, -1)], -1)
        // Sums do not merge: that is `reduced`'s job.
        expectExpression(x + x, [(x, 1), (x, 1)], 0)
    }

    @Test func reducedMergesTermsInOrderOfFirstAppearance() {
        expectExpression((y + x + 2 * y).reduced, [(y, 3), (x, 1)], 0)
        expectExpression((x - x + y + 4).reduced, [(y, 1)], 4)
        expectExpression((x + 2 * z - x - 2 * z - 1).reduced, [], -1)
    }

    @Test func reducedKeepsAReducedExpressionAndCatchesLateRepeatsAndZeros() {
        // Already reduced: the same terms, in the same order.
        expectExpression((x - 2 * y + 3 * z + 1).reduced, [(x, 1), (y, -2), (z, 3)], 1)
        // A repeat far from the first term, and a zero term, are still reduced.
        expectExpression((x + y + z + 2 * x).reduced, [(x, 3), (y, 1), (z, 1)], 0)
        expectExpression((x + 0 * y + z).reduced, [(x, 1), (z, 1)], 0)
        // Past the short-expression check, the same result.
        let many = (0..<12).map { Variable("v\($0)") }
        let long = many.reduce(LinearExpression(many[3])) { $0 + $1 }
        #expect(long.reduced.terms.count == 12)
        #expect(long.reduced.terms[0].variable === many[3] && long.reduced.terms[0].coefficient == 2)
        // A constraint holds the reduced expression.
        expectExpression((x + y == x).expression, [(y, 1)], 0)
    }

    @Test func equalityHoldsLeftMinusRight() {
        let c = x == 3 * y + 1
        expectExpression(c.expression, [(x, 1), (y, -3)], -1)
        #expect(c.relation == .equal)
        #expect(c.strength == .required)
        #expect(c.description == "x - 3 * y - 1 == 0 | required")
    }

    @Test func inequalities() {
        let le = x <= 10
        expectExpression(le.expression, [(x, 1)], -10)
        #expect(le.relation == .lessThanOrEqual)
        let leReversed = 10 <= x
        expectExpression(leReversed.expression, [(x, -1)], 10)
        #expect(leReversed.relation == .lessThanOrEqual)
        let ge = x >= y
        expectExpression(ge.expression, [(x, 1), (y, -1)], 0)
        #expect(ge.relation == .greaterThanOrEqual)
        let geConstant = 4 >= 2 * y
        expectExpression(geConstant.expression, [(y, -2)], 4)
    }

    @Test func constraintsBetweenEveryKindOfOperand() {
        expectExpression((x == y).expression, [(x, 1), (y, -1)], 0)
        expectExpression((Term(x, 2) == y + 1).expression, [(x, 2), (y, -1)], -1)
        expectExpression((x + 1 <= Term(y, 3)).expression, [(x, 1), (y, -3)], 1)
        expectExpression((5 == x).expression, [(x, -1)], 5)
        expectExpression((x / 2 >= y / 4 + 1).expression, [(x, 0.5), (y, -0.25)], -1)
    }

    @Test func constraintExpressionIsReduced() {
        let c = x + y == 2 * x - y + 3
        expectExpression(c.expression, [(x, -1), (y, 2)], -3)
        let d = Constraint(x + x - 2 * y + y, .equal)
        expectExpression(d.expression, [(x, 2), (y, -1)], 0)
        let e = x + y >= y
        expectExpression(e.expression, [(x, 1)], 0)
    }

    @Test func explicitInitializer() {
        let c = Constraint(2 * x - y, .lessThanOrEqual, strength: .weak)
        expectExpression(c.expression, [(x, 2), (y, -1)], 0)
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.strength == .weak)
        #expect(Constraint(LinearExpression(x), .equal).strength == .required)
    }

    @Test func strengthModifierMakesANewConstraint() {
        let c = x >= 10
        let strong = c | .strong
        #expect(strong !== c)
        #expect(strong.strength == .strong)
        #expect(c.strength == .required)
        #expect(strong.relation == .greaterThanOrEqual)
        expectExpression(strong.expression, [(x, 1)], -10)
        #expect(strong.description == "x - 10 >= 0 | strong")
    }

    @Test func twoIdenticalConstraintsAreDistinct() {
        let a = x <= 10
        let b = x <= 10
        #expect(a !== b)
        #expect(a.id != b.id)
    }

    @Test func twelveTermExpressionTypeChecks() {
        let v = variables(12)
        let e =
            2 * v[0] - v[1] + 3 * v[2] + v[3] / 2 - 4 * v[4] + v[5] + 5 * v[6] - v[7] + v[8] * 2 + v[9]
            - 6 * v[10] + v[11] + 7
        expectExpression(
            e,
            [
                (v[0], 2), (v[1], -1), (v[2], 3), (v[3], 0.5), (v[4], -4), (v[5], 1), (v[6], 5), (v[7], -1),
                (v[8], 2), (v[9], 1), (v[10], -6), (v[11], 1),
            ],
            7
        )
        let c = v[0] + v[1] + v[2] + v[3] + v[4] + v[5] == v[6] + v[7] + v[8] + v[9] + v[10] + v[11] - 3
        #expect(c.expression.terms.count == 12)
        #expect(c.expression.constant == 3)
        #expect(c.expression.terms.map(\.coefficient) == [1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1])
    }

    /// A type of the caller's own: the operators read it through
    /// `linearExpression`, mixed with the types they build directly.
    struct Midpoint: LinearExpressionConvertible {
        let a: Variable
        let b: Variable
        var linearExpression: LinearExpression { LinearExpression([Term(a, 0.5), Term(b, 0.5)], constant: 1) }
    }

    @Test func operatorsAcceptAConvertibleTypeOfTheCallersOwn() {
        let mid = Midpoint(a: x, b: y)
        expectExpression(mid + z, [(x, 0.5), (y, 0.5), (z, 1)], 1)
        expectExpression(z - mid, [(z, 1), (x, -0.5), (y, -0.5)], -1)
        expectExpression(Term(z, 3) - mid, [(z, 3), (x, -0.5), (y, -0.5)], -1)
        expectExpression(mid * 4, [(x, 2), (y, 2)], 4)
        expectExpression(-mid, [(x, -0.5), (y, -0.5)], -1)
        expectExpression(2 - mid, [(x, -0.5), (y, -0.5)], 1)
        expectExpression(mid + 2, [(x, 0.5), (y, 0.5)], 3)
        expectExpression((mid == z).expression, [(x, 0.5), (y, 0.5), (z, -1)], 1)
        // A difference of variables has the constant 0, not -0.
        #expect((x - y).constant.sign == .plus)
        #expect((x - y).constant == 0)
    }

    @Test func valueUsesPublishedValues() throws {
        let solver = Solver()
        try solver.add(x == 3)
        try solver.add(y == 4)
        #expect((2 * x - y + 1).value == 1, "nothing is published before updateVariables()")
        solver.updateVariables()
        #expect((2 * x - y + 1).value == 3)
        #expect(Term(y, 0.5).value == 2)
        let c = x + y <= 6
        #expect(c.expression.value == 1)
        #expect(!c.isSatisfied())
        #expect(c.isSatisfied(tolerance: 1.5))
        #expect((x + y >= 6).isSatisfied())
        #expect((x + y == 7).isSatisfied())
    }

    @Test func descriptions() {
        #expect((2 * x - y + 10).description == "2 * x - y + 10")
        #expect((-x + 2 * y - 1.5).description == "-x + 2 * y - 1.5")
        #expect(LinearExpression(-3).description == "-3")
        #expect(LinearExpression().description == "0")
        #expect((x / 4).description == "0.25 * x")
        #expect(Variable().description == "<unnamed>")
        #expect(Relation.lessThanOrEqual.description == "<=")
        #expect(Relation.greaterThanOrEqual.description == ">=")
    }
}
