import Foundation

/// A header or footer of a section or of the whole layout
/// (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// Where the view sits: top alignments are headers, bottom ones footers.
    public let alignment: RectAlignment
    /// A shift applied after alignment.
    public let offset: CGPoint
    /// Whether the view takes space (true) or overlaps the content (false).
    public var extendsBoundary = true
    /// Whether a header stays at the visible top while its section is shown.
    public var pinToVisibleBounds = false

    /// Creates a header or footer of a size and kind.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: CollectionLayoutAnchor(edges: .top))
    }
}
