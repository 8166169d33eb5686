import Foundation

/// A supplementary view anchored to an item, such as a badge
/// (UIKit's `NSCollectionLayoutSupplementaryItem`).
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// The kind of view, as the data source's supplementary request names it.
    public let elementKind: String
    /// Where the view sits on its item.
    public let containerAnchor: CollectionLayoutAnchor
    /// The stacking order (default 1: above the cells).
    public var zIndex: Int = 1

    /// Creates a supplementary of a size and kind at an anchor on its item.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
