import Foundation

/// Insets from each edge of a rectangle, named by reading direction
/// (UIKit's `NSDirectionalEdgeInsets`): `leading` is the left edge in a
/// left-to-right layout and the right edge in a right-to-left one (see
/// ``View/effectiveUserInterfaceLayoutDirection``).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()
}

extension DirectionalEdgeInsets: CustomStringConvertible {
    /// The insets as `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\([top, leading, bottom, trailing].map { formatLayoutNumber(Double($0)) }.joined(separator: ", "))}"
    }
}
