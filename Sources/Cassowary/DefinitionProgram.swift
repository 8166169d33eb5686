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
    /// How many slots wait for evaluation since the last one: they are
    /// `heap[0..<queueCount]`, in the order they were queued, until an
    /// evaluation orders them.
    var queueCount = 0
    /// Slots whose definition row is new or changed since the last evaluation.
    var reshaped: [Int32] = []
    /// The slots queued for evaluation, then, during an evaluation, the
    /// definitions being evaluated as `level << 32 | slot`, a min-heap at the
    /// front (a slot waits at most once: room for all).
    var heap: [UInt64] = []
    /// The steps' terms (a definition's constant is read live from its row).
    var terms: [Cell] = []
    /// How many of `terms` belong to a definition's current terms (the
    /// rest are left by rows compiled again since, until a compaction).
    var liveTerms = 0
    /// The walk that levels reshaped definitions: a mark by slot.
    var walkMark = WalkMarks()
    /// The levelling walk's stack and its list of raised slots, empty
    /// between walks: their storage serves the next one.
    var walkStack: [WalkStep] = []
    var raisedSlots: [Int32] = []
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
        walkMark.cover(steps.count)
        heap.append(contentsOf: repeatElement(0, count: more))
    }

    /// Room for the definitions of `slots` slots, and their terms, from
    /// the start: a tableau's first definitions would otherwise grow these
    /// arrays one doubling at a time.
    mutating func reserveCapacity(slots: Int) {
        grow(to: slots)
        reshaped.reserveCapacity(slots)
        terms.reserveCapacity(2 * slots)
    }

    /// ``Tableau/levelReshapedDefinitions()`` on the tableau's arrays: a
    /// depth-first walk from each reshaped definition through the reshaped
    /// definitions it reads, compiling each when it is first reached and
    /// giving it its level once its inputs have theirs; then the readers of
    /// each are raised above it, and it is queued.
    ///
    /// The program's arrays are borrowed once for the whole walk (an array
    /// written in a loop checks its uniqueness on every write), and a
    /// definition's cells are read from its compiled terms.
    @inline(never) mutating func level(
        reshaped: [Int32], rows: [Row], symbols: [SymbolRecord], roles: [RowRole], basics: [Symbol],
        stack: inout [WalkStep], raised: inout [Int32]
    ) {
        let open = walkMark.begin(slotCount: steps.count)
        let done = open + 1
        var terms = self.terms
        self.terms = []
        var liveTerms = self.liveTerms
        var queueCount = self.queueCount
        unsafe steps.withUnsafeMutableBufferPointer { steps in
            unsafe heap.withUnsafeMutableBufferPointer { heap in
                unsafe walkMark.withUnsafeMarks { marks in
                    for root in reshaped where unsafe roles[Int(root)] == .definition && marks[Int(root)] != done {
                        stack.append(WalkStep(slot: root, ready: false))
                        while let step = stack.popLast() {
                            let i = Int(step.slot)
                            if unsafe marks[i] == done { continue }
                            let (start, end) = unsafe (Int(steps[i].termStart), Int(steps[i].termEnd))
                            if step.ready {
                                var level: Int32 = 0
                                for k in start..<end {
                                    let t = symbols[terms[k].symbol.serial].basicSlot
                                    if t >= 0, roles[Int(t)] == .definition {
                                        level = unsafe max(level, steps[Int(t)].level + 1)
                                    }
                                }
                                unsafe steps[i].level = level
                                unsafe marks[i] = done
                                continue
                            }
                            if unsafe marks[i] == open { continue }
                            unsafe marks[i] = open
                            // Compiled on the way down: its terms then serve
                            // the walk and the levelling.
                            liveTerms -= end - start
                            let first = terms.count
                            unsafe rows[i].storage.withUnsafeBufferPointer { cells in
                                let needed = first + cells.count
                                if terms.capacity < needed {
                                    terms.reserveCapacity(max(needed, 2 * terms.capacity))
                                }
                                for k in cells.indices { terms.append(unsafe cells[k]) }
                            }
                            unsafe steps[i].termStart = Int32(first)
                            unsafe steps[i].termEnd = Int32(terms.count)
                            unsafe steps[i].target = Int32(basics[i].serial)
                            liveTerms += terms.count - first
                            stack.append(WalkStep(slot: step.slot, ready: true))
                            for k in first..<terms.count {
                                let t = symbols[terms[k].symbol.serial].basicSlot
                                if t >= 0, roles[Int(t)] == .definition, unsafe steps[Int(t)].isReshaped,
                                    unsafe marks[Int(t)] != done
                                {
                                    stack.append(WalkStep(slot: t, ready: false))
                                }
                            }
                        }
                    }
                }
                // Readers of a reshaped definition, reshaped or not, must stay above it.
                for slot in reshaped {
                    let i = Int(slot)
                    unsafe steps[i].isReshaped = false
                    guard roles[i] == .definition else {
                        unsafe liveTerms -= Int(steps[i].termEnd - steps[i].termStart)
                        unsafe steps[i].termStart = 0
                        unsafe steps[i].termEnd = 0
                        continue
                    }
                    unsafe Self.enqueue(slot, steps: steps, heap: heap, count: &queueCount)
                    raised.append(slot)
                    while let u = raised.popLast() {
                        let above = unsafe steps[Int(u)].level + 1
                        let serial = basics[Int(u)].serial
                        for k in 0..<symbols[serial].definitionColumn.count {
                            let w = symbols[serial].definitionColumn[k]
                            if unsafe steps[Int(w)].level < above {
                                unsafe steps[Int(w)].level = above
                                raised.append(w)
                            }
                        }
                    }
                }
            }
        }
        self.terms = terms
        self.liveTerms = liveTerms
        self.queueCount = queueCount
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

    /// Gives the compiled definitions their symbols' new serials (the
    /// serials in use, `serials[s] >= 0`, numbered afresh in their order),
    /// copying their terms to the front as ``compactIfSparse()`` does.
    ///
    /// A compiled definition that names a serial no longer in use was
    /// reshaped since (its row or its basic symbol changed): its terms are
    /// dropped, and it is compiled again, or discarded, at the next levelling.
    mutating func renumber(by serials: UnsafeBufferPointer<Int32>) {
        var compacted: [Cell] = []
        compacted.reserveCapacity(liveTerms + liveTerms / 4 + 64)
        liveTerms = 0
        for i in steps.indices {
            let start = Int(steps[i].termStart)
            let end = Int(steps[i].termEnd)
            let target = Int(steps[i].target)
            let inUse =
                unsafe target < serials.count && serials[target] >= 0
                && terms[start..<end].allSatisfy { unsafe serials[$0.symbol.serial] >= 0 }
            guard inUse else {
                assert(start == end || steps[i].isReshaped, "a current definition names a serial no longer in use")
                steps[i].termStart = 0
                steps[i].termEnd = 0
                steps[i].target = 0
                continue
            }
            steps[i].target = unsafe serials[target]
            steps[i].termStart = Int32(compacted.count)
            for t in start..<end {
                unsafe compacted.append(
                    Cell(symbol: terms[t].symbol.renumbered(by: serials), coefficient: terms[t].coefficient))
            }
            steps[i].termEnd = Int32(compacted.count)
            liveTerms += end - start
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
        unsafe steps.withUnsafeMutableBufferPointer { steps in
            unsafe heap.withUnsafeMutableBufferPointer { heap in
                unsafe Self.enqueue(slot, steps: steps, heap: heap, count: &queueCount)
            }
        }
    }

    /// Queues the definition in `slot` in `heap[0..<count]` (in the order
    /// queued), once: the one rule for queueing, on borrowed arrays.
    @inline(__always) static func enqueue(
        _ slot: Int32, steps: UnsafeMutableBufferPointer<DefinitionStep>, heap: UnsafeMutableBufferPointer<UInt64>,
        count: inout Int
    ) {
        if unsafe steps[Int(slot)].isQueued { return }
        unsafe steps[Int(slot)].isQueued = true
        unsafe heap[count] = UInt64(UInt32(bitPattern: slot))
        count += 1
    }

    /// The heap key of `slot` at `level`: ordered by level, then slot.
    @inline(__always) static func key(_ slot: Int32, level: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: level)) << 32 | UInt64(UInt32(bitPattern: slot))
    }

    @inline(__always) static func siftUp(_ key: UInt64, from start: Int, in h: UnsafeMutableBufferPointer<UInt64>) {
        var i = start
        while i > 0 {
            let parent = (i - 1) >> 1
            if unsafe h[parent] <= key { break }
            unsafe h[i] = unsafe h[parent]
            i = parent
        }
        unsafe h[i] = key
    }

    /// Removes the smallest key of `h[0..<count]`, which must not be empty.
    @inline(__always) static func popMin(_ h: UnsafeMutableBufferPointer<UInt64>, _ count: inout Int) -> UInt64 {
        let top = unsafe h[0]
        count -= 1
        let n = count
        if n == 0 { return top }
        let last = unsafe h[n]
        var i = 0
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n, unsafe h[child + 1] < h[child] { child += 1 }
            if unsafe last <= h[child] { break }
            unsafe h[i] = unsafe h[child]
            i = child
        }
        unsafe h[i] = last
        return top
    }

    /// One evaluation, through buffers its caller borrowed (one uniqueness
    /// check per array for the whole evaluation, none per definition):
    /// core rows that moved give their basic symbols their constants,
    /// symbols that left the basis become 0, the definitions reading
    /// either join the `queued` slots at the front of `heap`, and those
    /// run. A serial whose value changed, with a variable's record, is
    /// noted in `changedSerials` after the `changed` there already (once,
    /// by `isChanged`). Returns the new length of `changedSerials` and how
    /// many definitions were evaluated.
    @inline(never) static func evaluate(
        queued: Int, changed: Int, movedCore: [Int32], releasedBasics: [Int32], serialCount: Int, roles: [RowRole],
        basics: [Symbol], rows: [Row], symbols: [SymbolRecord], recordOf: [UnsafeMutablePointer<VariableRecord>?],
        terms: [Cell], values: UnsafeMutableBufferPointer<Double>, isChanged: UnsafeMutableBufferPointer<Bool>,
        changedSerials: UnsafeMutableBufferPointer<Int32>, steps: UnsafeMutableBufferPointer<DefinitionStep>,
        heap: UnsafeMutableBufferPointer<UInt64>
    ) -> (changed: Int, evaluated: Int) {
        var queueCount = queued
        var changedCount = changed
        // A core or parametric symbol's new value: note its variable,
        // queue the definitions that read it.
        func set(_ serial: Int, _ value: Double) {
            if unsafe values[serial] == value { return }
            unsafe values[serial] = value
            if unsafe recordOf[serial] != nil, unsafe !isChanged[serial] {
                unsafe isChanged[serial] = true
                unsafe changedSerials[changedCount] = Int32(serial)
                changedCount += 1
            }
            for k in 0..<symbols[serial].definitionColumn.count {
                unsafe enqueue(symbols[serial].definitionColumn[k], steps: steps, heap: heap, count: &queueCount)
            }
        }
        for k in movedCore.indices {
            let slot = Int(movedCore[k])
            if roles[slot] == .core { set(basics[slot].serial, rows[slot].constant) }
        }
        for k in releasedBasics.indices {
            let serial = Int(releasedBasics[k])
            if serial < serialCount && symbols[serial].basicSlot < 0 { set(serial, 0) }
        }
        if queueCount == 0 { return (changedCount, 0) }
        // The queued slots become the heap in place: the heap's end never
        // passes the next slot to read.
        var heapCount = 0
        for k in 0..<queueCount {
            let slot = unsafe Int32(truncatingIfNeeded: heap[k])
            if roles[Int(slot)] == .definition {
                unsafe siftUp(key(slot, level: steps[Int(slot)].level), from: heapCount, in: heap)
                heapCount += 1
            } else {
                unsafe steps[Int(slot)].isQueued = false
            }
        }
        let noted = changedCount
        return unsafe rows.withUnsafeBufferPointer { rows in
            unsafe symbols.withUnsafeBufferPointer { symbols in
                unsafe terms.withUnsafeBufferPointer { terms in
                    unsafe run(
                        heap: heap, count: heapCount, steps: steps, terms: terms, rows: rows, symbols: symbols,
                        values: values, isChanged: isChanged, changed: changedSerials, changedCount: noted)
                }
            }
        }
    }

    /// Evaluates the definitions in `heap[0..<count]` and those their
    /// changes reach, in increasing level, each once: a definition's value
    /// is its row's constant plus its terms, and when it changes, its serial
    /// is noted in `changed` (once, by `isChanged`) and the definitions
    /// reading it (its symbol record's definition column) join the heap.
    /// Returns the new length of `changed` and how many definitions were
    /// evaluated.
    @inline(__always) private static func run(
        heap: UnsafeMutableBufferPointer<UInt64>, count heapCount: Int,
        steps: UnsafeMutableBufferPointer<DefinitionStep>,
        terms: UnsafeBufferPointer<Cell>, rows: UnsafeBufferPointer<Row>, symbols: UnsafeBufferPointer<SymbolRecord>,
        values: UnsafeMutableBufferPointer<Double>, isChanged: UnsafeMutableBufferPointer<Bool>,
        changed: UnsafeMutableBufferPointer<Int32>, changedCount noted: Int
    ) -> (changed: Int, evaluated: Int) {
        var count = heapCount
        var changedCount = noted
        var evaluated = 0
        while count > 0 {
            var i = unsafe Int(UInt32(truncatingIfNeeded: popMin(heap, &count)))
            // Along a chain (a stack's running tops), the only reader of a
            // definition that changed comes next anyway when the heap is
            // empty: it is evaluated at once, without the heap.
            while true {
                let step = unsafe steps.baseAddress! + i
                unsafe step.pointee.isQueued = false
                evaluated &+= 1
                var x = unsafe rows[i].constant
                let start = unsafe Int(step.pointee.termStart)
                let end = unsafe Int(step.pointee.termEnd)
                if start < end {
                    var t = unsafe terms.baseAddress! + start
                    let last = unsafe terms.baseAddress! + end
                    repeat {
                        unsafe x += t.pointee.coefficient * values[t.pointee.symbol.serial]
                        unsafe t += 1
                    } while unsafe t < last
                }
                let serial = unsafe Int(step.pointee.target)
                if unsafe values[serial] == x { break }
                unsafe values[serial] = x
                if unsafe !isChanged[serial] {
                    unsafe isChanged[serial] = true
                    unsafe changed[changedCount] = Int32(serial)
                    changedCount += 1
                }
                let record = unsafe symbols.baseAddress! + serial
                let readers = unsafe record.pointee.definitionColumn.count
                if count == 0 && readers == 1 {
                    let w = unsafe record.pointee.definitionColumn[0]
                    let reader = unsafe steps.baseAddress! + Int(w)
                    if unsafe reader.pointee.isQueued { break }
                    unsafe reader.pointee.isQueued = true
                    i = Int(w)
                    continue
                }
                for k in 0..<readers {
                    let w = unsafe record.pointee.definitionColumn[k]
                    let reader = unsafe steps.baseAddress! + Int(w)
                    if unsafe reader.pointee.isQueued { continue }
                    unsafe reader.pointee.isQueued = true
                    unsafe siftUp(key(w, level: reader.pointee.level), from: count, in: heap)
                    count += 1
                }
                break
            }
        }
        return (changedCount, evaluated)
    }
}
