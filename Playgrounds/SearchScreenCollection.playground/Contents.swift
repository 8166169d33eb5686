// A food-delivery app's search screen as a CollectionView on a 390×844
// screen: a carousel of restaurant cards under a header, a two-column grid of
// kitchens with a "show all" footer, and a carousel of dishes that scrolls
// inside its coloured background. Prints the visible cells' frames at two
// scroll offsets: only the cells near the visible bounds exist. A carousel's
// cells are in its own scroller's coordinates, the kitchens' in the collection's
// content coordinates.

import CollectionLayout
import Foundation

enum Kind {
    static let header = "header"
    static let footer = "footer"
    static let background = "background"
}

func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

// Section 0: cards 0.6 of the width, estimated 216 high, 12 apart, scrolling
// sideways; the header ignores the section's insets.
func cardsSection(_ environment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
    let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(environment.container.contentSize.width * 0.6), .estimated(216)), subitems: [card])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 12
    section.orthogonalScrollingBehavior = .continuous
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: Kind.header, alignment: .topLeading)
    ]
    section.supplementariesFollowContentInsets = false
    return section
}

// Section 1: kitchens two by two, rows 128 high and 12 apart, a footer below.
func kitchensSection() -> CollectionLayoutSection {
    let kitchen = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let row = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(128)), subitem: kitchen, count: 2)
    row.interItemSpacing = .fixed(12)
    let section = CollectionLayoutSection(group: row)
    section.interGroupSpacing = 12
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: Kind.footer, alignment: .bottom)
    ]
    return section
}

// Section 2: dishes 140×180 on a background; the carousel scrolls inside it.
func dishesSection() -> CollectionLayoutSection {
    let dish = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(140), .absolute(180)), subitems: [dish])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 12
    section.orthogonalScrollingBehavior = .continuous
    section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    let background = CollectionLayoutDecorationItem.background(elementKind: Kind.background)
    background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    section.decorationItems = [background]
    section.orthogonalScrollingClipsToBackground = true
    return section
}

let layout = CollectionViewCompositionalLayout { index, environment in
    switch index {
    case 0: cardsSection(environment)
    case 1: kitchensSection()
    default: dishesSection()
    }
}

/// Ten cards, twelve kitchens, ten dishes; every cell and supplementary is dequeued.
final class SearchDataSource: CollectionViewDataSource {
    let counts = [10, 12, 10]

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let identifier = ["card", "kitchen", "dish"][indexPath.section]
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}

let screen = View(name: "screen")
screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
let search = CollectionView(name: "search", collectionViewLayout: layout)
for identifier in ["card", "kitchen", "dish"] {
    search.register(CollectionViewCell.self, forCellWithReuseIdentifier: identifier)
}
for kind in [Kind.header, Kind.footer] {
    search.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
}
search.translatesAutoresizingMaskIntoConstraints = false
screen.addSubview(search)
LayoutConstraint.activate([
    search.topAnchor.constraint(equalTo: screen.topAnchor),
    search.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
    search.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
    search.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
])
let dataSource = SearchDataSource()
search.dataSource = dataSource

/// Prints the visible cells: the carousels' cells in their scrollers'
/// coordinates, the kitchens' in the collection's content coordinates.
@MainActor func printVisibleCells(at offset: CGFloat) {
    search.contentOffset.y = offset
    screen.layoutIfNeeded()
    print("offset \(offset): content \(search.contentSize.height) high, \(search.visibleCells.count) cells visible")
    for (indexPath, cell) in zip(search.indexPathsForVisibleItems, search.visibleCells) {
        let f = cell.frame
        print("  [\(indexPath.section), \(indexPath.item)] (\(f.minX) \(f.minY); \(f.width) \(f.height))")
    }
}

printVisibleCells(at: 0)
printVisibleCells(at: 600)

// The dishes carousel is a scroll view of its own, clipped to its background.
if let dishes = search.orthogonalScrollView(forSection: 2) {
    let f = dishes.frame
    print("dishes scroller: (\(f.minX) \(f.minY); \(f.width) \(f.height)), content \(dishes.contentSize.width) wide")
}
