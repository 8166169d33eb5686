/// A sum of terms plus a constant, such as `2 * x - y + 10`.
///
/// Build expressions with the operators `+`, `-`, `*` and `/`; compare two of
/// them with `==`, `<=` or `>=` to get a ``Constraint``.
public struct LinearExpression: Sendable {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates an expression holding one constant.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// Creates an expression holding one variable.
    public init(_ variable: Variable) {
        self.init([Term(variable)], constant: 0)
    }

    /// Creates an expression holding one term.
    public init(_ term: Term) {
        self.init([term], constant: 0)
    }

    /// The expression's value with its variables' last published values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }

    /// The same expression with the terms of each variable added into one
    /// term (in order of first appearance) and zero terms dropped.
    ///
    /// - Complexity: O(*n*) for *n* terms.
    public var reduced: LinearExpression {
        if isReduced { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 16 {
            // Short expressions (nearly all of them): a scan beats hashing.
            for term in terms {
                if let at = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[at] = Term(term.variable, merged[at].coefficient + term.coefficient)
                } else {
                    merged.append(term)
                }
            }
        } else {
            var index: [ObjectIdentifier: Int] = [:]
            for term in terms {
                if let at = index[term.variable.id] {
                    merged[at] = Term(term.variable, merged[at].coefficient + term.coefficient)
                } else {
                    index[term.variable.id] = merged.count
                    merged.append(term)
                }
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return LinearExpression(merged, constant: constant)
    }
}

extension LinearExpression {
    /// Whether ``reduced`` would give the same terms: a short expression
    /// (nearly every constraint's) with no zero term and each variable once,
    /// so that a constraint shares its terms instead of copying them.
    var isReduced: Bool {
        if terms.count > 8 { return false }
        return unsafe terms.withUnsafeBufferPointer { terms in
            for i in terms.indices {
                if unsafe terms[i].coefficient == 0 { return false }
                for j in 0..<i where unsafe terms[j].variable === terms[i].variable { return false }
            }
            return true
        }
    }
}

extension LinearExpression: CustomStringConvertible {
    /// The expression as text, such as `2 * x - y + 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let c = term.coefficient
            let magnitude = abs(c) == 1 ? "\(term.variable)" : "\(formatNumber(abs(c))) * \(term.variable)"
            text += text.isEmpty ? (c < 0 ? "-" + magnitude : magnitude) : (c < 0 ? " - " : " + ") + magnitude
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant)) }
        return text
    }
}

/// Formats a number the way dumps print it: integers without a fraction,
/// others with up to six significant decimals.
func formatNumber(_ x: Double) -> String {
    if abs(x) < 1e15, Double(Int64(x)) == x { return String(Int64(x)) }
    return String(x)
}
