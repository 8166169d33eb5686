import Foundation
import Layout
import LayoutTesting
import Testing

/// A view subclass, to see its type name in descriptions.
final class Badge: View {}

@Suite("recursiveDescription")
struct RecursiveDescriptionTests {
    /// root ⊃ a ⊃ b, and a hidden c under a.
    func makeTree() -> View {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: a)
        let c = addView("c", to: root)
        c.isHidden = true
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.heightAnchor.constraint(equalToConstant: 44),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 16),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.bottomAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 1.0 / 3.0),
            c.topAnchor.constraint(equalTo: a.bottomAnchor),
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            c.widthAnchor.constraint(equalTo: root.widthAnchor),
            c.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        return root
    }

    @Test("The exact text of a small tree")
    func exactText() {
        assertLayoutSnapshot(of: makeTree(), as: .recursiveDescription)
    }

    @Test("Two identically built trees dump identically")
    func identicalTrees() {
        let first = makeTree()
        let second = makeTree()
        #expect(first !== second)
        #expect(first.recursiveDescription == second.recursiveDescription)
    }

    @Test("A subview's dump starts at that subview")
    func subtree() {
        let root = makeTree()
        assertLayoutSnapshot(of: root.subviews[0], as: .recursiveDescription)
        #expect(root.subviews[0].recursiveDescription.hasPrefix("<View 'a';"))
    }

    @Test("A subclass shows its own type name; negative numbers keep their sign")
    func subclassAndNegative() {
        let root = makeRoot(width: 100, height: 100)
        let badge = Badge(name: "badge")
        root.addSubview(badge)
        LayoutConstraint.activate(place(badge, rect(-4, -2.25, 8, 8)))
        root.layoutIfNeeded()
        #expect(badge.shortDescription == "<Badge 'badge'; frame = (-4 -2.333; 8 8)>")
    }
}
