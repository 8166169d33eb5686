import Foundation
import UncheckedAccess

/// The views a layout round moved: each view whose frame changed and the
/// superview of each, once, with its depth in the tree, for
/// ``View/layoutSubviews()``.
///
/// The engine keeps one between rounds (``removeAll()`` keeps its storage),
/// so that a round allocates nothing. It does not retain its views (a
/// retain and a release a view): the tree holds them, and the engine holds
/// those that leave the tree during the pass (see
/// `LayoutEngine.holdDeparted(_:)`).
struct MovedViews {
    /// The round's serial number: a view whose `movedMark` holds it is in already.
    private(set) var round = 0
    private var entries: [Entry] = []
    /// Whether the views were added parents first already (no depth is
    /// smaller than one before it), as in a walk down the tree.
    private var isParentFirst = true

    /// A moved view, its depth, and when it was added.
    @safe private struct Entry {
        let depth: Int
        let order: Int
        let view: Unmanaged<View>
    }

    /// Whether no view moved.
    var isEmpty: Bool { entries.isEmpty }

    /// Starts a round: empty, counting views of round `round` as added.
    mutating func start(round: Int) {
        removeAll()
        self.round = round
    }

    /// Forgets the views (releasing them), keeping the storage for the next round.
    mutating func removeAll() {
        entries.clearKeepingCapacity()
        isParentFirst = true
    }

    /// Adds a view at a depth (0 for the root), unless it is in already.
    mutating func insert(_ view: Unmanaged<View>, depth: Int) {
        let round = self.round
        let isNew = unsafe view.withGuaranteedInstance { view in
            guard view.movedMark != round else { return false }
            view.movedMark = round
            return true
        }
        guard isNew else { return }
        if let last = entries.last, depth < last.depth { isParentFirst = false }
        unsafe entries.append(Entry(depth: depth, order: entries.count, view: view))
    }

    /// Calls `body` on the views, parents before children; views of the
    /// same depth in the order they were added (tree order).
    mutating func forEachParentFirst(_ body: (View) -> Void) {
        if !isParentFirst {
            if entries.count <= 32 {
                sortFewByDepth()
            } else if forEachByDepth(body) {
                return
            } else {
                entries.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.order < $1.order }
            }
            isParentFirst = true
        }
        for entry in entries { unsafe entry.view.withGuaranteedInstance(body) }
    }

    /// The most distinct depths ``forEachByDepth(_:)`` takes on.
    private static let maxDepthSpread = 64

    /// Calls `body` on the views depth by depth, each depth's in the order
    /// they were added, scanning for each depth only the entries from its
    /// first to its last, without sorting: in a round that moves many
    /// views of one depth (a stack's arranged views), the few of other
    /// depths (the stack, the root) come first or last, and sorting them
    /// into place would cost more than the views' own work. Returns false,
    /// calling nothing, when the depths spread over more than
    /// ``maxDepthSpread`` values or the scans would cover more than four
    /// times the entries.
    private func forEachByDepth(_ body: (View) -> Void) -> Bool {
        unsafe entries.withUnsafeBufferPointer { entries in
            var low = Int.max
            var high = Int.min
            for k in entries.indices {
                let entry = unsafe entries[k]
                low = min(low, entry.depth)
                high = max(high, entry.depth)
            }
            guard high - low < Self.maxDepthSpread else { return false }
            let spread = high - low + 1
            // 512 bytes on the stack: indices fit 32 bits.
            return unsafe withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * Self.maxDepthSpread) { bounds in
                // The first and last entry of each depth: bounds[2d], bounds[2d + 1].
                for d in 0..<spread {
                    unsafe bounds[2 * d] = 0
                    unsafe bounds[2 * d + 1] = -1
                }
                for i in entries.indices {
                    let d = unsafe entries[i].depth - low
                    if unsafe bounds[2 * d + 1] < 0 { unsafe bounds[2 * d] = Int32(truncatingIfNeeded: i) }
                    unsafe bounds[2 * d + 1] = Int32(truncatingIfNeeded: i)
                }
                // Depths interleaved throughout would have every scan cover
                // most entries: sorting is cheaper then.
                var scanned = 0
                for d in 0..<spread { unsafe scanned += Int(bounds[2 * d + 1] - bounds[2 * d]) + 1 }
                guard scanned <= 4 * entries.count else { return false }
                for d in 0..<spread where unsafe bounds[2 * d + 1] >= 0 {
                    let depth = d + low
                    for i in unsafe Int(bounds[2 * d])...Int(bounds[2 * d + 1]) where unsafe entries[i].depth == depth {
                        unsafe entries[i].view.withGuaranteedInstance(body)
                    }
                }
                return true
            }
        }
    }

    /// Sorts a few entries by depth by insertion, which keeps those of the
    /// same depth in the order they were added: the order the general sort
    /// gives, without its calls through a comparison closure (a scroll
    /// tick's round moves a handful of views, children before parents).
    private mutating func sortFewByDepth() {
        unsafe entries.withUnsafeMutableBufferPointer { entries in
            for i in entries.indices.dropFirst() {
                let entry = unsafe entries[i]
                var j = i
                while unsafe j > 0 && entries[j - 1].depth > entry.depth {
                    unsafe entries[j] = unsafe entries[j - 1]
                    j -= 1
                }
                unsafe entries[j] = entry
            }
        }
    }
}
