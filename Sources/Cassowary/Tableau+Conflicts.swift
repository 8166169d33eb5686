// Explaining an unsatisfiable required constraint: an irreducible set of the
// required constraints held that it conflicts with.
//
// Each constraint is tried with the constant this tableau holds for it, which
// `setConstant` may have moved away from the constant of its expression.
//
// The row that proved the conflict (the artificial objective left above zero,
// or a row of dummies with a constant) is a combination of the constraints
// whose markers it holds: those are tried first. A deletion filter then drops
// every member without which the conflict remains, so the set is irreducible.

extension Tableau {
    /// A constraint with the constant its expression is held with.
    typealias Candidate = (constraint: Constraint, constant: Double)

    /// The conflict of `constraint` (with its own constant) with the required
    /// constraints held.
    func explainConflict(of constraint: Constraint, evidence: [Symbol]) -> [Constraint] {
        let held = heldTags().filter(\.constraint.strength.isRequired)
        let marks = Set(evidence)
        let suspects = held.filter { marks.contains($0.marker) || marks.contains($0.other) }.map(Tableau.candidate)
        let added = (constraint, constraint.expression.constant)
        if !Tableau.isSatisfiable(suspects + [added]) {
            return Tableau.deletionFilter(added, suspects)
        }
        return Tableau.irreducibleConflict(of: added, among: held.map(Tableau.candidate))
    }

    private static func candidate(_ tag: Tag) -> Candidate { (tag.constraint, tag.constant) }

    /// An irreducible subset of the required constraints among `others` that
    /// makes `constraint` unsatisfiable, in their given order (empty when the
    /// constraint is unsatisfiable on its own).
    static func irreducibleConflict(of constraint: Candidate, among others: [Candidate]) -> [Constraint] {
        let required = others.filter(\.constraint.strength.isRequired)
        return deletionFilter(constraint, connected(to: constraint.constraint, among: required))
    }

    /// The constraints linked to `constraint` through shared variables.
    private static func connected(to constraint: Constraint, among others: [Candidate]) -> [Candidate] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (i, c) in others.enumerated() {
            for t in c.constraint.expression.terms { byVariable[t.variable.id, default: []].append(i) }
        }
        var reached = Set<Int>()
        var seen = Set(constraint.expression.terms.map(\.variable.id))
        var queue = Array(seen)
        while let v = queue.popLast() {
            for i in byVariable[v] ?? [] where reached.insert(i).inserted {
                for t in others[i].constraint.expression.terms where seen.insert(t.variable.id).inserted {
                    queue.append(t.variable.id)
                }
            }
        }
        return others.indices.filter(reached.contains).map { others[$0] }
    }

    /// Drops, one by one, every member of `candidates` without which
    /// `constraint` still cannot be satisfied.
    private static func deletionFilter(_ constraint: Candidate, _ candidates: [Candidate]) -> [Constraint] {
        var set = candidates
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if isSatisfiable(trial + [constraint]) { i += 1 } else { set = trial }
        }
        return set.map(\.constraint)
    }

    /// Whether the constraints, added in order to an empty tableau, all hold.
    /// If the pivot limit stops an addition, the answer is yes: the conflict
    /// is not proved, and a deletion filter then keeps the constraint.
    static func isSatisfiable(_ list: [Candidate]) -> Bool {
        var tableau = Tableau()
        for (c, constant) in list {
            do {
                try tableau.insert(c, constant: constant)
            } catch {
                if case .unsatisfiable = error { return false }
                return true
            }
        }
        return true
    }
}
