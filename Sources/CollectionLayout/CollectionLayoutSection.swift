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
    public var contentInsets: DirectionalEdgeInsets {
        get { unsafe descriptorFields.contentInsets }
        set { unsafe descriptorFields.contentInsets = newValue }
    }
    /// Space between neighbouring groups.
    public var interGroupSpacing: CGFloat {
        get { unsafe descriptorFields.interGroupSpacing }
        set { unsafe descriptorFields.interGroupSpacing = newValue }
    }
    /// Whether and how the section scrolls across the layout's axis.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior {
        get { unsafe descriptorFields.orthogonalScrollingBehavior }
        set { unsafe descriptorFields.orthogonalScrollingBehavior = newValue }
    }
    /// Headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] {
        _read { yield unsafe descriptorFields.boundarySupplementaryItems }
        _modify { yield unsafe &descriptorFields.boundarySupplementaryItems }
    }
    /// Decorations such as a background.
    public var decorationItems: [CollectionLayoutDecorationItem] {
        _read { yield unsafe descriptorFields.decorationItems }
        _modify { yield unsafe &descriptorFields.decorationItems }
    }
    /// Whether headers and footers follow the section's leading and trailing insets.
    public var supplementariesFollowContentInsets: Bool {
        get { unsafe descriptorFields.supplementariesFollowContentInsets }
        set { unsafe descriptorFields.supplementariesFollowContentInsets = newValue }
    }
    /// Which of the collection view's insets the section is measured from.
    public var contentInsetsReference: ContentInsetsReference {
        get { unsafe descriptorFields.contentInsetsReference }
        set { unsafe descriptorFields.contentInsetsReference = newValue }
    }
    /// Adjusts the visible items (alpha, zIndex, hidden, centre) on every layout pass.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? {
        get { unsafe descriptorFields.visibleItemsInvalidationHandler }
        set { unsafe descriptorFields.visibleItemsInvalidationHandler = newValue }
    }
    /// Whether an orthogonal section's scroller is clipped to its background
    /// decoration, so that its cells scroll inside it (not in UIKit).
    public var orthogonalScrollingClipsToBackground = false

    /// The settings the layout reads on every build of the section and
    /// every query, without run-time exclusivity checks (each one cost about
    /// 75 instructions, several times an update): a read or write of a
    /// setting is whole, or in place through `_modify` without calling out,
    /// so no access to one overlaps another that writes it.
    @exclusivity(unchecked) final var descriptorFields = CollectionLayoutSection.UncheckedFields()

    /// Creates a section repeating `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}
