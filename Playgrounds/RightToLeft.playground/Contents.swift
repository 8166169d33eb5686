// The same screen left to right and right to left: a row built from leading
// and trailing constraints, a horizontal stack, and a collection view whose
// carousel section scrolls sideways. Right to left, each comes out mirrored:
// the icon at the right, the stack's first view at the right, the carousel's
// first card at the right with its scroller's offset at its right end.

import CollectionLayout
import Foundation

final class Card: CollectionViewCell {}

final class Cards: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}

func carousel() -> CollectionViewCompositionalLayout {
    let card = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
        subitems: [card])
    let section = CollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    return CollectionViewCompositionalLayout(section: section)
}

func show(_ direction: UserInterfaceLayoutDirection) {
    let screen = View(name: "screen")
    screen.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
    screen.userInterfaceLayoutDirection = direction

    // A row: an icon at the leading edge, a title filling the rest.
    let icon = View(name: "icon")
    let title = View(name: "title")
    // A stack of three buttons.
    let buttons = ["first", "second", "third"].map { View(name: $0) }
    let stack = StackView(name: "buttons", arrangedSubviews: buttons)
    stack.axis = .horizontal
    stack.spacing = 8
    stack.distribution = .fillEqually
    // A carousel.
    let dataSource = Cards()
    let collection = CollectionView(name: "carousel", collectionViewLayout: carousel())
    collection.register(Card.self, forCellWithReuseIdentifier: "card")
    collection.dataSource = dataSource

    for view in [icon, title, stack, collection] { screen.addSubview(view) }
    LayoutConstraint.activate([
        icon.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
        icon.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
        icon.widthAnchor.constraint(equalToConstant: 24),
        icon.heightAnchor.constraint(equalToConstant: 24),
        title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
        title.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
        title.topAnchor.constraint(equalTo: icon.topAnchor),
        title.heightAnchor.constraint(equalToConstant: 24),
        stack.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
        stack.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
        stack.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 20),
        stack.heightAnchor.constraint(equalToConstant: 44),
        collection.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
        collection.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        collection.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
        collection.heightAnchor.constraint(equalToConstant: 100),
    ])
    screen.layoutIfNeeded()

    print("== \(direction)")
    // The buttons' frames are in the stack's coordinates.
    for view in [icon, title] + buttons { print(view.name, view.frame) }
    if let scroller = collection.orthogonalScrollView(forSection: 0) {
        print("carousel offset", scroller.contentOffset.x, "of", scroller.contentSize.width - scroller.bounds.width)
        for (indexPath, cell) in zip(collection.indexPathsForVisibleItems, collection.visibleCells) {
            let shown = cell.convert(cell.bounds, to: screen)
            print("card", indexPath.item, "on screen from x", shown.minX, "to", shown.maxX)
        }
    }
}

show(.leftToRight)
show(.rightToLeft)
