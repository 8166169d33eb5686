import Cassowary
import TestSupport
import Testing

/// One random operation and what became of it.
enum RandomOperation: CustomStringConvertible {
    case add(Constraint, SolverError?)
    case remove(Constraint)
    case setConstant(Double, Constraint, old: Double, SolverError?)
    case addEdit(Variable, Strength)
    case suggest(Double, Variable)
    case removeEdit(Variable)
    /// A call that must fail (a duplicate, a required edit, a NaN...), with the error it gave.
    case refused(String, SolverError?)
    /// A call that should have succeeded but threw.
    case unexpected(String, SolverError)

    var description: String {
        switch self {
        case .add(let c, let e): return "add \(c)" + (e.map { " -> \($0.kind)" } ?? "")
        case .remove(let c): return "remove \(c)"
        case .setConstant(let k, let c, let old, let e):
            return "setConstant \(k) (was \(old)) for \(c)" + (e.map { " -> \($0.kind)" } ?? "")
        case .addEdit(let v, let s): return "addEditVariable \(v) \(s)"
        case .suggest(let k, let v): return "suggest \(k) for \(v)"
        case .removeEdit(let v): return "removeEditVariable \(v)"
        case .refused(let what, let e): return "\(what) -> \(e.map { "\($0.kind)" } ?? "accepted!")"
        case .unexpected(let what, let e): return "\(what) -> unexpected \(e)"
        }
    }
}

/// A solver driven by random operations on small integer coefficients, replayable from a seed.
/// It keeps its own account of what the solver should hold.
struct RandomSystem {
    var rng: SplitMix64
    let variables: [Variable]
    let solver = Solver()
    /// The constraints added and not removed (edit constraints aside), in add order.
    private(set) var held: [Constraint] = []
    /// The edit variables, their strengths and the values last suggested.
    private(set) var edits: [(variable: Variable, strength: Strength, value: Double)] = []

    init(seed: UInt64, variableCount: Int = 5) {
        rng = SplitMix64(seed: seed)
        variables = (0..<variableCount).map { Variable("x\($0)") }
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    mutating func randomStrength() -> Strength {
        switch int(0...9) {
        case 0...3: return .required
        case 4: return .strong
        case 5: return .medium
        case 6: return .weak
        case 7: return Strength(strong: 0, medium: Double(int(1...5)), weak: 0)
        default: return Strength(level: int(1...3), weight: Double(int(1...3)))
        }
    }

    mutating func randomConstraint() -> Constraint {
        var pool = variables
        var terms: [Term] = []
        for _ in 0..<int(1...3) {
            let v = pool.remove(at: int(0...(pool.count - 1)))
            var k = int(-3...2)
            if k >= 0 { k += 1 }
            terms.append(Term(v, Double(k)))
        }
        let relation: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        return Constraint(
            LinearExpression(terms, constant: Double(int(-20...20))), relation[int(0...2)],
            strength: randomStrength()
        )
    }

    /// Performs one random operation.
    mutating func step() -> RandomOperation {
        let roll = held.count > 14 ? int(0...99) / 2 + 50 : int(0...99)
        switch roll {
        case 0..<45:
            let c = randomConstraint()
            let error = thrownError { try solver.add(c) }
            if error == nil { held.append(c) }
            return .add(c, error)
        case 45..<62:
            guard !held.isEmpty else { return step() }
            let c = held.remove(at: int(0...(held.count - 1)))
            let error = thrownError { try solver.remove(c) }
            if let error { return .unexpected("remove \(c)", error) }
            return .remove(c)
        case 62..<77:
            guard !held.isEmpty else { return step() }
            let c = held[int(0...(held.count - 1))]
            let old = (try? solver.constant(for: c)) ?? .nan
            let k = Double(int(-25...25))
            return .setConstant(k, c, old: old, thrownError { try solver.setConstant(k, for: c) })
        case 77..<83:
            let free = variables.filter { v in !edits.contains { $0.variable === v } }
            guard let v = free.randomElement(using: &rng) else { return step() }
            let strength: [Strength] = [.strong, .medium, .weak, Strength(level: 2, weight: 5)]
            let s = strength[int(0...3)]
            if let error = thrownError({ try solver.addEditVariable(v, strength: s) }) {
                return .unexpected("addEditVariable \(v)", error)
            }
            edits.append((v, s, 0))
            return .addEdit(v, s)
        case 83..<93:
            guard !edits.isEmpty else { return step() }
            let i = int(0...(edits.count - 1))
            let value = Double(int(-30...30))
            if let error = thrownError({ try solver.suggestValue(value, for: edits[i].variable) }) {
                return .unexpected("suggestValue for \(edits[i].variable)", error)
            }
            edits[i].value = value
            return .suggest(value, edits[i].variable)
        case 93..<96:
            guard !edits.isEmpty else { return step() }
            let edit = edits.remove(at: int(0...(edits.count - 1)))
            if let error = thrownError({ try solver.removeEditVariable(edit.variable) }) {
                return .unexpected("removeEditVariable \(edit.variable)", error)
            }
            return .removeEdit(edit.variable)
        default:
            return refusedCall()
        }
    }

    /// A call that must throw.
    private mutating func refusedCall() -> RandomOperation {
        let v = variables[int(0...(variables.count - 1))]
        switch int(0...3) {
        case 0:
            guard let c = held.last else { return refusedCall() }
            return .refused("duplicate add", thrownError { try solver.add(c) })
        case 1:
            return .refused("required edit \(v)", thrownError { try solver.addEditVariable(v, strength: .required) })
        case 2:
            return .refused("NaN coefficient \(v)", thrownError { try solver.add(Double.nan * v <= 3) })
        default:
            guard let c = held.last else { return refusedCall() }
            return .refused("infinite constant", thrownError { try solver.setConstant(.infinity, for: c) })
        }
    }

    /// The variables that appear in a held constraint or an edit.
    var variablesInUse: [Variable] {
        variables.filter { v in
            held.contains { c in c.expression.terms.contains { $0.variable === v } }
                || edits.contains { $0.variable === v }
        }
    }

    /// The constraints held as the solver holds them: with their current constants, in add order.
    var heldNow: [Constraint] { held.map { asHeld($0, by: solver) } }

    /// A fresh solver holding what this one should hold; `nil` if it refuses any of it.
    func rebuilt() -> Solver? {
        let fresh = Solver()
        for c in heldNow where thrownError({ try fresh.add(c) }) != nil { return nil }
        for e in edits {
            if thrownError({ try fresh.addEditVariable(e.variable, strength: e.strength) }) != nil { return nil }
            if thrownError({ try fresh.suggestValue(e.value, for: e.variable) }) != nil { return nil }
        }
        return fresh
    }

    /// The weighted error of the optional constraints and edits at the published values, by level,
    /// with the tolerance to judge it with.
    func errorByLevel() -> [Int: (error: Double, tolerance: Double)] {
        var out: [Int: (error: Double, tolerance: Double)] = [:]
        func account(_ strength: Strength, _ violation: Double, _ scale: Double) {
            let old = out[strength.level] ?? (0, 0)
            let tolerance = old.tolerance + strength.weight * 1e-7 * scale
            out[strength.level] = (old.error + strength.weight * violation, tolerance)
        }
        for c in heldNow where !c.strength.isRequired {
            let v = c.expression.value
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(v)
            case .lessThanOrEqual: violation = max(0, v)
            case .greaterThanOrEqual: violation = max(0, -v)
            }
            account(c.strength, violation, scale(of: c))
        }
        for e in edits { account(e.strength, abs(e.variable.value - e.value), max(1, abs(e.value))) }
        return out
    }

    /// The size of the numbers a constraint's value is made of, to scale tolerances with.
    func scale(of c: Constraint) -> Double {
        c.expression.terms.reduce(max(1, abs(c.expression.constant))) { $0 + abs($1.value) }
    }

    /// Whether every held required constraint holds at the published values.
    func requiredConstraintsHold() -> (Bool, [Constraint]) {
        let broken = heldNow.filter { $0.strength.isRequired && !$0.isSatisfied(tolerance: 1e-8 * scale(of: $0)) }
        return (broken.isEmpty, broken)
    }
}
