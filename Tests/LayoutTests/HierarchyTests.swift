import Foundation
import Layout
import TestSupport
import Testing

@Suite("Moving views between trees")
struct HierarchyTests {
    /// A card with a title and a body inside it, laid out by constraints
    /// inside to the card.
    struct Card {
        let card = View(name: "card")
        let title: View
        let body: View
        let inside: [LayoutConstraint]

        init() {
            title = addView("title", to: card)
            body = addView("body", to: card)
            inside = [
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                title.heightAnchor.constraint(equalToConstant: 20),
                body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            ]
        }
    }

    @Test("Basic hierarchy: superview, subviews in order, root")
    func basics() {
        let root = View(name: "root")
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let c = addView("c", to: a)
        #expect(root.subviews.map(\.name) == ["a", "b"])
        #expect(c.superview === a)
        #expect(c.rootView === root)
        #expect(root.superview == nil)
        #expect(c.isDescendant(of: root))
        #expect(!b.isDescendant(of: a))
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(\.name) == ["c", "a", "b"])
        #expect(a.subviews.isEmpty)
        c.removeFromSuperview()
        #expect(c.superview == nil)
        #expect(root.subviews.map(\.name) == ["a", "b"])
    }

    @Test("A root with constraints brings them along when added as a subview")
    func addRootWithConstraints() {
        let root = makeRoot()
        let card = Card()
        LayoutConstraint.activate(card.inside)
        root.addSubview(card.card)
        #expect(card.inside.allSatisfy { $0.isActive })
        LayoutConstraint.activate(place(card.card, rect(20, 100, 350, 100)))
        root.layoutIfNeeded()
        #expect(card.card.frame == rect(20, 100, 350, 100))
        #expect(card.title.frame == rect(8, 8, 334, 20))
        // body: top 8 + 20 + 4 = 32, bottom 100 − 8 = 92
        #expect(card.body.frame == rect(8, 32, 334, 60))
        #expect(root.diagnostics.isEmpty)
    }

    @Test("Removing a subtree keeps its inside constraints and deactivates those crossing its boundary")
    func removeFromSuperview() {
        let root = makeRoot()
        let card = Card()
        root.addSubview(card.card)
        LayoutConstraint.activate(card.inside)
        let placement = place(card.card, rect(20, 100, 350, 100))
        let titleToRoot = card.title.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor)
        LayoutConstraint.activate(placement + [titleToRoot])
        root.layoutIfNeeded()

        card.card.removeFromSuperview()
        #expect(card.inside.allSatisfy { $0.isActive })
        // the left and top constraints cross; the width and height involve only the card and stay
        #expect(placement.map(\.isActive) == [false, false, true, true])
        #expect(!titleToRoot.isActive)
        #expect(!root.activeConstraints.contains { c in card.inside.contains { $0 === c } })

        // The card is a root now: it keeps its frame and lays out its own tree.
        #expect(card.card.frame == rect(20, 100, 350, 100))
        card.card.layoutIfNeeded()
        #expect(card.title.frame == rect(8, 8, 334, 20))
        #expect(card.body.frame == rect(8, 32, 334, 60))
        #expect(card.card.diagnostics.isEmpty)

        LayoutConstraint.deactivate(Array(placement.suffix(2)))
        card.card.frame = rect(0, 0, 200, 60)
        card.card.layoutIfNeeded()
        #expect(card.title.frame == rect(8, 8, 184, 20))
        #expect(card.body.frame == rect(8, 32, 184, 20))
    }

    @Test("Moving a subtree to another root keeps its inside constraints")
    func moveToAnotherRoot() {
        let first = makeRoot("first")
        let second = makeRoot("second", width: 300, height: 300)
        let card = Card()
        first.addSubview(card.card)
        let crossing = pinEdges(card.card)
        LayoutConstraint.activate(card.inside + crossing)
        first.layoutIfNeeded()

        second.addSubview(card.card)
        #expect(card.card.rootView === second)
        #expect(first.subviews.isEmpty)
        #expect(card.inside.allSatisfy { $0.isActive })
        #expect(crossing.allSatisfy { !$0.isActive })
        LayoutConstraint.activate(pinEdges(card.card, inset: 50))
        second.layoutIfNeeded()
        #expect(card.card.frame == rect(50, 50, 200, 200))
        #expect(card.title.frame == rect(8, 8, 184, 20))
        #expect(card.body.frame == rect(8, 32, 184, 160))
        #expect(second.diagnostics.isEmpty)
        // the first tree no longer holds any of them
        #expect(!first.activeConstraints.contains { c in card.inside.contains { $0 === c } })
    }

    @Test("A broken constraint inside a moved subtree comes along and is tried again")
    func brokenMoves() {
        let first = makeRoot("first")
        let card = Card()
        first.addSubview(card.card)
        LayoutConstraint.activate(card.inside + pinEdges(card.card))
        let conflicting = card.title.widthAnchor.constraint(equalToConstant: 300)  // the card is 390 wide
        conflicting.isActive = true
        #expect(conflicting.isBroken)
        #expect(first.diagnostics.count == 1)

        let second = makeRoot("second")
        second.addSubview(card.card)
        #expect(conflicting.isActive)
        #expect(!conflicting.isBroken)  // the card's edges left with the first tree
        #expect(first.diagnostics.isEmpty)
        #expect(second.diagnostics.isEmpty)
        LayoutConstraint.activate([
            card.card.leadingAnchor.constraint(equalTo: second.leadingAnchor),
            card.card.topAnchor.constraint(equalTo: second.topAnchor),
        ])
        second.layoutIfNeeded()
        #expect(card.card.frame.width == 316)
    }

    @Test("Constraints to the old root's safe area follow the new root's safe area")
    func safeAreaFollows() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 47)
        let screen = View(name: "screen")
        screen.frame = rect(0, 0, 390, 844)
        let header = addView("header", to: screen)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.addSubview(screen)
        LayoutConstraint.activate(pinEdges(screen))
        root.layoutIfNeeded()
        #expect(header.frame == rect(0, 47, 390, 44))
        #expect(root.diagnostics.isEmpty)
    }

    @Test("Reordering subviews keeps every constraint")
    func reorder() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let constraints = place(a, rect(1, 1, 1, 1)) + place(b, rect(2, 2, 2, 2))
        LayoutConstraint.activate(constraints)
        root.addSubview(a)
        #expect(root.subviews.map(\.name) == ["b", "a"])
        #expect(constraints.allSatisfy { $0.isActive })
    }
}
