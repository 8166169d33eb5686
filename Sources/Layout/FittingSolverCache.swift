import Foundation

/// The scratch solvers of the fitting measure, one per template
/// (``FittingTemplateKey``), shared by every tree of the process.
///
/// A collection measures each cell as it scrolls in, fresh or reused,
/// inside its tree or on its own before insertion: with the solvers kept by
/// shape, not by view or tree, each of those measures sets constants in a
/// solver built once for its kind of cell. A measure checks its solver out
/// and back in, so that trees used from different threads never share one;
/// the least recently used template goes when more than ``capacity`` are kept.
package final class FittingSolverCache: @unchecked Sendable {
    /// The cache every engine uses unless told otherwise.
    package static let shared = FittingSolverCache()

    /// The most entries kept.
    let capacity: Int
    private let lock = NSLock()
    /// The solvers by template, at most ``capacity``.
    private var solvers: LeastRecentlyUsedTable<FittingTemplateKey, FittingSolver>
    private var buildCount = 0

    /// How many scratch solvers measures built (for tests).
    var builds: Int {
        lock.lock()
        defer { lock.unlock() }
        return buildCount
    }

    /// Creates an empty cache keeping at most `capacity` templates.
    package init(capacity: Int = 32) {
        self.capacity = capacity
        solvers = LeastRecentlyUsedTable(capacity: capacity)
    }

    /// Takes the template's solver out of the cache, if it holds one.
    func checkOut(_ key: FittingTemplateKey) -> FittingSolver? {
        lock.lock()
        defer { lock.unlock() }
        return solvers.removeValue(forKey: key)
    }

    /// Puts a solver (back) into the cache, evicting the least recently
    /// used template when full.
    func checkIn(_ solver: FittingSolver) {
        lock.lock()
        defer { lock.unlock() }
        solvers.keep(solver, for: solver.key)
    }

    /// Counts a solver built for a measure.
    func didBuild() {
        lock.lock()
        defer { lock.unlock() }
        buildCount += 1
    }

    /// Forgets every template (so that the next measure of each shape builds
    /// its solver, as the first one in a process does).
    package func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        solvers.removeAll()
    }
}
