import CollectionLayout
import Foundation
import Layout
import Testing

/// Issue 24: three nested `count 999` groups each within their own limit made
/// a layout of a billion items, allocated before anything said no.
@Suite struct ElementBudgetTests {
    /// Groups nested `depth` deep, each placing `count` copies of the next.
    func nestedGroup(count: Int, depth: Int) -> CollectionLayoutGroup {
        let layoutSize = size(.fractionalWidth(1), .absolute(44))
        var group = CollectionLayoutGroup.horizontal(
            layoutSize: layoutSize,
            subitem: CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1))), count: count)
        for level in 1..<depth {
            group =
                level.isMultiple(of: 2)
                ? CollectionLayoutGroup.horizontal(layoutSize: layoutSize, subitem: group, count: count)
                : CollectionLayoutGroup.vertical(layoutSize: layoutSize, subitem: group, count: count)
        }
        return group
    }

    func nestedLayout(count: Int, depth: Int) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: nestedGroup(count: count, depth: depth)))
    }

    /// A collection view in a root whose diagnostics are collected, its data
    /// source set once it is in the tree.
    func collectionInRoot(
        _ layout: CollectionViewCompositionalLayout, delivered: @escaping (LayoutDiagnostic) -> Void
    ) -> (View, CollectionView) {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        root.onDiagnostic = delivered
        let collectionView = CollectionView(name: "collection", collectionViewLayout: layout)
        collectionView.onError = { _ in }
        collectionView.frame = root.frame
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        root.addSubview(collectionView)
        collectionView.dataSource = dataSource
        root.layoutIfNeeded()
        return (root, collectionView)
    }

    let dataSource = TestDataSource(counts: [5])

    @Test func nestedCountsOverTheBudgetAreRefusedBeforeLayout() {
        let layout = nestedLayout(count: 999, depth: 3)
        var delivered: [LayoutDiagnostic] = []
        let (root, collectionView) = collectionInRoot(layout) { delivered.append($0) }
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 600)).isEmpty)
        let reason =
            "CollectionLayout: section 0: its group places 997002999 items (999 × 999 × 999), "
            + "more than the budget of 10000 items per group; the layout is unchanged."
        #expect(layout.failure?.description == reason)
        #expect(delivered.map(\.description) == [reason])
        #expect(root.diagnostics.map(\.description) == [reason])
        // Laid out again, the same failure is not delivered again.
        layout.invalidateLayout()
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(delivered.count == 1)
    }

    @Test func nestedCountsWithinTheBudgetAreLaidOut() {
        let layout = nestedLayout(count: 100, depth: 2)
        _ = makeCollectionView(layout, dataSource: TestDataSource(counts: [5]))
        #expect(layout.failure == nil)
        #expect(ElementBudget.items(of: nestedGroup(count: 1000, depth: 7)) == Int.max)
    }

    /// A group of `.fractionalWidth(0)`, a negative or a NaN size gave an
    /// empty collection and said nothing public.
    @Test(arguments: [
        CollectionLayoutDimension.fractionalWidth(0), .absolute(-10), .absolute(.nan), .fractionalWidth(-1),
    ])
    func badGroupSizesAreDiagnosed(width: CollectionLayoutDimension) {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(width, .absolute(44)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        var delivered: [LayoutDiagnostic] = []
        _ = collectionInRoot(layout) { delivered.append($0) }
        #expect(delivered.count == 1)
        guard case .invalidValue(let reason, nil) = delivered.first else {
            Issue.record("expected an invalid value, got \(delivered)")
            return
        }
        #expect(reason.contains("section 0") && reason.contains("\(width)"))
    }
}
