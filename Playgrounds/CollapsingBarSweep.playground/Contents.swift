// The collapsing bar over a list, swept from pulled down to scrolled away:
// a 390×844 screen at scale 3 whose safe area starts 47 points down, a
// scroll view filling it, and the bar pinned to its top. At each offset the
// scroll view's content offset moves (the bar collapses in the offset's
// observer), the screen is laid out, and the panels' frames are printed.

import CollapsingBar
import Foundation

let screen = View(name: "screen")
screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
screen.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)

let list = ScrollView(name: "list")
list.contentSize = CGSize(width: 390, height: 3000)
screen.addSubview(list)
LayoutConstraint.activate([
    list.topAnchor.constraint(equalTo: screen.topAnchor),
    list.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
    list.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
    list.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
])
list.contentOffset.y = list.restingTopOffset  // at rest, as a screen starts

let bar = CollapsingNavBar()
bar.pinToTop(of: screen)
screen.layoutIfNeeded()
bar.attach(to: list)  // the inset becomes the bar's expanded height
screen.layoutIfNeeded()
print("expanded height \(bar.expandedHeight()), inset \(list.contentInset.top)\n")

/// A number with up to three decimals, as the kit's dumps print them.
func text(_ x: CGFloat) -> String {
    let rounded = (Double(x) * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

let panels = CollapsingNavBar.Panel.allCases.map { bar.view(for: $0) }
let header = ["sweep"] + panels.map(\.name) + ["bar", "progress", "title"]
print(header.joined(separator: "\t"))
for sweep in stride(from: -40, through: 180, by: 10) {
    list.contentOffset.y = CGFloat(sweep) - list.contentInset.top
    screen.layoutIfNeeded()
    // Each panel as y+height in the stack's coordinates.
    let frames = panels.map { "\(text($0.frame.minY))+\(text($0.frame.height))" }
    let state = [text(bar.frame.height), text(bar.collapseProgress), bar.isLargeTitleShown ? "large" : "compact"]
    let row = [String(sweep)] + frames + state
    print(row.joined(separator: "\t"))
}

// Released half-way through the search panel, the bar snaps it closed.
list.beginDragging()
list.drag(to: 30 - list.contentInset.top)
list.endDragging(velocity: .zero)
list.clock.runUntilIdle()
screen.layoutIfNeeded()
print(
    "\nreleased at 30: rests at \(text(list.contentOffset.y + list.contentInset.top)),",
    "search panel \(text(bar.searchPanel.frame.height)) high")

// A status-bar tap scrolls back to the top with an overshoot.
bar.statusBarTapCatcher.tapStatusBar()
list.clock.runUntilIdle()
screen.layoutIfNeeded()
print("scroll to top: \(bar.lastScrollToTop!.samples.count) frames, lands on \(text(list.contentOffset.y))")
print(screen.recursiveDescription)
