import Cassowary
import Foundation

/// The solved systems that start the solvers of new trees of a kind seen
/// before (see ``SolverTemplate``), by shape, shared by every tree of the
/// process.
///
/// A tree being built (a cell) adds its constraints at its first use. The
/// first tree of a shape only leaves its shape here; the second leaves a
/// template of its solved system; every later one starts from a copy of
/// that template, with its own variables, constraints and constants,
/// instead of adding its constraints one by one. A tree built once keeps
/// no template. The least recently used shape goes when more than
/// ``capacity`` are kept, and only systems of at most
/// ``largestTemplate`` constraints are kept.
package final class SolverTemplateCache: @unchecked Sendable {
    /// What the cache knows of a shape.
    enum Lookup {
        /// A template to start from.
        case template(SolverTemplate)
        /// The shape was seen before: a template of the next solver of
        /// this shape is worth keeping.
        case seenBefore
        /// The shape is new (or too large to keep a template of).
        case new
    }

    /// The cache every engine uses unless told otherwise.
    package static let shared = SolverTemplateCache()

    /// The most entries kept.
    let capacity: Int
    /// The most constraints a template kept may hold.
    let largestTemplate = 2048
    private let lock = NSLock()
    /// The shapes seen, each with its template once one is kept, at most
    /// ``capacity``.
    private var entries: LeastRecentlyUsedTable<ConstraintSystemShape, SolverTemplate?>
    private var loadCount = 0

    /// How many solvers started from a template (for tests).
    var loads: Int {
        lock.lock()
        defer { lock.unlock() }
        return loadCount
    }

    /// How many shapes the cache knows (for tests).
    var shapeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Creates an empty cache keeping at most `capacity` shapes.
    package init(capacity: Int = 32) {
        self.capacity = capacity
        entries = LeastRecentlyUsedTable(capacity: capacity)
    }

    /// What the cache knows of `shape`, of a system of `count`
    /// constraints; notes the shape as seen.
    func lookUp(_ shape: ConstraintSystemShape, count: Int) -> Lookup {
        guard count <= largestTemplate else { return .new }
        lock.lock()
        defer { lock.unlock() }
        if let template = entries.use(shape) { return template.map(Lookup.template) ?? .seenBefore }
        entries.keep(nil, for: shape)
        return .new
    }

    /// Keeps `template` for `shape`.
    func keep(_ template: SolverTemplate, for shape: ConstraintSystemShape) {
        lock.lock()
        defer { lock.unlock() }
        entries.keep(template, for: shape)
    }

    /// Counts a solver started from a template.
    func didLoad() {
        lock.lock()
        defer { lock.unlock() }
        loadCount += 1
    }

    /// Forgets every shape (so that trees start as the first ones in a
    /// process do).
    package func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
    }
}
