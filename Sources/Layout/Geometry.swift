import Foundation

/// Insets from each edge of a rectangle (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()
}

extension EdgeInsets: CustomStringConvertible {
    /// The insets as `{top, left, bottom, right}`.
    public var description: String {
        "{\([top, left, bottom, right].map { formatLayoutNumber(Double($0)) }.joined(separator: ", "))}"
    }
}

/// Rounds a coordinate to the pixel grid of `scale`, ties away from zero.
func roundToPixel(_ x: Double, scale: Double) -> Double {
    (x * scale).rounded(.toNearestOrAwayFromZero) / scale + 0  // + 0 turns -0 into 0
}

/// Formats a number the way text dumps print it: up to three decimals,
/// trailing zeros trimmed (233.333, 44, -0.5).
package func formatLayoutNumber(_ x: Double) -> String {
    var rounded = (x * 1000).rounded(.toNearestOrAwayFromZero) / 1000
    if rounded == 0 { rounded = 0 }  // no "-0"
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
