/// What the tableau keeps of one symbol, in one array by serial: where its
/// row is, which rows hold it, and where its variable is, if it has one.
///
/// One record rather than a parallel array per property: making a symbol is
/// one append (one uniqueness and capacity check, one growth now and then),
/// and a solver has one buffer to allocate and free for them. The values,
/// the variables' records and the publication flags stay dense arrays of
/// their own, for the tight loops of evaluation and publication.
struct SymbolRecord {
    /// The symbol of this serial.
    private(set) var symbol: Symbol
    /// The slot of the row whose basic symbol this is, or -1 when parametric.
    var basicSlot: Int32 = -1
    /// The position of an external symbol in `Tableau.externals`, and of
    /// its variable in `Tableau.variables`; -1 for the solver's own.
    var externalIndex: Int32 = -1
    /// The tag index of the edit constraint of this symbol's variable, or -1.
    var editTag: Int32 = -1
    /// The core and objective rows holding a cell of this symbol.
    var coreColumn = Column()
    /// The definition rows holding a cell of this symbol.
    var definitionColumn = Column()

    /// Records the row in `slot` in the column of its role (`adding`), or
    /// forgets it there.
    @inline(__always) mutating func update(_ slot: Int32, role: RowRole, adding: Bool) {
        if role == .definition {
            if adding { definitionColumn.insert(slot) } else { definitionColumn.remove(slot) }
        } else {
            if adding { coreColumn.insert(slot) } else { coreColumn.remove(slot) }
        }
    }

    init(symbol: Symbol) {
        self.symbol = symbol
    }

    /// Gives the record's symbol its new serial (see ``Symbol/renumbered(by:)``).
    mutating func renumber(by serials: UnsafeBufferPointer<Int32>) {
        symbol = unsafe symbol.renumbered(by: serials)
    }
}
