extension Array {
    /// Empties the array, keeping its storage; free when it is empty already
    /// (`removeAll(keepingCapacity:)` costs a call into the standard library
    /// even then, on paths that run for every suggestion).
    @inline(__always) mutating func clearKeepingCapacity() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
