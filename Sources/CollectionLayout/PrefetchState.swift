import Foundation

/// What a collection view's prefetching remembers between scroll ticks.
struct PrefetchState {
    /// Whether there is a prefetch data source and prefetching is enabled:
    /// a scroll tick without it reads only this.
    var isActive = false
    /// The offset along the scroll axis at the last realization, nil before one.
    var lastOffset: CGFloat?
    /// Whether the last move was toward larger offsets, nil before one.
    var isForward: Bool?
    /// The items asked for and neither realized nor cancelled since.
    var pending: Set<IndexPath> = []
}
