import Foundation

/// The observers of one object, in the order they registered.
@usableFromInline
final class ObserverList {
    /// Each observer's check: given the object, the delivery to queue if the
    /// observed value changed since the observer last saw it.
    private var entries: [(id: Int, check: (AnyObject, Bool) -> (() -> Void)?)] = []
    private var nextID = 0

    @usableFromInline
    func add(_ check: @escaping (AnyObject, Bool) -> (() -> Void)?) -> Int {
        nextID += 1
        entries.append((nextID, check))
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
        for entry in entries {
            guard let delivery = entry.check(object, nested) else { continue }
            queue.pending.append(ObservationQueue.Delivery(list: self, id: entry.id, deliver: delivery))
        }
        queue.drain()
    }
}
