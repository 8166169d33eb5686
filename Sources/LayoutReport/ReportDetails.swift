/// What a recording of layouts holds beyond frames, broken constraints and
/// conflicts.
public struct ReportDetails: OptionSet, Hashable, Sendable {
    /// The option bits.
    public var rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every constraint held, described (`--constraints`).
    public static let constraints = ReportDetails(rawValue: 1)
    /// Whether each view is ambiguous (`--explain`).
    public static let ambiguity = ReportDetails(rawValue: 2)
    /// The view tree as `recursiveDescription` prints it (text output).
    public static let tree = ReportDetails(rawValue: 4)
    /// Everything.
    public static let all: ReportDetails = [.constraints, .ambiguity, .tree]
}
