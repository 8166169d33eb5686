import Foundation
import Testing

@testable import Layout

/// A view that counts its ``View/layoutSubviews()`` calls.
private final class CountingView: View {
    var layouts = 0

    override func layoutSubviews() {
        layouts += 1
    }
}

@Suite("Views placed by frame")
struct FramePlacementTests {
    /// The autoresizing constraints among the tree's active constraints.
    func autoresizing(_ root: View) -> [LayoutConstraint] {
        root.activeConstraints.filter { $0.description.contains("NSAutoresizingMaskLayoutConstraint") }
    }

    @Test func aViewNothingRefersToCostsNoConstraintsAtAnyDepth() {
        let root = makeRoot()
        let outer = View(frame: rect(20, 30, 200, 300))
        let inner = View(frame: rect(5, 6, 50, 60))
        outer.addSubview(inner)
        root.addSubview(outer)
        let before = root.activeConstraints.count
        root.layoutIfNeeded()
        #expect(outer.isPlacedByFrame && inner.isPlacedByFrame)
        #expect(root.activeConstraints.count == before)
        #expect(autoresizing(root).isEmpty)
        #expect(outer.frame == rect(20, 30, 200, 300))
        #expect(inner.frame == rect(5, 6, 50, 60))
        #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 25, y: 36))
        // Moving the outer view moves the inner one with it.
        outer.frame.origin = CGPoint(x: 100, y: 0)
        root.layoutIfNeeded()
        #expect(inner.frame == rect(5, 6, 50, 60))
        #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 105, y: 6))
        #expect(root.diagnostics.isEmpty)
    }

    @Test func aConstrainedSubviewOfAViewPlacedByFrameIsRelativeToIt() {
        let root = makeRoot()
        let box = View(frame: rect(20, 30, 200, 300))
        root.addSubview(box)
        let child = addView("child", to: box)
        // The child refers only to the root: the box stays placed by frame.
        LayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.isPlacedByFrame)
        #expect(child.frame == rect(30, 10, 10, 10))
        box.frame.origin.x = 40
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 10, 10, 10))
    }

    @Test func aConstraintOnTheViewHoldsItByConstraintsUntilItGoes() {
        let root = makeRoot()
        let box = View(frame: rect(20, 30, 100, 50))
        root.addSubview(box)
        let label = addView("label", to: box)
        root.layoutIfNeeded()
        #expect(autoresizing(root).isEmpty)
        let pins = [
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -4),
        ]
        LayoutConstraint.activate(pins)
        #expect(!box.isPlacedByFrame)
        #expect(autoresizing(root).count == 4)
        root.layoutIfNeeded()
        #expect(box.frame == rect(20, 30, 100, 50))
        #expect(label.frame == rect(8, 4, 84, 42))
        // A new frame moves the constrained content along.
        box.frame = rect(0, 0, 200, 100)
        root.layoutIfNeeded()
        #expect(label.frame == rect(8, 4, 184, 92))
        // Without the references, the box is placed by frame again.
        LayoutConstraint.deactivate(pins)
        root.layoutIfNeeded()
        #expect(box.isPlacedByFrame)
        #expect(autoresizing(root).isEmpty)
        #expect(box.frame == rect(0, 0, 200, 100))
        box.frame = rect(1, 2, 3, 4)
        root.layoutIfNeeded()
        #expect(box.frame == rect(1, 2, 3, 4))
        // And back: a constraint brings the frame's constraints back.
        let width = label.widthAnchor.constraint(equalTo: box.widthAnchor)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(autoresizing(root).count == 4)
        #expect(box.frame == rect(1, 2, 3, 4))
        #expect(label.frame.width == 3)
        // Switching the flag off leaves the box to constraints.
        width.isActive = false
        box.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(!box.isPlacedByFrame)
        LayoutConstraint.activate(place(box, rect(7, 8, 9, 10)))
        root.layoutIfNeeded()
        #expect(box.frame == rect(7, 8, 9, 10))
        #expect(root.diagnostics.isEmpty)
    }

    @Test func aViewThatFillsItsSuperviewFollowsItsSize() {
        let root = makeRoot()
        let cell = View(frame: rect(0, 100, 390, 44))
        let content = View(name: "content")
        content.autoresizesToFillSuperview = true
        cell.addSubview(content)
        root.addSubview(cell)
        root.layoutIfNeeded()
        #expect(content.isPlacedByFrame)
        #expect(content.frame == rect(0, 0, 390, 44))
        cell.frame.size.height = 80
        root.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 390, 80))
        // Content constrained inside it: the fill becomes constraints.
        let label = addView("label", to: content)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: content.topAnchor),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(!content.isPlacedByFrame && !cell.isPlacedByFrame)
        #expect(content.frame == rect(0, 0, 390, 80))
        #expect(label.frame == rect(10, 0, 370, 80))
        cell.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 300, 80))
        #expect(label.frame == rect(10, 0, 280, 80))
        #expect(
            autoresizing(root).map(\.description).contains(
                "<NSAutoresizingMaskLayoutConstraint h=-&- v=-&- content.width == 0   (active, names: '|':\(cell.name))>"
            ))
        #expect(root.diagnostics.isEmpty)
    }

    @Test func framesAreRoundedAndHooksRunAsForConstrainedViews() {
        let root = makeRoot(scale: 1)
        let box = CountingView(name: "box")
        root.addSubview(box)
        box.frame = rect(10.2, 0, 20.4, 5)
        var seen: [CGRect] = []
        let observation = box.observe(\.frame) { _, change in seen.append(change.newValue) }
        root.layoutIfNeeded()
        #expect(box.isPlacedByFrame)
        #expect(box.frame == rect(10, 0, 21, 5))
        #expect(seen == [rect(10, 0, 21, 5)])
        #expect(box.layouts == 1)
        root.layoutIfNeeded()
        box.frame = rect(10, 0, 21, 5)
        root.layoutIfNeeded()
        #expect(box.layouts == 1)
        box.frame.size.width = 30.6
        root.layoutIfNeeded()
        #expect(box.layouts == 2)
        #expect(box.frame == rect(10, 0, 31, 5))
        #expect(seen.last == rect(10, 0, 31, 5))
        withExtendedLifetime(observation) {}
    }

    @Test func aViewPlacedByFrameMovesBetweenTrees() {
        let root = makeRoot()
        let holder = View(frame: rect(100, 100, 200, 200))
        root.addSubview(holder)
        let box = View(frame: rect(10, 10, 20, 20))
        root.addSubview(box)
        root.layoutIfNeeded()
        holder.addSubview(box)
        root.layoutIfNeeded()
        #expect(box.isPlacedByFrame)
        #expect(holder.framePlacedSubviewCount == 1 && root.framePlacedSubviewCount == 1)
        #expect(box.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 110))
        box.removeFromSuperview()
        #expect(!box.isPlacedByFrame)
        #expect(holder.framePlacedSubviewCount == 0)
        #expect(box.frame == rect(10, 10, 20, 20))
    }
}
