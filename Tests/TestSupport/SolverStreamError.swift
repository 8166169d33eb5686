/// A line of a solver stream that does not read as the protocol says
/// (Tests/Differential/README.md).
public struct SolverStreamError: Error, CustomStringConvertible {
    /// The line's number, from 1.
    public let line: Int
    /// What is wrong with it.
    public let reason: String

    /// `line <n>: <reason>`.
    public var description: String { "line \(line): \(reason)" }
}
