import Foundation
import Layout
import Testing

@Suite("Constraints between separate trees")
struct NoCommonAncestorTests {
    @Test("A constraint between views with no common ancestor stays inactive and is reported")
    func separateRoots() throws {
        let log = DiagnosticLog()
        let first = makeRoot("first", log: log)
        let second = makeRoot("second")
        let a = addView("a", to: first)
        let b = addView("b", to: second)
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(!first.activeConstraints.contains { $0 === c })
        #expect(!second.activeConstraints.contains { $0 === c })

        #expect(log.received.count == 1)
        let diagnostic = try #require(first.diagnostics.first)
        guard case .noCommonAncestor(let reported) = diagnostic else {
            Issue.record("expected noCommonAncestor, got \(diagnostic)")
            return
        }
        #expect(reported === c)
        #expect(diagnostic.description.hasPrefix("Unable to activate constraint with anchors"))
        #expect(diagnostic.description.contains("because they have no common ancestor"))
        #expect(diagnostic.description.contains("a.top == b.bottom   (inactive)"))
    }

    @Test("The rest of the batch is activated")
    func restOfBatch() {
        let first = makeRoot("first")
        let second = makeRoot("second")
        let a = addView("a", to: first)
        let b = addView("b", to: second)
        let crossing = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let placement = place(a, rect(1, 2, 3, 4))
        LayoutConstraint.activate([crossing] + placement)
        #expect(!crossing.isActive)
        #expect(placement.allSatisfy { $0.isActive })
        first.layoutIfNeeded()
        #expect(a.frame == rect(1, 2, 3, 4))
    }

    @Test("Once the trees are joined the constraint can be activated")
    func afterJoining() {
        let first = makeRoot("first")
        let second = View(name: "second")
        let a = addView("a", to: first)
        let b = addView("b", to: second)
        let c = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        c.isActive = true
        #expect(!c.isActive)
        first.addSubview(second)
        c.isActive = true
        #expect(c.isActive)
        #expect(first.diagnostics.isEmpty)
    }

    @Test("A layout guide that belongs to no view has no common ancestor with anything")
    func looseGuide() {
        let log = DiagnosticLog()
        let root = makeRoot(log: log)
        let a = addView("a", to: root)
        let guide = LayoutGuide(identifier: "loose")
        let viewFirst = a.topAnchor.constraint(equalTo: guide.topAnchor)
        viewFirst.isActive = true
        #expect(!viewFirst.isActive)
        #expect(log.received.count == 1)

        let guideFirst = guide.topAnchor.constraint(equalTo: a.topAnchor)
        guideFirst.isActive = true
        #expect(!guideFirst.isActive)
        #expect(log.received.count == 2)
    }

    @Test("A view and another root's safe-area guide have no common ancestor")
    func otherSafeArea() {
        let log = DiagnosticLog()
        let first = makeRoot("first", log: log)
        let second = makeRoot("second")
        let a = addView("a", to: first)
        let c = a.topAnchor.constraint(equalTo: second.safeAreaLayoutGuide.topAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(log.received.count == 1)
    }
}
