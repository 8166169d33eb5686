import Foundation

/// An `update` statement: one batch update of a scene's collection view,
/// applied after the scene is laid out at its offsets, its animation swept
/// on the collection view's clock.
///
/// Index paths follow UIKit's rules: deletions and reloads name items
/// before the update, insertions after it, moves both. The item counts
/// after the update follow from the changes.
struct CollectionUpdateDeclaration: Sendable {
    /// One change of the batch.
    enum Change: Hashable, Sendable {
        /// An item inserted at this index path after the update.
        case insert(IndexPath)
        /// The item at this index path before the update, deleted.
        case delete(IndexPath)
        /// An item moved from its index path before the update to one after it.
        case move(from: IndexPath, to: IndexPath)
        /// The item at this index path before the update, reloaded.
        case reload(IndexPath)

        /// The change as the scene writes it: `insert 0:3`, `move 0:2 to 0:7`.
        package var sceneText: String {
            func path(_ p: IndexPath) -> String { "\(p.section):\(p.item)" }
            switch self {
            case .insert(let p): return "insert \(path(p))"
            case .delete(let p): return "delete \(path(p))"
            case .move(let from, let to): return "move \(path(from)) to \(path(to))"
            case .reload(let p): return "reload \(path(p))"
            }
        }
    }

    /// The collection view's name.
    package var collection: String
    /// The changes, in the order written, each with where its index path is
    /// written (for a move, where both are).
    package var changes: [(change: Change, location: SourceLocation, target: SourceLocation?)] = []
    /// Where the statement is.
    package var location: SourceLocation
    /// The item counts of the collection's sections after the update (the
    /// parser works them out from the counts before and the changes).
    package var countsAfter: [Int] = []

    package init(collection: String, location: SourceLocation) {
        self.collection = collection
        self.location = location
    }
}
