import CollectionLayout
import Foundation

/// A cell that remembers the item identifier it was configured for and
/// counts its reuses.
final class IdentifiedCell: CollectionViewCell {
    var identifier: Int?
    var reuseCount = 0
    var configureCount = 0

    override func prepareForReuse() {
        reuseCount += 1
        identifier = nil
    }
}

/// A data source over a model of item identifiers by section, that records
/// each cell it is asked for.
final class ModelDataSource: CollectionViewDataSource {
    var sections: [[Int]]
    var requestedItems: [IndexPath] = []
    /// The reuse identifier of an item's cell, by its identifier ("cell" by default).
    var reuseIdentifiers: [Int: String] = [:]

    init(sections: [[Int]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        requestedItems.append(indexPath)
        let identifier = sections[indexPath.section][indexPath.item]
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: reuseIdentifiers[identifier] ?? "cell", for: indexPath)
        if let cell = cell as? IdentifiedCell {
            cell.identifier = sections[indexPath.section][indexPath.item]
            cell.configureCount += 1
        }
        return cell
    }
}

/// A collection view of `layout` showing `dataSource`, with `IdentifiedCell`
/// registered as "cell"; mistakes are collected, not printed.
func makeModelCollectionView(
    _ layout: CollectionViewCompositionalLayout, dataSource: CollectionViewDataSource?, height: CGFloat = 600
) -> CollectionView {
    let collectionView = CollectionView(name: "collection", collectionViewLayout: layout)
    collectionView.onError = { _ in }
    collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: height)
    collectionView.register(IdentifiedCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = dataSource
    return collectionView
}

extension CollectionView {
    /// Each realized cell's identifier, by index path.
    var realizedIdentifiers: [IndexPath: Int] {
        var result: [IndexPath: Int] = [:]
        for (indexPath, cell) in realizedCells { result[indexPath] = (cell as? IdentifiedCell)?.identifier ?? -1 }
        return result
    }

    /// Each realized cell by its identifier.
    var realizedCellsByIdentifier: [Int: CollectionViewCell] {
        var result: [Int: CollectionViewCell] = [:]
        for (_, cell) in realizedCells { result[(cell as? IdentifiedCell)?.identifier ?? -1] = cell }
        return result
    }

    /// The realized cells' index paths and frames, in order.
    var realizedFrames: [(IndexPath, CGRect)] { realizedCells.map { ($0.indexPath, $0.cell.frame) } }
}

/// What a fresh collection view of the same layout realizes for `sections`
/// at `offset`: index paths and frames.
func freshFrames(
    _ layout: @autoclosure () -> CollectionViewCompositionalLayout, sections: [[Int]], offset: CGPoint,
    height: CGFloat
) -> [(IndexPath, CGRect)] {
    let dataSource = ModelDataSource(sections: sections)
    let collectionView = makeModelCollectionView(layout(), dataSource: dataSource, height: height)
    collectionView.contentOffset = offset
    return collectionView.realizedFrames
}
