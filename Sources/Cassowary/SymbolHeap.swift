/// A min-heap of symbols with lazy deletion: entries whose condition no
/// longer holds are dropped when they reach the top.
struct SymbolHeap: Sendable {
    private var items: [Symbol] = []

    mutating func push(_ s: Symbol) {
        items.append(s)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard items[i] < items[parent] else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    /// The lowest entry that still holds and is accepted, or invalid.
    mutating func lowest(where accept: (Symbol) -> Bool, holds: (Symbol) -> Bool) -> Symbol {
        while let top = items.first, !holds(top) { popMin() }
        guard let top = items.first else { return .invalid }
        if accept(top) { return top }
        var best = Symbol.invalid
        for s in items where holds(s) && (!best.isValid || s < best) && accept(s) { best = s }
        return best
    }

    mutating func removeAll(where drop: (Symbol) -> Bool) {
        items.removeAll(where: drop)
        var i = items.count / 2
        while i > 0 {
            i -= 1
            siftDown(i)
        }
    }

    /// Drops the entries of symbols no longer in use (or forgotten: past
    /// the serials in use) and gives the others their new serials (numbered
    /// afresh in their order).
    mutating func renumber(by serials: UnsafeBufferPointer<Int32>) {
        removeAll { unsafe $0.serial >= serials.count || serials[$0.serial] < 0 }
        for i in items.indices { items[i] = unsafe items[i].renumbered(by: serials) }
    }

    private mutating func popMin() {
        let last = items.removeLast()
        guard !items.isEmpty else { return }
        items[0] = last
        siftDown(0)
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        let n = items.count
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var m = i
            if l < n, items[l] < items[m] { m = l }
            if r < n, items[r] < items[m] { m = r }
            if m == i { return }
            items.swapAt(i, m)
            i = m
        }
    }
}
