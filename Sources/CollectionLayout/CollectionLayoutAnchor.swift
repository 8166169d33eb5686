import Foundation

/// Where a supplementary view sits on its item: inside the named edges (a
/// corner for two), moved by an offset in points or in fractions of its own size.
public struct CollectionLayoutAnchor: Hashable, Sendable {
    /// The edges the supplementary is aligned to; none centres it.
    public let edges: DirectionalRectEdge
    /// The offset in points, when the anchor was made with one.
    public let offset: CGPoint
    /// Whether `offset` is a fraction of the supplementary's size.
    public let isFractionalOffset: Bool

    /// An anchor at `edges`, moved by `fractionalOffset` × the supplementary's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isFractionalOffset = true
    }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint = .zero) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isFractionalOffset = false
    }

    /// Whether `offset` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// The frame of a supplementary of `size` anchored to `container`.
    func frame(ofSize size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2
        var y = container.midY - size.height / 2
        if edges.contains(.leading) && !edges.contains(.trailing) { x = container.minX }
        if edges.contains(.trailing) && !edges.contains(.leading) { x = container.maxX - size.width }
        if edges.contains(.top) && !edges.contains(.bottom) { y = container.minY }
        if edges.contains(.bottom) && !edges.contains(.top) { y = container.maxY - size.height }
        if isFractionalOffset {
            x += offset.x * size.width
            y += offset.y * size.height
        } else {
            x += offset.x
            y += offset.y
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
