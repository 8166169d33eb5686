import CollectionLayout
import Foundation
import Testing

/// The layouts of Apple's "Implementing Modern Collection Views" sample,
/// ported with a rename; frames derived by hand from the article The layout rules on a
/// 375 × 667 container with no safe area.
@Suite struct ModernCollectionViewsSampleTests {
    static func fullItem() -> CollectionLayoutItem {
        CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    }

    @Test func grid() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let layout = makeLayout(CollectionLayoutSection(group: group), counts: [7])
        // 75 × 75 cells, five a row; the last row holds two and keeps its size.
        let expected = (0..<7).map { rect(CGFloat($0 % 5) * 75, CGFloat($0 / 5) * 75, 75, 75) }
        expectFrames(itemFrames(layout, count: 7), expected)
        #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 150))
    }

    @Test func insetItemsGrid() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let layout = makeLayout(CollectionLayoutSection(group: group), counts: [6])
        expectFrames(
            itemFrames(layout, count: 6),
            [
                rect(5, 5, 65, 65), rect(80, 5, 65, 65), rect(155, 5, 65, 65), rect(230, 5, 65, 65),
                rect(305, 5, 65, 65),
                rect(5, 80, 65, 65),
            ])
    }

    @Test func twoColumn() {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: Self.fullItem(), count: 2)
        let spacing: CGFloat = 10
        group.interItemSpacing = .fixed(spacing)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let layout = makeLayout(section, counts: [5])
        expectFrames(
            itemFrames(layout, count: 5),
            [
                rect(10, 10, 172.5, 44), rect(192.5, 10, 172.5, 44), rect(10, 64, 172.5, 44),
                rect(192.5, 64, 172.5, 44),
                rect(10, 118, 172.5, 44),
            ])
        // Content: top inset 10, three rows of 44 and two gaps of 10, bottom inset 10.
        let expectedHeight: CGFloat = 10 + 3 * 44 + 2 * 10 + 10
        #expect(layout.collectionViewContentSize.height == expectedHeight)
    }

    /// The distinct-sections layout: a list, a five-column and a three-column grid.
    static func distinctSections(columnsFor: @escaping (Int, CGFloat) -> Int) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { sectionIndex, environment in
            let columns = columnsFor(sectionIndex, environment.container.effectiveContentSize.width)
            let item = fullItem()
            item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupHeight: CollectionLayoutDimension = columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), groupHeight), subitem: item, count: columns)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }

    @Test func distinctSections() {
        let layout = Self.distinctSections { index, _ in [1, 5, 3][index] }
        layout.context = CollectionLayoutContext(boundsSize: CGSize(width: 375, height: 667), itemCounts: [2, 5, 3])
        // List: 335 wide rows of 44, inset 2.
        expectFrames(itemFrames(layout, section: 0, count: 2), [rect(22, 22, 331, 40), rect(22, 66, 331, 40)])
        // Section 0 ends at 20 + 88 + 20 = 128. Grid of five: 67 × 67 slots (0.2 × 335).
        expectFrames(
            itemFrames(layout, section: 1, count: 5),
            (0..<5).map { rect(22 + CGFloat($0) * 67, 128 + 22, 63, 63) })
        // Section 1 ends at 128 + 20 + 67 + 20 = 235. Grid of three: 335 / 3 wide, 67 high.
        let third: CGFloat = 335.0 / 3
        expectFrames(
            itemFrames(layout, section: 2, count: 3),
            (0..<3).map { rect(20 + CGFloat($0) * third + 2, 235 + 22, third - 4, 63) })
        #expect(abs(layout.collectionViewContentSize.height - (235 + 20 + 67 + 20)) < 1e-9)
    }

    @Test func adaptiveSectionsFollowTheContainerWidth() {
        let columns = { (index: Int, width: CGFloat) -> Int in
            let wide = width > 800
            return [wide ? 2 : 1, wide ? 10 : 5, wide ? 6 : 3][index]
        }
        let layout = Self.distinctSections(columnsFor: columns)
        layout.context = CollectionLayoutContext(boundsSize: CGSize(width: 375, height: 667), itemCounts: [2, 10, 6])
        #expect(itemFrames(layout, section: 0, count: 2).map(\.minY) == [22, 66])
        #expect(Set(itemFrames(layout, section: 1, count: 10).map(\.minY)).count == 2)

        // 1024 wide: the list has two columns, the grids ten and six — one row each,
        // 0.2 × 984 = 196.8 high (more than one column takes the grid's height).
        layout.context.boundsSize = CGSize(width: 1024, height: 768)
        let list = itemFrames(layout, section: 0, count: 2)
        expectFrames(list, [rect(22, 22, 488, 192.8), rect(514, 22, 488, 192.8)])
        let grid = itemFrames(layout, section: 1, count: 10)
        #expect(grid.allSatisfy { abs($0.minY - (20 + 196.8 + 20 + 20 + 2)) < 1e-9 })
        expectFrames([grid[9]], [rect(20 + 9 * 98.4 + 2, 258.8, 94.4, 192.8)], tolerance: 1e-9)
    }

    @Test func badges() {
        let badgeAnchor = CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: Kind.badge, containerAnchor: badgeAnchor)
        let item = CollectionLayoutItem(
            layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let layout = makeLayout(section, counts: [5])
        // Container 335: cells 83.75 wide slots, rows 67 high, inset 5.
        let cells = itemFrames(layout, count: 5)
        expectFrames(Array(cells.prefix(2)), [rect(25, 25, 73.75, 57), rect(108.75, 25, 73.75, 57)])
        expectFrames([cells[4]], [rect(25, 92, 73.75, 57)])
        // The badge: inside the top trailing corner, moved by 0.3 of its size right and up.
        let badgeAttributes = layout.layoutAttributesForSupplementaryView(
            ofKind: Kind.badge, at: IndexPath(item: 1, section: 0))
        #expect(badgeAttributes?.frame == rect(108.75 + 73.75 - 20 + 6, 25 - 6, 20, 20))
        #expect(badgeAttributes?.zIndex == 1)
        let all = allAttributes(layout)
        #expect(all.filter { $0.representedElementKind == Kind.badge }.count == 5)
        #expect(all.firstIndex { $0.representedElementKind == Kind.badge }! == 1, "each badge follows its cell")
    }

    /// The nested-groups layout: a tall leading item beside a column of two.
    static func nestedGroup(width: CollectionLayoutDimension) -> CollectionLayoutGroup {
        let leadingItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leadingItem.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailingItem.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailingItem, count: 2)
        return CollectionLayoutGroup.horizontal(
            layoutSize: size(width, .fractionalHeight(0.4)), subitems: [leadingItem, trailingGroup])
    }

    @Test func nestedGroups() {
        let layout = makeLayout(
            CollectionLayoutSection(group: Self.nestedGroup(width: .fractionalWidth(1))), counts: [6])
        let height = 0.4 * 667.0  // the group: 0.4 of the container's height
        let half = height / 2
        let expected = [
            rect(10, 10, 242.5, height - 20), rect(272.5, 10, 92.5, half - 20), rect(272.5, half + 10, 92.5, half - 20),
        ]
        expectFrames(itemFrames(layout, count: 6), expected + expected.map { $0.offsetBy(dx: 0, dy: height) })
    }

    @Test func orthogonalScrollingSection() {
        let section = CollectionLayoutSection(group: Self.nestedGroup(width: .fractionalWidth(0.85)))
        section.orthogonalScrollingBehavior = .continuous
        let layout = makeLayout(section, counts: [6])
        let width: CGFloat = 0.85 * 375
        let height: CGFloat = 0.4 * 667
        let half = height / 2
        let leadingWidth = 0.7 * width
        let columnWidth = 0.3 * width
        let first = [
            rect(10, 10, leadingWidth - 20, height - 20), rect(leadingWidth + 10, 10, columnWidth - 20, half - 20),
            rect(leadingWidth + 10, half + 10, columnWidth - 20, half - 20),
        ]
        // The second group follows the first along x, not y.
        expectFrames(itemFrames(layout, count: 6), first + first.map { $0.offsetBy(dx: width, dy: 0) })
        #expect(layout.collectionViewContentSize.height == height)
        #expect(layout.orthogonalScrollerFrame(forSection: 0) == rect(0, 0, 375, height))
        #expect(layout.orthogonalScrollerContentSize(forSection: 0) == CGSize(width: 2 * width, height: height))
    }

    /// The orthogonal-behaviours layout: one section per behaviour, each with a header.
    @Test func orthogonalScrollBehaviours() {
        let behaviours: [CollectionLayoutSectionOrthogonalScrollingBehavior] = [
            .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
        ]
        let layout = CollectionViewCompositionalLayout { index, _ in
            let item = Self.fullItem()
            item.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(0.85), .absolute(200)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behaviours[index]
            section.interGroupSpacing = 10
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: Kind.header, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        layout.configuration = configuration
        layout.context = CollectionLayoutContext(
            boundsSize: CGSize(width: 375, height: 667), itemCounts: Array(repeating: 3, count: 6))
        // Section 0 scrolls with the layout: three groups one below the other.
        expectFrames(
            itemFrames(layout, section: 0, count: 3),
            [rect(10, 54, 298.75, 180), rect(10, 264, 298.75, 180), rect(10, 474, 298.75, 180)])
        // Section 0 ends at 44 + 3 × 200 + 2 × 10 = 664; section 1 starts 20 later, its row below its header.
        let sectionStart: CGFloat = 684
        for section in 1...4 {
            let start = sectionStart + CGFloat(section - 1) * (244 + 20)
            expectFrames(
                itemFrames(layout, section: section, count: 3),
                [
                    rect(10, start + 54, 298.75, 180), rect(338.75, start + 54, 298.75, 180),
                    rect(667.5, start + 54, 298.75, 180),
                ])
            #expect(layout.orthogonalScrollerFrame(forSection: section) == rect(0, start + 44, 375, 200))
            #expect(
                layout.orthogonalScrollerContentSize(forSection: section) == CGSize(width: 3 * 318.75 + 20, height: 200)
            )
        }
        // groupPagingCentered: (375 − 318.75) / 2 = 28.125 before the first group.
        let centredStart = sectionStart + 4 * 264
        expectFrames(itemFrames(layout, section: 5, count: 1), [rect(38.125, centredStart + 54, 298.75, 180)])
        #expect(layout.orthogonalScrollerFrame(forSection: 0) == nil)
    }

    static func headerFooterSection(pinned: Bool) -> CollectionLayoutSection {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [fullItem()])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 10)
        let headerFooterSize = size(.fractionalWidth(1), .estimated(44))
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: Kind.header, alignment: .top)
        let footer = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: Kind.footer, alignment: .bottom)
        if pinned {
            header.pinToVisibleBounds = true
            header.zIndex = 2
        }
        section.boundarySupplementaryItems = [header, footer]
        return section
    }

    @Test func sectionHeadersAndFooters() {
        let layout = makeLayout(Self.headerFooterSection(pinned: false), counts: [5, 5])
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: Kind.header, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == rect(10, 0, 355, 44))
        expectFrames(itemFrames(layout, count: 5), (0..<5).map { rect(10, 54 + CGFloat($0) * 49, 355, 44) })
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: Kind.footer, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == rect(10, 294, 355, 44))
        // The second section starts right after the first one's footer.
        let secondHeader = layout.layoutAttributesForSupplementaryView(
            ofKind: Kind.header, at: IndexPath(item: 0, section: 1))
        #expect(secondHeader?.frame == rect(10, 338, 355, 44))
        #expect(layout.collectionViewContentSize.height == 676)
        let kinds = allAttributes(layout).prefix(7).map { $0.representedElementKind ?? "cell" }
        #expect(kinds == [Kind.header, Kind.footer, "cell", "cell", "cell", "cell", "cell"])
    }

    @Test func pinnedSectionHeaders() {
        let layout = makeLayout(Self.headerFooterSection(pinned: true), counts: [5, 5])
        func headerY(section: Int, offset: CGFloat) -> CGFloat? {
            layout.context.contentOffset = CGPoint(x: 0, y: offset)
            return layout.layoutAttributesForElements(in: rect(0, offset, 375, 667)).first {
                $0.representedElementKind == Kind.header && $0.indexPath.section == section
            }?.frame.minY
        }
        #expect(headerY(section: 0, offset: 0) == 0)
        #expect(headerY(section: 0, offset: 100) == 100)
        // Section 0 ends at 338: the header stops at 338 − 44 and is pushed away.
        #expect(headerY(section: 0, offset: 300) == 294)
        #expect(headerY(section: 1, offset: 300) == 338)
        #expect(headerY(section: 1, offset: 400) == 400)
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: Kind.header, at: IndexPath(item: 0, section: 1))?.zIndex
                == 2)
        // The visible top includes the visible content inset.
        layout.context.visibleContentInset = EdgeInsets(top: 50)
        #expect(headerY(section: 0, offset: 0) == 50)
    }

    @Test func sectionBackgroundDecoration() {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [Self.fullItem()])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = CollectionLayoutDecorationItem.background(elementKind: Kind.background)
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = makeLayout(section, counts: [5, 5])
        // Each section: 10 + 5 × 44 + 4 × 5 + 10 = 260 tall; the background spans it across the full width.
        let decorations = allAttributes(layout).filter { $0.representedElementCategory == .decorationView }
        #expect(decorations.map(\.frame) == [rect(5, 5, 365, 250), rect(5, 265, 365, 250)])
        #expect(decorations.allSatisfy { $0.zIndex < 0 && $0.representedElementKind == Kind.background })
        #expect(decorations.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }
}
