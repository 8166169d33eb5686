/// The shape of a list of constraints: each one's relation, strength, and
/// its terms' coefficients, in order, without the constants and without
/// the variables.
///
/// Two lists of one shape whose variables also correspond one to one
/// solve the same system up to constants: a solver holding one can be
/// started from a template of the other (``Solver/load(_:holding:)``,
/// which checks the variables).
package struct ConstraintSystemShape: Hashable, Sendable {
    /// Per constraint: its relation and term count, its strength's level
    /// and weight, then one word per coefficient.
    private let words: [UInt64]
    /// The hash of `words`, computed once.
    private let hash: Int

    /// The shape of `constraints`, in their order.
    package init(_ constraints: [Constraint]) {
        var count = 0
        for c in constraints { count += 3 + c.expression.terms.count }
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        // Written through the buffer: an append checks uniqueness and
        // capacity, and a hasher in a closure is a captured variable.
        words = unsafe [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
            var i = 0
            @inline(__always) func put(_ word: UInt64) {
                unsafe buffer[i] = word
                i += 1
                state = (state ^ word) &* 0x0000_0100_0000_01b3
                state ^= state >> 29
            }
            for c in constraints {
                let expression = c.expression
                let relation: UInt64
                switch c.relation {
                case .lessThanOrEqual: relation = 1
                case .equal: relation = 2
                case .greaterThanOrEqual: relation = 3
                }
                put(relation | UInt64(expression.terms.count) << 8)
                put(UInt64(bitPattern: Int64(c.strength.level)))
                put(c.strength.weight.bitPattern)
                for term in expression.terms { put(term.coefficient.bitPattern) }
            }
            initialized = i
        }
        hash = Int(truncatingIfNeeded: state)
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.hash == b.hash && a.words == b.words
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
