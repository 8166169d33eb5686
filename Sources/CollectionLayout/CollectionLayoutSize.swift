import Foundation

/// The width and height of an item, a group or a supplementary.
public struct CollectionLayoutSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: CollectionLayoutDimension
    /// The height.
    public var heightDimension: CollectionLayoutDimension

    /// Creates a size from a dimension for each axis.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// Both axes resolved against a container of `container`.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// The dimension along `axis`.
    func dimension(along axis: LayoutAxis) -> CollectionLayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }
}
