import Foundation
import Layout

extension CollectionView {
    /// The fields of ``CollectionView`` that its hot paths read and write, kept in one
    /// `UncheckedAccessStorage`; each is documented where its property forwards to it.
    struct UncheckedFields {
        var orthogonalScrollers: [Int: ScrollView] = [:]
        var scrollersRevision: Int?
        var isAnimatingUpdate = false
    }
}
