import Foundation

/// Names one element of a collection view — a cell, a supplementary of a
/// kind or a decoration of a kind, at an index path — to find its realized view.
///
/// The index path is kept as its section and item, taken once at creation:
/// a scroll tick looks up every element near the bounds and an update
/// copies every realized element's key, and hashing or copying an
/// `IndexPath` itself costs several times more. A cell's key hashes one
/// word mixed from its two integers. An index path of another length
/// than two (never one of the layout's elements) is kept whole, boxed.
struct CollectionElementKey: Hashable {
    var category: CollectionElementCategory
    var kind: String?
    /// The index path's first two indexes (−1 where it has fewer), and its length.
    let section: Int
    let item: Int
    private let count: Int
    /// The index path when its length is not two.
    private let otherPath: IndexPathBox?

    init(category: CollectionElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        count = indexPath.count
        section = count > 0 ? indexPath[0] : -1
        item = count > 1 ? indexPath[1] : -1
        otherPath = count == 2 ? nil : IndexPathBox(indexPath)
    }

    /// The key of the cell of the item `item` in section `section`.
    private init(cellOfItem item: Int, inSection section: Int) {
        category = .cell
        kind = nil
        self.section = section
        self.item = item
        count = 2
        otherPath = nil
    }

    /// Whether the index path has two indexes, a section and an item.
    var isSectionAndItem: Bool { count == 2 }

    /// The element's index path.
    var indexPath: IndexPath { otherPath?.indexPath ?? IndexPath(item: item, section: section) }

    init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(
            category: attributes.representedElementCategory, kind: attributes.representedElementKind,
            indexPath: attributes.indexPath)
    }

    /// The key of an item's cell.
    static func cell(_ indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// The key of the cell of the item `item` in section `section`.
    static func cell(item: Int, section: Int) -> CollectionElementKey {
        CollectionElementKey(cellOfItem: item, inSection: section)
    }

    /// Whether `a` comes before `b` in a fixed order (index path, then
    /// category, then kind): views are queued for reuse in this order, so
    /// that which view serves which element never depends on a
    /// dictionary's order.
    static func precedes(_ a: CollectionElementKey, _ b: CollectionElementKey) -> Bool {
        if a.count == 2 && b.count == 2 {
            if a.section != b.section { return a.section < b.section }
            if a.item != b.item { return a.item < b.item }
        } else if a.indexPath != b.indexPath {
            return a.indexPath < b.indexPath
        }
        if a.category != b.category { return a.categoryRank < b.categoryRank }
        return (a.kind ?? "") < (b.kind ?? "")
    }

    static func == (a: CollectionElementKey, b: CollectionElementKey) -> Bool {
        a.section == b.section && a.item == b.item && a.count == b.count && a.category == b.category
            && a.kind == b.kind && (a.count <= 2 || a.otherPath?.indexPath == b.otherPath?.indexPath)
    }

    /// The category's place in ``precedes(_:_:)``'s order, from 0 to 2.
    private var categoryRank: Int {
        switch category {
        case .cell: return 0
        case .supplementaryView: return 1
        case .decorationView: return 2
        }
    }

    /// The item and the section (the category in its two low bits) in one
    /// word: the multiplication spreads the item over the word. Keys that
    /// share the word (the kinds of supplementaries at one index path, a
    /// few at most) still differ by ==. ``RealizedViews`` hashes this word
    /// alone.
    var tableHash: Int {
        item &* -0x61C8_8646_80B5_83EB &+ (section &<< 2 | categoryRank)
    }

    func hash(into hasher: inout Hasher) {
        // One combination for a cell's key; a kind (the rare supplementary
        // or decoration) after it.
        hasher.combine(tableHash)
        if let kind { hasher.combine(kind) }
    }
}
