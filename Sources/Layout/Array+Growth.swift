extension Array {
    /// Makes room for `count` more elements in one allocation, at least
    /// doubling the capacity when it grows: reserving the exact count
    /// again and again (a tree absorbing many small subtrees in turn)
    /// would copy the array at each call. Inlinable, so that the modules
    /// that call it get a copy specialized to their element type.
    @inlinable package mutating func reserveCapacity(forAdding count: Int) {
        let needed = self.count + count
        if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
    }
}
