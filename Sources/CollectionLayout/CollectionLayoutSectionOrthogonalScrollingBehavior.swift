/// How a section scrolls across the layout's scroll axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Hashable, Sendable {
    /// The section does not scroll on its own: groups follow each other along the layout's axis.
    case none
    /// The groups sit in one row that scrolls freely.
    case continuous
    /// Scrolling stops with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Scrolling stops at multiples of the scroller's width, one page at most per gesture.
    case paging
    /// Scrolling stops at multiples of a group's width plus the inter-group spacing.
    case groupPaging
    /// Like `groupPaging`, with the current group centred.
    case groupPagingCentered
}
