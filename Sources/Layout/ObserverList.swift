import Foundation

/// The observers of one object, in the order they registered.
@usableFromInline
final class ObserverList {
    /// One observer: its check, given the object and whether the change is
    /// nested, records the change and answers whether there is one to
    /// deliver; `deliver` hands the oldest recorded change to the handler.
    /// Both are made once, at registration, so that a change allocates nothing.
    private struct Entry {
        let id: Int
        let check: (AnyObject, Bool) -> Bool
        let deliver: () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    @usableFromInline
    func add(check: @escaping (AnyObject, Bool) -> Bool, deliver: @escaping () -> Void) -> Int {
        nextID += 1
        entries.append(Entry(id: nextID, check: check, deliver: deliver))
        return nextID
    }

    func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Whether the observer of this id is still registered.
    func contains(_ id: Int) -> Bool {
        entries.contains { $0.id == id }
    }

    /// Called after an observable property of `object` changed: queues a
    /// delivery for every observer whose value changed, then delivers the
    /// queue unless a delivery is already under way (then the current one
    /// finishes first).
    func didChange(_ object: AnyObject) {
        guard !entries.isEmpty else { return }
        let queue = ObservationQueue.current
        let nested = queue.isDelivering
        for entry in entries where entry.check(object, nested) {
            queue.pending.append(ObservationQueue.Delivery(list: self, id: entry.id, deliver: entry.deliver))
        }
        queue.drain()
    }
}
