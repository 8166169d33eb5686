import CollapsingBar
import CollectionLayout
import Foundation
import TestSupport
import Testing

@testable import LayoutDump

/// Examples/search-screen.scene is the reference screen E6 of the
/// CollectionLayout tests (Tests/CollectionLayoutTests/ReferenceScreen.swift)
/// written as a scene: laid out, it gives the frames the Swift code gives.
@Suite("The search screen scene (E6)")
struct SearchScreenSceneTests {
    @Test("the scene's frames are the Swift-built screen's, at rest and scrolled", arguments: [0.0, 140, 420])
    func sameFramesAsSwift(_ sweep: Double) throws {
        let reference = SwiftSearchScreen()
        reference.scroll(toSweep: CGFloat(sweep))
        let expected = reference.frames()

        let scene = try parse(try example("search-screen.scene"))
        let layout = try #require(LayoutRunner.run(scene, offsets: .list([sweep])).layouts.first)
        var actual: [String: Rect] = [:]
        for view in layout.views where view.name.contains("[") || view.name.hasPrefix("search.section") {
            actual[view.name] = view.frame
        }
        actual["bar"] = layout.views.first { $0.name == "bar" }?.frame
        #expect(expected.count > 10, "the reference realized its elements")
        #expect(actual == expected)
    }

    @Test("an orthogonal sweep of the cards gives the frames of the Swift screen's scrolled carousel")
    func orthogonalSweepMatches() throws {
        let reference = SwiftSearchScreen()
        let scroller = try #require(reference.collectionView.orthogonalScrollView(forSection: 0))
        scroller.contentOffset.x = 300
        reference.screen.layoutIfNeeded()
        let expected = reference.frames()

        let scene = try parse(try example("search-screen.scene"))
        let result = LayoutRunner.run(scene, offsets: .list([300]), orthogonalSection: 0)
        let layout = try #require(result.layouts.first)
        var actual: [String: Rect] = [:]
        for view in layout.views where view.name.contains("[") || view.name.hasPrefix("search.section") {
            actual[view.name] = view.frame
        }
        actual["bar"] = layout.views.first { $0.name == "bar" }?.frame
        #expect(actual["cell[0,3]"] != nil, "scrolled, the fourth card is realized")
        #expect(actual == expected)
    }
}

/// The reference screen E6 built in Swift, as
/// Tests/CollectionLayoutTests/ReferenceScreen.swift builds it: cards
/// measuring 200, 236, 218 high in turn, headers and footers 36.
final class SwiftSearchScreen: CollectionViewDataSource {
    let screen = View(name: "screen")
    let collectionView: CollectionView
    let bar = CollapsingNavBar(name: "bar")
    static let counts = [9, 14, 10]

    init() {
        screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.contentScaleFactor = 3
        screen.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        collectionView = CollectionView(name: "search", collectionViewLayout: Self.layout())
        collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
        for kind in ["header", "footer", "title"] {
            collectionView.register(Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = self
        screen.addSubview(collectionView)
        LayoutConstraint.activate(pinEdges(collectionView))
        bar.pinToTop(of: screen)
        screen.layoutIfNeeded()
        collectionView.contentOffset.y = collectionView.restingTopOffset
        screen.layoutIfNeeded()
        bar.attach(to: collectionView)
        screen.layoutIfNeeded()
    }

    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func layout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { index, environment in
            switch index {
            case 0:
                let width = environment.container.effectiveContentSize.width * 0.6
                let card = CollectionLayoutItem(
                    layoutSize: size(.absolute(width), .uniformAcrossSiblings(estimate: 216)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: size(.estimated(3 * width + 24), .estimated(216)), subitems: [card, card, card])
                group.interItemSpacing = .fixed(12)
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 12
                section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                section.boundarySupplementaryItems = [
                    CollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: "header",
                        alignment: .topLeading)
                ]
                section.supplementariesFollowContentInsets = false
                return section
            case 1:
                let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(128)), subitem: item, count: 2)
                group.interItemSpacing = .fixed(12)
                let section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                let title = CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: "title", alignment: .top)
                title.pinToVisibleBounds = true
                title.zIndex = 2
                section.boundarySupplementaryItems = [
                    title,
                    CollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: "footer",
                        alignment: .bottom),
                ]
                return section
            default:
                let item = CollectionLayoutItem(layoutSize: size(.absolute(140), .absolute(180)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: size(.absolute(140), .absolute(180)), subitems: [item])
                let section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.orthogonalScrollingBehavior = .continuous
                section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                let background = CollectionLayoutDecorationItem.background(elementKind: "background")
                background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
                section.decorationItems = [background]
                section.orthogonalScrollingClipsToBackground = true
                return section
            }
        }
    }

    func scroll(toSweep sweep: CGFloat) {
        collectionView.contentOffset.y = sweep - collectionView.contentInset.top
        screen.layoutIfNeeded()
    }

    /// The frames of the realized elements (named as layout-dump names
    /// them), of the orthogonal scrollers and of the bar.
    func frames() -> [String: Rect] {
        var result: [String: Rect] = ["bar": Rect(bar.frame)]
        func visit(_ view: View) {
            for subview in view.subviews {
                if let reusable = subview as? CollectionReusableView {
                    guard let attributes = reusable.appliedAttributes else { continue }
                    let path = attributes.indexPath
                    let name =
                        attributes.representedElementCategory == .cell
                        ? "cell[\(path.section),\(path.item)]"
                        : "\(attributes.representedElementKind ?? "")[\(path.section)]"
                    result[name] = Rect(reusable.frame)
                } else if let scroller = subview as? ScrollView {
                    result[scroller.name] = Rect(scroller.frame)
                    visit(scroller)
                }
            }
        }
        visit(collectionView)
        return result
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { Self.counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        let height: CGFloat = indexPath.section == 0 ? [200, 236, 218][indexPath.item % 3] : 10
        (cell as? Cell)?.content.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: height)
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        (view as? Header)?.content.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 36)
        return view
    }

    /// A cell whose content, pinned to its content view, has an intrinsic size.
    final class Cell: CollectionViewCell {
        let content = View(name: "content")

        required init(name: String) {
            super.init(name: name)
            contentView.addSubview(content)
            LayoutConstraint.activate(pinEdges(content))
        }
    }

    /// A header or footer like ``Cell``.
    final class Header: CollectionReusableView {
        let content = View(name: "content")

        required init(name: String) {
            super.init(name: name)
            contentView.addSubview(content)
            LayoutConstraint.activate(pinEdges(content))
        }
    }
}
