import CollectionLayout
import Foundation
import Testing

/// A collection view that counts the subviews it inserts or moves.
final class InsertCountingCollectionView: CollectionView {
    var insertions = 0

    override func insertSubview(_ view: View, at index: Int) {
        insertions += 1
        super.insertSubview(view, at: index)
    }
}

/// A cell with a label inset by 8 in its content view, by constraints.
final class LabelCell: CollectionViewCell {
    let label: View

    required init(name: String) {
        label = View(name: "\(name).label")
        super.init(name: name)
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
}

@Suite struct CollectionViewPlacementTests {
    /// Sections of 20 rows of 50 under a pinned header 40 high (zIndex 1).
    static func headedList() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: Kind.header, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return CollectionViewCompositionalLayout(section: section)
    }

    /// A root 375×600 holding `collectionView` at its bounds.
    static func root(holding collectionView: CollectionView) -> View {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        collectionView.frame = root.bounds
        root.addSubview(collectionView)
        root.layoutIfNeeded()
        return root
    }

    @Test func cellsAndTheirContentViewsArePlacedByFrameWithoutConstraints() {
        let dataSource = TestDataSource(counts: [20, 20, 20])
        let collectionView = makeCollectionView(Self.headedList(), dataSource: dataSource)
        let root = Self.root(holding: collectionView)
        let pins = root.activeConstraints.count
        for offset in stride(from: 0.0, through: 2000, by: 100) as StrideThrough<CGFloat> {
            collectionView.contentOffset.y = offset
            root.layoutIfNeeded()
            #expect(root.activeConstraints.count == pins, "offset \(offset)")
        }
        #expect(collectionView.isPlacedByFrame)
        let cells = collectionView.realizedCells.map(\.cell)
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { $0.isPlacedByFrame && $0.contentView.isPlacedByFrame })
        #expect(cells.allSatisfy { $0.contentView.frame == $0.bounds })
        #expect(
            collectionView.realizedCells.allSatisfy { entry in
                guard let attributes = collectionView.collectionViewLayout.layoutAttributesForItem(at: entry.indexPath)
                else { return false }
                return entry.cell.frame == pixelRounded(attributes.frame)
            })
    }

    /// A bar drawn over the collection view that keeps its expanded height
    /// as the inset and covers less as it collapses sets the visible top
    /// inset: pinned headers stick under it, and move when only it changes.
    @Test func pinnedHeadersStickUnderTheVisibleTopInset() throws {
        let dataSource = TestDataSource(counts: [20, 20])
        let collectionView = makeCollectionView(Self.headedList(), dataSource: dataSource)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset.top = 200
        let root = Self.root(holding: collectionView)
        collectionView.contentOffset.y = 300
        root.layoutIfNeeded()
        let header = try #require(
            collectionView.realizedView(
                category: .supplementaryView, kind: Kind.header, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 500, "under the adjusted inset")
        collectionView.visibleTopInset = 80
        #expect(header.frame.minY == 380, "under the visible top")
        root.layoutIfNeeded()
        #expect(header.frame.minY == 380)
        collectionView.visibleTopInset = nil
        #expect(header.frame.minY == 500)
    }

    @Test func contentConstrainedInACellIsLaidOutInsideItsFrame() {
        let dataSource = TestDataSource(counts: [100])
        let collectionView = makeCollectionView(listLayout(rowHeight: 60), dataSource: dataSource)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.reloadData()
        let root = Self.root(holding: collectionView)
        for offset in [0, 700, 1500, 300] as [CGFloat] {
            collectionView.contentOffset.y = offset
            root.layoutIfNeeded()
            for (indexPath, cell) in collectionView.realizedCells {
                guard let cell = cell as? LabelCell else { continue }
                #expect(cell.frame == CGRect(x: 0, y: 60 * CGFloat(indexPath.item), width: 375, height: 60))
                #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
                #expect(cell.label.frame == CGRect(x: 8, y: 8, width: 359, height: 44), "\(indexPath)")
            }
        }
        #expect(root.diagnostics.isEmpty)
    }

    @Test func zOrderStaysSortedWithoutReAddingTheViews() {
        let layout = Self.headedList()
        let collectionView = InsertCountingCollectionView(name: "collection", collectionViewLayout: layout)
        collectionView.onError = { _ in }
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            HeaderView.self, forSupplementaryViewOfKind: Kind.header, withReuseIdentifier: Kind.header)
        let dataSource = TestDataSource(counts: [20, 20, 20, 20])
        collectionView.dataSource = dataSource
        let root = Self.root(holding: collectionView)
        var offsets = Array(stride(from: 0.0, through: 3000, by: 33.3)) as [CGFloat]
        offsets += offsets.reversed()
        for offset in offsets {
            let created = collectionView.createdViewCount
            let before = Set(collectionView.realizedCells.map { ObjectIdentifier($0.cell) })
            collectionView.insertions = 0
            collectionView.contentOffset.y = offset
            root.layoutIfNeeded()
            // Back to front by zIndex: the cells (0) behind the headers (1).
            let zIndexes = collectionView.subviews.compactMap { view -> Int? in
                guard let reusable = view as? CollectionReusableView, !reusable.isHidden else { return nil }
                return reusable.appliedAttributes?.zIndex
            }
            #expect(zIndexes == zIndexes.sorted(), "offset \(offset)")
            // Only views that came in may move, each once at most.
            let entered = collectionView.realizedCells.filter { !before.contains(ObjectIdentifier($0.cell)) }.count
            let headers = collectionView.createdViewCount - created + 2
            #expect(collectionView.insertions <= entered + headers, "offset \(offset)")
        }
    }

    @Test func viewsAreReusedInTheirOwnContainer() throws {
        // Even sections: a list; odd ones: a carousel; one reuse identifier.
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let list = CollectionLayoutSection(group: row)
        let card = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(200), .absolute(150)), subitems: [item])
        let carousel = CollectionLayoutSection(group: card)
        carousel.orthogonalScrollingBehavior = .continuous
        let layout = CollectionViewCompositionalLayout { index, _ in index % 2 == 0 ? list : carousel }
        let dataSource = TestDataSource(counts: [30, 20, 30, 20, 30])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        let root = Self.root(holding: collectionView)
        var containers: [ObjectIdentifier: ObjectIdentifier] = [:]
        var sawCarouselCell = false
        for offset in stride(from: 0.0, through: 4000, by: 50) as StrideThrough<CGFloat> {
            collectionView.contentOffset.y = offset
            root.layoutIfNeeded()
            for (indexPath, cell) in collectionView.realizedCells {
                let container = try #require(cell.superview)
                if indexPath.section % 2 == 1 {
                    sawCarouselCell = true
                    #expect(container !== collectionView)
                }
                let known = containers[ObjectIdentifier(cell)]
                #expect(known == nil || known == ObjectIdentifier(container), "\(indexPath) moved at \(offset)")
                containers[ObjectIdentifier(cell)] = ObjectIdentifier(container)
            }
        }
        #expect(sawCarouselCell)
        #expect(collectionView.errors.isEmpty)
    }
}
