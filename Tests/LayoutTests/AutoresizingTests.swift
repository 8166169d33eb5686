import Foundation
import Layout
import Testing

@Suite("translatesAutoresizingMaskIntoConstraints")
struct AutoresizingTests {
    @Test("A frame the code sets on a subview holds it there; the flag off lets constraints place it")
    func holdsFrame() {
        let root = makeRoot()
        let box = View(frame: rect(20, 30, 100, 50))
        #expect(box.translatesAutoresizingMaskIntoConstraints)
        root.addSubview(box)
        root.layoutIfNeeded()
        #expect(box.frame == rect(20, 30, 100, 50))
        // Nothing refers to it: it is placed by frame, without constraints.
        #expect(box.constraintsAffectingLayout.isEmpty)
        #expect(!box.hasAmbiguousLayout)

        box.frame = rect(5, 6, 70, 80)
        root.layoutIfNeeded()
        #expect(box.frame == rect(5, 6, 70, 80))

        box.translatesAutoresizingMaskIntoConstraints = false
        #expect(box.constraintsAffectingLayout.isEmpty)
        LayoutConstraint.activate(place(box, rect(1, 2, 3, 4)))
        root.layoutIfNeeded()
        #expect(box.frame == rect(1, 2, 3, 4))
        #expect(root.diagnostics.isEmpty)
    }

    @Test("A view whose frame was never set gets no autoresizing constraints")
    func neverSet() {
        let root = makeRoot()
        let box = addView("box", to: root)
        LayoutConstraint.activate(place(box, rect(1, 2, 3, 4)))
        root.layoutIfNeeded()
        #expect(box.frame == rect(1, 2, 3, 4))
        #expect(box.constraintsAffectingLayout.count == 4)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("The classic conflict reads as UIKit's, naming NSAutoresizingMaskLayoutConstraint")
    func classicConflict() {
        let root = makeRoot()
        let box = View(name: "box")
        box.frame = rect(20, 30, 100, 50)
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 200)
        width.isActive = true
        guard let (broken, conflicting) = root.diagnostics.first.flatMap(unsatisfiable) else {
            Issue.record("expected a conflict")
            return
        }
        #expect(broken === width)
        #expect(
            conflicting.map(\.description) == [
                "<NSAutoresizingMaskLayoutConstraint h=--& v=--& box.width == 100   (active)>"
            ])
        #expect(
            root.diagnostics[0].description.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--& box.width == 100"))
        let minX = box.constraintsAffectingLayout(for: .horizontal).first
        #expect(
            minX?.description
                == "<NSAutoresizingMaskLayoutConstraint h=--& v=--& box.minX == 20   (active, names: '|':root)>")
    }

    @Test("The frame follows the view to a new superview, and a root keeps its frame as before")
    func moves() {
        let root = makeRoot()
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(100, 100, 200, 200)))
        let box = View(frame: rect(10, 10, 20, 20))
        root.addSubview(box)
        root.layoutIfNeeded()
        #expect(box.frame == rect(10, 10, 20, 20))
        a.addSubview(box)
        root.layoutIfNeeded()
        #expect(box.frame == rect(10, 10, 20, 20))
        #expect(box.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 110))
        box.removeFromSuperview()
        #expect(box.frame == rect(10, 10, 20, 20))
        #expect(!box.activeConstraints.contains { $0.description.contains("NSAutoresizingMaskLayoutConstraint") })
        #expect(root.diagnostics.isEmpty)
    }
}
