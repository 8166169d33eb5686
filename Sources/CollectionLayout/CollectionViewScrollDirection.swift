/// The axis a collection scrolls along (UIKit's `UICollectionView.ScrollDirection`).
public enum CollectionViewScrollDirection: Hashable, Sendable {
    /// Top to bottom.
    case vertical
    /// Leading to trailing.
    case horizontal

    /// The axis as layout code names it.
    var axis: LayoutAxis { self == .vertical ? .vertical : .horizontal }
}
