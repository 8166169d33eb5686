/// The active constraints of a tree filed under the view that is the lowest
/// common ancestor of their items (a constraint of one item under that
/// item's view), each with its activation order.
///
/// A constraint lies inside a view's subtree exactly when its filing view
/// does, so the fitting measure finds a subtree's constraints by visiting
/// the subtree's views, not every constraint of the tree. The filing view
/// stays right while the constraint is active: a view that moves takes its
/// inner constraints out and back in, and those crossing its boundary are
/// deactivated (see `LayoutEngine.split(_:into:)`).
///
/// The entries live on the views (`View.filedConstraints`) and each
/// constraint knows its place (`filingView`, `filingSlot`): filing and
/// unfiling hash nothing. A view belongs to one tree, so its entries are
/// its engine's; an engine absorbed by another files its constraints out.
struct SubtreeConstraintIndex {
    /// One filed constraint, with what a fitting measure reads of it made
    /// once, at activation (reading a side of a constraint copies a weak
    /// reference).
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
        /// Whether the constraint is a root's own pin (never measured).
        let pinsRoot: Bool
        /// Whether the constraint holds the size of a frame the code set on
        /// its item (measured inside the subtree of another view only).
        let holdsFrameSize: Bool

        init(order: Int, constraint c: LayoutConstraint) {
            self.order = order
            constraint = c
            let second = c.second
            first = ObjectIdentifier(c.first.geometry)
            self.second = second.map { ObjectIdentifier($0.geometry) }
            shape = FittingTemplateKey.shape(c.first.attribute, c.relation, second?.attribute)
            multiplier = Double(c.multiplier).bitPattern
            pinsRoot = second == nil && c.isInternal
            holdsFrameSize = second == nil && c.isAutoresizingMask
        }
    }

    /// Files an active constraint under its items' lowest common ancestor.
    ///
    /// - Complexity: O(depth of the items in the tree).
    func insert(_ c: LayoutConstraint, order: Int) {
        guard let view = Self.filingView(of: c) else { return }
        c.filingView = view
        c.filingSlot = Int32(truncatingIfNeeded: view.filedConstraints.count)
        view.filedConstraints.append(Entry(order: order, constraint: c))
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
            last.constraint.filingSlot = Int32(truncatingIfNeeded: slot)
        }
    }

    /// The constraints filed under the views of `view`'s subtree (`view`
    /// included) that the fitting measure of `view` takes, in activation
    /// order: those enforced (not broken, not suspended), except a root's
    /// own pins and the size of a frame the code set on `view`.
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
        let measured = ObjectIdentifier(view.geometry)
        func collect(_ v: View) {
            for entry in v.filedConstraints where entry.constraint.solverConstraint != nil && !entry.pinsRoot {
                if entry.holdsFrameSize && entry.first == measured { continue }
                result.append(entry)
            }
            for subview in v.subviews { collect(subview) }
        }
        collect(view)
        result.sort { $0.order < $1.order }
        return result
    }

    /// The view a constraint is filed under: the lowest common ancestor of
    /// its items' views, or nil when an item is gone or they share no tree.
    static func filingView(of c: LayoutConstraint) -> View? {
        guard let first = c.first.owningView else { return nil }
        guard let side = c.second else { return first }
        guard let second = side.owningView else { return nil }
        if first === second { return first }
        // The depths are those the views' tree keeps (see `View.joinTree`).
        // The walk reads `parent`, without the reference counts of weak loads.
        var a = Unmanaged.passUnretained(first)
        var b = Unmanaged.passUnretained(second)
        var da = first.depth
        var db = second.depth
        while da > db, let parent = a._withUnsafeGuaranteedRef({ $0.parent }) {
            a = parent
            da -= 1
        }
        while db > da, let parent = b._withUnsafeGuaranteedRef({ $0.parent }) {
            b = parent
            db -= 1
        }
        while a.toOpaque() != b.toOpaque() {
            guard let pa = a._withUnsafeGuaranteedRef({ $0.parent }), let pb = b._withUnsafeGuaranteedRef({ $0.parent })
            else { return nil }
            a = pa
            b = pb
        }
        return a.takeUnretainedValue()
    }
}
