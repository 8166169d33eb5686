extension Unmanaged {
    /// Calls `body` with the instance, without retaining and releasing it.
    ///
    /// The one place the package uses the standard library's
    /// `_withUnsafeGuaranteedRef`: a layout pass walks thousands of views
    /// held as `Unmanaged`, and a view that has ever been weakly referenced
    /// (every view with a superview) takes the runtime's slow path for each
    /// retain and release. The caller guarantees what a strong reference
    /// would: the instance stays alive until `body` returns (its tree, its
    /// engine or its owner holds it).
    @inlinable
    @unsafe
    public func withGuaranteedInstance<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
        try unsafe _withUnsafeGuaranteedRef(body)
    }
}
