import CollectionLayout
import Foundation
import Testing

/// A `repeatingSubitem:count:` group too short for its items is a
/// `LayoutDiagnostic` of the collection view's root (the article The layout rules, "Groups").
@Suite struct CollectionViewOverflowTests {
    /// Four 100-wide items repeated in a full-width group, with a fixed row
    /// for the sections after the first.
    static func layout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
            let group =
                index == 0
                ? CollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: 4)
                : CollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
            return CollectionLayoutSection(group: group)
        }
    }

    @Test func anOverflowIsReportedOnceAndInForceWhileItLasts() {
        let screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        var reported: [LayoutDiagnostic] = []
        screen.onDiagnostic = { reported.append($0) }
        let collectionView = CollectionView(name: "collection", collectionViewLayout: Self.layout())
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        screen.addSubview(collectionView)
        collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        let dataSource = TestDataSource(counts: [40, 40])
        collectionView.dataSource = dataSource
        screen.layoutIfNeeded()

        #expect(reported.count == 1)
        guard case .overflow(let reason)? = reported.first else {
            Issue.record("not an overflow: \(reported)")
            return
        }
        #expect(reason.contains("section 0") && reason.contains("4 repeated items need 400"))
        #expect(reason.contains("375"))
        #expect(reported.first?.constraint == nil)
        #expect(screen.diagnostics.count == 1)
        // Scrolling and laying out again do not report it again.
        for offset in stride(from: CGFloat(0), through: 1000, by: 100) {
            collectionView.contentOffset.y = offset
            screen.layoutIfNeeded()
        }
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.reloadData()
        #expect(reported.count == 1)
        // Wide enough, the group holds its items: no longer in force.
        collectionView.frame.size.width = 420
        screen.layoutIfNeeded()
        #expect(screen.diagnostics.isEmpty)
        #expect(reported.count == 1)
        // Narrow again: a new overflow (other lengths), reported.
        collectionView.frame.size.width = 300
        screen.layoutIfNeeded()
        #expect(reported.count == 2)
        #expect(screen.diagnostics.count == 1)
    }

    @Test func theDiagnosticReadsLikeTheLayoutsReport() {
        let layout = Self.layout()
        layout.context = CollectionLayoutContext(boundsSize: CGSize(width: 375, height: 600), itemCounts: [8])
        _ = layout.collectionViewContentSize
        #expect(layout.overflowReports.count == 1)
        guard let report = layout.overflowReports.first else { return }
        let description = LayoutDiagnostic.overflow(reason: report.description).description
        #expect(description == report.description)
        #expect(description.hasPrefix("CollectionLayout: section 0"))
    }
}
