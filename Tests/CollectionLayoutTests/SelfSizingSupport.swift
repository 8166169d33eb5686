import CollectionLayout
import Foundation

/// What the self-sizing tests count: each measure, by element.
final class MeasureLog {
    var measured: [IndexPath] = []
    var supplementaries: [(kind: String, indexPath: IndexPath)] = []
}

/// A cell whose content is a view of a given intrinsic size, pinned to its
/// content view: it measures to that size (the estimated dimensions of it).
final class SizedCell: CollectionViewCell {
    let content = View(name: "content")
    var log: MeasureLog?
    var item: IndexPath?

    required init(name: String) {
        super.init(name: name)
        contentView.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentView.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    /// When set, the content's height is this fraction of its width (text
    /// that wraps): the cell measures taller in a narrower collection.
    var heightPerWidth: CGFloat? {
        didSet {
            aspect?.isActive = false
            aspect = heightPerWidth.map {
                content.heightAnchor.constraint(equalTo: content.widthAnchor, multiplier: $0)
            }
            aspect?.isActive = true
        }
    }
    private var aspect: LayoutConstraint?

    override func prepareForReuse() {
        item = nil
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        log?.measured.append(layoutAttributes.indexPath)
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// A header whose content has a given intrinsic height.
final class SizedHeader: CollectionReusableView {
    let content = View(name: "content")
    var log: MeasureLog?

    required init(name: String) {
        super.init(name: name)
        contentView.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentView.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        log?.supplementaries.append((representedKind(layoutAttributes), layoutAttributes.indexPath))
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    private func representedKind(_ attributes: CollectionViewLayoutAttributes) -> String {
        attributes.representedElementKind ?? ""
    }
}

/// A data source whose cells are ``SizedCell``s with content `size(indexPath)`
/// (`View.noIntrinsicMetric` leaves an axis free) and whose headers and
/// footers are ``SizedHeader``s `supplementaryHeight` high.
final class SizingDataSource: CollectionViewDataSource {
    var counts: [Int]
    var size: (IndexPath) -> CGSize
    var supplementaryHeight: CGFloat = 30
    /// When set, every cell's height is this fraction of its width.
    var heightPerWidth: CGFloat?
    let log = MeasureLog()

    init(counts: [Int], size: @escaping (IndexPath) -> CGSize) {
        self.counts = counts
        self.size = size
    }

    /// Cells `height(indexPath)` high, their width free.
    convenience init(counts: [Int], height: @escaping (IndexPath) -> CGFloat) {
        self.init(counts: counts) { CGSize(width: View.noIntrinsicMetric, height: height($0)) }
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath)
        if let cell = cell as? SizedCell {
            cell.log = log
            cell.item = indexPath
            cell.content.intrinsicContentSize = size(indexPath)
            if cell.heightPerWidth != heightPerWidth { cell.heightPerWidth = heightPerWidth }
        }
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "sized-\(kind)", for: indexPath)
        if let view = view as? SizedHeader {
            view.log = log
            view.content.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: supplementaryHeight)
        }
        return view
    }
}

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
