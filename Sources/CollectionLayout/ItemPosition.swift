import Foundation

/// Where an item is in a snapshot: a plain pair of numbers, cheaper to
/// store for every item than an `IndexPath`.
@usableFromInline
struct ItemPosition: Hashable, Sendable {
    @usableFromInline var section: Int
    @usableFromInline var item: Int

    @inlinable
    init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// The position as an index path.
    @inlinable
    var indexPath: IndexPath { IndexPath(item: item, section: section) }
}
