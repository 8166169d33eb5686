import Cassowary
import Foundation

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

/// The Swift runtime's `swift_isDeallocating`: whether an object's
/// deinitialisation has begun (a weak reference to it then loads nil). One
/// read of its reference counts, where a weak load takes and drops a
/// reference. Looked up by name (the runtime exports it; Swift code may not
/// name it); nil if absent, and deliveries then load weak references.
private let runtimeIsDeallocating: (@convention(c) (UnsafeMutableRawPointer) -> Bool)? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_isDeallocating") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer) -> Bool).self)
}()

/// The deliveries waiting on this thread, first in first out.
final class ObservationQueue {
    /// The deliveries waiting their turn, the first ``pendingCount`` of
    /// these, each an observer's registration retained while it waits (see
    /// ``enqueue(_:)``): an observer invalidated before its turn (or whose
    /// object went away) is not called. Plain pointers, so that reading one
    /// takes no reference count; the storage is kept and overwritten, so
    /// that emptying the queue is one store.
    @exclusivity(unchecked) private var pending: [Unmanaged<ObserverRegistration>] = []
    /// How many of ``pending`` are waiting.
    @exclusivity(unchecked) private var pendingCount = 0
    @exclusivity(unchecked) private(set) var isDelivering = false
    /// The most deliveries ever waiting at once on this thread (for tests).
    @exclusivity(unchecked) private(set) var highWater = 0
    /// `swift_isDeallocating`, kept here: reading the global on every
    /// delivery would check its one-time initialisation.
    private let isDeallocating = runtimeIsDeallocating

    /// The queue of the calling thread, made on first use and released
    /// with the thread (which holds it: used without a reference count).
    /// Held in a pthread key: every observed change asks for it, and a
    /// thread-dictionary lookup (an `NSString` key hashed on each call) cost
    /// more than the rest of a change's delivery.
    static var current: Unmanaged<ObservationQueue> {
        if let stored = pthread_getspecific(observationQueueKey) {
            return Unmanaged<ObservationQueue>.fromOpaque(stored)
        }
        let queue = Unmanaged.passRetained(ObservationQueue())
        pthread_setspecific(observationQueueKey, queue.toOpaque())
        return queue
    }

    /// Queues a delivery for a registration, holding it until the queue is
    /// delivered.
    func enqueue(_ registration: ObserverRegistration) {
        let retained = Unmanaged.passRetained(registration)
        if pendingCount < pending.count {
            pending[pendingCount] = retained
        } else {
            pending.append(retained)
        }
        pendingCount += 1
    }

    /// Delivers the queue, unless a delivery is already under way (which
    /// then delivers what was queued, in turn).
    ///
    /// - Parameters:
    ///   - object: the object whose change queued the deliveries. Its
    ///     setter is running, so it stays alive for the whole delivery:
    ///     its own observers are handed it without loading their weak
    ///     reference (which takes and drops a reference count, slow on
    ///     an object with weak references), unless its deinitialisation
    ///     has begun (then, as for any object going away, they are not
    ///     called).
    ///   - list: the observer list of `object`.
    func drain(changing object: AnyObject, observedThrough list: ObserverList) {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        let alive: Unmanaged<AnyObject>?
        if let isDeallocating, !isDeallocating(Unmanaged.passUnretained(object).toOpaque()) {
            alive = Unmanaged.passUnretained(object)
        } else {
            alive = nil
        }
        let listAddress = Unmanaged.passUnretained(list).toOpaque()
        var index = 0
        var high = highWater
        while index < pendingCount {
            high = max(high, pendingCount - index)
            // Held by the queue until the end of the delivery.
            let unretained = pending[index]
            index += 1
            unretained._withUnsafeGuaranteedRef { registration in
                guard let listPointer = registration.listPointer, let deliver = registration.deliver else { return }
                if let alive, listPointer.toOpaque() == listAddress {
                    deliver(alive)
                } else {
                    deliver(nil)
                }
            }
        }
        highWater = high
        // Released one by one: a registration let go of here may end an
        // observer whose deinitialisation changes what others observe (and
        // queues more, which are released too).
        index = 0
        while index < pendingCount {
            pending[index].release()
            index += 1
        }
        pendingCount = 0
    }
}
