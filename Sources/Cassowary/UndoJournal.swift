/// What an addition through an artificial variable changes in the tableau,
/// saved just before each change, so that a failed addition can put every
/// row, symbol record and objective coefficient back exactly.
///
/// A row or symbol record is saved before its first change only (marked by
/// a generation, so that starting a journal clears nothing): a row saved
/// shares its cells with the tableau until changed, and saving it again
/// would make every later change copy them anew. Coefficients are saved
/// before each change and restored last first, so each ends as it was
/// before the first. What the addition appended (rows, symbols, work lists)
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
    /// The journal's generation, and the generation of the last save of
    /// each slot and serial.
    var generation: UInt32 = 0
    var slotMarks: [UInt32] = []
    var serialMarks: [UInt32] = []
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

    /// Starts a generation: no slot or serial is saved in it yet.
    mutating func nextGeneration() {
        if generation == UInt32.max {
            generation = 0
            for i in slotMarks.indices { slotMarks[i] = 0 }
            for i in serialMarks.indices { serialMarks[i] = 0 }
        }
        generation += 1
    }

    /// Marks `slot` saved in this generation; returns false if it was already.
    @inline(__always) mutating func markSlot(_ slot: Int) -> Bool {
        if slot >= slotMarks.count {
            slotMarks.append(contentsOf: repeatElement(0, count: max(slot + 1, 2 * slotMarks.count) - slotMarks.count))
        }
        if slotMarks[slot] == generation { return false }
        slotMarks[slot] = generation
        return true
    }

    /// Marks `serial` saved in this generation; returns false if it was already.
    @inline(__always) mutating func markSerial(_ serial: Int) -> Bool {
        if serial >= serialMarks.count {
            serialMarks.append(
                contentsOf: repeatElement(0, count: max(serial + 1, 2 * serialMarks.count) - serialMarks.count))
        }
        if serialMarks[serial] == generation { return false }
        serialMarks[serial] = generation
        return true
    }

    /// How many entries the journal holds (for tests of what an addition costs).
    var entryCount: Int {
        slots.count + records.count + coefficients.count + takenFreeSlots.count + writtenBack.count
    }
}
