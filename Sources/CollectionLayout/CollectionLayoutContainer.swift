import Foundation

/// The space a section or group is laid out in.
public struct CollectionLayoutContainer: Hashable, Sendable {
    /// The container's size.
    public var contentSize: CGSize
    /// The insets of the container's content.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a container.
    public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The insets the content is laid out inside.
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    /// The size minus the effective insets.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: contentSize.width - contentInsets.leading - contentInsets.trailing,
            height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}
