import Foundation
import Layout
import Testing

@Suite("Ambiguous layouts")
struct AmbiguityTests {
    @Test("A view with only a width and a top is ambiguous")
    func underconstrained() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(a.hasAmbiguousLayout)
    }

    @Test("A fully constrained view is not ambiguous")
    func fullyConstrained() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        LayoutConstraint.activate(place(a, rect(10, 10, 100, 100)))
        LayoutConstraint.activate([
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            b.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        ])
        #expect(!a.hasAmbiguousLayout)
        #expect(!b.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
    }

    @Test("A view without constraints is ambiguous")
    func noConstraints() {
        let root = makeRoot()
        let a = addView("a", to: root)
        #expect(a.hasAmbiguousLayout)
    }

    @Test("Completing the constraints removes the ambiguity")
    func becomesUnambiguous() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let constraints = place(a, rect(0, 0, 10, 10))
        LayoutConstraint.activate(Array(constraints.dropLast()))
        #expect(a.hasAmbiguousLayout)
        constraints.last?.isActive = true
        #expect(!a.hasAmbiguousLayout)
    }

    @Test("Two equal-priority wishes that disagree leave the size ambiguous")
    func tiedOptionals() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(0, 0, 0, 10)).filter { $0.firstAttribute != .width })
        let wishes = [100, 200].map { width in
            let c = a.widthAnchor.constraint(equalToConstant: CGFloat(width))
            c.priority = .defaultHigh
            return c
        }
        LayoutConstraint.activate(wishes)
        #expect(a.hasAmbiguousLayout)  // any width from 100 to 200 misses by 100 in all
        wishes[1].priority = .defaultHigh + 1
        #expect(!a.hasAmbiguousLayout)
    }

    @Test("An inequality alone leaves room")
    func inequality() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(0, 0, 0, 10)).filter { $0.firstAttribute != .width })
        let c = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        c.isActive = true
        #expect(a.hasAmbiguousLayout)
    }

    @Test("A size pinned by two opposite inequalities is not ambiguous")
    func pinchedByInequalities() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(0, 0, 0, 10)).filter { $0.firstAttribute != .width })
        LayoutConstraint.activate([
            a.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(!a.hasAmbiguousLayout)
    }
}
