import BlackHole
import Cassowary

/// The solver's workloads (the Performance article lists them): `chain.build`, `stack.build`,
/// `stack.edit`, `stack.constant` and `form.resize`.
///
/// Each does exactly the work of the workload of the same name in
/// `Benchmarks/kiwisolver/workloads.py` and `Benchmarks/kiwi-driver`: the same constraints, built in the same order
/// with the same strengths, the same edits and the same timed region. Only
/// `stack.constant` differs by design: kiwi can only remove the constraint
/// and add it back with the new constant, ours calls `setConstant`.
///
/// Results are checked outside the timed regions; a wrong one throws
/// ``BenchmarkFailure``.
enum SolverWorkloads {
    /// The solver's workloads, in the order they run.
    static var all: [Workload] {
        [
            Workload(name: "chain.build", per: "constraint", parameters: [(100, 31), (1000, 9), (5000, 3)]) {
                try chainBuild(links: $0, runs: $1)
            },
            Workload(name: "stack.build", per: "constraint", parameters: [(7, 31), (100, 9), (1000, 3)]) {
                try stackBuild(panels: $0, runs: $1)
            },
            Workload(name: "stack.edit", per: "cycle", parameters: [(7, 9), (100, 9), (1000, 9)]) {
                try stackEdit(panels: $0, runs: $1)
            },
            Workload(name: "stack.constant", per: "cycle", parameters: [(7, 7), (30, 7), (100, 7)]) {
                try stackConstant(panels: $0, runs: $1)
            },
            Workload(name: "form.resize", per: "cycle", parameters: [(10, 9), (100, 9)]) {
                try formResize(rows: $0, runs: $1)
            },
        ]
    }

    /// The strength of the stack's edit variables, kiwi's `create(10, 0, 0)`:
    /// ten times strong, so an edit overrides a panel's strong preferred height.
    static let editStrength = Strength(strong: 10, medium: 0, weak: 0)

    // MARK: chain.build

    /// `chain.build`, N links: with the variables and constraints made
    /// beforehand, times a new solver adding `x0 == 0`, then for each `i`
    /// `x[i+1] >= x[i] + 10` (required) and `x[i+1] == 100(i+1)` (weak), then
    /// `x0 == 0` (weak), and `updateVariables()`. Per constraint (2N + 2).
    ///
    /// Checks that `x[N] == 100 N`, as the reference asserts. The solver is
    /// freed outside the timed region, as in the reference.
    static func chainBuild(links n: Int, runs: Int) throws -> Measurement {
        var operations = 0
        let samples = try sampleRuns(runs) {
            let x = (0...n).map { Variable("x\($0)") }
            var constraints = [x[0] == 0]
            constraints.reserveCapacity(2 * n + 2)
            for i in 0..<n {
                constraints.append(x[i + 1] >= x[i] + 10)
                constraints.append((x[i + 1] == 100 * Double(i + 1)) | .weak)
            }
            constraints.append((x[0] == 0) | .weak)
            operations = constraints.count

            var solver: Solver?
            let elapsed = try timed {
                let built = Solver()
                for c in constraints { try built.add(c) }
                built.updateVariables()
                solver = built
            }

            blackHole(solver)
            try expect(x[n].value, equals: 100 * Double(n), "chain.build N=\(n): x\(n)")
            return elapsed
        }
        return Measurement(samples: samples, operations: operations)
    }

    // MARK: The stack

    /// A vertical stack of P panels, the reference's `stack(p, edits)`:
    /// `top0 == 0`; `top[i+1] == top[i] + h[i]` (required); `h[i] == 20 + i%5`
    /// (strong); with `edits`, an edit variable on every `h[i]` at
    /// ``SolverWorkloads/editStrength``; then `updateVariables()`.
    struct Stack {
        let solver = Solver()
        /// Each panel's top.
        let top: [Variable]
        /// Each panel's height.
        let h: [Variable]
        /// The constraints in the order they were added: `top0 == 0`, the
        /// P - 1 links, then the P strong heights.
        let constraints: [Constraint]

        init(panels p: Int, edits: Bool) throws {
            let top = (0..<p).map { Variable("top\($0)") }
            let h = (0..<p).map { Variable("h\($0)") }
            var constraints = [top[0] == 0]
            constraints.reserveCapacity(2 * p)
            for i in 0..<(p - 1) { constraints.append(top[i + 1] == top[i] + h[i]) }
            for i in 0..<p { constraints.append((h[i] == 20 + Double(i % 5)) | .strong) }
            for c in constraints { try solver.add(c) }
            if edits {
                for v in h { try solver.addEditVariable(v, strength: SolverWorkloads.editStrength) }
            }
            solver.updateVariables()
            (self.top, self.h, self.constraints) = (top, h, constraints)
        }

        /// The strong constraint `h[P/2] == 20 + (P/2)%5`, which `stack.constant` moves.
        var middleHeight: Constraint { constraints[h.count + h.count / 2] }

        /// Checks the published heights against `heights`, and every top
        /// against the sum of the heights above it.
        func verify(heights: [Double], _ figure: String) throws {
            var y = 0.0
            for i in h.indices {
                try expect(top[i].value, equals: y, "\(figure): top\(i)")
                try expect(h[i].value, equals: heights[i], "\(figure): h\(i)")
                y += heights[i]
            }
        }

        /// The heights that the strong constraints alone give: `20 + i%5`.
        var preferredHeights: [Double] { h.indices.map { 20 + Double($0 % 5) } }
    }

    // MARK: stack.build

    /// `stack.build`, P panels: times building the ``Stack`` with edit
    /// variables — making its variables and constraints, adding them, adding
    /// the P edit variables, `updateVariables()` — and freeing it again (the
    /// reference discards the stack inside its timed region). Per constraint (3P).
    ///
    /// Checks, on one more stack built outside the timed region, that the
    /// edits (at their initial 0) override the strong heights, and that a
    /// suggested height moves the panels below.
    static func stackBuild(panels p: Int, runs: Int) throws -> Measurement {
        let samples = try sampleRuns(runs) {
            try timed { blackHole(try Stack(panels: p, edits: true)) }
        }
        let figure = "stack.build P=\(p)"
        let stack = try Stack(panels: p, edits: true)
        var heights = [Double](repeating: 0, count: p)
        try stack.verify(heights: heights, figure)
        heights[p / 2] = 25
        try stack.solver.suggestValue(25, for: stack.h[p / 2])
        stack.solver.updateVariables()
        try stack.verify(heights: heights, figure + " after an edit")
        return Measurement(samples: samples, operations: 3 * p)
    }

    // MARK: stack.edit

    /// `stack.edit`, P panels: on the built stack with edit variables, each
    /// cycle `k` suggests `30 + k%17` for `h[k%P]`, then `updateVariables()`.
    /// 10,000 cycles a sample (2,000 from P = 1000). Per cycle.
    ///
    /// Checks every panel's height (the last value suggested for it) and top.
    static func stackEdit(panels p: Int, runs: Int) throws -> Measurement {
        let stack = try Stack(panels: p, edits: true)
        let solver = stack.solver
        let h = stack.h
        let cycles = p >= 1000 ? 2000 : 10000
        let (samples, cyclesRun) = try sampleCycles(runs, cycles: cycles, warmUp: cycles / 4) { k in
            try solver.suggestValue(30 + Double(k % 17), for: h[k % p])
            solver.updateVariables()
        }
        // Panel i was last suggested in the last cycle k < cyclesRun with k % p == i.
        var heights = [Double](repeating: 0, count: p)  // an edit's initial value
        for i in 0..<min(p, cyclesRun) {
            let k: Int = i + (cyclesRun - 1 - i) / p * p
            heights[i] = 30 + Double(k % 17)
        }
        try stack.verify(heights: heights, "stack.edit P=\(p)")
        return Measurement(samples: samples, operations: cycles)
    }

    // MARK: stack.constant

    /// `stack.constant`, P panels: on the stack without edit variables, each
    /// cycle `k` changes the strong `h[P/2] == c` to `c = 30 + k%17`, then
    /// `updateVariables()`. 10,000, 2,000 and 200 cycles a sample for
    /// P = 7, 30, 100. Per cycle.
    ///
    /// The constraint is held as `h - c == 0`, so the constant given to
    /// `setConstant` is `-c`. (kiwi has no such call: the reference removes
    /// the constraint and adds a new one.)
    ///
    /// Checks the initial layout, then every height and top after the cycles.
    static func stackConstant(panels p: Int, runs: Int) throws -> Measurement {
        let stack = try Stack(panels: p, edits: false)
        let figure = "stack.constant P=\(p)"
        try stack.verify(heights: stack.preferredHeights, figure + " before the cycles")
        let solver = stack.solver
        let constraint = stack.middleHeight
        let cycles = p <= 7 ? 10000 : p <= 30 ? 2000 : 200
        let (samples, cyclesRun) = try sampleCycles(runs, cycles: cycles, warmUp: cycles / 4) { k in
            try solver.setConstant(-(30 + Double(k % 17)), for: constraint)
            solver.updateVariables()
        }
        var heights = stack.preferredHeights
        heights[p / 2] = 30 + Double((cyclesRun - 1) % 17)
        try stack.verify(heights: heights, figure)
        try expect(solver.constant(for: constraint), equals: -heights[p / 2], "\(figure): the constraint's constant")
        return Measurement(samples: samples, operations: cycles)
    }

    // MARK: form.resize

    /// The screen sizes that `form.resize` cycles through, as (width, height).
    static let screenSizes: [(width: Double, height: Double)] = [
        (320, 568), (375, 667), (414, 896), (768, 1024), (1024, 768), (1366, 1024),
    ]

    /// A form of R rows, the reference's `form(r)`: a container (`cl`, `ct`
    /// at 0; width `cw` and height `ch` strong edit variables) holding, in
    /// each row, a label and a field side by side, each row 8 below the
    /// previous one, and the container at least 16 taller than the last row.
    struct Form {
        let solver = Solver()
        /// The container's width and height: strong edit variables.
        let cw = Variable("cw")
        let ch = Variable("ch")
        /// Each row's label: left, top, width, height.
        var labels: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
        /// Each row's field: left, top, width, height.
        var fields: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []

        /// Adds, in the reference's order, 2 + 9R + 1 constraints and the two
        /// edit variables, then `updateVariables()`.
        init(rows r: Int) throws {
            let cl = Variable("cl")
            let ct = Variable("ct")
            try solver.add(cl == 0)
            try solver.add(ct == 0)
            var previous: (top: Variable, height: Variable)? = nil
            for i in 0..<r {
                let (ll, lt, lw, lh) = (Variable("l\(i)x"), Variable("l\(i)y"), Variable("l\(i)w"), Variable("l\(i)h"))
                let (fl, ft, fw, fh) = (Variable("f\(i)x"), Variable("f\(i)y"), Variable("f\(i)w"), Variable("f\(i)h"))
                try solver.add(ll == cl + 16)
                try solver.add(fl == ll + lw + 8)
                try solver.add(fl + fw == cl + cw - 16)
                try solver.add((lw == 100) | .strong)
                try solver.add((lh == 30) | .strong)
                try solver.add(fh == lh)
                try solver.add(fw >= 50)
                if let previous {
                    try solver.add(lt == previous.top + previous.height + 8)
                } else {
                    try solver.add(lt == ct + 16)
                }
                try solver.add(ft == lt)
                previous = (lt, lh)
                labels.append((ll, lt, lw, lh))
                fields.append((fl, ft, fw, fh))
            }
            if let previous { try solver.add(ct + ch >= previous.top + previous.height + 16) }
            try solver.addEditVariable(cw, strength: .strong)
            try solver.addEditVariable(ch, strength: .strong)
            solver.updateVariables()
        }

        /// Checks every frame for a suggested screen size: rows 38 apart from
        /// 16, labels 100 × 30 at 16, fields from 124 to 16 before the right
        /// edge, and the container's height raised to fit the rows if needed.
        func verify(width: Double, height: Double, _ figure: String) throws {
            let bottom = 16 + Double(labels.count - 1) * 38 + 30
            try expect(cw.value, equals: width, "\(figure): cw")
            try expect(ch.value, equals: max(height, bottom + 16), "\(figure): ch")
            for (i, (label, field)) in zip(labels, fields).enumerated() {
                let y = 16 + Double(i) * 38
                for (v, expected) in [
                    (label.x, 16), (label.y, y), (label.w, 100), (label.h, 30),
                    (field.x, 124), (field.y, y), (field.w, width - 140), (field.h, 30),
                ] {
                    try expect(v.value, equals: expected, "\(figure): \(v.name)")
                }
            }
        }
    }

    /// `form.resize`, R rows: on the built ``Form``, each cycle `k` suggests
    /// the width and then the height of screen size `k % 6`, then
    /// `updateVariables()`. 6,000 cycles a sample (1,200 from R = 100). Per cycle.
    ///
    /// Checks every frame for the last size suggested.
    static func formResize(rows r: Int, runs: Int) throws -> Measurement {
        let form = try Form(rows: r)
        let solver = form.solver
        let (cw, ch) = (form.cw, form.ch)
        let sizes = screenSizes
        let cycles = r <= 10 ? 6000 : 1200
        let (samples, cyclesRun) = try sampleCycles(runs, cycles: cycles, warmUp: cycles / 4) { k in
            let size = sizes[k % sizes.count]
            try solver.suggestValue(size.width, for: cw)
            try solver.suggestValue(size.height, for: ch)
            solver.updateVariables()
        }
        let last = sizes[(cyclesRun - 1) % sizes.count]
        try form.verify(width: last.width, height: last.height, "form.resize R=\(r)")
        return Measurement(samples: samples, operations: cycles)
    }
}
