import CollapsingBar
import CollectionLayout
import Foundation

/// The reference screen (worked example E6 of the article The layout rules),
/// shared by the collection tests and the scene tests of `layout-dump`,
/// as a collection view under the collapsing bar, on a 390×844 phone (safe area 47 / 34, scale 3):
/// a carousel of restaurant cards (0.6 of the container wide, estimated
/// 216 high and stretched to the tallest of their group, spacing 12,
/// continuous) under a header of estimated height 50 that ignores the
/// section's insets; a two-column grid of kitchens (rows 128, spacing 12)
/// with a pinned title header and a "show all" footer of estimated height
/// 50; a dishes carousel scrolling inside its background.
public struct ReferenceScreen {
    /// The section of the cards' carousel.
    public static let cards = 0
    /// The section of the kitchens' grid.
    public static let kitchens = 1
    /// The section of the dishes' carousel.
    public static let dishes = 2
    /// Item counts by section.
    public static let counts = [9, 14, 10]
    /// What the cards measure to: three heights, repeating.
    public static func cardHeight(_ item: Int) -> CGFloat { [200, 236, 218][item % 3] }

    /// The element kind of the cards' header.
    public static let headerKind = "section-header-element-kind"
    /// The element kind of the kitchens' "show all" footer.
    public static let footerKind = "section-footer-element-kind"
    /// The element kind of the kitchens' pinned title.
    public static let titleKind = "section-title-element-kind"
    /// The element kind of the dishes' background.
    public static let backgroundKind = "section-background-element-kind"

    /// The screen, 390×844 at scale 3.
    public let screen: View
    /// The collection view filling the screen.
    public let collectionView: CollectionView
    /// Its layout.
    public let layout: CollectionViewCompositionalLayout
    /// Its data source.
    public let dataSource: SizingDataSource
    /// The bar over it, when built under one.
    public let bar: CollapsingNavBar?

    /// The screen's compositional layout.
    public static func layout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { index, environment in
            switch index {
            case cards:
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
                        layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: headerKind,
                        alignment: .topLeading)
                ]
                section.supplementariesFollowContentInsets = false
                return section
            case kitchens:
                let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(128)), subitem: item, count: 2)
                group.interItemSpacing = .fixed(12)
                let section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                let title = CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: titleKind, alignment: .top)
                title.pinToVisibleBounds = true
                title.zIndex = 2
                section.boundarySupplementaryItems = [
                    title,
                    CollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: footerKind,
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
                let background = CollectionLayoutDecorationItem.background(elementKind: backgroundKind)
                background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
                section.decorationItems = [background]
                section.orthogonalScrollingClipsToBackground = true
                return section
            }
        }
    }

    /// Builds the screen at rest and lays it out; with `underBar`, the bar
    /// is pinned to its top and attached to the collection view.
    public init(underBar: Bool = true, direction: UserInterfaceLayoutDirection = .leftToRight) {
        screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.userInterfaceLayoutDirection = direction
        screen.contentScaleFactor = 3
        screen.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        layout = Self.layout()
        collectionView = CollectionView(name: "search", collectionViewLayout: layout)
        collectionView.onError = { _ in }
        collectionView.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        for kind in [Self.headerKind, Self.footerKind, Self.titleKind] {
            collectionView.register(
                SizedHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "sized-\(kind)")
        }
        dataSource = SizingDataSource(counts: Self.counts) { indexPath in
            indexPath.section == Self.cards ? Self.cardHeight(indexPath.item) : 10
        }
        dataSource.supplementaryHeight = 36
        collectionView.dataSource = dataSource
        screen.addSubview(collectionView)
        LayoutConstraint.activate(pinEdges(collectionView))
        if underBar {
            let bar = CollapsingNavBar()
            bar.pinToTop(of: screen)
            collectionView.contentOffset.y = collectionView.restingTopOffset
            screen.layoutIfNeeded()
            bar.attach(to: collectionView)
            self.bar = bar
        } else {
            bar = nil
        }
        screen.layoutIfNeeded()
    }

    /// Sets the sweep `contentOffset.y + contentInset.top` (0 at rest) and lays out.
    public func scroll(toSweep sweep: CGFloat) {
        collectionView.contentOffset.y = sweep - collectionView.contentInset.top
        screen.layoutIfNeeded()
    }
}

/// A size of two dimensions.
private func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
}
