import Foundation

/// What a ``CollectionView`` shows: the counts, and a configured cell for each
/// item it realizes (UIKit's `UICollectionViewDataSource`).
///
/// Cells and supplementary views must come from the collection view's
/// dequeue methods, called inside the matching request; anything else is
/// reported (see ``CollectionView``).
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: CollectionView) -> Int

    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for an item, from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``, configured.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell

    /// The view for a header, footer or badge, from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// The default returns a blank view, which is reported as not dequeued:
    /// implement it when the layout has supplementaries.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// A blank view, reported as not dequeued.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(name: "\(kind)-\(indexPath.section)-\(indexPath.item)")
    }
}
