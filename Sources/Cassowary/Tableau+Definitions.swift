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
        for (s, c) in row.cells where basicSlot[s.serial] < 0 {
            result.append(s, c)
        }
        for (s, c) in row.cells {
            let slot = basicSlot[s.serial]
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
        row.symbols.allSatisfy { basicSlot[$0.serial] < 0 }
    }

    /// The canonical form of the definition in `slot` when its definitions
    /// reach canonical rows within `depth` more levels (written back when no
    /// larger), or nil for deeper chains.
    private mutating func expandShallow(_ slot: Int32, depth: Int, writeBack: Bool) -> Row? {
        let definition = rows[Int(slot)]
        var result = Row(constant: definition.constant, capacity: definition.count + 4)
        for (s, c) in definition.cells where basicSlot[s.serial] < 0 { result.append(s, c) }
        for (s, c) in definition.cells {
            let t = basicSlot[s.serial]
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
        var stack: [(slot: Int32, ready: Bool)] = [(root, false)]
        while let (slot, ready) = stack.popLast() {
            let i = Int(slot)
            if walkState[i] == done { continue }
            if ready {
                walkState[i] = done
                order.append(slot)
                continue
            }
            if walkState[i] == open { continue }
            walkState[i] = open
            stack.append((slot, true))
            for s in rows[i].symbols {
                let t = basicSlot[s.serial]
                if t >= 0, roles[Int(t)] == .definition, walkState[Int(t)] != done { stack.append((t, false)) }
            }
        }

        // Expand in reverse post-order: when a definition's turn comes, every
        // definition that references it has added its share to its coefficient.
        if dense.count < serialCount {
            dense.append(contentsOf: repeatElement(0, count: serialCount - dense.count))
        }
        denseTouched.removeAll(keepingCapacity: true)
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
            let slot = basicSlot[serial]
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
            cells.append((symbolOf[Int(serial)], c))
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

    /// The definitions compiled for evaluation, in dependency order.
    mutating func compiledDefinitions() -> DefinitionProgram {
        if let program { return program }
        var compiled = DefinitionProgram()
        var state = [UInt8](repeating: 0, count: rows.count)  // 0 new, 1 open, 2 done
        for root in rows.indices where roles[root] == .definition && state[root] == 0 {
            var stack: [(slot: Int32, ready: Bool)] = [(Int32(root), false)]
            while let (slot, ready) = stack.popLast() {
                let i = Int(slot)
                if state[i] == 2 { continue }
                if ready {
                    state[i] = 2
                    compiled.append(slot, basics[i], rows[i])
                    continue
                }
                state[i] = 1
                stack.append((slot, true))
                for s in rows[i].symbols {
                    let t = basicSlot[s.serial]
                    if t >= 0, roles[Int(t)] == .definition, state[Int(t)] == 0 { stack.append((t, false)) }
                }
            }
        }
        program = compiled
        return compiled
    }

    /// Brings `values` up to date: core-basic symbols take their row's
    /// constant, definitions are evaluated in dependency order.
    ///
    /// - Complexity: O(moved core rows + cells of the definitions).
    mutating func evaluate() {
        for slot in movedCore where roles[Int(slot)] == .core {
            values[basics[Int(slot)].serial] = rows[Int(slot)].constant
        }
        movedCore.removeAll(keepingCapacity: true)
        let program = compiledDefinitions()
        values.withUnsafeMutableBufferPointer { values in
            rows.withUnsafeBufferPointer { rows in
                var start = 0
                for step in program.slots.indices {
                    var x = rows[Int(program.slots[step])].constant
                    let end = Int(program.ends[step])
                    for t in start..<end { x += program.coefficients[t] * values[Int(program.sources[t])] }
                    values[Int(program.targets[step])] = x
                    start = end
                }
            }
        }
    }

    /// Publishes every variable's value.
    mutating func updateVariables() {
        evaluate()
        values.withUnsafeBufferPointer { values in
            for (s, storage) in zip(externals, valueStorage) { storage.pointee = values[s.serial] }
        }
    }

    /// Publishes every variable's value and calls `onChange` for each
    /// variable whose published value differs from the one it held.
    mutating func updateVariables(onChange: (Variable) -> Void) {
        evaluate()
        values.withUnsafeBufferPointer { values in
            for (s, storage) in zip(externals, valueStorage) {
                let value = values[s.serial]
                guard storage.pointee != value else { continue }
                storage.pointee = value
                if let variable = variableOf[s.serial] { onChange(variable) }
            }
        }
    }
}
