extension Array {
    /// A copy with room for `capacity` elements (and at least its own): how
    /// an array that shrank gives back the storage it no longer needs.
    func copy(reservingCapacity capacity: Int) -> [Element] {
        var copy: [Element] = []
        copy.reserveCapacity(Swift.max(capacity, count))
        copy.append(contentsOf: self)
        return copy
    }
}
