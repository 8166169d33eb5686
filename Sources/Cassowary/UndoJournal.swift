/// What an addition through an artificial variable changes in the tableau,
/// saved just before each change, so that a failed addition can put every
/// row, symbol record and objective coefficient back exactly.
///
/// Each entry is the state before one change; entries are restored last
/// first, so a part changed several times ends with the state it had before
/// the first change. What the addition appended (rows, symbols, work lists)
/// is cut back to the lengths noted at the start. The journal grows with the
/// work the addition does, never with the size of the tableau: a snapshot of
/// the tableau, copied on write, cost a copy of every array per addition.
struct UndoJournal {
    /// A row's slot as it was: its row, role and basic symbol.
    struct SavedSlot {
        let slot: Int32
        let row: Row
        let role: RowRole
        let basic: Symbol
    }

    /// A symbol's record as it was.
    struct SavedRecord {
        let serial: Int32
        let record: SymbolRecord
    }

    /// An objective's coefficient of a serial (or, for serial -1, its
    /// constant) as it was.
    struct SavedCoefficient {
        let objective: Int32
        let serial: Int32
        let value: Double
    }

    /// Whether changes are being recorded.
    var isRecording = false
    /// Whether definitions written back in their expanded form are
    /// recorded (while a new row is canonicalized, before the path is
    /// known): only their old rows, which is cheap, rather than every change.
    var isRecordingWriteBacks = false
    /// The definitions written back, as they were, in order.
    var writtenBack: [SavedSlot] = []
    var slots: [SavedSlot] = []
    var records: [SavedRecord] = []
    var coefficients: [SavedCoefficient] = []
    /// Slots taken from below the free list's lowest point so far, in the
    /// order taken: free before the addition.
    var takenFreeSlots: [Int32] = []
    /// The lowest length the free list reached.
    var freeFloor = 0
    /// The lengths and counts at the start.
    var rowCount = 0
    var serialCount = 0
    var movedCoreCount = 0
    var releasedBasicCount = 0
    var infeasibleCount = 0
    var reshapedCount = 0
    var retiredSerials = 0

    /// Empties the journal, keeping its storage.
    mutating func clear() {
        isRecording = false
        isRecordingWriteBacks = false
        writtenBack.clearKeepingCapacity()
        slots.clearKeepingCapacity()
        records.clearKeepingCapacity()
        coefficients.clearKeepingCapacity()
        takenFreeSlots.clearKeepingCapacity()
    }

    /// How many entries the journal holds (for tests of what an addition costs).
    var entryCount: Int {
        slots.count + records.count + coefficients.count + takenFreeSlots.count + writtenBack.count
    }
}
