/// What the tableau remembers of an edit variable.
struct EditInfo: Sendable {
    /// The constraint `variable == constant` that suggestions move.
    let constraint: Constraint
    /// The value last suggested.
    var constant: Double
}
