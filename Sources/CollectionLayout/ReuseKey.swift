import Foundation

/// Where a collection view keeps views for reuse: cells by identifier,
/// supplementaries by kind and identifier, decorations by kind.
struct ReuseKey: Hashable {
    var category: CollectionElementCategory
    var kind: String?
    var identifier: String
}
