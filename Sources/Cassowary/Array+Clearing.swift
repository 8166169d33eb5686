extension Array {
    /// Empties the array, keeping its storage; free when it is empty already,
    /// and a few elements are removed one by one, on paths that run for every
    /// suggestion (`removeAll(keepingCapacity:)` costs a call into the
    /// standard library even for an empty array, some eighty instructions for
    /// a short one). Package-wide: the layout pass and the observers empty
    /// their queues on every scroll tick.
    @inlinable @inline(__always) package mutating func clearKeepingCapacity() {
        if isEmpty { return }
        if count <= 4 {
            repeat { removeLast() } while !isEmpty
        } else {
            removeAll(keepingCapacity: true)
        }
    }
}
