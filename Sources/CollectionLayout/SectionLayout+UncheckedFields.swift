import Foundation

extension SectionLayout {
    /// The fields of ``SectionLayout`` that every item look-up reads, kept in
    /// one `UncheckedAccessStorage`; each is documented where its property
    /// forwards to it.
    struct UncheckedFields {
        var origin: CGFloat = 0
        var length: CGFloat
        var measuredGroups: [Int: GroupLayout]
        var lengthChanges: GroupLengthChanges?
        var boundaryFrames: [(item: CollectionLayoutBoundarySupplementaryItem, frame: CGRect)]
        var decorationFrames: [(item: CollectionLayoutDecorationItem, frame: CGRect)]
    }
}
