/// A parsed visual format line: its orientation, its views in order and
/// its constraints with names unresolved (see ``VisualFormatParser``).
package struct VisualFormatLine: Equatable, Sendable {
    /// Whether the line is `V:`.
    var isVertical: Bool
    /// The line's views, left to right, each with the column of its name.
    package var views: [(name: String, column: Int)]
    /// The constraints in UIKit's order: each view's size predicates, then
    /// the connections left to right.
    package var constraints: [VisualFormatConstraint]

    package static func == (a: VisualFormatLine, b: VisualFormatLine) -> Bool {
        a.isVertical == b.isVertical && a.views.elementsEqual(b.views, by: { $0 == $1 })
            && a.constraints == b.constraints
    }
}
