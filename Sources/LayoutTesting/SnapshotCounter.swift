import Foundation

/// Numbers the unnamed assertions of each test, 1, 2, … in the order they
/// run, for their file names: one count per snapshot folder and test.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next number for the test `key` names.
    func next(_ key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
