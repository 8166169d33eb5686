// Whether defining a variable by a row would close a cycle of definitions.

extension Tableau {
    /// How many definitions each walk of ``definitionsReachReader(of:from:)``
    /// visits at least before the definitions are levelled to bound them
    /// (at most: as many as wait to be levelled).
    static let unlevelledReachBudget = 4

    /// Whether the definitions that `row` references reach, through the
    /// definitions they reference in turn, one that references `variable`
    /// (a parametric symbol): defining `variable` by `row` would then make
    /// the definitions cyclic.
    ///
    /// Two walks go in lockstep: down from the row's definitions along
    /// their references, and up from the variable's readers along theirs.
    /// Each marks the slots it reaches; a cycle exists exactly when the
    /// walks meet, and the first to run out without meeting the other
    /// proves there is none.
    ///
    /// Levels bound both walks (a definition's level is above the levels of
    /// the definitions it reads): a path from the row's definitions to a
    /// reader only passes levels between the lowest reader's and the highest
    /// of the row's definitions, so each walk stays in that band, and an
    /// empty band needs no walk. Showing a view again in the middle of a
    /// stack's chain then costs the few definitions around it, not the
    /// chain above or below. Levels are only current after the reshaped
    /// definitions are levelled; the walks first go without them a short
    /// way, so that a short side (a chain built bottom-up) costs no
    /// levelling. A walk goes as far as the levelling it may spare would
    /// (as many definitions as wait to be levelled, and at least
    /// ``unlevelledReachBudget``): many new definitions between two
    /// levellings (a cell being built) are then checked by short walks,
    /// not by levelling them all at each check.
    ///
    /// - Complexity: O(cells of the definitions in the band, or of the
    ///   shorter side), plus levelling the reshaped definitions when both
    ///   sides are long.
    mutating func definitionsReachReader(of variable: Symbol, from row: Row) -> Bool {
        if !program.reshaped.isEmpty {
            let budget = max(Tableau.unlevelledReachBudget, program.reshaped.count)
            let found = reach(variable, from: row, levelBand: nil, budget: budget)
            if let found { return found }
            levelReshapedDefinitions()
        }
        // Levels are current: the band from the lowest reader to the highest
        // definition the row references.
        var lowest = Int32.max
        let readers = symbols[variable.serial].definitionColumn
        for k in 0..<readers.count { lowest = min(lowest, program.steps[Int(readers[k])].level) }
        var highest = Int32.min
        for s in row.symbols {
            let t = symbols[s.serial].basicSlot
            if t >= 0, roles[Int(t)] == .definition { highest = max(highest, program.steps[Int(t)].level) }
        }
        if highest < lowest { return false }
        return reach(variable, from: row, levelBand: lowest...highest, budget: .max)!
    }

    /// The lockstep walks of ``definitionsReachReader(of:from:)``, visiting
    /// only definitions whose level is in `levelBand` (all without one):
    /// whether they meet, or nil when a walk visited `budget` definitions
    /// without either deciding.
    private mutating func reach(
        _ variable: Symbol, from row: Row, levelBand: ClosedRange<Int32>?, budget: Int
    ) -> Bool? {
        @inline(__always) func inBand(_ slot: Int32) -> Bool {
            guard let levelBand else { return true }
            return levelBand.contains(program.steps[Int(slot)].level)
        }
        let below = walkState.begin(slotCount: rows.count)
        let above = below + 1
        reachDown.clearKeepingCapacity()
        reachUp.clearKeepingCapacity()
        let readers = symbols[variable.serial].definitionColumn
        for k in 0..<readers.count where inBand(readers[k]) {
            walkState[Int(readers[k])] = above
            reachUp.append(readers[k])
        }
        // Queues the unvisited definitions that `cells` reference for the
        // downward walk; true when one of them the upward walk reached.
        func descend(into cells: Row) -> Bool {
            for s in cells.symbols {
                let t = symbols[s.serial].basicSlot
                guard t >= 0, roles[Int(t)] == .definition, inBand(t) else { continue }
                let mark = walkState[Int(t)]
                if mark == above { return true }
                if mark == below { continue }
                walkState[Int(t)] = below
                reachDown.append(t)
            }
            return false
        }
        if descend(into: row) { return true }
        var visited = 0
        while let slot = reachDown.popLast() {
            if visited == budget { return nil }
            visited += 1
            if descend(into: rows[Int(slot)]) { return true }
            guard let reader = reachUp.popLast() else { return false }
            let column = symbols[basics[Int(reader)].serial].definitionColumn
            for k in 0..<column.count {
                let w = column[k]
                guard inBand(w) else { continue }
                let mark = walkState[Int(w)]
                if mark == below { return true }
                if mark == above { continue }
                walkState[Int(w)] = above
                reachUp.append(w)
            }
        }
        return false
    }
}
