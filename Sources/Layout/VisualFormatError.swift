/// A visual format string that cannot be read, or that names a view or
/// metric the dictionaries lack. Thrown by
/// ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``.
///
/// Its ``description`` reads like UIKit's exception: the message, then the
/// format with a caret under the column at fault.
public struct VisualFormatError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong, such as `expected ']'`.
    public var message: String
    /// The format string.
    public var format: String
    /// The 1-based column (in Unicode scalars) of the character at fault.
    public var column: Int

    /// Creates an error at a column of a format.
    public init(_ message: String, format: String, column: Int) {
        self.message = message
        self.format = format
        self.column = column
    }

    /// `Unable to parse constraint format: <message> (column N)`, the format,
    /// and a caret under the column.
    public var description: String {
        let caret = String(repeating: " ", count: max(0, column - 1)) + "^"
        return "Unable to parse constraint format: \(message) (column \(column))\n\(format)\n\(caret)"
    }
}
