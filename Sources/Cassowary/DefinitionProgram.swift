/// The order in which definitions are evaluated, kept up to date as rows
/// change, and the definitions waiting for evaluation.
///
/// Each definition's slot has a level above the levels of the definitions it
/// reads, so that evaluating in increasing level evaluates every definition
/// after its inputs. A definition row that is new or changed is noted
/// (reshaped) and gets its level at the next evaluation, raising the levels
/// of its readers only where they are no longer above it: a change costs
/// the definitions it reaches, not a new order for all of them. The
/// definitions to evaluate wait in a heap by level, so that an evaluation
/// visits only the definitions a change reaches.
///
/// A value: a snapshot of the tableau keeps its own.
struct DefinitionProgram: Sendable {
    /// Each slot's definition as last compiled (stale for other slots).
    var steps: [DefinitionStep] = []
    /// Slots queued for evaluation since the last one, `queue[0..<queueCount]`
    /// (a slot waits at most once: room for all).
    var queue: [Int32] = []
    var queueCount = 0
    /// Slots whose definition row is new or changed since the last evaluation.
    var reshaped: [Int32] = []
    /// The definitions being evaluated, as `level << 32 | slot`, a min-heap
    /// in `heap[0..<heapCount]` (a slot waits at most once: room for all).
    var heap: [UInt64] = []
    var heapCount = 0
    /// The steps' terms (a definition's constant is read live from its row).
    var terms: [Cell] = []
    /// How many of `terms` belong to a definition's current terms (the
    /// rest are left by rows compiled again since, until a compaction).
    var liveTerms = 0
    /// The walk that levels reshaped definitions: a mark by slot.
    var walkMark: [UInt32] = []
    var walkGeneration: UInt32 = 0
    #if CASSOWARY_CHECKS
        /// How many definitions were evaluated so far (for tests of what a
        /// change costs).
        var evaluations = 0
    #endif

    /// Makes room for at least `count` slots (twice as many as before, as
    /// a tableau grows a slot at a time).
    mutating func grow(to count: Int) {
        guard steps.count < count else { return }
        let more = max(count, 2 * steps.count, 16) - steps.count
        steps.append(contentsOf: repeatElement(DefinitionStep(), count: more))
        walkMark.append(contentsOf: repeatElement(0, count: more))
        heap.append(contentsOf: repeatElement(0, count: more))
        queue.append(contentsOf: repeatElement(0, count: more))
    }

    /// Compiles the definition of `target` in `slot` from `row`.
    mutating func compile(_ slot: Int32, target serial: Int, _ row: Row) {
        let i = Int(slot)
        liveTerms -= Int(steps[i].termEnd - steps[i].termStart)
        steps[i].termStart = Int32(terms.count)
        terms.append(contentsOf: row.storage)
        steps[i].termEnd = Int32(terms.count)
        liveTerms += row.count
        steps[i].target = Int32(serial)
    }

    /// Forgets the compiled terms of a slot that no longer holds a definition.
    mutating func discard(_ slot: Int32) {
        let i = Int(slot)
        liveTerms -= Int(steps[i].termEnd - steps[i].termStart)
        steps[i].termStart = 0
        steps[i].termEnd = 0
    }

    /// Copies the live terms to the front when the dead ones outnumber them.
    ///
    /// The copy has room for a quarter more: the terms grow by doubling
    /// from there, so that the old and new buffers together, the peak of a
    /// compaction, stay near four times the live terms rather than six.
    mutating func compactIfSparse() {
        guard terms.count > 2 * liveTerms + 256 else { return }
        var compacted: [Cell] = []
        compacted.reserveCapacity(liveTerms + liveTerms / 4 + 64)
        for i in steps.indices where steps[i].termEnd > steps[i].termStart {
            let start = Int32(compacted.count)
            compacted.append(contentsOf: terms[Int(steps[i].termStart)..<Int(steps[i].termEnd)])
            steps[i].termStart = start
            steps[i].termEnd = Int32(compacted.count)
        }
        terms = compacted
    }

    /// Notes that the definition row in `slot` is new or changed: it gets a
    /// level and is evaluated at the next evaluation.
    @inline(__always) mutating func noteReshaped(_ slot: Int32, slotCount: Int) {
        if Int(slot) >= steps.count { grow(to: slotCount) }
        if steps[Int(slot)].isReshaped { return }
        steps[Int(slot)].isReshaped = true
        reshaped.append(slot)
    }

    /// Queues the definition in `slot` for the next evaluation.
    @inline(__always) mutating func enqueue(_ slot: Int32) {
        if steps[Int(slot)].isQueued { return }
        steps[Int(slot)].isQueued = true
        queue[queueCount] = slot
        queueCount += 1
    }

    /// Adds `slot` at `level` to the heap.
    @inline(__always) mutating func push(_ slot: Int32, level: Int32) {
        let key = UInt64(UInt32(bitPattern: level)) << 32 | UInt64(UInt32(bitPattern: slot))
        let count = heapCount
        heapCount += 1
        heap.withUnsafeMutableBufferPointer { DefinitionProgram.siftUp(key, from: count, in: $0) }
    }

    @inline(__always) static func siftUp(_ key: UInt64, from start: Int, in h: UnsafeMutableBufferPointer<UInt64>) {
        var i = start
        while i > 0 {
            let parent = (i - 1) >> 1
            if h[parent] <= key { break }
            h[i] = h[parent]
            i = parent
        }
        h[i] = key
    }

    /// Removes the smallest key of `h[0..<count]`, which must not be empty.
    @inline(__always) static func popMin(_ h: UnsafeMutableBufferPointer<UInt64>, _ count: inout Int) -> UInt64 {
        let top = h[0]
        count -= 1
        let n = count
        if n == 0 { return top }
        let last = h[n]
        var i = 0
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n, h[child + 1] < h[child] { child += 1 }
            if last <= h[child] { break }
            h[i] = h[child]
            i = child
        }
        h[i] = last
        return top
    }

    /// Evaluates the definitions in the heap and those their changes reach,
    /// in increasing level, each once: a definition's value is its row's
    /// constant plus its terms, and when it changes, its serial is noted in
    /// `changed` (once, by `isChanged`) and the definitions reading it (its
    /// symbol record's definition column) join the heap.
    mutating func run(
        rows: UnsafeMutablePointer<Row>, symbols: UnsafeMutablePointer<SymbolRecord>,
        values: UnsafeMutablePointer<Double>, isChanged: UnsafeMutablePointer<Bool>, changed: inout [Int32]
    ) {
        var count = heapCount
        heap.withUnsafeMutableBufferPointer { heap in
            steps.withUnsafeMutableBufferPointer { steps in
                terms.withUnsafeMutableBufferPointer { terms in
                    while count > 0 {
                        let i = Int(UInt32(truncatingIfNeeded: DefinitionProgram.popMin(heap, &count)))
                        steps[i].isQueued = false
                        #if CASSOWARY_CHECKS
                            evaluations += 1
                        #endif
                        var x = rows[i].constant
                        for t in Int(steps[i].termStart)..<Int(steps[i].termEnd) {
                            x += terms[t].coefficient * values[terms[t].symbol.serial]
                        }
                        let serial = Int(steps[i].target)
                        if values[serial] == x { continue }
                        values[serial] = x
                        if !isChanged[serial] {
                            isChanged[serial] = true
                            changed.append(Int32(serial))
                        }
                        let record = symbols + serial
                        for k in 0..<record.pointee.definitionColumn.count {
                            let w = Int(record.pointee.definitionColumn[k])
                            if steps[w].isQueued { continue }
                            steps[w].isQueued = true
                            let key = UInt64(UInt32(bitPattern: steps[w].level)) << 32 | UInt64(w)
                            DefinitionProgram.siftUp(key, from: count, in: heap)
                            count += 1
                        }
                    }
                }
            }
        }
        heapCount = count
    }
}
