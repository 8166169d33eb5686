import Foundation

extension SearchField {
    /// The fields of ``SearchField`` that its hot paths read and write, kept in one
    /// `UncheckedAccessStorage`; each is documented where its property forwards to it.
    struct UncheckedFields {
        var placeholderAlpha: CGFloat = 1
        var iconAlpha: CGFloat = 1
    }
}
