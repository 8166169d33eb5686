import Cassowary
import Testing

/// A solver with required, optional and edit constraints, driven through a fixed script; a failing
/// call can be slipped into the middle of it.
final class ErrorFixture {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let w = Variable("w")
    /// A variable that only failing calls mention.
    let fresh = Variable("fresh")
    let solver = Solver()
    let lower: Constraint
    let upper: Constraint
    let link: Constraint
    let preference: Constraint

    init() {
        lower = x >= 10
        upper = x <= 90
        link = y == 2 * x - z
        preference = (z == 5) | .medium
    }

    var all: [Variable] { [x, y, z, w] }

    /// What a run published after each step, and what the failing call did.
    struct Outcome {
        var values: [[Double]] = []
        var error: SolverError?
        var heldBefore: [Constraint] = []
        var heldAfter: [Constraint] = []
        var editsBefore: [Bool] = []
        var editsAfter: [Bool] = []
        var lowerConstantBefore = 0.0
        var lowerConstantAfter = 0.0
    }

    /// Runs the script, with `failing` called once after the third step.
    ///
    /// Values by hand (x, y, z, w): y == 2x - z is required, x in 10...90, z == 5 medium, y == 0 weak.
    /// 1. edit x strong at 40: (40, 75, 5, -); 2. suggest x 95: (90, 175, 5, -);
    /// 3. w == y / 2 weak: (90, 175, 5, 87.5); 4. the preference becomes z == 7: (90, 173, 7, 86.5);
    /// 5. remove upper, suggest 120: (120, 233, 7, 116.5); 6. remove the edit, y == 0 weak pulls x
    /// down to 10: (10, 13, 7, 6.5); 7. upper back: unchanged; 8. edit z strong at 200: y = 2x - 200
    /// wants x = 100, capped at 90: (90, -20, 200, -10).
    func run(failing: FailingCall?) throws -> Outcome {
        var out = Outcome()
        try solver.add([lower, upper, link, preference, (y == 0) | .weak])
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(40, for: x)
        out.values.append(published(solver, all))
        try solver.suggestValue(95, for: x)
        out.values.append(published(solver, all))
        try solver.add((w == y / 2) | .weak)
        out.values.append(published(solver, all))

        if let failing {
            out.heldBefore = solver.constraints
            out.editsBefore = all.map(solver.hasEditVariable)
            out.lowerConstantBefore = try solver.constant(for: lower)
            out.error = failing.call(self)
            out.heldAfter = solver.constraints
            out.editsAfter = all.map(solver.hasEditVariable)
            out.lowerConstantAfter = try solver.constant(for: lower)
        }

        try solver.setConstant(-7, for: preference)
        out.values.append(published(solver, all))
        try solver.remove(upper)
        try solver.suggestValue(120, for: x)
        out.values.append(published(solver, all))
        try solver.removeEditVariable(x)
        out.values.append(published(solver, all))
        try solver.add(upper)
        out.values.append(published(solver, all))
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(200, for: z)
        out.values.append(published(solver, all))
        return out
    }
}

/// Calls that must fail on ``ErrorFixture`` after its third step.
enum FailingCall: String, CaseIterable, Sendable {
    case duplicateConstraint
    case removeUnknownConstraint
    case setConstantOfUnknownConstraint
    case duplicateEditVariable
    case suggestForUnknownEditVariable
    case removeUnknownEditVariable
    case requiredEditVariable
    case requiredEditVariableByCreate
    case unsatisfiableBound
    case unsatisfiableThroughAnEquality
    case unsatisfiableConstantOnly
    case unsatisfiableSetConstant
    case nanCoefficient
    case infiniteCoefficientOfANewVariable
    case infiniteConstant
    case infiniteWeight
    case nanSuggestion
    case infiniteSuggestion
    case nanSetConstant

    var expected: ErrorKind {
        switch self {
        case .duplicateConstraint: return .duplicateConstraint
        case .removeUnknownConstraint, .setConstantOfUnknownConstraint: return .unknownConstraint
        case .duplicateEditVariable: return .duplicateEditVariable
        case .suggestForUnknownEditVariable, .removeUnknownEditVariable: return .unknownEditVariable
        case .requiredEditVariable, .requiredEditVariableByCreate: return .badRequiredStrength
        case .unsatisfiableBound, .unsatisfiableThroughAnEquality, .unsatisfiableConstantOnly,
            .unsatisfiableSetConstant:
            return .unsatisfiableConstraint
        case .nanCoefficient, .infiniteCoefficientOfANewVariable, .infiniteConstant, .infiniteWeight,
            .nanSuggestion, .infiniteSuggestion, .nanSetConstant:
            return .nonFiniteValue
        }
    }

    func call(_ f: ErrorFixture) -> SolverError? {
        let s = f.solver
        switch self {
        case .duplicateConstraint: return thrownError { try s.add(f.link) }
        case .removeUnknownConstraint: return thrownError { try s.remove(f.x == 3) }
        case .setConstantOfUnknownConstraint: return thrownError { try s.setConstant(1, for: f.x == 3) }
        case .duplicateEditVariable: return thrownError { try s.addEditVariable(f.x, strength: .weak) }
        case .suggestForUnknownEditVariable: return thrownError { try s.suggestValue(1, for: f.y) }
        case .removeUnknownEditVariable: return thrownError { try s.removeEditVariable(f.w) }
        case .requiredEditVariable: return thrownError { try s.addEditVariable(f.y, strength: .required) }
        case .requiredEditVariableByCreate:
            let required = Strength(strong: 1000, medium: 1000, weak: 1000)
            return thrownError { try s.addEditVariable(f.y, strength: required) }
        case .unsatisfiableBound: return thrownError { try s.add(f.x >= 100) }
        case .unsatisfiableThroughAnEquality: return thrownError { try s.add(f.y + f.z <= 2 * f.x - 1) }
        case .unsatisfiableConstantOnly: return thrownError { try s.add(Constraint(LinearExpression(3), .equal)) }
        case .unsatisfiableSetConstant: return thrownError { try s.setConstant(-95, for: f.lower) }
        case .nanCoefficient: return thrownError { try s.add(f.y == Double.nan * f.z) }
        case .infiniteCoefficientOfANewVariable:
            return thrownError { try s.add(Term(f.fresh, .infinity) + f.x == 3) }
        case .infiniteConstant: return thrownError { try s.add(f.x == Double.infinity) }
        case .infiniteWeight:
            return thrownError { try s.add((f.x >= 0) | Strength(level: 3, weight: .infinity)) }
        case .nanSuggestion: return thrownError { try s.suggestValue(.nan, for: f.x) }
        case .infiniteSuggestion: return thrownError { try s.suggestValue(-.infinity, for: f.x) }
        case .nanSetConstant: return thrownError { try s.setConstant(.nan, for: f.lower) }
        }
    }
}

@Suite("Errors, and the solver after them")
struct ErrorTests {
    @Test func scriptValuesByHand() throws {
        let values = try ErrorFixture().run(failing: nil).values
        let expected: [[Double]] = [
            [40, 75, 5, 0], [90, 175, 5, 0], [90, 175, 5, 87.5], [90, 173, 7, 86.5],
            [120, 233, 7, 116.5], [10, 13, 7, 6.5], [10, 13, 7, 6.5], [90, -20, 200, -10],
        ]
        #expect(values.count == expected.count)
        for (i, (got, want)) in zip(values, expected).enumerated() {
            #expect(close(got, want), "step \(i + 1): \(got), expected \(want)")
        }
    }

    @Test(arguments: FailingCall.allCases)
    func failedCallChangesNothing(_ failing: FailingCall) throws {
        let reference = try ErrorFixture().run(failing: nil)
        let outcome = try ErrorFixture().run(failing: failing)
        #expect(outcome.error?.kind == failing.expected, "\(String(describing: outcome.error))")
        #expect(same(outcome.heldAfter, outcome.heldBefore), "the same constraints are held")
        #expect(outcome.editsAfter == outcome.editsBefore, "the same edit variables")
        #expect(outcome.lowerConstantAfter == outcome.lowerConstantBefore)
        #expect(outcome.values.count == reference.values.count)
        for (i, (got, want)) in zip(outcome.values, reference.values).enumerated() {
            #expect(close(got, want), "step \(i + 1): \(got), never failing: \(want)")
        }
    }

    @Test func payloads() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        let duplicate = thrownError { try solver.add(c) }
        #expect(duplicate?.kind == .duplicateConstraint)
        #expect(duplicate?.constraint === c)

        let stranger = x == 1
        let unknown = thrownError { try solver.remove(stranger) }
        #expect(unknown?.kind == .unknownConstraint)
        #expect(unknown?.constraint === stranger)

        try solver.addEditVariable(y, strength: .weak)
        let duplicateEdit = thrownError { try solver.addEditVariable(y, strength: .strong) }
        #expect(duplicateEdit?.kind == .duplicateEditVariable)
        #expect(duplicateEdit?.variable === y)

        let unknownSuggest = thrownError { try solver.suggestValue(2, for: x) }
        #expect(unknownSuggest?.kind == .unknownEditVariable)
        #expect(unknownSuggest?.variable === x)
        let unknownRemove = thrownError { try solver.removeEditVariable(x) }
        #expect(unknownRemove?.variable === x)

        let bad = Constraint(x + 0, .equal)
        let unsatisfiable = thrownError { try solver.add(bad) }
        #expect(unsatisfiable?.kind == .unsatisfiableConstraint)
        #expect(unsatisfiable?.constraint === bad)
        #expect(same(unsatisfiable?.conflicts ?? [], [c]))
    }

    @Test func requiredEditVariableIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(thrownError { try solver.addEditVariable(x, strength: .required) }?.kind == .badRequiredStrength)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraints.isEmpty)
        try solver.addEditVariable(x, strength: Strength(level: 1_000_000))
        #expect(solver.hasEditVariable(x))
    }

    @Test func nonFiniteValuesOnAnEmptySolver() {
        let x = Variable("x")
        let solver = Solver()
        let calls: [() throws -> Void] = [
            { try solver.add(x == Double.nan) },
            { try solver.add(x / 0 >= 1) },
            { try solver.add(Double.infinity * x <= 0) },
            { try solver.add(Constraint(LinearExpression(-.infinity), .lessThanOrEqual, strength: .weak)) },
            { try solver.add((x == 1) | Strength(level: 2, weight: .nan)) },
        ]
        for (i, call) in calls.enumerated() {
            #expect(thrownError(call)?.kind == .nonFiniteValue, "call \(i)")
        }
        #expect(solver.constraints.isEmpty)
    }

    @Test func refusedConstraintCanBeAddedLater() throws {
        let x = Variable("x")
        let solver = Solver()
        let upper = x <= 20
        try solver.add(upper)
        let late = x >= 30
        #expect(thrownError { try solver.add(late) }?.kind == .unsatisfiableConstraint)
        #expect(!solver.contains(late))
        try solver.remove(upper)
        try solver.add(late)
        solver.updateVariables()
        expectValue(x, 30)
        #expect(same(solver.constraints, [late]))
    }

    @Test func typedThrows() {
        // Each call must be declared `throws(SolverError)`, or these catch clauses do not compile.
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        var caught: [SolverError] = []
        do throws(SolverError) { try solver.remove(c) } catch { caught.append(error) }
        do throws(SolverError) { try solver.add([c, c]) } catch { caught.append(error) }
        do throws(SolverError) { try solver.setConstant(2, for: x >= 0) } catch { caught.append(error) }
        do throws(SolverError) { try solver.addEditVariable(x, strength: .required) } catch { caught.append(error) }
        do throws(SolverError) { try solver.removeEditVariable(x) } catch { caught.append(error) }
        do throws(SolverError) { try solver.suggestValue(1, for: x) } catch { caught.append(error) }
        do throws(SolverError) { try solver.add(x == 2) } catch { caught.append(error) }
        #expect(
            caught.map(\.kind) == [
                .unknownConstraint, .duplicateConstraint, .unknownConstraint, .badRequiredStrength,
                .unknownEditVariable, .unknownEditVariable, .unsatisfiableConstraint,
            ]
        )
    }

    @Test func descriptions() {
        let x = Variable("x")
        let c = x == 1
        #expect(SolverError.duplicateConstraint(c).description == "duplicate constraint x - 1 == 0 | required")
        #expect(SolverError.unknownEditVariable(x).description == "unknown edit variable x")
        let unsatisfiable = SolverError.unsatisfiableConstraint(x >= 2, conflicts: [c])
        #expect(unsatisfiable.description.contains("x - 1 == 0"))
    }
}

@Suite("Adding only if the constraint fits")
struct AddIfSatisfiableTests {
    /// The package's entry for a caller that only asks whether a constraint fits now: the same
    /// refusal as `add(_:)`, without the search for the conflicting constraints.
    @Test func refusesWithoutExplainingAndChangesNothing() throws {
        let x = Variable("x")
        let solver = Solver()
        let bounds = [x >= 10, x <= 20]
        try solver.add(bounds)
        let tooBig = x == 30
        let error = thrownError { try solver.addIfSatisfiable(tooBig) }
        #expect(error?.kind == .unsatisfiableConstraint)
        #expect(error?.constraint === tooBig)
        #expect(error?.conflicts?.isEmpty == true)
        #expect(same(solver.constraints, bounds))
        // add(_:) explains the same refusal.
        #expect(same(thrownError { try solver.add(tooBig) }?.conflicts ?? [], [bounds[1]]))
        let fits = x == 15
        try solver.addIfSatisfiable(fits)
        #expect(solver.contains(fits))
        solver.updateVariables()
        expectValue(x, 15)
    }
}
