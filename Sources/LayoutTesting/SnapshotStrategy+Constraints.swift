import Layout

extension SnapshotStrategy {
    /// The text of ``constraints``: per owner, in tree order, a line naming
    /// it and its constraints' descriptions indented below, in activation order.
    static func constraintsByOwner(of view: View) -> String {
        var root = view
        while let superview = root.superview { root = superview }
        root.layoutIfNeeded()
        var order: [ObjectIdentifier: Int] = [:]
        var treeOrder: [View] = []
        func visit(_ v: View) {
            order[ObjectIdentifier(v)] = treeOrder.count
            treeOrder.append(v)
            for subview in v.subviews { visit(subview) }
        }
        visit(view)
        var byOwner: [ObjectIdentifier: [LayoutConstraint]] = [:]
        for constraint in view.activeConstraints {
            guard let owner = owner(of: constraint), order[ObjectIdentifier(owner)] != nil else { continue }
            byOwner[ObjectIdentifier(owner), default: []].append(constraint)
        }
        let total = byOwner.values.reduce(0) { $0 + $1.count }
        var out = "constraints (\(total)):\n"
        for owner in treeOrder {
            guard let held = byOwner[ObjectIdentifier(owner)] else { continue }
            out += "\(describe(owner)) (\(held.count)):\n"
            for constraint in held { out += "    \(constraint.description)\n" }
        }
        return out
    }

    /// The nearest common ancestor of the views a constraint relates (a
    /// guide counts as its owning view): the view UIKit would install it on.
    static func owner(of constraint: LayoutConstraint) -> View? {
        let views = [constraint.firstItem, constraint.secondItem].compactMap { item -> View? in
            if let view = item as? View { return view }
            return (item as? LayoutGuide)?.owningView
        }
        guard var candidate = views.first else { return nil }
        for other in views.dropFirst() {
            while !other.isDescendant(of: candidate) {
                guard let superview = candidate.superview else { return nil }
                candidate = superview
            }
        }
        return candidate
    }
}
