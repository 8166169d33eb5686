import Foundation
import Layout
import Testing

@Suite("Activating and deactivating constraints")
struct ActivationTests {
    @Test("isActive installs and removes a constraint")
    func isActive() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        #expect(width.isActive)
        #expect(same(a.constraintsAffectingLayout, [width]))
        #expect(root.activeConstraints.contains { $0 === width })
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)

        width.isActive = false
        #expect(!width.isActive)
        #expect(a.constraintsAffectingLayout.isEmpty)
        #expect(!root.activeConstraints.contains { $0 === width })
    }

    @Test("activate(_:) and deactivate(_:) work on batches")
    func batches() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let first = place(a, rect(10, 20, 30, 40))
        let second = place(b, rect(50, 60, 70, 80))
        LayoutConstraint.activate(first + second)
        #expect((first + second).allSatisfy { $0.isActive })
        #expect(same(a.constraintsAffectingLayout, first))
        #expect(same(b.constraintsAffectingLayout, second))
        root.layoutIfNeeded()
        #expect(a.frame == rect(10, 20, 30, 40))
        #expect(b.frame == rect(50, 60, 70, 80))

        LayoutConstraint.deactivate(second)
        #expect(first.allSatisfy { $0.isActive })
        #expect(second.allSatisfy { !$0.isActive })
        #expect(b.constraintsAffectingLayout.isEmpty)
    }

    @Test("Activation order is kept; activating twice changes nothing")
    func idempotent() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let constraints = place(a, rect(1, 2, 3, 4))
        LayoutConstraint.activate(constraints)
        LayoutConstraint.activate(constraints.reversed())
        constraints[0].isActive = true
        #expect(same(a.constraintsAffectingLayout, constraints))
        #expect(root.diagnostics.isEmpty)
        root.layoutIfNeeded()
        #expect(a.frame == rect(1, 2, 3, 4))
    }

    @Test("Deactivating an inactive constraint does nothing")
    func deactivateInactive() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.deactivate([c])
        c.isActive = false
        #expect(!c.isActive)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("A deactivated constraint can be activated again")
    func reactivate() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let constraints = place(a, rect(0, 0, 100, 100))
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        LayoutConstraint.deactivate([constraints[2]])
        let wider = a.widthAnchor.constraint(equalToConstant: 200)
        wider.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)

        wider.isActive = false
        constraints[2].isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("Frames change only at the next layout pass")
    func framesWaitForLayout() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(10, 10, 10, 10)))
        #expect(a.frame == .zero)
        a.layoutIfNeeded()  // any view of the tree lays out the whole tree
        #expect(a.frame == rect(10, 10, 10, 10))

        let c = a.widthAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.deactivate([a.constraintsAffectingLayout[2]])
        c.isActive = true
        #expect(a.frame.width == 10)
        root.layoutIfNeeded()
        #expect(a.frame.width == 20)
    }

    @Test("A batch may span several trees: each constraint goes to its own root")
    func severalTrees() {
        let first = makeRoot("first")
        let second = makeRoot("second")
        let a = addView("a", to: first)
        let b = addView("b", to: second)
        LayoutConstraint.activate(place(a, rect(1, 1, 1, 1)) + place(b, rect(2, 2, 2, 2)))
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(a.frame == rect(1, 1, 1, 1))
        #expect(b.frame == rect(2, 2, 2, 2))
        #expect(!first.activeConstraints.contains { $0.firstItem === b })
        #expect(!second.activeConstraints.contains { $0.firstItem === a })
    }

    @Test("Constraints affecting a view include those where it is the second item")
    func affectingLayout() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let c = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8)
        c.isActive = true
        #expect(same(a.constraintsAffectingLayout, [c]))
        #expect(same(b.constraintsAffectingLayout, [c]))
    }
}
