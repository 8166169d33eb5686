import Foundation

/// A view drawn behind a section, such as its background
/// (UIKit's `NSCollectionLayoutDecorationItem`).
open class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The kind of decoration view.
    public let elementKind: String
    /// The stacking order (default −1: under the cells).
    public var zIndex: Int = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
    }

    /// A background spanning its section from header to footer across the
    /// collection's full width, inset by its own `contentInsets`.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
