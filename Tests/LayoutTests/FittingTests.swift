import Foundation
import Testing

@testable import Layout

@Suite("Fitting")
struct FittingTests {
    /// A cell: three labels (intrinsic sizes 120×20, 200×17, 80×30) in a
    /// vertical stack with spacing 4, pinned inside a cell view by 8 on
    /// every side; the cell pinned to a 390-wide root with a required width.
    struct Cell {
        let root: View
        let cell: View
        let stack: StackView
        let labels: [View]
        let toRoot: [LayoutConstraint]

        init() {
            root = makeRoot()
            cell = addView("cell", to: root)
            let sizes = [CGSize(width: 120, height: 20), CGSize(width: 200, height: 17), CGSize(width: 80, height: 30)]
            labels = sizes.enumerated().map { index, size in
                let label = View(name: "label\(index)")
                label.intrinsicContentSize = size
                return label
            }
            stack = StackView(name: "stack", arrangedSubviews: labels)
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 4
            cell.addSubview(stack)
            toRoot = [
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                cell.widthAnchor.constraint(equalTo: root.widthAnchor),
            ]
            LayoutConstraint.activate(
                toRoot + [
                    stack.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                    stack.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                    cell.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
                    cell.trailingAnchor.constraint(greaterThanOrEqualTo: stack.trailingAnchor, constant: 8),
                ])
            root.layoutIfNeeded()
        }
    }

    @Test func compressedSizeComesFromTheSubtreeNotTheSuperview() {
        let scene = Cell()
        #expect(scene.cell.frame.width == 390)  // held by its constraint to the root
        let size = scene.cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 8 + 200 + 8, height: 8 + 20 + 4 + 17 + 4 + 30 + 8))
    }

    @Test func fittingPrioritiesHoldTheTargetSize() {
        let scene = Cell()
        let wide = scene.cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 320, height: 91))
        // The size the cell's own constraints allow that is closest to the target.
        let expanded = scene.cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        #expect(expanded == CGSize(width: View.layoutFittingExpandedSize.width, height: 91))
        #expect(View.layoutFittingCompressedSize == .zero)
        // A view's own size constraints count; a required one wins over the target.
        let fixed = View(name: "fixed")
        scene.root.addSubview(fixed)
        fixed.widthAnchor.constraint(equalToConstant: 44).isActive = true
        #expect(fixed.systemLayoutSizeFitting(CGSize(width: 100, height: 7)) == CGSize(width: 44, height: 7))
    }

    @Test func aMeasureLeavesNoTrace() {
        let scene = Cell()
        let twin = Cell()
        let engine = scene.root.engine
        let framesBefore = allFrames(scene.root)
        let constantsBefore = scene.root.activeConstraints.map(\.constant)
        let passesBefore = engine.passCount
        let changesBefore = engine.constantChangeCount
        let heldBefore = engine.solver.constraints.count
        var heard: [String] = []
        var tokens: [Observation] = []
        for view in [scene.root, scene.cell, scene.stack] + scene.labels {
            tokens.append(view.observe(\.frame) { v, _ in heard.append(v.name) })
        }
        var laidOut = 0
        scene.root.didLayout = { _ in laidOut += 1 }

        _ = scene.cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        _ = scene.stack.systemLayoutSizeFitting(CGSize(width: 1000, height: 1000))

        #expect(heard.isEmpty)
        #expect(laidOut == 0)
        #expect(allFrames(scene.root) == framesBefore)
        #expect(scene.root.activeConstraints.map(\.constant) == constantsBefore)
        #expect(engine.passCount == passesBefore)
        #expect(engine.constantChangeCount == changesBefore)
        #expect(engine.solver.constraints.count == heldBefore)
        #expect(scene.labels.map { $0.geometry.height.value } == [20, 17, 30])  // published values untouched
        // Later results are those of a tree that was never measured.
        for s in [scene, twin] {
            s.labels[1].intrinsicContentSize.height = 25
            s.labels[0].isHidden = true
            s.root.layoutIfNeeded()
        }
        #expect(allFrames(scene.root) == allFrames(twin.root))
        withExtendedLifetime(tokens) {}
    }

    @Test func hiddenArrangedViewsAndPendingStacksAreMeasuredAsLaidOut() {
        let scene = Cell()
        scene.labels[1].isHidden = true
        let fresh = StackView(name: "fresh", arrangedSubviews: [View(name: "a"), View(name: "b")])
        fresh.arrangedSubviews[0].intrinsicContentSize = CGSize(width: 10, height: 10)
        fresh.arrangedSubviews[1].intrinsicContentSize = CGSize(width: 30, height: 5)
        scene.root.addSubview(fresh)
        #expect(scene.cell.systemLayoutSizeFitting(.zero) == CGSize(width: 136, height: 8 + 20 + 4 + 30 + 8))
        #expect(fresh.systemLayoutSizeFitting(.zero) == CGSize(width: 40, height: 10))
        scene.root.layoutIfNeeded()
        #expect(scene.stack.frame.size == CGSize(width: 120, height: 54))
    }

    @Test func aRepeatedMeasureFollowsEveryChange() {
        let scene = Cell()
        func fresh(_ change: (Cell) -> Void) -> CGSize {
            let twin = Cell()
            change(twin)
            return twin.cell.systemLayoutSizeFitting(.zero)
        }
        #expect(scene.cell.systemLayoutSizeFitting(.zero) == CGSize(width: 216, height: 91))
        // A constant (the scratch solver is kept and its constant set) ...
        scene.labels[1].intrinsicContentSize = CGSize(width: 250, height: 17)
        let wider = fresh { $0.labels[1].intrinsicContentSize = CGSize(width: 250, height: 17) }
        #expect(wider == CGSize(width: 266, height: 91))
        #expect(scene.cell.systemLayoutSizeFitting(.zero) == wider)
        // ... a priority, a hidden view, a new target priority (a new scratch solver).
        let tall = CGSize(width: 0, height: 200)
        #expect(scene.cell.systemLayoutSizeFitting(tall).height == 91)  // the labels hug at 250, above 50
        scene.labels[0].setContentHuggingPriority(LayoutPriority(40), for: .vertical)
        #expect(scene.cell.systemLayoutSizeFitting(tall).height == 200)  // the first label stretches
        scene.labels[2].isHidden = true
        #expect(scene.cell.systemLayoutSizeFitting(.zero) == CGSize(width: 266, height: 8 + 20 + 4 + 17 + 8))
        let held = scene.cell.systemLayoutSizeFitting(
            CGSize(width: 0, height: 60), withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .required)
        #expect(held == CGSize(width: 266, height: 60))
        // Another view of the tree, and back.
        #expect(scene.labels[0].systemLayoutSizeFitting(.zero) == CGSize(width: 120, height: 20))
        #expect(scene.cell.systemLayoutSizeFitting(.zero) == CGSize(width: 266, height: 57))
    }

    /// Every frame of a tree, depth first.
    func allFrames(_ view: View) -> [CGRect] {
        [view.frame] + view.subviews.flatMap(allFrames)
    }
}
