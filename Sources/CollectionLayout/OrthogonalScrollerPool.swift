import Foundation

/// The orthogonal sections' scrollers of a collection view that no section
/// uses: hidden, queued by shape (their frame's size) for the next section
/// that comes near the bounds, and what every scroller made so far
/// observes.
///
/// A scroller is made only when none is queued, so the scrollers made never
/// outnumber the most sections realized at once.
struct OrthogonalScrollerPool {
    /// Queued scrollers by shape, oldest first.
    private var queued: [CGSize: [ScrollView]] = [:]
    /// The number of queued scrollers.
    private(set) var count = 0
    /// The section each scroller in use shows, by scroller.
    var sections: [ObjectIdentifier: Int] = [:]
    /// Each scroller's observations of its offset and drags, by scroller:
    /// they end with it.
    var observations: [ObjectIdentifier: [Observation]] = [:]

    /// Queues a scroller no section uses.
    mutating func put(_ scroller: ScrollView) {
        queued[scroller.frame.size, default: []].append(scroller)
        count += 1
    }

    /// A queued scroller of this shape, else of the smallest shape queued
    /// (so that the choice is the same on every run); nil when none is queued.
    mutating func take(shape: CGSize) -> ScrollView? {
        guard count > 0 else { return nil }
        var key = shape
        if queued[shape]?.isEmpty != false {
            let shapes = queued.filter { !$0.value.isEmpty }.keys
            guard let smallest = shapes.min(by: { ($0.width, $0.height) < ($1.width, $1.height) }) else { return nil }
            key = smallest
        }
        guard let scroller = queued[key]?.popLast() else { return nil }
        if queued[key]?.isEmpty == true { queued[key] = nil }
        count -= 1
        return scroller
    }

    /// Empties the queue, returning the scrollers it held (by shape, then
    /// oldest first) and forgetting their observations.
    mutating func removeAll() -> [ScrollView] {
        let shapes = queued.keys.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
        let removed = shapes.flatMap { queued[$0] ?? [] }
        queued = [:]
        count = 0
        for scroller in removed { observations[ObjectIdentifier(scroller)] = nil }
        return removed
    }
}
