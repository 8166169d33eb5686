import Foundation

/// The smallest unit of a compositional layout: the size, insets and
/// spacing of one cell (UIKit's `NSCollectionLayoutItem`).
open class CollectionLayoutItem {
    /// The item's size, resolved against its group's content size.
    public let layoutSize: CollectionLayoutSize
    /// Supplementary views anchored to the item, such as badges.
    public let supplementaryItems: [CollectionLayoutSupplementaryItem]
    /// Insets that shrink the item's frame after it is placed; the space it
    /// was given does not change. Ignored on an estimated axis.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside the item that moves it inside its group.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// Creates an item of a size, with optional supplementary views.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
