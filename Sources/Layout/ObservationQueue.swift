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

/// The deliveries waiting on this thread, first in first out.
final class ObservationQueue {
    /// The deliveries waiting their turn, each an observer's registration:
    /// an observer invalidated before its turn (or whose object went away)
    /// is not called.
    @exclusivity(unchecked) var pending: [ObserverRegistration] = []
    @exclusivity(unchecked) private(set) var isDelivering = false
    /// The most deliveries ever waiting at once on this thread (for tests).
    @exclusivity(unchecked) private(set) var highWater = 0

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

    func drain() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var index = 0
        var high = highWater
        while index < pending.count {
            high = max(high, pending.count - index)
            let registration = pending[index]
            index += 1
            if registration.isRegistered, let deliver = registration.deliver { deliver() }
        }
        highWater = high
        pending.clearKeepingCapacity()
    }
}
