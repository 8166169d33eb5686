import Foundation
import Layout
import TestSupport
import Testing

@Suite("Rounding frames to the pixel grid")
struct PixelRoundingTests {
    /// Three views splitting a 100-point-wide root in equal widths.
    func thirds(scale: CGFloat) -> (root: View, views: [View]) {
        let root = makeRoot(width: 100, height: 50, scale: scale)
        let views = ["one", "two", "three"].map { addView($0, to: root) }
        var constraints: [LayoutConstraint] = []
        for (index, view) in views.enumerated() {
            constraints += [
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3.0),
                index == 0
                    ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                    : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor),
            ]
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, views)
    }

    @Test("The default scale is 3")
    func defaultScale() {
        #expect(View(name: "v").contentScaleFactor == 3)
    }

    @Test("At scale 1, 100 in three is 33/34/33")
    func scaleOne() {
        let (_, views) = thirds(scale: 1)
        #expect(views.map(\.frame.width) == [33, 34, 33])
        #expect(views.map(\.frame.minX) == [0, 33, 67])
    }

    @Test("At scale 2, 100 in three is 33.5/33/33.5")
    func scaleTwo() {
        let (_, views) = thirds(scale: 2)
        // edges 33.333 and 66.667 round to 33.5 and 66.5
        #expect(views.map(\.frame.width) == [33.5, 33, 33.5])
    }

    @Test("At scale 3, 100 in three is three times 33.333")
    func scaleThree() {
        let (_, views) = thirds(scale: 3)
        let edges: [CGFloat] = [0, 100, 200, 300].map { $0 / 3 }
        #expect(views.map(\.frame.minX) == Array(edges.dropLast()))
        #expect(views.map(\.frame.maxX) == Array(edges.dropFirst()))
        for frame in views.map(\.frame) {
            #expect(abs(frame.width - 100.0 / 3.0) < 1e-9)
        }
    }

    @Test("Adjacent views neither gap nor overlap", arguments: [1, 2, 3] as [CGFloat])
    func noGaps(scale: CGFloat) {
        let (root, views) = thirds(scale: scale)
        #expect(views[0].frame.minX == 0)
        #expect(views[0].frame.maxX == views[1].frame.minX)
        #expect(views[1].frame.maxX == views[2].frame.minX)
        #expect(views[2].frame.maxX == root.frame.width)
    }

    @Test("Changing the root's scale lays the tree out on the new grid")
    func changeScale() {
        let (root, views) = thirds(scale: 3)
        root.contentScaleFactor = 1
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [33, 34, 33])
    }

    @Test(
        "Ties round away from zero",
        arguments: [(1, 10.5, 11, 31), (1, -10.5, -11, 10), (2, 0.25, 0.5, 20.5), (2, -0.25, -0.5, 20)]
            as [(CGFloat, CGFloat, CGFloat, CGFloat)])
    func ties(scale: CGFloat, offset: CGFloat, rounded: CGFloat, roundedMaxX: CGFloat) {
        let root = makeRoot(scale: scale)
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(offset, offset, 20, 20)))
        root.layoutIfNeeded()
        #expect(a.frame.minX == rounded)
        #expect(a.frame.minY == rounded)
        // the far edge, offset + 20, is a tie too: 30.5 → 31, 9.5 → 10, 20.25 → 20.5, 19.75 → 20
        #expect(a.frame.maxX == roundedMaxX)
    }

    @Test("Edges are rounded in root coordinates, then frames are made relative")
    func nestedRounding() {
        let root = makeRoot(scale: 1)
        let parent = addView("parent", to: root)
        let child = addView("child", to: parent)
        LayoutConstraint.activate(place(parent, rect(10.4, 10.4, 100, 100)))
        LayoutConstraint.activate(place(child, rect(10.4, 10.4, 50, 50)))
        root.layoutIfNeeded()
        // parent's left edge 10.4 → 10; child's 20.8 → 21, so 11 in the parent
        #expect(parent.frame == rect(10, 10, 100, 100))
        #expect(child.frame == rect(11, 11, 50, 50))
    }

    @Test("Only the root's scale counts")
    func subviewScaleIgnored() {
        let root = makeRoot(scale: 1)
        let a = addView("a", to: root)
        a.contentScaleFactor = 3
        LayoutConstraint.activate(place(a, rect(0.4, 0, 10, 10)))
        root.layoutIfNeeded()
        #expect(a.frame.minX == 0)
    }
}

@Suite("Rounding a coordinate to the pixel grid")
struct RoundedToPixelTests {
    @Test("To the nearest multiple of 1/scale")
    func nearest() {
        #expect((100.0 / 3).roundedToPixel(scale: 1) == 33)
        #expect((100.0 / 3).roundedToPixel(scale: 2) == 33.5)
        #expect((200.0 / 3).roundedToPixel(scale: 2) == 66.5)
        #expect(CGFloat(1.2).roundedToPixel(scale: 3) == CGFloat(4) / 3)
    }

    @Test("Ties go away from zero, and -0 comes out as 0")
    func tiesAndZero() {
        #expect(CGFloat(0.25).roundedToPixel(scale: 2) == 0.5)
        #expect(CGFloat(-0.25).roundedToPixel(scale: 2) == -0.5)
        #expect(CGFloat(2.5).roundedToPixel(scale: 1) == 3)
        #expect(CGFloat(-2.5).roundedToPixel(scale: 1) == -3)
        let zero = CGFloat(-0.1).roundedToPixel(scale: 1)
        #expect(zero == 0 && zero.sign == .plus)
    }

    @Test("The layout pass rounds each edge of a frame with it", arguments: [1, 2, 3] as [CGFloat])
    func layoutPassAgrees(scale: CGFloat) {
        var random = SplitMix64(seed: 0xED6E + UInt64(scale))
        let root = makeRoot(scale: scale)
        let view = addView("view", to: root)
        let constraints = place(view, rect(0, 0, 10, 10))
        LayoutConstraint.activate(constraints)
        for _ in 0..<200 {
            let x = CGFloat(Double.random(in: -50...300, using: &random))
            let width = CGFloat(Double.random(in: 0...100, using: &random))
            constraints[0].constant = x
            constraints[2].constant = width
            root.layoutIfNeeded()
            let minX = x.roundedToPixel(scale: scale)
            #expect(view.frame.minX == minX)
            #expect(view.frame.width == (x + width).roundedToPixel(scale: scale) - minX)
        }
    }
}
