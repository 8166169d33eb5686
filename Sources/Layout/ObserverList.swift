import Foundation
import UncheckedAccess

/// The observers of one object, in the order they registered.
@usableFromInline
final class ObserverList {
    /// The fields that the hot paths read and write, stored without
    /// run-time exclusivity checks (see `UncheckedAccessStorage`).
    let listFields = UncheckedAccessStorage(ObserverList.UncheckedFields())

    private var registrations: [ObserverRegistration] {
        get { listFields.value.registrations }
        _modify { yield &listFields.value.registrations }
    }

    deinit {
        for registration in registrations { registration.unregister() }
    }

    /// Whether no observer is registered (a change then has nobody to tell).
    var isEmpty: Bool { registrations.isEmpty }

    @usableFromInline
    func add(check: @escaping (AnyObject, Bool) -> Bool, deliver: @escaping () -> Void)
        -> ObserverRegistration
    {
        let registration = ObserverRegistration(list: self, check: check, deliver: deliver)
        registrations.append(registration)
        return registration
    }

    /// Unregisters an observer of this list.
    func remove(_ registration: ObserverRegistration) {
        registrations.removeAll { $0 === registration }
        registration.unregister()
    }

    /// Called after an observable property of `object` (the list's owner)
    /// changed: queues a delivery for every observer whose value changed,
    /// then delivers the queue unless a delivery is already under way (then
    /// the current one finishes first).
    ///
    /// The checks run on a copy of the list (they may change it), which
    /// holds the registrations: each is read without a reference count.
    func didChange(_ object: AnyObject) {
        guard !registrations.isEmpty else { return }
        unsafe ObservationQueue.current.withGuaranteedInstance { queue in
            let nested = queue.isDelivering
            let snapshot = registrations
            unsafe snapshot.withUnsafeBufferPointer { buffer in
                let stored = unsafe UnsafeRawPointer(buffer.baseAddress!)
                let stride = MemoryLayout<ObserverRegistration>.stride
                for index in 0..<buffer.count {
                    let unretained = unsafe stored.load(
                        fromByteOffset: index * stride, as: Unmanaged<ObserverRegistration>.self)
                    unsafe unretained.withGuaranteedInstance { registration in
                        if registration.isRegistered, registration.check(object, nested) {
                            queue.enqueue(registration)
                        }
                    }
                }
            }
            queue.drain()
        }
    }
}
