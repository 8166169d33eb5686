import Foundation

/// A change of an observed property (UIKit's `NSKeyValueObservedChange`).
public struct ObservedChange<Value> {
    /// The value before the change.
    public let oldValue: Value
    /// The value after the change.
    public let newValue: Value
    /// Whether the change was made from inside an observer (for example by
    /// the observer itself): a self-caused change, delivered after the
    /// observer that made it returned.
    public let isNested: Bool

    @usableFromInline
    init(oldValue: Value, newValue: Value, isNested: Bool) {
        self.oldValue = oldValue
        self.newValue = newValue
        self.isNested = isNested
    }
}

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
        guard queue.muteDepth == 0 else { return }
        let nested = queue.isDelivering
        for entry in entries {
            guard let delivery = entry.check(object, nested) else { continue }
            queue.pending.append(ObservationQueue.Delivery(list: self, id: entry.id, deliver: delivery))
        }
        queue.drain()
    }
}

/// The key of each thread's ``ObservationQueue``; the queue is released
/// when its thread ends.
private let observationQueueKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { stored in
        let pointer: UnsafeMutableRawPointer? = stored  // optional on Linux, not on Darwin
        if let pointer { Unmanaged<ObservationQueue>.fromOpaque(pointer).release() }
    }
    precondition(status == 0, "no pthread key for the observation queue")
    return key
}()

/// The deliveries waiting on this thread, first in first out.
final class ObservationQueue {
    /// A delivery waiting its turn: an observer invalidated before its turn
    /// is not called. The list is held until then (the observed object is
    /// not: the delivery holds it weakly and skips a deallocated one).
    struct Delivery {
        let list: ObserverList
        let id: Int
        let deliver: () -> Void
    }

    var pending: [Delivery] = []
    private(set) var isDelivering = false
    /// The most deliveries ever waiting at once on this thread (for tests).
    private(set) var highWater = 0
    /// How many `Observation.withObserversMuted` calls are running on this thread.
    var muteDepth = 0

    /// The queue of the calling thread, made on first use and released
    /// with the thread. Held in a pthread key: every observed change asks
    /// for it, and a thread-dictionary lookup (an `NSString` key hashed on
    /// each call) cost more than the rest of a change's delivery.
    static var current: ObservationQueue {
        if let stored = pthread_getspecific(observationQueueKey) {
            return Unmanaged<ObservationQueue>.fromOpaque(stored).takeUnretainedValue()
        }
        let queue = ObservationQueue()
        pthread_setspecific(observationQueueKey, Unmanaged.passRetained(queue).toOpaque())
        return queue
    }

    func drain() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var index = 0
        while index < pending.count {
            highWater = max(highWater, pending.count - index)
            let delivery = pending[index]
            index += 1
            if delivery.list.contains(delivery.id) { delivery.deliver() }
        }
        pending.removeAll(keepingCapacity: true)
    }
}

/// Views whose geometry can be observed: `view.observe(\.bounds) { view, change in … }`.
public protocol GeometryObserving: AnyObject {}

extension View: GeometryObserving {}

extension GeometryObserving where Self: View {
    /// Observes a property: `frame` and `bounds` of any view, and
    /// `contentOffset`, `contentInset`, `contentSize` of a ``ScrollView``.
    ///
    /// The handler is called synchronously after each real change (never when
    /// the value is set to what it was), before the setter returns, with the
    /// old and new values; observers are called in the order they registered.
    /// A change made from inside an observer is delivered after that observer
    /// returns, so an observer that writes what it observes settles instead
    /// of recursing.
    ///
    /// - Returns: a token; observing stops when it is released or invalidated.
    @inlinable  // specialised where it is called: no generic lookups on every change
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, changeHandler: @escaping (Self, ObservedChange<Value>) -> Void
    ) -> Observation {
        var last = self[keyPath: keyPath]
        // The list is this object's own and only asks about it while the
        // object is alive (it calls `didChange` on itself), so the check
        // reads it without a cast or a retain.
        unowned(unsafe) let observed = self
        let id = observers.add { object, nested in
            guard object === observed else { return nil }
            let value = observed[keyPath: keyPath]
            guard value != last else { return nil }
            let change = ObservedChange(oldValue: last, newValue: value, isNested: nested)
            last = value
            return { [weak observed] in
                if let observed { changeHandler(observed, change) }
            }
        }
        return Observation(list: observers, id: id)
    }
}
