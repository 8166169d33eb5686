import Cassowary
import Testing

@Suite("Random systems: properties after every operation")
struct RandomPropertyTests {
    static let seeds: [UInt64] = Array(1...16)
    static let steps = 40

    @Test(arguments: seeds)
    func propertiesHoldAfterEveryOperation(seed: UInt64) {
        var system = RandomSystem(seed: seed)
        for index in 0..<Self.steps {
            let before = system.solver.constraints
            let operation = system.step()
            let context = "seed \(seed), step \(index): \(operation)"
            // Stop at the first step that fails: later ones would repeat it.
            guard checkOutcome(of: operation, system, before: before, context),
                checkBookkeeping(system, context),
                checkOptimum(system, context)
            else { return }
        }
    }

    /// What each kind of call must have done.
    private func checkOutcome(
        of operation: RandomOperation, _ system: RandomSystem, before: [Constraint], _ context: String
    ) -> Bool {
        var ok = true
        switch operation {
        case .add(let c, let error?):
            ok = check(error.kind == .unsatisfiableConstraint, context) && ok
            ok = check(c.strength.isRequired, "only a required constraint can be unsatisfiable", context) && ok
            ok = check(error.constraint === c, context) && ok
            ok = check(same(system.solver.constraints, before), "a refused add changes nothing", context) && ok
            if !isIrreducible(error.conflicts ?? [], of: c, held: system.held, holder: system.solver) {
                expectIrreducible(error.conflicts ?? [], of: c, held: system.held, holder: system.solver)
                Issue.record(Comment(rawValue: "not an irreducible explanation [\(context)]"))
                ok = false
            }
        case .setConstant(let k, let c, let old, let error?):
            ok = check(error.kind == .unsatisfiableConstraint, context) && ok
            ok = check(c.strength.isRequired, context) && ok
            ok = check(error.constraint === c, context) && ok
            let kept = try? system.solver.constant(for: c)
            ok = check(kept == old, "a refused setConstant keeps the constant", context) && ok
            // Remove + add of the changed constraint must fail as well.
            let changed = Constraint(LinearExpression(c.expression.terms, constant: k), c.relation)
            let others = system.held.filter { $0 !== c }.map { asHeld($0, by: system.solver) }
            ok = check(!accepts(others, changed), "remove + add would have succeeded", context) && ok
            ok = check(same(system.solver.constraints, before), context) && ok
        case .setConstant(let k, let c, _, nil):
            ok = check((try? system.solver.constant(for: c)) == k, context) && ok
        case .refused(_, let error):
            ok = check(error != nil, "the call must throw", context) && ok
            ok = check(same(system.solver.constraints, before), context) && ok
        case .unexpected:
            Issue.record(Comment(rawValue: context))
            ok = false
        case .add(_, nil), .remove, .addEdit, .suggest, .removeEdit:
            break
        }
        return ok
    }

    /// The solver holds exactly what the system's account says.
    private func checkBookkeeping(_ system: RandomSystem, _ context: String) -> Bool {
        var ok = true
        let constraints = system.solver.constraints
        ok = check(constraints.count == system.held.count + system.edits.count, context) && ok
        let heldInOrder = constraints.filter { c in system.held.contains { $0 === c } }
        ok = check(same(heldInOrder, system.held), "held constraints in add order", context) && ok
        for v in system.variables {
            let isEdit = system.edits.contains { $0.variable === v }
            ok = check(system.solver.hasEditVariable(v) == isEdit, context) && ok
        }
        for c in system.held { ok = check(system.solver.contains(c), context) && ok }
        return ok
    }

    /// Required constraints hold, and the solution is as good as a fresh solver's, level by level;
    /// where a variable is determined, it has the same value.
    private func checkOptimum(_ system: RandomSystem, _ context: String) -> Bool {
        var ok = true
        system.solver.updateVariables()
        let (holds, broken) = system.requiredConstraintsHold()
        ok = check(holds, "broken: \(broken)", context) && ok
        let inUse = system.variablesInUse
        let values = inUse.map(\.value)
        let errors = system.errorByLevel()

        guard let fresh = system.rebuilt() else {
            Issue.record(Comment(rawValue: "a fresh solver refuses what this one holds: \(context)"))
            return false
        }
        fresh.updateVariables()
        let freshValues = inUse.map(\.value)
        let freshErrors = system.errorByLevel()
        for level in Set(errors.keys).union(freshErrors.keys) {
            let a = errors[level] ?? (0, 0)
            let b = freshErrors[level] ?? (0, 0)
            let tolerance = max(a.tolerance, b.tolerance) + 1e-9 * max(abs(a.error), abs(b.error))
            ok =
                check(
                    abs(a.error - b.error) <= tolerance,
                    "error on level \(level): \(a.error) incrementally, \(b.error) fresh", context
                ) && ok
        }
        for (i, v) in inUse.enumerated() where !system.solver.isAmbiguous(v) && !fresh.isAmbiguous(v) {
            ok =
                check(
                    close(values[i], freshValues[i], tolerance: 1e-7),
                    "\(v): \(values[i]) incrementally, \(freshValues[i]) fresh", context
                ) && ok
        }
        // Leave the incremental solver's values published.
        system.solver.updateVariables()
        return ok
    }

    @Test func largerSystemWithAmbiguityQueries() {
        // Nine variables, asking isAmbiguous after every step: round-off on a level whose weights are 1e6
        // once left a reduced cost of -1e-8 that an absolute epsilon took for an improving direction.
        var system = RandomSystem(seed: 87, variableCount: 9)
        for _ in 0..<64 {
            _ = system.step()
            system.solver.updateVariables()
            for v in system.variables { _ = system.solver.isAmbiguous(v) }
        }
        system.solver.updateVariables()
        #expect(system.requiredConstraintsHold().0)
    }

    @Test func removeUndoesAdd() throws {
        // On random systems: adding a constraint and removing it again gives back the values before,
        // where they are determined.
        for round in 0..<20 {
            var system = RandomSystem(seed: 1000 + UInt64(round))
            for _ in 0..<12 { _ = system.step() }
            let inUse = system.variablesInUse
            let before = published(system.solver, inUse)
            let determined = inUse.map { !system.solver.isAmbiguous($0) }
            let c = system.randomConstraint()
            guard thrownError({ try system.solver.add(c) }) == nil else { continue }
            try system.solver.remove(c)
            let after = published(system.solver, inUse)
            for i in inUse.indices where determined[i] && !system.solver.isAmbiguous(inUse[i]) {
                #expect(close(before[i], after[i], tolerance: 1e-7), "round \(round), \(inUse[i]) after \(c)")
            }
        }
    }
}

/// Expects `condition`, saying `message` and where in a random run it failed; returns `condition`.
@discardableResult
func check(
    _ condition: Bool, _ message: String, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    #expect(condition, "\(message) [\(context)]", sourceLocation: sourceLocation)
    return condition
}

/// Expects `condition`, saying where in a random run it failed; returns `condition`.
@discardableResult
func check(_ condition: Bool, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    #expect(condition, "[\(context)]", sourceLocation: sourceLocation)
    return condition
}
