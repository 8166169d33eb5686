import Foundation

/// What a section provider or a custom group knows about where it is laid out.
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The container: the collection view's size, with the insets of the
    /// layout's `contentInsetsReference` as its content insets.
    public var container: CollectionLayoutContainer

    /// Creates an environment.
    public init(container: CollectionLayoutContainer) {
        self.container = container
    }
}
