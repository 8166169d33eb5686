import CollectionLayout
import Foundation
import TestSupport

/// A collection view of `layout` showing `dataSource`'s sized cells and
/// headers from `contentOffset`; mistakes are collected, not printed.
func makeSizingCollectionView(
    _ layout: CollectionViewCompositionalLayout, dataSource: SizingDataSource, width: CGFloat = 375,
    height: CGFloat = 600, contentOffset: CGPoint = .zero
) -> CollectionView {
    let collectionView = CollectionView(name: "collection", collectionViewLayout: layout)
    collectionView.onError = { _ in }
    collectionView.frame = CGRect(x: 0, y: 0, width: width, height: height)
    collectionView.contentOffset = contentOffset
    collectionView.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
    for kind in [Kind.header, Kind.footer, Kind.badge] {
        collectionView.register(
            SizedHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "sized-\(kind)")
    }
    collectionView.dataSource = dataSource
    return collectionView
}

/// A list of full-width rows of estimated height `estimate`.
func estimatedListLayout(estimate: CGFloat = 44) -> CollectionViewCompositionalLayout {
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(estimate)))
    let group = CollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), .estimated(estimate)), subitems: [item])
    return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
}

extension CollectionView {
    /// Where a realized cell's top is on screen (relative to the bounds).
    func screenTop(ofItem indexPath: IndexPath) -> CGFloat? {
        realizedCells.first { $0.indexPath == indexPath }.map { $0.cell.frame.minY - bounds.minY }
    }
}
