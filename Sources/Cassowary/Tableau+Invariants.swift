// Invariant checks of the tableau, run after every solver operation in debug
// builds (`CASSOWARY_CHECKS`), free in release builds.

#if CASSOWARY_CHECKS
    extension Tableau {
        /// Traps with a description if the tableau is inconsistent.
        mutating func checkInvariants() {
            func fail(_ message: String) -> Never {
                fatalError("tableau invariant broken: \(message)\n\(dump())")
            }
            var cellCount = 0
            for (i, row) in rows.enumerated() {
                let slot = Int32(i)
                let role = roles[i]
                if role == .free {
                    if !row.isEmpty { fail("free slot \(i) holds cells") }
                    continue
                }
                let basic = basics[i]
                if role == .objective {
                    if basic.isValid { fail("objective \(i) has a basic symbol") }
                } else {
                    if basicSlot[basic.serial] != slot { fail("basic \(basic) not indexed to slot \(i)") }
                    if row.contains(basic) { fail("row of \(basic) holds its own basic symbol") }
                    if (role == .definition) != basic.isExternal { fail("\(basic) in a \(role) row") }
                }
                if role == .core, !basic.isDummy, row.constant < -epsilon {
                    fail("row of \(basic) is infeasible (\(row.constant))")
                }
                if role == .core, basic.isDummy, !nearZero(row.constant) {
                    fail("row of dummy \(basic) is not zero (\(row.constant)): a required equality is broken")
                }
                var previous = Symbol.invalid
                for (s, c) in row.cells {
                    if s <= previous { fail("cells of slot \(i) out of order") }
                    previous = s
                    // Cells that sums bring near zero are dropped; a cell made
                    // small by solving a row for a large coefficient is kept
                    // (1e9 x + y == 0 defines x = -1e-9 y), as kiwi keeps it.
                    if c == 0 || !c.isFinite { fail("slot \(i) holds coefficient \(c) for \(s)") }
                    if role != .definition, basicSlot[s.serial] >= 0 {
                        fail("core or objective slot \(i) references basic symbol \(s)")
                    }
                    cellCount += 1
                }
                if !row.constant.isFinite { fail("slot \(i) has constant \(row.constant)") }
            }
            for objective in objectives {
                for (serial, c) in objective.coefficients.enumerated() where c != 0 {
                    if nearZero(c) || !c.isFinite { fail("objective holds coefficient \(c)") }
                    if basicSlot[serial] >= 0 { fail("objective references basic symbol \(symbolOf[serial])") }
                }
            }
            // Every column entry names, once, a row of its kind that holds the
            // symbol; as many entries as cells, so every cell is indexed. (A
            // search of the column for each cell would cost the column's
            // length per cell: cubic on a tableau with long columns.)
            var indexed = 0
            func checkColumn(_ column: Column, of symbol: Symbol, definitions: Bool) {
                if column.count == 0 { return }
                let slots = column.count == 1 ? column.slots : column.slots.sorted()
                for (k, slot) in slots.enumerated() {
                    if k > 0, slots[k - 1] == slot { fail("column of \(symbol) holds slot \(slot) twice") }
                    let role = roles[Int(slot)]
                    if (role == .definition) != definitions || role == .free || !rows[Int(slot)].contains(symbol) {
                        fail("column of \(symbol) names slot \(slot), which does not hold it")
                    }
                }
                indexed += slots.count
            }
            for serial in 0..<serialCount {
                checkColumn(coreColumn[serial], of: symbolOf[serial], definitions: false)
                checkColumn(definitionColumn[serial], of: symbolOf[serial], definitions: true)
            }
            if indexed != cellCount { fail("columns index \(indexed) cells, rows hold \(cellCount)") }
            // Definitions must be acyclic: ordering them must place every one.
            // (compiled afresh, keeping the program the evaluation uses)
            let (keptProgram, keptRanks) = (program, rankOf)
            program = nil
            let order = compiledDefinitions(linking: false).slots
            (program, rankOf) = (keptProgram, keptRanks)
            var position = [Int32: Int]()
            for (k, slot) in order.enumerated() { position[slot] = k }
            for slot in order {
                for s in rows[Int(slot)].symbols {
                    let t = basicSlot[s.serial]
                    if t >= 0, roles[Int(t)] == .definition, position[t]! >= position[slot]! {
                        fail("definitions form a cycle through \(s)")
                    }
                }
            }
            // Optimal, up to the round-off the dual simplex leaves on levels
            // with large weights.
            let (entering, downward) = primalEnteringSymbol()
            if entering.isValid, infeasible.isEmpty, leavingSlot(for: entering, downward: downward) != nil {
                let significant = objectives.contains { abs($0.coefficient(for: entering)) > $0.roundOff }
                if significant { fail("objective not optimal: \(entering) improves it") }
            }
        }

        /// Traps unless the values evaluated incrementally are exactly those
        /// of a fresh evaluation, and every variable whose value this
        /// tableau published last holds it.
        mutating func checkPublished() {
            var fresh = self
            fresh.program = nil
            fresh.movedCore = Array(Int32(0)..<Int32(rows.count))
            fresh.releasedBasics = Array(Int32(0)..<Int32(serialCount))
            fresh.evaluate()
            for serial in 0..<serialCount where fresh.values[serial] != values[serial] {
                fatalError(
                    "stale value of \(symbolOf[serial]): \(values[serial]), evaluated afresh \(fresh.values[serial])\n\(dump())"
                )
            }
            let me = Unmanaged.passUnretained(publisher).toOpaque()
            for s in externals {
                let record = recordOf[s.serial]!
                guard record.pointee.publisher?.toOpaque() == me else { continue }
                if record.pointee.value != values[s.serial] {
                    fatalError("\(symbolOf[s.serial]) holds \(record.pointee.value), published \(values[s.serial])")
                }
            }
        }
    }
#endif
