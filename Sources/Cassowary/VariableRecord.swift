/// What a variable keeps for the solvers, outside the class so that solvers
/// read and write it through a pointer without the dynamic exclusivity
/// checks of class properties: its published value, who published it, and
/// where the last solver that registered it keeps its symbol.
@usableFromInline
@safe struct VariableRecord {
    /// The value last published (read in place by ``Variable/value``,
    /// inlined: a layout pass reads four per view it writes).
    @usableFromInline var value: Double = 0
    /// The solver that published ``value``, told when another one
    /// overwrites it. A strong reference: the record is initialized and
    /// deinitialized with its variable, so nothing releases it by hand.
    @usableFromInline var publisher: Publisher?
    /// The solver that last registered the variable, as a hint for
    /// ``symbolSerial``: it may be stale, and is checked before use.
    var registrar: ObjectIdentifier?
    /// The serial of the variable's symbol in `registrar`.
    var symbolSerial: Int32 = -1
    /// The record's position in a block it shares with other variables'
    /// (see ``Variable/four(_:_:_:_:_:)``), or 0 for a record of its own.
    var blockSlot: Int8 = 0
    /// In the first record of such a block: how many of its variables are alive.
    var blockLive: Int8 = 0
    /// The object the variable belongs to (``Variable/owner``), not retained.
    @usableFromInline var owner: Unmanaged<AnyObject>?

    /// Makes `newPublisher` (nil for a client's own value) the
    /// publisher of ``value``, telling the previous one that its value is
    /// overwritten, so that its next publication writes everything again.
    @usableFromInline mutating func handOver(to newPublisher: Publisher?) {
        publisher?.wasOverwritten = true
        publisher = newPublisher
    }
}
