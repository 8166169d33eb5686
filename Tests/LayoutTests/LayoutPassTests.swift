import Foundation
import Testing

@testable import Layout

/// A view that records its `layoutSubviews()` calls in a shared log, and
/// may run a change from inside it.
final class RecordingView: View {
    var log: (String) -> Void = { _ in }
    var onLayout: () -> Void = {}

    override func layoutSubviews() {
        super.layoutSubviews()
        log(name)
        onLayout()
    }
}

@Suite("Layout pass")
struct LayoutPassTests {
    /// root ⊃ outer ⊃ inner ⊃ leaf, and root ⊃ side; each placed by constraints.
    struct Tree {
        let root: RecordingView
        let outer: RecordingView
        let inner: RecordingView
        let leaf: RecordingView
        let side: RecordingView
        let innerWidth: LayoutConstraint
        let sideTop: LayoutConstraint
        var calls: [String] { box.calls }
        let box = Box()

        final class Box {
            var calls: [String] = []
        }

        init() {
            root = RecordingView(name: "root")
            root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            outer = RecordingView(name: "outer")
            inner = RecordingView(name: "inner")
            leaf = RecordingView(name: "leaf")
            side = RecordingView(name: "side")
            root.addSubview(outer)
            outer.addSubview(inner)
            inner.addSubview(leaf)
            root.addSubview(side)
            innerWidth = inner.widthAnchor.constraint(equalToConstant: 50)
            sideTop = side.topAnchor.constraint(equalTo: root.topAnchor, constant: 200)
            LayoutConstraint.activate(
                pin(outer, in: root, CGRect(x: 10, y: 10, width: 100, height: 100))
                    + [
                        inner.leftAnchor.constraint(equalTo: outer.leftAnchor),
                        inner.topAnchor.constraint(equalTo: outer.topAnchor),
                        innerWidth,
                        inner.heightAnchor.constraint(equalToConstant: 50),
                        leaf.leftAnchor.constraint(equalTo: inner.leftAnchor, constant: 5),
                        leaf.topAnchor.constraint(equalTo: inner.topAnchor, constant: 5),
                        leaf.widthAnchor.constraint(equalToConstant: 10),
                        leaf.heightAnchor.constraint(equalToConstant: 10),
                        side.leftAnchor.constraint(equalTo: root.leftAnchor),
                        sideTop,
                        side.widthAnchor.constraint(equalToConstant: 20),
                        side.heightAnchor.constraint(equalToConstant: 20),
                    ])
            let box = self.box
            for view in [root, outer, inner, leaf, side] { view.log = { box.calls.append($0) } }
        }

        func pin(_ view: View, in parent: View, _ frame: CGRect) -> [LayoutConstraint] {
            [
                view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: frame.minX),
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY),
                view.widthAnchor.constraint(equalToConstant: frame.width),
                view.heightAnchor.constraint(equalToConstant: frame.height),
            ]
        }
    }

    @Test func theFirstPassCallsEveryViewParentsFirst() {
        let tree = Tree()
        var passes = 0
        tree.root.didLayout = { root in
            #expect(root === tree.root)
            passes += 1
        }
        tree.root.layoutIfNeeded()
        #expect(tree.calls == ["root", "outer", "side", "inner", "leaf"])
        #expect(passes == 1)
    }

    @Test func onlyMovedViewsAndTheirSuperviewsAreCalled() {
        let tree = Tree()
        tree.root.layoutIfNeeded()
        var passes = 0
        tree.root.didLayout = { _ in passes += 1 }
        tree.box.calls = []
        tree.innerWidth.constant = 60  // inner's frame changes; leaf's does not
        tree.root.layoutIfNeeded()
        #expect(tree.calls == ["outer", "inner"])
        #expect(passes == 1)
        tree.box.calls = []
        tree.sideTop.constant = 150
        tree.root.layoutIfNeeded()
        #expect(tree.calls == ["root", "side"])
        #expect(passes == 2)
    }

    @Test func aPassThatChangesNothingCallsNothing() {
        let tree = Tree()
        tree.root.layoutIfNeeded()
        var passes = 0
        tree.root.didLayout = { _ in passes += 1 }
        tree.box.calls = []
        var heard = 0
        let token = tree.inner.observe(\.frame) { _, _ in heard += 1 }
        tree.innerWidth.constant = 70
        tree.innerWidth.constant = 50  // back where it was
        tree.root.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(tree.calls.isEmpty)
        #expect(passes == 0)
        #expect(heard == 0)
        withExtendedLifetime(token) {}
    }

    @Test func changesMadeInLayoutSubviewsAreLaidOutInTheSamePass() {
        let tree = Tree()
        tree.root.layoutIfNeeded()
        let engine = tree.root.engine
        let passesBefore = engine.passCount
        var didLayoutRuns = 0
        tree.root.didLayout = { _ in didLayoutRuns += 1 }
        // The outer view keeps the side view below the inner view's right edge.
        tree.outer.onLayout = {
            tree.sideTop.constant = 10 + tree.inner.frame.maxX
            tree.root.layoutIfNeeded()  // inside the pass: does nothing
        }
        tree.box.calls = []
        tree.innerWidth.constant = 80
        tree.root.layoutIfNeeded()
        #expect(tree.side.frame.minY == 90)
        #expect(engine.passCount == passesBefore + 1)
        #expect(didLayoutRuns == 1)
        // Each moved view once, parents first, those moved by the second round after.
        #expect(tree.calls == ["outer", "inner", "root", "side"])
        #expect(!engine.needsLayout)
    }

    @Test func aLayoutIfNeededFromAnObserverDoesNotNest() {
        let tree = Tree()
        tree.root.layoutIfNeeded()
        let engine = tree.root.engine
        let passesBefore = engine.passCount
        var depth = 0
        var deepest = 0
        let token = tree.inner.observe(\.frame) { _, _ in
            depth += 1
            deepest = max(deepest, depth)
            tree.sideTop.constant = 123
            tree.root.layoutIfNeeded()
            depth -= 1
        }
        tree.innerWidth.constant = 55
        tree.root.layoutIfNeeded()
        #expect(tree.side.frame.minY == 123)
        #expect(engine.passCount == passesBefore + 1)
        #expect(deepest == 1)
        withExtendedLifetime(token) {}
    }
}
