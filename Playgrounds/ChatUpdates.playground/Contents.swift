// A chat that changes, through a diffable data source: a new message arrives
// first in the list and the rows glide down over the collection view's clock,
// older messages load above what the user reads without moving it, and a
// snapshot that names a message twice is refused, the chat left as it was.

import CollectionLayout
import Foundation

final class Bubble: CollectionViewCell {}

// Rows 44 high, 8 apart.
let item = CollectionLayoutItem(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
let row = CollectionLayoutGroup.vertical(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
    subitems: [item])
let section = CollectionLayoutSection(group: row)
section.interGroupSpacing = 8

let screen = View(name: "screen")
screen.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
let chat = CollectionView(name: "chat", collectionViewLayout: CollectionViewCompositionalLayout(section: section))
chat.frame = screen.bounds
chat.register(Bubble.self, forCellWithReuseIdentifier: "bubble")
screen.addSubview(chat)

// Messages are identified by their number.
let messages = CollectionViewDiffableDataSource<String, Int>(collectionView: chat) { collectionView, indexPath, _ in
    collectionView.dequeueReusableCell(withReuseIdentifier: "bubble", for: indexPath)
}

/// How far below the top of the screen a message's cell is shown.
@MainActor func onScreen(_ message: Int) -> String {
    guard let path = messages.indexPath(for: message), let cell = chat.cellForItem(at: path) else { return "not shown" }
    return "\(cell.frame.minY - chat.contentOffset.y) pt"
}

var snapshot = DiffableDataSourceSnapshot<String, Int>()
try snapshot.appendSections(["today"])
try snapshot.appendItems(Array(100..<110))
try messages.apply(snapshot, animatingDifferences: false)
screen.layoutIfNeeded()
print("shown:", chat.indexPathsForVisibleItems.count, "rows")

// Message 110 arrives first in the list: every row glides down one place
// while the new one fades in, over 0.3 s of the clock (60 frames a second).
try snapshot.insertItems([110], beforeItem: 100)
try messages.apply(snapshot) { print("animation finished") }
for step in 0..<4 {
    print("t = 0.\(step) s: message 100 at \(onScreen(100))")
    _ = chat.clock.run(until: chat.clock.now + 0.1)
}
chat.clock.runUntilIdle()

// Scrolled down to message 105, the user reads it. Older messages arrive at
// the top: with maintainsVisibleContentPosition the offset absorbs them, so
// message 105 stays where it was on screen.
chat.contentOffset.y = 6 * 52
screen.layoutIfNeeded()
chat.maintainsVisibleContentPosition = true
let before = onScreen(105)
try snapshot.insertItems([90, 91, 92], beforeItem: 110)
try messages.apply(snapshot, animatingDifferences: false)
screen.layoutIfNeeded()
print("offset \(chat.contentOffset.y); message 105 at \(onScreen(105)) (was \(before))")

// A snapshot that names a message twice: UIKit traps; here an error names it,
// and the chat shows what it showed.
var bad = messages.snapshot()
do {
    try bad.appendItems([200, 200])
} catch {
    print(error)
}
print("still", messages.snapshot().numberOfItems, "messages")
