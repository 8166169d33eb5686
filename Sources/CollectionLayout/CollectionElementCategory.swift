/// What kind of view a set of layout attributes is for (UIKit's
/// `UICollectionView.ElementCategory`).
public enum CollectionElementCategory: Hashable, Sendable {
    /// A cell for an item.
    case cell
    /// A header, footer or badge.
    case supplementaryView
    /// A decoration such as a section background.
    case decorationView
}
