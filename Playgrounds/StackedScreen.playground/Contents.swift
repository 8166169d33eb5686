// A stacked screen built from plain views and anchors: a 44-point header under
// the status bar, a 52-point title, and content filling the rest of a 390×844
// screen whose safe area starts 47 points down.

import Foundation
import Layout

let screen = View(name: "screen")
screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
screen.safeAreaInsets = EdgeInsets(top: 47)

let header = View(name: "header")
let title = View(name: "title")
let content = View(name: "content")
for view in [header, title, content] {
    screen.addSubview(view)
    // Every row spans the screen's width.
    LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
    ])
}

// The rows, top to bottom: each one starts where the previous one ends.
LayoutConstraint.activate([
    header.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
    header.heightAnchor.constraint(equalToConstant: 44),
    title.topAnchor.constraint(equalTo: header.bottomAnchor),
    title.heightAnchor.constraint(equalToConstant: 52),
    content.topAnchor.constraint(equalTo: title.bottomAnchor),
    content.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
])

screen.layoutIfNeeded()
print(screen.recursiveDescription)
// <View 'screen'; frame = (0 0; 390 844)>
//    | <View 'header'; frame = (0 47; 390 44)>
//    | <View 'title'; frame = (0 91; 390 52)>
//    | <View 'content'; frame = (0 143; 390 701)>

// Move the safe area (a phone without a notch): the rows follow.
screen.safeAreaInsets = EdgeInsets(top: 20)
screen.layoutIfNeeded()
print(screen.recursiveDescription)
// <View 'screen'; frame = (0 0; 390 844)>
//    | <View 'header'; frame = (0 20; 390 44)>
//    | <View 'title'; frame = (0 64; 390 52)>
//    | <View 'content'; frame = (0 116; 390 728)>

// Nothing conflicted and nothing is left ambiguous.
print("diagnostics:", screen.diagnostics.count)
print("ambiguous:", [header, title, content].filter(\.hasAmbiguousLayout).map(\.name))
