/// The shape of a list of constraints, by a hash of each one's relation,
/// strength, and its terms' coefficients, in order, without the constants
/// and without the variables.
///
/// Two lists of one shape usually solve the same system up to constants;
/// ``Solver/load(_:holding:)`` checks each constraint against the
/// template's (and the variables), so that a list that only shares the
/// hash is refused and its constraints added instead. A hash rather than
/// the words it hashes: a cell's shape is some 900 words, and finding its
/// template then compares none of them.
package struct ConstraintSystemShape: Hashable, Sendable {
    /// The hash of the constraints' words.
    private let hash: UInt64

    /// The shape of `constraints`, in their order.
    package init(_ constraints: [Constraint]) {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func put(_ word: UInt64) {
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
        put(UInt64(constraints.count))
        hash = state
    }
}
