import Foundation

/// An object that starts loading the data of items before their cells are
/// needed, and stops when they no longer will be (UIKit's
/// `UICollectionViewDataSourcePrefetching`).
///
/// A collection view asks for the items of the band one screen ahead of
/// its realized area in the direction it scrolls, nearest to the bounds
/// first, each item once until it is realized or cancelled. When the
/// direction reverses, or the data reloads, the items asked for and not
/// yet realized are cancelled; a batch update moves them to their new
/// index paths and cancels those it deletes.
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Starts preparing the data of the items at `indexPaths` (nearest first).
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stops preparing items asked for earlier that will not be shown soon.
    /// Does nothing by default.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
