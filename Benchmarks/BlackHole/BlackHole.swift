/// Whether ``blackHole(_:)`` keeps what it is given in ``blackHoleSink``.
///
/// Always `false`; it is a public variable only so that the compiler, which
/// cannot know that no client sets it, must assume that the value passed to
/// ``blackHole(_:)`` may be stored, and so must compute it.
nonisolated(unsafe) public var blackHoleKeepsValues = false

/// Where ``blackHole(_:)`` would keep its last value if ``blackHoleKeepsValues`` were set.
nonisolated(unsafe) public var blackHoleSink: Any? = nil

/// Consumes a value so that the optimiser cannot prove it unused, and so
/// cannot skip the work that produced it.
///
/// It lives in a module of its own because a `blackHole` defined in the
/// benchmark's own module is optimised away in release builds. It does not
/// rely on `@_optimize(none)`: it is never inlined, and it stores the value
/// into a public global behind a public flag, which no compiler can prove
/// false. The branch is not taken, so a call costs a few nanoseconds and
/// allocates nothing.
@inline(never)
public func blackHole<T>(_ x: T) {
    if blackHoleKeepsValues {
        blackHoleSink = x
    }
}
