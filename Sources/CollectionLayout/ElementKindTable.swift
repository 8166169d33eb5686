import Foundation

/// The element kinds of supplementaries and decorations, numbered: a
/// ``CollectionElementKey`` holds a kind's number, so that a key is plain
/// data, copied and compared without the runtime's reference counting.
///
/// A kind is numbered the first time a layout places an element of that
/// kind, once for the life of the process, as a collection view keeps the
/// registrations and reuse queues of each kind it meets. A kind only asked
/// about (a query, a dequeue) is looked up, never numbered, so the table
/// holds the kinds of the layouts' descriptors and nothing else.
///
/// Sendable through its lock, as `VisualFormatCache` (an `NSLock`, where
/// the standard library's `Mutex` would need macOS 15).
final class ElementKindTable: @unchecked Sendable {
    /// The table every key uses.
    static let shared = ElementKindTable()

    /// The number of "no kind" (a cell's).
    static let none: Int32 = 0
    /// The number of a kind no element has (one only asked about).
    static let unknown: Int32 = -1

    private let lock = NSLock()
    private var numbers: [String: Int32] = [:]
    private var kinds: [String] = []

    /// The number of `kind`, given one if it has none yet.
    func number(of kind: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[kind] { return number }
        kinds.append(kind)
        let number = Int32(truncatingIfNeeded: kinds.count)
        numbers[kind] = number
        return number
    }

    /// The number of `kind` if it has one, else ``unknown``.
    func existingNumber(of kind: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        return numbers[kind] ?? Self.unknown
    }

    /// How many kinds are numbered.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return kinds.count
    }

    /// The kind numbered `number` (one of ``number(of:)``'s answers).
    func kind(numbered number: Int32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return kinds[Int(number) - 1]
    }
}
