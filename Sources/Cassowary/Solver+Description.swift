// The solver's debug description: a dump of its tableau.

extension Solver: CustomDebugStringConvertible {
    /// A dump of the tableau (objectives, rows, lazy definitions) and the
    /// constraints and edit variables held; the same on every run.
    public var debugDescription: String { tableau.dump() }
}
