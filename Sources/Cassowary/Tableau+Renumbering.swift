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

    /// After a removal: renumbers the symbols when the serials retired
    /// since the last renumbering outnumber the others, or when an eighth
    /// of them are retired and the arrays by serial are nearly full (rather
    /// than let the next additions grow them). Each renumbering costs the
    /// size of the tableau, paid for by that many retirements since the
    /// last one. The arrays are renumbered in place, so that a system whose
    /// constraints come and go (a stack's toggles) keeps them at the size
    /// they first reached, without a second copy at a renumbering.
    @inline(__always) mutating func compactSymbolsIfSparse() {
        guard retiredSerials > Tableau.retiredSerialAllowance else { return }
        let sparse = 2 * retiredSerials > serialCount
        let nearlyFull = symbols.count + 32 > symbols.capacity && 8 * retiredSerials >= serialCount
        if sparse || nearlyFull { compactSymbols() }
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
        var next: Int32 = 0
        unsafe symbols.withUnsafeBufferPointer { records in
            for serial in 0..<count {
                let record = unsafe records[serial]
                let inUse =
                    serials[serial] == 0 || record.symbol.isExternal || record.basicSlot >= 0
                    || !record.coreColumn.isEmpty || !record.definitionColumn.isEmpty
                    || !isInNoObjective(record.symbol)
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
        unsafe serials.withUnsafeBufferPointer { unsafe renumber(by: $0, count: newCount) }
    }

    /// Rewrites every serial `s` held as `serials[s]` (for the symbols in
    /// use; the others are gone from every row, objective and constraint).
    private mutating func renumber(by serials: UnsafeBufferPointer<Int32>, count newCount: Int) {
        // In place: a symbol's new serial is never above its old one. The
        // records are swapped (moved, without reference counting), so that
        // the dropped ones end up past the new count.
        let identity = identity
        unsafe symbols.withUnsafeMutableBufferPointer { records in
            unsafe recordOf.withUnsafeMutableBufferPointer { recordOf in
                unsafe values.withUnsafeMutableBufferPointer { values in
                    unsafe isChangedExternal.withUnsafeMutableBufferPointer { isChangedExternal in
                        for serial in 0..<records.count where unsafe serials[serial] >= 0 {
                            let new = unsafe Int(serials[serial])
                            if new != serial {
                                unsafe records.swapAt(new, serial)
                                unsafe recordOf[new] = unsafe recordOf[serial]
                                if keepsObjectiveColumns { objectiveColumns[new] = objectiveColumns[serial] }
                                unsafe values[new] = unsafe values[serial]
                                unsafe isChangedExternal[new] = unsafe isChangedExternal[serial]
                            }
                            unsafe records[new].renumber(by: serials)
                            if let record = unsafe recordOf[new], unsafe record.pointee.registrar == identity {
                                unsafe record.pointee.symbolSerial = Int32(new)
                            }
                        }
                    }
                }
            }
        }
        // A subrange: `removeLast(_:)` removes one element at a time.
        symbols.removeSubrange(newCount...)
        unsafe recordOf.removeSubrange(newCount...)
        if keepsObjectiveColumns { objectiveColumns.removeSubrange(newCount...) }
        values.removeSubrange(newCount...)
        isChangedExternal.removeSubrange(newCount...)
        // Arrays four times larger than needed (a system that shrank) are
        // copied to fit, with room for a quarter more.
        let capacity = max(64, newCount + newCount / 4)
        if symbols.capacity > 4 * capacity {
            symbols = symbols.copy(reservingCapacity: capacity)
            unsafe recordOf = unsafe recordOf.copy(reservingCapacity: capacity)
            values = values.copy(reservingCapacity: capacity)
            isChangedExternal = isChangedExternal.copy(reservingCapacity: capacity)
        }
        if objectiveColumns.capacity > 4 * capacity {
            objectiveColumns = objectiveColumns.copy(reservingCapacity: capacity)
        }
        for k in objectives.indices { unsafe objectives[k].renumber(by: serials) }

        for i in rows.indices where roles[i] != .free {
            unsafe rows[i].renumberSymbols(by: serials)
            if basics[i].isValid { basics[i] = unsafe basics[i].renumbered(by: serials) }
        }
        for i in tags.indices where tags[i] != nil {
            if tags[i]!.marker.isValid { tags[i]!.marker = unsafe tags[i]!.marker.renumbered(by: serials) }
            if tags[i]!.other.isValid { tags[i]!.other = unsafe tags[i]!.other.renumbered(by: serials) }
        }
        for k in externals.indices { externals[k] = unsafe externals[k].renumbered(by: serials) }
        if variableIndex != nil {
            var index: [ObjectIdentifier: Symbol] = [:]
            for s in externals { index[variable(ofSerial: s.serial)!.id] = s }
            variableIndex = index
        }
        unsafe program.renumber(by: serials)

        releasedBasics = releasedBasics.compactMap { unsafe serials[Int($0)] >= 0 ? serials[Int($0)] : nil }
        changedExternals = changedExternals[0..<changedExternalCount].compactMap { serial in
            unsafe Int(serial) < serials.count && serials[Int(serial)] >= 0 ? serials[Int(serial)] : nil
        }
        changedExternalCount = changedExternals.count
        dense = []
        denseTouched = []
        definitionWalkScratch = []
        definitionOrderScratch = []
        scratchAdded.clearKeepingCapacity()
        scratchRemoved.clearKeepingCapacity()
        primalPivots.clearKeepingCapacity()
        dualPivots.clearKeepingCapacity()
        #if CASSOWARY_CHECKS
            touchedSerials = touchedSerials.compactMap {
                unsafe $0 < serialCount && serials[Int($0)] >= 0 ? serials[Int($0)] : nil
            }
            // Every row and column changed its serials: check them all.
            touchedSlots.append(contentsOf: Int32(0)..<Int32(rows.count))
            touchedSerials.append(contentsOf: Int32(0)..<Int32(newCount))
        #endif
        serialCount = newCount
    }
}
