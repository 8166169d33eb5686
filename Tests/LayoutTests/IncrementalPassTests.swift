import Foundation
import Testing

@testable import Layout

@Suite("An incremental layout pass")
struct IncrementalPassTests {
    /// A root holding a vertical chain of `count` views, each 3 high and 1
    /// below the one before, as wide as the root; returns the chain's top
    /// constraints too.
    func chain(_ count: Int, scale: CGFloat = 3) -> (root: View, views: [View], tops: [LayoutConstraint]) {
        let root = makeRoot(scale: scale)
        var views: [View] = []
        var tops: [LayoutConstraint] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<count {
            let view = addView("v\(i)", to: root)
            let top = view.topAnchor.constraint(equalTo: views.last?.bottomAnchor ?? root.topAnchor, constant: 1)
            tops.append(top)
            constraints += [
                top, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                view.heightAnchor.constraint(equalToConstant: 3),
            ]
            views.append(view)
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, views, tops)
    }

    @Test("A change that moves one view takes up that view, not the tree")
    func workFollowsTheChange() {
        let (root, views, tops) = chain(200)
        #expect(root.engine.lastRoundViewCount >= 200)  // the first pass lays out every view
        tops[199].constant = 2
        root.layoutIfNeeded()
        #expect(abs(views[199].frame.minY - (4 * 199 + 2)) < 1e-9)
        #expect(root.engine.lastRoundViewCount == 1)
        tops[198].constant = 2  // moves the last two
        root.layoutIfNeeded()
        #expect(root.engine.lastRoundViewCount == 2)
        #expect(abs(views[198].frame.minY - (4 * 198 + 2)) < 1e-9)
        #expect(abs(views[199].frame.minY - (4 * 199 + 3)) < 1e-9)
    }

    @Test("The subviews of a moved view follow it, though their own variables did not change")
    func subviewsOfAMovedViewFollowIt() {
        let root = makeRoot(scale: 1)
        let box = addView("box", to: root)
        let child = addView("child", to: box)
        let boxTop = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        // The child is placed against the root, not against its superview.
        LayoutConstraint.activate(
            [boxTop] + [
                box.leftAnchor.constraint(equalTo: root.leftAnchor),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 100),
                child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
        root.layoutIfNeeded()
        #expect(child.frame.minY == 40)
        boxTop.constant = 20
        root.layoutIfNeeded()
        #expect(child.frame.minY == 30)
        // A move under a pixel that still changes the box's rounded origin.
        boxTop.constant = 20.6
        root.layoutIfNeeded()
        #expect(box.frame.minY == 21)
        #expect(child.frame.minY == 29)
    }

    @Test("A view moved to another superview gets its frame there, though its variables did not change")
    func reparentedViewIsLaidOutAgain() {
        let root = makeRoot(scale: 1)
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let leaf = addView("leaf", to: a)
        func pinLeaf() -> [LayoutConstraint] {
            [
                leaf.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                leaf.topAnchor.constraint(equalTo: root.topAnchor, constant: 250),
                leaf.widthAnchor.constraint(equalToConstant: 10),
                leaf.heightAnchor.constraint(equalToConstant: 10),
            ]
        }
        LayoutConstraint.activate(
            place(a, CGRect(x: 0, y: 0, width: 100, height: 100))
                + place(b, CGRect(x: 0, y: 200, width: 100, height: 100)) + pinLeaf())
        root.layoutIfNeeded()
        #expect(leaf.frame.minY == 250)
        // Moving deactivates its constraints to the root; the same ones again
        // give its variables the values they hold, so the solver reports no change.
        b.addSubview(leaf)
        LayoutConstraint.activate(pinLeaf())
        root.layoutIfNeeded()
        #expect(leaf.frame.minY == 50)
    }

    @Test("A frame the code sets on a view placed by constraints is put back by the next pass")
    func codeSetFrameIsPutBack() {
        let (root, views, _) = chain(3)
        let frame = views[1].frame
        views[1].translatesAutoresizingMaskIntoConstraints = false
        views[1].frame = CGRect(x: 7, y: 7, width: 7, height: 7)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(views[1].frame == frame)
    }

    @Test("A new scale rounds every frame again")
    func newScaleRoundsEveryFrame() {
        let root = makeRoot(width: 100, scale: 3)
        let view = addView("third", to: root)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3.0),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(abs(view.frame.width - 100.0 / 3.0) < 1e-9)
        root.contentScaleFactor = 1
        root.layoutIfNeeded()
        #expect(view.frame.width == 33)
    }

    @Test("A view that layoutSubviews removes and releases during a pass still gets its call, then goes")
    func viewReleasedDuringThePass() {
        let root = makeRoot(scale: 1)
        var calls: [String] = []
        let first = RecordingView(name: "first")
        weak var weakSecond: View?
        do {
            let second = RecordingView(name: "second")
            second.log = { calls.append($0) }
            root.addSubview(first)
            root.addSubview(second)
            weakSecond = second
        }
        // Both move in the same round; the first, called first, drops the second.
        first.log = { calls.append($0) }
        first.onLayout = { weakSecond?.removeFromSuperview() }
        for view in root.subviews {
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                view.leftAnchor.constraint(equalTo: root.leftAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        #expect(calls == ["first", "second"])
        #expect(weakSecond == nil)
        #expect(root.subviews.map(\.name) == ["first"])
    }
}
