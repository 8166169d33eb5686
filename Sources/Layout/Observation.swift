import Foundation

/// A registration made by `observe(_:changeHandler:)`. Observing stops when
/// the token is released or ``invalidate()``d.
public final class Observation {
    private var registration: ObserverRegistration?

    @usableFromInline
    init(registration: ObserverRegistration) {
        self.registration = registration
    }

    /// Stops observing.
    public func invalidate() {
        guard let registration else { return }
        self.registration = nil
        if let list = registration.list {
            list.remove(registration)
        } else {
            registration.unregister()
        }
    }

    deinit { invalidate() }
}
