import UncheckedAccess

// Definitions: the rows of basic user variables, kept lazily.
//
// A definition `x = constant + Σ c·s` may reference symbols that are basic
// themselves (in core rows or other definitions), as long as the references
// form no cycle. Core rows and objectives never reference a variable that has
// a definition, so the simplex runs on the core alone. A definition is
// expanded into canonical form (parametric symbols only) when a new core row
// needs it, and the expansion is written back when it is no larger.

extension Tableau {
    /// The canonical form of `row`: every basic symbol replaced by its row.
    ///
    /// Expanded definitions are written back when no larger, unless
    /// `writeBack` is false (a query must leave the tableau as it was, so
    /// that later pivots do not depend on it).
    mutating func canonicalize(_ row: Row, writeBack: Bool = true) -> Row {
        if isCanonical(row) { return row }
        var result = Row(constant: row.constant, capacity: expandedCapacity(of: row))
        for (s, c) in row.cells where symbols[s.serial].basicSlot < 0 {
            result.append(s, c)
        }
        for (s, c) in row.cells {
            let slot = symbols[s.serial].basicSlot
            if slot < 0 { continue }
            let i = Int(slot)
            if roles[i] == .core || isCanonical(rows[i]) {
                result.add(rows[i], times: c)
            } else if let expansion = expandShallow(slot, depth: 3, writeBack: writeBack) {
                // A few levels deep (the common case): no walk needed.
                result.add(expansion, times: c)
            } else {
                result.add(canonicalDefinition(slot, writeBack: writeBack), times: c)
            }
        }
        return result
    }

    /// Room for a row with its basic symbols replaced by their rows: its
    /// parametric cells plus the cells of those rows (the most the merge can
    /// hold when the rows are canonical), so that the merge does not grow
    /// the result's storage, each growth an allocation, a copy and a free.
    @inline(__always) private func expandedCapacity(of row: Row) -> Int {
        var capacity = 0
        for s in row.symbols {
            let slot = symbols[s.serial].basicSlot
            capacity += slot < 0 ? 1 : rows[Int(slot)].count
        }
        return capacity
    }

    /// Whether a row references only parametric symbols.
    @inline(__always) func isCanonical(_ row: Row) -> Bool {
        row.symbols.allSatisfy { symbols[$0.serial].basicSlot < 0 }
    }

    /// The canonical form of the definition in `slot` when its definitions
    /// reach canonical rows within `depth` more levels (written back when no
    /// larger), or nil for deeper chains.
    private mutating func expandShallow(_ slot: Int32, depth: Int, writeBack: Bool) -> Row? {
        let definition = rows[Int(slot)]
        var result = Row(constant: definition.constant, capacity: expandedCapacity(of: definition))
        for (s, c) in definition.cells where symbols[s.serial].basicSlot < 0 { result.append(s, c) }
        for (s, c) in definition.cells {
            let t = symbols[s.serial].basicSlot
            if t < 0 { continue }
            if roles[Int(t)] == .core || isCanonical(rows[Int(t)]) {
                result.add(rows[Int(t)], times: c)
            } else {
                guard depth > 0, let inner = expandShallow(t, depth: depth - 1, writeBack: writeBack) else {
                    return nil
                }
                result.add(inner, times: c)
            }
        }
        if writeBack { writeBackExpansion(result, of: slot, definitionCount: definition.count) }
        return result
    }

    /// Replaces a definition by its canonical expansion when that is no
    /// larger: chains that cancel (x[i+1] = x[i] + 10 + s, with x[i] pinned)
    /// stay short, while a stack's running sums stay lazy instead of turning dense.
    private mutating func writeBackExpansion(_ expansion: Row, of slot: Int32, definitionCount: Int) {
        guard expansion.count <= definitionCount + 1 else { return }
        let basic = basics[Int(slot)]
        if undo.isRecordingWriteBacks {
            let old = UndoJournal.SavedSlot(slot: slot, row: rows[Int(slot)], role: .definition, basic: basic)
            undo.writtenBack.append(old)
        }
        release(slot)
        allocate(expansion, basic: basic, role: .definition)
    }

    /// The canonical form of the definition in `root`, written back (unless
    /// `writeBack` is false) when it is no larger: chains that cancel
    /// (x[i+1] = x[i] + 10 + s, with x[i] pinned) stay short, while a stack's running sums stay lazy instead of
    /// turning dense.
    ///
    /// The definitions the root reaches are expanded into a dense
    /// accumulator indexed by serial, each exactly once, in an order where a
    /// definition comes after every definition that references it (the
    /// reverse of a depth-first post-order, without recursion: chains can be
    /// thousands deep); core rows, canonical already, come last.
    ///
    /// - Complexity: O(cells of the definitions reached + k log k) for a
    ///   result of k cells. (Computing the canonical form of every definition
    ///   reached, as this once did, costs the sum of their sizes: a chain
    ///   `x[i+1] >= x[i] + 1e-3` held tight by weak pulls down has canonical
    ///   forms that grow by one cell a link, and took time cubic in its
    ///   length to build.)
    mutating func canonicalDefinition(_ root: Int32, writeBack: Bool = true) -> Row {
        // Depth-first post-order of the definitions reached: each after the
        // definitions it references. States by slot: `open` while its
        // references are walked, `done` once placed.
        let open = walkState.begin(slotCount: rows.count)
        let done = open + 1
        // The walk's arrays are the tableau's, kept between calls with their
        // capacity: taken out for the walk (so that the loop below can
        // mutate the tableau) and put back at the end.
        var order = definitionOrderScratch
        definitionOrderScratch = []
        order.clearKeepingCapacity()
        var stack = definitionWalkScratch
        definitionWalkScratch = []
        stack.clearKeepingCapacity()
        stack.append(WalkStep(slot: root, ready: false))
        while let step = stack.popLast() {
            let (slot, ready) = (step.slot, step.ready)
            let i = Int(slot)
            if walkState[i] == done { continue }
            if ready {
                walkState[i] = done
                order.append(slot)
                continue
            }
            if walkState[i] == open { continue }
            walkState[i] = open
            stack.append(WalkStep(slot: slot, ready: true))
            for s in rows[i].symbols {
                let t = symbols[s.serial].basicSlot
                if t >= 0, roles[Int(t)] == .definition, walkState[Int(t)] != done {
                    stack.append(WalkStep(slot: t, ready: false))
                }
            }
        }

        // Expand in reverse post-order: when a definition's turn comes, every
        // definition that references it has added its share to its coefficient.
        if dense.count < serialCount {
            dense.append(contentsOf: repeatElement(0, count: serialCount - dense.count))
        }
        denseTouched.clearKeepingCapacity()
        let definition = rows[Int(root)]
        var constant = definition.constant
        for (s, c) in definition.cells { accumulate(s, c) }
        for slot in order.reversed().dropFirst() {
            let serial = basics[Int(slot)].serial
            let c = dense[serial]
            if c == 0 { continue }
            dense[serial] = 0
            constant += c * rows[Int(slot)].constant
            for (s, d) in rows[Int(slot)].cells { accumulate(s, c * d) }
        }
        var k = 0
        while k < denseTouched.count {
            let serial = Int(denseTouched[k])
            k += 1
            let slot = symbols[serial].basicSlot
            let c = dense[serial]
            guard slot >= 0, c != 0 else { continue }
            dense[serial] = 0
            constant += c * rows[Int(slot)].constant
            for (s, d) in rows[Int(slot)].cells { accumulate(s, c * d) }
        }
        definitionOrderScratch = order
        definitionWalkScratch = stack
        // Each serial is touched once with a nonzero sum (its accumulator is
        // zeroed when read): the cells are distinct.
        var canonical = Row(constant: constant, capacity: denseTouched.count)
        for serial in denseTouched {
            let c = dense[Int(serial)]
            if c == 0 { continue }
            dense[Int(serial)] = 0
            if !nearZero(c) { canonical.appendUnordered(symbols[Int(serial)].symbol, c) }
        }
        canonical.sortDistinctCells()
        if writeBack { writeBackExpansion(canonical, of: root, definitionCount: definition.count) }
        return canonical
    }

    /// Adds `c` to the accumulated coefficient of `symbol`.
    @inline(__always) private mutating func accumulate(_ symbol: Symbol, _ c: Double) {
        if dense[symbol.serial] == 0 { denseTouched.append(Int32(symbol.serial)) }
        dense[symbol.serial] += c
    }

    /// The definitions in an order where each comes after every definition
    /// it reads, computed afresh (for the invariant checks).
    func definitionOrder() -> [Int32] {
        var order: [Int32] = []
        var state = [UInt8](repeating: 0, count: rows.count)  // 0 new, 1 open, 2 done
        for root in rows.indices where roles[root] == .definition && state[root] == 0 {
            var stack = [WalkStep(slot: Int32(root), ready: false)]
            while let step = stack.popLast() {
                let (slot, ready) = (step.slot, step.ready)
                let i = Int(slot)
                if state[i] == 2 { continue }
                if ready {
                    state[i] = 2
                    order.append(slot)
                    continue
                }
                state[i] = 1
                stack.append(WalkStep(slot: slot, ready: true))
                for s in rows[i].symbols {
                    let t = symbols[s.serial].basicSlot
                    if t >= 0, roles[Int(t)] == .definition, state[Int(t)] == 0 {
                        stack.append(WalkStep(slot: t, ready: false))
                    }
                }
            }
        }
        return order
    }

    /// Notes that the definition row in `slot` is new or changed: it is
    /// levelled and evaluated at the next evaluation.
    @inline(__always) mutating func noteDefinitionReshaped(_ slot: Int32) {
        program.noteReshaped(slot, slotCount: rows.count)
    }

    /// Queues the definition in `slot` for evaluation, when its constant
    /// or an input moved.
    @inline(__always) mutating func queueDefinition(_ slot: Int32) {
        program.enqueue(slot)
    }

    /// Queues every definition for evaluation, levelled afresh.
    mutating func requeueAllDefinitions() {
        for slot in rows.indices where roles[slot] == .definition { noteDefinitionReshaped(Int32(slot)) }
    }

    /// Gives every reshaped definition its level: one above the highest
    /// level among the definitions it reads (reshaped ones first, inputs
    /// before readers, without recursion), then raises the levels of readers
    /// that are no longer above a definition they read, as far as that goes.
    ///
    /// - Complexity: O(cells of the reshaped definitions + cells of the
    ///   readers whose levels rise).
    mutating func levelReshapedDefinitions() {
        var reshaped = program.reshaped
        program.reshaped = []
        var stack = program.walkStack
        program.walkStack = []
        var raised = program.raisedSlots
        program.raisedSlots = []
        // The arrays only read go as arguments (borrowed, not retained).
        program.level(
            reshaped: reshaped, rows: rows, symbols: symbols, roles: roles, basics: basics, stack: &stack,
            raised: &raised)
        reshaped.removeAll(keepingCapacity: true)
        program.reshaped = reshaped
        program.walkStack = stack
        program.raisedSlots = raised
        program.compactIfSparse()
    }

    /// Records that the variable of an external symbol has a value to publish.
    @inline(__always) mutating func noteChangedExternal(_ serial: Int) {
        if isChangedExternal[serial] { return }
        isChangedExternal[serial] = true
        if changedExternalCount < changedExternals.count {
            changedExternals[changedExternalCount] = Int32(serial)
        } else {
            changedExternals.append(Int32(serial))
        }
        changedExternalCount += 1
    }

    /// Brings `values` up to date: core-basic symbols take their row's
    /// constant, symbols that left the basis 0, and the definitions that
    /// changed, or whose constant or inputs changed, are evaluated in
    /// increasing level, each once.
    ///
    /// The arrays it writes are borrowed once for the whole evaluation (an
    /// array written in a loop checks its uniqueness on every write), and
    /// `changedExternals` has room for every serial beforehand.
    ///
    /// - Complexity: O(moved core rows + levelling the reshaped definitions
    ///   + (cells + readers) of the definitions evaluated, with a log factor
    ///   for the heap, whose size is the width of the change's front).
    mutating func evaluate() {
        if !program.reshaped.isEmpty { levelReshapedDefinitions() }
        if movedCore.isEmpty, releasedBasics.isEmpty, program.queueCount == 0 { return }
        // Each serial joins the list at most once in one evaluation.
        let room = changedExternalCount + serialCount
        if changedExternals.count < room {
            changedExternals.append(
                contentsOf: repeatElement(0, count: max(room, 2 * changedExternals.count) - changedExternals.count))
        }
        let queued = program.queueCount
        let changedBefore = changedExternalCount
        // The closures capture nothing they write: the work is a static
        // function's, with its counts in locals (a count captured and
        // written here would be checked for exclusive access at run time
        // on every write whenever a closure is not inlined).
        let after = unsafe values.withUnsafeMutableBufferPointer { values in
            unsafe isChangedExternal.withUnsafeMutableBufferPointer { isChanged in
                unsafe changedExternals.withUnsafeMutableBufferPointer { changed in
                    unsafe program.steps.withUnsafeMutableBufferPointer { steps in
                        unsafe program.heap.withUnsafeMutableBufferPointer { heap in
                            // The arrays only read go as arguments: borrowed
                            // through closures here, each would be retained.
                            unsafe DefinitionProgram.evaluate(
                                queued: queued, changed: changedBefore, movedCore: movedCore,
                                releasedBasics: releasedBasics, serialCount: serialCount, roles: roles, basics: basics,
                                rows: rows, symbols: symbols, recordOf: recordOf, terms: program.terms,
                                values: values, isChanged: isChanged, changedSerials: changed, steps: steps, heap: heap)
                        }
                    }
                }
            }
        }
        #if CASSOWARY_CHECKS
            program.evaluations += after.evaluated
        #endif
        program.queueCount = 0
        changedExternalCount = after.changed
        movedCore.clearKeepingCapacity()
        releasedBasics.clearKeepingCapacity()
    }

    /// Publishes the values that changed since the last publication (every
    /// value after another solver overwrote one), calling `onChange`, when
    /// `notifying`, for each variable whose published value differs from the
    /// one it held. The closure stays non-escaping (an optional one would
    /// escape, and wrapping it allocated on every call).
    ///
    /// - Complexity: O(evaluation + variables published).
    mutating func publish(notifying: Bool, onChange: (Variable) -> Void) {
        evaluate()
        if publisher.wasOverwritten {
            publisher.wasOverwritten = false
            for s in externals { noteChangedExternal(s.serial) }
        }
        if changedExternalCount == 0 { return }
        let publisher = self.publisher
        let count = serialCount
        let changedCount = changedExternalCount
        // Only the flags are written: one buffer borrowed for the loop, the
        // arrays read inside it directly (borrowed through closures of their
        // own, or passed to a function, each would be retained).
        unsafe isChangedExternal.withUnsafeMutableBufferPointer { isChanged in
            for k in 0..<changedCount {
                let i = Int(changedExternals[k])
                guard i < count, let record = unsafe recordOf[i] else { continue }
                unsafe isChanged[i] = false
                if unsafe Tableau.store(values[i], in: record, by: publisher), notifying {
                    // A symbol with a record is external. Unretained: the
                    // tableau holds its variables, and `onChange` must not
                    // change the solver.
                    let variable = unsafe Unmanaged.passUnretained(variables[Int(symbols[i].externalIndex)])
                    unsafe variable.withGuaranteedInstance(onChange)
                }
            }
        }
        changedExternalCount = 0
    }

    /// Publishes `value` into a variable's record, claiming the record for
    /// `publisher` first; returns whether the published value changed.
    @inline(__always)
    private static func store(
        _ value: Double, in record: UnsafeMutablePointer<VariableRecord>, by publisher: Publisher
    ) -> Bool {
        if unsafe record.pointee.publisher !== publisher {
            unsafe record.pointee.handOver(to: publisher)
        }
        guard unsafe record.pointee.value != value else { return false }
        unsafe record.pointee.value = value
        return true
    }

    /// Publishes the values that changed.
    mutating func updateVariables() {
        publish(notifying: false) { _ in }
    }

    /// Publishes the values that changed, calling `onChange` for each
    /// variable whose published value differs from the one it held.
    mutating func updateVariables(onChange: (Variable) -> Void) {
        publish(notifying: true, onChange: onChange)
    }
}
