import Foundation

/// The messages a ``CollectionView`` sends about its elements and their
/// selection, besides a scroll view's (UIKit's `UICollectionViewDelegate`).
///
/// Set it as the collection view's `ScrollView/delegate`: the collection
/// view sends these messages to a delegate that adopts this protocol. Every
/// method is optional; the defaults do nothing.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Called when a cell is realized for an item, before it is placed.
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)

    /// Called when a cell leaves (queued for reuse), with the index path it showed.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)

    /// Called when a supplementary view is realized, before it is placed.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)

    /// Called when a supplementary view leaves, with the index path it showed.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)

    /// Called when a tap selected an item (not for ``CollectionView/selectItem(at:animated:scrollPosition:)``).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)

    /// Called when a tap deselected an item, or selecting another one did.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
