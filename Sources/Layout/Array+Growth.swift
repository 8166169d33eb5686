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

    /// `count` copies of `value`, like `init(repeating:count:)`, allocated
    /// through the generic code the caller's module specializes: the
    /// standard library's initializer allocates through an unspecialized
    /// entry point that looks up the storage's type metadata at run time,
    /// several hundred instructions for a small array.
    @inlinable package init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}
