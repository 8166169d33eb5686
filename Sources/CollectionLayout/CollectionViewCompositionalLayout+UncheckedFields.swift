import Foundation

extension CollectionViewCompositionalLayout {
    /// The fields of ``CollectionViewCompositionalLayout`` that its queries
    /// and updates read and write, kept in one `UncheckedAccessStorage`; each
    /// is documented where its property forwards to it.
    struct UncheckedFields {
        var configuration: CollectionViewCompositionalLayoutConfiguration
        var context = CollectionLayoutContext(boundsSize: .zero, itemCounts: [])
        var orthogonalOffsets: [Int: CGFloat] = [:]
        var revision = 0
        var measuredItemSizes: [Int: [Int: MeasuredSize]] = [:]
        var measuredSupplementarySizes: [Int: [String: MeasuredSize]] = [:]
        var measuredGlobalSupplementarySizes: [String: MeasuredSize] = [:]
        var measuredBadgeSizes: [IndexPath: [String: MeasuredSize]] = [:]
        var needsRemeasuringRealizedElements = false
        var needsLayout = true
        var sections: [SectionLayout] = []
        var layoutContext = CollectionLayoutContext(boundsSize: .zero, itemCounts: [])
        var globalBoundaryFrames: [(item: CollectionLayoutBoundarySupplementaryItem, frame: CGRect)] = []
        var contentLength: CGFloat = 0
        var failure: CollectionLayoutError?
    }
}
