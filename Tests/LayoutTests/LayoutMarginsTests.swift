import Foundation
import Layout
import Testing

@Suite("Layout margins")
struct LayoutMarginsTests {
    @Test("Margins default to 8; layoutMargins and directionalLayoutMargins are one storage")
    func storage() {
        let view = View(name: "v")
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 9)
        #expect(view.layoutMargins == EdgeInsets(top: 5, left: 6, bottom: 7, right: 9))
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(!view.preservesSuperviewLayoutMargins)
    }

    @Test("The margins guide is the bounds inset by the margins, and follows them")
    func guide() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let content = addView("content", to: box)
        let guide = box.layoutMarginsGuide
        #expect(box.layoutMarginsGuide === guide)
        LayoutConstraint.activate(
            place(box, rect(10, 100, 200, 100)) + [
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(8, 8, 184, 84))
        #expect(content.frame == rect(8, 8, 184, 84))
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        root.layoutIfNeeded()
        #expect(content.frame == rect(2, 1, 194, 96))
        box.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.layoutIfNeeded()
        #expect(content.frame == rect(20, 10, 140, 60))
        #expect(root.diagnostics.isEmpty)
    }

    @Test("Margins are measured from the safe area's edge where it intrudes into the view")
    func safeArea() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 47, left: 44, bottom: 34, right: 0)
        let top = addView("top", to: root)
        let middle = addView("middle", to: root)
        LayoutConstraint.activate(place(top, rect(0, 0, 390, 200)) + place(middle, rect(100, 300, 100, 100)))
        let topGuide = top.layoutMarginsGuide
        let middleGuide = middle.layoutMarginsGuide
        let rootGuide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        #expect(topGuide.layoutFrame == rect(52, 55, 330, 137))
        #expect(middleGuide.layoutFrame == rect(8, 8, 84, 84))
        #expect(rootGuide.layoutFrame == rect(52, 55, 330, 747))

        root.safeAreaInsets = EdgeInsets(top: 20)
        root.layoutIfNeeded()
        #expect(topGuide.layoutFrame == rect(8, 28, 374, 164))

        top.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(topGuide.layoutFrame == rect(8, 8, 374, 184))
        top.insetsLayoutMarginsFromSafeArea = true
        root.layoutIfNeeded()
        #expect(topGuide.layoutFrame == rect(8, 28, 374, 164))
        #expect(root.diagnostics.isEmpty)
    }

    @Test("A view that preserves its superview's margins grows its own to reach them")
    func preserves() {
        let root = makeRoot()
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = addView("child", to: root)
        child.insetsLayoutMarginsFromSafeArea = false
        LayoutConstraint.activate(place(child, rect(10, 30, 370, 100)))
        let guide = child.layoutMarginsGuide
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(8, 8, 354, 84))

        child.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        // Left and right edges lie inside the root's 20-point margins (at 10 and 380):
        // the child's margins reach the root's lines at 20 and 370. Top and bottom do not.
        #expect(guide.layoutFrame == rect(10, 8, 350, 84))

        root.layoutMargins = EdgeInsets(top: 20, left: 30, bottom: 20, right: 40)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(20, 8, 320, 84))  // lines at 30 and 350
        #expect(root.diagnostics.isEmpty)
    }

    @Test("A view's margins follow it into another tree")
    func moves() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 47)
        let other = makeRoot("other")
        other.safeAreaInsets = EdgeInsets(top: 20)
        let box = View(name: "box")
        let guide = box.layoutMarginsGuide
        root.addSubview(box)
        let placed = place(box, rect(0, 0, 100, 100))
        LayoutConstraint.activate(placed)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(8, 55, 84, 37))

        box.removeFromSuperview()
        other.addSubview(box)
        LayoutConstraint.activate(place(box, rect(0, 0, 100, 100)))
        other.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(8, 28, 84, 64))
        #expect(other.diagnostics.isEmpty)
    }

    @Test("The readable content guide is centred in the margins, at most 672 wide, as tall as them")
    func readable() {
        for (width, expected) in [(390.0, rect(8, 8, 374, 828)), (1024, rect(176, 8, 672, 828))] {
            let root = makeRoot(width: CGFloat(width))
            root.insetsLayoutMarginsFromSafeArea = false
            let guide = root.readableContentGuide
            #expect(root.readableContentGuide === guide)
            root.layoutIfNeeded()
            #expect(guide.layoutFrame == expected)
            #expect(root.diagnostics.isEmpty)
        }
    }

    @Test("Wider than 672, the readable guide leaves the margins guide determined, under a safe area")
    func readableOnAWideScreenUnderASafeArea() {
        let root = makeRoot(width: 1180, height: 820)
        root.safeAreaInsets = EdgeInsets(top: 24, bottom: 20)
        let column = addView("column", to: root)
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: root.readableContentGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutMarginsGuide.layoutFrame == rect(8, 32, 1164, 760))
        #expect(column.frame == rect(254, 32, 672, 760))
        #expect(!column.hasAmbiguousLayout)
        #expect(root.diagnostics.isEmpty)
    }
}
