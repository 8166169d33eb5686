import Foundation

/// What one observer made by `observe(reading:changeHandler:)` keeps between
/// changes: the value last seen and the changes recorded and not yet
/// delivered.
///
/// Its closures share it through a pointer rather than captured variables,
/// which the runtime checks for exclusive access on every use (several times
/// a change). Access is exclusive by construction: the observer list calls
/// one closure at a time, and the delivery calls the handler only after it
/// is done with the state.
@usableFromInline
@safe final class ObserverState<Value> {
    /// The state itself.
    @usableFromInline
    struct Fields {
        /// The value last seen.
        @usableFromInline var last: Value
        /// The changes recorded and not yet delivered, oldest first from
        /// `head`; the storage is kept, so a change allocates nothing.
        @usableFromInline var recorded: [ObservedChange<Value>] = []
        /// The index of the oldest change not yet delivered.
        @usableFromInline var head = 0
        /// The observed object, held weakly: a delivery after it went
        /// away (or while it goes) calls nobody. Kept here rather than
        /// captured, where a weak variable is checked for exclusive access
        /// on every load.
        @usableFromInline weak var observed: AnyObject?

        @usableFromInline
        init(last: Value, observed: AnyObject) {
            self.last = last
            self.observed = observed
        }
    }

    /// The state, owned by this object.
    @usableFromInline let fields: UnsafeMutablePointer<Fields>

    @usableFromInline
    init(last: Value, observed: AnyObject) {
        unsafe fields = .allocate(capacity: 1)
        unsafe fields.initialize(to: Fields(last: last, observed: observed))
    }

    deinit {
        unsafe fields.deinitialize(count: 1)
        unsafe fields.deallocate()
    }

    /// Records a change to `value` unless it is the value last seen; answers
    /// whether it recorded one.
    @inlinable
    func record(_ value: Value, isNested: Bool) -> Bool where Value: Equatable {
        let last = unsafe fields.pointee.last
        guard value != last else { return false }
        unsafe fields.pointee.recorded.append(ObservedChange(oldValue: last, newValue: value, isNested: isNested))
        unsafe fields.pointee.last = value
        return true
    }

    /// Takes the oldest change not yet delivered.
    @inlinable
    func takeOldest() -> ObservedChange<Value> {
        let head = unsafe fields.pointee.head
        let change = unsafe fields.pointee.recorded[head]
        if unsafe head + 1 == fields.pointee.recorded.count {
            unsafe fields.pointee.recorded.clearKeepingCapacity()
            unsafe fields.pointee.head = 0
        } else {
            unsafe fields.pointee.head = head + 1
        }
        return change
    }
}
