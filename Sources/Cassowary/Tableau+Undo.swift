// Undoing a failed addition through an artificial variable. Phase one pivots
// rows in and out, substitutes them into the objectives and definitions,
// and the optimisation after it pivots more; any of them can fail. While
// `undo` records, the tableau's primitives (allocating, releasing and
// changing rows, clearing a column, substituting into the objectives) save
// what they are about to change, and a failure restores it.

extension Tableau {
    /// Starts recording the definitions written back while a new row is
    /// canonicalized (a cheap journal: the path the addition takes is not
    /// known yet).
    @inline(__always) mutating func beginWriteBackJournal() {
        undo.isRecordingWriteBacks = true
    }

    /// Starts recording every change, noting the lengths to cut back to.
    mutating func beginUndoJournal() {
        undo.isRecordingWriteBacks = false
        undo.isRecording = true
        undo.nextGeneration()
        undo.freeFloor = freeSlots.count
        undo.rowCount = rows.count
        undo.serialCount = serialCount
        undo.movedCoreCount = movedCore.count
        undo.releasedBasicCount = releasedBasics.count
        undo.infeasibleCount = infeasible.count
        undo.reshapedCount = program.reshaped.count
        undo.retiredSerials = retiredSerials
    }

    /// Stops recording and forgets what was recorded: the changes stay.
    @inline(__always) mutating func commitUndoJournal() {
        if undo.entryCount == 0 {
            undo.isRecording = false
            undo.isRecordingWriteBacks = false
        } else {
            undo.clear()
        }
    }

    /// Puts back the definitions written back since
    /// ``beginWriteBackJournal()``, last first, each in its slot.
    private mutating func restoreWrittenBack() {
        undo.isRecordingWriteBacks = false
        for saved in undo.writtenBack.reversed() {
            release(saved.slot)
            allocate(saved.row, basic: saved.basic, role: .definition)
        }
        undo.writtenBack.clearKeepingCapacity()
    }

    /// Puts back what the canonicalization of a new row wrote back, when
    /// the addition fails before any other change.
    mutating func rollBackWriteBacks() {
        restoreWrittenBack()
        undo.clear()
    }

    /// Saves the row in `slot` before its first change.
    @inline(__always) mutating func journalSlot(_ slot: Int32) {
        let i = Int(slot)
        guard undo.markSlot(i) else { return }
        undo.slots.append(UndoJournal.SavedSlot(slot: slot, row: rows[i], role: roles[i], basic: basics[i]))
    }

    /// Saves the record of the symbol `serial` before its first change (a
    /// symbol made since the start needs none: it is forgotten on failure).
    @inline(__always) mutating func journalRecord(_ serial: Int) {
        guard serial < undo.serialCount, undo.markSerial(serial) else { return }
        undo.records.append(UndoJournal.SavedRecord(serial: Int32(serial), record: symbols[serial]))
    }

    /// Saves the records of the symbols of `row`.
    mutating func journalRecords(of row: Row) {
        for s in row.symbols { journalRecord(s.serial) }
    }

    /// Saves the coefficient of `symbol` in objective `k`.
    @inline(__always) mutating func journalCoefficient(_ k: Int, _ symbol: Symbol) {
        undo.coefficients.append(
            UndoJournal.SavedCoefficient(
                objective: Int32(k), serial: Int32(symbol.serial), value: objectives[k].coefficient(for: symbol)))
    }

    /// Saves what substituting `row` for `symbol` changes in objective `k`:
    /// its constant and the coefficients of `symbol` and the row's symbols.
    mutating func journalSubstitution(_ k: Int, _ symbol: Symbol, _ row: Row) {
        undo.coefficients.append(
            UndoJournal.SavedCoefficient(objective: Int32(k), serial: -1, value: objectives[k].constant))
        journalCoefficient(k, symbol)
        for s in row.symbols { journalCoefficient(k, s) }
    }

    /// Notes a slot taken from the free list, which was free before the
    /// addition if the list is now shorter than it has been.
    @inline(__always) mutating func journalTakenFreeSlot(_ slot: Int32) {
        guard freeSlots.count < undo.freeFloor else { return }
        undo.freeFloor = freeSlots.count
        undo.takenFreeSlots.append(slot)
    }

    /// Puts back everything recorded since ``beginUndoJournal()``, last
    /// first, and stops recording. The symbols made since stay, for
    /// `forgetSymbols` to drop.
    mutating func rollBackUndoJournal() {
        undo.isRecording = false
        // Rows first: each slot as it was before its first change.
        for saved in undo.slots {
            let i = Int(saved.slot)
            rows[i] = saved.row
            roles[i] = saved.role
            basics[i] = saved.basic
        }
        // Slots that were free: emptied, and back in the free list in the
        // order they were taken from it; slots made since are dropped.
        for slot in undo.takenFreeSlots {
            rows[Int(slot)] = Row()
            roles[Int(slot)] = .free
            basics[Int(slot)] = .invalid
        }
        let extraRows = rows.count - undo.rowCount
        if extraRows > 0 {
            rows.removeLast(extraRows)
            roles.removeLast(extraRows)
            basics.removeLast(extraRows)
        }
        freeSlots.removeLast(freeSlots.count - undo.freeFloor)
        freeSlots.append(contentsOf: undo.takenFreeSlots.reversed())
        for saved in undo.records { symbols[Int(saved.serial)] = saved.record }
        for saved in undo.coefficients.reversed() {
            let k = Int(saved.objective)
            if saved.serial < 0 {
                objectives[k].constant = saved.value
            } else {
                restoreObjective(k, symbols[Int(saved.serial)].symbol, saved.value)
            }
        }
        // The work lists only grew: cut back, and the definitions noted as
        // reshaped since are no longer.
        movedCore.removeLast(movedCore.count - undo.movedCoreCount)
        releasedBasics.removeLast(releasedBasics.count - undo.releasedBasicCount)
        infeasible.removeLast(infeasible.count - undo.infeasibleCount)
        for slot in program.reshaped[undo.reshapedCount...] { program.steps[Int(slot)].isReshaped = false }
        program.reshaped.removeLast(program.reshaped.count - undo.reshapedCount)
        retiredSerials = undo.retiredSerials
        primalPivots.clearKeepingCapacity()
        restoreWrittenBack()
        undo.clear()
    }
}
