import Foundation

/// A rectangle in points.
public struct Rect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    package init(_ r: CGRect) {
        x = Double(r.minX)
        y = Double(r.minY)
        width = Double(r.width)
        height = Double(r.height)
    }

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the two rectangles share some area: more than a hundredth of
    /// a point each way (touching edges, off by float noise, do not count).
    func overlaps(_ other: Rect) -> Bool {
        let e = 0.01
        return x + e < other.x + other.width && other.x + e < x + width && y + e < other.y + other.height
            && other.y + e < y + height
    }
}
