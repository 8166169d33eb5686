// Renumbering the symbols. A removed constraint's marker and errors leave
// the tableau, but their serials would index every per-symbol array (the
// symbol records, values, variables' records, publication flags, each
// objective's coefficients) for good: a stack toggled thousands of times
// would carry mostly dead serials. When the serials retired since the last
// renumbering outnumber the rest, the symbols still in use are numbered
// afresh, in their order, and every structure that holds a serial is
// rewritten. Serial order breaks every tie in the solver (cell order, the
// entering and leaving symbols, the heaps of candidates), and renumbering in
// order keeps every comparison between the symbols in use: the solver makes
// the same choices as if it had kept the old serials.

extension Tableau {
    /// How many retired serials a tableau keeps, however few the others:
    /// below this, a renumbering would cost more than the memory it frees.
    static let retiredSerialAllowance = 64

    /// Renumbers the symbols when the serials retired since the last
    /// renumbering outnumber the others. Each renumbering costs the size of
    /// the tableau, paid for by as many retirements since the last one.
    mutating func compactSymbolsIfSparse() {
        guard retiredSerials > Tableau.retiredSerialAllowance, 2 * retiredSerials > serialCount else { return }
        compactSymbols()
    }

    /// Numbers the symbols still in use afresh, in their order, dropping the
    /// others, and shrinks the arrays indexed by serial to fit.
    ///
    /// A symbol is in use while it is a user's variable, is basic, has a
    /// cell in a row, a coefficient in an objective, or marks a constraint
    /// held. Only between operations: the pivots journalled for an undo and
    /// the scratch arrays are dropped.
    ///
    /// - Complexity: O(symbols + cells + compiled definition terms).
    mutating func compactSymbols() {
        retiredSerials = 0
        let count = serialCount
        var serials = [Int32](repeating: -1, count: count)
        for tag in tags {
            tag?.forEachMarker { serials[$0.serial] = 0 }
        }
        for objective in objectives {
            objective.forEachNonZero { serials[$0] = 0 }
        }
        var next: Int32 = 0
        symbols.withUnsafeBufferPointer { records in
            for serial in 0..<count {
                let record = records[serial]
                let inUse =
                    serials[serial] == 0 || record.symbol.isExternal || record.basicSlot >= 0
                    || !record.coreColumn.isEmpty || !record.definitionColumn.isEmpty
                if inUse {
                    serials[serial] = next
                    next += 1
                } else {
                    serials[serial] = -1
                }
            }
        }
        let newCount = Int(next)
        if newCount == count { return }
        serials.withUnsafeBufferPointer { renumber(by: $0, count: newCount) }
    }

    /// Rewrites every serial `s` held as `serials[s]` (for the symbols in
    /// use; the others are gone from every row, objective and constraint).
    private mutating func renumber(by serials: UnsafeBufferPointer<Int32>, count newCount: Int) {
        // Room for a quarter more: the arrays grow by doubling from there.
        let capacity = max(64, newCount + newCount / 4)
        var newSymbols: [SymbolRecord] = []
        var newRecordOf: [UnsafeMutablePointer<VariableRecord>?] = []
        var newValues: [Double] = []
        var newIsChangedExternal: [Bool] = []
        newSymbols.reserveCapacity(capacity)
        newRecordOf.reserveCapacity(capacity)
        newValues.reserveCapacity(capacity)
        newIsChangedExternal.reserveCapacity(capacity)
        for serial in 0..<serialCount where serials[serial] >= 0 {
            let symbol = symbols[serial].symbol.renumbered(by: serials)
            newSymbols.append(SymbolRecord(symbols[serial], renumberedAs: symbol))
            newRecordOf.append(recordOf[serial])
            newValues.append(values[serial])
            newIsChangedExternal.append(isChangedExternal[serial])
            if let record = recordOf[serial], record.pointee.registrar == identity {
                record.pointee.symbolSerial = Int32(symbol.serial)
            }
        }
        symbols = newSymbols
        recordOf = newRecordOf
        values = newValues
        isChangedExternal = newIsChangedExternal
        for k in objectives.indices { objectives[k].renumber(by: serials, capacity: capacity) }

        for i in rows.indices where roles[i] != .free {
            rows[i].renumberSymbols(by: serials)
            if basics[i].isValid { basics[i] = basics[i].renumbered(by: serials) }
        }
        for i in tags.indices where tags[i] != nil {
            if tags[i]!.marker.isValid { tags[i]!.marker = tags[i]!.marker.renumbered(by: serials) }
            if tags[i]!.other.isValid { tags[i]!.other = tags[i]!.other.renumbered(by: serials) }
        }
        for k in externals.indices { externals[k] = externals[k].renumbered(by: serials) }
        if variableIndex != nil {
            var index: [ObjectIdentifier: Symbol] = [:]
            for s in externals { index[symbols[s.serial].variable!.id] = s }
            variableIndex = index
        }
        program.renumber(by: serials)

        releasedBasics = releasedBasics.compactMap { serials[Int($0)] >= 0 ? serials[Int($0)] : nil }
        changedExternals = changedExternals[0..<changedExternalCount].compactMap { serial in
            Int(serial) < serials.count && serials[Int(serial)] >= 0 ? serials[Int(serial)] : nil
        }
        changedExternalCount = changedExternals.count
        dense = []
        denseTouched = []
        scratchAdded.clearKeepingCapacity()
        scratchRemoved.clearKeepingCapacity()
        primalPivots.clearKeepingCapacity()
        dualPivots.clearKeepingCapacity()
        #if CASSOWARY_CHECKS
            touchedSerials = touchedSerials.compactMap {
                $0 < serialCount && serials[Int($0)] >= 0 ? serials[Int($0)] : nil
            }
            // Every row and column changed its serials: check them all.
            touchedSlots.append(contentsOf: Int32(0)..<Int32(rows.count))
            touchedSerials.append(contentsOf: Int32(0)..<Int32(newCount))
        #endif
        serialCount = newCount
    }
}
