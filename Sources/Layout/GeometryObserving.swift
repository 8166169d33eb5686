import Foundation

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
        observe(reading: { $0[keyPath: keyPath] }, changeHandler: changeHandler)
    }

    /// Observes the value `read` returns, like `observe(_:changeHandler:)`:
    /// the kit's own observers read their value directly, without the cost
    /// of projecting a key path on every change of the object.
    @inlinable
    package func observe<Value: Equatable>(
        reading read: @escaping (Self) -> Value, changeHandler: @escaping (Self, ObservedChange<Value>) -> Void
    ) -> Observation {
        let state = ObserverState(last: read(self), observed: self)
        // The list is this object's own and only asks about it while the
        // object is alive (it calls `didChange` on itself, handing it over),
        // so the check compares and reads it without a retain.
        unowned(unsafe) let observed = self
        let registration = observers.add(
            check: { object, nested in
                unsafe object === observed
                    && state.record(read(unsafeDowncast(object, to: Self.self)), isNested: nested)
            },
            deliver: {
                let change = state.takeOldest()
                if let observed = unsafe state.fields.pointee.observed {
                    unsafe changeHandler(unsafeDowncast(observed, to: Self.self), change)
                }
            })
        return Observation(registration: registration)
    }
}
