/// How a constraint's leading and trailing attributes resolve to edges in
/// the solver: each side by the effective direction of the view that owns
/// its anchor, and the whole constraint read in the direction of its first
/// leading or trailing side.
///
/// Empty for a constraint without leading or trailing, and for every
/// constraint of a left-to-right tree: those solve exactly as before.
struct DirectionResolution: OptionSet, Hashable {
    let rawValue: UInt8

    /// The first side's leading edge is its right edge.
    static let firstRightToLeft = DirectionResolution(rawValue: 1 << 0)
    /// The second side's leading edge is its right edge.
    static let secondRightToLeft = DirectionResolution(rawValue: 1 << 1)
    /// The constraint reads right to left: its horizontal positions are
    /// measured leftward, so `a.leading == b.leading + 8` puts `a` 8 points
    /// left of `b`'s right edge, and `>=` means further left.
    static let mirrored = DirectionResolution(rawValue: 1 << 2)
}
