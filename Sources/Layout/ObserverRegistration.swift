import Foundation

/// One observer of an ``ObserverList``: its check, given the object and
/// whether the change is nested, records the change and answers whether
/// there is one to deliver; `deliver` hands the oldest recorded change to
/// the handler. Both are made once, at registration, so that a change
/// allocates nothing.
///
/// A delivery waiting in the ``ObservationQueue`` holds the registration,
/// not the list, and asks it whether the observer is still registered: one
/// load, where a search of the list cost a walk of its entries, and no
/// reference count taken on the list (which the weak references of tokens
/// make slow).
@usableFromInline
@safe final class ObserverRegistration {
    /// The check; called only while ``isRegistered``. Kept for the
    /// registration's life: it holds the observer's state and reader, never
    /// its handler, and a constant closure is called without a reference
    /// count on every change of the object.
    let check: (AnyObject, Bool) -> Bool
    /// The delivery; nil once unregistered. It loads its weak reference to
    /// the observed object, and calls the handler only if that is alive.
    private(set) var deliver: (() -> Void)?
    /// The list holding the registration, nil once unregistered. Not
    /// retained: the list clears it before it goes away. A plain pointer, so
    /// that asking whether it is set takes no reference count.
    private(set) var listPointer: Unmanaged<ObserverList>?

    init(
        list: ObserverList, check: @escaping (AnyObject, Bool) -> Bool,
        deliver: @escaping () -> Void
    ) {
        unsafe self.listPointer = unsafe Unmanaged.passUnretained(list)
        self.check = check
        self.deliver = deliver
    }

    /// The list holding the registration, nil once unregistered.
    var list: ObserverList? { unsafe listPointer?.takeUnretainedValue() }

    /// Whether the observer is still registered.
    var isRegistered: Bool { unsafe listPointer != nil }

    /// Forgets the list and the delivery (and the handler it holds): the
    /// observer is called no more, not even for a change already waiting.
    func unregister() {
        unsafe listPointer = nil
        deliver = nil
    }
}
