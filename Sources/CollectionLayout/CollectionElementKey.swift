import Foundation

/// Names one element of a collection view — a cell, a supplementary of a
/// kind or a decoration of a kind, at an index path — to find its realized view.
///
/// A key is plain data (no reference): a scroll tick looks up every
/// element near the bounds, an update copies every realized element's key,
/// and a value with a reference in it is copied and destroyed through
/// calls. The index path is kept as its section and item, taken once at
/// creation; the kind as its number in ``ElementKindTable``. A cell's key
/// hashes one word mixed from its two integers. Of an index path of
/// another length than two (never one of the layout's elements, only a
/// caller's question) the key keeps the length and the first two indexes.
struct CollectionElementKey: Hashable {
    let category: CollectionElementCategory
    /// The kind's number in ``ElementKindTable``: ``ElementKindTable/none``
    /// for a cell, ``ElementKindTable/unknown`` for a kind no layout placed.
    let kindNumber: Int32
    /// The index path's first two indexes (−1 where it has fewer), and its length.
    let section: Int
    let item: Int
    private let count: Int

    /// The key of an element the layout places (its kind is numbered if new).
    init(category: CollectionElementCategory, kind: String?, indexPath: IndexPath) {
        self.init(
            category: category, kindNumber: kind.map(ElementKindTable.shared.number(of:)) ?? ElementKindTable.none,
            indexPath: indexPath)
    }

    /// The key a caller asks about: a kind no layout placed is not
    /// numbered, and its key names no element.
    static func lookingUp(category: CollectionElementCategory, kind: String?, indexPath: IndexPath)
        -> CollectionElementKey
    {
        CollectionElementKey(
            category: category,
            kindNumber: kind.map(ElementKindTable.shared.existingNumber(of:)) ?? ElementKindTable.none,
            indexPath: indexPath)
    }

    private init(category: CollectionElementCategory, kindNumber: Int32, indexPath: IndexPath) {
        self.category = category
        self.kindNumber = kindNumber
        count = indexPath.count
        section = count > 0 ? indexPath[0] : -1
        item = count > 1 ? indexPath[1] : -1
    }

    private init(cellOfItem item: Int, inSection section: Int) {
        category = .cell
        kindNumber = ElementKindTable.none
        self.section = section
        self.item = item
        count = 2
    }

    /// Whether the index path has two indexes (every element's has).
    var isSectionAndItem: Bool { count == 2 }

    /// The element's index path (of a longer one, its first two indexes).
    var indexPath: IndexPath {
        switch count {
        case 0: return IndexPath()
        case 1: return IndexPath(index: section)
        default: return IndexPath(item: item, section: section)
        }
    }

    /// The element's kind; nil for a cell.
    var kind: String? {
        kindNumber > 0 ? ElementKindTable.shared.kind(numbered: kindNumber) : nil
    }

    /// The key of an element with these attributes.
    init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(
            category: attributes.representedElementCategory, kind: attributes.representedElementKind,
            indexPath: attributes.indexPath)
    }

    /// The key of the cell at `indexPath`.
    static func cell(_ indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: .cell, kindNumber: ElementKindTable.none, indexPath: indexPath)
    }

    /// The key of the cell of item `item` in section `section`.
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
        if a.kindNumber == b.kindNumber { return false }
        return (a.kind ?? "") < (b.kind ?? "")
    }

    static func == (a: CollectionElementKey, b: CollectionElementKey) -> Bool {
        a.section == b.section && a.item == b.item && a.count == b.count && a.category == b.category
            && a.kindNumber == b.kindNumber
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
        if kindNumber != ElementKindTable.none { hasher.combine(kindNumber) }
    }
}
