import Foundation
import Layout
import Testing

@Suite("Unsatisfiable constraints")
struct UnsatisfiableConstraintTests {
    /// A root with `a` pinned at (10, 10), 20 high, and `b` fully placed elsewhere.
    struct Scene {
        let log = DiagnosticLog()
        let root: View
        let a: View
        let b: View

        init() {
            root = makeRoot(log: log)
            a = addView("a", to: root)
            b = addView("b", to: root)
            LayoutConstraint.activate(place(a, rect(10, 10, 0, 20)).filter { $0.firstAttribute != .width })
            LayoutConstraint.activate(place(b, rect(0, 100, 390, 44)))
        }
    }

    @Test("The later constraint of a batch is left out, reported, and the rest is laid out")
    func laterOfBatchLeftOut() throws {
        let scene = Scene()
        let narrow = scene.a.widthAnchor.constraint(equalToConstant: 100)
        let wide = scene.a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([narrow, wide])
        #expect(narrow.isActive && !narrow.isBroken)
        #expect(wide.isActive && wide.isBroken)  // active, but not enforced

        scene.root.layoutIfNeeded()
        #expect(scene.a.frame == rect(10, 10, 100, 20))
        #expect(scene.b.frame == rect(0, 100, 390, 44))

        #expect(scene.root.diagnostics.count == 1)
        #expect(scene.log.received.count == 1)
        let diagnostic = try #require(scene.root.diagnostics.first)
        let (broken, conflicting) = try #require(unsatisfiable(diagnostic))
        #expect(broken === wide)
        #expect(same(conflicting, [narrow]))
        #expect(scene.log.received.first?.constraint === wide)
    }

    @Test("A constraint that conflicts with an earlier batch is the one left out")
    func laterBatchLeftOut() throws {
        let scene = Scene()
        let narrow = scene.a.widthAnchor.constraint(equalToConstant: 100)
        narrow.isActive = true
        let wide = scene.a.widthAnchor.constraint(equalToConstant: 200)
        wide.isActive = true
        #expect(!narrow.isBroken)
        #expect(wide.isBroken)
        scene.root.layoutIfNeeded()
        #expect(scene.a.frame.width == 100)
    }

    @Test("The conflicting set is irreducible and in activation order, root constraints included")
    func conflictingSet() throws {
        let scene = Scene()
        let leading = scene.a.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor)
        let trailing = scene.a.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor)
        let unrelated = scene.a.heightAnchor.constraint(lessThanOrEqualToConstant: 500)
        let width = scene.a.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.deactivate(scene.a.constraintsAffectingLayout.filter { $0.firstAttribute == .left })
        LayoutConstraint.activate([trailing, unrelated, leading, width])

        let diagnostic = try #require(scene.log.received.first)
        let (broken, conflicting) = try #require(unsatisfiable(diagnostic))
        #expect(broken === width)
        // a.width = a.trailing − a.leading = root.trailing − root.leading = the root's width (390)
        #expect(conflicting.count == 3)
        #expect(conflicting.first?.identifier == "View-Encapsulated-Layout")
        #expect(conflicting.first?.firstAttribute == .width)
        #expect(same(Array(conflicting.dropFirst()), [trailing, leading]))
        scene.root.layoutIfNeeded()
        #expect(scene.a.frame == rect(0, 10, 390, 20))
    }

    @Test("The description uses UIKit's wording")
    func description() throws {
        let scene = Scene()
        let narrow = scene.a.widthAnchor.constraint(equalToConstant: 100)
        let wide = scene.a.widthAnchor.constraint(equalToConstant: 200)
        narrow.identifier = "narrow"
        wide.identifier = "wide"
        LayoutConstraint.activate([narrow, wide])
        let text = try #require(scene.log.received.first).description
        #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(text.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(text.contains("Will attempt to recover by breaking constraint"))
        #expect(
            text == """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want. \
                Try this: (1) look at each constraint and try to figure out which you don't expect; \
                (2) find the code that added the unwanted constraint or constraints and fix it.
                (
                    "'narrow' a.width == 100   (active)",
                    "'wide' a.width == 200   (active, broken)"
                )

                Will attempt to recover by breaking constraint
                'wide' a.width == 200   (active, broken)
                """)
    }

    @Test("Deactivating a conflicting constraint brings the broken one back")
    func retryAfterDeactivation() {
        let scene = Scene()
        let narrow = scene.a.widthAnchor.constraint(equalToConstant: 100)
        let wide = scene.a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([narrow, wide])
        scene.root.layoutIfNeeded()
        narrow.isActive = false
        #expect(!wide.isBroken)
        #expect(scene.root.diagnostics.isEmpty)
        scene.root.layoutIfNeeded()
        #expect(scene.a.frame.width == 200)
        #expect(scene.log.received.count == 1)  // nothing new was reported
    }

    @Test("A constant change that removes the conflict brings the broken one back")
    func retryAfterConstantChange() {
        let scene = Scene()
        let narrow = scene.a.widthAnchor.constraint(equalToConstant: 100)
        let atLeast = scene.a.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
        LayoutConstraint.activate([narrow, atLeast])
        #expect(atLeast.isBroken)
        narrow.constant = 160
        #expect(!atLeast.isBroken)
        #expect(scene.root.diagnostics.isEmpty)
        narrow.constant = 140  // now `narrow` conflicts with the enforced `atLeast`: it is left out
        #expect(narrow.isBroken)
        #expect(!atLeast.isBroken)
        scene.root.layoutIfNeeded()
        #expect(scene.a.frame.width == 150)
        #expect(scene.root.diagnostics.count == 1)
        #expect(scene.root.diagnostics.first?.constraint === narrow)
    }

    @Test("A constant change on the broken constraint itself can bring it back")
    func brokenConstraintOwnConstant() {
        let scene = Scene()
        let narrow = scene.a.widthAnchor.constraint(equalToConstant: 100)
        let wide = scene.a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([narrow, wide])
        wide.constant = 100
        #expect(!wide.isBroken)
        #expect(scene.root.diagnostics.isEmpty)
    }

    @Test("Deactivating the broken constraint clears its diagnostic")
    func deactivateBroken() {
        let scene = Scene()
        let narrow = scene.a.widthAnchor.constraint(equalToConstant: 100)
        let wide = scene.a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([narrow, wide])
        wide.isActive = false
        #expect(!wide.isActive)
        #expect(!wide.isBroken)
        #expect(scene.root.diagnostics.isEmpty)
        narrow.isActive = false
        #expect(!wide.isActive)  // deactivated constraints are not retried
    }

    @Test("Optional constraints never conflict")
    func optionalNeverBreaks() {
        let scene = Scene()
        let narrow = scene.a.widthAnchor.constraint(equalToConstant: 100)
        let wide = scene.a.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .required - 1
        LayoutConstraint.activate([narrow, wide])
        #expect(!wide.isBroken)
        #expect(scene.root.diagnostics.isEmpty)
    }

    @Test("Several broken constraints are reported one by one and retried in order")
    func severalBroken() {
        let scene = Scene()
        let width = scene.a.widthAnchor.constraint(equalToConstant: 100)
        let first = scene.a.widthAnchor.constraint(equalToConstant: 200)
        let second = scene.a.widthAnchor.constraint(greaterThanOrEqualToConstant: 300)
        LayoutConstraint.activate([width, first, second])
        #expect(scene.log.received.count == 2)
        #expect(scene.root.diagnostics.map(\.constraint).count == 2)
        width.isActive = false
        // `first` comes back (200); `second` (>= 300) now conflicts with it and stays out.
        #expect(!first.isBroken)
        #expect(second.isBroken)
        #expect(scene.root.diagnostics.count == 1)
        #expect(scene.root.diagnostics.first?.constraint === second)
        scene.root.layoutIfNeeded()
        #expect(scene.a.frame.width == 200)
    }

    @Test("The default handler writes to standard error; diagnostics are kept either way")
    func defaultHandler() {
        let root = View(name: "root")
        root.frame = rect(0, 0, 100, 100)
        root.onDiagnostic = nil  // back to the default
        #expect(root.onDiagnostic != nil)
        var seen: [LayoutDiagnostic] = []
        root.onDiagnostic = { seen.append($0) }
        let a = addView("a", to: root)
        LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 1), a.widthAnchor.constraint(equalToConstant: 2),
        ])
        #expect(seen.count == 1)
        #expect(root.diagnostics.count == 1)
        #expect(a.diagnostics.count == 1)  // any view reads its root's
    }
}
