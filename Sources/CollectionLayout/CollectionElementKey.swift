import Foundation

/// Names one element of a collection view — a cell, a supplementary of a
/// kind or a decoration of a kind, at an index path — to find its realized view.
struct CollectionElementKey: Hashable {
    var category: CollectionElementCategory
    var kind: String?
    var indexPath: IndexPath

    init(category: CollectionElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(
            category: attributes.representedElementCategory, kind: attributes.representedElementKind,
            indexPath: attributes.indexPath)
    }

    /// The key of an item's cell.
    static func cell(_ indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
    }
}
