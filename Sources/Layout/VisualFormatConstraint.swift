/// One constraint of a visual format line, with its items still named:
/// `first (==, <=, >=) second + constant @priority`, or a size against a
/// constant when `second` is nil. Spacings along a horizontal line use
/// `leading` and `trailing`; the caller maps them for another direction.
package struct VisualFormatConstraint: Equatable, Sendable {
    /// A view of the line, or the superview next to one.
    package enum Item: Equatable, Sendable {
        /// The view of that name.
        case view(String)
        /// The superview (`|`) of the named view.
        case superview(of: String)
    }

    /// One side of the constraint.
    package struct Side: Equatable, Sendable {
        /// The item.
        package var item: Item
        /// The attribute.
        package var attribute: LayoutConstraint.Attribute
        /// The 1-based column of the item's name or its `|`.
        package var column: Int
    }

    /// The constrained side.
    package var first: Side
    /// The relation.
    package var relation: LayoutConstraint.Relation
    /// The other side; nil for a size against a constant.
    package var second: Side?
    /// The constant.
    package var constant: Double
    /// The priority, 1...1000.
    package var priority: Float
    /// The 1-based column of the predicate or connection that made it.
    package var column: Int

    /// Whether the constraint is a spacing along the line (both sides are edges).
    package var isSpacing: Bool { second != nil && first.attribute != .width && first.attribute != .height }
}
