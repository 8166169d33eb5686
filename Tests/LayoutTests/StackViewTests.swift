import Foundation
import Layout
import Testing

/// A view with an intrinsic size (`View.noIntrinsicMetric` for none).
private func box(_ name: String, width: CGFloat = View.noIntrinsicMetric, height: CGFloat = View.noIntrinsicMetric)
    -> View
{
    let view = View(name: name)
    view.intrinsicContentSize = CGSize(width: width, height: height)
    return view
}

/// Puts the stack in a 390×844 root with its top-left corner at (x, y);
/// `width` and `height` pin its size when given.
private func placeStack(
    _ stack: StackView, at x: CGFloat = 0, _ y: CGFloat = 0, width: CGFloat? = nil, height: CGFloat? = nil
) -> View {
    let root = makeRoot()
    root.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
}

/// How many constraints were deactivated plus how many were activated
/// between two snapshots of a tree's active constraints. (The snapshots keep
/// the constraints alive, so that no identity is reused between them.)
private func changes(_ before: [LayoutConstraint], _ after: [LayoutConstraint]) -> Int {
    Set(before.map(ObjectIdentifier.init)).symmetricDifference(after.map(ObjectIdentifier.init)).count
}

@Suite("StackView: the worked example")
struct StackViewWorkedExampleTests {
    /// Vertical, spacing 8, intrinsic heights 44/52/36.
    func makeExample() -> (root: View, stack: StackView, views: [View]) {
        let views = [box("a", height: 44), box("b", height: 52), box("c", height: 36)]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        let root = makeRoot()
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    @Test func allVisible() {
        let (root, stack, views) = makeExample()
        #expect(stack.frame == CGRect(x: 0, y: 100, width: 390, height: 148))
        #expect(views.map(\.frame.minY) == [0, 52, 112])
        #expect(views.map(\.frame.height) == [44, 52, 36])
        #expect(views.allSatisfy { $0.frame.width == 390 })
        #expect(root.diagnostics.isEmpty)
        #expect(!views.contains { $0.hasAmbiguousLayout })
        #expect(!stack.hasAmbiguousLayout)
    }

    @Test func hideTheMiddleOne() {
        let (root, stack, views) = makeExample()
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[2].frame.minY == 52)
        #expect(stack.frame.height == 88)
        #expect(views[1].frame.height == 0)
        #expect(root.diagnostics.isEmpty)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 52, 112])
        #expect(stack.frame.height == 148)
    }

    @Test func hideOnlyTheFirst() {
        let (root, stack, views) = makeExample()
        views[0].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 96)
        #expect(views[1].frame.minY == 0)
        #expect(views[2].frame.minY == 60)
        #expect(root.diagnostics.isEmpty)
    }

    @Test func hideTheLastAndThenAll() {
        let (root, stack, views) = makeExample()
        views[2].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 104)
        views[0].isHidden = true
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 0)
        #expect(root.diagnostics.isEmpty)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame.height == 52)
        #expect(views[1].frame.minY == 0)
    }

    /// The same with required height constraints instead of intrinsic sizes:
    /// they are suspended while their view is hidden, and stay active.
    @Test func withHeightConstraints() {
        let views = [View(name: "a"), View(name: "b"), View(name: "c")]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        let root = placeStack(stack)
        let heights = zip(views, [44, 52, 36] as [CGFloat]).map { $0.heightAnchor.constraint(equalToConstant: $1) }
        LayoutConstraint.activate(heights)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 52, 112])
        #expect(stack.frame.height == 148)

        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[2].frame.minY == 52)
        #expect(stack.frame.height == 88)
        #expect(views[1].frame.height == 0)
        #expect(root.diagnostics.isEmpty)
        #expect(heights[1].isActive && !heights[1].isBroken)
        #expect(heights[1].description.contains("(active, suspended)"))

        // A constant changed while hidden applies when the view shows again.
        heights[1].constant = 20
        root.layoutIfNeeded()
        #expect(stack.frame.height == 88)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 52, 80])
        #expect(stack.frame.height == 116)
        #expect(!heights[1].description.contains("suspended"))
        #expect(root.diagnostics.isEmpty)

        views[0].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 64)
        #expect(root.diagnostics.isEmpty)
    }

    /// Content inside a hidden view that needs room cannot make a conflict
    /// (UIKit's required 'UISV-hiding' does): the hidden view keeps the room
    /// its content needs, out of the row.
    @Test func hiddenViewWithRigidContent() {
        let views = [box("a", height: 44), View(name: "b"), box("c", height: 36)]
        let label = View(name: "label")
        views[1].addSubview(label)
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        let root = placeStack(stack, width: 390)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: views[1].topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: views[1].bottomAnchor, constant: -8),
            label.heightAnchor.constraint(equalToConstant: 20),
            label.leadingAnchor.constraint(equalTo: views[1].leadingAnchor),
            label.trailingAnchor.constraint(equalTo: views[1].trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 52, 96])
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(root.diagnostics.isEmpty)
        #expect(views[2].frame.minY == 52)
        #expect(stack.frame.height == 88)
    }
}

@Suite("StackView: fill distribution")
struct StackViewFillTests {
    @Test func lowestHuggingStretches() {
        let a = box("a", width: 100)
        let b = box("b", width: 50)
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        let stack = StackView(arrangedSubviews: [a, b])
        let root = placeStack(stack, width: 300)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 250, height: 0))
        #expect(b.frame == CGRect(x: 250, y: 0, width: 50, height: 0))
        #expect(root.diagnostics.isEmpty)

        // The other way round.
        a.setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(b.frame.width == 200)
    }

    @Test func equalHuggingLastStretches() {
        let views = [box("a", width: 100), box("b", width: 50), box("c", width: 30)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        _ = placeStack(stack, width: 300)
        #expect(views.map(\.frame.width) == [100, 50, 130])
        #expect(views.map(\.frame.minX) == [0, 110, 170])
    }

    @Test func equalCompressionLastShrinksFirst() {
        let views = [box("a", width: 100), box("b", width: 100), box("c", width: 100)]
        let stack = StackView(arrangedSubviews: views)
        _ = placeStack(stack, width: 250)
        #expect(views.map(\.frame.width) == [100, 100, 50])
        // Lower compression resistance shrinks first, wherever it is.
        views[0].setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        stack.rootView.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [50, 100, 100])
    }

    @Test func sizeFollowsContent() {
        let views = [box("a", width: 100, height: 20), box("b", width: 50, height: 30)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 5
        _ = placeStack(stack, at: 10, 20)
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 155, height: 30))
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 105, y: 0, width: 50, height: 30),
            ])
    }

    @Test func tieBreakSurvivesInsertions() {
        var views = [box("a", width: 10), box("b", width: 10)]
        let stack = StackView(arrangedSubviews: views)
        let root = placeStack(stack, width: 120)
        // Insert at the front, in the middle and at the end: the last view still stretches.
        for (index, name) in [(0, "front"), (2, "middle"), (4, "end"), (1, "second")] {
            let view = box(name, width: 10)
            stack.insertArrangedSubview(view, at: index)
            views.insert(view, at: index)
            root.layoutIfNeeded()
            #expect(stack.arrangedSubviews.map(\.name) == views.map(\.name))
            #expect(views.dropLast().allSatisfy { $0.frame.width == 10 })
            #expect(views.last!.frame.width == 120 - 10 * CGFloat(views.count - 1))
        }
        // Many insertions at the same place (the weights run out of room
        // between two neighbours and are spread again).
        for i in 0..<40 {
            let view = box("x\(i)", width: 1)
            stack.insertArrangedSubview(view, at: 1)
        }
        root.layoutIfNeeded()
        let widths = stack.arrangedSubviews.map(\.frame.width)
        #expect(widths.dropLast().allSatisfy { $0 == 10 || $0 == 1 })
        #expect(widths.last == CGFloat(120 - 10 * 5 - 40))
        #expect(root.diagnostics.isEmpty)
    }
}

@Suite("StackView: other distributions")
struct StackViewDistributionTests {
    @Test func fillEqually() {
        let views = [box("a", width: 10), box("b", width: 200), View(name: "c")]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        let root = placeStack(stack, width: 320)
        #expect(views.map(\.frame.width) == [100, 100, 100])
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame.width == 155)
        #expect(views[2].frame == CGRect(x: 165, y: 0, width: 155, height: 0))
        #expect(root.diagnostics.isEmpty)
    }

    @Test func fillEquallyFollowsTheLargestContent() {
        let views = [box("a", width: 40), box("b", width: 60)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        _ = placeStack(stack)
        #expect(views.map(\.frame.width) == [60, 60])
        #expect(stack.frame.width == 120)
    }

    @Test func fillProportionally() {
        let views = [box("a", width: 160), box("b", width: 80), box("c", width: 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        let root = placeStack(stack, width: 560)
        #expect(views.map(\.frame.width) == [320, 160, 80])
        #expect(views.map(\.frame.minX) == [0, 320, 480])
        #expect(root.diagnostics.isEmpty)

        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame.width == 448)
        #expect(views[2].frame.width == 112)

        // Proportions follow intrinsic sizes.
        views[1].isHidden = false
        views[2].intrinsicContentSize.width = 80
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [280, 140, 140])
        #expect(root.diagnostics.isEmpty)
    }

    @Test func fillProportionallyUnconstrainedKeepsIntrinsicSizes() {
        let views = [box("a", width: 160), box("b", width: 80), box("c", width: 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.spacing = 4
        _ = placeStack(stack)
        #expect(views.map(\.frame.width) == [160, 80, 40])
        #expect(stack.frame.width == 288)
    }

    @Test func equalSpacing() {
        let views = [box("a", width: 100), box("b", width: 50), box("c", width: 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        let root = placeStack(stack, width: 400)
        #expect(views.map(\.frame.minX) == [0, 215, 380])
        #expect(views.map(\.frame.width) == [100, 50, 20])

        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame.minX == 0)
        #expect(views[2].frame.minX == 380)
        #expect(root.diagnostics.isEmpty)
    }

    @Test func equalSpacingUnconstrainedUsesTheMinimum() {
        let views = [box("a", width: 100), box("b", width: 50), box("c", width: 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        stack.setCustomSpacing(30, after: views[0])
        _ = placeStack(stack)
        // Equal gaps, each at least its spacing: both 30.
        #expect(views.map(\.frame.minX) == [0, 130, 210])
        #expect(stack.frame.width == 230)
    }

    @Test func equalCentering() {
        let views = [box("a", width: 100), box("b", width: 50), box("c", width: 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        let root = placeStack(stack, width: 400)
        #expect(views.map(\.frame.midX) == [50, 220, 390])
        #expect(views.map(\.frame.width) == [100, 50, 20])
        #expect(root.diagnostics.isEmpty)
    }

    @Test func equalCenteringUnconstrainedKeepsTheMinimumGap() {
        let views = [box("a", width: 100), box("b", width: 50), box("c", width: 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        stack.spacing = 10
        _ = placeStack(stack)
        // Centers 85 apart: the first gap is the minimum, 10; the second is 50.
        #expect(views.map(\.frame.midX) == [50, 135, 220])
        #expect(stack.frame.width == 230)
    }

    @Test func changingDistributionRebuildsTheLinks() {
        let views = [box("a", width: 100), box("b", width: 50)]
        let stack = StackView(arrangedSubviews: views)
        let root = placeStack(stack, width: 300)
        #expect(views.map(\.frame.width) == [100, 200])
        for distribution in StackView.Distribution.allCases {
            stack.distribution = distribution
            root.layoutIfNeeded()
        }
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [150, 150])
        stack.distribution = .fill
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [100, 200])
        #expect(root.diagnostics.isEmpty)
    }
}

@Suite("StackView: alignment")
struct StackViewAlignmentTests {
    func layOut(_ alignment: StackView.Alignment, height: CGFloat? = 100) -> (StackView, [View]) {
        let views = [box("a", width: 50, height: 20), box("b", width: 50, height: 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.alignment = alignment
        let root = placeStack(stack, width: 100, height: height)
        #expect(root.diagnostics.isEmpty)
        return (stack, views)
    }

    @Test func fill() {
        let (_, views) = layOut(.fill)
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 0, width: 50, height: 100),
            ])
    }

    @Test func leadingAndTop() {
        for alignment in [StackView.Alignment.leading, .top] {
            let (_, views) = layOut(alignment)
            #expect(views.map(\.frame.minY) == [0, 0])
            #expect(views.map(\.frame.height) == [20, 40])
        }
    }

    @Test func center() {
        let (_, views) = layOut(.center)
        #expect(views.map(\.frame.minY) == [40, 30])
        #expect(views.map(\.frame.height) == [20, 40])
    }

    @Test func trailingAndBottom() {
        for alignment in [StackView.Alignment.trailing, .bottom] {
            let (_, views) = layOut(alignment)
            #expect(views.map(\.frame.minY) == [80, 60])
        }
    }

    @Test func stackIsAsBigAsItsBiggestVisibleView() {
        for alignment in StackView.Alignment.allCases {
            let (stack, views) = layOut(alignment, height: nil)
            #expect(stack.frame.height == 40)
            views[1].isHidden = true
            stack.rootView.layoutIfNeeded()
            #expect(stack.frame.height == 20)
            #expect(stack.rootView.diagnostics.isEmpty)
        }
    }

    @Test func verticalStackAlignsHorizontally() {
        let views = [box("a", width: 50, height: 20), box("b", width: 80, height: 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .trailing
        let root = placeStack(stack, width: 200)
        #expect(views.map(\.frame.minX) == [150, 120])
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [75, 60])
        stack.alignment = .fill
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [200, 200])
        #expect(root.diagnostics.isEmpty)
    }
}

@Suite("StackView: spacing and axis")
struct StackViewSpacingTests {
    @Test func customSpacing() {
        let views = [box("a", height: 10), box("b", height: 10), box("c", height: 10)]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        stack.setCustomSpacing(20, after: views[0])
        let root = placeStack(stack, width: 100)
        #expect(views.map(\.frame.minY) == [0, 30, 48])
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)

        // The gap between two visible views is the one after the first.
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[2].frame.minY == 30)
        views[1].isHidden = false
        views[0].isHidden = true
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 0, 18])
        views[0].isHidden = false

        stack.spacing = 4
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        stack.setCustomSpacing(0, after: views[1])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 14, 24])
        #expect(stack.frame.height == 34)
        #expect(root.diagnostics.isEmpty)
    }

    @Test func changingTheAxis() {
        let views = [box("a", width: 30, height: 10), box("b", width: 40, height: 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 5
        stack.alignment = .leading
        let root = placeStack(stack)
        #expect(stack.frame.size == CGSize(width: 75, height: 20))
        views[0].isHidden = true
        stack.axis = .vertical
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 40, height: 20))
        views[0].isHidden = false
        root.layoutIfNeeded()
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 0, y: 15, width: 40, height: 20),
            ])
        #expect(root.diagnostics.isEmpty)
    }

    @Test func constraintsAreNamedLikeUIKit() {
        let views = [box("a", width: 10), box("b", width: 10)]
        views[1].isHidden = true
        let stack = StackView(arrangedSubviews: views + [box("c", width: 10)])
        stack.distribution = .equalSpacing
        stack.alignment = .center
        let root = placeStack(stack)
        let names = Set(root.activeConstraints.compactMap(\.identifier).filter { $0.hasPrefix("SV-") })
        // SV-canvas-fit sizes only an empty stack: with visible views the canvas connections do.
        #expect(
            names == [
                "SV-canvas-connection", "SV-spacing", "SV-alignment", "SV-spanning-boundary", "SV-hiding",
                "SV-distributing", "SV-fill-equally", "SV-spanning-fit", "SV-ambiguity-suppression",
            ])
        let empty = placeStack(StackView(arrangedSubviews: []))
        #expect(empty.activeConstraints.contains { $0.identifier == "SV-canvas-fit" })
        #expect(
            root.activeConstraints.contains {
                $0.description == "'SV-canvas-connection' a.leading == stack.leading   (active)"
            })
    }
}

@Suite("StackView: managing arranged views")
struct StackViewArrangementTests {
    @Test func insertAndRemove() {
        let a = box("a", height: 10)
        let b = box("b", height: 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        let root = placeStack(stack, width: 100)
        let c = box("c", height: 30)
        stack.insertArrangedSubview(c, at: 1)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "c", "b"])
        #expect(c.superview === stack)
        #expect([a, c, b].map(\.frame.minY) == [0, 10, 40])

        // removeArrangedSubview keeps the view as a subview.
        stack.removeArrangedSubview(c)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
        #expect(c.superview === stack)
        #expect(stack.subviews.contains { $0 === c })
        #expect(b.frame.minY == 10)
        #expect(stack.frame.height == 30)

        // Arranging it again moves it.
        stack.addArrangedSubview(c)
        stack.addArrangedSubview(a)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "c", "a"])
        #expect([b, c, a].map(\.frame.minY) == [0, 20, 50])

        // removeFromSuperview removes it from both.
        c.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "a"])
        #expect(!stack.subviews.contains { $0 === c })
        #expect(a.frame.minY == 20)
        #expect(stack.frame.height == 30)
        #expect(root.diagnostics.isEmpty)
        #expect(!root.activeConstraints.contains { $0.firstItem === c || $0.secondItem === c })
    }

    @Test func removeAHiddenView() {
        let views = [box("a", height: 10), box("b", height: 20), box("c", height: 30), box("d", height: 40)]
        views[1].isHidden = true
        views[2].isHidden = true
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 1
        let root = placeStack(stack, width: 100)
        #expect(views.map(\.frame.minY) == [0, 10, 10, 11])
        stack.removeArrangedSubview(views[1])
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views[3].frame.minY == 11)
        #expect(views[2].frame.minY == 10)
        views[2].removeFromSuperview()
        views[0].removeFromSuperview()
        root.layoutIfNeeded()
        #expect(views[3].frame.minY == 0)
        #expect(stack.frame.height == 40)
        #expect(root.diagnostics.isEmpty)
    }

    @Test func movingAViewToAnotherStack() {
        let a = box("a", width: 10)
        let b = box("b", width: 20)
        let first = StackView(name: "first", arrangedSubviews: [a, b])
        let second = StackView(name: "second", arrangedSubviews: [])
        let outer = StackView(name: "outer", arrangedSubviews: [first, second])
        outer.axis = .vertical
        let root = placeStack(outer)
        second.addArrangedSubview(a)
        root.layoutIfNeeded()
        #expect(first.arrangedSubviews.map(\.name) == ["b"])
        #expect(second.arrangedSubviews.map(\.name) == ["a"])
        #expect(first.frame == CGRect(x: 0, y: 0, width: 20, height: 0))
        #expect(a.superview === second)
        #expect(root.diagnostics.isEmpty)
    }

    @Test func insideARoot() {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let header = box("header", height: 44)
        let body = View(name: "body")
        let footer = box("footer", height: 50)
        let stack = StackView(arrangedSubviews: [header, body, footer])
        stack.axis = .vertical
        stack.spacing = 8
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 358, height: 44))
        #expect(body.frame == CGRect(x: 0, y: 52, width: 358, height: 653))
        #expect(footer.frame == CGRect(x: 0, y: 713, width: 358, height: 50))
        header.isHidden = true
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 0, y: 0, width: 358, height: 705))
        #expect(root.diagnostics.isEmpty)
    }
}

@Suite("StackView: incremental updates")
struct StackViewIncrementalTests {
    /// The constraints changed by hiding, showing, inserting and removing a
    /// view in the middle of a stack of `count` views.
    func changeCounts(count: Int, distribution: StackView.Distribution) -> [Int] {
        let views = (0..<count).map { box("v\($0)", width: 20, height: 10) }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = distribution
        stack.spacing = 2
        let root = placeStack(stack)
        let middle = views[count / 2]
        var counts: [Int] = []
        var before = root.activeConstraints
        func record() {
            root.layoutIfNeeded()
            let after = root.activeConstraints
            counts.append(changes(before, after))
            before = after
        }
        middle.isHidden = true
        record()
        middle.isHidden = false
        record()
        stack.insertArrangedSubview(box("new", width: 20, height: 10), at: count / 2)
        record()
        stack.removeArrangedSubview(middle)
        record()
        stack.spacing = 3
        record()
        stack.setCustomSpacing(7, after: views[1])
        record()
        #expect(root.diagnostics.isEmpty)
        return counts
    }

    @Test(arguments: StackView.Distribution.allCases)
    func aFewConstraintsChangeWhateverTheCount(_ distribution: StackView.Distribution) {
        let small = changeCounts(count: 5, distribution: distribution)
        let large = changeCounts(count: 30, distribution: distribution)
        #expect(small == large)
        #expect(small.allSatisfy { $0 <= 20 })
        // Spacing changes set constants: no constraint comes or goes.
        #expect(small.suffix(2) == [0, 0])
    }

    @Test func hidingChangesAHandful() {
        let views = (0..<10).map { box("v\($0)", height: 10) }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        let root = placeStack(stack, width: 100)
        let before = root.activeConstraints
        views[4].isHidden = true
        let after = root.activeConstraints
        // Gone: two spacing links and the intrinsic height pair (the
        // constraints across stay). New: one spacing link, the zero size and
        // the position.
        #expect(before.filter { c in !after.contains { $0 === c } }.count == 4)
        #expect(after.filter { c in !before.contains { $0 === c } }.count == 3)
    }
}

@Suite("StackView: a hidden view across the axis")
struct StackViewHiddenAlignmentTests {
    /// A vertical stack at x = 20, `width` wide when given (else as wide as
    /// its visible views): `wide` (intrinsic 100×10) and `narrow` (50×10).
    func makeStack(_ alignment: StackView.Alignment, width: CGFloat? = nil) -> (
        root: View, stack: StackView, views: [View]
    ) {
        let views = [box("wide", width: 100, height: 10), box("narrow", width: 50, height: 10)]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = alignment
        let root = placeStack(stack, at: 20, 0, width: width)
        return (root, stack, views)
    }

    /// The stack's alignment constraints of `view`.
    func alignmentConstraints(of view: View, in root: View) -> Set<ObjectIdentifier> {
        Set(
            root.activeConstraints
                .filter { ($0.firstItem === view || $0.secondItem === view) && $0.identifier == "SV-alignment" }
                .map(ObjectIdentifier.init))
    }

    @Test(arguments: StackView.Alignment.allCases)
    func hidingKeepsThePlaceAndSizeAcross(_ alignment: StackView.Alignment) {
        for hidden in 0..<2 {
            let (root, _, views) = makeStack(alignment, width: 200)
            let view = views[hidden]
            let frame = view.frame
            let constraints = alignmentConstraints(of: view, in: root)
            #expect(constraints.count == (alignment == .fill ? 2 : 1))
            view.isHidden = true
            root.layoutIfNeeded()
            #expect(view.frame.height == 0)
            #expect(view.frame.minX == frame.minX, "\(alignment), \(view.name)")
            #expect(view.frame.width == frame.width, "\(alignment), \(view.name)")
            #expect(alignmentConstraints(of: view, in: root) == constraints)
            #expect(root.diagnostics.isEmpty)
            view.isHidden = false
            root.layoutIfNeeded()
            #expect(view.frame == frame)
        }
    }

    @Test(arguments: StackView.Alignment.allCases)
    func aHiddenViewStaysAlignedWithAStackSizedByTheVisibleOnes(_ alignment: StackView.Alignment) {
        let (root, stack, views) = makeStack(alignment)
        views[0].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.width == 50)
        let hidden = views[0].frame
        switch alignment {
        case .fill: #expect(hidden.minX == 0 && hidden.width == 50)
        case .leading: #expect(hidden.minX == 0 && hidden.width == 100)
        case .center: #expect(hidden.midX == 25 && hidden.width == 100)
        case .trailing: #expect(hidden.maxX == 50 && hidden.width == 100)
        }
        #expect(root.diagnostics.isEmpty)
    }

    @Test(arguments: StackView.Alignment.allCases)
    func aHiddenViewsOwnWidthNeverConflicts(_ alignment: StackView.Alignment) {
        let (root, stack, _) = makeStack(alignment, width: 200)
        let fixed = View(name: "fixed")
        fixed.isHidden = true
        fixed.widthAnchor.constraint(equalToConstant: 80).isActive = true
        stack.addArrangedSubview(fixed)
        root.layoutIfNeeded()
        // Fill's edges size a hidden view; its own width waits until it shows.
        #expect(fixed.frame.width == (alignment == .fill ? 200 : 80))
        #expect(root.diagnostics.isEmpty)
    }
}
