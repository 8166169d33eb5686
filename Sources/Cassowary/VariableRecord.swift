/// What a variable keeps for the solvers, outside the class so that solvers
/// read and write it through a pointer without the dynamic exclusivity
/// checks of class properties: its published value, who published it, and
/// where the last solver that registered it keeps its symbol.
struct VariableRecord {
    /// The value last published.
    var value: Double = 0
    /// The solver that published ``value`` (retained), told when another one
    /// overwrites it.
    var publisher: Unmanaged<Publisher>?
    /// The solver that last registered the variable, as a hint for
    /// ``symbolSerial``: it may be stale, and is checked before use.
    var registrar: ObjectIdentifier?
    /// The serial of the variable's symbol in `registrar`.
    var symbolSerial: Int32 = -1
}
