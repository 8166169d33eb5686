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
        var result = Row(constant: row.constant, capacity: row.count + 4)
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

    /// Whether a row references only parametric symbols.
    func isCanonical(_ row: Row) -> Bool {
        row.symbols.allSatisfy { symbols[$0.serial].basicSlot < 0 }
    }

    /// The canonical form of the definition in `slot` when its definitions
    /// reach canonical rows within `depth` more levels (written back when no
    /// larger), or nil for deeper chains.
    private mutating func expandShallow(_ slot: Int32, depth: Int, writeBack: Bool) -> Row? {
        let definition = rows[Int(slot)]
        var result = Row(constant: definition.constant, capacity: definition.count + 4)
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
        if walkState.count < rows.count {
            walkState.append(contentsOf: repeatElement(0, count: rows.count - walkState.count))
        }
        if walkGeneration >= UInt32.max - 2 {
            walkGeneration = 0
            for i in walkState.indices { walkState[i] = 0 }
        }
        walkGeneration += 2
        let open = walkGeneration
        let done = walkGeneration + 1
        var order: [Int32] = []
        var stack = [WalkStep(slot: root, ready: false)]
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
        var cells: [(Symbol, Double)] = []
        for serial in denseTouched {
            let c = dense[Int(serial)]
            if c == 0 { continue }
            dense[Int(serial)] = 0
            cells.append((symbols[Int(serial)].symbol, c))
        }
        let canonical = Row(constant: constant, unsortedCells: cells)
        if writeBack { writeBackExpansion(canonical, of: root, definitionCount: definition.count) }
        return canonical
    }

    /// Adds `c` to the accumulated coefficient of `symbol`.
    @inline(__always) private mutating func accumulate(_ symbol: Symbol, _ c: Double) {
        if dense[symbol.serial] == 0 { denseTouched.append(Int32(symbol.serial)) }
        dense[symbol.serial] += c
    }

    /// The definitions compiled for evaluation, in dependency order, with
    /// each step's dependents unless `linking` is false (an order only).
    mutating func compiledDefinitions(linking: Bool = true) -> DefinitionProgram {
        if let program { return program }
        let compiled = DefinitionProgram()
        var state = [UInt8](repeating: 0, count: rows.count)  // 0 new, 1 open, 2 done
        rankOf = [Int32](repeating: -1, count: rows.count)
        for root in rows.indices where roles[root] == .definition && state[root] == 0 {
            var stack = [WalkStep(slot: Int32(root), ready: false)]
            while let step = stack.popLast() {
                let (slot, ready) = (step.slot, step.ready)
                let i = Int(slot)
                if state[i] == 2 { continue }
                if ready {
                    state[i] = 2
                    rankOf[i] = Int32(compiled.slots.count)
                    compiled.append(slot, basics[i], rows[i])
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
        if linking {
            compiled.linkDependents { serial in
                let slot = symbols[Int(serial)].basicSlot
                return slot >= 0 && roles[Int(slot)] == .definition ? rankOf[Int(slot)] : -1
            }
        }
        program = compiled
        return compiled
    }

    /// Queues the definition in `slot` for evaluation, when its constant
    /// or an input moved. A changed definition row invalidates the program
    /// instead, and a new program evaluates every definition.
    @inline(__always) mutating func queueDefinition(_ slot: Int32) {
        guard program != nil else { return }
        let rank = Int(rankOf[Int(slot)])
        isQueued[rank] = true
        lowestQueued = min(lowestQueued, rank)
        highestQueued = max(highestQueued, rank)
    }

    /// Records that the variable of an external symbol has a value to publish.
    @inline(__always) mutating func noteChangedExternal(_ serial: Int) {
        if isChangedExternal[serial] { return }
        isChangedExternal[serial] = true
        changedExternals.append(Int32(serial))
    }

    /// Sets the value of a core or parametric symbol; when it changed, notes
    /// its variable for publication and (with `propagate`) queues the
    /// definitions that read it.
    @inline(__always) private mutating func setValue(_ serial: Int, _ value: Double, propagate: Bool) {
        if values[serial] == value { return }
        values[serial] = value
        if recordOf[serial] != nil { noteChangedExternal(serial) }
        if propagate {
            for k in 0..<symbols[serial].definitionColumn.count { queueDefinition(symbols[serial].definitionColumn[k]) }
        }
    }

    /// Brings `values` up to date: core-basic symbols take their row's
    /// constant, symbols that left the basis 0, and the definitions whose
    /// constant or inputs changed are evaluated in dependency order (all of
    /// them when the definitions changed).
    ///
    /// - Complexity: O(moved core rows + cells of the definitions whose
    ///   inputs changed + the steps of the program between them), or
    ///   O(cells of all definitions) after a definition row changed.
    mutating func evaluate() {
        let fresh = program == nil
        let program = compiledDefinitions()
        for slot in movedCore where roles[Int(slot)] == .core {
            setValue(basics[Int(slot)].serial, rows[Int(slot)].constant, propagate: !fresh)
        }
        movedCore.clearKeepingCapacity()
        for serial in releasedBasics where Int(serial) < serialCount && symbols[Int(serial)].basicSlot < 0 {
            setValue(Int(serial), 0, propagate: !fresh)
        }
        releasedBasics.clearKeepingCapacity()
        if fresh {
            isQueued = [Bool](repeating: false, count: program.slots.count)
            lowestQueued = 0
            highestQueued = program.slots.count - 1
        }
        guard lowestQueued <= highestQueued else { return }
        // The changed targets are noted for publication as they are found
        // (the list is moved out of `self` while its buffers are borrowed).
        var changed = changedExternals
        changedExternals = []
        var step = lowestQueued
        var last = highestQueued
        values.withUnsafeMutableBufferPointer { values in
            isQueued.withUnsafeMutableBufferPointer { queued in
                isChangedExternal.withUnsafeMutableBufferPointer { isChanged in
                    rows.withUnsafeBufferPointer { rows in
                        while step <= last {
                            defer { step += 1 }
                            guard fresh || queued[step] else { continue }
                            queued[step] = false
                            var x = rows[Int(program.slots[step])].constant
                            for t in program.terms(of: step) {
                                x += program.coefficients[t] * values[Int(program.sources[t])]
                            }
                            let target = Int(program.targets[step])
                            if values[target] == x { continue }
                            values[target] = x
                            if !isChanged[target] {
                                isChanged[target] = true
                                changed.append(Int32(target))
                            }
                            if fresh { continue }
                            for d in program.dependents(of: step) {
                                let k = Int(program.dependents[d])
                                queued[k] = true
                                last = max(last, k)
                            }
                        }
                    }
                }
            }
        }
        lowestQueued = Int.max
        highestQueued = -1
        changedExternals = changed
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
        let me = Unmanaged.passUnretained(publisher).toOpaque()
        for serial in changedExternals {
            let i = Int(serial)
            guard i < serialCount, let record = recordOf[i] else { continue }
            isChangedExternal[i] = false
            if record.pointee.publisher?.toOpaque() != me { claim(record) }
            let value = values[i]
            guard record.pointee.value != value else { continue }
            record.pointee.value = value
            if notifying, let variable = symbols[i].variable { onChange(variable) }
        }
        changedExternals.clearKeepingCapacity()
    }

    /// Makes this tableau the publisher of a variable, telling the previous
    /// one that its value is overwritten.
    private func claim(_ record: UnsafeMutablePointer<VariableRecord>) {
        if let previous = record.pointee.publisher {
            previous.takeUnretainedValue().wasOverwritten = true
            previous.release()
        }
        record.pointee.publisher = Unmanaged.passRetained(publisher)
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
