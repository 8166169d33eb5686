/// A place in a scene file: 1-based line and column (columns count Unicode
/// scalars; a tab is one column).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations as they appear in the file.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
