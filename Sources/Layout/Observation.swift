import Foundation

/// A registration made by `observe(_:changeHandler:)`. Observing stops when
/// the token is released or ``invalidate()``d.
public final class Observation {
    private weak var list: ObserverList?
    private let id: Int

    @usableFromInline
    init(list: ObserverList, id: Int) {
        self.list = list
        self.id = id
    }

    /// Stops observing.
    public func invalidate() {
        list?.remove(id)
        list = nil
    }

    deinit { invalidate() }
}

extension Observation {
    /// Runs `body` with every observer on this thread muted: changes made
    /// inside are not delivered, and observers do not even look at them.
    ///
    /// For a change that is undone before `body` returns, such as a
    /// temporary layout pass that measures something: each observer still
    /// holds the value it last saw, so when the value comes back to it after
    /// the body, nothing is delivered — the round trip is invisible. A
    /// change left in place is delivered with the next change of the same
    /// object after the body, with the value from before the body as its
    /// old value.
    package static func withObserversMuted<T>(_ body: () throws -> T) rethrows -> T {
        let queue = ObservationQueue.current
        queue.muteDepth += 1
        defer { queue.muteDepth -= 1 }
        return try body()
    }
}
