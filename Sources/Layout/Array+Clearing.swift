extension Array {
    /// Empties the array, keeping its storage; free when it is empty already,
    /// and a few elements are removed one by one: the layout pass and the
    /// observers empty their queues on every scroll tick, where
    /// `removeAll(keepingCapacity:)` costs a call into the standard library
    /// even for an empty array. (The solver keeps its own copy: it exports
    /// no helpers.) Inlinable: the observers' inlinable code calls it from
    /// other modules, where a call to an unspecialized copy would remove
    /// each element through the generic `RangeReplaceableCollection` path.
    @inlinable @inline(__always) mutating func clearKeepingCapacity() {
        if isEmpty { return }
        if count <= 4 {
            repeat { removeLast() } while !isEmpty
        } else {
            removeAll(keepingCapacity: true)
        }
    }
}
