import Foundation
import TestSupport
import Testing

@testable import Layout

@Suite("A stack laid out in closed form")
struct StackViewClosedFormTests {
    /// A vertical fill stack: its views' intrinsic heights, priorities and
    /// visibility, its gaps, and what constrains its height.
    struct Arrangement {
        var heights: [CGFloat] = []
        var hugging: [Float] = []
        var resisting: [Float] = []
        var hidden: [Bool] = []
        var spacing: CGFloat = 0
        var customSpacing: [Int: CGFloat] = [:]
        /// The stack's height and that constraint's priority, if pinned.
        var height: (CGFloat, Float)?
        var top: CGFloat = 0

        static func random(using rng: inout SplitMix64) -> Arrangement {
            var a = Arrangement()
            let count = Int.random(in: 1...7, using: &rng)
            // Heights on and off the pixel grid (scale 3), and zero.
            let heights: [CGFloat] = [0, 20, 21, 30.5, 44, 10.0 / 3, 17.25]
            // No priority equals the stack's own height's: a tie there would
            // leave the height ambiguous.
            let hugs: [Float] = [250, 249, 251, 1, 700]
            let resists: [Float] = [750, 749, 751, 260, 999]
            for _ in 0..<count {
                a.heights.append(heights.randomElement(using: &rng)!)
                a.hugging.append(hugs.randomElement(using: &rng)!)
                a.resisting.append(resists.randomElement(using: &rng)!)
                a.hidden.append(Int.random(in: 0..<4, using: &rng) == 0)
            }
            a.spacing = [0, 8, 2.5].randomElement(using: &rng)!
            if Bool.random(using: &rng) { a.customSpacing[Int.random(in: 0..<count, using: &rng)] = 13 }
            let heightPriorities: [Float] = [1000, 900, 800, 500, 300, 100]
            if Int.random(in: 0..<3, using: &rng) > 0 {
                a.height = (
                    [0, 40, 100, 333.3, 1000].randomElement(using: &rng)!,
                    heightPriorities.randomElement(using: &rng)!
                )
            }
            a.top = [0, 7.2, 100].randomElement(using: &rng)!
            return a
        }

        /// Builds the stack in a 390×844 root at scale 3. With `solved`, a
        /// constraint that changes nothing (the first view's height at
        /// least −10⁶) refers to an arranged view from outside the
        /// arrangement, which hands the stack to the solver.
        func build(solved: Bool) -> (root: View, stack: StackView, views: [View]) {
            let root = makeRoot()
            let views = heights.indices.map { i in
                let view = View(name: "v\(i)")
                view.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: heights[i])
                view.setContentHuggingPriority(LayoutPriority(hugging[i]), for: .vertical)
                view.setContentCompressionResistancePriority(LayoutPriority(resisting[i]), for: .vertical)
                view.isHidden = hidden[i]
                return view
            }
            let stack = StackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.spacing = spacing
            for (index, gap) in customSpacing { stack.setCustomSpacing(gap, after: views[index]) }
            root.addSubview(stack)
            var constraints = [
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: top),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            ]
            if let (height, priority) = height {
                let c = stack.heightAnchor.constraint(equalToConstant: height)
                c.priority = LayoutPriority(priority)
                constraints.append(c)
            }
            if solved { constraints.append(views[0].heightAnchor.constraint(greaterThanOrEqualToConstant: -1e6)) }
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            return (root, stack, views)
        }
    }

    /// Whether two layouts of the same arrangement agree: the solved
    /// rectangles (before rounding) to a billionth of a point, and the
    /// frames to the bit — or by one pixel where an edge lies on half a
    /// pixel, where the last bit of a sum decides the rounding.
    static func agree(
        _ a: (root: View, stack: StackView, views: [View]), _ b: (root: View, stack: StackView, views: [View])
    ) -> Bool {
        let views = [a.stack] + a.views
        let others = [b.stack] + b.views
        for (v, w) in zip(views, others) {
            let (r, s) = (v.layoutRect, w.layoutRect)
            let exact = [r.minX - s.minX, r.minY - s.minY, r.width - s.width, r.height - s.height]
            guard exact.allSatisfy({ abs($0) < 1e-9 }) else { return false }
            let (f, g) = (v.frame, w.frame)
            let rounded = [f.minX - g.minX, f.minY - g.minY, f.width - g.width, f.height - g.height]
            guard rounded.allSatisfy({ abs($0) < 1e-9 || abs(abs($0) - 1.0 / 3) < 1e-9 }) else { return false }
        }
        return true
    }

    /// Random arrangements, then a view hidden or shown, an intrinsic height
    /// changed and the spacing changed: the layout is the solver's at every
    /// step (see ``agree(_:_:)``).
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func framesAreTheSolversFrames(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for round in 0..<30 {
            let arrangement = Arrangement.random(using: &rng)
            let closed = arrangement.build(solved: false)
            let solved = arrangement.build(solved: true)
            #expect(solved.stack.arrangementSolving == .solver)
            let eligible = arrangement.hidden.contains(false)
            #expect(closed.stack.arrangementSolving == (eligible ? .closedForm : .solver), "round \(round)")
            #expect(Self.agree(closed, solved), "round \(round): \(arrangement)")

            let toggled = Int.random(in: 0..<arrangement.heights.count, using: &rng)
            let resized = Int.random(in: 0..<arrangement.heights.count, using: &rng)
            let steps: [(String, (StackView, [View]) -> Void)] = [
                ("hide or show v\(toggled)", { $1[toggled].isHidden.toggle() }),
                ("v\(resized) 12 high", { $1[resized].intrinsicContentSize.height = 12 }),
                ("spacing 4", { stack, _ in stack.spacing = 4 }),
            ]
            for (what, change) in steps {
                for made in [closed, solved] {
                    change(made.stack, made.views)
                    made.root.layoutIfNeeded()
                }
                #expect(Self.agree(closed, solved), "round \(round), \(what): \(arrangement)")
            }
        }
    }

    /// A closed-form stack lists the same constraints, described the same,
    /// as the solver's: its own and its views' intrinsic heights, active.
    @Test func listsTheConstraintsTheSolverWould() {
        var arrangement = Arrangement()
        arrangement.heights = [20, 30]
        arrangement.hugging = [250, 250]
        arrangement.resisting = [750, 750]
        arrangement.hidden = [false, false]
        arrangement.spacing = 8
        let closed = arrangement.build(solved: false)
        let solved = arrangement.build(solved: true)
        #expect(closed.stack.arrangementSolving == .closedForm)
        let solvedList = solved.root.activeConstraints.filter { $0.constant != -1e6 }
        #expect(closed.root.activeConstraints.map(\.description) == solvedList.map(\.description))
        #expect(!closed.root.activeConstraints.contains { $0.description.contains("suspended") })
        #expect(closed.views.allSatisfy { !$0.hasAmbiguousLayout && $0.ambiguousAttributes.isEmpty })
        #expect(
            closed.views[1].constraintsAffectingLayout(for: .vertical).map(\.description)
                == solved.views[1].constraintsAffectingLayout(for: .vertical).map(\.description))
    }

    /// A constraint that refers to an arranged view from outside hands the
    /// stack to the solver at the next pass, and it stays there.
    @Test func aConstraintFromOutsideHandsTheStackToTheSolver() {
        var arrangement = Arrangement()
        arrangement.heights = [20, 30, 25]
        arrangement.hugging = [250, 250, 250]
        arrangement.resisting = [750, 750, 750]
        arrangement.hidden = [false, false, false]
        arrangement.spacing = 8
        let made = arrangement.build(solved: false)
        #expect(made.stack.arrangementSolving == .closedForm)
        let pin = made.views[1].heightAnchor.constraint(equalToConstant: 50)
        pin.isActive = true
        made.root.layoutIfNeeded()
        #expect(made.stack.arrangementSolving == .solver)
        #expect(made.views.map(\.frame.minY) == [0, 28, 86])
        #expect(made.stack.frame.height == 111)
        pin.isActive = false
        made.root.layoutIfNeeded()
        #expect(made.stack.arrangementSolving == .solver)
        #expect(made.views.map(\.frame.minY) == [0, 28, 66])
    }
}
