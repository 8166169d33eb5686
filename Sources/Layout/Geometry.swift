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

extension BinaryFloatingPoint {
    /// The coordinate rounded to the pixel grid of `scale` pixels per point:
    /// to the nearest multiple of `1 / scale`, ties away from zero, with
    /// `-0` made `0`.
    ///
    /// It is the layout pass's rule: each edge of a frame (minX, minY, maxX,
    /// maxY) is rounded this way in its root's coordinates at the root's
    /// ``View/contentScaleFactor``, and the frame is rebuilt from the rounded
    /// edges, so adjacent views never gap or overlap. Code that predicts
    /// frames, or an inset that must sit on the grid, rounds with it too.
    ///
    /// ```swift
    /// (100.0 / 3).roundedToPixel(scale: 1)      // 33
    /// (100.0 / 3).roundedToPixel(scale: 2)      // 33.5
    /// CGFloat(0.25).roundedToPixel(scale: 2)    // 0.5 (a tie, away from zero)
    /// ```
    ///
    /// - Parameter scale: pixels per point; positive.
    @inlinable
    public func roundedToPixel(scale: Self) -> Self {
        (self * scale).rounded(.toNearestOrAwayFromZero) / scale + 0  // + 0 turns -0 into 0
    }
}

extension CGRect {
    /// Whether the rectangle equals `other` (`==`), answered field by field
    /// without a call for finite rectangles of positive size: the layout
    /// pass compares each frame it computes with the one written, and a
    /// collection view each frame it places.
    @inlinable @inline(__always)
    package func isSame(as other: CGRect) -> Bool {
        if origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
        {
            return true
        }
        // `==` compares standardized rectangles, and any two null ones are equal.
        let plain =
            size.width >= 0 && size.height >= 0 && other.size.width >= 0 && other.size.height >= 0
            && origin.x.isFinite && origin.y.isFinite && other.origin.x.isFinite && other.origin.y.isFinite
        return plain ? false : self == other
    }
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
