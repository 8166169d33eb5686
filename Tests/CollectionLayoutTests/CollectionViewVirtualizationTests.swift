import CollectionLayout
import Foundation
import Testing

@Suite struct CollectionViewVirtualizationTests {
    /// The bounds extended by half the height each way.
    static func realizationArea(_ collectionView: CollectionView) -> CGRect {
        collectionView.bounds.insetBy(dx: 0, dy: -collectionView.bounds.height / 2)
    }

    /// Full-width rows 50 high.
    static func listSection() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        return CollectionLayoutSection(group: group)
    }

    /// Scrolling by less than the realized area brings in only the strip
    /// it gained and moves the pinned headers: after every step the
    /// realized views are exactly the layout's elements for the area (no
    /// more, none missing), each at its attributes — as a complete
    /// realization gives — across lists with pinned headers and
    /// backgrounds, carousels and jumps.
    @Test func scrollStepsRealizeExactlyTheLayoutsElements() {
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: Kind.header, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let list = Self.listSection()
        list.boundarySupplementaryItems = [header]
        list.decorationItems = [CollectionLayoutDecorationItem.background(elementKind: "background")]
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let carousel = CollectionLayoutSection(
            group: .horizontal(layoutSize: size(.absolute(200), .absolute(150)), subitems: [card]))
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        carousel.boundarySupplementaryItems = [header]
        let layout = CollectionViewCompositionalLayout { index, _ in index % 2 == 0 ? list : carousel }
        let dataSource = TestDataSource(counts: [30, 12, 7, 12, 40])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        let root = View(name: "root")
        root.frame = collectionView.frame
        root.addSubview(collectionView)
        root.layoutIfNeeded()
        var offsets = Array(stride(from: CGFloat(-100), through: 3500, by: 37))
        offsets += offsets.reversed() + [0, 2000, 1990, 400, 410, 3000]
        for offset in offsets {
            collectionView.contentOffset.y = offset
            root.layoutIfNeeded()
            let area = Self.realizationArea(collectionView)
            let expected = layout.elements(in: area, extendingOrthogonalScrollers: true).map(\.attributes)
            var realized: [CollectionViewLayoutAttributes] = []
            func collect(_ view: View) {
                for subview in view.subviews {
                    if let reusable = subview as? CollectionReusableView, !reusable.isHidden,
                        let attributes = reusable.appliedAttributes
                    {
                        realized.append(attributes)
                    } else if subview is ScrollView {
                        collect(subview)
                    }
                }
            }
            collect(collectionView)
            func name(_ attributes: CollectionViewLayoutAttributes) -> String {
                "\(attributes.representedElementCategory) \(attributes.representedElementKind ?? "") "
                    + "\(attributes.indexPath) \(attributes.frame)"
            }
            #expect(Set(realized.map(name)) == Set(expected.map(name)), "offset \(offset)")
            #expect(realized.count == expected.count, "offset \(offset)")
        }
    }

    @Test func realizesTheItemsOverlappingHalfAScreenEachWay() {
        let layout = listLayout()
        let dataSource = TestDataSource(counts: [100])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        for offset: CGFloat in [0, 1000, 1012.5, 4400] {
            collectionView.contentOffset.y = offset
            let expected = itemsOverlapping(Self.realizationArea(collectionView), in: layout)
            #expect(collectionView.realizedIndexPaths == expected, "offset \(offset)")
            #expect(!expected.isEmpty)
        }
    }

    @Test func anItemTouchingTheAreaIsNotRealized() {
        let dataSource = TestDataSource(counts: [100])
        let collectionView = makeCollectionView(listLayout(), dataSource: dataSource)
        // The area is -300..<900: row 17 ends at 900, row 18 starts there.
        #expect(Self.realizationArea(collectionView).maxY == 900)
        #expect(collectionView.cellForItem(at: IndexPath(item: 17, section: 0)) != nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 18, section: 0)) == nil)
        // Half a point further, row 18 overlaps.
        collectionView.contentOffset.y = 0.5
        #expect(collectionView.cellForItem(at: IndexPath(item: 18, section: 0)) != nil)
    }

    @Test func visibleCellsAreTheRealizedOnesInTheBounds() {
        let layout = listLayout()
        let dataSource = TestDataSource(counts: [100])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        collectionView.contentOffset.y = 1010
        let visible = itemsOverlapping(collectionView.bounds, in: layout)
        #expect(collectionView.indexPathsForVisibleItems == visible)
        #expect(collectionView.visibleCells.map { ($0 as? CountingCell)?.configuredItem } == visible.map { $0 })
        #expect(collectionView.realizedIndexPaths.count > visible.count)
        // Realized but off screen: a cell, not a visible one.
        let above = IndexPath(item: visible[0].item - 1, section: 0)
        #expect(collectionView.cellForItem(at: above) != nil)
        #expect(!collectionView.indexPathsForVisibleItems.contains(above))
    }

    @Test func cellFramesAreTheAttributesRoundedToThePixelGrid() {
        // Two columns of 0.35 × 375 = 131.25 points, rows 40.1 high: off the 1/3-point grid.
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.35), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40.1)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let dataSource = TestDataSource(counts: [200])
        let collectionView = makeCollectionView(layout, dataSource: dataSource, height: 200)
        collectionView.contentOffset.y = 101
        collectionView.layoutIfNeeded()
        var fractional = 0
        for (indexPath, cell) in collectionView.realizedCells {
            let exact = layout.layoutAttributesForItem(at: indexPath)!.frame
            #expect(cell.frame == pixelRounded(exact), "\(indexPath)")
            if exact != pixelRounded(exact) { fractional += 1 }
        }
        #expect(fractional > 0)
        #expect(collectionView.contentSize == layout.collectionViewContentSize)
    }

    @Test func aHundredThousandItemsRealizeOnlyWhatIsNearTheBounds() {
        let layout = listLayout()
        let dataSource = TestDataSource(counts: [100_000])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        #expect(collectionView.contentSize.height == 5_000_000)
        dataSource.requestedItems = []
        collectionView.contentOffset.y = 2_500_010
        // Rows overlapping 2_499_710..<2_500_910, by arithmetic on 50-point rows.
        let area = Self.realizationArea(collectionView)
        let first = Int((area.minY / 50).rounded(.down))
        let last = Int((area.maxY / 50).rounded(.up)) - 1
        let expected = (first...last).map { IndexPath(item: $0, section: 0) }
        #expect(collectionView.realizedIndexPaths == expected)
        #expect(dataSource.requestedItems.sorted() == expected)
        #expect(collectionView.subviews.count == collectionView.createdViewCount)
        #expect(collectionView.createdViewCount <= expected.count + 1)
    }

    @Test func pinnedHeaderFollowsTheOffsetAboveTheCells() {
        let section = Self.listSection()
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: Kind.header, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = CollectionViewCompositionalLayout(section: section)
        let dataSource = TestDataSource(counts: [20, 20, 20])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        // Each section: a 40 header and 20 rows of 50, so section 1 spans 1040..<2080.
        for (offset, expectedY) in [(1300.0, 1300.0), (2050, 2040), (1000, 1040)] as [(CGFloat, CGFloat)] {
            collectionView.contentOffset.y = offset
            let view = collectionView.realizedView(
                category: .supplementaryView, kind: Kind.header, at: IndexPath(item: 0, section: 1))
            #expect(view?.frame.minY == expectedY, "offset \(offset)")
            let headerIndex = collectionView.subviews.firstIndex { $0 === view }
            let cellIndices = collectionView.realizedCells.compactMap { entry in
                collectionView.subviews.firstIndex { $0 === entry.cell }
            }
            #expect(headerIndex.map { index in cellIndices.allSatisfy { $0 < index } } == true)
        }
    }

    @Test func visibleItemsInvalidationHandlerAppliesToRealizedViews() {
        let section = Self.listSection()
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items {
                switch item.indexPath.item {
                case 0: item.alpha = 0.5
                case 1: item.isHidden = true
                case 2: item.center.x += 10
                case 3: item.zIndex = -5
                default: break
                }
            }
        }
        let dataSource = TestDataSource(counts: [10])
        let collectionView = makeCollectionView(
            CollectionViewCompositionalLayout(section: section), dataSource: dataSource)
        let cells = Dictionary(uniqueKeysWithValues: collectionView.realizedCells.map { ($0.indexPath.item, $0.cell) })
        #expect(cells[0]?.appliedAttributes?.alpha == 0.5)
        #expect(cells[1]?.isHidden == true)
        #expect(cells[2]?.frame == rect(10, 100, 375, 50))
        #expect(cells[4]?.frame == rect(0, 200, 375, 50))
        // zIndex −5 puts item 3 behind the others.
        let index3 = collectionView.subviews.firstIndex { $0 === cells[3] }!
        #expect(
            cells.values.filter { $0 !== cells[3] }.allSatisfy { cell in
                collectionView.subviews.firstIndex { $0 === cell }! > index3
            })
        #expect(!collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 1, section: 0)))
    }

    @Test func aWidthChangeLaysTheCellsOutAgain() {
        let layout = listLayout()
        let dataSource = TestDataSource(counts: [100])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        #expect(collectionView.realizedCells.allSatisfy { $0.cell.frame.width == 375 })
        collectionView.frame.size.width = 320
        #expect(collectionView.realizedCells.allSatisfy { $0.cell.frame.width == 320 })
        #expect(collectionView.contentSize.width == 320)
        // A shorter view realizes fewer rows.
        let before = collectionView.realizedCells.count
        collectionView.frame.size.height = 300
        #expect(collectionView.realizedIndexPaths == itemsOverlapping(Self.realizationArea(collectionView), in: layout))
        #expect(collectionView.realizedCells.count < before)
    }

    @Test func aCollectionViewPlacedByConstraintsRealizesAfterLayout() {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let layout = listLayout()
        let collectionView = CollectionView(name: "collection", collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = TestDataSource(counts: [100])
        collectionView.dataSource = dataSource
        #expect(collectionView.realizedCells.isEmpty)
        root.addSubview(collectionView)
        LayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: root.topAnchor, constant: 44),
            collectionView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(collectionView.frame == rect(0, 44, 390, 800))
        #expect(collectionView.realizedIndexPaths == itemsOverlapping(Self.realizationArea(collectionView), in: layout))
        #expect(collectionView.realizedCells.allSatisfy { $0.cell.frame.width == 390 })
        collectionView.contentOffset.y = 500
        root.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == itemsOverlapping(collectionView.bounds, in: layout))
        for (indexPath, cell) in collectionView.realizedCells {
            #expect(cell.frame == pixelRounded(layout.layoutAttributesForItem(at: indexPath)!.frame))
        }
    }
}
