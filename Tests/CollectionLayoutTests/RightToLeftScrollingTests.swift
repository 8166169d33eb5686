import CollectionLayout
import Foundation
import TestSupport
import Testing

/// A collection view right to left is its left-to-right twin mirrored on
/// screen as it scrolls, updates and measures: scrolling horizontally, it
/// starts at its content's right end and keeps its leading (right) end
/// still as the content's width changes, as a left-to-right one keeps its
/// left end.
@Suite struct RightToLeftScrollingTests {
    /// A horizontal layout of columns of two cards, `estimated` wide when
    /// set (the cards measure themselves), 120 wide otherwise; the section's
    /// insets differ at each end.
    static func columns(estimated: CGFloat? = nil) -> CollectionViewCompositionalLayout {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let width: CollectionLayoutDimension = estimated.map { .estimated($0) } ?? .absolute(120)
        let item = CollectionLayoutItem(layoutSize: size(width, .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(width, .fractionalHeight(0.5)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 6
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        return CollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    /// A vertical grid of rows of two cells, the first wider, with
    /// insets that differ at each side.
    static func rows() -> CollectionViewCompositionalLayout {
        let wide = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.6), .fractionalHeight(1)))
        let narrow = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [wide, narrow])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        return CollectionViewCompositionalLayout(section: section)
    }

    /// Each realized cell's frame on screen (relative to the bounds), by item.
    static func onScreen(_ collectionView: CollectionView) -> [IndexPath: CGRect] {
        var result: [IndexPath: CGRect] = [:]
        for (indexPath, cell) in collectionView.realizedCells {
            result[indexPath] = cell.frame.offsetBy(dx: -collectionView.bounds.minX, dy: -collectionView.bounds.minY)
        }
        return result
    }

    /// The cells on screen of `ltr`, mirrored about the width, are those of `rtl`.
    static func expectMirrored(
        _ ltr: CollectionView, _ rtl: CollectionView, _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let left = onScreen(ltr)
        let right = onScreen(rtl)
        #expect(!left.isEmpty, "\(label)", sourceLocation: sourceLocation)
        #expect(left.keys.sorted() == right.keys.sorted(), "\(label)", sourceLocation: sourceLocation)
        for (indexPath, frame) in left {
            let expected = RightToLeftTests.mirrored(frame, about: ltr.bounds.width)
            #expect(
                right[indexPath].map { isClose($0, expected, tolerance: 1e-6) } == true,
                "\(label) \(indexPath): \(String(describing: right[indexPath])) ≠ \(expected)",
                sourceLocation: sourceLocation)
        }
    }

    static func make(
        _ direction: UserInterfaceLayoutDirection, _ layout: CollectionViewCompositionalLayout,
        dataSource: TestDataSource
    ) -> CollectionView {
        let collectionView = makeCollectionView(layout, dataSource: dataSource, height: 300)
        collectionView.userInterfaceLayoutDirection = direction
        collectionView.updateRealizedElements()
        return collectionView
    }

    @Test func itStartsAtTheRightEndAndScrollsTowardTheLeft() {
        let dataSource = TestDataSource(counts: [40])
        let ltr = Self.make(.leftToRight, Self.columns(), dataSource: dataSource)
        let rtl = Self.make(.rightToLeft, Self.columns(), dataSource: dataSource)
        #expect(rtl.contentOffset.x == rtl.contentSize.width - 375)
        #expect(rtl.realizedCells.contains { $0.indexPath.item == 0 })
        Self.expectMirrored(ltr, rtl, "at rest")
        ltr.contentOffset.x += 1000
        rtl.contentOffset.x -= 1000
        Self.expectMirrored(ltr, rtl, "1000 pt in")
    }

    /// At rest a scroll view's horizontal offset is 0 whatever its left
    /// inset: right to left, the content's right end is at the right edge.
    @Test func itRestsAtTheMirrorImageOfTheLeftToRightRest() {
        let rtl = CollectionView(name: "collection", collectionViewLayout: Self.columns())
        rtl.contentInset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 16)
        rtl.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = TestDataSource(counts: [40])
        rtl.dataSource = dataSource
        rtl.userInterfaceLayoutDirection = .rightToLeft
        rtl.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        rtl.updateRealizedElements()
        #expect(rtl.contentOffset.x == rtl.contentSize.width - 375)
    }

    @Test func moreContentGrowsTowardTheLeftUnderStillCells() throws {
        let dataSource = TestDataSource(counts: [40])
        let ltr = Self.make(.leftToRight, Self.columns(), dataSource: dataSource)
        let rtl = Self.make(.rightToLeft, Self.columns(), dataSource: dataSource)
        ltr.contentOffset.x += 700
        rtl.contentOffset.x -= 700
        let shown = Self.onScreen(rtl)
        dataSource.counts = [60]
        View.performWithoutAnimation {
            ltr.insertItems(at: (40..<60).map { IndexPath(item: $0, section: 0) })
            rtl.insertItems(at: (40..<60).map { IndexPath(item: $0, section: 0) })
        }
        Self.expectMirrored(ltr, rtl, "appended")
        #expect(Self.onScreen(rtl) == shown, "appending at the far (left) end moves nothing on screen")
    }

    @Test func insertingAtTheStartMirrorsBothWays() {
        for holdsPosition in [false, true] {
            let dataSource = TestDataSource(counts: [40])
            let ltr = Self.make(.leftToRight, Self.columns(), dataSource: dataSource)
            let rtl = Self.make(.rightToLeft, Self.columns(), dataSource: dataSource)
            for view in [ltr, rtl] { view.maintainsVisibleContentPosition = holdsPosition }
            ltr.contentOffset.x += 700
            rtl.contentOffset.x -= 700
            dataSource.counts = [44]
            View.performWithoutAnimation {
                let inserted = (0..<4).map { IndexPath(item: $0, section: 0) }
                ltr.insertItems(at: inserted)
                rtl.insertItems(at: inserted)
            }
            Self.expectMirrored(ltr, rtl, "holds position: \(holdsPosition)")
        }
    }

    /// The cells glide from where they were on screen to where they go,
    /// mirrored at every frame of the animation.
    @Test(arguments: [false, true], [CollectionViewScrollDirection.horizontal, .vertical])
    func anAnimatedUpdateGlidesInMirror(holdsPosition: Bool, scrollDirection: CollectionViewScrollDirection) throws {
        let layout: () -> CollectionViewCompositionalLayout = {
            scrollDirection == .horizontal ? Self.columns() : Self.rows()
        }
        let dataSource = TestDataSource(counts: [40])
        let ltr = Self.make(.leftToRight, layout(), dataSource: dataSource)
        let rtl = Self.make(.rightToLeft, layout(), dataSource: dataSource)
        for view in [ltr, rtl] { view.maintainsVisibleContentPosition = holdsPosition }
        if scrollDirection == .horizontal {
            ltr.contentOffset.x += 400
            rtl.contentOffset.x -= 400
        } else {
            ltr.contentOffset.y += 400
            rtl.contentOffset.y += 400
        }
        dataSource.counts = [41]
        for view in [ltr, rtl] {
            try view.performBatchUpdates {
                view.deleteItems(at: (14..<21).map { IndexPath(item: $0, section: 0) })
                view.insertItems(at: (0..<8).map { IndexPath(item: $0, section: 0) })
            }
        }
        Self.expectMirrored(ltr, rtl, "first frame")
        for time in [0.1, 0.2, 0.4] {
            ltr.clock.run(until: time)
            rtl.clock.run(until: time)
            Self.expectMirrored(ltr, rtl, "at \(time) s")
        }
    }

    /// The view's own width changes (a rotation): the right end stays at
    /// the right edge, as the left end stays at the left edge left to right,
    /// and content narrower than the view stays against its right edge.
    @Test(arguments: [40, 3])
    func aResizeKeepsTheRightEndInPlace(count: Int) {
        let dataSource = TestDataSource(counts: [count])
        let ltr = Self.make(.leftToRight, Self.columns(), dataSource: dataSource)
        let rtl = Self.make(.rightToLeft, Self.columns(), dataSource: dataSource)
        if count > 10 {
            ltr.contentOffset.x += 300
            rtl.contentOffset.x -= 300
        }
        for width in [812, 300, 375] as [CGFloat] {
            for view in [ltr, rtl] {
                view.frame.size.width = width
                view.updateRealizedElements()
            }
            Self.expectMirrored(ltr, rtl, "\(count) items, \(width) wide")
        }
    }

    /// Switching to vertical scrolling and back shows the mirror image of
    /// what the left-to-right twin shows.
    @Test func aChangeOfScrollDirectionMirrors() {
        let dataSource = TestDataSource(counts: [40])
        let ltr = Self.make(.leftToRight, Self.columns(), dataSource: dataSource)
        let rtl = Self.make(.rightToLeft, Self.columns(), dataSource: dataSource)
        ltr.contentOffset.x += 500
        rtl.contentOffset.x -= 500
        for direction in [CollectionViewScrollDirection.vertical, .horizontal] {
            for view in [ltr, rtl] {
                view.collectionViewLayout.configuration.scrollDirection = direction
                view.updateRealizedElements()
            }
            if direction == .horizontal { Self.expectMirrored(ltr, rtl, "scrolling horizontally again") }
        }
    }

    /// Sections inserted before the visible ones, animated: the content
    /// grows toward the left and the cells glide in mirror.
    @Test func anAnimatedSectionInsertGlidesInMirror() throws {
        let dataSource = TestDataSource(counts: [20, 20])
        let ltr = Self.make(.leftToRight, Self.columns(), dataSource: dataSource)
        let rtl = Self.make(.rightToLeft, Self.columns(), dataSource: dataSource)
        ltr.contentOffset.x += 200
        rtl.contentOffset.x -= 200
        dataSource.counts = [6, 20, 20]
        for view in [ltr, rtl] {
            try view.performBatchUpdates { view.insertSections(IndexSet(integer: 0)) }
        }
        Self.expectMirrored(ltr, rtl, "first frame")
        for time in [0.1, 0.4] {
            ltr.clock.run(until: time)
            rtl.clock.run(until: time)
            Self.expectMirrored(ltr, rtl, "at \(time) s")
        }
    }

    @Test func aDirectionChangeKeepsWhatIsShownMirrored() {
        let dataSource = TestDataSource(counts: [40])
        let view = Self.make(.leftToRight, Self.columns(), dataSource: dataSource)
        let twin = Self.make(.leftToRight, Self.columns(), dataSource: dataSource)
        view.contentOffset.x = 730
        twin.contentOffset.x = 730
        view.userInterfaceLayoutDirection = .rightToLeft
        view.updateRealizedElements()
        Self.expectMirrored(twin, view, "to right to left")
        view.userInterfaceLayoutDirection = .leftToRight
        view.updateRealizedElements()
        #expect(view.contentOffset.x == 730)
        #expect(Self.onScreen(view) == Self.onScreen(twin))
    }

    /// Cards of widths that differ from their estimate, measured as they
    /// are realized: before the visible leading edge, the offset absorbs the
    /// change, so what is on screen stays still, in both directions.
    @Test func selfSizingMirrors() {
        let widths: (IndexPath) -> CGSize = {
            CGSize(width: 70 + CGFloat($0.item % 7) * 23, height: View.noIntrinsicMetric)
        }
        let dataSource = SizingDataSource(counts: [200], size: widths)
        func make(_ direction: UserInterfaceLayoutDirection) -> CollectionView {
            let view = makeSizingCollectionView(Self.columns(estimated: 100), dataSource: dataSource, height: 300)
            view.userInterfaceLayoutDirection = direction
            view.updateRealizedElements()
            return view
        }
        let ltr = make(.leftToRight)
        let rtl = make(.rightToLeft)
        Self.expectMirrored(ltr, rtl, "at rest")
        #expect(rtl.realizedCells.contains { $0.indexPath.item == 0 })
        for step in [3000, -250, -250, 1200, -900] as [CGFloat] {
            ltr.contentOffset.x += step
            rtl.contentOffset.x -= step
            let before = Self.onScreen(rtl).filter { $0.value.maxX > 0 && $0.value.minX < 375 }
            rtl.updateRealizedElements()
            ltr.updateRealizedElements()
            Self.expectMirrored(ltr, rtl, "after a scroll by \(step)")
            if step < 0 {
                // Scrolling back realizes and measures cards before the leading edge.
                for (indexPath, frame) in before {
                    #expect(Self.onScreen(rtl)[indexPath] == frame, "\(indexPath) stayed still")
                }
            }
        }
    }
}
