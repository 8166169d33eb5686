/// The solver's state: rows, columns, objectives and the constraints held.
///
/// A failed operation leaves it exactly as before: by undoing its pivots, or
/// from the journal of what it changed (``UndoJournal``), never from a copy.
@safe struct Tableau {
    // MARK: Rows, by slot
    var rows: [Row] = []
    var roles: [RowRole] = []
    var basics: [Symbol] = []
    var freeSlots: [Int32] = []

    // MARK: Symbols, by serial
    var serialCount = 0
    /// How many serials left the tableau since the symbols were last
    /// renumbered (a removed constraint's markers, an artificial variable):
    /// when they outnumber the rest, ``compactSymbolsIfSparse()`` renumbers.
    var retiredSerials = 0
    /// What the tableau keeps of each symbol, by serial: one record, so that
    /// a new symbol is one append rather than one per property.
    var symbols: [SymbolRecord] = []

    // MARK: Model
    /// Who this tableau is to the variables it publishes into; its identity
    /// tags the ids that variables and constraints cache for it.
    private(set) var publisher: Publisher
    private(set) var identity: ObjectIdentifier
    /// The symbol of each variable, by identity: built only once a variable
    /// known here was registered by another solver since, so that its
    /// cached symbol cannot be trusted.
    var variableIndex: [ObjectIdentifier: Symbol]?
    var externals: [Symbol] = []
    /// The record of the variable of each external symbol, by serial (nil for
    /// the solver's own symbols).
    var recordOf: [UnsafeMutablePointer<VariableRecord>?] = unsafe []
    /// The variable of each external symbol, in the order of ``externals``
    /// (a symbol's record holds its position): apart from ``symbols``, so
    /// that a copy of a template (``SolverTemplate``) replaces its
    /// variables without copying the records of every symbol.
    var variables: [Variable] = []
    /// The constraints held, by the dense index each caches (nil: free).
    var tags: [Tag?] = []
    var freeTags: [Int32] = []
    /// The index of each constraint held, by identity: built only once a
    /// constraint held here was registered by another solver since.
    var constraintIndex: [ObjectIdentifier: Int32]?
    var editCount = 0
    var additions = 0
    /// One objective per strength level in use, in the order they were
    /// made; `levelOrder` lists their indices highest level first, and
    /// `levelRank` gives each index its place there.
    var objectives: [Objective] = []
    var levelOrder: [Int32] = []
    var levelRank: [Int32] = []
    /// The objectives holding each symbol, by serial, once there are more
    /// than ``levelsWithoutColumns`` (empty until then).
    var objectiveColumns: [Column] = []
    /// Whether `objectiveColumns` is kept: with few levels, reading each
    /// level's coefficient finds the ones holding a symbol for less than
    /// keeping a column per symbol costs.
    var keepsObjectiveColumns = false

    // MARK: Work state
    var infeasible: [Int32] = []
    /// The pivots of the last dual simplex run (to undo them).
    var dualPivots: [Pivot] = []
    /// The pivots of the last primal simplex run (to undo them).
    var primalPivots: [Pivot] = []
    /// A lower ``pivotLimit`` for tests (``Solver/maximumPivots``); nil in use.
    var maximumPivots: Int?
    /// The definitions' evaluation order and the ones waiting for evaluation.
    var program = DefinitionProgram()
    /// Core slots whose constant may have changed since the last evaluation.
    var movedCore: [Int32] = []
    /// Serials of symbols that left the basis since the last evaluation
    /// (their value becomes 0 unless they are basic again).
    var releasedBasics: [Int32] = []
    /// Serials of the external symbols whose value changed (or that are new)
    /// since the last publication: `changedExternals[0..<changedExternalCount]`
    /// (the rest is room, so that an evaluation writes them through a pointer).
    var changedExternals: [Int32] = []
    var changedExternalCount = 0
    /// Whether each serial is in `changedExternals`.
    var isChangedExternal: [Bool] = []
    /// The value of each symbol, by serial, as of the last evaluation
    /// (parametric symbols: 0).
    var values: [Double] = []
    var scratchAdded: [Symbol] = []
    var scratchRemoved: [Symbol] = []
    /// Expanding a definition: an accumulator by serial (all zeros between
    /// uses), the serials it touched, and the walk's state by slot.
    var dense: [Double] = []
    var denseTouched: [Int32] = []
    var walkState = WalkMarks()
    /// The walk's explicit stack and the post-order it yields, kept between
    /// expansions with their capacity.
    var definitionWalkScratch: [WalkStep] = []
    var definitionOrderScratch: [Int32] = []
    /// The two walks that look for a cycle a new definition would close:
    /// the slots each has still to visit.
    var reachDown: [Int32] = []
    var reachUp: [Int32] = []
    /// What an addition through an artificial variable changed, to undo it
    /// if the addition fails (recording only then).
    var undo = UndoJournal()
    /// How many additions took the artificial-variable path, and the
    /// entries their journals held in all (for tests of what they cost).
    var artificialAdditions = 0
    var journalledEntries = 0

    #if CASSOWARY_CHECKS
        // MARK: Invariant checks
        /// How many times the invariants were checked.
        var invariantChecks = 0
        /// Slots whose row, role or basic symbol changed since the last check.
        var touchedSlots: [Int32] = []
        /// Serials whose columns changed since the last check.
        var touchedSerials: [Int32] = []
    #endif

    /// Room to reserve at the first addition (see
    /// ``init(reservingAtFirstAddition:slots:)``), or nil.
    var pendingReservation: (symbolCount: Int, slots: Int)?

    /// Creates an empty tableau with room for `symbolCount` symbols and
    /// `slots` rows and constraints. The default fits a small system (a
    /// screen of a few views: some 30 constraints, 60 symbols) from the
    /// start: each growth of these arrays costs an allocation, a copy and a
    /// free.
    init(symbolCount: Int = 64, slots: Int = 32) {
        publisher = Publisher()
        identity = ObjectIdentifier(publisher)
        reserve(symbolCount: symbolCount, slots: slots)
    }

    /// Creates an empty tableau that makes room for `symbolCount` symbols
    /// and `slots` rows and constraints at its first addition, not before:
    /// a solver that never takes a constraint (a tree's, when the tree
    /// joins another before its first use) allocates no storage, and one
    /// that does reserves what it would have reserved from the start.
    init(reservingAtFirstAddition symbolCount: Int, slots: Int) {
        publisher = Publisher()
        identity = ObjectIdentifier(publisher)
        pendingReservation = (symbolCount, slots)
    }

    /// Makes the room of a pending reservation.
    mutating func reservePending() {
        guard let pending = pendingReservation else { return }
        pendingReservation = nil
        reserve(symbolCount: pending.symbolCount, slots: pending.slots)
    }

    private mutating func reserve(symbolCount: Int, slots: Int) {
        symbols.reserveCapacity(symbolCount)
        unsafe recordOf.reserveCapacity(symbolCount)
        values.reserveCapacity(symbolCount)
        isChangedExternal.reserveCapacity(symbolCount)
        externals.reserveCapacity(symbolCount / 2)
        variables.reserveCapacity(symbolCount / 2)
        changedExternals.reserveCapacity(symbolCount)
        rows.reserveCapacity(slots)
        roles.reserveCapacity(slots)
        basics.reserveCapacity(slots)
        tags.reserveCapacity(slots)
        movedCore.reserveCapacity(slots)
        releasedBasics.reserveCapacity(slots / 2)
        freeSlots.reserveCapacity(slots / 2)
        program.reserveCapacity(slots: slots)
    }
}

// MARK: - Identity

extension Tableau {
    /// Gives this tableau an identity of its own: a copy of another
    /// tableau (see ``SolverTemplate``) must not claim its variables,
    /// constraints or published values.
    mutating func takeNewIdentity() {
        publisher = Publisher()
        identity = ObjectIdentifier(publisher)
    }
}

// MARK: - Symbols and slots

extension Tableau {
    /// The variable of the symbol of `serial`, or nil for a symbol of the
    /// solver's own.
    @inline(__always) func variable(ofSerial serial: Int) -> Variable? {
        let k = symbols[serial].externalIndex
        return k >= 0 ? variables[Int(k)] : nil
    }

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let s = Symbol(serial: serialCount, kind: kind)
        serialCount += 1
        symbols.append(SymbolRecord(symbol: s))
        unsafe recordOf.append(nil)
        values.append(0)
        isChangedExternal.append(false)
        if keepsObjectiveColumns { objectiveColumns.append(Column()) }
        return s
    }

    private mutating func register(_ symbol: Symbol, in slot: Int32, role: RowRole) {
        #if CASSOWARY_CHECKS
            noteTouched(serial: symbol.serial)
        #endif
        if undo.isRecording { journalRecord(symbol.serial) }
        if role == .definition {
            symbols[symbol.serial].definitionColumn.insert(slot)
        } else {
            symbols[symbol.serial].coreColumn.insert(slot)
        }
    }

    private mutating func unregister(_ symbol: Symbol, from slot: Int32, role: RowRole) {
        #if CASSOWARY_CHECKS
            noteTouched(serial: symbol.serial)
        #endif
        if undo.isRecording { journalRecord(symbol.serial) }
        if role == .definition {
            symbols[symbol.serial].definitionColumn.remove(slot)
        } else {
            symbols[symbol.serial].coreColumn.remove(slot)
        }
    }

    /// Records `slot` in the column of each symbol of `row` (`adding`), or
    /// forgets it there: one access to the symbol records for the whole
    /// row, rather than a uniqueness check of them per cell.
    private mutating func index(_ row: Row, in slot: Int32, role: RowRole, adding: Bool) {
        #if CASSOWARY_CHECKS
            for s in row.symbols { noteTouched(serial: s.serial) }
        #endif
        if undo.isRecording { journalRecords(of: row) }
        unsafe row.storage.withUnsafeBufferPointer { cells in
            unsafe symbols.withUnsafeMutableBufferPointer { records in
                for k in cells.indices {
                    unsafe records[cells[k].symbol.serial].update(slot, role: role, adding: adding)
                }
            }
        }
    }

    /// `index(_:in:role:adding:)` for a list of symbols.
    private mutating func index(_ list: [Symbol], in slot: Int32, role: RowRole, adding: Bool) {
        #if CASSOWARY_CHECKS
            for s in list { noteTouched(serial: s.serial) }
        #endif
        if undo.isRecording {
            for s in list { journalRecord(s.serial) }
        }
        unsafe list.withUnsafeBufferPointer { list in
            unsafe symbols.withUnsafeMutableBufferPointer { records in
                for k in list.indices { unsafe records[list[k].serial].update(slot, role: role, adding: adding) }
            }
        }
    }

    /// Stores a row in a slot and indexes its cells.
    @discardableResult
    mutating func allocate(_ row: Row, basic: Symbol, role: RowRole) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            if undo.isRecording { journalTakenFreeSlot(free) }
            rows[Int(slot)] = row
            roles[Int(slot)] = role
            basics[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            roles.append(role)
            basics.append(basic)
        }
        #if CASSOWARY_CHECKS
            noteTouched(slot: slot)
        #endif
        index(row, in: slot, role: role, adding: true)
        if basic.isValid {
            if undo.isRecording { journalRecord(basic.serial) }
            symbols[basic.serial].basicSlot = slot
        }
        if role == .definition { noteDefinitionReshaped(slot) }
        if role == .core { movedCore.append(slot) }
        return slot
    }

    /// Empties a slot, returning its row; the basic symbol becomes parametric.
    @discardableResult
    mutating func release(_ slot: Int32) -> Row {
        let i = Int(slot)
        let row = rows[i]
        let role = roles[i]
        #if CASSOWARY_CHECKS
            noteTouched(slot: slot)
        #endif
        if undo.isRecording { journalSlot(slot) }
        index(row, in: slot, role: role, adding: false)
        if basics[i].isValid {
            if undo.isRecording { journalRecord(basics[i].serial) }
            symbols[basics[i].serial].basicSlot = -1
            releasedBasics.append(Int32(basics[i].serial))
        }
        if role == .definition { noteDefinitionReshaped(slot) }
        rows[i] = Row()
        roles[i] = .free
        basics[i] = .invalid
        freeSlots.append(slot)
        return row
    }

    /// Adds `k · other` to the row in `slot`, keeping the columns current.
    mutating func addToRow(_ slot: Int32, _ other: Row, times k: Double) {
        let i = Int(slot)
        if undo.isRecording { journalSlot(slot) }
        scratchAdded.clearKeepingCapacity()
        scratchRemoved.clearKeepingCapacity()
        rows[i].add(other, times: k, added: &scratchAdded, removed: &scratchRemoved)
        #if CASSOWARY_CHECKS
            noteTouched(slot: slot)
        #endif
        let role = roles[i]
        if !scratchAdded.isEmpty { index(scratchAdded, in: slot, role: role, adding: true) }
        if !scratchRemoved.isEmpty { index(scratchRemoved, in: slot, role: role, adding: false) }
        if role == .definition { noteDefinitionReshaped(slot) }
        if role == .core { movedCore.append(slot) }
    }

    /// Adds `coefficient` to the cell of `symbol` in the row in `slot`.
    mutating func insertIntoRow(_ slot: Int32, _ symbol: Symbol, _ coefficient: Double) {
        if undo.isRecording { journalSlot(slot) }
        let change = rows[Int(slot)].insert(symbol, coefficient)
        #if CASSOWARY_CHECKS
            noteTouched(slot: slot)
        #endif
        let role = roles[Int(slot)]
        if change > 0 { register(symbol, in: slot, role: role) }
        if change < 0 { unregister(symbol, from: slot, role: role) }
        if role == .definition { noteDefinitionReshaped(slot) }
    }

    /// Removes the cell of `symbol` from the row in `slot`, returning its
    /// coefficient. The caller clears the symbol's column.
    private mutating func takeFromRowLeavingColumn(_ slot: Int32, _ symbol: Symbol) -> Double {
        if undo.isRecording { journalSlot(slot) }
        let c = rows[Int(slot)].coefficient(for: symbol)
        rows[Int(slot)].remove(symbol)
        #if CASSOWARY_CHECKS
            noteTouched(slot: slot)
            noteTouched(serial: symbol.serial)
        #endif
        if roles[Int(slot)] == .definition { noteDefinitionReshaped(slot) }
        return c
    }

}

// MARK: - Substitution

extension Tableau {
    /// Replaces `symbol`, which has just become basic with `row`, in every core
    /// and objective row. Core rows whose constant turns negative are recorded
    /// as infeasible. Definitions keep referencing `symbol` lazily.
    mutating func substituteCore(_ symbol: Symbol, _ row: Row) {
        substituteObjectives(symbol, row)
        let slots = symbols[symbol.serial].coreColumn
        if slots.isEmpty { return }
        if undo.isRecording { journalRecord(symbol.serial) }
        symbols[symbol.serial].coreColumn.removeAll()
        for slot in slots {
            let c = takeFromRowLeavingColumn(slot, symbol)
            addToRow(slot, row, times: c)
            if roles[Int(slot)] == .core, rows[Int(slot)].constant < 0 { infeasible.append(slot) }
        }
    }

    /// Replaces `symbol` by `row` in every definition that references it
    /// directly. `row` must be canonical (only parametric symbols), so that no
    /// cycle can form.
    mutating func substituteDefinitions(_ symbol: Symbol, _ row: Row) {
        let slots = symbols[symbol.serial].definitionColumn
        if slots.isEmpty { return }
        if undo.isRecording { journalRecord(symbol.serial) }
        symbols[symbol.serial].definitionColumn.removeAll()
        for slot in slots {
            let c = takeFromRowLeavingColumn(slot, symbol)
            addToRow(slot, row, times: c)
        }
    }

    /// Removes every cell of `symbol`, objectives included: the symbol is
    /// fixed at zero from now on (an artificial variable after phase one).
    mutating func eraseSymbol(_ symbol: Symbol) {
        eraseFromObjectives(symbol)
        if undo.isRecording { journalRecord(symbol.serial) }
        for slot in symbols[symbol.serial].coreColumn { _ = takeFromRowLeavingColumn(slot, symbol) }
        for slot in symbols[symbol.serial].definitionColumn { _ = takeFromRowLeavingColumn(slot, symbol) }
        symbols[symbol.serial].coreColumn.removeAll()
        symbols[symbol.serial].definitionColumn.removeAll()
    }

    /// Makes `entering` basic in place of the basic symbol of the core row in
    /// `slot`. If `entering` is a user's variable, its row becomes a definition.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        let leaving = basics[Int(slot)]
        var row = release(slot)
        row.solve(for: entering, replacing: leaving)
        substituteCore(entering, row)
        allocate(row, basic: entering, role: entering.isExternal ? .definition : .core)
    }
}
