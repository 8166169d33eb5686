// The variables and constraints a tableau knows, found without hashing:
// each caches the dense id it has in the tableau that registered it last
// (a symbol serial, a tag index) with that tableau's identity. The cache is
// a hint, checked against the tableau's own arrays before use; only an
// object registered by another tableau since falls back to an index by
// identity, which a tableau builds the first time it needs it.

extension Tableau {
    // MARK: Variables

    /// The symbol of a variable this tableau knows, or nil.
    mutating func knownSymbol(for variable: Variable) -> Symbol? {
        let record = unsafe variable.record
        if unsafe record.pointee.registrar == identity {
            let serial = unsafe Int(record.pointee.symbolSerial)
            guard serial < serialCount, unsafe recordOf[serial] == record else { return nil }
            return symbols[serial].symbol
        }
        if unsafe record.pointee.registrar == nil { return nil }
        return indexedVariables()[variable.id]
    }

    /// The symbol of a variable, made on first sight.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let s = knownSymbol(for: variable) { return s }
        let s = newSymbol(.external)
        symbols[s.serial].externalIndex = Int32(externals.count)
        variables.append(variable)
        claimRecord(of: variable, serial: s.serial)
        variableIndex?[variable.id] = s
        externals.append(s)
        noteChangedExternal(s.serial)
        return s
    }

    /// Points the tableau at the variable's record for the symbol of
    /// `serial`, and the record's hint at this tableau and that serial.
    mutating func claimRecord(of variable: Variable, serial: Int) {
        unsafe recordOf[serial] = unsafe variable.record
        unsafe variable.record.pointee.registrar = identity
        unsafe variable.record.pointee.symbolSerial = Int32(serial)
    }

    /// The serial that the variable's record says it has in this tableau,
    /// or nil when the record names another tableau (a hint: see
    /// ``knownSymbol(for:)`` for the checked lookup).
    func claimedSerial(of variable: Variable) -> Int? {
        let record = unsafe variable.record
        guard unsafe record.pointee.registrar == identity else { return nil }
        return unsafe Int(record.pointee.symbolSerial)
    }

    /// The index of the variables by identity, built on first use.
    private mutating func indexedVariables() -> [ObjectIdentifier: Symbol] {
        if let variableIndex { return variableIndex }
        var index: [ObjectIdentifier: Symbol] = [:]
        for s in externals { index[variable(ofSerial: s.serial)!.id] = s }
        variableIndex = index
        return index
    }

    /// Forgets the external symbols from position `count` of `externals` on.
    mutating func forgetExternals(from count: Int) {
        if variableIndex != nil {
            for s in externals[count...] { variableIndex![variable(ofSerial: s.serial)!.id] = nil }
        }
        externals.removeLast(externals.count - count)
        variables.removeLast(variables.count - count)
    }

    // MARK: Constraints

    /// The tag index of a constraint held, or nil.
    mutating func tagIndex(of constraint: Constraint) -> Int? {
        if constraint.registrar == identity {
            let i = Int(constraint.tagIndex)
            guard i < tags.count, tags[i]?.constraint === constraint else { return nil }
            return i
        }
        if constraint.registrar == nil { return nil }
        return indexedConstraints()[constraint.id].map(Int.init)
    }

    /// Whether the constraint is held.
    mutating func holds(_ constraint: Constraint) -> Bool { tagIndex(of: constraint) != nil }

    /// The index of the constraints by identity, built on first use.
    private mutating func indexedConstraints() -> [ObjectIdentifier: Int32] {
        if let constraintIndex { return constraintIndex }
        var index: [ObjectIdentifier: Int32] = [:]
        for (i, tag) in tags.enumerated() {
            if let tag { index[tag.constraint.id] = Int32(i) }
        }
        constraintIndex = index
        return index
    }

    /// Holds a tag, returning its index.
    @discardableResult
    mutating func hold(_ tag: Tag) -> Int {
        let i: Int
        if let free = freeTags.popLast() {
            i = Int(free)
            tags[i] = tag
        } else {
            i = tags.count
            tags.append(tag)
        }
        let constraint = tag.constraint
        constraint.registrar = identity
        constraint.tagIndex = Int32(i)
        constraintIndex?[constraint.id] = Int32(i)
        return i
    }

    /// Stops holding the tag at `index`, returning it.
    @discardableResult
    mutating func release(tagAt index: Int) -> Tag {
        let tag = tags[index]!
        tags[index] = nil
        freeTags.append(Int32(index))
        constraintIndex?[tag.constraint.id] = nil
        return tag
    }

    /// What the tableau remembers of each constraint held, in the order they were added.
    func heldTags() -> [Tag] {
        tags.compactMap { $0 }.sorted { $0.order < $1.order }
    }

    /// The constraints held, in the order they were added.
    func heldConstraints() -> [Constraint] {
        heldTags().map(\.constraint)
    }
}
