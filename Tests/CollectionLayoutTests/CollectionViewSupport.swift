import CollectionLayout
import Foundation
import Testing

/// A cell that counts its reuses.
final class CountingCell: CollectionViewCell {
    var reuseCount = 0
    var configuredItem: IndexPath?

    override func prepareForReuse() {
        reuseCount += 1
        configuredItem = nil
    }
}

/// A header or footer view.
final class HeaderView: CollectionReusableView {}

/// A data source of fixed counts that records what it is asked for.
final class TestDataSource: CollectionViewDataSource {
    var counts: [Int]
    var requestedItems: [IndexPath] = []
    var requestedSupplementaries: [(kind: String, indexPath: IndexPath)] = []
    /// Replaces the dequeue, to test a data source's mistakes.
    var makeCell: ((CollectionView, IndexPath) -> CollectionViewCell)?

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        requestedItems.append(indexPath)
        if let makeCell { return makeCell(collectionView, indexPath) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? CountingCell)?.configuredItem = indexPath
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        requestedSupplementaries.append((kind, indexPath))
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}

/// A collection view of `layout`, `width`×`height`, showing `dataSource`,
/// with `CountingCell` registered as "cell" and `HeaderView` for the
/// header and footer kinds; mistakes are collected, not printed.
func makeCollectionView(
    _ layout: CollectionViewCompositionalLayout, dataSource: TestDataSource, width: CGFloat = 375,
    height: CGFloat = 600
) -> CollectionView {
    let collectionView = CollectionView(name: "collection", collectionViewLayout: layout)
    collectionView.onError = { _ in }
    collectionView.frame = CGRect(x: 0, y: 0, width: width, height: height)
    collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [Kind.header, Kind.footer, Kind.badge] {
        collectionView.register(HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    }
    collectionView.dataSource = dataSource
    return collectionView
}

/// A list of full-width rows `rowHeight` high.
func listLayout(rowHeight: CGFloat = 50) -> CollectionViewCompositionalLayout {
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), .absolute(rowHeight)), subitems: [item])
    return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
}

/// `rect` with each edge rounded to the pixel grid of `scale`.
func pixelRounded(_ rect: CGRect, scale: CGFloat = 3) -> CGRect {
    let minX = rect.minX.roundedToPixel(scale: scale)
    let minY = rect.minY.roundedToPixel(scale: scale)
    return CGRect(
        x: minX, y: minY, width: rect.maxX.roundedToPixel(scale: scale) - minX,
        height: rect.maxY.roundedToPixel(scale: scale) - minY)
}

/// The items of the whole layout whose frames overlap `area` with positive
/// area, by the layout's own attributes (no view involved).
func itemsOverlapping(_ area: CGRect, in layout: CollectionViewCompositionalLayout) -> [IndexPath] {
    allAttributes(layout).filter {
        $0.representedElementCategory == .cell && $0.frame.intersection(area).width > 0
            && $0.frame.intersection(area).height > 0
    }.map(\.indexPath).sorted()
}

extension CollectionView {
    /// The index paths of the realized cells, in order.
    var realizedIndexPaths: [IndexPath] { realizedCells.map(\.indexPath) }
}
