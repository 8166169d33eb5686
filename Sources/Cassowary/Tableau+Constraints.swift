// Adding and removing constraints (kiwi's algorithm), plus this package's
// lazy definitions and the guarantee that a failed call changes nothing.

extension Tableau {
    /// Why ``insert(_:)`` failed, before it is turned into a ``SolverError``.
    enum AddFailure: Error {
        /// A required constraint that cannot be satisfied, with the symbols
        /// of the row that proved it, to find the conflicting constraints.
        case unsatisfiable(evidence: [Symbol])
        /// A simplex loop reached ``Tableau/pivotLimit``.
        case iterationLimitExceeded
    }

    /// Builds the constraint's row `0 = expression + markers`, the expression
    /// taking `constant` as its constant, without touching the rows (kiwi's
    /// `createRow`, minus the substitution of basic symbols).
    mutating func makeRow(for constraint: Constraint, constant: Double) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: constant, capacity: expression.terms.count + 2)
        // A constraint's expression is reduced: one term per variable, so
        // the cells are distinct and need putting in order only once.
        // (A near-zero term still registers its variable, as it always has.)
        for term in expression.terms {
            let s = symbol(for: term.variable)
            if !nearZero(term.coefficient) { row.appendUnordered(s, term.coefficient) }
        }
        row.sortDistinctCells()
        let strength = constraint.strength
        var tag = Tag(
            marker: .invalid, other: .invalid, markerCoefficient: 1, order: additions, constant: constant,
            constraint: constraint)
        // The markers are the newest symbols, so they sort after every cell:
        // appended, in the order they are made, with coefficients of ±1.
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            row.append(slack, coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.append(error, -coefficient)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.append(dummy, 1)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                tag.markerCoefficient = -1
                row.append(plus, -1)
                row.append(minus, 1)
            }
        }
        return (row, tag)
    }

    /// Measures a new constraint's marker and errors in units of the row's
    /// largest coefficient, so that solving the row for any of its symbols
    /// leaves them coefficients near 1 or larger.
    ///
    /// Solved for a symbol with coefficient `a`, the row gives the marker the
    /// coefficient `μ/a`. With `a = 1e9` that is 1e-9, which kiwi's absolute
    /// epsilon drops as zero wherever the row is substituted: a later
    /// `setConstant` or `suggestValue` would then not reach the rows that
    /// depend on the constraint, nor would removing it. The markers are new
    /// symbols of this row alone, so they can take any unit: `m = s·m'` with
    /// `s` the power of two of the largest coefficient (exact) when that is
    /// outside 2^-10...2^10, else 1. ``Tag/markerCoefficient`` and the
    /// errors' weights (``Tag/errorScale``) carry `s`, so constants and
    /// objectives keep their meaning.
    private mutating func rescaleMarkers(_ row: inout Row, _ tag: inout Tag) {
        var largest = 0.0
        for (s, c) in row.cells where s != tag.marker && s != tag.other { largest = max(largest, abs(c)) }
        guard largest > 0, largest < 0x1p-10 || largest >= 0x1p10 else { return }
        let scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
        tag.forEachMarker { m in row.insert(m, row.coefficient(for: m) * (scale - 1)) }
        tag.markerCoefficient *= scale
    }

    /// Adds the constraint's errors to the objective of its level.
    mutating func addErrorsToObjective(_ tag: Tag) {
        let strength = tag.constraint.strength
        guard !strength.isRequired else { return }
        let k = objectiveIndex(level: strength.level)
        objectives[k].noteWeight(strength.weight)
        let weight = strength.weight * tag.errorScale
        tag.forEachMarker { e in
            if e.kind == .error { addToObjective(k, e, weight) }
        }
    }

    /// Adds a constraint with the constant of its expression. On failure the
    /// tableau is exactly as before.
    ///
    /// An unsatisfiable constraint is reported with the required constraints
    /// it conflicts with when `explainingConflicts`, else with none (finding
    /// them costs far more than the attempt).
    mutating func add(_ constraint: Constraint, explainingConflicts: Bool = true) throws(SolverError) {
        if _slowPath(pendingReservation != nil) { reservePending() }
        guard !holds(constraint) else { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        do {
            try insert(constraint, constant: constraint.expression.constant)
        } catch {
            switch error {
            case .unsatisfiable(let evidence):
                let conflicts = explainingConflicts ? explainConflict(of: constraint, evidence: evidence) : []
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            case .iterationLimitExceeded:
                throw .iterationLimitExceeded
            }
        }
    }

    @inline(__always) func validate(_ constraint: Constraint) throws(SolverError) {
        let e = constraint.expression
        guard e.constant.isFinite, e.terms.allSatisfy({ $0.coefficient.isFinite }), constraint.strength.weight.isFinite
        else { throw .nonFiniteValue }
    }

    /// Adds a validated constraint whose expression has `constant` as its
    /// constant, or throws leaving the tableau as before.
    mutating func insert(_ constraint: Constraint, constant: Double) throws(AddFailure) {
        let before = (serialCount: serialCount, externals: externals.count)
        var (row, tag) = makeRow(for: constraint, constant: constant)

        // A user's variable that no core row nor objective mentions can
        // simply be defined by this row: nothing else changes, the objective
        // stays optimal.
        if let subject = freeSubject(in: row) {
            rescaleMarkers(&row, &tag)
            row.solve(for: subject)
            addErrorsToObjective(tag)
            allocate(row, basic: subject, role: .definition)
            record(tag)
            return
        }

        // Expanding definitions may write them back (shorter): recorded, so
        // that an addition that then fails leaves them as they were.
        beginWriteBackJournal()
        row = canonicalize(row)
        rescaleMarkers(&row, &tag)
        if row.constant < 0 { row.scale(by: -1) }
        var subject = chooseSubject(row, tag)
        if !subject.isValid, row.symbols.allSatisfy(\.isDummy) {
            guard nearZero(row.constant) else {
                rollBackWriteBacks()
                forgetSymbols(since: before)
                throw .unsatisfiable(evidence: Array(row.symbols))
            }
            subject = tag.marker
        }
        addErrorsToObjective(tag)
        if subject.isValid {
            commitUndoJournal()
            row.solve(for: subject)
            substituteCore(subject, row)
            // Consumed: a copy left alive here would make the first pivot
            // of the row copy its cells before changing them.
            allocate(consume row, basic: subject, role: subject.isExternal ? .definition : .core)
            record(tag)
            guard optimize() else {
                // Back to the basis the row was added to, then take the row out.
                undoPrimalPivots()
                withdraw(tag, solvedFor: subject)
                forgetSymbols(since: before)
                throw .iterationLimitExceeded
            }
            return
        }
        // Only a required constraint comes here: an optional one's errors
        // give it a subject. Phase one, the artificial variable's exit and
        // the optimisation after them may each fail: the journal records
        // what they change, to put it back, at the cost of what they change.
        assert(constraint.strength.isRequired, "an optional constraint without a subject")
        beginUndoJournal()
        artificialAdditions += 1
        var failure = addWithArtificialVariable(row)
        if failure == nil, !optimize() { failure = .iterationLimitExceeded }
        journalledEntries += undo.entryCount
        if let failure {
            rollBackUndoJournal()
            forgetSymbols(since: before)
            throw failure
        }
        commitUndoJournal()
        record(tag)
    }

    private mutating func record(_ tag: Tag) {
        hold(tag)
        additions += 1
    }

    /// Takes out a constraint just added by solving its row for `subject`,
    /// with no pivot since (the inverse of that step of ``insert(_:)``).
    ///
    /// A marker or error subject appears in no other row; its errors leave
    /// the objective. A user's variable subject was substituted into the
    /// core rows: solving its row for the marker and substituting that back
    /// gives them the variable again, and the constraint's symbols cancel.
    /// Whatever rounding leaves of the constraint's symbols is erased, so
    /// that they can be forgotten.
    private mutating func withdraw(_ tag: Tag, solvedFor subject: Symbol) {
        release(tagAt: tagIndex(of: tag.constraint)!)
        additions -= 1
        weighErrors(of: tag, sign: -1)
        var row = release(symbols[subject.serial].basicSlot)
        if subject.isExternal {
            row.solve(for: tag.marker, replacing: subject)
            substituteCore(tag.marker, row)
            substituteDefinitions(tag.marker, row)
        }
        tag.forEachMarker { m in eraseSymbol(m) }
        infeasible.removeAll()
    }

    /// Undoes the symbols a failed addition made, so that later symbols are
    /// numbered as if it never happened.
    private mutating func forgetSymbols(since before: (serialCount: Int, externals: Int)) {
        forgetExternals(from: before.externals)
        let extra = serialCount - before.serialCount
        serialCount = before.serialCount
        // Their cells leave the objectives (a dense one keeps its length:
        // zeros, which the next symbols overwrite); entries of the heaps
        // are dropped when they come up.
        forgetObjectiveCells(from: serialCount)
        symbols.removeLast(extra)
        unsafe recordOf.removeLast(extra)
        isChangedExternal.removeLast(extra)
        values.removeLast(extra)
    }

    /// A user's variable of the row that is parametric and appears in no
    /// core row nor objective, which the row can define as it stands: the
    /// lowest that no other row mentions, else the lowest that only
    /// definitions read, or nil.
    ///
    /// A variable that has left every row can keep a cell in an objective:
    /// its rows' cells cancelled below epsilon, the objective's, weighted by
    /// a strong 1e6, did not (the fuzzer found 1.2e-8 after a dozen adds
    /// and removes). Made basic here, where nothing is substituted into the
    /// objective, it would leave the objective referencing a basic symbol,
    /// its reduced costs wrong; such a row takes the canonical path, which
    /// substitutes the subject everywhere.
    ///
    /// A variable that definitions read (a hidden view's top, read by its
    /// bottom, when the view is shown again) can be defined too: core rows
    /// and objectives do not change, and the definitions reading it read its
    /// new definition lazily. Canonicalizing the row instead would expand
    /// every definition it reaches: a stack's chain of short definitions,
    /// from the stack's top down to the view, would turn dense. Two
    /// conditions keep this sound:
    /// - the row's coefficients are all ±1, so that evaluating the chain
    ///   lazily only adds and subtracts (other coefficients multiply along
    ///   the chain and lose digits between magnitudes far apart);
    /// - the row does not reach, through definitions, one that reads the
    ///   variable: defining it would close a cycle.
    mutating func freeSubject(in row: Row) -> Symbol? {
        var readCandidate = false
        for s in row.symbols where s.isExternal && symbols[s.serial].basicSlot < 0 {
            guard symbols[s.serial].coreColumn.isEmpty, isInNoObjective(s) else { continue }
            if symbols[s.serial].definitionColumn.isEmpty { return s }
            readCandidate = true
        }
        guard readCandidate, row.storage.allSatisfy({ abs($0.coefficient) == 1 }) else { return nil }
        for s in row.symbols where s.isExternal && symbols[s.serial].basicSlot < 0 {
            guard symbols[s.serial].coreColumn.isEmpty, isInNoObjective(s) else { continue }
            if !definitionsReachReader(of: s, from: row) { return s }
        }
        return nil
    }

    /// kiwi's subject choice on a canonical row with a non-negative constant:
    /// a user's variable (here the one appearing in the fewest core rows, then
    /// the lowest), else the marker or other symbol if it is a slack or error
    /// with a negative coefficient.
    @inline(__always) func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = Symbol.invalid
        var bestCount = Int.max
        for s in row.symbols where s.isExternal {
            let count = symbols[s.serial].coreColumn.count
            if count < bestCount {
                best = s
                bestCount = count
            }
        }
        if best.isValid { return best }
        if tag.marker.isValid, tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isValid, tag.other.isPivotable, row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Adds a row that has no usable subject through an artificial variable
    /// (phase one of the simplex). Returns nil on success, else why it failed:
    /// the symbols of the artificial objective that proved the row
    /// unsatisfiable, or the pivot limit. On failure the caller undoes what
    /// it changed (``UndoJournal``).
    private mutating func addWithArtificialVariable(_ row: Row) -> AddFailure? {
        let artificial = newSymbol(.slack)
        allocate(row, basic: artificial, role: .core)
        let objective = allocate(row, basic: .invalid, role: .objective)
        guard optimize(single: objective) else { return .iterationLimitExceeded }
        let residual = rows[Int(objective)]
        release(objective)
        if !nearZero(residual.constant) { return .unsatisfiable(evidence: Array(residual.symbols)) }
        let slot = symbols[artificial.serial].basicSlot
        if slot >= 0 {
            let basicRow = rows[Int(slot)]
            substituteDefinitions(artificial, basicRow)
            release(slot)
            if !basicRow.isEmpty {
                guard let entering = basicRow.symbols.first(where: \.isPivotable) else {
                    return .unsatisfiable(evidence: Array(basicRow.symbols))
                }
                var pivoted = basicRow
                pivoted.solve(for: entering, replacing: artificial)
                substituteCore(entering, pivoted)
                allocate(pivoted, basic: entering, role: .core)
            }
        }
        eraseSymbol(artificial)
        retiredSerials += 1
        return nil
    }

    /// Removes a constraint held (kiwi's marker-based removal).
    ///
    /// The marker's row is taken out, after a pivot that makes the marker
    /// basic if it is not. If the simplex then reaches the pivot limit, its
    /// pivots are undone, the row goes back in and the pivot is undone: the
    /// tableau has its old basis again, and the call throws.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = tagIndex(of: constraint) else { throw .unknownConstraint(constraint) }
        let tag = release(tagAt: index)
        weighErrors(of: tag, sign: -1)
        let marker = tag.marker
        let slot = symbols[marker.serial].basicSlot
        var takenOut = TakenOut.none
        if slot >= 0 {
            substituteDefinitions(marker, rows[Int(slot)])
            takenOut = .markerRow(release(slot), leaving: .invalid)
        } else if let leaving = markerLeavingCoreSlot(marker) {
            let leavingSymbol = basics[Int(leaving)]
            var row = release(leaving)
            row.solve(for: marker, replacing: leavingSymbol)
            substituteCore(marker, row)
            substituteDefinitions(marker, row)
            takenOut = .markerRow(row, leaving: leavingSymbol)
        } else {
            takenOut = removeMarkerThroughDefinition(marker, preferring: constraint)
        }
        guard optimize() else {
            undoPrimalPivots()
            switch takenOut {
            case .markerRow(let row, let leaving):
                let slot = allocate(row, basic: marker, role: .core)
                if leaving.isValid { pivot(slot, entering: leaving) }
            case .definition(let row, let variable):
                allocate(row, basic: variable, role: .definition)
            case .none:
                break
            }
            weighErrors(of: tag, sign: 1)
            hold(tag)
            infeasible.removeAll()
            throw .iterationLimitExceeded
        }
        tag.forEachMarker { _ in retiredSerials += 1 }
    }

    /// Takes the weighted errors of a constraint out of its level's objective
    /// (`sign` -1), or puts them back in the same basis (`sign` 1).
    private mutating func weighErrors(of tag: Tag, sign: Double) {
        guard let level = tag.objectiveLevel else { return }
        let k = objectiveIndex(level: level)
        let weight = sign * tag.constraint.strength.weight * tag.errorScale
        tag.forEachMarker { e in
            guard e.kind == .error else { return }
            let slot = symbols[e.serial].basicSlot
            if slot >= 0 {
                addToObjective(k, rows[Int(slot)], times: weight)
            } else {
                addToObjective(k, e, weight)
            }
        }
    }

    /// kiwi's choice of the core row through which a non-basic marker
    /// leaves: one where it has a negative coefficient (least ratio), else
    /// one with a positive coefficient (least ratio); but first a row whose
    /// basic symbol is a dummy (the lowest).
    ///
    /// A dummy basic is a required equality that others made redundant
    /// (`d4 = d2` after a second `-3x - 20 == 0`); it must stay at zero. The
    /// ratio test guards only rows that must not go negative, so kiwi would
    /// remove the first equality through the row of `2x - 18 <= 0` and leave
    /// `d4 = 47`: the second equality broken by 47. A dummy row's constant is
    /// zero, so moving the marker through it changes no value.
    @inline(__always) func markerLeavingCoreSlot(_ marker: Symbol) -> Int32? {
        var first: (slot: Int32, ratio: Double, basic: Symbol)?
        var second: (slot: Int32, ratio: Double, basic: Symbol)?
        var dummy: (slot: Int32, basic: Symbol)?
        for slot in symbols[marker.serial].coreColumn where roles[Int(slot)] == .core {
            let row = rows[Int(slot)]
            let c = row.coefficient(for: marker)
            let basic = basics[Int(slot)]
            if basic.isDummy {
                if dummy == nil || basic < dummy!.basic { dummy = (slot, basic) }
                continue
            }
            if c < 0 {
                let r = -row.constant / c
                if first == nil || r < first!.ratio || (r == first!.ratio && basic < first!.basic) {
                    first = (slot, r, basic)
                }
            } else {
                let r = row.constant / c
                if second == nil || r < second!.ratio || (r == second!.ratio && basic < second!.basic) {
                    second = (slot, r, basic)
                }
            }
        }
        return dummy?.slot ?? first?.slot ?? second?.slot
    }

    /// Removes a marker that no core row holds through the definition of a
    /// user's variable (kiwi's last resort: an external row). The definition
    /// is expanded first, since the marker may also reach it through other
    /// definitions; the variable becomes parametric and the marker's
    /// expression replaces it wherever a definition names it.
    ///
    /// When several definitions name the marker, the one of a variable of the
    /// constraint itself is preferred: removing `stack.bottom == last.bottom`
    /// frees `stack.height`, ready for the connection that replaces it.
    ///
    /// Returns what was taken out, to put it back.
    private mutating func removeMarkerThroughDefinition(
        _ marker: Symbol,
        preferring constraint: Constraint
    ) -> TakenOut {
        let direct = symbols[marker.serial].definitionColumn
        if direct.count == 1, let slot = direct.first(where: { _ in true }) {
            // The only row naming the marker: no other path reaches it, so the
            // variable simply loses its definition and becomes free, with no
            // expansion (removing a stack's canvas connection costs O(1)).
            let variable = basics[Int(slot)]
            return .definition(release(slot), variable: variable)
        }
        let own = constraint.expression.terms.compactMap { knownSymbol(for: $0.variable) }
        let candidates = direct.slots.sorted { a, b in
            let ownA = own.firstIndex(of: basics[Int(a)]) ?? Int.max
            let ownB = own.firstIndex(of: basics[Int(b)]) ?? Int.max
            return ownA != ownB ? ownA < ownB : basics[Int(a)] > basics[Int(b)]
        }
        for slot in candidates {
            var row = canonicalize(rows[Int(slot)])
            guard row.contains(marker) else { continue }
            let variable = basics[Int(slot)]
            release(slot)
            row.solve(for: marker, replacing: variable)
            substituteCore(marker, row)
            substituteDefinitions(marker, row)
            return .markerRow(row, leaving: variable)
        }
        return .none
    }

    /// What a removal took out of the tableau, to put it back if the simplex
    /// then reaches the pivot limit.
    enum TakenOut {
        /// Nothing: no row held the marker.
        case none
        /// The marker's row, and the symbol pivoted out for it (invalid if
        /// the marker was basic already).
        case markerRow(Row, leaving: Symbol)
        /// The only definition that named the marker, released whole.
        case definition(Row, variable: Symbol)
    }
}
