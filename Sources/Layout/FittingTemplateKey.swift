import Cassowary

/// The shape of a fitting measure: the measured subtree's enforced
/// constraints without their constants, and the fitting priorities.
///
/// Two measures with equal keys solve the same linear system up to
/// constants — the same constraints, in the same order, between items that
/// correspond one to one (numbered by first appearance, the measured view
/// first), with the same attributes, relations, multipliers and strengths —
/// so one scratch solver serves both by setting constants: every cell of a
/// kind, reused or new, is one template.
struct FittingTemplateKey: Hashable {
    /// Five words a constraint: its items' numbers, its attributes and
    /// relation, multiplier, strength level, strength weight; then the
    /// fitting priorities.
    private let words: [UInt64]
    /// The hash of `words`, computed once.
    private let hash: Int

    /// The key of measuring the view of geometry `measured` with the
    /// constraints of `entries` (the subtree's enforced constraints, in
    /// activation order) at the fitting priorities, in a tree laid out in
    /// `direction` (a constraint's attribute word holds how its leading and
    /// trailing resolve).
    ///
    /// - Complexity: O(entries).
    init(
        measuring measured: ObjectIdentifier, entries: [SubtreeConstraintIndex.Entry],
        horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority, direction: UserInterfaceLayoutDirection?
    ) {
        var numbers = FirstAppearanceNumbers(expected: entries.count / 2 + 8)
        _ = numbers.number(measured)
        func number(_ id: ObjectIdentifier) -> UInt64 { UInt64(numbers.number(id)) }
        var words: [UInt64] = []
        words.reserveCapacity(entries.count * 5 + 2)
        var hasher = FastHasher()
        func put(_ word: UInt64) {
            words.append(word)
            hasher.combine(word)
        }
        for entry in entries {
            var related = number(entry.first)
            if let second = entry.second { related |= (number(second) + 1) << 32 }
            // Enforced: the solver's strength is the one in force.
            let strength = entry.constraint.solverConstraint?.strength ?? entry.constraint.strength
            put(related)
            put(entry.shape | UInt64(entry.constraint.directionResolution(in: direction).rawValue) << 24)
            put(entry.multiplier)
            put(UInt64(bitPattern: Int64(strength.level)))
            put(strength.weight.bitPattern)
        }
        put(UInt64(horizontalPriority.rawValue.bitPattern))
        put(UInt64(verticalPriority.rawValue.bitPattern))
        self.words = words
        hash = hasher.value
    }

    /// The word of a constraint's attributes and relation.
    static func shape(
        _ first: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
        _ second: LayoutConstraint.Attribute?
    ) -> UInt64 {
        code(first) << 8 | code(relation) | (second.map(code) ?? 0) << 16
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.hash == b.hash && a.words == b.words
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    /// A number per distinct expression of an attribute (the leading edge
    /// and the left edge are one).
    private static func code(_ attribute: LayoutConstraint.Attribute) -> UInt64 {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return 1
        case .right, .trailing, .rightMargin, .trailingMargin: return 2
        case .centerX, .centerXWithinMargins: return 3
        case .top, .topMargin: return 4
        case .bottom, .bottomMargin: return 5
        case .centerY, .centerYWithinMargins: return 6
        case .width: return 7
        case .height: return 8
        case .notAnAttribute: return 9
        }
    }

    private static func code(_ relation: LayoutConstraint.Relation) -> UInt64 {
        switch relation {
        case .lessThanOrEqual: return 1
        case .equal: return 2
        case .greaterThanOrEqual: return 3
        }
    }

    /// A cheap running hash of words (the key's words are hashed once, then
    /// the key hashes as one integer).
    private struct FastHasher {
        private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func combine(_ word: UInt64) {
            state = (state ^ word) &* 0x0000_0100_0000_01b3
            state ^= state >> 29
        }

        var value: Int { Int(truncatingIfNeeded: state) }
    }
}
