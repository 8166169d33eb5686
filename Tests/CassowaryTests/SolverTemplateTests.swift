import Cassowary
import TestSupport
import Testing

/// Solvers started from a template of another solver's system
/// (`Solver.load(_:holding:)`): the same solution as adding the
/// constraints, and a refusal that changes nothing.
@Suite("Solver templates")
struct SolverTemplateTests {
    /// The shape of a random system: required orderings between variables,
    /// optional relations of random weights, and a weak pull on each
    /// variable, so that the optimum is unique. The constants are given
    /// apart, so that one shape makes systems with other constants.
    struct Blueprint {
        struct Row {
            let terms: [(variable: Int, coefficient: Double)]
            let relation: Relation
            let strength: Strength
        }

        let variableCount: Int
        let rows: [Row]

        init(seed: UInt64, variableCount: Int = 8) {
            var rng = SplitMix64(seed: seed)
            self.variableCount = variableCount
            var rows: [Row] = []
            // x0 is placed; every other variable follows an earlier one.
            rows.append(Row(terms: [(0, 1)], relation: .equal, strength: .required))
            for j in 1..<variableCount {
                let i = Int.random(in: 0..<j, using: &rng)
                rows.append(Row(terms: [(j, 1), (i, -1)], relation: .greaterThanOrEqual, strength: .required))
            }
            for _ in 0..<(2 * variableCount) {
                let a = Int.random(in: 0..<variableCount, using: &rng)
                var b = Int.random(in: 0..<variableCount, using: &rng)
                if b == a { b = (a + 1) % variableCount }
                let relation: Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &rng)!
                let strength = Strength(
                    level: Int.random(in: 1...3, using: &rng), weight: Double.random(in: 1...9, using: &rng))
                rows.append(
                    Row(
                        terms: [(a, Double(Int.random(in: 1...3, using: &rng))), (b, -1)], relation: relation,
                        strength: strength))
            }
            for v in 0..<variableCount {
                rows.append(
                    Row(
                        terms: [(v, 1)], relation: .equal,
                        strength: Strength(level: 1, weight: Double.random(in: 0.01...0.1, using: &rng))))
            }
            self.rows = rows
        }

        /// Random constants for the rows; the required orderings' stay
        /// non-positive, so that the required rows always hold together.
        func constants(seed: UInt64) -> [Double] {
            var rng = SplitMix64(seed: seed)
            return rows.map { row in
                row.strength.isRequired
                    ? -Double(Int.random(in: 0...20, using: &rng)) : Double(Int.random(in: -100...100, using: &rng))
            }
        }

        /// The system over `variables` with `constants`.
        func constraints(over variables: [Variable], constants: [Double]) -> [Constraint] {
            zip(rows, constants).map { row, constant in
                Constraint(
                    LinearExpression(
                        row.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant),
                    row.relation, strength: row.strength)
            }
        }

        func variables(_ prefix: String) -> [Variable] {
            (0..<variableCount).map { Variable("\(prefix)\($0)") }
        }
    }

    /// A solver holding `constraints`, added one by one.
    static func added(_ constraints: [Constraint]) throws -> Solver {
        let solver = Solver()
        for c in constraints { try solver.add(c) }
        solver.updateVariables()
        return solver
    }

    static func expectSameValues(_ a: [Variable], _ b: [Variable], _ comment: Comment) {
        for (x, y) in zip(a, b) {
            #expect(abs(x.value - y.value) < 1e-9, "\(x) = \(x.value), \(y) = \(y.value): \(comment)")
        }
    }

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func aLoadedSolverSolvesAsAddingTheConstraintsDoes(seed: UInt64) throws {
        let blueprint = Blueprint(seed: seed)
        let source = try Self.added(
            blueprint.constraints(over: blueprint.variables("a"), constants: blueprint.constants(seed: seed)))
        let template = try #require(source.makeTemplate())
        #expect(template.constraintCount == blueprint.rows.count)
        for round in 1...3 as ClosedRange<UInt64> {
            let constants = blueprint.constants(seed: seed &* 31 &+ round)
            let loadedVariables = blueprint.variables("b")
            let loadedConstraints = blueprint.constraints(over: loadedVariables, constants: constants)
            let loaded = Solver()
            #expect(loaded.load(template, holding: loadedConstraints))
            loaded.updateVariables()
            let freshVariables = blueprint.variables("c")
            _ = try Self.added(blueprint.constraints(over: freshVariables, constants: constants))
            Self.expectSameValues(loadedVariables, freshVariables, "seed \(seed), round \(round)")
            #expect(loaded.constraints.map(ObjectIdentifier.init) == loadedConstraints.map(ObjectIdentifier.init))
            for (c, k) in zip(loadedConstraints, constants) { #expect(try loaded.constant(for: c) == k) }
            // The source changing afterwards does not reach the template.
            try source.remove(source.constraints[Int(round) + blueprint.variableCount])
            try source.setConstant(-3, for: source.constraints[1])
        }
    }

    @Test(arguments: 1...10 as ClosedRange<UInt64>)
    func aLoadedSolverChangesIncrementallyAsAnAddedOneDoes(seed: UInt64) throws {
        let blueprint = Blueprint(seed: seed)
        let template = try #require(
            try Self.added(
                blueprint.constraints(over: blueprint.variables("a"), constants: blueprint.constants(seed: 1))
            )
            .makeTemplate())
        let constants = blueprint.constants(seed: 2)
        let loadedVariables = blueprint.variables("b")
        let loadedConstraints = blueprint.constraints(over: loadedVariables, constants: constants)
        let loaded = Solver()
        #expect(loaded.load(template, holding: loadedConstraints))
        let freshVariables = blueprint.variables("c")
        let freshConstraints = blueprint.constraints(over: freshVariables, constants: constants)
        let fresh = try Self.added(freshConstraints)
        // The same changes on both: a removal, a new constant, an edit, a new constraint.
        let k = blueprint.variableCount + Int(seed % 5)
        try loaded.remove(loadedConstraints[k])
        try fresh.remove(freshConstraints[k])
        try loaded.setConstant(-7, for: loadedConstraints[1])
        try fresh.setConstant(-7, for: freshConstraints[1])
        try loaded.addEditVariable(loadedVariables[3], strength: .strong)
        try fresh.addEditVariable(freshVariables[3], strength: .strong)
        try loaded.suggestValue(42, for: loadedVariables[3])
        try fresh.suggestValue(42, for: freshVariables[3])
        try loaded.add((loadedVariables[2] + loadedVariables[5] == 30) | .medium)
        try fresh.add((freshVariables[2] + freshVariables[5] == 30) | .medium)
        loaded.updateVariables()
        fresh.updateVariables()
        Self.expectSameValues(loadedVariables, freshVariables, "seed \(seed)")
    }

    /// What a refused load was given instead of the template's system.
    enum Mismatch: CaseIterable {
        case relation, strength, coefficient, wiring, fewerConstraints, conflictingConstant, solverNotEmpty,
            nonFiniteConstant
    }

    @Test(arguments: Mismatch.allCases)
    func aRefusedLoadLeavesTheSolverAsItWas(_ mismatch: Mismatch) throws {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        func system(_ x: Variable, _ y: Variable, _ z: Variable, width: Double = 10) -> [Constraint] {
            [x == 0, y >= x + width, y <= x + 50, (z == y + 5) | .strong, (z == 100) | .weak]
        }
        let template = try #require(try Self.added(system(x, y, z)).makeTemplate())
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        var given = system(a, b, c)
        let solver = Solver()
        var other: Constraint?
        switch mismatch {
        case .relation: given[1] = b <= a + 10
        case .strength: given[3] = (c == b + 5) | .medium
        case .coefficient: given[3] = (c == 2 * b + 5) | .strong
        case .wiring: given[4] = (b == 100) | .weak
        case .fewerConstraints: given.removeLast()
        case .conflictingConstant: given = system(a, b, c, width: 60)
        case .solverNotEmpty:
            other = Variable("w") == 3
            try solver.add(other!)
        case .nonFiniteConstant: given[4] = (c == .infinity) | .weak
        }
        #expect(!solver.load(template, holding: given))
        #expect(solver.constraints.map(ObjectIdentifier.init) == (other.map { [ObjectIdentifier($0)] } ?? []))
        if mismatch == .nonFiniteConstant || mismatch == .conflictingConstant { return }
        // The solver takes the constraints one by one as a new one would.
        for constraint in given { try solver.add(constraint) }
        solver.updateVariables()
        let fresh = (Variable("a'"), Variable("b'"), Variable("c'"))
        let reference = Solver()
        if let other { try reference.add(Constraint(other.expression, other.relation, strength: other.strength)) }
        for constraint in given {
            let terms = constraint.expression.terms.map { term in
                Term(term.variable === a ? fresh.0 : term.variable === b ? fresh.1 : fresh.2, term.coefficient)
            }
            try reference.add(
                Constraint(
                    LinearExpression(terms, constant: constraint.expression.constant), constraint.relation,
                    strength: constraint.strength))
        }
        reference.updateVariables()
        Self.expectSameValues([a, b, c], [fresh.0, fresh.1, fresh.2], "\(mismatch)")
    }

    @Test func aRecordingSolverLoadsNothingSoThatItsStreamHoldsTheAdditions() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let template = try #require(try Self.added([x == 5, y >= x + 1]).makeTemplate())
        let (a, b) = (Variable("a"), Variable("b"))
        let (loaded, recorder) = SolverStreamRecorder.recording {
            let solver = Solver()
            return (solver.load(template, holding: [a == 5, b >= a + 1]), solver.constraints.isEmpty)
        }
        #expect(loaded == (false, true))
        #expect(recorder.callCount == 1)
    }

    @Test func aSolverWithEditVariablesMakesNoTemplate() throws {
        let x = Variable("x")
        let solver = try Self.added([x >= 0])
        #expect(solver.makeTemplate() != nil)
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.makeTemplate() == nil)
    }

    @Test func shapesDifferWithRelationsStrengthsAndCoefficientsButNotConstantsOrVariables() {
        let (x, y) = (Variable("x"), Variable("y"))
        let (a, b) = (Variable("a"), Variable("b"))
        let base = ConstraintSystemShape([x == y + 1, (x >= 3) | .weak])
        #expect(base == ConstraintSystemShape([a == b + 7, (b >= -2) | .weak]))
        #expect(base != ConstraintSystemShape([x <= y + 1, (x >= 3) | .weak]))
        #expect(base != ConstraintSystemShape([x == y + 1, (x >= 3) | .medium]))
        #expect(base != ConstraintSystemShape([x == 2 * y + 1, (x >= 3) | .weak]))
        #expect(base != ConstraintSystemShape([x == y + 1]))
    }
}
