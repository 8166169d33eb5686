// Explaining an unsatisfiable required constraint: an irreducible set of the
// required constraints held that it conflicts with.
//
// The row that proved the conflict (the artificial objective left above zero,
// or a row of dummies with a constant) is a combination of the constraints
// whose markers it holds: those are tried first. A deletion filter then drops
// every member without which the conflict remains, so the set is irreducible.

extension Tableau {
    /// The conflict of `constraint` with the required constraints held.
    func explainConflict(of constraint: Constraint, evidence: [Symbol]) -> [Constraint] {
        let held = heldConstraints().filter(\.strength.isRequired)
        let marks = Set(evidence)
        let suspects = held.filter { c in
            let tag = constraints[c.id]!
            return marks.contains(tag.marker) || marks.contains(tag.other)
        }
        if !Tableau.isSatisfiable(suspects + [constraint]) {
            return Tableau.deletionFilter(constraint, suspects)
        }
        return Tableau.irreducibleConflict(of: constraint, among: held)
    }

    /// An irreducible subset of the required constraints among `others` that
    /// makes `constraint` unsatisfiable, in their given order (empty when the
    /// constraint is unsatisfiable on its own).
    static func irreducibleConflict(of constraint: Constraint, among others: [Constraint]) -> [Constraint] {
        deletionFilter(constraint, connected(to: constraint, among: others.filter(\.strength.isRequired)))
    }

    /// The constraints linked to `constraint` through shared variables.
    private static func connected(to constraint: Constraint, among others: [Constraint]) -> [Constraint] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (i, c) in others.enumerated() {
            for t in c.expression.terms { byVariable[t.variable.id, default: []].append(i) }
        }
        var reached = Set<Int>()
        var seen = Set(constraint.expression.terms.map(\.variable.id))
        var queue = Array(seen)
        while let v = queue.popLast() {
            for i in byVariable[v] ?? [] where reached.insert(i).inserted {
                for t in others[i].expression.terms where seen.insert(t.variable.id).inserted {
                    queue.append(t.variable.id)
                }
            }
        }
        return others.indices.filter(reached.contains).map { others[$0] }
    }

    /// Drops, one by one, every member of `candidates` without which
    /// `constraint` still cannot be satisfied.
    private static func deletionFilter(_ constraint: Constraint, _ candidates: [Constraint]) -> [Constraint] {
        var set = candidates
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if isSatisfiable(trial + [constraint]) { i += 1 } else { set = trial }
        }
        return set
    }

    /// Whether the constraints, added in order to an empty tableau, all hold.
    /// If the pivot limit stops an addition, the answer is yes: the conflict
    /// is not proved, and a deletion filter then keeps the constraint.
    static func isSatisfiable(_ list: [Constraint]) -> Bool {
        var tableau = Tableau()
        for c in list {
            do {
                try tableau.insert(c)
            } catch {
                if case .unsatisfiable = error { return false }
                return true
            }
        }
        return true
    }
}
