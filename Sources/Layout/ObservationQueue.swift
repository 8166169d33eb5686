import Cassowary
import Foundation
import UncheckedAccess

/// The key of each thread's ``ObservationQueue``; the queue is released
/// when its thread ends.
private let observationQueueKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = unsafe pthread_key_create(&key) { stored in
        let pointer: UnsafeMutableRawPointer? = unsafe stored  // optional on Linux, not on Darwin
        if let pointer = unsafe pointer { unsafe Unmanaged<ObservationQueue>.fromOpaque(pointer).release() }
    }
    precondition(status == 0, "no pthread key for the observation queue")
    return key
}()

/// The deliveries waiting on this thread, first in first out.
final class ObservationQueue {
    /// The fields that the hot paths read and write, stored without
    /// run-time exclusivity checks (see `UncheckedAccessStorage`).
    let queueFields = UncheckedAccessStorage(ObservationQueue.UncheckedFields())

    /// The deliveries waiting their turn, the first ``pendingCount`` of
    /// these, each an observer's registration retained while it waits (see
    /// ``enqueue(_:)``): an observer invalidated before its turn (or whose
    /// object went away) is not called. Plain pointers, so that reading one
    /// takes no reference count; the storage is kept and overwritten, so
    /// that emptying the queue is one store.
    private var pending: [Unmanaged<ObserverRegistration>] {
        get { unsafe queueFields.value.pending }
        _modify { yield unsafe &queueFields.value.pending }
    }
    /// How many of ``pending`` are waiting.
    private var pendingCount: Int {
        get { queueFields.value.pendingCount }
        _modify { yield &queueFields.value.pendingCount }
    }
    private(set) var isDelivering: Bool {
        get { queueFields.value.isDelivering }
        _modify { yield &queueFields.value.isDelivering }
    }
    /// The most deliveries ever waiting at once on this thread (for tests).
    private(set) var highWater: Int {
        get { queueFields.value.highWater }
        _modify { yield &queueFields.value.highWater }
    }

    /// The queue of the calling thread, made on first use and released
    /// with the thread (which holds it: used without a reference count).
    /// Held in a pthread key: every observed change asks for it, and a
    /// thread-dictionary lookup (an `NSString` key hashed on each call) cost
    /// more than the rest of a change's delivery.
    static var current: Unmanaged<ObservationQueue> {
        if let stored = unsafe pthread_getspecific(observationQueueKey) {
            return unsafe Unmanaged<ObservationQueue>.fromOpaque(stored)
        }
        let queue = unsafe Unmanaged.passRetained(ObservationQueue())
        unsafe pthread_setspecific(observationQueueKey, queue.toOpaque())
        return unsafe queue
    }

    /// Queues a delivery for a registration, holding it until the queue is
    /// delivered.
    func enqueue(_ registration: ObserverRegistration) {
        let retained = unsafe Unmanaged.passRetained(registration)
        if unsafe pendingCount < pending.count {
            unsafe pending[pendingCount] = unsafe retained
        } else {
            unsafe pending.append(retained)
        }
        pendingCount += 1
    }

    /// Delivers the queue, unless a delivery is already under way (which
    /// then delivers what was queued, in turn). Each delivery loads its
    /// observer's weak reference to the observed object: an object whose
    /// deinitialisation has begun is not handed to its observers.
    func drain() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var index = 0
        var high = highWater
        while index < pendingCount {
            high = max(high, pendingCount - index)
            // Held by the queue until the end of the delivery.
            let unretained = unsafe pending[index]
            index += 1
            unsafe unretained.withGuaranteedInstance { registration in
                if registration.isRegistered, let deliver = registration.deliver { deliver() }
            }
        }
        highWater = high
        // Released one by one: a registration let go of here may end an
        // observer whose deinitialisation changes what others observe (and
        // queues more, which are released too).
        index = 0
        while index < pendingCount {
            unsafe pending[index].release()
            index += 1
        }
        pendingCount = 0
    }
}
