import Foundation

/// Parsed visual format lines by their text, shared by every tree of the
/// process: a cell made again and again parses each of its lines once.
///
/// A line is kept only when its parse read no metric and no name where a
/// constant may be (it then depends on nothing but its text and the
/// presence of its views); a kept line is used only when each of its views
/// is a view or a guide in the caller's dictionary, otherwise the line is
/// parsed again, so that an error is the parser's own. At most
/// ``capacity`` lines are kept: a full cache is emptied.
///
/// Sendable through its lock, as ``FittingSolverCache`` (an `NSLock`, where
/// the standard library's `Mutex` would need macOS 15).
final class VisualFormatCache: @unchecked Sendable {
    /// The cache of ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``.
    static let shared = VisualFormatCache()

    /// The most lines kept.
    let capacity: Int
    private let lock = NSLock()
    private var lines: [String: VisualFormatLine] = [:]

    /// Creates an empty cache keeping at most `capacity` lines.
    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// The parsed line of `format`, if kept.
    func line(for format: String) -> VisualFormatLine? {
        lock.lock()
        defer { lock.unlock() }
        return lines[format]
    }

    /// Keeps the parsed line of `format`.
    func keep(_ line: VisualFormatLine, for format: String) {
        lock.lock()
        defer { lock.unlock() }
        if lines.count >= capacity { lines.removeAll() }
        lines[format] = line
    }

    /// How many lines are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return lines.count
    }
}
