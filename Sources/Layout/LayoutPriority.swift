/// The priority of a layout constraint, 1...1000 (UIKit's `UILayoutPriority`).
///
/// Priorities are strict levels: a constraint of a higher priority is always
/// met before any number of constraints of lower priorities (a 751 beats any
/// number of 750s). ``required`` constraints must hold.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority's value.
    public var rawValue: Float

    /// Creates a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its value.
    public init(_ value: Float) { self.rawValue = value }
    /// Creates a priority from a literal such as `750`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// Creates a priority from a literal such as `750`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the compression resistance default.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the content hugging default.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level at which a view fits its content.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Orders priorities by value.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// A priority raised by `value`, as in `.defaultLow + 1`.
    public static func + (priority: LayoutPriority, value: Float) -> LayoutPriority {
        LayoutPriority(priority.rawValue + value)
    }

    /// A priority lowered by `value`, as in `.required - 1`.
    public static func - (priority: LayoutPriority, value: Float) -> LayoutPriority {
        LayoutPriority(priority.rawValue - value)
    }

    /// Whether the constraint must hold (1000 or more).
    public var isRequired: Bool { rawValue >= 1000 }
}

extension LayoutPriority: CustomStringConvertible {
    /// The value, such as `750` or `250.5`.
    public var description: String { formatLayoutNumber(Double(rawValue)) }
}
