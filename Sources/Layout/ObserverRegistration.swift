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
final class ObserverRegistration {
    /// The check; nil once unregistered.
    private(set) var check: ((AnyObject, Bool) -> Bool)?
    /// The delivery; nil once unregistered.
    private(set) var deliver: (() -> Void)?
    /// The list holding the registration, nil once unregistered. Not
    /// retained: the list clears it before it goes away.
    unowned(unsafe) var list: ObserverList?

    init(list: ObserverList, check: @escaping (AnyObject, Bool) -> Bool, deliver: @escaping () -> Void) {
        self.list = list
        self.check = check
        self.deliver = deliver
    }

    /// Whether the observer is still registered.
    var isRegistered: Bool { list != nil }

    /// Forgets the list and the closures (and what they hold): the observer
    /// is called no more, not even for a change already waiting.
    func unregister() {
        list = nil
        check = nil
        deliver = nil
    }
}
