/// The diagnostics in force in a tree, oldest first, indexed by what each is
/// about: a report of the same diagnostic for the same constraint is kept and
/// delivered once, a changed one replaces it, and taking a constraint's
/// diagnostics out does not scan the list.
///
/// The log keeps at most ``capacity`` diagnostics; beyond that the oldest is
/// dropped and counted in ``droppedCount``.
struct DiagnosticLog {
    /// What a diagnostic is about: its kind and its constraint, or, for one
    /// about no constraint, its text.
    enum Key: Hashable {
        case constraint(ObjectIdentifier, kind: Int)
        case text(String)
    }

    /// The most diagnostics kept: 1,000.
    static let capacity = 1000

    /// Slots in report order; nil where a diagnostic was taken out.
    private var slots: [(key: Key, diagnostic: LayoutDiagnostic)?] = []
    /// The slot of each diagnostic kept, by key.
    private var index: [Key: Int] = [:]
    /// The first slot that may be filled.
    private var head = 0
    /// Diagnostics dropped because the log was full, since it was made.
    private(set) var droppedCount = 0
    /// The slots read or written so far: the work the log has done, for
    /// tests that prove an operation does not scan it.
    private(set) var work = 0

    var isEmpty: Bool { index.isEmpty }
    var count: Int { index.count }

    /// The diagnostics kept, oldest first.
    var all: [LayoutDiagnostic] { slots[head...].compactMap { $0?.diagnostic } }

    static func key(of diagnostic: LayoutDiagnostic) -> Key {
        if let c = diagnostic.constraint { return .constraint(ObjectIdentifier(c), kind: diagnostic.kindIndex) }
        return .text(diagnostic.description)
    }

    /// Keeps a diagnostic; false when the same one is kept already (nothing
    /// changes and it is not to be delivered again).
    mutating func insert(_ diagnostic: LayoutDiagnostic) -> Bool {
        let key = Self.key(of: diagnostic)
        work += 1
        if let slot = index[key] {
            if slots[slot]?.diagnostic.description == diagnostic.description { return false }
            remove(at: slot, key: key)
        }
        if index.count == Self.capacity { dropOldest() }
        index[key] = slots.count
        slots.append((key, diagnostic))
        return true
    }

    /// Takes out the diagnostic of that kind about the constraint, if kept.
    mutating func remove(kind: Int, of constraint: AnyObject) {
        guard !index.isEmpty else { return }
        let key = Key.constraint(ObjectIdentifier(constraint), kind: kind)
        work += 1
        if let slot = index[key] { remove(at: slot, key: key) }
    }

    /// Takes out every diagnostic about the constraint.
    mutating func removeAll(about constraint: AnyObject) {
        guard !index.isEmpty else { return }
        for kind in 0..<LayoutDiagnostic.kindCount { remove(kind: kind, of: constraint) }
    }

    /// Takes out the diagnostics for which `isWithdrawn` is true: a scan, for
    /// callers outside activation (a collection's layout withdrawing overflows).
    mutating func removeAll(where isWithdrawn: (LayoutDiagnostic) -> Bool) {
        for slot in head..<slots.count {
            work += 1
            if let entry = slots[slot], isWithdrawn(entry.diagnostic) { remove(at: slot, key: entry.key) }
        }
    }

    private mutating func remove(at slot: Int, key: Key) {
        slots[slot] = nil
        index[key] = nil
        compactIfSparse()
    }

    private mutating func dropOldest() {
        while head < slots.count, slots[head] == nil { head += 1 }
        guard head < slots.count, let entry = slots[head] else { return }
        slots[head] = nil
        index[entry.key] = nil
        droppedCount += 1
        head += 1
        compactIfSparse()
    }

    /// Rewrites the slots without the gaps once they are mostly gaps, so the
    /// storage stays proportional to what is kept (amortised O(1)).
    private mutating func compactIfSparse() {
        guard slots.count >= 32, slots.count > 2 * index.count else { return }
        let kept = slots[head...].compactMap { $0 }
        work += slots.count - head
        slots = kept
        head = 0
        for (slot, entry) in kept.enumerated() { index[entry.key] = slot }
    }
}
