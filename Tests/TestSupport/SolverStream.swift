import Cassowary

/// A recorded stream of solver calls (the protocol of `cassowary-replay`,
/// Tests/Differential/README.md, as ``SolverStreamRecorder`` writes it),
/// read into calls on variables and constraints made beforehand, so that a
/// replay does the solver's work and nothing else.
public struct SolverStream {
    /// The stream's variables, in the order they are declared.
    public let variables: [Variable]
    /// The calls, in order.
    public let calls: [SolverStreamCall]
    /// The number of solver calls: the calls but ``SolverStreamCall/use(_:)``
    /// (solver creations included), as `SolverStreamRecorder.callCount`
    /// and `kiwi-driver --replay` count them.
    public var callCount: Int {
        calls.count { if case .use = $0 { false } else { true } }
    }

    /// Reads a stream.
    ///
    /// - Throws: ``SolverStreamError`` for a line that is not in the
    ///   protocol, or that names a variable or constraint not declared.
    public init(_ text: String) throws(SolverStreamError) {
        var variables: [Variable] = []
        var variablesByName: [Substring: Variable] = [:]
        var constraints: [Substring: Constraint] = [:]
        var calls: [SolverStreamCall] = []
        var solverCount = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            func fail(_ reason: String) -> SolverStreamError { SolverStreamError(line: number, reason: reason) }
            let f = line.split(separator: " ")
            guard let command = f.first, !command.hasPrefix("#") else { continue }
            func field(_ i: Int) throws(SolverStreamError) -> Substring {
                guard i < f.count else { throw fail("'\(command)' needs \(i) fields") }
                return f[i]
            }
            func variable(_ i: Int) throws(SolverStreamError) -> Variable {
                let name = try field(i)
                guard let v = variablesByName[name] else { throw fail("undeclared variable \(name)") }
                return v
            }
            func constraint(_ i: Int) throws(SolverStreamError) -> Constraint {
                let id = try field(i)
                if let c = constraints[id] { return c }
                // A constraint no line added (`c0`): the call is refused, as it was when recorded.
                guard id == "c0" else { throw fail("undefined constraint \(id)") }
                return Constraint(LinearExpression(0), .equal)
            }
            func value(_ i: Int) throws(SolverStreamError) -> Double {
                let text = try field(i)
                guard let x = Double(text) else { throw fail("not a number: \(text)") }
                return x
            }
            func strength(_ i: Int) throws(SolverStreamError) -> Strength {
                let text = try field(i)
                guard let s = SolverStream.strength(text) else { throw fail("not a strength: \(text)") }
                return s
            }
            switch command {
            case "var":
                let name = try field(1)
                let v = Variable(String(name))
                variables.append(v)
                variablesByName[name] = v
            case "solver":
                solverCount += 1
                guard try value(1) == Double(solverCount) else { throw fail("solvers are numbered 1, 2, ...") }
                let capacity = f.count >= 4 ? (Int(try value(2)), Int(try value(3))) : nil
                calls.append(.createSolver(capacity: capacity))
            case "use":
                let n = Int(try value(1))
                guard n >= 1, n <= solverCount else { throw fail("no solver \(n)") }
                calls.append(.use(n - 1))
            case "add":
                let id = try field(1)
                guard let relation = SolverStream.relation(try field(2)) else { throw fail("not a relation") }
                let s = try strength(3)
                var expression = LinearExpression(constant: try value(4))
                for i in stride(from: 5, to: f.count, by: 2) {
                    expression.terms.append(Term(try variable(i + 1), try value(i)))
                }
                let c = Constraint(expression, relation, strength: s)
                constraints[id] = c
                calls.append(.add(c))
            case "readd": calls.append(.add(try constraint(1)))
            case "remove": calls.append(.remove(try constraint(1)))
            case "setconst": calls.append(.setConstant(try value(2), try constraint(1)))
            case "edit": calls.append(.addEditVariable(try variable(1), try strength(2)))
            case "unedit": calls.append(.removeEditVariable(try variable(1)))
            case "suggest": calls.append(.suggestValue(try value(2), try variable(1)))
            case "update": calls.append(.updateVariables)
            case "reset": calls.append(.reset)
            default: throw fail("unknown command '\(command)'")
            }
        }
        self.variables = variables
        self.calls = calls
    }

    /// Makes every call in order, on solvers made as the stream says, and
    /// drops the solvers before returning.
    ///
    /// - Returns: the number of calls that the solvers refused (the same as
    ///   when the stream was recorded).
    @discardableResult
    public func replay() -> Int {
        var solvers: [Solver] = []
        var solver = Solver?.none
        var refused = 0
        for call in calls {
            do throws(SolverError) {
                switch call {
                case .createSolver(let capacity):
                    let made = capacity.map { Solver(variables: $0.variables, constraints: $0.constraints) } ?? Solver()
                    solvers.append(made)
                    solver = made
                case .use(let n): solver = solvers[n]
                case .add(let c): try solver!.add(c)
                case .remove(let c): try solver!.remove(c)
                case .setConstant(let k, let c): try solver!.setConstant(k, for: c)
                case .addEditVariable(let v, let s): try solver!.addEditVariable(v, strength: s)
                case .removeEditVariable(let v): try solver!.removeEditVariable(v)
                case .suggestValue(let x, let v): try solver!.suggestValue(x, for: v)
                case .updateVariables: solver!.updateVariables()
                case .reset: solver!.reset()
                }
            } catch {
                refused += 1
            }
        }
        return refused
    }

    /// `==`, `<=`, `>=`.
    static func relation(_ text: Substring) -> Relation? {
        switch text {
        case "==": return .equal
        case "<=": return .lessThanOrEqual
        case ">=": return .greaterThanOrEqual
        default: return nil
        }
    }

    /// `required`, `strong`, `medium`, `weak`, `a,b,c,w` (kiwi's
    /// `strength.create`) or `<level>:<weight>` (``Strength/init(level:weight:)``).
    static func strength(_ text: Substring) -> Strength? {
        switch text {
        case "required": return .required
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        default:
            if let colon = text.firstIndex(of: ":") {
                guard let level = Int(text[..<colon]), let weight = Double(text[text.index(after: colon)...]) else {
                    return nil
                }
                return Strength(level: level, weight: weight)
            }
            let parts = text.split(separator: ",").compactMap { Double($0) }
            guard parts.count == 4 else { return nil }
            return Strength(strong: parts[0], medium: parts[1], weak: parts[2], weight: parts[3])
        }
    }
}
