/// Marks by slot for the walks over the tableau's rows. Each walk takes two
/// marks no slot holds yet (a generation and the one after it), so that
/// starting a walk clears nothing; the marks are cleared only when the
/// generations run out.
struct WalkMarks: Sendable {
    private var marks: [UInt32] = []
    private var generation: UInt32 = 0

    /// Starts a walk over `slotCount` slots: returns a mark no slot holds,
    /// and the mark after it is free too.
    @inline(__always) mutating func begin(slotCount: Int) -> UInt32 {
        cover(slotCount)
        if generation >= UInt32.max - 2 {
            generation = 0
            for i in marks.indices { marks[i] = 0 }
        }
        generation += 2
        return generation
    }

    /// Makes room for the marks of `slotCount` slots (for an owner that
    /// grows its slots ahead of the walks).
    @inline(__always) mutating func cover(_ slotCount: Int) {
        if marks.count < slotCount {
            marks.append(contentsOf: repeatElement(0, count: slotCount - marks.count))
        }
    }

    /// Calls `body` with the marks, borrowed once for a whole walk.
    @inline(__always) mutating func withUnsafeMarks<R>(
        _ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R
    ) rethrows -> R {
        unsafe try marks.withUnsafeMutableBufferPointer { unsafe try body($0) }
    }

    /// The mark of a slot (a slot below the count of the last walk begun).
    subscript(slot: Int) -> UInt32 {
        @inline(__always) get { marks[slot] }
        @inline(__always) set { marks[slot] = newValue }
    }
}
