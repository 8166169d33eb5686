/// A set of a rectangle's edges, named by reading direction
/// (UIKit's `NSDirectionalRectEdge`).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
