import Foundation

/// The changes of one batch update, as given: deletions and reloads by
/// their index paths (or sections) before the update, insertions by those
/// after it, moves by both (UIKit's rules).
@usableFromInline
struct CollectionViewUpdate {
    @usableFromInline var deletedSections: [Int] = []
    @usableFromInline var insertedSections: [Int] = []
    @usableFromInline var reloadedSections: [Int] = []
    @usableFromInline var movedSections: [(from: Int, to: Int)] = []
    @usableFromInline var deletedItems: [IndexPath] = []
    @usableFromInline var insertedItems: [IndexPath] = []
    @usableFromInline var reloadedItems: [IndexPath] = []
    @usableFromInline var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Items whose cells are configured again in place, by their index
    /// paths after the update (the diffable data source's reconfigure).
    @usableFromInline var reconfiguredItems: [IndexPath] = []

    @usableFromInline init() {}

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// The same changes seen from after the update back to before it
    /// (insertions become deletions, moves go back, reloads name their
    /// places after the update), given the update's plan; reconfigures are
    /// left out.
    func reversed(by plan: CollectionViewUpdatePlan) -> CollectionViewUpdate {
        var reverse = CollectionViewUpdate()
        reverse.deletedSections = insertedSections
        reverse.insertedSections = deletedSections
        reverse.movedSections = movedSections.map { ($0.to, $0.from) }
        reverse.reloadedSections = reloadedSections.compactMap { plan.sectionMap[$0] }
        reverse.deletedItems = insertedItems
        reverse.insertedItems = deletedItems
        reverse.movedItems = movedItems.map { ($0.to, $0.from) }
        reverse.reloadedItems = reloadedItems.compactMap { plan.newIndexPath(ofItemAt: $0) }
        return reverse
    }

    /// The changes in words, for an error: at most `limit` of each kind.
    func descriptions(limit: Int = 20) -> [String] {
        func list<T>(_ name: String, _ values: [T], _ text: (T) -> String) -> String? {
            guard !values.isEmpty else { return nil }
            let shown = values.prefix(limit).map(text).joined(separator: ", ")
            return "\(name) \(shown)" + (values.count > limit ? " and \(values.count - limit) more" : "")
        }
        func path(_ indexPath: IndexPath) -> String {
            indexPath.count == 2 ? "\(indexPath.section):\(indexPath.item)" : "\(indexPath)"
        }
        return [
            list("deleteSections", deletedSections) { "\($0)" },
            list("insertSections", insertedSections) { "\($0)" },
            list("reloadSections", reloadedSections) { "\($0)" },
            list("moveSection", movedSections) { "\($0.from)→\($0.to)" },
            list("deleteItems", deletedItems, path),
            list("insertItems", insertedItems, path),
            list("reloadItems", reloadedItems, path),
            list("moveItem", movedItems) { "\(path($0.from))→\(path($0.to))" },
        ].compactMap { $0 }
    }
}
