import Foundation

extension ObserverList {
    /// The fields of ``ObserverList`` that its hot paths read and write, kept in one
    /// `UncheckedAccessStorage`; each is documented where its property forwards to it.
    struct UncheckedFields {
        var registrations: [ObserverRegistration] = []
    }
}
