/// How hard a solver tries to satisfy a constraint.
///
/// A strength has a ``level`` and a ``weight``. The solver minimises the
/// errors of unsatisfied constraints level by level, highest level first: any
/// amount of error on lower levels is accepted to remove error on a higher
/// one. Within a level it minimises the sum of each error times its weight.
///
/// kiwi's strengths (``strong``, ``medium``, ``weak`` and
/// ``init(strong:medium:weak:weight:)``) all sit on level 0, so code ported
/// from kiwi keeps kiwi's weighted semantics. ``init(level:weight:)`` gives the
/// strict priority levels that a layout needs: one constraint on level 251
/// wins over any number of conflicting constraints on level 250.
/// ``required`` ranks above every level and is never violated.
public struct Strength: Hashable, Comparable, Sendable {
    /// The priority level: 0 for kiwi's weighted strengths, 1 and above for
    /// strict levels, `Int.max` for ``required``.
    public let level: Int
    /// The weight of an error within its level.
    public let weight: Double

    /// The weight of kiwi's `required` strength, `create(1000, 1000, 1000)`.
    static let requiredWeight = 1_001_001_000.0

    /// A constraint that must hold: the solver refuses it rather than violate it.
    public static let required = Strength(uncheckedLevel: .max, weight: requiredWeight)
    /// kiwi's `strong`: weight 1,000,000 on level 0.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// kiwi's `medium`: weight 1,000 on level 0.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// kiwi's `weak`: weight 1 on level 0.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    private init(uncheckedLevel: Int, weight: Double) {
        self.level = uncheckedLevel
        self.weight = weight
    }

    /// Creates a strength exactly as kiwi's `strength::create`: each part is
    /// multiplied by `weight` and clamped to 0...1000, then the parts are
    /// weighted by 1,000,000, 1,000 and 1 and summed, on level 0. A result of at
    /// least kiwi's required (`create(1000, 1000, 1000)`) is ``required``.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func clamp(_ x: Double) -> Double { max(0, min(1000, x)) }
        let total = clamp(strong * weight) * 1_000_000 + clamp(medium * weight) * 1000 + clamp(weak * weight)
        if total >= Strength.requiredWeight {
            self = .required
        } else {
            self.init(uncheckedLevel: 0, weight: total)
        }
    }

    /// Creates a strength on a strict priority level.
    ///
    /// - Parameters:
    ///   - level: the priority level, 0 or more; any error on a lower level is
    ///     accepted to remove error on a higher one. Levels at or above
    ///     `Int.max` are clamped just below ``required``.
    ///   - weight: the weight of an error within the level (negative weights count as 0).
    public init(level: Int, weight: Double = 1) {
        self.init(uncheckedLevel: min(max(level, 0), Int.max - 1), weight: max(weight, 0))
    }

    /// Whether this is ``required``.
    public var isRequired: Bool { level == .max }

    /// Orders strengths by level, then by weight.
    public static func < (a: Strength, b: Strength) -> Bool {
        a.level != b.level ? a.level < b.level : a.weight < b.weight
    }
}

extension Strength: CustomStringConvertible {
    /// `required`, `strong`, `medium`, `weak`, a kiwi weight such as
    /// `weight 2000`, or a level such as `level 750`.
    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default:
            if level == 0 { return "weight \(formatNumber(weight))" }
            return weight == 1 ? "level \(level)" : "level \(level) weight \(formatNumber(weight))"
        }
    }
}
