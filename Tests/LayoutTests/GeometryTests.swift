import Foundation
import Layout
import Testing

@Suite("Geometry and system spacing")
struct GeometryTests {
    @Test("View() is a view named \"\"")
    func unnamed() {
        let view = View()
        #expect(view.name == "")
        #expect(view.frame == .zero)
    }

    @Test("center is the middle of the frame; bounds has the frame's size")
    func centerAndBounds() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(10, 20, 100, 50)))
        root.layoutIfNeeded()
        #expect(a.center == CGPoint(x: 60, y: 45))
        #expect(a.bounds == rect(0, 0, 100, 50))
    }

    @Test("Points and rects convert between views, through bounds offsets, and to the root with nil")
    func convert() {
        let root = makeRoot()
        let scroll = ScrollView(name: "scroll")
        root.addSubview(scroll)
        let a = addView("a", to: scroll)
        let b = addView("b", to: root)
        LayoutConstraint.activate(
            place(scroll, rect(0, 100, 390, 600)) + place(a, rect(10, 20, 100, 50)) + place(b, rect(200, 5, 50, 50)))
        root.layoutIfNeeded()
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        let p = CGPoint(x: 1, y: 2)
        // a's origin is (10, 20) in the scroll view's content, which shows y 30 at its top (y 100 in root).
        #expect(a.convert(p, to: nil) == CGPoint(x: 11, y: 92))
        #expect(a.convert(p, to: root) == CGPoint(x: 11, y: 92))
        #expect(a.convert(p, to: b) == CGPoint(x: -189, y: 87))
        #expect(b.convert(CGPoint(x: -189, y: 87), to: a) == p)
        #expect(a.convert(CGPoint(x: 11, y: 92), from: nil) == p)
        #expect(a.convert(CGPoint(x: -189, y: 87), from: b) == p)
        #expect(b.convert(p, from: a) == CGPoint(x: -189, y: 87))
        #expect(a.convert(rect(1, 2, 30, 40), to: nil) == rect(11, 92, 30, 40))
        #expect(a.convert(rect(11, 92, 30, 40), from: root) == rect(1, 2, 30, 40))
        #expect(root.convert(p, to: nil) == p)
    }

    @Test("System spacing below and after is 8 points times the multiplier")
    func systemSpacing() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let c = addView("c", to: root)
        LayoutConstraint.activate(
            place(a, rect(0, 0, 100, 40)) + [
                b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
                b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1.5),
                b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
                c.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1),
                c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1),
                c.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 3),
                c.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 3),
                c.widthAnchor.constraint(equalToConstant: 10), c.heightAnchor.constraint(equalToConstant: 10),
            ])
        root.layoutIfNeeded()
        #expect(b.frame == rect(112, 56, 10, 10))
        #expect(c.frame == rect(146, 74, 10, 10))
        let below = c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 0.5)
        #expect(below.relation == .lessThanOrEqual && below.constant == 4)
        let after = c.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 2)
        #expect(after.relation == .greaterThanOrEqual && after.constant == 16)
    }
}
