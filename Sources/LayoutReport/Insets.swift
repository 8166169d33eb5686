/// Insets from the four edges, in points.
public struct Insets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double = 0
    /// From the left edge.
    public var left: Double = 0
    /// From the bottom edge.
    public var bottom: Double = 0
    /// From the right edge.
    public var right: Double = 0

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
