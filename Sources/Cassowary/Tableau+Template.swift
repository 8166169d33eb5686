// Templates: a solved tableau copied for another system of the same shape
// (see SolverTemplate).

extension Tableau {
    /// The indices of the tags in the order their constraints were added,
    /// and the serial of each term's variable of each of those constraints;
    /// nil when the tableau holds edit variables (a template holds
    /// constraints only).
    mutating func templateLayout() -> (orderedTags: [Int32], termSerials: [Int32])? {
        guard editCount == 0 else { return nil }
        var ordered: [(order: Int, index: Int32)] = []
        ordered.reserveCapacity(tags.count)
        for (i, tag) in tags.enumerated() {
            if let tag { ordered.append((tag.order, Int32(i))) }
        }
        ordered.sort { $0.order < $1.order }
        var serials: [Int32] = []
        for (_, index) in ordered {
            for term in tags[Int(index)]!.constraint.expression.terms {
                guard let s = knownSymbol(for: term.variable) else { return nil }
                serials.append(Int32(s.serial))
            }
        }
        return (ordered.map(\.index), serials)
    }

    /// A copy of this tableau (a template's, laid out as `orderedTags` and
    /// `termSerials` say) that holds `constraints` in place of its own, in
    /// the order they were added, with their constants; or nil when they
    /// do not correspond or a constant conflicts with the required ones.
    ///
    /// Each constraint must have the relation, the strength and the terms'
    /// coefficients of the one it replaces, and its variables must stand
    /// for the template's one to one: then the copy is the tableau that
    /// adding them would have built with the template's constants, and
    /// moving the constants that differ (``setConstant(_:forTagAt:)``)
    /// gives theirs. Every variable is published at the next publication.
    ///
    /// The new variables and constraints are registered with the copy (a
    /// hint each caches, checked before use), even when nil is returned.
    ///
    /// - Complexity: O(terms + symbols + rows), plus the constant moves.
    func rebound(
        to constraints: [Constraint], orderedTags: [Int32], termSerials: [Int32], maximumPivots: Int?
    ) -> Tableau? {
        guard constraints.count == orderedTags.count, editCount == 0 else { return nil }
        var t = self
        t.takeNewIdentity()
        t.variableIndex = nil
        t.constraintIndex = nil
        t.maximumPivots = maximumPivots
        let identity = t.identity
        var isBound = [Bool](repeating: false, count: serialCount)
        var boundCount = 0
        var p = 0
        var moved: [(index: Int, constant: Double)] = []
        for (k, c) in constraints.enumerated() {
            let index = Int(orderedTags[k])
            guard let old = tags[index] else { return nil }
            let model = old.constraint
            let terms = c.expression.terms
            let modelTerms = model.expression.terms
            guard c.relation == model.relation, c.strength == model.strength, terms.count == modelTerms.count,
                p + terms.count <= termSerials.count
            else { return nil }
            for j in terms.indices {
                guard terms[j].coefficient == modelTerms[j].coefficient else { return nil }
                let serial = Int(termSerials[p])
                p += 1
                let variable = terms[j].variable
                // Claimed by the copy already: the same variable again.
                if let claimed = t.claimedSerial(of: variable) {
                    guard claimed == serial else { return nil }
                    continue
                }
                guard !isBound[serial] else { return nil }
                isBound[serial] = true
                boundCount += 1
                t.variables[Int(symbols[serial].externalIndex)] = variable
                t.claimRecord(of: variable, serial: serial)
            }
            c.registrar = identity
            c.tagIndex = Int32(index)
            t.tags[index] = Tag(
                marker: old.marker, other: old.other, markerCoefficient: old.markerCoefficient, order: old.order,
                constant: old.constant, constraint: c)
            if c.expression.constant != old.constant { moved.append((index, c.expression.constant)) }
        }
        // Every variable of the template has its stand-in.
        guard p == termSerials.count, boundCount == externals.count else { return nil }
        for s in t.externals { t.noteChangedExternal(s.serial) }
        for (index, constant) in moved {
            do {
                try t.setConstant(constant, forTagAt: index)
            } catch {
                return nil
            }
        }
        return t
    }
}
