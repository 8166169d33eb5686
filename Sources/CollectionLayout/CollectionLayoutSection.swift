import Foundation

/// A section of a compositional layout: its group repeats until the section's
/// items are placed (UIKit's `NSCollectionLayoutSection`).
open class CollectionLayoutSection {
    /// Called on each layout pass with the section's visible items, the
    /// section's scroll offset and the environment.
    public typealias VisibleItemsInvalidationHandler =
        ([CollectionLayoutVisibleItem], CGPoint, CollectionLayoutEnvironment) -> Void

    /// The group that repeats.
    public let group: CollectionLayoutGroup
    /// Insets around the section's groups.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between neighbouring groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether and how the section scrolls across the layout's axis.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Decorations such as a background.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Whether headers and footers follow the section's leading and trailing insets.
    public var supplementariesFollowContentInsets = true
    /// Which of the collection view's insets the section is measured from.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Adjusts the visible items (alpha, zIndex, hidden, centre) on every layout pass.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// Whether an orthogonal section's scroller is clipped to its background
    /// decoration, so that its cells scroll inside it (not in UIKit).
    public var orthogonalScrollingClipsToBackground = false

    /// Creates a section repeating `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}
