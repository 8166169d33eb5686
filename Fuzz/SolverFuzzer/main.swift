// A libFuzzer target for the solver: the input bytes are read as a sequence of
// solver calls with small integer coefficients on four variables, and after
// every call the solver must hold what it was told to hold, publish only
// finite values and keep every required constraint. Built by
// Scripts/fuzz.sh with the tableau's invariant checks compiled in
// (CASSOWARY_CHECKS), so they run after every call too.
//
// On a violation the target prints the calls so far as Swift code, ready to
// paste into a regression test, and traps: libFuzzer saves the input. A trap
// inside the solver (an invariant check) cannot print them; replay the input
// with SOLVER_FUZZ_VERBOSE=1 to have each call printed before it is made.

import Cassowary

#if canImport(Glibc)
    import Glibc
#endif

/// Whether to print each call before making it (SOLVER_FUZZ_VERBOSE set).
let verbose = getenv("SOLVER_FUZZ_VERBOSE") != nil

/// Writes a line to standard error, unbuffered (a trap loses buffered output).
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Reads the input a byte at a time; an exhausted input reads as zeros.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var isAtEnd: Bool { position >= bytes.count }

    mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next()) % range.count
    }
}

/// The solver under test and what it should hold.
final class Session {
    let variables = (0..<4).map { Variable("v\($0)") }
    let solver = Solver()
    /// The constraints added and not removed, edit constraints aside, in add order.
    var held: [Constraint] = []
    /// The constraints ever built, to name them in the transcript.
    var names: [ObjectIdentifier: String] = [:]
    /// The edit variables.
    var edits: [Variable] = []
    /// The calls made, as Swift code.
    var transcript: [String] = [] {
        didSet {
            if verbose, let line = transcript.last { printError(line) }
        }
    }

    func name(_ c: Constraint) -> String {
        if let n = names[c.id] { return n }
        let n = "c\(names.count)"
        names[c.id] = n
        let relation: String
        switch c.relation {
        case .lessThanOrEqual: relation = ".lessThanOrEqual"
        case .equal: relation = ".equal"
        case .greaterThanOrEqual: relation = ".greaterThanOrEqual"
        }
        let terms = c.expression.terms.map { "Term(\($0.variable.name), \($0.coefficient))" }.joined(separator: ", ")
        transcript.append(
            "let \(n) = Constraint(LinearExpression([\(terms)], constant: \(c.expression.constant)), \(relation), "
                + "strength: \(Session.code(c.strength)))")
        return n
    }

    static func code(_ s: Strength) -> String {
        if s == .required { return ".required" }
        if s == .strong { return ".strong" }
        if s == .medium { return ".medium" }
        if s == .weak { return ".weak" }
        return "Strength(level: \(s.level), weight: \(s.weight))"
    }

    /// Stops the run: prints the transcript and traps.
    func fail(_ message: String) -> Never {
        var text = "solver fuzzer: \(message)\n"
        text += "let v0 = Variable(\"v0\"), v1 = Variable(\"v1\"), v2 = Variable(\"v2\"), v3 = Variable(\"v3\")\n"
        text += "let solver = Solver()\n"
        text += transcript.joined(separator: "\n")
        fatalError(text)
    }

    /// A strength for a constraint: required three times in eight.
    static func strength(_ r: inout ByteReader) -> Strength {
        switch r.int(0...7) {
        case 0...2: return .required
        case 3: return .strong
        case 4: return .medium
        case 5: return .weak
        case 6: return Strength(level: r.int(1...3), weight: Double(r.int(1...3)))
        default: return Strength(strong: 0, medium: Double(r.int(1...5)), weak: 0)
        }
    }

    static func editStrength(_ r: inout ByteReader) -> Strength {
        [Strength.strong, .medium, .weak, Strength(level: 2, weight: 5)][r.int(0...3)]
    }

    func constraint(_ r: inout ByteReader) -> Constraint {
        var terms: [Term] = []
        for _ in 0..<r.int(1...3) {
            terms.append(Term(variables[r.int(0...3)], Double(r.int(-3...3))))
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][r.int(0...2)]
        let constant = Double(r.int(-20...20))
        return Constraint(LinearExpression(terms, constant: constant), relation, strength: Session.strength(&r))
    }

    /// Makes one call read from `r`, and checks what it did.
    func step(_ r: inout ByteReader) {
        let before = solver.constraints
        switch r.int(0...9) {
        case 0...2:
            let c = constraint(&r)
            let n = name(c)
            transcript.append("try? solver.add(\(n))")
            do {
                try solver.add(c)
                held.append(c)
            } catch {
                guard case .unsatisfiableConstraint(let bad, let conflicts) = error, bad === c,
                    c.strength.isRequired
                else { fail("add threw \(error)") }
                for k in conflicts where !(k.strength.isRequired && held.contains { $0 === k }) {
                    fail("conflict set names \(k), not a required constraint held")
                }
                unchanged(before, "refused add")
            }
        case 3:
            guard !held.isEmpty else { return }
            let c = held.remove(at: r.int(0...(held.count - 1)))
            transcript.append("try solver.remove(\(name(c)))")
            do { try solver.remove(c) } catch { fail("remove threw \(error)") }
        case 4:
            let v = variables[r.int(0...3)]
            let s = Session.editStrength(&r)
            transcript.append("try? solver.addEditVariable(\(v.name), strength: \(Session.code(s)))")
            do {
                try solver.addEditVariable(v, strength: s)
                edits.append(v)
            } catch {
                guard case .duplicateEditVariable = error, edits.contains(where: { $0 === v }) else {
                    fail("addEditVariable threw \(error)")
                }
                unchanged(before, "refused edit")
            }
        case 5:
            guard !edits.isEmpty else { return }
            let v = edits.remove(at: r.int(0...(edits.count - 1)))
            transcript.append("try solver.removeEditVariable(\(v.name))")
            do { try solver.removeEditVariable(v) } catch { fail("removeEditVariable threw \(error)") }
        case 6:
            guard !edits.isEmpty else { return }
            let v = edits[r.int(0...(edits.count - 1))]
            let value = Double(r.int(-30...30))
            transcript.append("try solver.suggestValue(\(value), for: \(v.name))")
            do { try solver.suggestValue(value, for: v) } catch { fail("suggestValue threw \(error)") }
        case 7, 8:
            guard !held.isEmpty else { return }
            let c = held[r.int(0...(held.count - 1))]
            let old = heldConstant(c)
            let k = Double(r.int(-25...25))
            transcript.append("try? solver.setConstant(\(k), for: \(name(c)))")
            do {
                try solver.setConstant(k, for: c)
                if heldConstant(c) != k { fail("setConstant left the constant at \(heldConstant(c))") }
            } catch {
                guard case .unsatisfiableConstraint(let bad, _) = error, bad === c, c.strength.isRequired else {
                    fail("setConstant threw \(error)")
                }
                if heldConstant(c) != old { fail("a refused setConstant changed the constant") }
                unchanged(before, "refused setConstant")
            }
        default:
            refusedCall(&r, before)
        }
    }

    /// A call that must throw, and change nothing.
    func refusedCall(_ r: inout ByteReader, _ before: [Constraint]) {
        let v = variables[r.int(0...3)]
        let error: SolverError?
        switch r.int(0...3) {
        case 0:
            guard let c = held.last else { return }
            transcript.append("try? solver.add(\(name(c)))  // duplicate")
            error = attempt { try solver.add(c) }
            if case .duplicateConstraint = error {} else { fail("duplicate add: \(String(describing: error))") }
        case 1:
            transcript.append("try? solver.addEditVariable(\(v.name), strength: .required)")
            error = attempt { try solver.addEditVariable(v, strength: .required) }
            switch error {
            case .badRequiredStrength?, .duplicateEditVariable?: break
            default: fail("required edit: \(String(describing: error))")
            }
        case 2:
            let c = Constraint(LinearExpression([Term(v, .nan)], constant: 1), .lessThanOrEqual)
            transcript.append("try? solver.add(\(name(c)))  // NaN")
            error = attempt { try solver.add(c) }
            if case .nonFiniteValue = error {} else { fail("NaN coefficient: \(String(describing: error))") }
        default:
            let c = Constraint(LinearExpression([Term(v)], constant: 0), .equal)
            transcript.append("try? solver.remove(\(name(c)))  // unknown")
            error = attempt { try solver.remove(c) }
            if case .unknownConstraint = error {} else { fail("unknown remove: \(String(describing: error))") }
        }
        unchanged(before, "refused call")
    }

    func attempt(_ body: () throws -> Void) -> SolverError? {
        do {
            try body()
            return nil
        } catch let error as SolverError {
            return error
        } catch {
            fail("threw \(error), not a SolverError")
        }
    }

    /// A call that threw must leave the constraints held as they were.
    func unchanged(_ before: [Constraint], _ what: String) {
        let after = solver.constraints
        if after.count != before.count || zip(after, before).contains(where: { $0 !== $1 }) {
            fail("\(what) changed the constraints held")
        }
    }

    /// What must hold after every call.
    func check() {
        let constraints = solver.constraints
        if constraints.count != held.count + edits.count { fail("holds \(constraints.count) constraints") }
        for c in held where !solver.contains(c) { fail("lost \(name(c))") }
        for v in variables where solver.hasEditVariable(v) != edits.contains(where: { $0 === v }) {
            fail("edit variable \(v.name) is \(solver.hasEditVariable(v) ? "held" : "lost")")
        }
        solver.updateVariables()
        for v in variables where !v.value.isFinite { fail("\(v.name) is \(v.value)") }
        for c in held where c.strength.isRequired {
            // The constraint as the solver holds it, with the constant setConstant gave it.
            let now = Constraint(LinearExpression(c.expression.terms, constant: heldConstant(c)), c.relation)
            let scale = now.expression.terms.reduce(max(1, abs(now.expression.constant))) { $0 + abs($1.value) }
            if !now.isSatisfied(tolerance: 1e-8 * scale) {
                fail("\(name(c)) (\(now)) is broken: its value is \(now.expression.value)")
            }
        }
    }

    /// The constant the solver holds for a constraint it holds.
    func heldConstant(_ c: Constraint) -> Double {
        do { return try solver.constant(for: c) } catch { fail("constant(for: \(name(c))) threw \(error)") }
    }
}

/// libFuzzer's entry point: runs the calls the input encodes, at most 64.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let session = Session()
    if verbose {
        printError("let v0 = Variable(\"v0\"), v1 = Variable(\"v1\"), v2 = Variable(\"v2\"), v3 = Variable(\"v3\")")
        printError("let solver = Solver()")
    }
    var calls = 0
    while !reader.isAtEnd, calls < 64 {
        session.step(&reader)
        session.check()
        calls += 1
    }
    return 0
}
