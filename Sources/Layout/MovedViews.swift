import Foundation

/// The views a layout round moved: each view whose frame changed and the
/// superview of each, once, with its depth in the tree, for
/// ``View/layoutSubviews()``.
struct MovedViews {
    /// The round's serial number: a view whose `movedMark` holds it is in already.
    let round: Int
    private var entries: [Entry] = []

    /// A moved view, its depth, and when it was added.
    private struct Entry {
        let depth: Int
        let order: Int
        let view: View
    }

    init(round: Int) {
        self.round = round
    }

    /// Whether no view moved.
    var isEmpty: Bool { entries.isEmpty }

    /// Adds a view at a depth (0 for the root), unless it is in already.
    mutating func insert(_ view: View, depth: Int) {
        guard view.movedMark != round else { return }
        view.movedMark = round
        entries.append(Entry(depth: depth, order: entries.count, view: view))
    }

    /// Calls `body` on the views, parents before children; views of the
    /// same depth in the order they were added (tree order).
    mutating func forEachParentFirst(_ body: (View) -> Void) {
        entries.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.order < $1.order }
        for entry in entries { body(entry.view) }
    }
}
