import Foundation

/// A view's layout margins and the guides built on them: the settings, the
/// margins guide and the readable-content guide, and the constraints that
/// hold the guides (made when a guide is first asked for).
final class LayoutMargins {
    /// The margins, by reading direction (leading is the view's leading edge).
    var insets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the margins are measured from the safe area's edge where it intrudes into the view.
    var insetsFromSafeArea = true
    /// Whether the margins grow to reach the superview's margin lines.
    var preservesSuperviewMargins = false
    /// The margins guide, once asked for.
    var guide: LayoutGuide?
    /// The readable-content guide, once asked for.
    var readableGuide: LayoutGuide?
    /// The guide's constraints whose constant is the margin of an edge (signed: negative for right and bottom).
    var marginConstraints: [(constraint: LayoutConstraint, edge: Edge)] = []
    /// The guide's other constraints (to the superview's margins guide).
    var otherConstraints: [LayoutConstraint] = []

    /// An edge of a rectangle.
    enum Edge: CaseIterable {
        case left, top, right, bottom

        var attribute: LayoutConstraint.Attribute {
            switch self {
            case .left: return .left
            case .top: return .top
            case .right: return .right
            case .bottom: return .bottom
            }
        }

        /// Whether the edge's inset grows its coordinate (left, top).
        var insetsForward: Bool { self == .left || self == .top }
    }

    /// The signed constant of a margin constraint on an edge, for a view
    /// that lays out right to left or not (leading is then the right edge).
    func constant(for edge: Edge, rightToLeft: Bool) -> CGFloat {
        switch edge {
        case .left: return rightToLeft ? insets.trailing : insets.leading
        case .top: return insets.top
        case .right: return -(rightToLeft ? insets.leading : insets.trailing)
        case .bottom: return -insets.bottom
        }
    }

    /// The priority that holds the margins guide at the margins from the
    /// view's edge when the safe area or the superview's margins may push it
    /// further in: optional, so that they can, and above the priorities
    /// that layouts use (999 and below).
    static let edgePriority = LayoutPriority(999.999)

    /// The priority of the readable content guide's pull to the margins
    /// guide's width: below ``edgePriority``, so that a guide held at 672
    /// points never trades against the margins' edges (at the same priority
    /// the solver could move the margins inward at no cost, and would leave
    /// them ambiguous).
    static let readableWidthPriority = LayoutPriority(999.998)
}
