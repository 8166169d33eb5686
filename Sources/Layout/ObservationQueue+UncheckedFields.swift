import Foundation

extension ObservationQueue {
    /// The fields of ``ObservationQueue`` that its hot paths read and write, kept in one
    /// `UncheckedAccessStorage`; each is documented where its property forwards to it.
    @safe struct UncheckedFields {
        var pending: [Unmanaged<ObserverRegistration>] = unsafe []
        var pendingCount: Int = 0
        var isDelivering: Bool = false
        var highWater: Int = 0
    }
}
