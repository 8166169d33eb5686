// The simplex steps: primal optimisation after adding or removing
// constraints, dual optimisation after a constant moved.
//
// Objectives are kept one row per strength level. A parametric symbol
// improves the objective when its reduced costs, read from the highest level
// down, first differ from zero with a negative sign (a lexicographic
// objective): so an error on a higher level is never traded for any amount of
// error on lower ones. Every choice breaks ties by symbol order, never by
// hash order, so the same operations pivot the same way on every run.

extension Tableau {
    /// The most steps one run of a simplex loop may take before it gives up
    /// with ``SolverError/iterationLimitExceeded``: ten per row and column,
    /// and at least 10,000, unless a test lowered it (`maximumPivots`).
    ///
    /// Bland's rule (the lowest improving symbol enters, ties leave by the
    /// lowest symbol) cannot cycle in exact arithmetic, and an incremental
    /// step rarely needs more than a handful of pivots; the limit is there so
    /// that rounding can never turn a call into an endless loop.
    var pivotLimit: Int {
        maximumPivots ?? max(10_000, 10 * (rows.count + serialCount))
    }

    /// The entering symbol for the primal simplex: the lowest symbol whose
    /// reduced costs are lexicographically negative (Bland's rule), or a
    /// user's variable — unrestricted in sign — whose reduced costs are
    /// lexicographically positive, to move down. Invalid when optimal.
    mutating func primalEnteringSymbol(excluding blocked: [Symbol] = []) -> (symbol: Symbol, downward: Bool) {
        var best = Symbol.invalid
        var bestDownward = false
        // Read through copies (retained, not copied) while the objectives'
        // heaps change.
        let (records, columns, order, ranks) = (symbols, objectiveColumns, levelOrder, levelRank)
        let keepsColumns = keepsObjectiveColumns
        // Without the columns, a forgotten symbol's entries left the heaps
        // with it.
        func isCurrent(_ s: Symbol) -> Bool {
            !keepsColumns || (s.serial < records.count && records[s.serial].symbol == s)
        }
        // Through a buffer pointer: a level's heaps change while the higher
        // levels are read, which through the array (or a slice of it) would
        // copy every objective on every pivot.
        unsafe objectives.withUnsafeMutableBufferPointer { objectives in
            for pass in 0..<2 {
                let downward = pass == 1
                for (rank, level) in order.enumerated() {
                    let candidate = unsafe objectives[Int(level)].lowestCandidate(
                        downward: downward, isCurrent: isCurrent
                    ) {
                        s in
                        if best.isValid, s > best { return false }
                        if blocked.contains(s) { return false }
                        // The highest level that holds the symbol decides.
                        guard keepsColumns else {
                            for higher in order[..<rank] {
                                let h = unsafe objectives[Int(higher)].coefficient(for: s)
                                if h != 0 { return downward ? h > 0 : h < 0 }
                            }
                            return true
                        }
                        var lead = Int32(rank)
                        var h = 0.0
                        for other in columns[s.serial] where ranks[Int(other)] < lead {
                            lead = ranks[Int(other)]
                            h = unsafe objectives[Int(other)].coefficient(for: s)
                        }
                        if lead < Int32(rank) { return downward ? h > 0 : h < 0 }
                        return true
                    }
                    if candidate.isValid, !best.isValid || candidate < best {
                        best = candidate
                        bestDownward = downward
                    }
                }
            }
        }
        return (best, bestDownward)
    }

    /// The core row that leaves when `entering` enters (moving up, or down):
    /// the minimum ratio test, ties to the lowest basic symbol.
    @inline(__always) func leavingSlot(for entering: Symbol, downward: Bool = false) -> Int32? {
        var best: Int32?
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Symbol.invalid
        for slot in symbols[entering.serial].coreColumn where roles[Int(slot)] == .core {
            let row = rows[Int(slot)]
            let c = downward ? -row.coefficient(for: entering) : row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            let basic = basics[Int(slot)]
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// Pivots until no parametric symbol improves the objectives. A direction
    /// no row bounds (which a bounded objective cannot have, but round-off
    /// can fake) is skipped rather than ending the optimisation.
    ///
    /// The pivots made are left in `primalPivots`, so that a caller can undo
    /// them. Returns false, with the objectives feasible but not optimal, if
    /// the run reached ``pivotLimit``.
    mutating func optimize() -> Bool {
        primalPivots.clearKeepingCapacity()
        let limit = pivotLimit
        var steps = 0
        var blocked: [Symbol] = []
        while true {
            let (entering, downward) = primalEnteringSymbol(excluding: blocked)
            guard entering.isValid else { return true }
            steps += 1
            if steps > limit { return false }
            guard let slot = leavingSlot(for: entering, downward: downward) else {
                blocked.append(entering)
                continue
            }
            primalPivots.append(Pivot(entering: entering, leaving: basics[Int(slot)]))
            pivot(slot, entering: entering)
            blocked.removeAll()
        }
    }

    /// Undoes the pivots of the last `optimize()`, last first.
    mutating func undoPrimalPivots() {
        for step in primalPivots.reversed() {
            pivot(symbols[step.entering.serial].basicSlot, entering: step.leaving)
        }
        primalPivots.clearKeepingCapacity()
    }

    /// Undoes the pivots of the last `dualOptimize()`, last first.
    mutating func undoDualPivots() {
        for step in dualPivots.reversed() {
            pivot(symbols[step.entering.serial].basicSlot, entering: step.leaving)
        }
        dualPivots.clearKeepingCapacity()
    }

    /// Pivots until the single objective in `objectiveSlot` (the artificial
    /// one) is optimal. Returns false if the run reached ``pivotLimit``.
    mutating func optimize(single objectiveSlot: Int32) -> Bool {
        let limit = pivotLimit
        var steps = 0
        while true {
            var entering = Symbol.invalid
            for (s, c) in rows[Int(objectiveSlot)].cells where c < -epsilon && !s.isDummy {
                entering = s
                break
            }
            guard entering.isValid else { return true }
            steps += 1
            if steps > limit { return false }
            guard let slot = leavingSlot(for: entering) else {
                // Rounding, as in `optimize()`: the artificial objective is a
                // slack, never negative.
                insertIntoRow(objectiveSlot, entering, -rows[Int(objectiveSlot)].coefficient(for: entering))
                continue
            }
            pivot(slot, entering: entering)
        }
    }

    /// Restores feasibility after constants moved, keeping optimality (the dual
    /// simplex). Fails when a row cannot be made feasible (the required
    /// constraints conflict) or at ``pivotLimit``.
    /// The pivots made are left in `dualPivots`, so that a caller can undo them.
    mutating func dualOptimize() -> DualOutcome {
        dualPivots.clearKeepingCapacity()
        let limit = pivotLimit
        var steps = 0
        while true {
            var leaving: Int32 = -1
            var leavingBasic = Symbol.invalid
            var kept = 0
            for slot in infeasible {
                let i = Int(slot)
                guard roles[i] == .core, rows[i].constant < 0, !nearZero(rows[i].constant) else { continue }
                infeasible[kept] = slot
                kept += 1
                if !leavingBasic.isValid || basics[i] < leavingBasic {
                    leaving = slot
                    leavingBasic = basics[i]
                }
            }
            // Only when some row left: `removeLast(0)` still calls into the
            // standard library's generic subrange replacement.
            if kept < infeasible.count { infeasible.removeLast(infeasible.count - kept) }
            guard leaving >= 0 else { return .feasible }
            let entering = dualEnteringSymbol(rows[Int(leaving)])
            guard entering.isValid else {
                infeasible.removeAll()
                return .infeasible
            }
            steps += 1
            if steps > limit {
                infeasible.removeAll()
                return .iterationLimitExceeded
            }
            dualPivots.append(Pivot(entering: entering, leaving: leavingBasic))
            pivot(leaving, entering: entering)
        }
    }

    /// The entering symbol for the dual simplex: among the row's positive
    /// cells, the lexicographically smallest ratio of reduced costs to
    /// coefficient, ties to the lowest symbol.
    @inline(__always) func dualEnteringSymbol(_ row: Row) -> Symbol {
        var best = Symbol.invalid
        var bestRatios: [Double] = []
        var ratios = [Double](repeating: 0, count: objectives.count)
        for (s, a) in row.cells where a > 0 && !s.isDummy {
            for (k, level) in levelOrder.enumerated() {
                ratios[k] = objectives[Int(level)].coefficient(for: s) / a
            }
            if !best.isValid || lexicographicallyLess(ratios, bestRatios) {
                best = s
                bestRatios = ratios
            }
        }
        return best
    }

    private func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) > epsilon * max(1, abs(x), abs(y)) {
            return x < y
        }
        return false
    }
}
