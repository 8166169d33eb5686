extension Array {
    /// Empties the array, keeping its storage; free when it is empty already,
    /// and a few elements are removed one by one, on paths that run for every
    /// suggestion (`removeAll(keepingCapacity:)` costs a call into the
    /// standard library even for an empty array, some eighty instructions for
    /// a short one). The solver's own: it exports no helpers.
    @usableFromInline @inline(__always) mutating func clearKeepingCapacity() {
        if isEmpty { return }
        if count <= 4 {
            repeat { removeLast() } while !isEmpty
        } else {
            removeAll(keepingCapacity: true)
        }
    }
}
