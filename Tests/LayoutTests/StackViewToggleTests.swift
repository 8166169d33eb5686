import Foundation
import TestSupport
import Testing

@testable import Layout

@Suite("Hiding and showing an arranged view")
struct StackViewToggleTests {
    /// A root with a stack of `count` views of intrinsic heights `20 + i % 5`.
    func makeStack(
        _ count: Int, distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
        hidden: Set<Int> = []
    ) -> (root: View, stack: StackView, views: [View]) {
        let root = makeRoot()
        let views = (0..<count).map { i in
            let view = View(name: "v\(i)")
            view.intrinsicContentSize = CGSize(width: 10 + CGFloat(i % 3), height: 20 + CGFloat(i % 5))
            view.isHidden = hidden.contains(i)
            return view
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        stack.distribution = distribution
        stack.alignment = alignment
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    /// Whether two frames agree to a millionth of a point.
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-6 }
    }

    @Test("A toggle changes the constraints around the view, without a full update")
    func toggleIsLocal() {
        let (root, stack, views) = makeStack(30)
        let updates = stack.fullUpdateCount
        for index in [0, 29, 7, 8, 7] {
            views[index].isHidden.toggle()
            root.layoutIfNeeded()
        }
        #expect(stack.fullUpdateCount == updates)
    }

    @Test("Toggles next to long runs of hidden views lay out as a fresh stack")
    func togglesBesideHiddenRuns() {
        let count = 150
        let (root, stack, views) = makeStack(count)
        var hidden: Set<Int> = []
        func toggle(_ index: Int) {
            views[index].isHidden.toggle()
            if hidden.contains(index) { hidden.remove(index) } else { hidden.insert(index) }
        }
        // Runs of hidden views longer than a word of the hidden set (64).
        for index in 1..<140 where index != 70 { toggle(index) }
        root.layoutIfNeeded()
        var random = SplitMix64(seed: 5)
        for step in 0..<12 {
            let offset = step < 6 ? 0 : Int(random.next() % 3)
            toggle(min(count - 1, [0, 70, 140, 149, 1, 139][step % 6] + offset))
            root.layoutIfNeeded()
            let fresh = makeStack(count, hidden: hidden)
            #expect(close(stack.frame, fresh.stack.frame), "hidden \(hidden.count), step \(step)")
            for (view, expected) in zip(views, fresh.views) where !view.isHidden {
                #expect(close(view.frame, expected.frame), "\(view.name), step \(step)")
            }
        }
        #expect(root.diagnostics.isEmpty)
    }

    @Test(
        "Any sequence of toggles lays out as a stack built with the same views hidden",
        arguments: [StackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
    func togglesMatchAFreshStack(distribution: StackView.Distribution) {
        var random = SplitMix64(seed: 11)
        for alignment in [StackView.Alignment.fill, .center] {
            let count = 9
            let (root, stack, views) = makeStack(count, distribution: distribution, alignment: alignment)
            var hidden: Set<Int> = []
            for _ in 0..<16 {
                let index = Int(random.next() % UInt64(count))
                views[index].isHidden.toggle()
                if hidden.contains(index) { hidden.remove(index) } else { hidden.insert(index) }
                root.layoutIfNeeded()
                let fresh = makeStack(count, distribution: distribution, alignment: alignment, hidden: hidden)
                #expect(close(stack.frame, fresh.stack.frame), "\(alignment), hidden \(hidden.sorted())")
                for (view, expected) in zip(views, fresh.views) where !view.isHidden {
                    #expect(close(view.frame, expected.frame), "\(view.name), \(alignment), hidden \(hidden.sorted())")
                }
                #expect(root.diagnostics.isEmpty)
            }
        }
    }

    @Test("Hiding a view and showing it again brings back the same constraints, solver constraints included")
    func toggleBackReusesConstraints() {
        for index in [0, 4, 9] {
            let (root, stack, views) = makeStack(10)
            let before = stack.activeConstraints
            let solverBefore = before.map(\.solverConstraint)
            views[index].isHidden = true
            root.layoutIfNeeded()
            let hiding = stack.activeConstraints.filter { $0.identifier == "SV-hiding" }
            #expect(hiding.count == 2, "view \(index)")
            views[index].isHidden = false
            root.layoutIfNeeded()
            let after = stack.activeConstraints
            #expect(Set(after.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)), "view \(index)")
            for (c, solver) in zip(before, solverBefore) where c.isActive {
                #expect(c.solverConstraint === solver, "view \(index): \(c)")
            }
            views[index].isHidden = true
            root.layoutIfNeeded()
            let hidingAgain = stack.activeConstraints.filter { $0.identifier == "SV-hiding" }
            #expect(Set(hidingAgain.map(ObjectIdentifier.init)) == Set(hiding.map(ObjectIdentifier.init)))
        }
    }

    @Test("A view shown again after the spacing or its intrinsic size changed uses the new values")
    func toggleBackAfterChanges() {
        for index in [0, 4, 9] {
            let (root, stack, views) = makeStack(10)
            views[index].isHidden = true
            root.layoutIfNeeded()
            stack.spacing = 12
            views[index].intrinsicContentSize.height = 33
            root.layoutIfNeeded()
            views[index].isHidden = false
            root.layoutIfNeeded()
            let fresh = makeStack(10)
            fresh.stack.spacing = 12
            fresh.views[index].intrinsicContentSize.height = 33
            fresh.root.layoutIfNeeded()
            #expect(close(stack.frame, fresh.stack.frame), "view \(index)")
            for (view, expected) in zip(views, fresh.views) {
                #expect(close(view.frame, expected.frame), "\(view.name), view \(index)")
            }
            #expect(root.diagnostics.isEmpty)
        }
    }

    @Test("A view removed from the stack after toggles goes away with its last reference")
    func removedViewIsFreedAfterToggles() {
        weak var removed: View?
        let (root, stack): (View, StackView) = {
            let (root, stack, views) = makeStack(5)
            removed = views[2]
            for _ in 0..<3 {
                views[2].isHidden.toggle()
                root.layoutIfNeeded()
            }
            views[2].removeFromSuperview()
            return (root, stack)
        }()
        root.layoutIfNeeded()
        #expect(removed == nil)
        #expect(stack.arrangedSubviews.map(\.name) == ["v0", "v1", "v3", "v4"])
    }
}
