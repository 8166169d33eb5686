import BlackHole
import Foundation
import Layout

/// The layout kit's workloads: `stack.views.build` and
/// `stack.views.toggle`, a vertical ``StackView`` of P arranged views with
/// intrinsic heights `20 + i % 5` in a 390-wide root.
///
/// Results are checked outside the timed regions; a wrong one throws
/// ``BenchmarkFailure``.
enum LayoutWorkloads {
    /// The kit's workloads, in the order they run.
    static var all: [Workload] {
        [
            Workload(name: "stack.views.build", per: "view", parameters: [(10, 31), (100, 9), (1000, 3)]) {
                try build(views: $0, runs: $1)
            },
            Workload(
                name: "stack.views.build2d", per: "view", parameters: [(100, 9), (500, 3), (1000, 1), (2000, 1)]
            ) {
                try build2d(views: $0, runs: $1)
            },
            Workload(name: "stack.views.toggle", per: "toggle", parameters: [(10, 9), (100, 9), (1000, 9)]) {
                try toggle(views: $0, runs: $1)
            },
            Workload(name: "layout.constantWithBroken", per: "change", parameters: [(0, 9), (1, 9)]) {
                try constantWithBroken(broken: $0, runs: $1)
            },
            Workload(name: "layout.pass", per: "pass", parameters: [(100, 9), (1000, 9)]) {
                try pass(views: $0, runs: $1)
            },
            Workload(name: "layout.offset", per: "tick", parameters: [(1000, 9)]) {
                try offset(views: $0, runs: $1)
            },
        ]
    }

    /// `layout.pass`, P views: a root holding a vertical chain of P views,
    /// each 3 high and 1 below the one before, as wide as the root. Times
    /// moving the last view's top by one point and back (alternating), then
    /// `layoutIfNeeded()`: one constant change that moves one view. Per pass.
    static func pass(views count: Int, runs: Int) throws -> Measurement {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        var constraints: [LayoutConstraint] = []
        var tops: [LayoutConstraint] = []
        var above: View?
        let views = (0..<count).map { i in
            let view = View(name: "v\(i)")
            root.addSubview(view)
            let top = view.topAnchor.constraint(equalTo: above?.bottomAnchor ?? root.topAnchor, constant: 1)
            tops.append(top)
            constraints += [
                top, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                view.heightAnchor.constraint(equalToConstant: 3),
            ]
            above = view
            return view
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let last = tops[count - 1]
        let (samples, cyclesRun) = sampleCycles(runs, cycles: 2000, warmUp: 500) { k in
            last.constant = CGFloat(1 + k % 2)
            root.layoutIfNeeded()
            blackHole(views[count - 1].frame)
        }
        let expected = 4 * Double(count - 1) + Double(1 + (cyclesRun - 1) % 2)
        try expect(Double(views[count - 1].frame.minY), equals: expected, "the last view's top")
        try expect(Double(views[count - 2].frame.minY), equals: 4 * Double(count - 2) + 1, "the view before it")
        return Measurement(samples: samples, operations: 2000)
    }

    /// `layout.offset`, P subviews: a ``ScrollView`` filling a 390×844 root,
    /// holding P views of 44 points one below the other. Times moving
    /// `contentOffset.y` by one point, then `layoutIfNeeded()`: scrolling
    /// changes the scroll view's bounds, not its subviews' frames. Per tick.
    static func offset(views count: Int, runs: Int) throws -> Measurement {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let scrollView = ScrollView(name: "scrollView")
        root.addSubview(scrollView)
        var constraints = [
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.widthAnchor.constraint(equalTo: root.widthAnchor),
            scrollView.heightAnchor.constraint(equalTo: root.heightAnchor),
        ]
        let views = (0..<count).map { i in
            let view = View(name: "row\(i)")
            scrollView.addSubview(view)
            constraints += [
                view.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 44 * CGFloat(i)),
                view.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                view.widthAnchor.constraint(equalToConstant: 390),
                view.heightAnchor.constraint(equalToConstant: 44),
            ]
            return view
        }
        LayoutConstraint.activate(constraints)
        scrollView.contentSize = CGSize(width: 390, height: 44 * CGFloat(count))
        scrollView.contentOffset = .zero
        root.layoutIfNeeded()
        let (samples, cyclesRun) = sampleCycles(runs, cycles: 20_000, warmUp: 2000) { k in
            scrollView.contentOffset.y = CGFloat(k % 2000)
            root.layoutIfNeeded()
            blackHole(scrollView.bounds)
        }
        try expect(Double(scrollView.bounds.minY), equals: Double((cyclesRun - 1) % 2000), "the offset")
        try expect(Double(views[count - 1].frame.minY), equals: 44 * Double(count - 1), "the last row's frame")
        try expect(Double(views[0].frame.minY), equals: 0, "the first row's frame")
        return Measurement(samples: samples, operations: 20_000)
    }

    /// A root holding a vertical stack of `count` views, pinned to its top
    /// and sides, laid out. With `bothAxes`, each view also has an intrinsic
    /// width, `100 + i % 7`, which the stack's `.fill` alignment overrides
    /// (390, the root's width): its hugging gives way.
    static func makeStack(_ count: Int, bothAxes: Bool = false) -> (root: View, stack: StackView, views: [View]) {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let views = (0..<count).map { i in
            let view = View(name: "v\(i)")
            let width = bothAxes ? 100 + CGFloat(i % 7) : View.noIntrinsicMetric
            view.intrinsicContentSize = CGSize(width: width, height: 20 + CGFloat(i % 5))
            return view
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    /// The stack's expected height with the views for which `visible` holds.
    static func expectedHeight(_ count: Int, visible: (Int) -> Bool) -> Double {
        let shown = (0..<count).filter(visible)
        let heights = shown.reduce(0.0) { $0 + 20 + Double($1 % 5) }
        return heights + 8 * Double(max(shown.count - 1, 0))
    }

    /// `stack.views.build`, P views: times making the views and the stack,
    /// activating, and the first `layoutIfNeeded()`. Per view. Each stack
    /// is released before the next is built (only its height is kept), so
    /// that the peak memory is one stack's.
    static func build(views count: Int, runs: Int) throws -> Measurement {
        var lastHeight = 0.0
        let samples = sampleRuns(runs) {
            var made: (root: View, stack: StackView, views: [View])?
            let time = timed { made = makeStack(count) }
            blackHole(made!.root)
            lastHeight = Double(made!.stack.frame.height)
            return time
        }
        try expect(lastHeight, equals: expectedHeight(count) { _ in true }, "the stack's height")
        return Measurement(samples: samples, operations: count)
    }

    /// `stack.views.build2d`, P views: `stack.views.build` with arranged
    /// views that have an intrinsic size on both axes (``makeStack(_:bothAxes:)``).
    /// Per view. The untimed warm-up builds a 100-view stack, not a P-view
    /// one: at P = 2000 a build takes seconds, minutes under callgrind.
    static func build2d(views count: Int, runs: Int) throws -> Measurement {
        blackHole(makeStack(min(count, 100), bothAxes: true).root)
        var lastHeight = 0.0
        var lastWidth = 0.0
        var samples: [Duration] = []
        for _ in 0..<runs {
            var made: (root: View, stack: StackView, views: [View])?
            // The stack's view count is consumed in the timed region only to
            // keep this region's code apart from `build`'s: merged into one
            // function, the two nest two `measuredRegion` symbols, and
            // callgrind's toggle turns collection off inside.
            samples.append(
                timed {
                    made = makeStack(count, bothAxes: true)
                    blackHole(made!.views.count)
                })
            blackHole(made!.root)
            lastHeight = Double(made!.stack.frame.height)
            lastWidth = Double(made!.views[count - 1].frame.width)
        }
        try expect(lastHeight, equals: expectedHeight(count) { _ in true }, "the stack's height")
        try expect(lastWidth, equals: 390, "the last view's width")
        return Measurement(samples: samples, operations: count)
    }

    /// `stack.views.toggle`, P views: on a built stack, hides or shows one
    /// arranged view (cycling through them), then `layoutIfNeeded()`. Per toggle.
    static func toggle(views count: Int, runs: Int) throws -> Measurement {
        let (root, stack, views) = makeStack(count)
        let cycles = count >= 1000 ? 400 : 2000
        let (samples, cyclesRun) = sampleCycles(runs, cycles: cycles, warmUp: cycles / 4) { k in
            let view = views[k % count]
            view.isHidden.toggle()
            root.layoutIfNeeded()
            blackHole(view.frame)
        }
        // After `cyclesRun` toggles, view i was toggled once per lap in which it came up.
        let hidden = { (i: Int) in (cyclesRun / count + (i < cyclesRun % count ? 1 : 0)) % 2 == 1 }
        try expect(Double(stack.frame.height), equals: expectedHeight(count) { !hidden($0) }, "the stack's height")
        return Measurement(samples: samples, operations: cycles)
    }

    /// The views of `layout.constantWithBroken`.
    static let chainLength = 200

    /// `layout.constantWithBroken`, B broken constraints (0 or 1): a root
    /// holding a chain of 200 views, each 3 high, 1 below the one before and
    /// as wide as the root, plus B required height constraints that conflict
    /// with the chain's (left out and reported once). Times changing the
    /// constant of the first view's top (cycling through 0...16), then
    /// `layoutIfNeeded()`. Per change.
    ///
    /// The engine tries a broken constraint again after every constant
    /// change; B = 1 against B = 0 is the price of that attempt.
    static func constantWithBroken(broken: Int, runs: Int) throws -> Measurement {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        var diagnostics = 0
        root.onDiagnostic = { _ in diagnostics += 1 }
        var constraints: [LayoutConstraint] = []
        var above: View?
        let views = (0..<chainLength).map { i in
            let view = View(name: "v\(i)")
            root.addSubview(view)
            constraints += [
                view.topAnchor.constraint(equalTo: above?.bottomAnchor ?? root.topAnchor, constant: 1),
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                view.heightAnchor.constraint(equalToConstant: 3),
            ]
            above = view
            return view
        }
        LayoutConstraint.activate(constraints)
        let conflicting = (0..<broken).map { views[chainLength / 2 + $0].heightAnchor.constraint(equalToConstant: 10) }
        LayoutConstraint.activate(conflicting)
        root.layoutIfNeeded()
        let first = constraints[0]
        let (samples, cyclesRun) = sampleCycles(runs, cycles: 2000, warmUp: 500) { k in
            first.constant = CGFloat(k % 17)
            root.layoutIfNeeded()
            blackHole(views[chainLength - 1].frame)
        }
        let top = Double((cyclesRun - 1) % 17)
        try expect(Double(views[0].frame.minY), equals: top, "the first view's top")
        try expect(
            Double(views[chainLength - 1].frame.minY), equals: top + 4 * Double(chainLength - 1),
            "the last view's top")
        try expect(Double(conflicting.filter(\.isBroken).count), equals: Double(broken), "broken constraints")
        try expect(Double(diagnostics), equals: Double(broken), "diagnostics (one report per broken constraint)")
        return Measurement(samples: samples, operations: 2000)
    }
}
