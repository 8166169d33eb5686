// Edit variables, suggested values and in-place constant changes: a constant
// moves by pushing its delta through the rows that hold the constraint's
// marker, then the dual simplex restores feasibility.

extension Tableau {
    /// The tag index of the edit constraint of a variable, or nil.
    mutating func editTagIndex(of variable: Variable) -> Int? {
        guard let s = knownSymbol(for: variable) else { return nil }
        let i = symbols[s.serial].editTag
        return i >= 0 ? Int(i) : nil
    }

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editTagIndex(of: variable) == nil else { throw .duplicateEditVariable(variable) }
        guard strength.weight.isFinite else { throw .nonFiniteValue }
        guard !strength.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        symbols[symbol(for: variable).serial].editTag = Int32(tagIndex(of: constraint)!)
        editCount += 1
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = editTagIndex(of: variable) else { throw .unknownEditVariable(variable) }
        let serial = symbol(for: variable).serial
        try remove(tags[index]!.constraint)
        symbols[serial].editTag = -1
        editCount -= 1
    }

    /// Moves an edit's constant (the dual simplex restores feasibility). Only
    /// the pivot limit can make it fail: an edit is never required.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let index = editTagIndex(of: variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue }
        // The edit constraint reads `variable - value == 0`.
        try setConstant(-value, forTagAt: index)
    }

    /// The constant of a held constraint's expression, as this tableau holds it.
    mutating func constant(for constraint: Constraint) throws(SolverError) -> Double {
        guard let index = tagIndex(of: constraint) else { throw .unknownConstraint(constraint) }
        return tags[index]!.constant
    }

    /// Moves the constant of a held constraint's expression to `constant`,
    /// here only: the constraint itself does not change.
    mutating func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        guard let index = tagIndex(of: constraint) else { throw .unknownConstraint(constraint) }
        try setConstant(constant, forTagAt: index)
    }

    /// Moves the constant of the constraint whose tag is at `index`.
    mutating func setConstant(_ constant: Double, forTagAt index: Int) throws(SolverError) {
        guard constant.isFinite else { throw .nonFiniteValue }
        assert(tags[index] != nil, "no tag at \(index)")
        // The tag's fields are read in place through the buffer: a copy of
        // the optional tag (through its value witnesses, retaining its
        // constraint) cost a seventh of a suggestion on a small system.
        let (marker, markerCoefficient, delta) = unsafe tags.withUnsafeBufferPointer { tags in
            unsafe (
                tags[index]?.marker ?? .invalid, tags[index]?.markerCoefficient ?? 1,
                constant - (tags[index]?.constant ?? 0)
            )
        }
        if delta == 0 { return }
        // A required constant can make the system unsatisfiable, and the dual
        // simplex can reach the pivot limit: it journals its pivots, so that a
        // failure can pivot them back and move the constant back, leaving the
        // solver as it was.
        dualPivots.clearKeepingCapacity()
        let consistent = moveConstant(marker: marker, coefficient: markerCoefficient, by: delta)
        // No row went negative (most moves): nothing for the dual simplex.
        let outcome = consistent ? (infeasible.isEmpty ? .feasible : dualOptimize()) : .infeasible
        guard outcome == .feasible else {
            undoDualPivots()
            moveConstant(marker: marker, coefficient: markerCoefficient, by: -delta)
            infeasible.removeAll()
            if outcome == .iterationLimitExceeded { throw .iterationLimitExceeded }
            let constraint = tags[index]!.constraint
            let others = heldTags().filter { $0.constraint !== constraint }.map { ($0.constraint, $0.constant) }
            throw .unsatisfiableConstraint(
                constraint, conflicts: Tableau.irreducibleConflict(of: (constraint, constant), among: others))
        }
        tags[index]!.constant = constant
    }

    /// Changes the constant of a held constraint's expression by `delta`.
    ///
    /// The constraint's row was `0 = expression + μ·marker + …`. Adding `delta`
    /// to the expression is the same as replacing the marker `m` by
    /// `m' = m + delta/μ`: a basic marker's row loses `delta/μ`, and every row
    /// holding the marker as a cell with coefficient `a` gains `a·delta/μ`
    /// (definitions may hold it even while it is basic).
    ///
    /// Returns false if a row of dummies (required equalities that depend on
    /// each other) no longer sums to zero: the required constraints conflict.
    @discardableResult
    mutating func moveConstant(marker: Symbol, coefficient markerCoefficient: Double, by delta: Double) -> Bool {
        let shift = delta / markerCoefficient
        var consistent = true
        func moved(_ slot: Int32) {
            let i = Int(slot)
            #if CASSOWARY_CHECKS
                noteTouched(slot: slot)
            #endif
            guard roles[i] == .core else { return }
            if rows[i].constant < 0 { infeasible.append(slot) }
            if basics[i].isDummy, !nearZero(rows[i].constant) { consistent = false }
        }
        // Definitions reference the marker lazily, whether it is basic or
        // not: they always take the shift.
        let serial = marker.serial
        for k in 0..<symbols[serial].definitionColumn.count {
            let slot = symbols[serial].definitionColumn[k]
            rows[Int(slot)].constant += rows[Int(slot)].coefficient(for: marker) * shift
            queueDefinition(slot)
            #if CASSOWARY_CHECKS
                noteTouched(slot: slot)
            #endif
        }
        let slot = symbols[marker.serial].basicSlot
        if slot >= 0 {
            rows[Int(slot)].constant -= shift
            movedCore.append(slot)
            moved(slot)
            return consistent
        }
        for k in 0..<symbols[serial].coreColumn.count {
            let slot = symbols[serial].coreColumn[k]
            let i = Int(slot)
            rows[i].constant += rows[i].coefficient(for: marker) * shift
            movedCore.append(slot)
            moved(slot)
        }
        guard keepsObjectiveColumns else {
            for k in objectives.indices { objectives[k].constant += objectives[k].coefficient(for: marker) * shift }
            return consistent
        }
        for k in 0..<objectiveColumns[serial].count {
            let id = Int(objectiveColumns[serial][k])
            objectives[id].constant += objectives[id].coefficient(for: marker) * shift
        }
        return consistent
    }
}
