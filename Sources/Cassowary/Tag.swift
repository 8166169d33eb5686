/// What the tableau remembers of a constraint it holds.
struct Tag: Sendable {
    /// The symbol whose row or column carries the constraint: its slack,
    /// positive error or dummy.
    var marker: Symbol
    /// The second error of a non-required constraint, or ``Symbol/invalid``.
    var other: Symbol
    /// The coefficient of `marker` in the constraint's row (`expression +
    /// markerCoefficient · marker + …`): moving the expression's constant by
    /// `d` moves the marker by `d / markerCoefficient`. Its magnitude is
    /// ``errorScale``.
    var markerCoefficient: Double
    /// The position of the constraint in the order of additions.
    var order: Int
    /// The constant of the constraint's expression as this tableau holds it:
    /// the constraint's own until ``Solver/setConstant(_:for:)`` moves it.
    var constant: Double
    /// The constraint.
    let constraint: Constraint

    /// The unit the markers and errors are measured in, in units of the
    /// expression: 1 unless the row's coefficients are far from 1 (see
    /// `rescaleMarkers`). The errors' weights in the objective are multiplied
    /// by it, so that a weight still applies to the expression's error.
    /// Derived rather than stored: a tag stays small (the tableau keeps one
    /// per constraint, in one array).
    var errorScale: Double { abs(markerCoefficient) }

    /// The strength level of the constraint's errors, or nil when required.
    var objectiveLevel: Int? {
        let strength = constraint.strength
        return strength.isRequired ? nil : strength.level
    }

    /// Calls `body` with the marker and then the other symbol, each when
    /// valid: a loop over both without building an array of them.
    @inline(__always) func forEachMarker(_ body: (Symbol) throws -> Void) rethrows {
        if marker.isValid { try body(marker) }
        if other.isValid { try body(other) }
    }
}
