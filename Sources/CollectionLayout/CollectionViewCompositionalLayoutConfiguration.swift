import Foundation

/// Settings of a compositional layout as a whole
/// (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
public struct CollectionViewCompositionalLayoutConfiguration {
    /// The axis the collection scrolls along.
    public var scrollDirection: CollectionViewScrollDirection = .vertical
    /// Space between neighbouring sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: before the first section and after the last.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Which of the collection view's insets sections are measured from by default.
    public var contentInsetsReference: ContentInsetsReference = .automatic

    /// Creates the default configuration: vertical, no spacing, no supplementaries.
    public init() {}
}
