// cassowary-replay: replays solver operations read from standard input and
// prints what the solver did, for the differential test against kiwisolver
// (`Tests/Differential/differential.py`; README.md beside it has the protocol).
//
// Input, one command a line, fields separated by single spaces:
//
//     system <seed>                      a fresh solver and no variables; echoed
//     solver <n> [<vars> <constraints>]  another fresh solver (n = 1, 2, ...), keeping the
//                                        variables and constraints, with room for that
//                                        many when given; the next lines go to it
//     use <n>                            the next lines go to solver n
//     var <name>                         declares a variable
//     add <id> <rel> <strength> <constant> [<coefficient> <var>]...
//                                        adds a new constraint `Σ coefficient·var + constant <rel> 0`
//     readd <id>                         adds constraint <id> again (the same object)
//     remove <id>
//     setconst <id> <constant>           Solver.setConstant
//     edit <var> <strength>
//     unedit <var>
//     suggest <var> <value>
//     update                             publishes the values
//     reset                              Solver.reset
//     end                                echoed
//
// <rel> is `==`, `<=` or `>=`; <strength> is `required`, `strong`, `medium`,
// `weak`, `a,b,c,w` for `Strength(strong: a, medium: b, weak: c, weight: w)`
// or `L:w` for `Strength(level: L, weight: w)`. Lines starting with `#` are
// comments. (`solver`, `use`, `reset`, `L:w` and comments are what
// `SolverStreamRecorder` writes beyond the differential test's lines.)
//
// Output: each operation prints `ok` or `error <kind>` (a `SolverError` case
// name; `unsatisfiableConstraint` is followed by the conflicts' ids), and
// `update` prints `values` and, for each variable in declaration order, its
// value (shortest exact representation) and `1` if it is ambiguous, else `0`.

import Cassowary

/// The state of one system being replayed.
final class Replay {
    private var solver = Solver()
    private var solvers: [Solver] = []
    private var variables: [Variable] = []
    private var variablesByName: [String: Variable] = [:]
    private var constraints: [String: Constraint] = [:]
    private var ids: [ObjectIdentifier: String] = [:]

    /// Runs one input line and returns the lines it prints.
    func run(_ line: Substring) -> String {
        let f = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let command = f.first, !command.hasPrefix("#") else { return "" }
        switch command {
        case "system":
            solver = Solver()
            solvers = []
            variables = []
            variablesByName = [:]
            constraints = [:]
            ids = [:]
            return line + "\n"
        case "solver":
            solver = f.count >= 4 ? Solver(variables: Int(f[2])!, constraints: Int(f[3])!) : Solver()
            solvers.append(solver)
            return ""
        case "use":
            guard let n = Int(f[1]), solvers.indices.contains(n - 1) else { fatalError("no solver: \(line)") }
            solver = solvers[n - 1]
            return ""
        case "reset":
            solver.reset()
            return "ok\n"
        case "end":
            return "end\n"
        case "var":
            let v = Variable(f[1])
            variables.append(v)
            variablesByName[f[1]] = v
            return ""
        case "add":
            var expression = LinearExpression(constant: number(f[4]))
            for i in stride(from: 5, to: f.count, by: 2) {
                expression.terms.append(Term(variable(f[i + 1]), number(f[i])))
            }
            let c = Constraint(expression, relation(f[2]), strength: strength(f[3]))
            constraints[f[1]] = c
            ids[c.id] = f[1]
            return attempt { () throws(SolverError) in try solver.add(c) }
        case "readd":
            return attempt { () throws(SolverError) in try solver.add(constraint(f[1])) }
        case "remove":
            return attempt { () throws(SolverError) in try solver.remove(constraint(f[1])) }
        case "setconst":
            let (c, k) = (constraint(f[1]), number(f[2]))
            return attempt { () throws(SolverError) in try solver.setConstant(k, for: c) }
        case "edit":
            let (v, s) = (variable(f[1]), strength(f[2]))
            return attempt { () throws(SolverError) in try solver.addEditVariable(v, strength: s) }
        case "unedit":
            return attempt { () throws(SolverError) in try solver.removeEditVariable(variable(f[1])) }
        case "suggest":
            return attempt { () throws(SolverError) in try solver.suggestValue(number(f[2]), for: variable(f[1])) }
        case "update":
            solver.updateVariables()
            var out = "values"
            for v in variables {
                out += " \(v.value) \(solver.isAmbiguous(v) ? 1 : 0)"
            }
            return out + "\n"
        default:
            fatalError("unknown command: \(line)")
        }
    }

    /// `ok`, or `error` and the kind of error thrown.
    private func attempt(_ operation: () throws(SolverError) -> Void) -> String {
        do {
            try operation()
            return "ok\n"
        } catch {
            switch error {
            case .unsatisfiableConstraint(_, let conflicts):
                return "error unsatisfiableConstraint" + conflicts.map { " " + (ids[$0.id] ?? "?") }.joined() + "\n"
            case .duplicateConstraint: return "error duplicateConstraint\n"
            case .unknownConstraint: return "error unknownConstraint\n"
            case .duplicateEditVariable: return "error duplicateEditVariable\n"
            case .unknownEditVariable: return "error unknownEditVariable\n"
            case .badRequiredStrength: return "error badRequiredStrength\n"
            case .nonFiniteValue: return "error nonFiniteValue\n"
            case .iterationLimitExceeded: return "error iterationLimitExceeded\n"
            }
        }
    }

    private func variable(_ name: String) -> Variable {
        guard let v = variablesByName[name] else { fatalError("undeclared variable \(name)") }
        return v
    }

    private func constraint(_ id: String) -> Constraint {
        guard let c = constraints[id] else { fatalError("undefined constraint \(id)") }
        return c
    }
}

private func number(_ text: String) -> Double {
    guard let x = Double(text) else { fatalError("not a number: \(text)") }
    return x
}

private func relation(_ text: String) -> Relation {
    switch text {
    case "==": return .equal
    case "<=": return .lessThanOrEqual
    case ">=": return .greaterThanOrEqual
    default: fatalError("not a relation: \(text)")
    }
}

private func strength(_ text: String) -> Strength {
    switch text {
    case "required": return .required
    case "strong": return .strong
    case "medium": return .medium
    case "weak": return .weak
    default:
        if let colon = text.firstIndex(of: ":") {
            guard let level = Int(text[..<colon]) else { fatalError("not a strength: \(text)") }
            return Strength(level: level, weight: number(String(text[text.index(after: colon)...])))
        }
        let p = text.split(separator: ",").map { number(String($0)) }
        guard p.count == 4 else { fatalError("not a strength: \(text)") }
        return Strength(strong: p[0], medium: p[1], weak: p[2], weight: p[3])
    }
}

let replay = Replay()
var output = ""
while let line = readLine() {
    output += replay.run(line[...])
    if output.utf8.count >= 1 << 16 {
        print(output, terminator: "")
        output = ""
    }
}
print(output, terminator: "")
