/// The active constraints of a tree filed under the view that is the lowest
/// common ancestor of their items (a constraint of one item under that
/// item's view).
///
/// A constraint lies inside a view's subtree exactly when its filing view
/// does, so the fitting measure finds a subtree's constraints by visiting
/// the subtree's views, not every constraint of the tree. The filing view
/// stays right while the constraint is active: a view that moves takes its
/// inner constraints out and back in, and those crossing its boundary are
/// deactivated (see `LayoutEngine.split(_:into:)`).
///
/// The constraints live on the views (`View.filedConstraints`) and each
/// knows its place (`filingView`, `filingSlot`): filing and unfiling hash
/// nothing. A view belongs to one tree, so its constraints are its
/// engine's; an engine absorbed by another files its constraints out.
struct SubtreeConstraintIndex {
    /// One filed constraint, with what a fitting measure reads of it, made
    /// when a measure collects it (a view files only the constraint: 8
    /// bytes per active constraint, and nothing to make at activation).
    struct Entry {
        /// The activation order.
        let order: Int
        let constraint: LayoutConstraint
        /// The geometry of the first item.
        let first: ObjectIdentifier
        /// The geometry of the second item, or nil for a constraint against a constant.
        let second: ObjectIdentifier?
        /// The attributes and the relation (see ``FittingTemplateKey``).
        let shape: UInt64
        /// The multiplier's bits.
        let multiplier: UInt64

        init(_ c: LayoutConstraint) {
            order = c.activationOrder
            constraint = c
            first = ObjectIdentifier(c.first.geometry)
            // The second side's fields, not a copy of the side (its references and name).
            if let geometry = c.second?.geometry { second = ObjectIdentifier(geometry) } else { second = nil }
            shape = FittingTemplateKey.shape(c.first.attribute, c.relation, c.second?.attribute)
            multiplier = Double(c.multiplier).bitPattern
        }
    }

    /// Files an active constraint under its items' lowest common ancestor.
    ///
    /// - Complexity: O(depth of the items in the tree).
    func insert(_ c: LayoutConstraint) {
        unsafe Self.filingView(of: c)?.withGuaranteedInstance { view in
            c.filingView = view
            c.filingSlot = Int32(truncatingIfNeeded: view.filedConstraints.count)
            // Room for a view's own pair (its intrinsic size's hugging and
            // resistance) in one allocation.
            if view.filedConstraints.capacity == 0 { view.filedConstraints.reserveCapacity(2) }
            view.filedConstraints.append(c)
        }
    }

    /// Forgets a constraint that is no longer active.
    ///
    /// - Complexity: O(1).
    func remove(_ c: LayoutConstraint) {
        guard let view = c.filingView else { return }
        let slot = Int(c.filingSlot)
        c.filingView = nil
        c.filingSlot = -1
        let last = view.filedConstraints.removeLast()
        if slot < view.filedConstraints.count {
            view.filedConstraints[slot] = last
            last.filingSlot = Int32(truncatingIfNeeded: slot)
        }
    }

    /// The constraints filed under the views of `view`'s subtree (`view`
    /// included) that the fitting measure of `view` takes, in activation
    /// order: those enforced (not broken, not suspended) or waiting to be
    /// (in a tree being built), except a root's own pins and the size of a
    /// frame the code set on `view`.
    ///
    /// - Complexity: O(views of the subtree + c log c) for its c constraints.
    func measuredEntries(inSubtreeOf view: View) -> [Entry] {
        var count = 0
        func countEntries(_ v: View) {
            count += v.filedConstraints.count
            for subview in v.subviews { countEntries(subview) }
        }
        countEntries(view)
        var result: [Entry] = []
        result.reserveCapacity(count)
        let measured = view.geometry
        func collect(_ v: View) {
            for c in v.filedConstraints where c.solverConstraint != nil || c.awaitsEnforcementUnsuspended {
                if c.second == nil {
                    // A root's own pin, or the size of a frame the code set on `view`.
                    if c.isInternal || (c.isAutoresizingMask && c.first.geometry === measured) { continue }
                }
                result.append(Entry(c))
            }
            for subview in v.subviews { collect(subview) }
        }
        collect(view)
        return Self.sortedByOrder(result)
    }

    /// The entries in activation order. Orders of one engine are handed out
    /// one after another, so those of a subtree usually span little more
    /// than their count: each is then put in place by its order (linear),
    /// and otherwise they are sorted.
    private static func sortedByOrder(_ entries: [Entry]) -> [Entry] {
        guard let first = entries.first else { return entries }
        var low = first.order
        var high = first.order
        for entry in entries {
            low = min(low, entry.order)
            high = max(high, entry.order)
        }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, span < 4 * entries.count + 64 else { return entries.sorted { $0.order < $1.order } }
        var slots = [Int32](repeating: -1, count: span + 1)
        for (index, entry) in entries.enumerated() {
            // Orders are unique within an engine; a repeated one falls back.
            guard slots[entry.order - low] < 0 else { return entries.sorted { $0.order < $1.order } }
            slots[entry.order - low] = Int32(truncatingIfNeeded: index)
        }
        var sorted: [Entry] = []
        sorted.reserveCapacity(entries.count)
        for index in slots where index >= 0 { sorted.append(entries[Int(index)]) }
        return sorted
    }

    /// The view a constraint is filed under: the lowest common ancestor of
    /// its items' views, or nil when an item is gone or they share no tree.
    /// Unretained: the view is in the tree that holds the constraint's items.
    static func filingView(of c: LayoutConstraint) -> Unmanaged<View>? {
        guard let first = unsafe c.first.unretainedOwningView else { return nil }
        guard c.second != nil else { return unsafe first }
        guard let second = unsafe c.second?.unretainedOwningView else { return nil }
        if unsafe first.toOpaque() == second.toOpaque() { return unsafe first }
        // The depths are those the views' tree keeps (see `View.joinTree`).
        // The walk reads `parent`, without reference counts.
        var a = unsafe first
        var b = unsafe second
        var da = unsafe first.withGuaranteedInstance { $0.depth }
        var db = unsafe second.withGuaranteedInstance { $0.depth }
        while da > db, let parent = unsafe a.withGuaranteedInstance({ unsafe $0.parent }) {
            unsafe a = unsafe parent
            da -= 1
        }
        while db > da, let parent = unsafe b.withGuaranteedInstance({ unsafe $0.parent }) {
            unsafe b = unsafe parent
            db -= 1
        }
        while unsafe a.toOpaque() != b.toOpaque() {
            guard let pa = unsafe a.withGuaranteedInstance({ unsafe $0.parent }),
                let pb = unsafe b.withGuaranteedInstance({ unsafe $0.parent })
            else { return nil }
            unsafe a = unsafe pa
            unsafe b = unsafe pb
        }
        return unsafe a
    }
}
