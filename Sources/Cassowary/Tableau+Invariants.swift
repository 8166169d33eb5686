// Invariant checks of the tableau, run after every solver operation in debug
// builds (`CASSOWARY_CHECKS`), free in release builds.
//
// A check of the whole tableau costs O(rows + cells + symbols), and a
// long-running system would pay it after every operation: quadratic in the
// system's size. So every operation checks what it touched (the rows it
// changed, the columns of the symbols whose cells it moved, the definitions
// reachable from the rows it changed), and the whole tableau is checked
// while it is small, and after the 1st, 2nd, 4th, 8th … operation: errors
// outside what an operation touched persist until the next whole check.

#if CASSOWARY_CHECKS
    extension Tableau {
        /// The tableaus up to this many rows are checked whole after every operation.
        static let wholeCheckRowLimit = 64

        /// Traps with a description if the tableau is inconsistent: the whole
        /// tableau while it is small or after a power-of-two count of
        /// operations, and otherwise what the operation touched.
        mutating func checkInvariants() {
            invariantChecks += 1
            let whole = rows.count <= Self.wholeCheckRowLimit || invariantChecks & (invariantChecks - 1) == 0
            if let message = whole ? invariantViolation() : touchedInvariantViolation() {
                fatalError("tableau invariant broken: \(message)\n\(dump())")
            }
            touchedSlots.removeAll(keepingCapacity: true)
            touchedSerials.removeAll(keepingCapacity: true)
        }

        /// Notes, for the next check, a slot whose row, role or basic symbol changed.
        @inline(__always) mutating func noteTouched(slot: Int32) {
            touchedSlots.append(slot)
        }

        /// Notes, for the next check, a symbol whose column changed.
        @inline(__always) mutating func noteTouched(serial: Int) {
            touchedSerials.append(Int32(serial))
        }

        /// What is wrong with the row in slot `i` on its own, or nil.
        func rowViolation(_ i: Int) -> String? {
            let slot = Int32(i)
            let row = rows[i]
            let role = roles[i]
            if role == .free {
                return row.isEmpty ? nil : "free slot \(i) holds cells"
            }
            let basic = basics[i]
            if role == .objective {
                if basic.isValid { return "objective \(i) has a basic symbol" }
            } else {
                if symbols[basic.serial].basicSlot != slot { return "basic \(basic) not indexed to slot \(i)" }
                if row.contains(basic) { return "row of \(basic) holds its own basic symbol" }
                if (role == .definition) != basic.isExternal { return "\(basic) in a \(role) row" }
            }
            if role == .core, !basic.isDummy, row.constant < -epsilon {
                return "row of \(basic) is infeasible (\(row.constant))"
            }
            if role == .core, basic.isDummy, !nearZero(row.constant) {
                return "row of dummy \(basic) is not zero (\(row.constant)): a required equality is broken"
            }
            var previous = Symbol.invalid
            for cell in row.storage {
                let (s, c) = (cell.symbol, cell.coefficient)
                if s <= previous { return "cells of slot \(i) out of order" }
                previous = s
                // Cells that sums bring near zero are dropped; a cell made
                // small by solving a row for a large coefficient is kept
                // (1e9 x + y == 0 defines x = -1e-9 y), as kiwi keeps it.
                if c == 0 || !c.isFinite { return "slot \(i) holds coefficient \(c) for \(s)" }
                if role != .definition, symbols[s.serial].basicSlot >= 0 {
                    return "core or objective slot \(i) references basic symbol \(s)"
                }
            }
            if !row.constant.isFinite { return "slot \(i) has constant \(row.constant)" }
            return nil
        }

        /// What is wrong with the columns of the symbol `serial`, or nil:
        /// every entry must name, once, a row of its kind that holds it.
        func columnViolation(_ serial: Int) -> String? {
            let symbol = symbols[serial].symbol
            for (column, definitions) in [
                (symbols[serial].coreColumn, false), (symbols[serial].definitionColumn, true),
            ] {
                if column.count == 0 { continue }
                let slots = column.count == 1 ? column.slots : column.slots.sorted()
                for (k, slot) in slots.enumerated() {
                    if k > 0, slots[k - 1] == slot { return "column of \(symbol) holds slot \(slot) twice" }
                    let role = roles[Int(slot)]
                    if (role == .definition) != definitions || role == .free || !rows[Int(slot)].contains(symbol) {
                        return "column of \(symbol) names slot \(slot), which does not hold it"
                    }
                }
            }
            return nil
        }

        /// What is wrong with an objective's coefficient of `serial`, or nil.
        func objectiveViolation(_ serial: Int) -> String? {
            for (k, objective) in objectives.enumerated() {
                let c = objective.coefficient(serial: serial)
                if keepsObjectiveColumns, objectiveColumns[serial].contains(Int32(k)) != (c != 0) {
                    return "objective column of \(symbols[serial].symbol) out of step with level \(objective.level)"
                }
                if c == 0 { continue }
                if nearZero(c) || !c.isFinite { return "objective holds coefficient \(c)" }
                if symbols[serial].basicSlot >= 0 {
                    return "objective references basic symbol \(symbols[serial].symbol)"
                }
            }
            return nil
        }

        /// What keeps the solution from being optimal, up to the round-off
        /// the dual simplex leaves on levels with large weights, or nil.
        mutating func optimalityViolation() -> String? {
            let (entering, downward) = primalEnteringSymbol()
            if entering.isValid, infeasible.isEmpty, leavingSlot(for: entering, downward: downward) != nil {
                let significant = objectives.contains { abs($0.coefficient(for: entering)) > $0.roundOff }
                if significant { return "objective not optimal: \(entering) improves it" }
            }
            return nil
        }

        /// What is wrong anywhere in the tableau, or nil.
        mutating func invariantViolation() -> String? {
            var cellCount = 0
            for i in rows.indices {
                if let message = rowViolation(i) { return message }
                cellCount += rows[i].count
            }
            if objectiveColumns.count != (keepsObjectiveColumns ? serialCount : 0) {
                return "\(objectiveColumns.count) objective columns for \(serialCount) symbols"
            }
            for serial in 0..<serialCount {
                if let message = objectiveViolation(serial) { return message }
            }
            // Every column entry names, once, a row of its kind that holds the
            // symbol; as many entries as cells, so every cell is indexed. (A
            // search of the column for each cell would cost the column's
            // length per cell: cubic on a tableau with long columns.)
            var indexed = 0
            for serial in 0..<serialCount {
                if let message = columnViolation(serial) { return message }
                indexed += symbols[serial].coreColumn.count + symbols[serial].definitionColumn.count
            }
            if indexed != cellCount { return "columns index \(indexed) cells, rows hold \(cellCount)" }
            // Definitions must be acyclic: ordering them must place every one.
            let order = definitionOrder()
            var position = [Int32](repeating: -1, count: rows.count)
            for (k, slot) in order.enumerated() { position[Int(slot)] = Int32(k) }
            for slot in order {
                for s in rows[Int(slot)].symbols {
                    let t = symbols[s.serial].basicSlot
                    if t >= 0, roles[Int(t)] == .definition, position[Int(t)] >= position[Int(slot)] {
                        return "definitions form a cycle through \(s)"
                    }
                }
            }
            return optimalityViolation()
        }

        /// What is wrong in what the operations since the last check touched,
        /// or nil: their rows on their own and in their columns, the columns
        /// of the symbols whose cells moved, the objectives' coefficients of
        /// those symbols, cycles through the definitions changed, optimality.
        mutating func touchedInvariantViolation() -> String? {
            let count = serialCount
            var serials = Set(touchedSerials.map(Int.init).filter { $0 < count })
            var definitions: [Int32] = []
            // Each column read once into a set: a search of a long column for
            // every touched row that holds its symbol would cost the column's
            // length per row.
            var columnSlots: [Int: Set<Int32>] = [:]
            for slot in Set(touchedSlots) where Int(slot) < rows.count {
                let i = Int(slot)
                if let message = rowViolation(i) { return message }
                if roles[i] == .free { continue }
                let definition = roles[i] == .definition
                for s in rows[i].symbols {
                    let key = 2 * s.serial + (definition ? 1 : 0)
                    if columnSlots[key] == nil {
                        columnSlots[key] = Set(
                            definition ? symbols[s.serial].definitionColumn : symbols[s.serial].coreColumn)
                    }
                    if columnSlots[key]?.contains(slot) != true {
                        return "slot \(i) holds \(s), whose column does not name it"
                    }
                    serials.insert(s.serial)
                }
                let basic = basics[i]
                if basic.isValid {
                    // Core rows and objectives never reference a basic symbol.
                    if !symbols[basic.serial].coreColumn.isEmpty {
                        return
                            "core or objective slots \(symbols[basic.serial].coreColumn.slots) reference basic symbol \(basic)"
                    }
                    serials.insert(basic.serial)
                }
                if definition { definitions.append(slot) }
            }
            for serial in serials.sorted() {
                if let message = columnViolation(serial) ?? objectiveViolation(serial) { return message }
            }
            if let cycle = definitionCycle(from: definitions) { return "definitions form a cycle through \(cycle)" }
            return optimalityViolation()
        }

        /// The basic symbol of a definition in `roots` that lies on a cycle
        /// of definitions, or nil.
        ///
        /// A cycle through a root leads from it back to it both along the
        /// references and against them: the two walks go in lockstep, and
        /// the first to run out of definitions clears the root. So a new
        /// link at the end of a long chain costs what its short side costs.
        func definitionCycle(from roots: [Int32]) -> Symbol? {
            func references(_ slot: Int32) -> [Int32] {
                rows[Int(slot)].symbols.compactMap { s in
                    let t = symbols[s.serial].basicSlot
                    return t >= 0 && roles[Int(t)] == .definition ? t : nil
                }
            }
            func referrers(_ slot: Int32) -> [Int32] {
                symbols[basics[Int(slot)].serial].definitionColumn.slots
            }
            for root in Set(roots).sorted() where roles[Int(root)] == .definition {
                var forward = (stack: references(root), seen: Set<Int32>())
                var backward = (stack: referrers(root), seen: Set<Int32>())
                while !forward.stack.isEmpty, !backward.stack.isEmpty {
                    let ahead = forward.stack.removeLast()
                    if ahead == root { return basics[Int(root)] }
                    if forward.seen.insert(ahead).inserted { forward.stack += references(ahead) }
                    let behind = backward.stack.removeLast()
                    if behind == root { return basics[Int(root)] }
                    if backward.seen.insert(behind).inserted { backward.stack += referrers(behind) }
                }
            }
            return nil
        }

        /// Traps unless the values evaluated incrementally are exactly those
        /// of a fresh evaluation, and every variable whose value this
        /// tableau published last holds it.
        mutating func checkPublished() {
            for d in rows.indices where roles[d] == .definition {
                for s in rows[d].symbols {
                    let t = symbols[s.serial].basicSlot
                    guard t >= 0, roles[Int(t)] == .definition else { continue }
                    if program.steps[Int(t)].level >= program.steps[d].level {
                        fatalError("definition of \(basics[d]) is not levelled above \(basics[Int(t)])\n\(dump())")
                    }
                }
            }
            var fresh = self
            fresh.requeueAllDefinitions()
            fresh.movedCore = Array(Int32(0)..<Int32(rows.count))
            fresh.releasedBasics = Array(Int32(0)..<Int32(serialCount))
            fresh.evaluate()
            for serial in 0..<serialCount where fresh.values[serial] != values[serial] {
                fatalError(
                    "stale value of \(symbols[serial].symbol): \(values[serial]), evaluated afresh \(fresh.values[serial])\n\(dump())"
                )
            }
            for (k, s) in externals.enumerated() where symbols[s.serial].externalIndex != Int32(k) {
                fatalError("\(s) is external \(k) but its record says \(symbols[s.serial].externalIndex)")
            }
            if variables.count != externals.count {
                fatalError("\(variables.count) variables for \(externals.count) external symbols")
            }
            for s in externals {
                let record = unsafe recordOf[s.serial]!
                guard unsafe record.pointee.publisher === publisher else { continue }
                if unsafe record.pointee.value != values[s.serial] {
                    fatalError(
                        unsafe "\(symbols[s.serial].symbol) holds \(record.pointee.value), published \(values[s.serial])"
                    )
                }
            }
        }
    }
#endif
