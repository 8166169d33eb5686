/// Which arranged views of a stack view are hidden, one bit per position,
/// so that the nearest visible neighbour of a view is found 64 positions
/// at a time rather than by visiting every hidden view in between.
struct StackViewHiddenSet {
    /// Bit `i % 64` of word `i / 64` is set when position `i` is hidden;
    /// the bits past the last position are set.
    private var words: [UInt64]
    /// The number of positions.
    let count: Int

    /// The set for the given visibilities, by position.
    init(_ hidden: some Collection<Bool>) {
        count = hidden.count
        words = Array(repeating: 0, count: (count + 63) / 64)
        for (index, isHidden) in hidden.enumerated() where isHidden { words[index >> 6] |= 1 << (index & 63) }
        if count & 63 != 0 { words[words.count - 1] |= UInt64.max << (count & 63) }
    }

    /// Records whether the view at `index` is hidden.
    mutating func set(_ index: Int, hidden: Bool) {
        if hidden {
            words[index >> 6] |= 1 << (index & 63)
        } else {
            words[index >> 6] &= ~(1 << (index & 63))
        }
    }

    /// The last visible position before `index`, or nil.
    func previousVisible(before index: Int) -> Int? {
        var last = index - 1
        while last >= 0 {
            let word = last >> 6
            let visible = ~words[word] & (UInt64.max >> (63 - (last & 63)))
            if visible != 0 { return word << 6 + (63 - visible.leadingZeroBitCount) }
            last = word << 6 - 1
        }
        return nil
    }

    /// The first visible position after `index`, or nil.
    func nextVisible(after index: Int) -> Int? {
        var first = index + 1
        while first < count {
            let word = first >> 6
            let visible = ~words[word] & (UInt64.max << (first & 63))
            if visible != 0 { return word << 6 + visible.trailingZeroBitCount }
            first = (word + 1) << 6
        }
        return nil
    }
}
