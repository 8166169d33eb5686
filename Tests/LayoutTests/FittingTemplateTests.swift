import Foundation
import TestSupport
import Testing

@testable import Layout

/// The fitting measure when cold: the subtree's constraints found through
/// the engine's index, and scratch solvers shared by cells of one shape.
@Suite("Fitting templates")
struct FittingTemplateTests {
    /// A self-sizing cell: labels of the given intrinsic sizes in a vertical
    /// stack (spacing 4, leading alignment), inset by 8 in the cell.
    final class Cell {
        let cell: View
        let stack: StackView
        let labels: [View]

        init(_ name: String = "cell", sizes: [CGSize]) {
            cell = View(name: name)
            labels = sizes.enumerated().map { index, size in
                let label = View(name: "\(name).label\(index)")
                label.intrinsicContentSize = size
                return label
            }
            stack = StackView(name: "\(name).stack", arrangedSubviews: labels)
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 4
            cell.addSubview(stack)
            LayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                cell.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
                cell.trailingAnchor.constraint(greaterThanOrEqualTo: stack.trailingAnchor, constant: 8),
            ])
        }

        /// Pins the cell to the top of `root`, at its width (constraints
        /// the measure must leave out).
        func pin(to root: View) -> [LayoutConstraint] {
            root.addSubview(cell)
            let pins = [
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.topAnchor.constraint(equalTo: root.topAnchor),
                cell.widthAnchor.constraint(equalTo: root.widthAnchor),
            ]
            LayoutConstraint.activate(pins)
            return pins
        }

        /// The compressed size the cell's own constraints give it.
        var expectedSize: CGSize {
            let sizes = labels.filter { !$0.isHidden }.map(\.intrinsicContentSize)
            return CGSize(
                width: (sizes.map(\.width).max() ?? 0) + 16,
                height: sizes.reduce(0) { $0 + $1.height } + 4 * CGFloat(max(sizes.count - 1, 0)) + 16)
        }

        /// The cell's compressed size.
        func measure() -> CGSize {
            cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        }
    }

    static let sizes = [CGSize(width: 120, height: 20), CGSize(width: 200, height: 17), CGSize(width: 80, height: 30)]

    /// A private cache for an engine, so that the builds a test counts are its own.
    static func isolate(_ view: View) -> FittingSolverCache {
        let cache = FittingSolverCache()
        view.rootView.engine.fittingSolvers = cache
        return cache
    }

    @Test func aCellOfAKindMeasuredBeforeBuildsNoSolver() {
        let root = makeRoot()
        let cache = Self.isolate(root)
        let a = Cell("a", sizes: Self.sizes)
        let b = Cell(
            "b", sizes: [CGSize(width: 50, height: 44), CGSize(width: 300, height: 10), .init(width: 7, height: 7)])
        _ = a.pin(to: root)
        _ = b.pin(to: root)
        #expect(a.measure() == CGSize(width: 216, height: 91))
        #expect(cache.builds == 1)
        #expect(b.measure() == CGSize(width: 316, height: 8 + 44 + 4 + 10 + 4 + 7 + 8))
        #expect(a.measure() == CGSize(width: 216, height: 91))
        #expect(cache.builds == 1)
        // Another shape (a label fewer) is another template.
        b.labels[2].removeFromSuperview()
        #expect(b.measure() == CGSize(width: 316, height: 8 + 44 + 4 + 10 + 8))
        #expect(cache.builds == 2)
        // So are other fitting priorities.
        let held = a.cell.systemLayoutSizeFitting(
            CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(held == CGSize(width: 100, height: 91))
        #expect(cache.builds == 3)
    }

    @Test func aReusedCellMeasuresItsNewIntrinsicSizesAsAFreshOne() {
        let root = makeRoot()
        let cache = Self.isolate(root)
        let reused = Cell("reused", sizes: Self.sizes)
        _ = reused.pin(to: root)
        var random = SplitMix64(seed: 13)
        for round in 0..<40 {
            for label in reused.labels {
                label.intrinsicContentSize = CGSize(
                    width: CGFloat(random.next() % 300), height: CGFloat(random.next() % 60))
            }
            // Hidden labels change the shape: measured right, if not by the same template.
            if round >= 30 { reused.labels[1].isHidden = round % 3 == 0 }
            let fresh = Cell("fresh", sizes: reused.labels.map(\.intrinsicContentSize))
            fresh.labels[1].isHidden = reused.labels[1].isHidden
            _ = Self.isolate(fresh.cell)
            #expect(reused.measure() == fresh.measure(), "round \(round)")
            #expect(reused.measure() == reused.expectedSize, "round \(round)")
            // New constants alone reuse the first solver.
            if round < 30 { #expect(cache.builds == 1) }
        }
    }

    @Test func changesInsideTheSubtreeCount() {
        let root = makeRoot()
        let a = Cell("a", sizes: Self.sizes)
        _ = a.pin(to: root)
        #expect(a.measure() == CGSize(width: 216, height: 91))
        let wide = a.labels[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 260)
        wide.isActive = true
        #expect(a.measure() == CGSize(width: 276, height: 91))
        let gap = a.stack.heightAnchor.constraint(equalToConstant: 120)
        gap.isActive = true
        #expect(a.measure() == CGSize(width: 276, height: 136))
        gap.constant = 100
        #expect(a.measure() == CGSize(width: 276, height: 116))
        LayoutConstraint.deactivate([wide, gap])
        #expect(a.measure() == CGSize(width: 216, height: 91))
        // A view added inside the cell brings its constraints along.
        let badge = View(name: "badge")
        badge.intrinsicContentSize = CGSize(width: 10, height: 300)
        a.cell.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: a.cell.topAnchor),
            badge.leadingAnchor.constraint(equalTo: a.cell.leadingAnchor),
            a.cell.bottomAnchor.constraint(greaterThanOrEqualTo: badge.bottomAnchor),
        ])
        #expect(a.measure() == CGSize(width: 216, height: 300))
        badge.removeFromSuperview()
        #expect(a.measure() == CGSize(width: 216, height: 91))
    }

    @Test func ancestorsAndSiblingsDoNotLeakIn() {
        let root = makeRoot()
        let container = addView("container", to: root)
        let a = Cell("a", sizes: Self.sizes)
        let pins = a.pin(to: container)
        let sibling = Cell("sibling", sizes: [CGSize(width: 333, height: 99)] + Self.sizes.dropFirst())
        _ = sibling.pin(to: container)
        #expect(a.measure() == CGSize(width: 216, height: 91))
        // The cell's constraints to its superview, its superview's own and a
        // sibling's constraints to the cell hold it elsewhere in the tree ...
        LayoutConstraint.activate([
            a.cell.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
            container.heightAnchor.constraint(equalToConstant: 500),
            container.widthAnchor.constraint(equalToConstant: 390),
            sibling.cell.widthAnchor.constraint(equalTo: a.cell.widthAnchor),
            sibling.cell.heightAnchor.constraint(equalTo: a.cell.heightAnchor),
        ])
        pins[0].constant = 40
        root.layoutIfNeeded()
        #expect(a.cell.frame.size == CGSize(width: 390, height: 250))
        // ... but not in its measure, nor in the sibling's (one template,
        // other constants).
        #expect(a.measure() == CGSize(width: 216, height: 91))
        #expect(sibling.measure() == CGSize(width: 349, height: 8 + 99 + 4 + 17 + 4 + 30 + 8))
        #expect(a.measure() == CGSize(width: 216, height: 91))
        // Measuring the container takes in everything below it.
        let whole = container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(whole == CGSize(width: 390, height: 500))
    }

    @Test func aReusedTemplateWhoseConstantsConflictMeasuresAsAFreshSolver() {
        let root = makeRoot()
        let cache = Self.isolate(root)
        let cell = addView("cell", to: root)
        let label = addView("label", to: cell)
        let constraints = [
            label.widthAnchor.constraint(equalToConstant: 200),
            label.heightAnchor.constraint(equalToConstant: 20),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: cell.topAnchor),
            cell.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
            cell.bottomAnchor.constraint(equalTo: label.bottomAnchor),
            cell.widthAnchor.constraint(lessThanOrEqualToConstant: 250),
        ]
        LayoutConstraint.activate(constraints)
        func measure(width: CGFloat? = nil) -> CGSize {
            cell.systemLayoutSizeFitting(
                .zero, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel,
                replacingConstants: width.map { [(constraints[0], $0)] } ?? [])
        }
        #expect(measure() == CGSize(width: 220, height: 20))
        #expect(measure(width: 230) == CGSize(width: 250, height: 20))
        #expect(cache.builds == 1)
        // 300 + 20 breaks the cell's maximum width: the kept solver cannot
        // take that constant, and a fresh one leaves out the later
        // constraint, as the tree's solver does.
        #expect(measure(width: 300) == CGSize(width: 320, height: 20))
        #expect(cache.builds == 2)
        // The kept solver is still right, and still kept.
        #expect(measure() == CGSize(width: 220, height: 20))
        #expect(cache.builds == 2)
        #expect(constraints.map(\.constant) == [200, 20, 10, 0, 10, 0, 250])
    }

    @Test func aDetachedCellMeasuresAsItWouldInATree() {
        let root = makeRoot()
        let cell = Cell("detached", sizes: Self.sizes)
        #expect(cell.cell.superview == nil)
        #expect(cell.measure() == CGSize(width: 216, height: 91))
        // A frame given before insertion pins a root's size; not its measure.
        cell.cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        #expect(cell.measure() == CGSize(width: 216, height: 91))
        cell.labels[2].intrinsicContentSize = CGSize(width: 240, height: 10)
        #expect(cell.measure() == CGSize(width: 256, height: 71))
        // Inserted at that frame (held there by autoresizing constraints),
        // it still measures to its content, as UIKit's self-sizing cells do.
        root.addSubview(cell.cell)
        root.layoutIfNeeded()
        #expect(cell.cell.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(cell.measure() == CGSize(width: 256, height: 71))
        cell.cell.removeFromSuperview()
        #expect(cell.measure() == CGSize(width: 256, height: 71))
        // A view that never had a constraint measures to the target, and
        // measuring it makes no engine.
        let bare = View(name: "bare")
        #expect(bare.systemLayoutSizeFitting(CGSize(width: 12, height: 34)) == CGSize(width: 12, height: 34))
        #expect(bare.engineStorage == nil)
    }

    @Test func theIndexFindsExactlyTheSubtreesConstraintsAsViewsMove() {
        let root = makeRoot()
        let a = Cell("a", sizes: Self.sizes)
        let b = Cell("b", sizes: Self.sizes)
        _ = a.pin(to: root)
        let holder = addView("holder", to: root)
        LayoutConstraint.activate([
            holder.topAnchor.constraint(equalTo: a.cell.bottomAnchor),
            holder.leadingAnchor.constraint(equalTo: a.labels[1].trailingAnchor),
        ])
        func check(_ step: String) {
            let engine = root.engine
            _ = root.activeConstraints  // pending constraint updates made
            func all(_ view: View) -> [View] { [view] + view.subviews.flatMap(all) }
            for view in all(root) {
                let indexed = engine.enforcedConstraints(inSubtreeOf: view)
                let scanned = root.activeConstraints.filter { c in
                    guard c.solverConstraint != nil, c.views.allSatisfy({ $0.isDescendant(of: view) }) else {
                        return false
                    }
                    return c.second == nil ? !c.isInternal && !(c.isAutoresizingMask && c.firstItem === view) : true
                }
                #expect(
                    indexed.map(ObjectIdentifier.init) == scanned.map(ObjectIdentifier.init), "\(step): \(view.name)")
            }
        }
        check("built")
        // A detached root with constraints of its own joins the tree ...
        b.cell.frame = CGRect(x: 0, y: 200, width: 390, height: 100)
        holder.addSubview(b.cell)
        check("absorbed")
        // ... moves (its constraint to the rest of the tree is dropped) ...
        LayoutConstraint.activate([b.labels[0].widthAnchor.constraint(equalTo: a.labels[0].widthAnchor)])
        a.cell.addSubview(b.cell)
        check("moved")
        b.stack.removeArrangedSubview(b.labels[2])
        b.labels[1].isHidden = true
        check("rearranged")
        a.cell.removeFromSuperview()
        check("removed")
        #expect(a.measure() == CGSize(width: 216, height: 91))
    }

    /// Constants replaced for a measure, a few or many, and one named twice
    /// (the last counts), measure as the same constants set would, and
    /// leave the constraints as they were.
    @Test(arguments: [2, 12])
    func replacedConstantsMeasureAsSetOnes(count: Int) {
        let root = makeRoot()
        let cell = addView("cell", to: root)
        var previous = cell.topAnchor
        var heights: [LayoutConstraint] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<12 {
            let row = addView("row\(i)", to: cell)
            heights.append(row.heightAnchor.constraint(equalToConstant: 10))
            constraints += [
                heights[i], row.widthAnchor.constraint(equalToConstant: 50),
                row.topAnchor.constraint(equalTo: previous), row.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            ]
            previous = row.bottomAnchor
        }
        constraints.append(cell.bottomAnchor.constraint(equalTo: previous))
        LayoutConstraint.activate(constraints)
        func measure(_ replaced: [(LayoutConstraint, CGFloat)] = []) -> CGSize {
            cell.systemLayoutSizeFitting(
                .zero, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel,
                replacingConstants: replaced)
        }
        // Rows i < count get height 20 + i; row 0 is named first with 99.
        let replaced = [(heights[0], CGFloat(99))] + (0..<count).map { (heights[$0], CGFloat(20 + $0)) }
        let measured = measure(replaced)
        #expect(heights.map(\.constant) == Array(repeating: 10, count: 12))
        for i in 0..<count { heights[i].constant = CGFloat(20 + i) }
        #expect(measured == measure())
        let expected = CGFloat((0..<count).reduce(0) { $0 + 20 + $1 } + 10 * (12 - count))
        #expect(measured == CGSize(width: 50, height: expected))
    }
}
